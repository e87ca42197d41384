import { describe, expect, it } from 'vitest';
import { ROLL_COLUMNS, type RollColumn, rollInColumn } from '../../test/support/roll-columns.ts';
import { playtest } from '../rulesets/playtest.ts';
import { srd52 } from '../rulesets/srd-5-2.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { ConditionId } from './condition-types.ts';
import { type RollConditionsInput, rollConditions } from './roll-conditions.ts';

/**
 * Every condition × every roll kind, each expected effect written by hand from the sentence of
 * the condition's glossary definition (rule ID Conditions; packages/i18n/src/glossary/
 * definitions.en.json), Initiative being a Dexterity check in SRD 5.2 (rule ID Initiative, seed 002
 * line 499: "they make a Dexterity check"). A cell reads:
 *   `adv` / `dis`: the roll has Advantage / Disadvantage;  `-`: no change;
 *   `fail`: automatic failure;  `crit`: a hit is a Critical Hit;  `m-6`: −6 to the roll;
 *   `cannot`: the creature cannot act, so the roll is not made (Incapacitated: "You can't take any
 *   action"; a check only when the table says it uses an action, otherwise `judge`);
 *   `no`: refused, the ruleset has no such condition (`rules.ruleset.no-condition`);
 *   `judge`: an effect the table must judge, not applied (Frightened: "While the source of your
 *   fear is within line of sight"; Blinded: "any ability check that requires sight").
 * Columns: the creature's own attack roll; an attack roll against it from within 5 feet and from
 * beyond; its saving throws (Str, Dex, Con, Int, Wis, Cha); an ability check; its Initiative.
 */
/** The columns of the tables below: every roll but the death save. */
const COLUMNS = ROLL_COLUMNS.filter(
  (column): column is Exclude<RollColumn, 'death-save'> => column !== 'death-save',
);

type Row = readonly [string, string, string, string, string, string, string, string, string, string, string];

