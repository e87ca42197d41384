import { cryptoRandom, seededRandom } from '@polyhedral/dice';
import { parseDamageParts, parseSaveTarget } from '../../calculators/save-target-syntax.ts';
import { RuleInputError } from '../../errors.ts';
import { DAMAGE_TYPES, type DamageType } from '../../rules/damage-limits.ts';
import type { DamagePart } from '../../rules/damage-part.ts';
import { rollSaveHalfTargets, type SaveTarget, saveHalfTargets } from '../../rules/save-half-targets.ts';
import { requireOption } from '../../validate.ts';
import { integerFlag, requiredIntegerFlag, stringFlag } from '../args.ts';
import { type CliCommand, JSON_FLAG, RULESET_FLAG } from '../command.ts';
import { json, percent, textTable } from '../output.ts';

/**
 * `save-half --damage 8d6 [--damage 2d6:slashing] --dc 15 --target "save=+2,resist=fire"
 * [--target ...] [--type fire] [--roll [--seed N]] [--ruleset R] [--json]` (ruleIds HalfDamage,
 * DamageagainstMultipleTargets, OrderofApplication): each target's chance to save and expected
 * damage, or with --roll one resolution with a receipt.
 */
export const saveHalfCommand: CliCommand = {
  name: 'save-half',
  summary:
    'one damage roll against several targets that save for half (HalfDamage, DamageagainstMultipleTargets)',
  positionals: '',
  flags: {
    json: JSON_FLAG,
    damage: {
      kind: 'value',
      value: 'DICE[:TYPE]',
      help: 'damage dice, optionally typed (8d6, 2d6:slashing); repeat for several parts (required)',
      repeatable: true,
    },
    dc: { kind: 'value', value: 'N', help: 'the saving throw DC (required)' },
    target: {
      kind: 'value',
      value: 'SPEC',
      help: 'one target: save=+N[,adv|dis][,cover=half|three-quarters][,resist=T/T][,vuln=T][,immune=T]; repeat for each target (required)',
      repeatable: true,
    },
    type: {
      kind: 'value',
      value: 'TYPE',
      help: `damage type of untyped parts (default fire): ${DAMAGE_TYPES.join(', ')}`,
    },
    roll: { kind: 'boolean', help: 'roll the damage once and resolve every target, with a receipt' },
    seed: { kind: 'value', value: 'N', help: 'integer seed for a repeatable roll', needs: 'roll' },
    ruleset: RULESET_FLAG,
  },
  examples: [
    'save-half --damage 8d6 --dc 15 --target "save=+2,resist=fire" --target "save=+5,adv" --json',
    'save-half --damage 2d6:slashing --damage 1d6:fire --dc 13 --target save=+0,resist=fire',
    'save-half --damage 8d6 --dc 15 --target save=+2 --target save=+0,immune=fire --roll --seed 9',
  ],
  run(parsed, ruleset) {
    const { flags } = parsed;
    if (parsed.positionals.length > 0)
      throw new RuleInputError('rules.cli.unexpected-argument', { argument: parsed.positionals[0]! });
    const type = requireOption('type', stringFlag(flags, 'type') ?? 'fire', DAMAGE_TYPES) as DamageType;
    const damageArgs = parsed.lists.damage ?? [];
    const targetArgs = parsed.lists.target ?? [];
    if (damageArgs.length === 0)
      throw new RuleInputError('rules.cli.missing-argument', { argument: '--damage' });
    if (targetArgs.length === 0)
      throw new RuleInputError('rules.cli.missing-argument', { argument: '--target' });
    const damage: DamagePart[] = damageArgs.flatMap((text) => {
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
    const targets: SaveTarget[] = targetArgs.map((text) => {
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

    if (flags.roll) {
      const roll = rollSaveHalfTargets(
        input,
        seed === undefined ? cryptoRandom : seededRandom(seed),
        ruleset,
      );
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
  },
};
