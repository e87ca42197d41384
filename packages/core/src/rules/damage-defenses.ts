import { type Distribution, distributionOf, mixDistributions } from '@polyhedral/dice';
import { conditionDamageDefenses } from '../conditions/condition-defenses.ts';
import type { ConditionCause, ConditionId, Judgement } from '../conditions/condition-types.ts';
import { RuleInputError, unsupportedBy } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireIn, requireOption } from '../validate.ts';
import { DAMAGE_TYPES, type DamageType } from './damage-limits.ts';
import type { DamageStep } from './damage-steps.ts';

/*
 * THE damage-defenses path (issue 61): what a creature's defenses do to damage it takes, one
 * function for a rolled amount (`defendAmount`, with its steps) and one for an exact distribution
 * (`defendDistribution`, value by value through the same function), used by attack-damage,
 * save-half, damage application and the tracker alike.
 */

export type DamageTypeList = readonly (DamageType | 'all')[];

/** A creature's defenses as given: typed Resistance, Vulnerability, Immunity, and its conditions. */
export interface CreatureDefenses {
  readonly resist?: DamageTypeList;
  readonly vulnerable?: DamageTypeList;
  readonly immune?: DamageTypeList;
  /** Its conditions (Petrified: Resistance to all damage; the Playtest's Ethereal and Intoxicated). */
  readonly conditions?: readonly ConditionId[];
  /** Conditions it is immune to (they give nothing). */
  readonly conditionImmunities?: readonly ConditionId[];
  /** The attacker's conditions (the Playtest's Ethereal deals half damage to non-ethereal targets). */
  readonly attackerConditions?: readonly ConditionId[];
  /** What the table said holds (`other-is-ethereal`). */
  readonly judged?: readonly Judgement[];
  /** Condition term IDs that give Resistance to all damage, given directly. */
  readonly resistAllFrom?: readonly string[];
}

/** Defenses read once: the typed sets, what the conditions give, and the reasons. */
export interface ResolvedDefenses {
  readonly resist: ReadonlySet<DamageType | 'all'>;
  readonly vulnerable: ReadonlySet<DamageType | 'all'>;
  readonly immune: ReadonlySet<DamageType | 'all'>;
  /** The condition that gives Resistance to all damage (Petrified), if any. */
  readonly resistAllFrom?: string;
  /** The attacker's condition that halves the damage it deals but of the `except` types (Ethereal). */
  readonly dealtHalvedBy?: { readonly condition: string; readonly except: readonly DamageType[] };
  /** The condition that halves damage taken but of the `except` types (Ethereal), if any. */
  readonly halvedBy?: { readonly condition: string; readonly except: readonly DamageType[] };
  /** The condition that reduces damage by a roll of `dice` (Intoxicated: 1d6), if any. */
  readonly reducedBy?: { readonly condition: string; readonly dice: string };
  /** Why, in words (`conditions.cause.*`). */
  readonly causes: readonly ConditionCause[];
}

function typeSet(field: string, list: DamageTypeList | undefined): ReadonlySet<DamageType | 'all'> {
  const set = new Set<DamageType | 'all'>();
  for (const t of list ?? []) set.add(requireOption(field, t, [...DAMAGE_TYPES, 'all'] as const));
  return set;
}

/** How many of the set's entries reach this type (`all` and the type itself: two instances). */
export function instancesFor(set: ReadonlySet<DamageType | 'all'>, type: DamageType | undefined): number {
  return (set.has('all') ? 1 : 0) + (type !== undefined && set.has(type) ? 1 : 0);
}

/**
 * A creature's defenses read and checked (ruleIds ResistanceandVulnerability, Immunity,
 * Conditions): its typed lists, and what its conditions give (conditionDamageDefenses). Immunity
 * in a ruleset without it (the Playtest) is refused.
 */
