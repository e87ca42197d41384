import { DICE_LIMITS, distributionOf } from '@polyhedral/dice';
import type { RuleId } from '../rule-ids.ts';
import { ABILITY_SCORE_LIMITS, abilityModifier } from '../rules/ability-modifier.ts';
import { attackDamage, criticalDamageExpression } from '../rules/attack-damage.ts';
import { D20_LIMITS, D20_TEST_KINDS, d20Test } from '../rules/d20-test.ts';
import { applyDamage, type DamageTypeList } from '../rules/damage-application.ts';
import { DAMAGE_LIMITS, DAMAGE_TYPES, type DamageType } from '../rules/damage-limits.ts';
import { deathSaves } from '../rules/death-saves.ts';
import { levelFromXp, XP_LIMITS, xpToNextLevel } from '../rules/level-advancement.ts';
import { pointBuy } from '../rules/point-buy.ts';
import {
  LEVEL_LIMITS,
  proficiencyBonusForChallengeRating,
  proficiencyBonusForLevel,
} from '../rules/proficiency-bonus.ts';
import { saveForHalf } from '../rules/save-half.ts';
import { TRAVEL_LIMITS, travelDistance } from '../rules/travel.ts';
import { getRuleset, RULESET_IDS } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { COVER_DEGREES } from '../tables/covertable.ts';
import { TRAVEL_PACES, type TravelPace } from '../tables/travel-pace-table.ts';
import { CALCULATOR_LIMITS, CHALLENGE_RATING_OPTIONS } from './limits.ts';
import { type ParamSpec, type ParamValue, type ParseParamsResult, parseParams } from './param-spec.ts';

/** Inputs of a calculator: directive presets merged with what the reader typed. */
export type CalculatorInput = Readonly<Record<string, ParamValue | undefined>>;

export interface CalculatorKindSpec {
  /** The rule section the calculator sits in. */
  ruleId: RuleId;
  /** Parameters accepted by the directive (all optional presets) and by compute. */
  params: readonly ParamSpec[];
  /** Input limits (the site validates against these). */
  limits: Readonly<Record<string, { min: number; max: number }>>;
  /** Validate directive parameters: typed params or issue codes. */
  parseParams(raw: Readonly<Record<string, string>>): ParseParamsResult;
  /** Compute the result from complete input; bad input throws RuleInputError / DiceError. */
  compute(input: CalculatorInput, ruleset?: Ruleset): unknown;
}

const RULESET_PARAM: ParamSpec = { name: 'ruleset', type: 'enum', options: RULESET_IDS };
const COVER_PARAM: ParamSpec = { name: 'cover', type: 'enum', options: ['none', ...COVER_DEGREES] };
const int = (name: string, range: { min: number; max: number }): ParamSpec => ({
  name,
  type: 'integer',
  ...range,
});
const DAMAGE_TYPE_OPTIONS = [...DAMAGE_TYPES, 'all'];

function rulesetOf(input: CalculatorInput, ruleset?: Ruleset): Ruleset {
  return ruleset ?? getRuleset(typeof input.ruleset === 'string' ? input.ruleset : 'srd-5.2');
}
const num = (input: CalculatorInput, name: string) => input[name] as number;
const str = (input: CalculatorInput, name: string) => input[name] as string;
const flag = (input: CalculatorInput, name: string) => input[name] === true;
const cover = (input: CalculatorInput) =>
  (input.cover as (typeof COVER_DEGREES)[number] | 'none' | undefined) ?? 'none';

function define(
  kind: string,
  spec: Omit<CalculatorKindSpec, 'parseParams' | 'params'> & { params: readonly ParamSpec[] },
): CalculatorKindSpec {
  const params = [...spec.params, RULESET_PARAM];
  return { ...spec, params, parseParams: (raw) => parseParams(kind, params, raw) };
}

const HP_RANGE = { min: 0, max: DAMAGE_LIMITS.maxHitPoints };

/**
 * The calculator registry: kind -> rule section, directive parameter validator, input limits
 * and compute entry point. Content writes `::calc{kind="d20-test" kind-of-test="attack"}`.
 */
