import {
  checkWork,
  type Distribution,
  estimateDistributionRange,
  mixDistributions,
  parseDice,
  type RandomSource,
  rollDice,
  sumAllDistributions,
  sumAllWork,
  type ValueRange,
} from '@polyhedral/dice';
import type { ConditionCause } from '../conditions/condition-types.ts';
import { d20Fields } from '../conditions/d20-with-conditions.ts';
import { type RollConditionsResult, rollConditions } from '../conditions/roll-conditions.ts';
import { RuleInputError, unsupportedBy } from '../errors.ts';
import type { Fraction } from '../fraction.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { ABILITIES, type Ability } from '../tables/shared-labels.ts';
import { requireDistinct, requireIn, requireInteger, requireOption } from '../validate.ts';
import { damageDistribution } from './attack-damage.ts';
import { type BonusDiceRoll, settleBonusDice } from './bonus-dice-roll.ts';
import { D20_LIMITS, d20Test, keptD20 } from './d20-test.ts';
import {
  defendAmount,
  defendDistribution,
  type ResolvedDefenses,
  resolveDefenses,
} from './damage-defenses.ts';
import { DAMAGE_LIMITS, type DamageType } from './damage-limits.ts';
import type { DamagePart } from './damage-part.ts';
import type { DamageStep } from './damage-steps.ts';
import { type GroupOutcome, groupOutcome } from './group-outcome.ts';
import { rollModeSources } from './roll-mode.ts';
import { SAVE_HALF_LIMITS, type SaveTarget } from './save-half-input.ts';

export {
  PLAIN_SAVE_TARGET,
  SAVE_HALF_LIMITS,
  SAVE_TARGET_COVER,
  type SaveTarget,
  type SaveTargetCover,
} from './save-half-input.ts';

export interface SaveHalfTargetsInput {
  /** The effect's damage, rolled once for all targets (several types in one hit are allowed). */
  damage: readonly DamagePart[];
  dc: number;
  targets: readonly SaveTarget[];
  /** The save's ability (a Fireball: Dexterity); required with conditions or Exhaustion (Paralyzed fails Str/Dex). */
  ability?: Ability;
}

export interface SaveTargetOutcome {
  saveSuccess: number;
  saveSuccessExact: Fraction;
  /** Damage taken on a failed save, after its Resistance, Vulnerability and Immunity. */
  failed: Distribution;
  /** Damage taken on a successful save: each part halved (round down), then its defenses. */
  saved: Distribution;
  /** The damage this target takes: the mix of the two by the save's chance. */
  taken: Distribution;
  expectedDamage: number;
  conditions: RollConditionsResult;
  /** The reasons, and "full damage" when the save fails automatically. */
  causes: ConditionCause[];
}

export interface SaveHalfTargetsResult {
  /** The rolled damage before any save or defense (the sum of the parts). */
  rolled: Distribution;
  targets: SaveTargetOutcome[];
  /** The targets as a group (how many succeed) and the expected total damage (the sum of each target's). */
  group: GroupOutcome & { expectedDamage: number };
}

/**
 * The damage one target takes from one part (ruleIds HalfDamage, OrderofApplication,
 * ResistanceandVulnerability, Immunity; seed 002 lines 723-747): Immunity means none; a successful
 * save is a multiplier, so it comes first (half, round down); then Resistance halves (round down);
 * then Vulnerability doubles. As `modifyDamage` with 'save-half' (the tests check it value by value).
 */
export function partDamage(
  value: number,
  saved: boolean,
  type: DamageType,
  target: Pick<SaveTarget, 'resist' | 'vulnerable' | 'immune' | 'conditions'>,
  ruleset: Ruleset = DEFAULT_RULESET,
): number {
  return defendAmount(value, type, targetDefenses(target, ruleset), ruleset, { saved }).taken;
}

function targetDefenses(
  target: Pick<SaveTarget, 'resist' | 'vulnerable' | 'immune' | 'conditions'>,
  ruleset: Ruleset,
): ResolvedDefenses {
  const { resist, vulnerable, conditions = [] } = target;
  const immune = ruleset.resistanceAndVulnerability.immunity ? target.immune : [];
  return resolveDefenses({ resist, vulnerable, immune, conditions }, ruleset);
}