export function resolveDefenses(
  defenses: CreatureDefenses,
  ruleset: Ruleset = DEFAULT_RULESET,
): ResolvedDefenses {
  const immune = typeSet('immune', defenses.immune);
  if (immune.size > 0 && !ruleset.resistanceAndVulnerability.immunity) {
    throw unsupportedBy(ruleset, 'immunity');
  }
  const fromConditions = conditionDamageDefenses(defenses.conditions ?? [], ruleset, {
    ...(defenses.conditionImmunities ? { immuneTo: defenses.conditionImmunities } : {}),
    ...(defenses.judged ? { judged: defenses.judged } : {}),
  });
  const fromAttacker = conditionDamageDefenses(defenses.attackerConditions ?? [], ruleset, {
    ...(defenses.judged ? { judged: defenses.judged } : {}),
  });
  const dealtHalvedBy = fromAttacker.dealtHalvedBy[0];
  const resistAllFrom = defenses.resistAllFrom?.[0] ?? fromConditions.resistAllFrom[0];
  const halvedBy = fromConditions.halvedBy[0];
  const reducedBy = fromConditions.reducedBy[0];
  return {
    resist: typeSet('resist', defenses.resist),
    vulnerable: typeSet('vulnerable', defenses.vulnerable),
    immune,
    ...(resistAllFrom === undefined ? {} : { resistAllFrom }),
    ...(dealtHalvedBy === undefined ? {} : { dealtHalvedBy }),
    ...(halvedBy === undefined ? {} : { halvedBy }),
    ...(reducedBy === undefined ? {} : { reducedBy }),
    causes: [
      ...fromAttacker.causes.filter((cause) => cause.code.startsWith('conditions.cause.damage-dealt')),
      ...fromConditions.causes.filter((cause) => !cause.code.startsWith('conditions.cause.damage-dealt')),
    ],
  };
}

/** The creature takes no damage of this type (Immunity; ruleId Immunity). */
export function isImmuneTo(defenses: ResolvedDefenses, type: DamageType | undefined): boolean {
  return instancesFor(defenses.immune, type) > 0;
}

/** The faces of a reduction's dice (Intoxicated: 1d6 → 1..6), each with its chance. */
export function reductionOutcomes(defenses: ResolvedDefenses): readonly (readonly [number, number])[] {
  if (!defenses.reducedBy) return [[0, 1]];
  return distributionOf(defenses.reducedBy.dice).outcomes;
}

/**
 * One amount of damage of one type after its adjustments (a save's halving, bonuses, penalties),
 * through the creature's defenses, in this order (ruleIds OrderofApplication,
 * ResistanceandVulnerability, NoStacking; Playtest Conditions, seed 004 lines 1330-1368):
 * a condition's halving (Ethereal, but not force damage), a condition's reduction by the rolled
 * `reduction` (Intoxicated's 1d6; never below 0), Resistance (halve, round down; typed or a
 * condition's, counted once), Vulnerability (double). Immunity is the caller's first step
 * (`isImmuneTo`): no damage at all. Each step is written to `steps` when given.
 */
export function defendValue(...args: Parameters<typeof defendValueAbsorbing>): number {
  return defendValueAbsorbing(...args).value;
}

/** `defendValue`, and how much of the reduction this amount absorbed (the rest carries to the next part of a hit). */
export function defendValueAbsorbing(
  amount: number,
  type: DamageType | undefined,
  defenses: ResolvedDefenses,
  ruleset: Ruleset,
  reduction = 0,
  steps?: DamageStep[],
): { value: number; absorbed: number } {
  let absorbed = 0;
  const rules = ruleset.resistanceAndVulnerability;
  let value = amount;
  for (const halved of [defenses.dealtHalvedBy, defenses.halvedBy]) {
    if (!halved || (type !== undefined && halved.except.includes(type))) continue;
    const after = Math.floor(value / 2);
    steps?.push({
      code: 'damage.step.halved-condition',
      params: { before: value, after, condition: halved.condition },
    });
    value = after;
  }
  if (defenses.reducedBy) {
    const after = Math.max(0, value - reduction);
    absorbed = value - after;
    steps?.push({
      code: 'damage.step.reduced-condition',
      params: {
        before: value,
        after,
        condition: defenses.reducedBy.condition,
        dice: defenses.reducedBy.dice,
        rolled: reduction,
      },
    });
    value = after;
  }
  const typed = instancesFor(defenses.resist, type);
  const resistances = typed + (defenses.resistAllFrom === undefined ? 0 : 1);
  const typeName = type ?? 'untyped';
  if (resistances > 0) {
    const after = Math.floor(value / rules.resistanceDivisor);
    steps?.push(
      typed === 0 && defenses.resistAllFrom !== undefined
        ? {
            code: 'damage.step.resistance-condition',
            params: { type: typeName, before: value, after, condition: defenses.resistAllFrom },
          }
        : { code: 'damage.step.resistance', params: { type: typeName, before: value, after } },
    );
    if (resistances > 1)
      steps?.push({
        code: 'damage.step.no-stacking',
        params: { kind: 'resistance', instances: resistances },
      });
    value = after;
  }
  const vulnerabilities = instancesFor(defenses.vulnerable, type);
  if (vulnerabilities > 0) {
    const after = value * rules.vulnerabilityMultiplier;
    steps?.push({ code: 'damage.step.vulnerability', params: { type: typeName, before: value, after } });
    if (vulnerabilities > 1) {
      steps?.push({
        code: 'damage.step.no-stacking',
        params: { kind: 'vulnerability', instances: vulnerabilities },
      });
    }
    value = after;
  }
  return { value, absorbed };
}

