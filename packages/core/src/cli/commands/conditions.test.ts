import { describe, expect, it } from 'vitest';
import { captureRun } from '../capture-run.ts';

// The conditions as data (rule ID Conditions), as the CLI shows them: the glossary's sentences
// ("you automatically fail Strength and Dexterity saving throws") in each language.
describe('polyhedral conditions', () => {
  it('lists every condition with its effects and the rule it comes from, in English, Thai and Chinese', () => {
    const en = captureRun('conditions').stdout;
    expect(en).toContain('Automatically fails Strength and Dexterity saving throws');
    expect(en).toContain('Conditions (ParalyzedCondition)');
    expect(captureRun('conditions', '--locale', 'th').stdout).toContain(
      'ทอยป้องกันความแข็งแกร่งและความคล่องแคล่วล้มเหลวโดยอัตโนมัติ',
    );
    expect(captureRun('conditions', '--locale', 'zh').stdout).toContain('力量和敏捷豁免检定自动失败');
  });

  it('says which conditions the Playtest lacks and cites its lines', () => {
    const out = captureRun('conditions', '--ruleset', 'playtest').stdout;
    expect(out).toContain('Poisoned: the Playtest (older) rules have no such condition');
    expect(out).toContain('PlaytestProne, 004:1391');
    expect(out).toContain('No effect on rolls');
  });

  it('--json: each condition, its status and its effects as codes with their sources', () => {
    const list = JSON.parse(captureRun('conditions', '--json').stdout) as {
      condition: string;
      effects: unknown[];
    }[];
    expect(list).toHaveLength(17);
    expect(list.find((one) => one.condition === 'PoisonedCondition')!.effects).toHaveLength(2);
  });
});
