const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const nairaAndKobo = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₦1,250,000' for whole naira, '₦1,250.50' when the amount carries kobo. */
export function formatNaira(naira: number): string {
  const hasKobo = Math.round(naira * 100) % 100 !== 0;
  return hasKobo ? nairaAndKobo.format(naira) : wholeNaira.format(naira);
}
