import { describe, expect, it } from 'vitest';
import { thaiBreakOffsets } from './thai-word-breaks.ts';

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const split = (text: string) => {
  const offsets = thaiBreakOffsets(text, segmenter);
  return [0, ...offsets].map((from, i) => text.slice(from, offsets[i] ?? text.length));
};

describe('thaiBreakOffsets', () => {
  it('breaks between Thai words only, so the words join back into the text', () => {
    const text = 'การทอยป้องกันความตาย';
    const words = split(text);
    expect(words.length).toBeGreaterThan(2);
    expect(words.join('')).toBe(text);
    // No break inside a syllable: every piece starts with a consonant or a leading vowel.
    for (const word of words) expect(word).toMatch(/^[\u0e01-\u0e2e\u0e40-\u0e44]/);
  });

  it('no break next to spaces, digits, Latin or punctuation, which already break', () => {
    expect(
      thaiBreakOffsets('ทอย 1d20 แล้วบวก', segmenter).every((at) =>
        /[\u0e00-\u0e7f]/.test('ทอย 1d20 แล้วบวก'[at - 1]!),
      ),
    ).toBe(true);
    expect(thaiBreakOffsets('AC 15', segmenter)).toEqual([]);
    expect(thaiBreakOffsets('', segmenter)).toEqual([]);
  });
});
