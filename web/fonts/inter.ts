import interUrl from './inter-latin-400-700.woff2?url';

/**
 * Inter, one file of 22 KB: cut down to the weights the site uses (400 to 700) and the characters it writes
 * (scripts/subset-font.ts makes it). Other characters (₦ among them) come from the system's sans-serif.
 *
 * Asked for once the first paint is on screen, like the app's code: declared in the stylesheet, it was
 * fetched at top priority the moment the CSS arrived and, on a 3G connection, held the first paint back by a
 * third of a second. Until it arrives the text shows in 'Inter Fallback' (styles.css), which has its measurements.
 */
export function loadInter() {
  const inter = new FontFace('Inter Variable', `url(${interUrl}) format('woff2-variations')`, {
    display: 'swap',
    style: 'normal',
    weight: '400 700',
    unicodeRange: 'U+0020-007E, U+00A0-00FF, U+2010-2027, U+2030-203A, U+20AC, U+2122, U+2190-2193, U+2212',
  });
  document.fonts.add(inter);
  // Offline or blocked, the page simply keeps its fallback font.
  inter.load().catch(() => undefined);
}
