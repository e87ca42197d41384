import { computeCalculator } from '../../calculators/kinds.ts';
import { RuleInputError } from '../../errors.ts';
import { playtestDeathThreshold } from '../../rules/playtest-death-threshold.ts';
import type { Ruleset } from '../../rulesets/types.ts';
import { givenOption, registryParams, requireFlags } from '../alias.ts';
import { positionalArgs, stringFlag } from '../args.ts';
import { paramError, readCalculatorInput } from '../calculator-commands.ts';
import type { CliCommand, ParsedArgs } from '../command.ts';
import { cliStep } from '../messages.ts';
import { jsonOf, textTable } from '../output.ts';
import { aliasCommand } from '../param-spellings.ts';
import { fieldWord, yesNo } from '../result-rows.ts';

const KIND = 'damage-application';

/**
 * The hit as the `parts` parameter: every `--part AMOUNT:TYPE`, or `--amount A --type TYPE`. A part
 * without its type (the parameter would read fire) or with a `;` is refused.
 */
function partsParam(parsed: ParsedArgs): string {
  const given = parsed.lists.part ?? [];
  if (given.length === 0) {
    const amount = stringFlag(parsed.flags, 'amount');
    const type = stringFlag(parsed.flags, 'type');
    if (amount === undefined || type === undefined)
      requireFlags(
        parsed.flags,
        damageCommand.flags,
        amount === undefined && type === undefined ? ['part'] : ['amount', 'type'],
      );
    return onePart(`${amount}:${type}`);
  }
  return given.map(onePart).join(';');
}

function onePart(text: string): string {
  if (text.split(':').length !== 2 || text.includes(';')) throw paramError(KIND, 'parts', text);
  return text;
}

/**
 * The target's state must be one the rules can reach: death save failures and Stable need 0 HP or
 * fewer (DeathSavingThrows); a knock-out needs HP above 0 (KnockingOutaCreature); a monster at 0 HP
 * is dead; a playtest character at or below -(Con + level) is dead (InstantDeath). Read from the
 * parameters, so either spelling of an option (`--monster`, `--creature monster`) is held alike.
 */
function checkTargetState(
  parsed: ParsedArgs,
  input: { hp: number; 'max-hp': number; con: number; level: number; creature: string; knockout: boolean },
  ruleset: Ruleset,
): void {
  const { hp } = input;
  const { flags } = parsed;
  const monster = input.creature === 'monster';
  // `--monster --failures` is refused by its spec (`conflicts`); the calc spelling alike.
  if (monster && flags.failures !== undefined)
    throw new RuleInputError('rules.cli.conflicting-options', {
      flag: '--creature monster',
      other: '--failures',
    });
  if (monster && hp <= 0)
    throw new RuleInputError('rules.input.out-of-range', {
      field: 'hp',
      min: 1,
      max: input['max-hp'],
      actual: hp,
    });
  for (const flag of ['failures', 'stable'] as const) {
    if (flags[flag] !== undefined && hp > 0)
      throw new RuleInputError('rules.cli.needs-dying', { flag: `--${flag}`, hp });
  }
  if (input.knockout && hp <= 0)
    throw new RuleInputError('rules.cli.needs-conscious', {
      flag: givenOption(flags, damageCommand.flags, 'knockout') ?? '--knock-out',
      hp,
    });
  if (ruleset.lowestHitPoints.kind === 'negative' && hp < 0 && !monster) {
    requireFlags(flags, damageCommand.flags, ['con', 'level']);
    const threshold = playtestDeathThreshold(input.con, input.level);
    if (hp <= threshold)
      throw new RuleInputError('rules.input.out-of-range', {
        field: 'hp',
        min: threshold + 1,
        max: input['max-hp'],
        actual: hp,
      });
  }
}

/** `damage --hp H --max M --part AMOUNT:TYPE [...]`: an alias of `calc damage-application`'s damage mode. */
export const damageCommand: CliCommand = aliasCommand('damage', KIND, {
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
    const parts = partsParam(parsed);
    requireFlags(parsed.flags, damageCommand.flags, ['hp', 'max']);
    const input = readCalculatorInput(KIND, {
      mode: 'damage',
      parts,
      ...registryParams(parsed.flags, damageCommand.flags),
    });
    checkTargetState(parsed, input, ruleset);
    const output = computeCalculator(KIND, input);
    if (output.mode !== 'damage') throw new Error('unreachable: the damage mode answers with damage');
    const { result } = output;
    // Playtest: where the hit leaves a character at 0 HP or fewer, its death threshold decides.
    if (result.steps.some((s) => s.code === 'damage.step.dying' || s.code === 'damage.step.death-threshold'))
      requireFlags(parsed.flags, damageCommand.flags, ['con', 'level']);
    if (parsed.flags.json)
      return jsonOf(result, [
        'hp',
        'temp',
        'taken',
        'parts',
        'dead',
        'unconscious',
        'deathSaveFailures',
        'steps',
      ]);
    // Each step in words (the site's receipt texts, in the --locale language), never its key.
    const steps = result.steps.map((s, index) => [String(index + 1), cliStep(locale, s)]);
    const words = { kind: KIND, locale } as const;
    const summary = textTable(
      ['hp', 'temp', 'taken', 'dead', 'unconscious', 'deathSaveFailures'].map((name) =>
        fieldWord(words, name),
      ),
      [
        [
          String(result.hp),
          String(result.temp),
          String(result.taken),
          yesNo(locale, result.dead),
          yesNo(locale, result.unconscious),
          String(result.deathSaveFailures),
        ],
      ],
    );
    return { stdout: `${textTable(['#', fieldWord(words, 'steps')], steps)}\n\n${summary}\n` };
  },
});
