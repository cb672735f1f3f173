// Made on first use: building a formatter loads the browser's locale data, a few milliseconds a phone
// should not spend while it starts pages that show no price.
let wholeNaira: Intl.NumberFormat | undefined;
let nairaAndKobo: Intl.NumberFormat | undefined;

function nairaFormat(fractionDigits: number): Intl.NumberFormat {
  return new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** '₦1,250,000' for whole naira, '₦1,250.50' when the amount carries kobo. */
export function formatNaira(naira: number): string {
  const hasKobo = Math.round(naira * 100) % 100 !== 0;
  if (hasKobo) return (nairaAndKobo ??= nairaFormat(2)).format(naira);
  return (wholeNaira ??= nairaFormat(0)).format(naira);
}
