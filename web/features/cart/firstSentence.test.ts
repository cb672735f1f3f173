import { describe, expect, it } from 'vitest';
import { firstSentence } from './firstSentence';

describe('firstSentence', () => {
  it('keeps the text up to the first sentence end', () => {
    expect(firstSentence('Pure copper cable for socket circuits. Each roll is tested.')).toBe('Pure copper cable for socket circuits.');
    expect(firstSentence('Need power? Buy this!')).toBe('Need power?');
  });

  it('does not stop at a decimal point', () => {
    expect(firstSentence('2.5mm² cable, 100 m. Tested to 450/750 V.')).toBe('2.5mm² cable, 100 m.');
  });

  it('answers a text without a sentence end whole, and an empty text empty', () => {
    expect(firstSentence('  Metal consumer unit  ')).toBe('Metal consumer unit');
    expect(firstSentence('')).toBe('');
  });
});
