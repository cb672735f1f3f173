// Makes server/pdf/fonts/inter-400.ttf and inter-700.ttf, the fonts of the PDF invoices and receipts, from
// Google's static Inter (@expo-google-fonts/inter): Latin with the Yoruba letters and tone marks customers'
// names carry, and ₦. Run it again (npx tsx scripts/document-fonts.ts) only to add characters.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const ranges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x300, 0x36f],
  [0x1e00, 0x1eff],
  [0x2013, 0x2026],
  [0x20a6, 0x20a6],
  [0x2212, 0x2212],
];

const text = ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join('');
const resolve = createRequire(import.meta.url).resolve;

for (const [weight, file] of [
  ['400', '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'],
  ['700', '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'],
] as const) {
  const subset = await subsetFont(readFileSync(resolve(file)), text, { targetFormat: 'truetype' });
  const target = new URL(`../server/pdf/fonts/inter-${weight}.ttf`, import.meta.url);
  writeFileSync(target, subset);
  console.log(`server/pdf/fonts/inter-${weight}.ttf: ${subset.length} bytes`);
}
