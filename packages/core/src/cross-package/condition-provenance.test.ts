import { seedLines } from '@polyhedral/seed-extracts';
import { describe, expect, it } from 'vitest';
import { SRD_CONDITIONS } from '../conditions/srd-conditions.ts';

/**
 * Why every SRD 5.2 effect says "not in this repository's seeds" (issue 61): seed 000's Conditions
 * section (lines 944-962) only lists the conditions, each a link to the Rules Glossary ("The
 * following conditions are defined in the rules glossary: - [Blinded](...#BlindedCondition)"); the
 * definitions the effects restate are the glossary's, which no seed holds.
 */
describe('the SRD 5.2 conditions section names the conditions and points to the Rules Glossary', () => {
  const listed = seedLines('000', 948, 962);
  const terms = Object.values(SRD_CONDITIONS).filter((rule) => rule.status === 'rule');

  it.each(terms.map((rule) => rule.condition))('%s: listed by name only, linked to the glossary', (term) => {
    const entry = term.replace(/Condition$/, '');
    expect(listed).toContain(`- [${entry}](/free-rules/rules-glossary#${term})`);
    const rule = SRD_CONDITIONS[term];
    if (rule.status !== 'rule') throw new Error('a rule');
    for (const effect of rule.effects) {
      expect(effect.source).toMatchObject({ ruleId: 'Conditions', entry, inSeeds: false });
    }
  });

  it('the list is all the section has: 15 names, one a line', () => {
    expect(listed.split('\n')).toHaveLength(15);
    expect(terms).toHaveLength(15);
  });
});
