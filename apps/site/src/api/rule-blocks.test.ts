import { describe, expect, it } from 'vitest';
import { ruleSchema } from './api-schemas.ts';
import { apiRuleIds, ruleDocument } from './rule-documents.ts';

describe('the blocks of a rule document', () => {
  it('gives English blocks in order with their kind and text, and no English indexes', () => {
    const rule = ruleSchema.parse(ruleDocument('en', 'AbilityChecks'));
    expect(rule.blocks?.[0]).toEqual({
      index: 0,
      kind: 'heading',
      text: 'Ability Checks',
      id: 'AbilityChecks',
      en: null,
    });
    expect(rule.blocks?.map((block) => block.index)).toEqual(rule.blocks?.map((_, index) => index));
    expect(rule.blocks?.every((block) => block.en === null)).toBe(true);
  });

  it("carries each translated block's English indexes: a declared split twice, an addition none", () => {
    const split = ruleDocument('zh', 'DeathSavingThrows').blocks ?? [];
    expect(split.slice(0, 4).map((block) => block.en)).toEqual([[0], [1], [1], [2]]);
    expect(
      ruleDocument('zh-hant', 'DeathSavingThrows')
        .blocks?.slice(0, 4)
        .map((block) => block.en),
    ).toEqual([[0], [1], [1], [2]]);
    const added = ruleDocument('th', 'PlayingtheGame').blocks ?? [];
    expect(added.map((block) => block.en)).toEqual([[], []]);
    expect(added[0]?.text).not.toContain('{en-');
  });

  it('aligns every translated rule that has English (no null en in th, zh, zh-hant)', () => {
    for (const locale of ['th', 'zh', 'zh-hant'] as const) {
      for (const id of apiRuleIds()) {
        const rule = ruleDocument(locale, id);
        if (rule.blocks === null || ruleDocument('en', id).state === 'missing') continue;
        expect(rule.blocks.filter((block) => block.en === null).map(() => `${locale} ${id}`)).toEqual([]);
      }
    }
  });
});
