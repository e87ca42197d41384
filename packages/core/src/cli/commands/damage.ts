import { RuleInputError } from '../../errors.ts';
import { applyDamage, type DamageTypeList } from '../../rules/damage-application.ts';
import { DAMAGE_LIMITS, DAMAGE_TYPES } from '../../rules/damage-limits.ts';
import type { DamagePart } from '../../rules/damage-part.ts';
import { playtestDeathThreshold } from '../../rules/playtest-death-threshold.ts';
import type { Ruleset } from '../../rulesets/types.ts';
import { requireDistinct, requireInteger, requireOption } from '../../validate.ts';
import { integerFlag, listFlag, positionalArgs, requiredIntegerFlag, stringFlag } from '../args.ts';
import { type CliCommand, JSON_FLAG, type ParsedArgs, RULESET_FLAG } from '../command.ts';
import { cliStep } from '../messages.ts';
import { json, textTable } from '../output.ts';

const typeList = (values: string[], field: string): DamageTypeList =>
  values.map((v) => requireOption(field, v, [...DAMAGE_TYPES, 'all'] as const));

const dyingBySaves = (r: Ruleset) => r.dying.kind === 'death-saving-throw';
const negativeHitPoints = (r: Ruleset) => r.lowestHitPoints.kind === 'negative';

/**
 * The target's state must be one the rules can reach: death save failures and Stable belong to
 * a creature at 0 HP (or fewer, playtest), and becoming Stable resets the failures to zero
 * (DeathSavingThrows, seed 002 "reset to zero when you regain any Hit Points or become
 * Stable"); a knock-out needs HP above 0 (KnockingOutaCreature); a monster at 0 HP is dead; a
 * playtest character is alive only above -(Con + level) (InstantDeath).
 */
function checkTargetState(flags: Record<string, string | true>, hp: number, ruleset: Ruleset): void {
  const max = integerFlag(flags, 'max') ?? DAMAGE_LIMITS.maxHitPoints;
  if (flags.monster === true && hp <= 0)
    throw new RuleInputError('rules.input.out-of-range', { field: 'hp', min: 1, max, actual: hp });
  for (const flag of ['failures', 'stable'] as const) {
    if (flags[flag] !== undefined && hp > 0)
      throw new RuleInputError('rules.cli.needs-dying', { flag: `--${flag}`, hp });
  }
  if (flags['knock-out'] === true && hp <= 0)
    throw new RuleInputError('rules.cli.needs-conscious', { flag: '--knock-out', hp });
  if (negativeHitPoints(ruleset) && hp < 0 && flags.monster !== true) {
    const con = integerFlag(flags, 'con');
    const level = integerFlag(flags, 'level');
    if (con === undefined || level === undefined)
      throw new RuleInputError('rules.cli.missing-argument', {
        argument: con === undefined ? '--con' : '--level',
      });
    const threshold = playtestDeathThreshold(con, level);
    if (hp <= threshold)
      throw new RuleInputError('rules.input.out-of-range', {
        field: 'hp',
        min: threshold + 1,
        max,
        actual: hp,
      });
  }
}

/**
 * One `--part AMOUNT:TYPE` (7:slashing): a whole amount already rolled and its damage type.
 * A missing amount, a negative or non-whole one and an unknown type are refused by name.
 */
function parsePart(text: string): DamagePart<number> {
  const at = text.lastIndexOf(':');
  if (at < 0) throw new RuleInputError('rules.input.missing', { field: '--part TYPE' });
  const amountText = text.slice(0, at).trim();
  if (amountText === '') throw new RuleInputError('rules.input.missing', { field: '--part AMOUNT' });
  if (!/^[+-]?\d+$/.test(amountText))
    throw new RuleInputError('rules.input.not-an-integer', { field: '--part AMOUNT', actual: amountText });
  return {
    amount: requireInteger('--part AMOUNT', Number(amountText), 0, DAMAGE_LIMITS.maxAmount),
    type: requireOption('--part TYPE', text.slice(at + 1).trim(), DAMAGE_TYPES),
  };
}

/** The hit's parts: every `--part`, or the one `--amount A --type TYPE`. */
function damageParts(parsed: ParsedArgs): DamagePart<number>[] {
  const partArgs = parsed.lists.part ?? [];
  if (partArgs.length > 0) {
    const parts = partArgs.map(parsePart);
    requireDistinct(
      '--part TYPE',
      parts.map((part) => part.type),
    );
    return parts;
  }
  const type = stringFlag(parsed.flags, 'type');
  if (type === undefined) {
    throw new RuleInputError('rules.cli.missing-argument', {
      argument: parsed.flags.amount === undefined ? '--part' : '--type',
    });
  }
  return [
    { amount: requiredIntegerFlag(parsed.flags, 'amount'), type: requireOption('type', type, DAMAGE_TYPES) },
  ];
}

/**
 * `damage --hp H --max M --part AMOUNT:TYPE [--part ...] [...]`, or `--amount A --type TYPE` for
 * one part (ruleIds DamageandHealing, DamageTypes, OrderofApplication).
 */