function checkInput(input: SaveHalfTargetsInput, ruleset: Ruleset): void {
  if (ruleset.saveSuccessDamage.kind !== 'half-round-down') throw unsupportedBy(ruleset, 'half-damage');
  requireInteger('damage', input.damage.length, 1, SAVE_HALF_LIMITS.maxParts);
  // One type's damage is one amount: halved on a save and adjusted as one (2d6 + 1d6 fire halved
  // part by part would round down twice).
  requireDistinct('damage', input.damage, (part) => part.type);
  requireInteger('targets', input.targets.length, 1, SAVE_HALF_LIMITS.maxTargets);
  requireIn('dc', input.dc, D20_LIMITS.target);
  if (input.ability !== undefined) requireOption('ability', input.ability, ABILITIES);
  for (const target of input.targets) {
    if (
      input.ability === undefined &&
      ((target.conditions ?? []).length > 0 || (target.exhaustion ?? 0) > 0)
    ) {
      throw new RuleInputError('rules.input.missing', { field: 'ability' });
    }
    requireIn('saveBonus', target.saveBonus, D20_LIMITS.bonus);
    if (!ruleset.resistanceAndVulnerability.immunity && target.immune.length > 0) {
      throw unsupportedBy(ruleset, 'immunity');
    }
  }
}

function targetConditions(
  target: SaveTarget,
  ability: Ability | undefined,
  ruleset: Ruleset,
): RollConditionsResult {
  return rollConditions(
    {
      roll: 'save',
      ...(ability === undefined ? {} : { ability }),
      roller: { conditions: target.conditions ?? [], exhaustion: target.exhaustion ?? 0 },
      ...rollModeSources(target.mode),
      ...((target.bonusDice ?? []).length > 0 ? { bonusDice: target.bonusDice } : {}),
    },
    ruleset,
  );
}

/** The reasons for a target's save, full damage on an automatic failure, its conditions' Resistance. */
function targetCauses(
  conditions: RollConditionsResult,
  target: SaveTarget,
  ruleset: Ruleset,
): ConditionCause[] {
  const failed = conditions.applied.find((one) => one.effect.kind === 'auto-fail');
  // The damage path says again what the roll already said (Petrified's immunity to Poisoned): once.
  const said = new Set(conditions.causes.map((cause) => JSON.stringify(cause)));
  const resistance = targetDefenses(target, ruleset).causes.filter(
    (cause) => !said.has(JSON.stringify(cause)),
  );
  return failed
    ? [
        ...conditions.causes,
        { code: 'conditions.cause.full-damage', params: failed.cause.params },
        ...resistance,
      ]
    : [...conditions.causes, ...resistance];
}

/** A target's saving throw against the DC, cover adding to it (Covertable). */
function saveTest(target: SaveTarget, dc: number, conditions: RollConditionsResult, ruleset: Ruleset) {
  return d20Test(
    { kind: 'save', bonus: target.saveBonus, target: dc, cover: target.cover, ...d20Fields(conditions) },
    ruleset,
  );
}

/**
 * Save for half against several targets (ruleIds HalfDamage, DamageagainstMultipleTargets: "roll
 * the damage once for all the targets"): per target the exact chance to save and the exact
 * distribution of the damage it takes, each damage type adjusted by that target's defenses.
 * Parts of several types are halved separately on a save (each rounded down), since each type
 * then meets its own Resistance or Vulnerability.
 */
export function saveHalfTargets(
  input: SaveHalfTargetsInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): SaveHalfTargetsResult {
  checkInput(input, ruleset);
  // The engine's one work limit holds for the whole computation, before any of it is done.
  checkWork(saveHalfTargetsWork(input, ruleset));
  const parts = input.damage.map((part) => ({ ...part, dist: damageDistribution(parseDice(part.amount)) }));
  const rolled = sumAllDistributions(parts.map((p) => p.dist));
  // Targets with the same defenses against the parts' types share their distributions.
  const cache = new Map<string, Distribution>();
  const after = (target: SaveTarget, saved: boolean): Distribution => {
    const key = defenseKey(input.damage, target, saved, ruleset);
    const known = cache.get(key);
    if (known) return known;
    const dist = sumAllDistributions(
      parts.map((part) =>
        defendDistribution(part.dist, part.type, targetDefenses(target, ruleset), ruleset, saved),
      ),
    );
    cache.set(key, dist);
    return dist;
  };
  const targets = input.targets.map((target) => {
    const conditions = targetConditions(target, input.ability, ruleset);
    const saveSuccessExact = saveTest(target, input.dc, conditions, ruleset).exact.success;
    const saveSuccess = saveSuccessExact.toNumber();
    const failed = after(target, false);
    const saved = after(target, true);
    const taken = mixDistributions([
      [1 - saveSuccess, failed],
      [saveSuccess, saved],
    ]);
    return {
      saveSuccess,
      saveSuccessExact,
      failed,
      saved,
      taken,
      expectedDamage: taken.mean,
      conditions,
      causes: targetCauses(conditions, target, ruleset),
    };
  });
  const group = {
    ...groupOutcome(targets.map((one) => one.saveSuccessExact)),
    expectedDamage: targets.reduce((sum, one) => sum + one.expectedDamage, 0),
  };
  return { rolled, targets, group };
}

