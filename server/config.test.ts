import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const scratchDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));

describe('configuration from the environment', () => {
  it('names the variable whose value is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: scratchDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: scratchDir(), DATABASE_URL: 'mysql://db/site' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: scratchDir(), ADMIN_EMAIL: 'owner@example.com' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('takes the bank details for transfers all together, with a 10-digit account number, and hides them while unset', () => {
    const bank = { BANK_NAME: 'Zenith Bank', BANK_ACCOUNT_NAME: 'Brightwire Ltd', BANK_ACCOUNT_NUMBER: '1012345678', COMPANY_TIN: '12345678-0001' };
    expect(loadConfig({ DATA_DIR: scratchDir(), ...bank }).billing).toEqual({
      bankTransfer: { bank: 'Zenith Bank', accountName: 'Brightwire Ltd', accountNumber: '1012345678' },
      tin: '12345678-0001',
    });
    expect(loadConfig({ DATA_DIR: scratchDir() }).billing).toEqual({ bankTransfer: null, tin: '' });
    expect(() => loadConfig({ DATA_DIR: scratchDir(), ...bank, BANK_ACCOUNT_NUMBER: '10123' })).toThrow(/BANK_ACCOUNT_NUMBER/);
    expect(() => loadConfig({ DATA_DIR: scratchDir(), BANK_NAME: 'Zenith Bank' })).toThrow(/BANK_ACCOUNT_NAME/);
  });

  it('refuses to start in production without a database, secrets, mail, payments and https', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: scratchDir(), PUBLIC_URL: 'http://shop.example.com' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const variable of ['DATABASE_URL', 'ACCESS_TOKEN_SECRET', 'SMTP_URL', 'PAYSTACK_SECRET_KEY', 'PUBLIC_URL']) {
      expect(message).toContain(variable);
    }
  });

  it('starts in production when everything is set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: scratchDir(),
      PUBLIC_URL: 'https://brightwire.ng/',
      DATABASE_URL: 'postgres://site@db.internal/site',
      SMTP_URL: 'smtps://user:pass@smtp.example.com',
      PAYSTACK_SECRET_KEY: 'sk_live_example',
      ACCESS_TOKEN_SECRET: 'a'.repeat(40),
    });
    expect(config.publicUrl).toBe('https://brightwire.ng');
    expect(config.accessTokenSecret).toBe('a'.repeat(40));
  });

  it('generates development secrets once and keeps them in DATA_DIR', () => {
    const dataDir = scratchDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.accessTokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.accessTokenSecret).toBe(first.accessTokenSecret);
    expect(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toContain(first.accessTokenSecret);
  });

  it('defaults to port 3000, ./data and a local public address', () => {
    const config = loadConfig({ DATA_DIR: scratchDir() });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: scratchDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });
});

describe('settings for several server copies', () => {
  it('takes TRUST_PROXY as Fastify does: true, a number of hops, or proxy addresses and ranges', () => {
    const trustOf = (value: string) => loadConfig({ DATA_DIR: scratchDir(), TRUST_PROXY: value }).trustProxy;
    expect(trustOf('true')).toBe(true);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('1')).toBe(1);
    expect(trustOf('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => trustOf('yes please')).toThrow(/TRUST_PROXY/);
  });

  it('signs sign-in tokens under an issuer of their own, not the public address', () => {
    const one = loadConfig({ DATA_DIR: scratchDir(), PUBLIC_URL: 'https://a.brightwire.ng' });
    const other = loadConfig({ DATA_DIR: scratchDir(), PUBLIC_URL: 'https://b.brightwire.ng' });
    expect(one.tokenIssuer).toBe(other.tokenIssuer);
  });
});