export const damageCommand: CliCommand = {
  name: 'damage',
  summary: 'apply damage to a creature, step by step (DamageandHealing, OrderofApplication)',
  positionals: '',
  flags: {
    json: JSON_FLAG,
    hp: { kind: 'value', value: 'H', help: 'current hit points (required; playtest: may be negative)' },
    max: { kind: 'value', value: 'M', help: 'hit point maximum (required)' },
    temp: {
      kind: 'value',
      value: 'T',
      help: 'temporary hit points, lost first (TemporaryHitPoints)',
      appliesTo: (r) => r.temporaryHitPoints.enabled,
    },
    part: {
      kind: 'value',
      value: 'AMOUNT:TYPE',
      help: `damage of one type, as rolled (7:slashing); repeat for several types in one hit, each type once, at most ${DAMAGE_LIMITS.maxParts}. Types: ${DAMAGE_TYPES.join(', ')}`,
      repeatable: true,
    },
    amount: {
      kind: 'value',
      value: 'A',
      help: 'damage dealt, with --type: one part (instead of --part)',
      conflicts: 'part',
    },
    type: { kind: 'value', value: 'TYPE', help: 'damage type of --amount', conflicts: 'part' },
    resist: { kind: 'value', value: 'TYPES', help: 'Resistance: comma list of damage types, or all' },
    vulnerable: { kind: 'value', value: 'TYPES', help: 'Vulnerability: comma list of damage types, or all' },
    immune: {
      kind: 'value',
      value: 'TYPES',
      help: 'Immunity: comma list of damage types, or all',
      appliesTo: (r) => r.resistanceAndVulnerability.immunity,
    },
    adjust: {
      kind: 'value',
      value: 'N',
      help: 'bonus or penalty to the damage, applied first, to the first part',
    },
    saved: {
      kind: 'boolean',
      help: 'the target succeeded on a save for half: each part halved (round down) first (HalfDamage)',
    },
    critical: { kind: 'boolean', help: 'a Critical Hit (two death save failures at 0 HP)' },
    failures: {
      kind: 'value',
      value: 'F',
      help: 'death save failures so far, 0-2, at 0 HP',
      appliesTo: dyingBySaves,
    },
    stable: {
      kind: 'boolean',
      help: 'the target is Stable, at 0 HP or fewer',
      conflicts: 'failures',
    },
    monster: { kind: 'boolean', help: 'the target is a monster: it dies at 0 HP', conflicts: 'failures' },
    'knock-out': {
      kind: 'boolean',
      help: 'a melee attack that knocks out instead of killing (target above 0 HP)',
    },
    con: {
      kind: 'value',
      value: 'SCORE',
      help: 'Constitution score: death at -(Con + level) HP',
      appliesTo: negativeHitPoints,
    },
    level: { kind: 'value', value: 'L', help: 'character level, with --con', appliesTo: negativeHitPoints },
    ruleset: RULESET_FLAG,
  },
  examples: [
    'damage --hp 30 --max 30 --amount 28 --type fire --resist all --vulnerable fire --adjust -5 --json',
    'damage --hp 20 --max 20 --part 7:slashing --part 4:fire --resist fire',
    'damage --hp 40 --max 40 --part 9:piercing --part 13:poison --saved --immune poison',
    'damage --hp 0 --max 20 --amount 3 --type cold --critical --failures 1',
    'damage --hp 12 --max 12 --temp 5 --amount 9 --type slashing --knock-out',
    'damage --hp 3 --max 40 --amount 22 --type fire --ruleset playtest --con 14 --level 5 --json',
  ],
  run(parsed, ruleset, locale) {
    positionalArgs(parsed, []);
    const { flags } = parsed;
    const parts = damageParts(parsed);
    const hp = requiredIntegerFlag(flags, 'hp');
    checkTargetState(flags, hp, ruleset);
    const adjust = integerFlag(flags, 'adjust');
    const result = applyDamage(
      {
        hp,
        maxHp: requiredIntegerFlag(flags, 'max'),
        temp: integerFlag(flags, 'temp') ?? 0,
        deathSaveFailures: integerFlag(flags, 'failures') ?? 0,
        stable: flags.stable === true,
        creature: flags.monster ? 'monster' : 'character',
        conScore: integerFlag(flags, 'con'),
        level: integerFlag(flags, 'level'),
      },
      {
        parts,
        resist: typeList(listFlag(flags, 'resist'), 'resist'),
        vulnerable: typeList(listFlag(flags, 'vulnerable'), 'vulnerable'),
        immune: typeList(listFlag(flags, 'immune'), 'immune'),
        adjustments: [
          ...(flags.saved === true ? (['save-half'] as const) : []),
          ...(adjust === undefined ? [] : [adjust]),
        ],
        critical: flags.critical === true,
        knockOut: flags['knock-out'] === true,
      },
      ruleset,
    );
    if (flags.json) {
      return json({
        hp: result.hp,
        temp: result.temp,
        taken: result.taken,
        parts: result.parts,
        dead: result.dead,
        unconscious: result.unconscious,
        deathSaveFailures: result.deathSaveFailures,
        steps: result.steps,
      });
    }
    // Each step in words (the site's receipt texts, in the --locale language), never its key.
    const steps = result.steps.map((s, index) => [String(index + 1), cliStep(locale, s)]);
    const summary = textTable(
      ['hp', 'temp', 'taken', 'dead', 'unconscious', 'death save failures'],
      [
        [result.hp, result.temp, result.taken, result.dead, result.unconscious, result.deathSaveFailures].map(
          String,
        ),
      ],
    );
    return { stdout: `${textTable(['#', 'step'], steps)}\n\n${summary}\n` };
  },
};
