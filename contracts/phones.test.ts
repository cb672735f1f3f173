import { describe, expect, it } from 'vitest';
import { groupedPhone, telHref, whatsappHref } from './phones';
import { findOrderNumber, orderNumber } from './orders';

describe('a phone number as the office reads, exports, dials and messages it', () => {
  it('groups a Nigerian number however it was typed, so a spreadsheet keeps its leading 0', () => {
    for (const typed of ['08037770017', '+2348037770017', '234 803 777 0017', '0803-777-0017', '(0803) 777 0017']) expect(groupedPhone(typed), typed).toBe('0803 777 0017');
    expect(groupedPhone('4420712345')).toBe('442 071 234 5');
    expect(groupedPhone('ask at the gate')).toBe('ask at the gate');
  });

  it('calls and opens WhatsApp in international form', () => {
    expect(telHref('0803 777 0017')).toBe('tel:+2348037770017');
    expect(whatsappHref('0803-777-0017')).toBe('https://wa.me/2348037770017');
    expect(whatsappHref('+44 20 7123 4567')).toBe('https://wa.me/442071234567');
    expect(whatsappHref('12345')).toBeUndefined();
  });
});

describe('the order number a person says on the phone', () => {
  it('is written one way and found however it is typed', () => {
    expect(orderNumber({ number: 1042 })).toBe('#ORD-1042');
    for (const typed of ['#ORD-1042', 'ORD-1042', 'ord 1042', 'ORD1042', ' #ord-1042 ']) expect(findOrderNumber(typed), typed).toBe(1042);
    for (const typed of ['1042', 'ORD-', 'BW-1042', 'ORD-10a']) expect(findOrderNumber(typed), typed).toBeUndefined();
  });
});