const SRD: Readonly<Record<ConditionId | 'Exhaustion3', Row>> = {
  // "automatically fail any ability check that requires sight. Attack rolls against you have
  // Advantage, and your attack rolls have Disadvantage."
  BlindedCondition: ['dis', 'adv', 'adv', '-', '-', '-', '-', '-', '-', 'judge', 'judge'],
  // "You can't attack the charmer ...": the charmer's checks are another creature's roll.
  // Its attack: the table says whether the target is the charmer (then no attack is made).
  CharmedCondition: ['judge', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-'],
  // Not SRD 5.2 conditions (the Playtest's own): refused (`no`), naming the ruleset.
  EtherealCondition: ['no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no'],
  IntoxicatedCondition: ['no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no'],
  // "automatically fail any ability check that requires hearing."
  DeafenedCondition: ['-', '-', '-', '-', '-', '-', '-', '-', '-', 'judge', 'judge'],
  // "While the source of your fear is within line of sight, you have Disadvantage on ability
  // checks and attack rolls".
  FrightenedCondition: ['judge', '-', '-', '-', '-', '-', '-', '-', '-', 'judge', 'judge'],
  // "you have Disadvantage on attack rolls against anything other than the grappler".
  GrappledCondition: ['judge', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-'],
  // "you have Disadvantage on Initiative rolls if incapacitated when combat starts."
  IncapacitatedCondition: ['cannot', '-', '-', '-', '-', '-', '-', '-', '-', 'judge', 'dis'],
  // "You have Advantage on Initiative rolls ... Attack rolls against you have Disadvantage and
  // your attack rolls have Advantage, unless the other creature can somehow see you."
  InvisibleCondition: ['adv', 'dis', 'dis', '-', '-', '-', '-', '-', '-', '-', 'adv'],
  // "the Incapacitated condition ... automatically fail Strength and Dexterity saving throws,
  // attack rolls against you have Advantage, and any hit from within 5 feet is a Critical Hit."
  ParalyzedCondition: ['cannot', 'adv crit', 'adv', 'fail', 'fail', '-', '-', '-', '-', 'judge', 'dis'],
  // "the Incapacitated condition ... attack rolls against you have Advantage, you fail Strength
  // and Dexterity saves".
  PetrifiedCondition: ['cannot', 'adv', 'adv', 'fail', 'fail', '-', '-', '-', '-', 'judge', 'dis'],
  // "You have Disadvantage on attack rolls and ability checks." (Initiative is a Dexterity check.)
  PoisonedCondition: ['dis', '-', '-', '-', '-', '-', '-', '-', '-', 'dis', 'dis'],
  // "You have Disadvantage on attack rolls; attack rolls against you have Advantage from within 5
  // feet and Disadvantage otherwise."
  ProneCondition: ['dis', 'adv', 'dis', '-', '-', '-', '-', '-', '-', '-', '-'],
  // "attack rolls against you have Advantage, your attack rolls have Disadvantage, and you have
  // Disadvantage on Dexterity saving throws."
  RestrainedCondition: ['dis', 'adv', 'adv', '-', 'dis', '-', '-', '-', '-', '-', '-'],
  // "the Incapacitated condition, you automatically fail Strength and Dexterity saving throws, and
  // attack rolls against you have Advantage."
  StunnedCondition: ['cannot', 'adv', 'adv', 'fail', 'fail', '-', '-', '-', '-', 'judge', 'dis'],
  // "the Incapacitated and Prone conditions ... you fail Strength and Dexterity saves, attack rolls
  // against you have Advantage, and any hit from within 5 feet is a Critical Hit." Beyond 5 feet
  // its Advantage meets Prone's Disadvantage: they cancel (TheyDontStack).
  UnconsciousCondition: ['cannot dis', 'adv crit', '-', 'fail', 'fail', '-', '-', '-', '-', 'judge', 'dis'],
  // Exhaustion 3: "each level gives a −2 penalty to D20 Tests".
  Exhaustion3: ['m-6', '-', '-', 'm-6', 'm-6', 'm-6', 'm-6', 'm-6', 'm-6', 'm-6', 'm-6'],
};

/** The Playtest (seed 004 "Conditions") where it differs: no Critical Hits, Prone −2, absent conditions. */
const PLAYTEST: Readonly<Partial<Record<ConditionId, Row>>> = {
  // "Attacks against the creature have disadvantage." Nothing else.
  InvisibleCondition: ['-', 'dis', 'dis', '-', '-', '-', '-', '-', '-', '-', '-'],
  // "falls prone ... automatically fails Strength and Dexterity saving throws. Attacks against
  // the creature have advantage." No Critical Hit; its Prone's melee/ranged split is the table's.
  ParalyzedCondition: [
    'cannot m-2',
    'adv judge',
    'adv judge',
    'fail',
    'fail',
    '-',
    '-',
    '-',
    '-',
    'judge',
    '-',
  ],
  // "takes a –2 penalty to attack rolls. Any melee attack against the creature has advantage,
  // whereas any ranged attack has disadvantage, unless the attacker is within 10 feet".
  ProneCondition: ['m-2', 'judge', 'judge', '-', '-', '-', '-', '-', '-', '-', '-'],
  // "takes only half damage ...": damage, not rolls (the damage-defenses path).
  EtherealCondition: ['-', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-'],
  // "The creature has disadvantage on attacks and checks." (Initiative is no check in the Playtest.)
  IntoxicatedCondition: ['dis', '-', '-', '-', '-', '-', '-', '-', '-', 'dis', '-'],
  // No Poisoned condition in the Playtest: refused, naming the ruleset.
  PoisonedCondition: ['no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no'],
};

function rollFor(column: RollColumn, id: ConditionId | 'Exhaustion3'): RollConditionsInput {
  const roller =
    id === 'Exhaustion3' ? { exhaustion: 3 } : { conditions: [id] as ConditionId[], exhaustion: 0 };
  const target = id === 'Exhaustion3' ? { conditions: [] } : { conditions: [id] as ConditionId[] };
  return rollInColumn(column, roller, target);
}

function cell(input: RollConditionsInput, ruleset: Ruleset): string {
  let result: ReturnType<typeof rollConditions>;
  try {
    result = rollConditions(input, ruleset);
  } catch (error) {
    if ((error as { code?: string }).code === 'rules.ruleset.no-condition') return 'no';
    throw error;
  }
  const parts: string[] = [];
  // "You can't take any action" (Incapacitated and what implies it): no attack roll is made.
  if (result.cannotAct) parts.push('cannot');
  if (result.mode === 'advantage') parts.push('adv');
  if (result.mode === 'disadvantage') parts.push('dis');
  if (result.autoFail) parts.push('fail');
  if (result.criticalOnHit) parts.push('crit');
  if (result.modifier !== 0) parts.push(`m${result.modifier}`);
  if (result.judgement.length > 0) parts.push('judge');
  return parts.length === 0 ? '-' : parts.join(' ');
}

describe('every condition × every roll kind (SRD 5.2, rule ID Conditions)', () => {
  const cells = Object.entries(SRD).flatMap(([id, row]) =>
    COLUMNS.map((column, at) => ({ id: id as ConditionId | 'Exhaustion3', column, expected: row[at]! })),
  );

  it('has 187 cells: 16 conditions and Exhaustion 3, 11 roll kinds', () => {
    expect(cells.length).toBe(187);
    console.log(
      `condition table: ${cells.length} cells (SRD 5.2), ${Object.keys(PLAYTEST).length * COLUMNS.length} (Playtest)`,
    );
  });

  it.each(cells)('$id, $column: $expected', ({ id, column, expected }) => {
    const input = rollFor(column, id);
    expect(cell(input, srd52)).toBe(expected);
    if (expected === 'no') return;
    // Each effect applied names the rule section and the glossary term whose sentence states it.
    for (const applied of rollConditions(input, srd52).applied) {
      expect(applied.effect.source).toMatchObject({ ruleId: 'Conditions', term: applied.effect.condition });
      expect(applied.via ? [applied.via, applied.effect.condition] : [applied.effect.condition]).toContain(
        id === 'Exhaustion3' ? 'ExhaustionCondition' : id,
      );
    }
  });
});

describe('the Playtest where it differs (seed 004 "Conditions")', () => {
  const cells = Object.entries(PLAYTEST).flatMap(([id, row]) =>
    COLUMNS.map((column, at) => ({ id: id as ConditionId, column, expected: row![at]! })),
  );
  it.each(cells)('$id, $column: $expected', ({ id, column, expected }) => {
    const input = rollFor(column, id);
    expect(cell(input, playtest)).toBe(expected);
    if (expected === 'no') return;
    for (const applied of rollConditions(input, playtest).applied) {
      expect(applied.effect.source).toMatchObject({ ruleId: 'Conditions', seed: '004' });
    }
  });

  it('refuses Poisoned and Exhaustion, which the Playtest lacks, rather than applying nothing silently', () => {
    for (const roller of [{ conditions: ['PoisonedCondition'] as ConditionId[] }, { exhaustion: 2 }]) {
      expect(() => rollConditions({ roll: 'check', ability: 'wisdom', roller }, playtest)).toThrow(
        /no-condition/,
      );
    }
  });
});
