/**
 * Issue 71, "a 48-bit hash is a forgeable mark": two Thai spellings, one of a harmless wording of
 * the Cover rule and one of a rule change ("levels add together", total cover), whose SHA-256
 * share their first 12 hex characters (48 bits): found by varying only what looks the same on a
 * page (one space, two, three or a soft line break between words; ำ as U+0E33 or U+0E4D U+0E32),
 * in about 2^25 hashes (a small C program; minutes of CPU). Under the old `reviewedText:` (12 hex)
 * the registered reviewer's approval of the harmless text also "covered" the rule change. With the
 * approval record (full SHA-256, signed) the rule change is not reviewed: text changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signedThaiRecord } from '../../test/support/signed-record.ts';
import { sha256Hex } from '../text/sha256-hex.ts';
import { deriveReview } from './derive-review-state.ts';

const PAIR = JSON.parse(
  readFileSync(new URL('../../test/fixtures/collision-48-bit.json', import.meta.url), 'utf8'),
) as {
  harmless: string;
  ruleChange: string;
};
const TODAY = '2026-11-27';
const HEADING = '## สิ่งกำบัง (Cover) {#Cover}';
const ENGLISH =
  '## Cover {#Cover}\n\nIf a target is behind multiple sources of cover, only the most protective degree of cover applies.';

describe('the 48-bit collision pair', () => {
  it('shares 48 bits of SHA-256 but not the full hash; an approval of one is not a review of the other', async () => {
    const harmless = `${HEADING}\n\n${PAIR.harmless}`;
    const ruleChange = `${HEADING}\n\n${PAIR.ruleChange}`;
    // Read as a page shows them (ำ one way, any run of spaces or a soft break as one space).
    const shown = (text: string) => text.replace(/\u0e4d\u0e32/g, '\u0e33').replace(/\s+/g, ' ');
    expect(shown(PAIR.ruleChange)).toContain('ให้นำระดับมารวมกัน');
    expect(shown(PAIR.harmless)).toContain('ไม่นำระดับมารวมกัน');
    expect(PAIR.harmless).not.toBe(shown(PAIR.harmless));
    // The pair as found: the section bodies (the text hashed when searching).
    const [a, b] = [await sha256Hex(PAIR.harmless), await sha256Hex(PAIR.ruleChange)];
    expect(a.slice(0, 12)).toBe(b.slice(0, 12));
    expect(a).not.toBe(b);

    const { registry, record } = await signedThaiRecord('Cover', harmless, ENGLISH);
    const derive = (markdown: string) =>
      deriveReview('th', { id: 'Cover', markdown }, true, record, ENGLISH, registry, TODAY);
    expect(derive(harmless)).toMatchObject({ review: 'reviewed', reviewer: { by: 'Somchai Jaidee' } });
    expect(derive(ruleChange)).toMatchObject({ review: 'edited', lastReview: { why: 'text-changed' } });
    expect(derive(ruleChange).reviewer).toBeUndefined();
  });
});
