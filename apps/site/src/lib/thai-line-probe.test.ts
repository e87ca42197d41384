import { describe, expect, it } from 'vitest';
import { THAI_PROBE, THAI_PROBE_CLUSTERS, THAI_PROBE_WORD_BREAKS } from './thai-line-probe.ts';
import { thaiBreakOffsets } from './thai-word-breaks.ts';

describe('the Thai line-break probe phrase', () => {
  it('its clusters are where Intl.Segmenter starts each grapheme', () => {
    const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(THAI_PROBE);
    expect(THAI_PROBE_CLUSTERS).toEqual([...graphemes].map(({ index }) => index));
    expect(THAI_PROBE_CLUSTERS).toHaveLength(36);
  });

  it('its word breaks are thaiBreakOffsets by Intl.Segmenter, eleven words', () => {
    const words = new Intl.Segmenter('th', { granularity: 'word' });
    expect(THAI_PROBE_WORD_BREAKS).toEqual(thaiBreakOffsets(THAI_PROBE, words));
    expect(THAI_PROBE_WORD_BREAKS).toHaveLength(10);
  });
});
