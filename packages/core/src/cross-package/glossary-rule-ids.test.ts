/** The glossary (in @polyhedral/i18n) points every term at a rule section the core knows. */
import { glossaryTerms } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { isRuleId } from '../rule-ids.ts';

describe('glossary rule IDs', () => {
  it("points every term at a rule ID the core knows (the inventory's sections plus playtest topics)", () => {
    const unknown = glossaryTerms
      .filter((term) => !isRuleId(term.ruleId))
      .map((t) => `${t.id} -> ${t.ruleId}`);
    expect(unknown).toEqual([]);
  });
});
