import { describe, expect, it } from 'vitest';
import { CONDITION_RULES } from './condition-rules.ts';
import type { ConditionEffect } from './condition-types.ts';
import { describeEffectSource } from './effect-source.ts';

/**
 * Provenance (issue 61): every condition effect names where its sentence comes from. The SRD 5.2
 * effects restate the SRD 5.2 Rules Glossary entries ("Blinded: You can't see ..."), which are not
 * among this repository's seeds (their "Conditions" section only lists the names: "Blinded,
 * Charmed, Deafened, ..."): the data says so plainly, with the licence (CC-BY-4.0). The Playtest's
 * are seed 004 lines (checked line by line by cross-package/playtest-condition-lines.test.ts).
 */

function effectsOf(ruleset: 'srd-5.2' | 'playtest'): ConditionEffect[] {
  return Object.values(CONDITION_RULES[ruleset].conditions).flatMap((rule) =>
    rule.status === 'rule' ? rule.effects : [],
  );
}

describe('every condition effect has its provenance', () => {
  const srd = effectsOf('srd-5.2');
  const playtest = effectsOf('playtest');

  it('counts the effects it checks (SRD 5.2 and Playtest)', () => {
    expect(srd.length).toBeGreaterThan(40);
    expect(playtest.length).toBeGreaterThan(30);
    console.log(`provenance: ${srd.length} SRD 5.2 effects, ${playtest.length} Playtest effects`);
  });

  it.each(srd.map((effect) => [effect.id, effect] as const))(
    'SRD 5.2 %s: the Rules Glossary entry, CC-BY-4.0, not in the seeds',
    (_id, effect) => {
      const source = effect.source;
      expect('term' in source && source.term).toBe(effect.condition);
      expect(source).toMatchObject({
        ruleId: 'Conditions',
        document: 'srd-5.2',
        licence: 'CC-BY-4.0',
        inSeeds: false,
        entry: effect.condition.replace(/Condition$/, ''),
      });
      expect(source.citation).toBe(
        `SRD 5.2 Rules Glossary, “${effect.condition.replace(/Condition$/, '')}” (CC-BY-4.0) — not in this repository's seeds`,
      );
      expect(describeEffectSource(source)).toEqual({
        code: 'conditions.source.srd-glossary',
        params: { entry: effect.condition.replace(/Condition$/, ''), licence: 'CC-BY-4.0' },
      });
    },
  );

  it.each(playtest.map((effect) => [effect.id, effect] as const))(
    'Playtest %s: seed 004, its heading and lines',
    (_id, effect) => {
      const source = effect.source;
      expect(source).toMatchObject({ document: 'playtest', inSeeds: true, seed: '004' });
      expect('lines' in source && /^\d+(-\d+)?$/.test(source.lines)).toBe(true);
      expect(source.citation).toContain('seed 004');
      expect(describeEffectSource(source).code).toBe('conditions.source.playtest');
    },
  );
});
