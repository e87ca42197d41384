import { RULE_IDS } from '@polyhedral/core';
import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content.ts';

/**
 * docs/DECISIONS.md: one rule ID names one heading section in every locale. The core's RULE_IDS
 * (every ID a table, rule function or calculator may name) must each have that section, so a
 * calculator's or table's link never points at nothing.
 */
describe('every core rule ID names a content section', () => {
  const model = loadContent();
  const englishIds = new Set([...model.sections].filter(([, inLocales]) => inLocales.en).map(([id]) => id));
  // Sections of the Thai source that the SRD text lacks are translation-only (content/translation-only.yaml).
  const anyLocaleIds = new Set(model.sections.keys());
  const playtestIds = new Set(model.playtest.keys());

  it('SRD IDs are sections of the rules text (English, or a translation-only section)', () => {
    const srd = RULE_IDS.filter((id) => !id.startsWith('Playtest'));
    expect(srd.filter((id) => !anyLocaleIds.has(id))).toEqual([]);
  });

  it('Playtest<Topic> IDs are the playtest-only topics: sections of content/playtest, not of the SRD text', () => {
    // By design these topics exist only in the Playtest ruleset ("How to Play"), so their one home is
    // content/playtest (docs/DECISIONS.md, "Playtest-only rule IDs").
    const playtestOnly = RULE_IDS.filter((id) => id.startsWith('Playtest'));
    expect(playtestOnly.filter((id) => !playtestIds.has(id))).toEqual([]);
    expect(playtestOnly.filter((id) => englishIds.has(id))).toEqual([]);
  });
});
