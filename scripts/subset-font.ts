// Makes web/fonts/inter-latin-400-700.woff2, the site's one font file, from @fontsource-variable/inter's
// Latin file: only the characters the site writes and the weights it uses (400 to 700), 48 KB -> 15 KB.
// Run it again (npx tsx scripts/subset-font.ts) after adding a weight or a character outside the range below.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/**
 * Also the @font-face's unicode-range in web/styles.css: other characters come from the fallback font. The
 * file travels inside every page (see server/shell/web-shell.ts), so it holds what the site writes and little more:
 * ASCII, the typographic quotes and dashes, and the few signs the pages use (· × © ° ²).
 */
const ranges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb2, 0xb2],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2192, 0x2192],
  [0x2212, 0x2212],
];

const source = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const text = ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join('');
const subset = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
  // Glyphs reachable only through stylistic alternates the site never turns on.
  noLayoutClosure: true,
});
writeFileSync(new URL('../web/fonts/inter-latin-400-700.woff2', import.meta.url), subset);
console.log(`web/fonts/inter-latin-400-700.woff2: ${subset.length} bytes`);
