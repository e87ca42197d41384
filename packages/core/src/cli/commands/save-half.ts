import { cryptoRandom, seededRandom } from '@polyhedral/dice';
import { parseDamageParts, parseSaveTarget } from '../../calculators/save-target-syntax.ts';
import { RuleInputError } from '../../errors.ts';
import { DAMAGE_TYPES, type DamageType } from '../../rules/damage-limits.ts';
import {
  type DamagePart,
  rollSaveHalfTargets,
  type SaveTarget,
  saveHalfTargets,
} from '../../rules/save-half-targets.ts';
import { getRuleset } from '../../rulesets/index.ts';
import { requireOption } from '../../validate.ts';
import { integerFlag, noPositionals, parseArgs, requiredIntegerFlag, stringFlag } from '../args.ts';
import { type CommandOutput, json, percent, textTable } from '../output.ts';

const FLAGS = {
  json: 'boolean',
  dc: 'value',
  type: 'value',
  roll: 'boolean',
  seed: 'value',
  ruleset: 'value',
} as const;

/** Flags that may be given several times (`--target ... --target ...`): taken out before parseArgs. */
function takeRepeated(argv: readonly string[], name: string): { values: string[]; rest: string[] } {
  const values: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === `--${name}`) {
      const next = argv[i + 1];
      if (next === undefined || next === '')
        throw new RuleInputError('rules.cli.missing-value', { flag: arg });
      values.push(next);
      i++;
    } else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3));
    else rest.push(arg);
  }
  return { values, rest };
}

/**
 * `save-half --damage 8d6 [--damage 2d6:slashing] --dc 15 --target "save=+2,resist=fire"
 * [--target ...] [--type fire] [--roll [--seed N]] [--ruleset R] [--json]` (ruleIds HalfDamage,
 * DamageagainstMultipleTargets, OrderofApplication): each target's chance to save and expected
 * damage, or with --roll one resolution with a receipt.
 */
export function saveHalfCommand(argv: readonly string[]): CommandOutput {
  const damageArgs = takeRepeated(argv, 'damage');
  const targetArgs = takeRepeated(damageArgs.rest, 'target');
  const parsed = parseArgs(targetArgs.rest, FLAGS);
  noPositionals(parsed);
  const { flags } = parsed;
  const ruleset = getRuleset(stringFlag(flags, 'ruleset') ?? 'srd-5.2');
  const type = requireOption('type', stringFlag(flags, 'type') ?? 'fire', DAMAGE_TYPES) as DamageType;
  if (damageArgs.values.length === 0)
    throw new RuleInputError('rules.cli.missing-argument', { flag: '--damage' });
  if (targetArgs.values.length === 0)
    throw new RuleInputError('rules.cli.missing-argument', { flag: '--target' });
  const damage: DamagePart[] = damageArgs.values.flatMap((text) => {
    const parts = parseDamageParts(text, type);
    if (!parts) {
      throw new RuleInputError('rules.input.unknown-option', {
        field: 'damage',
        actual: text,
        expected: 'DICE[:TYPE] (8d6, 2d6:slashing)',
      });
    }
    return parts;
  });
  const targets: SaveTarget[] = targetArgs.values.map((text) => {
    const target = parseSaveTarget(text);
    if (!target) {
      throw new RuleInputError('rules.input.unknown-option', {
        field: 'target',
        actual: text,
        expected: 'save=+N[,adv|dis][,cover=half|three-quarters][,resist=T/T][,vuln=T][,immune=T]',
      });
    }
    return target;
  });
  const input = { damage, dc: requiredIntegerFlag(flags, 'dc'), targets };
  const seed = integerFlag(flags, 'seed');
  if (seed !== undefined && !flags.roll)
    throw new RuleInputError('rules.cli.unexpected-argument', { flag: '--seed' });

  if (flags.roll) {
    const roll = rollSaveHalfTargets(input, seed === undefined ? cryptoRandom : seededRandom(seed), ruleset);
    if (flags.json) return json(roll);
    const parts = roll.parts.map((p) => `${p.detail} (${p.type}) = ${p.rolled}`).join('\n');
    const rows = roll.targets.map((t, i) => [
      String(i + 1),
      t.d20.join('/'),
      String(t.total),
      t.saved ? 'save' : 'fail',
      t.parts.flatMap((p) => p.steps.map((s) => s.code.replace('damage.step.', ''))).join(' > '),
      String(t.taken),
    ]);
    return {
      stdout: `rolled ${roll.rolled}\n${parts}\n\n${textTable(['target', 'd20', 'total', 'result', 'steps', 'damage'], rows)}\n`,
    };
  }
  const result = saveHalfTargets(input, ruleset);
  if (flags.json) {
    return json({
      rolledMean: result.rolled.mean,
      targets: result.targets.map((t) => ({
        saveSuccess: t.saveSuccess,
        expectedDamage: t.expectedDamage,
        min: t.taken.min,
        max: t.taken.max,
        outcomes: t.taken.outcomes,
      })),
    });
  }
  const rows = result.targets.map((t, i) => [
    String(i + 1),
    percent(t.saveSuccess),
    t.expectedDamage.toFixed(2),
    `${t.taken.min}-${t.taken.max}`,
  ]);
  return { stdout: `${textTable(['target', 'save', 'expected damage', 'range'], rows)}\n` };
}