export const CALCULATOR_KINDS = {
  dice: define('dice', {
    ruleId: 'DamageRolls',
    params: [
      { name: 'expr', type: 'dice' },
      { name: 'critical', type: 'boolean' },
    ],
    limits: {
      dicePerGroup: { min: 1, max: DICE_LIMITS.maxDicePerGroup },
      diceTotal: { min: 1, max: DICE_LIMITS.maxDiceTotal },
      sides: { min: 1, max: DICE_LIMITS.maxSides },
      inputLength: { min: 1, max: DICE_LIMITS.maxInputLength },
    },
    compute: (input, ruleset) => {
      const expr = str(input, 'expr');
      const node = flag(input, 'critical') ? criticalDamageExpression(expr, rulesetOf(input, ruleset)) : expr;
      return distributionOf(node);
    },
  }),
  'd20-test': define('d20-test', {
    ruleId: 'AdvantageDisadvantage',
    params: [
      { name: 'kind-of-test', type: 'enum', options: D20_TEST_KINDS },
      int('bonus', D20_LIMITS.bonus),
      int('target', D20_LIMITS.target),
      { name: 'advantage', type: 'boolean' },
      { name: 'disadvantage', type: 'boolean' },
      COVER_PARAM,
    ],
    limits: CALCULATOR_LIMITS['d20-test'],
    compute: (input, ruleset) =>
      d20Test(
        {
          kind: (input['kind-of-test'] as (typeof D20_TEST_KINDS)[number]) ?? 'check',
          bonus: num(input, 'bonus'),
          target: num(input, 'target'),
          advantage: flag(input, 'advantage'),
          disadvantage: flag(input, 'disadvantage'),
          cover: cover(input),
        },
        rulesetOf(input, ruleset),
      ),
  }),
  'attack-damage': define('attack-damage', {
    ruleId: 'CriticalHits',
    params: [
      { name: 'damage', type: 'dice' },
      int('attack-bonus', D20_LIMITS.bonus),
      int('ac', D20_LIMITS.target),
      { name: 'advantage', type: 'boolean' },
      { name: 'disadvantage', type: 'boolean' },
      COVER_PARAM,
    ],
    limits: CALCULATOR_LIMITS['attack-damage'],
    compute: (input, ruleset) =>
      attackDamage(
        {
          damage: str(input, 'damage'),
          attackBonus: num(input, 'attack-bonus'),
          armorClass: num(input, 'ac'),
          advantage: flag(input, 'advantage'),
          disadvantage: flag(input, 'disadvantage'),
          cover: cover(input),
        },
        rulesetOf(input, ruleset),
      ),
  }),
  'save-half': define('save-half', {
    ruleId: 'HalfDamage',
    params: [
      { name: 'damage', type: 'dice' },
      int('save-bonus', D20_LIMITS.bonus),
      int('dc', D20_LIMITS.target),
      { name: 'advantage', type: 'boolean' },
      { name: 'disadvantage', type: 'boolean' },
      COVER_PARAM,
    ],
    limits: CALCULATOR_LIMITS['save-half'],
    compute: (input, ruleset) =>
      saveForHalf(
        {
          damage: str(input, 'damage'),
          saveBonus: num(input, 'save-bonus'),
          dc: num(input, 'dc'),
          advantage: flag(input, 'advantage'),
          disadvantage: flag(input, 'disadvantage'),
          cover: cover(input),
        },
        rulesetOf(input, ruleset),
      ),
  }),
  'damage-application': define('damage-application', {
    ruleId: 'OrderofApplication',
    params: [
      int('hp', { min: -DAMAGE_LIMITS.maxHitPoints, max: DAMAGE_LIMITS.maxHitPoints }),
      int('max-hp', { min: 1, max: DAMAGE_LIMITS.maxHitPoints }),
      int('temp', HP_RANGE),
      int('amount', { min: 0, max: DAMAGE_LIMITS.maxAmount }),
      { name: 'type', type: 'enum', options: DAMAGE_TYPES },
      { name: 'resist', type: 'enum-list', options: DAMAGE_TYPE_OPTIONS },
      { name: 'vulnerable', type: 'enum-list', options: DAMAGE_TYPE_OPTIONS },
      { name: 'immune', type: 'enum-list', options: DAMAGE_TYPE_OPTIONS },
      int('adjust', { min: -DAMAGE_LIMITS.maxAdjustment, max: DAMAGE_LIMITS.maxAdjustment }),
      { name: 'critical', type: 'boolean' },
      int('con', ABILITY_SCORE_LIMITS),
      int('level', LEVEL_LIMITS),
    ],
    limits: CALCULATOR_LIMITS['damage-application'],
    compute: (input, ruleset) =>
      applyDamage(
        {
          hp: num(input, 'hp'),
          maxHp: num(input, 'max-hp'),
          temp: (input.temp as number | undefined) ?? 0,
          conScore: input.con as number | undefined,
          level: input.level as number | undefined,
        },
        {
          amount: num(input, 'amount'),
          type: str(input, 'type') as DamageType,
          resist: (input.resist as DamageTypeList | undefined) ?? [],
          vulnerable: (input.vulnerable as DamageTypeList | undefined) ?? [],
          immune: (input.immune as DamageTypeList | undefined) ?? [],
          adjustments: typeof input.adjust === 'number' && input.adjust !== 0 ? [input.adjust] : [],
          critical: flag(input, 'critical'),
        },
        rulesetOf(input, ruleset),
      ),
  }),
  'death-saves': define('death-saves', {
    ruleId: 'DeathSavingThrows',
    params: [
      int('successes', { min: 0, max: 2 }),
      int('failures', { min: 0, max: 2 }),
      int('hp', { min: -(ABILITY_SCORE_LIMITS.max + LEVEL_LIMITS.max), max: 0 }),
      int('con', ABILITY_SCORE_LIMITS),
      int('level', LEVEL_LIMITS),
    ],
    limits: CALCULATOR_LIMITS['death-saves'],
    compute: (input, ruleset) =>
      deathSaves(
        {
          successes: input.successes as number | undefined,
          failures: input.failures as number | undefined,
          hp: input.hp as number | undefined,
          conScore: input.con as number | undefined,
          level: input.level as number | undefined,
        },
        rulesetOf(input, ruleset),
      ),
  }),
  'point-buy': define('point-buy', {
    ruleId: 'GenerateYourScores',
    params: [{ name: 'scores', type: 'integer-list', min: 1, max: 30, maxItems: 6 }],
    limits: CALCULATOR_LIMITS['point-buy'],
    compute: (input) => pointBuy((input.scores as readonly number[] | undefined) ?? [8, 8, 8, 8, 8, 8]),
  }),
  'ability-modifier': define('ability-modifier', {
    ruleId: 'AbilityModifiers',
    params: [int('score', ABILITY_SCORE_LIMITS)],
    limits: CALCULATOR_LIMITS['ability-modifier'],
    compute: (input) => ({ modifier: abilityModifier(num(input, 'score')) }),
  }),
  'proficiency-bonus': define('proficiency-bonus', {
    ruleId: 'ProficiencyBonus',
    params: [
      int('level', LEVEL_LIMITS),
      {
        name: 'cr',
        type: 'enum',
        options: CHALLENGE_RATING_OPTIONS,
      },
    ],
    limits: CALCULATOR_LIMITS['proficiency-bonus'],
    compute: (input) => ({
      bonus:
        input.cr !== undefined
          ? proficiencyBonusForChallengeRating(str(input, 'cr'))
          : proficiencyBonusForLevel(num(input, 'level')),
    }),
  }),
  'level-from-xp': define('level-from-xp', {
    ruleId: 'LevelAdvancement',
    params: [int('xp', XP_LIMITS)],
    limits: CALCULATOR_LIMITS['level-from-xp'],
    compute: (input) => {
      const level = levelFromXp(num(input, 'xp'));
      return {
        level,
        proficiencyBonus: proficiencyBonusForLevel(level),
        xpToNextLevel: xpToNextLevel(num(input, 'xp')),
      };
    },
  }),
  'travel-pace': define('travel-pace', {
    ruleId: 'TravelPace',
    params: [
      { name: 'pace', type: 'enum', options: TRAVEL_PACES },
      { name: 'unit', type: 'enum', options: ['minutes', 'hours', 'days'] },
      int('amount', { min: 0, max: TRAVEL_LIMITS.maxDays }),
      { name: 'mounted', type: 'boolean' },
    ],
    limits: CALCULATOR_LIMITS['travel-pace'],
    compute: (input) =>
      travelDistance(
        (input.pace as TravelPace | undefined) ?? 'normal',
        {
          unit: (input.unit as 'minutes' | 'hours' | 'days' | undefined) ?? 'hours',
          amount: num(input, 'amount'),
        },
        { mountedGallop: flag(input, 'mounted') },
      ),
  }),
} satisfies Record<string, CalculatorKindSpec>;

export type CalculatorKind = keyof typeof CALCULATOR_KINDS;

export const CALCULATOR_KIND_NAMES = Object.keys(CALCULATOR_KINDS) as CalculatorKind[];

export function isCalculatorKind(kind: string): kind is CalculatorKind {
  return Object.hasOwn(CALCULATOR_KINDS, kind);
}

/**
 * Validate a `::calc{...}` directive: the kind must exist and its parameters must parse.
 * Used by @polyhedral/markdown and the content checker.
 */
export function validateCalculatorDirective(
  kind: string,
  raw: Readonly<Record<string, string>>,
): ParseParamsResult & { kind: string; ruleId?: RuleId } {
  if (!isCalculatorKind(kind)) {
    return {
      ok: false,
      kind,
      params: {},
      issues: [{ code: 'rules.calculator.unknown-kind', params: { kind } }],
    };
  }
  const spec: CalculatorKindSpec = CALCULATOR_KINDS[kind];
  return { ...spec.parseParams(raw), kind, ruleId: spec.ruleId };
}
