import { RuleInputError } from '../../errors.ts';
import { applyDamage, type DamageTypeList } from '../../rules/damage-application.ts';
import { DAMAGE_TYPES } from '../../rules/damage-limits.ts';
import { getRuleset } from '../../rulesets/index.ts';
import { requireOption } from '../../validate.ts';
import { integerFlag, listFlag, noPositionals, parseArgs, requiredIntegerFlag, stringFlag } from '../args.ts';
import { type CommandOutput, json, textTable } from '../output.ts';

const FLAGS = {
  json: 'boolean',
  hp: 'value',
  max: 'value',
  temp: 'value',
  amount: 'value',
  type: 'value',
  resist: 'value',
  vulnerable: 'value',
  immune: 'value',
  adjust: 'value',
  critical: 'boolean',
  ruleset: 'value',
  failures: 'value',
  stable: 'boolean',
  monster: 'boolean',
  'knock-out': 'boolean',
  con: 'value',
  level: 'value',
} as const;

const typeList = (values: string[], field: string): DamageTypeList =>
  values.map((v) => requireOption(field, v, [...DAMAGE_TYPES, 'all'] as const));

/** `damage --hp H --max M --amount A --type TYPE [...]` (ruleIds DamageandHealing, OrderofApplication). */
export function damageCommand(argv: readonly string[]): CommandOutput {
  const parsed = parseArgs(argv, FLAGS);
  noPositionals(parsed);
  const { flags } = parsed;
  const ruleset = getRuleset(stringFlag(flags, 'ruleset') ?? 'srd-5.2');
  const type = stringFlag(flags, 'type');
  if (type === undefined) throw new RuleInputError('rules.cli.missing-argument', { flag: '--type' });
  const adjust = integerFlag(flags, 'adjust');
  const result = applyDamage(
    {
      hp: requiredIntegerFlag(flags, 'hp'),
      maxHp: requiredIntegerFlag(flags, 'max'),
      temp: integerFlag(flags, 'temp') ?? 0,
      deathSaveFailures: integerFlag(flags, 'failures') ?? 0,
      stable: flags.stable === true,
      creature: flags.monster ? 'monster' : 'character',
      conScore: integerFlag(flags, 'con'),
      level: integerFlag(flags, 'level'),
    },
    {
      amount: requiredIntegerFlag(flags, 'amount'),
      type: requireOption('type', type, DAMAGE_TYPES),
      resist: typeList(listFlag(flags, 'resist'), 'resist'),
      vulnerable: typeList(listFlag(flags, 'vulnerable'), 'vulnerable'),
      immune: typeList(listFlag(flags, 'immune'), 'immune'),
      adjustments: adjust === undefined ? [] : [adjust],
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
      dead: result.dead,
      unconscious: result.unconscious,
      deathSaveFailures: result.deathSaveFailures,
      steps: result.steps,
    });
  }
  const steps = result.steps.map((s) => [
    s.code,
    Object.entries(s.params)
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
  ]);
  const summary = textTable(
    ['hp', 'temp', 'taken', 'dead', 'unconscious', 'death save failures'],
    [
      [result.hp, result.temp, result.taken, result.dead, result.unconscious, result.deathSaveFailures].map(
        String,
      ),
    ],
  );
  return { stdout: `${textTable(['step', 'details'], steps)}\n\n${summary}\n` };
}
