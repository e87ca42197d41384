import { describe, expect, it } from 'vitest';
import { buildPermalinkMap, rulePath, targetPath } from './permalinks.ts';

// content/<locale>/playing-the-game/D20Tests.md holds the sub-sections AbilityChecks and
// AdvantageDisadvantage (seed 002: "## D20 Tests", "### Ability Checks", "### Advantage/Disadvantage").
const pages = [
  { id: 'RhythmofPlay', sectionIds: ['RhythmofPlay'] },
  { id: 'D20Tests', sectionIds: ['D20Tests', 'AbilityChecks', 'AdvantageDisadvantage'] },
];

describe('buildPermalinkMap', () => {
  it('maps a page ID to its page and a sub-section ID to its page and anchor', () => {
    const { targets, conflicts } = buildPermalinkMap(pages);
    expect(targets.get('D20Tests')).toEqual({ pageId: 'D20Tests', anchor: null });
    expect(targets.get('AbilityChecks')).toEqual({ pageId: 'D20Tests', anchor: 'AbilityChecks' });
    expect(targets.size).toBe(4);
    expect(conflicts).toEqual([]);
  });

  it('keeps the first page for an ID two pages claim and reports the clash', () => {
    // The Chinese text puts the "规则术语表" (RulesGlossary) sidebar inside its intro example page
    // (inventory sections.tsv: RulesGlossary, zh line 31), while English and Thai keep it in PlayingtheGame.
    const withClash = [
      { id: 'PlayingtheGame', sectionIds: ['PlayingtheGame', 'RulesGlossary'] },
      { id: 'IntroductoryPlayExample', sectionIds: ['IntroductoryPlayExample', 'RulesGlossary'] },
    ];
    const { targets, conflicts } = buildPermalinkMap(withClash);
    expect(targets.get('RulesGlossary')).toEqual({ pageId: 'PlayingtheGame', anchor: 'RulesGlossary' });
    expect(conflicts).toEqual([
      { ruleId: 'RulesGlossary', keptPage: 'PlayingtheGame', otherPage: 'IntroductoryPlayExample' },
    ]);
  });

  it('never lets a sub-section shadow a page of the same ID', () => {
    const { targets } = buildPermalinkMap([
      { id: 'Combat', sectionIds: ['Combat', 'Exploration'] },
      { id: 'Exploration', sectionIds: ['Exploration'] },
    ]);
    expect(targets.get('Exploration')).toEqual({ pageId: 'Exploration', anchor: null });
  });

  it('builds locale-prefixed paths with the anchor for sub-sections', () => {
    const { targets } = buildPermalinkMap(pages);
    expect(rulePath('th', 'D20Tests')).toBe('/th/rules/D20Tests/');
    expect(targetPath('zh', targets.get('AdvantageDisadvantage')!)).toBe(
      '/zh/rules/D20Tests/#AdvantageDisadvantage',
    );
    expect(targetPath('en', targets.get('RhythmofPlay')!)).toBe('/en/rules/RhythmofPlay/');
  });
});