/** Targets with the same key take the same damage distribution (saved or not, same defenses per part). */
function defenseKey(
  damage: readonly DamagePart[],
  target: SaveTarget,
  saved: boolean,
  ruleset: Ruleset,
): string {
  const fromConditions = targetDefenses({ ...target, resist: [], vulnerable: [], immune: [] }, ruleset);
  return `${saved}|${fromConditions.resistAllFrom ?? ''}|${damage
    .map(
      (p) =>
        `${target.resist.includes(p.type)}${target.vulnerable.includes(p.type)}${target.immune.includes(p.type)}`,
    )
    .join('|')}`;
}

/**
 * The estimated work of saveHalfTargets in the dice engine's units (estimateDistributionWork):
 * each part's distribution, their sum as rolled, and one sum per distinct set of defenses, saved
 * and failed. Throws the engine's DiceLimitError for a part past its own limits.
 */
export function saveHalfTargetsWork(
  input: Pick<SaveHalfTargetsInput, 'damage' | 'targets'>,
  ruleset: Ruleset = DEFAULT_RULESET,
): number {
  const keys = new Set<string>();
  for (const target of input.targets) {
    keys.add(defenseKey(input.damage, target, false, ruleset));
    keys.add(defenseKey(input.damage, target, true, ruleset));
  }
  return saveHalfPartsWork(
    input.damage.map((part) => part.amount),
    keys.size,
    ruleset,
  );
}

/** saveHalfTargetsWork for dice notation and a count of defense sets, before the targets are known. */
export function saveHalfPartsWork(
  amounts: readonly string[],
  distinctDefenses: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): number {
  let work = 0;
  const ranges: ValueRange[] = amounts.map((amount) => {
    const estimate = estimateDistributionRange(parseDice(amount));
    work += estimate.work;
    return { min: Math.max(0, estimate.min), max: Math.max(0, estimate.max) };
  });
  const widest = ranges.map((r) => ({
    min: r.min,
    max: r.max * Math.max(1, ruleset.resistanceAndVulnerability.vulnerabilityMultiplier),
  }));
  return work + sumAllWork(ranges) + distinctDefenses * sumAllWork(widest);
}

export interface RolledPart extends DamagePart {
  /** The part's rolled total (never below 0). */
  rolled: number;
  /** The dice as rolled (`8d6: 3 5 1 ...`). */
  detail: string;
}

export interface TargetReceipt {
  /** The d20s rolled (two with Advantage or Disadvantage) and the one kept. */
  d20: number[];
  kept: number;
  /** Kept d20 + save bonus + cover bonus + the bonus dice (Bless +1d4, Bane −1d4), rolled or typed. */
  total: number;
  bonusDice?: BonusDiceRoll;
  saved: boolean;
  /** The save failed whatever the d20 showed (Paralyzed: Strength and Dexterity saves): its cause. */
  autoFail?: ConditionCause;
  /** Each part's steps: base, halving for the save, Immunity, Resistance, Vulnerability. */
  parts: Array<{ type: DamageType; taken: number; steps: DamageStep[] }>;
  taken: number;
  causes: ConditionCause[];
}

export interface SaveHalfRoll {
  parts: RolledPart[];
  /** Before saves and defenses. */
  rolled: number;
  targets: TargetReceipt[];
}

/** Resolve the effect once: each part rolled once for everyone, then each target's save, with a receipt. */
export function rollSaveHalfTargets(
  input: SaveHalfTargetsInput,
  random: RandomSource,
  ruleset: Ruleset = DEFAULT_RULESET,
): SaveHalfRoll {
  checkInput(input, ruleset);
  const parts = input.damage.map((part) => {
    const roll = rollDice(part.amount, random);
    const detail = roll.rolls.map((g) => `${g.notation}: ${g.dice.map((d) => d.value).join(' ')}`).join('; ');
    return { ...part, rolled: Math.min(Math.max(0, roll.total), DAMAGE_LIMITS.maxAmount), detail };
  });
  const rolled = parts.reduce((total, part) => total + part.rolled, 0);
  const targets = input.targets.map((target): TargetReceipt => {
    const conditions = targetConditions(target, input.ability, ruleset);
    const first = random.nextInt(20) + 1;
    const second = conditions.mode === 'normal' ? undefined : random.nextInt(20) + 1;
    // Its bonus dice (Bless +1d4) rolled too, and added: the odds count them, so does the roll.
    const dice = settleBonusDice(target.bonusDice ?? [], undefined, random);
    return resolveTarget(input.dc, target, conditions, parts, { first, second, dice }, ruleset);
  });
  return { parts, rolled, targets };
}

