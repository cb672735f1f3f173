/**
 * A phone number as the office reads, exports, dials and messages it, however it was typed ('0803 777
 * 0017', '+234 803-777-0017', '2348037770017'). Nigerian numbers are recognised by their ten significant
 * digits after '0' or '234'; anything else is left as it was typed.
 */
function nationalDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (/^234\d{10}$/.test(digits)) return `0${digits.slice(3)}`;
  return /^0\d{10}$/.test(digits) ? digits : undefined;
}

/**
 * Grouped as people write and read it aloud: '0803 777 0017'; any other run of bare digits by threes.
 * Spreadsheets keep a cell with spaces as text, so an export written this way keeps the leading 0.
 */
export function groupedPhone(phone: string): string {
  const national = nationalDigits(phone);
  if (national) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  const typed = phone.trim();
  return /^\+?\d+$/.test(typed) ? (typed.match(/\+?\d{1,3}/g) ?? []).join(' ') : phone;
}

/** The number in international form, digits only ('2348037770017'), as wa.me wants it; undefined when unknown. */
export function internationalPhoneDigits(phone: string): string | undefined {
  const national = nationalDigits(phone);
  if (national) return `234${national.slice(1)}`;
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') && digits.length >= 8 ? digits : undefined;
}

/** A tap-to-call link: tel: with the number in international form when known, else as typed without spaces. */
export function telHref(phone: string): string {
  const international = internationalPhoneDigits(phone);
  return `tel:${international ? `+${international}` : phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat with the person, or undefined when the number cannot be read in international form. */
export function whatsappHref(phone: string): string | undefined {
  const international = internationalPhoneDigits(phone);
  return international ? `https://wa.me/${international}` : undefined;
}
