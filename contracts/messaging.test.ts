import { describe, expect, it } from 'vitest';
import { isGsm7, nigerianPhoneE164, phoneRefusals, providerPhoneDigits, textMessageNaira, textMessagePages } from './messaging';

describe('a Nigerian mobile number in E.164, however it was typed', () => {
  it('reads every way people write the same number as +2348031234567', () => {
    const writings = [
      '0803 123 4567',
      '+234 803 123 4567',
      '2348031234567',
      '(0803) 123-4567',
      '803 123 4567',
      '08031234567',
      '+234 (0) 803 123 4567',
      '00234 803 123 4567',
      '+234 0803 123 4567',
      '234-803-123-4567',
      ' 0803.123.4567 ',
    ];
    for (const typed of writings) expect(nigerianPhoneE164(typed), typed).toEqual({ ok: true, e164: '+2348031234567' });
  });

  it('takes every mobile range: 070, 080, 081, 090 and 091', () => {
    for (const typed of ['07011112222', '08011112222', '08111112222', '09011112222', '09111112222']) expect(nigerianPhoneE164(typed).ok, typed).toBe(true);
  });

  it('refuses what cannot be messaged, saying why', () => {
    expect(nigerianPhoneE164('   ')).toEqual({ ok: false, reason: phoneRefusals.empty });
    expect(nigerianPhoneE164('call the gate')).toEqual({ ok: false, reason: phoneRefusals.notAPhoneNumber });
    expect(nigerianPhoneE164('0803 123 456a')).toEqual({ ok: false, reason: phoneRefusals.notAPhoneNumber });
    expect(nigerianPhoneE164('+44 20 7123 4567')).toEqual({ ok: false, reason: phoneRefusals.notNigerian });
    expect(nigerianPhoneE164('0044 20 7123 4567')).toEqual({ ok: false, reason: phoneRefusals.notNigerian });
    expect(nigerianPhoneE164('0803 123 456')).toEqual({ ok: false, reason: phoneRefusals.wrongLength });
    expect(nigerianPhoneE164('0803 123 45678')).toEqual({ ok: false, reason: phoneRefusals.wrongLength });
    expect(nigerianPhoneE164('+234 803 123 456')).toEqual({ ok: false, reason: phoneRefusals.wrongLength });
    // An Ibadan landline and an impossible prefix: no SMS or WhatsApp reaches them.
    expect(nigerianPhoneE164('02 231 4567')).toEqual({ ok: false, reason: phoneRefusals.wrongLength });
    expect(nigerianPhoneE164('0203 123 4567')).toEqual({ ok: false, reason: phoneRefusals.notMobile });
    expect(nigerianPhoneE164('0603 123 4567')).toEqual({ ok: false, reason: phoneRefusals.notMobile });
  });

  it('gives the providers the digits without the plus', () => {
    expect(providerPhoneDigits('+2348031234567')).toBe('2348031234567');
  });
});

describe("an SMS's pages, as the networks bill them", () => {
  it('fits 160 GSM-7 characters in one page, and pages of 153 beyond', () => {
    expect(textMessagePages('a'.repeat(160))).toEqual({ encoding: 'GSM-7', pages: 1, units: 160 });
    expect(textMessagePages('a'.repeat(161))).toEqual({ encoding: 'GSM-7', pages: 2, units: 161 });
    expect(textMessagePages('a'.repeat(306)).pages).toBe(2);
    expect(textMessagePages('a'.repeat(307)).pages).toBe(3);
    expect(textMessagePages('').pages).toBe(0);
  });

  it('counts the extension characters as two, and never splits one across pages', () => {
    expect(textMessagePages('€'.repeat(80))).toEqual({ encoding: 'GSM-7', pages: 1, units: 160 });
    expect(textMessagePages(`${'a'.repeat(159)}[`)).toEqual({ encoding: 'GSM-7', pages: 2, units: 161 });
    expect(textMessagePages('{}[]~|^\\').units).toBe(16);
    // 152 letters then '€': the pair would straddle the 153rd septet, so it opens page two, and 306 septets need
    // three pages where a plain division by 153 says two.
    expect(textMessagePages(`${'a'.repeat(152)}€${'a'.repeat(151)}`)).toEqual({ encoding: 'GSM-7', pages: 2, units: 305 });
    expect(textMessagePages(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual({ encoding: 'GSM-7', pages: 3, units: 306 });
  });

  it('sends as UCS-2, 70 to a page and 67 beyond, once one character is outside GSM-7', () => {
    expect(textMessagePages(`₦${'a'.repeat(69)}`)).toEqual({ encoding: 'UCS-2', pages: 1, units: 70 });
    expect(textMessagePages(`₦${'a'.repeat(70)}`)).toEqual({ encoding: 'UCS-2', pages: 2, units: 71 });
    expect(textMessagePages(`It’s ${'a'.repeat(130)}`).pages).toBe(3);
    // An emoji is two UTF-16 units, kept on one page: 134 units take three pages of 67 when one straddles.
    expect(textMessagePages(`${'a'.repeat(68)}👍`)).toEqual({ encoding: 'UCS-2', pages: 1, units: 70 });
    expect(textMessagePages(`${'a'.repeat(66)}👍${'a'.repeat(66)}`)).toEqual({ encoding: 'UCS-2', pages: 3, units: 134 });
  });

  it("knows GSM-7's own letters from the look-alikes phones send as UCS-2", () => {
    expect(isGsm7('Hello Adé, your visit is at 10:00. NGN 12,500 @ Ibadan £$¥ÄÖÑÜ§¿')).toBe(true);
    for (const outside of ['₦', '’', '“', '—', 'ç', 'Ẹ', '👍']) expect(isGsm7(`pay ${outside}`), outside).toBe(false);
  });
});

describe('a naira amount for an SMS', () => {
  it('is written NGN with thousands, kobo only when there are some', () => {
    expect(textMessageNaira(1_250_000)).toBe('NGN 12,500');
    expect(textMessageNaira(1_250_050)).toBe('NGN 12,500.50');
    expect(textMessageNaira(5)).toBe('NGN 0.05');
    expect(textMessageNaira(0)).toBe('NGN 0');
    expect(textMessageNaira(99_999_999_900)).toBe('NGN 999,999,999');
    expect(textMessageNaira(-50_000)).toBe('-NGN 500');
  });

  it('stays GSM-7, so a receipt is never a 70-character page', () => {
    expect(isGsm7(`Paid ${textMessageNaira(31_000_000)}`)).toBe(true);
  });

  it('refuses a fraction of a kobo', () => {
    expect(() => textMessageNaira(12.5)).toThrow(RangeError);
  });
});