/** A rolled reduction (the d6 the table rolled for Intoxicated), checked against its dice. */
export function checkReduction(defenses: ResolvedDefenses, rolled: number | undefined): number {
  if (!defenses.reducedBy) return 0;
  const dice = distributionOf(defenses.reducedBy.dice);
  if (rolled === undefined) throw new RuleInputError('rules.input.missing', { field: 'reduction' });
  return requireIn('reduction', rolled, dice);
}

/**
 * A rolled amount of one type through the creature's defenses, with every step: Immunity, a save's
 * halving, then `defendValue` (`reduction`: the dice rolled for Intoxicated).
 */
export function defendAmount(
  amount: number,
  type: DamageType | undefined,
  defenses: ResolvedDefenses,
  ruleset: Ruleset = DEFAULT_RULESET,
  options: { readonly saved?: boolean; readonly reduction?: number } = {},
): { taken: number; steps: DamageStep[] } {
  const steps: DamageStep[] = [];
  if (isImmuneTo(defenses, type)) {
    steps.push({ code: 'damage.step.immune', params: { type: type ?? 'untyped', before: amount, after: 0 } });
    return { taken: 0, steps };
  }
  let value = Math.max(0, amount);
  if (options.saved) {
    const after = Math.floor(value / 2);
    steps.push({ code: 'damage.step.save-half', params: { before: value, after } });
    value = after;
  }
  const reduction = checkReduction(defenses, options.reduction);
  return { taken: defendValue(value, type, defenses, ruleset, reduction, steps), steps };
}

/**
 * The exact distribution of the damage a creature takes: `defendAmount` value by value, a reducing
 * condition's dice mixed in by their exact chances (Intoxicated: each face of 1d6 with 1/6).
 */
export function defendDistribution(
  dist: Distribution,
  type: DamageType | undefined,
  defenses: ResolvedDefenses,
  ruleset: Ruleset = DEFAULT_RULESET,
  saved = false,
): Distribution {
  if (isImmuneTo(defenses, type)) return mixDistributions([[1, dist, () => 0]]);
  const before = (v: number) => {
    const x = Math.max(0, v);
    return saved ? Math.floor(x / 2) : x;
  };
  return mixDistributions(
    reductionOutcomes(defenses).map(
      ([reduction, chance]) =>
        [chance, dist, (v: number) => defendValue(before(v), type, defenses, ruleset, reduction)] as const,
    ),
  );
}

/** Nothing to do: no typed defense, no condition that changes damage (the distribution stands). */
export function hasNoDefenses(defenses: ResolvedDefenses): boolean {
  return (
    defenses.resist.size === 0 &&
    defenses.vulnerable.size === 0 &&
    defenses.immune.size === 0 &&
    defenses.resistAllFrom === undefined &&
    defenses.halvedBy === undefined &&
    defenses.dealtHalvedBy === undefined &&
    defenses.reducedBy === undefined
  );
}
