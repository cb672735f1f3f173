/** SPEC.md section 9: the cart shows a description up to its first full stop, question or exclamation mark. */
export function firstSentence(text: string): string {
  // The mark must end a word: '2.5mm' and '450/750 V.' keep going until a mark followed by a space or the end.
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim());
  return (match?.[0] ?? text).trim();
}
