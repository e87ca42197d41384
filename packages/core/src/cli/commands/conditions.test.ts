import { describe, expect, it } from 'vitest';
import { captureRun } from '../capture-run.ts';

// The conditions as data (rule ID Conditions), as the CLI shows them: the glossary's sentences
// ("you automatically fail Strength and Dexterity saving throws") in each language.
describe('polyhedral conditions', () => {
  it('lists every condition with its effects and the rule it comes from, in English, Thai and Chinese', () => {
    const en = captureRun('conditions').stdout;
    expect(en).toContain('Automatically fails Strength and Dexterity saving throws');
    // Provenance (issue 61): the rule ID, and the Rules Glossary entry the sentence comes from,
    // which is not among the repository's seeds, in the reader's language.
    expect(en).toContain(
      'Conditions (ParalyzedCondition); SRD 5.2 Rules Glossary, “Paralyzed” (CC-BY-4.0), a text this site does not translate',
    );
    const th = captureRun('conditions', '--locale', 'th').stdout;
    expect(th).toContain('ทอยป้องกันความแข็งแกร่งและความคล่องแคล่วล้มเหลวโดยอัตโนมัติ');
    expect(th).toContain(
      'SRD 5.2 “รายการกฎ” (Rules Glossary) รายการ “Paralyzed” (CC-BY-4.0) ซึ่งเว็บไซต์นี้ไม่ได้แปล',
    );
    const zh = captureRun('conditions', '--locale', 'zh').stdout;
    expect(zh).toContain('力量和敏捷豁免检定自动失败');
    expect(zh).toContain(
      'SRD 5.2 规则术语表（Rules Glossary）“Paralyzed”条目（CC-BY-4.0；本站未翻译该文本）',
    );
  });

  it('says which conditions the Playtest lacks and cites its lines', () => {
    const out = captureRun('conditions', '--ruleset', 'playtest').stdout;
    expect(out).toContain('Poisoned: the Playtest (older) rules have no such condition');
    expect(out).toContain('D&D Playtest: How to Play, “Prone”');
    expect(out).not.toContain('seed 004');
    expect(out).toContain('No effect on rolls');
  });

  it('--json: each condition, its status and its effects as codes with their sources', () => {
    const list = JSON.parse(captureRun('conditions', '--json').stdout) as {
      condition: string;
      effects: unknown[];
    }[];
    expect(list).toHaveLength(17);
    const poisoned = list.find((one) => one.condition === 'PoisonedCondition')!.effects as {
      source: Record<string, unknown>;
    }[];
    expect(poisoned).toHaveLength(2);
    // Every effect's source says where it comes from, in the data itself.
    for (const effect of list.flatMap((one) => one.effects as { source: Record<string, unknown> }[])) {
      expect(effect.source).toMatchObject({ document: 'srd-5.2', licence: 'CC-BY-4.0', inSeeds: false });
    }
    expect(poisoned[0]!.source.citation).toBe(
      "SRD 5.2 Rules Glossary, “Poisoned” (CC-BY-4.0) — not in this repository's seeds",
    );
  });
});
