import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const scratchDir = () => mkdtempSync(path.join(tmpdir(), 'messaging-settings-'));
const whatsApp = { WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_APP_SECRET: 'app-secret', WHATSAPP_VERIFY_TOKEN: 'a-verify-token-of-16' };
const sms = { TERMII_API_KEY: 'TL-key', TERMII_SENDER_ID: 'Brightwire', TERMII_SECRET_KEY: 'termii-secret' };

describe("the messaging providers' settings", () => {
  it('are unset by default, so messages go to the outbox', () => {
    const config = loadConfig({ DATA_DIR: scratchDir() });
    expect(config.whatsApp).toBeUndefined();
    expect(config.termii).toBeUndefined();
  });

  it("read Meta's and Termii's settings with their documented addresses as defaults", () => {
    const config = loadConfig({ DATA_DIR: scratchDir(), ...whatsApp, ...sms });
    expect(config.whatsApp).toEqual({
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: 'a-verify-token-of-16',
      baseUrl: 'https://graph.facebook.com/v23.0',
    });
    expect(config.termii).toEqual({ apiKey: 'TL-key', senderId: 'Brightwire', secretKey: 'termii-secret', baseUrl: 'https://api.ng.termii.com' });
    const local = loadConfig({ DATA_DIR: scratchDir(), ...whatsApp, ...sms, WHATSAPP_API_BASE_URL: 'http://127.0.0.1:9/v23.0/', TERMII_BASE_URL: 'http://127.0.0.1:8/' });
    expect(local.whatsApp?.baseUrl).toBe('http://127.0.0.1:9/v23.0');
    expect(local.termii?.baseUrl).toBe('http://127.0.0.1:8');
  });

  it('are taken all together or not at all: half set, status reports could not be checked', () => {
    expect(() => loadConfig({ DATA_DIR: scratchDir(), ...whatsApp, WHATSAPP_APP_SECRET: '' })).toThrow(/WHATSAPP_APP_SECRET/);
    expect(() => loadConfig({ DATA_DIR: scratchDir(), WHATSAPP_TOKEN: 'EAAG-token' })).toThrow(/set all four or none/);
    expect(() => loadConfig({ DATA_DIR: scratchDir(), ...sms, TERMII_SECRET_KEY: '' })).toThrow(/TERMII_SECRET_KEY/);
  });

  it('name the setting whose value is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: scratchDir(), ...whatsApp, WHATSAPP_PHONE_NUMBER_ID: '+234 803 555 0142' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: digits only/);
    expect(() => loadConfig({ DATA_DIR: scratchDir(), ...whatsApp, WHATSAPP_VERIFY_TOKEN: 'short' })).toThrow(/WHATSAPP_VERIFY_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: scratchDir(), ...sms, TERMII_SENDER_ID: 'BrightwireElectrical' })).toThrow(/TERMII_SENDER_ID/);
    expect(() => loadConfig({ DATA_DIR: scratchDir(), TERMII_BASE_URL: 'not an address' })).toThrow(/TERMII_BASE_URL/);
  });
});
