/**
 * '₦1,250,000' for whole naira, '₦1,250.50' when the amount carries kobo. Written out rather than through
 * Intl.NumberFormat: a page's first Intl formatter loads the browser's locale data, 20 ms and more on a
 * phone, and a product card only ever needs this one shape.
 */
export function formatNaira(naira: number): string {
  const kobo = Math.round(Math.abs(naira) * 100);
  const whole = Math.floor(kobo / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = kobo % 100 === 0 ? '' : `.${String(kobo % 100).padStart(2, '0')}`;
  return `${naira < 0 && kobo > 0 ? '-' : ''}₦${whole}${fraction}`;
}