/** One target's save with its d20(s) and what each part comes to (rolled or entered). */
function resolveTarget(
  dc: number,
  target: SaveTarget,
  conditions: RollConditionsResult,
  parts: readonly { type: DamageType; rolled: number }[],
  rolls: { first: number; second: number | undefined; dice: BonusDiceRoll | undefined },
  ruleset: Ruleset,
): TargetReceipt {
  const { first, second, dice } = rolls;
  const check = saveTest(target, dc, conditions, ruleset);
  const kept = second === undefined ? first : keptD20(first, second, conditions.mode);
  const total = kept + check.bonus + (dice?.total ?? 0);
  // A save that fails automatically (Paralyzed: Strength and Dexterity) fails whatever the d20 shows.
  const saved = !conditions.autoFail && total >= check.target;
  const autoFail = conditions.autoFail
    ? conditions.causes.find((one) => one.code === 'conditions.cause.auto-fail')
    : undefined;
  const receipts = parts.map((part) => {
    const modified = defendAmount(part.rolled, part.type, targetDefenses(target, ruleset), ruleset, {
      saved,
    });
    return {
      type: part.type,
      taken: modified.taken,
      steps: [
        { code: 'damage.step.base' as const, params: { amount: part.rolled, type: part.type } },
        ...modified.steps,
      ],
    };
  });
  return {
    d20: second === undefined ? [first] : [first, second],
    kept,
    total,
    ...(dice ? { bonusDice: dice } : {}),
    saved,
    ...(autoFail ? { autoFail } : {}),
    parts: receipts,
    taken: receipts.reduce((sum, r) => sum + r.taken, 0),
    causes: targetCauses(conditions, target, ruleset),
  };
}

/** Settling typed dice rolls nothing: a missing total is refused before any die would be rolled. */
const NO_RANDOM: RandomSource = {
  nextInt: () => {
    throw new RuleInputError('rules.input.missing', { field: 'diceTotals' });
  },
};

/** A target without bonus dice among targets with them: its entry is 0 (no dice, nothing added). */
function noDice(total: number | undefined): undefined {
  requireInteger('diceTotals', total, 0, 0);
  return undefined;
}

/** The table's own dice: each part's rolled damage, and each target's d20 (the one it kept). */
export interface EnteredRolls {
  /** One whole amount per damage part, in the parts' order. */
  damage: readonly number[];
  /** One kept d20 (1-20) per target, in the targets' order. */
  d20: readonly number[];
  /**
   * The signed total of each target's bonus dice as rolled (Bless: 1 to 4; Bane: −4 to −1), asked
   * for when any target has bonus dice (0 for one without), refused outside what its dice show.
   */
  diceTotals?: readonly number[];
}

/**
 * Resolve the effect with dice rolled at the table (ruleIds HalfDamage, SavingThrows,
 * DamageagainstMultipleTargets): each part's damage, once for everyone, and each target's kept
 * d20; then the same steps as `rollSaveHalfTargets`.
 */
export function resolveSaveHalfTargets(
  input: SaveHalfTargetsInput,
  entered: EnteredRolls,
  ruleset: Ruleset = DEFAULT_RULESET,
): SaveHalfRoll {
  checkInput(input, ruleset);
  requireInteger('damage', entered.damage.length, input.damage.length, input.damage.length);
  requireInteger('d20', entered.d20.length, input.targets.length, input.targets.length);
  const withDice = input.targets.some((target) => (target.bonusDice ?? []).length > 0);
  if (withDice && entered.diceTotals === undefined)
    throw new RuleInputError('rules.input.missing', { field: 'diceTotals' });
  if (withDice)
    requireInteger('diceTotals', entered.diceTotals?.length, input.targets.length, input.targets.length);
  const parts = input.damage.map((part, index) => ({
    ...part,
    rolled: requireInteger('damage', entered.damage[index], 0, DAMAGE_LIMITS.maxAmount),
    detail: part.amount,
  }));
  const rolled = parts.reduce((total, part) => total + part.rolled, 0);
  const targets = input.targets.map((target, index) =>
    resolveTarget(
      input.dc,
      target,
      targetConditions(target, input.ability, ruleset),
      parts,
      {
        first: requireInteger('d20', entered.d20[index], 1, 20),
        second: undefined,
        // The table's dice total (the same dice the roll above rolls; none for a target without).
        dice:
          (target.bonusDice ?? []).length > 0
            ? settleBonusDice(target.bonusDice ?? [], entered.diceTotals?.[index], NO_RANDOM)
            : withDice
              ? noDice(entered.diceTotals?.[index])
              : undefined,
      },
      ruleset,
    ),
  );
  return { parts, rolled, targets };
}
