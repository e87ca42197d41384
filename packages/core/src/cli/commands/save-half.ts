import { cryptoRandom, seededRandom } from '@polyhedral/dice';
import { SAVE_HALF_DAMAGE_TYPES } from '../../calculators/kinds/save-half.ts';
import { computeCalculator } from '../../calculators/kinds.ts';
import { rollSaveHalfTargets } from '../../rules/save-half-targets.ts';
import { requireOption } from '../../validate.ts';
import { registryParams, requireFlags } from '../alias.ts';
import { integerFlag, positionalArgs, stringFlag } from '../args.ts';
import { readCalculatorInput, reasonText } from '../calculator-commands.ts';
import type { CliCommand, ParsedArgs } from '../command.ts';
import { cliCause, cliStep } from '../messages.ts';
import { json, percent, textTable } from '../output.ts';
import { aliasCommand } from '../param-spellings.ts';
import { cliWord, codeWord, fieldWord } from '../result-rows.ts';

const KIND = 'save-half';

/** The save-half parameters its options stand for (untyped `--damage` parts take `--type`). */
function saveHalfParams(parsed: ParsedArgs): Record<string, string> {
  const type = requireOption('type', stringFlag(parsed.flags, 'type') ?? 'fire', SAVE_HALF_DAMAGE_TYPES);
  const damage = (parsed.lists.damage ?? [])
    .flatMap((text) => text.split(';'))
    .map((part) => (part.includes(':') || part.trim() === '' ? part : `${part}:${type}`));
  return {
    ...registryParams(parsed.flags, saveHalfCommand.flags),
    damage: damage.join(';'),
    targets: (parsed.lists.target ?? []).join(';'),
  };
}

/** What `calc save-half` answers, as far as the alias's published JSON reads it. */
interface SaveHalfAnswer<Taken, Cause, Chance> {
  rolled: { mean: number };
  group: {
    counts: readonly Chance[];
    allFail: Chance;
    atLeastOne: Chance;
    expectedDamage: number;
  };
  targets: readonly {
    saveSuccess: number;
    expectedDamage: number;
    taken: { min: number; max: number; outcomes: Taken };
    causes: readonly Cause[];
  }[];
}

/** The alias's published JSON (README "CLI"): each target's damage taken flattened to min, max, outcomes. */
export function saveHalfJson<Taken, Cause, Chance>(answer: SaveHalfAnswer<Taken, Cause, Chance>) {
  return {
    rolledMean: answer.rolled.mean,
    // The targets as a group: each count's exact chance (index = how many succeed), all fail, at least one.
    group: {
      counts: answer.group.counts.map(String),
      allFail: String(answer.group.allFail),
      atLeastOne: String(answer.group.atLeastOne),
      expectedDamage: answer.group.expectedDamage,
    },
    targets: answer.targets.map((t) => ({
      saveSuccess: t.saveSuccess,
      expectedDamage: t.expectedDamage,
      min: t.taken.min,
      max: t.taken.max,
      outcomes: t.taken.outcomes,
      causes: t.causes,
    })),
  };
}

/** `save-half --damage 8d6 --dc 15 --target … [--roll]`: an alias of `calc save-half` (ruleId HalfDamage). */
export const saveHalfCommand: CliCommand = aliasCommand('save-half', KIND, {
  examples: [
    'save-half --damage 8d6 --dc 15 --target "save=+2,resist=fire" --target "save=+5,adv" --json',
    'save-half --damage 2d6:slashing --damage 1d6:fire --dc 13 --target save=+0,resist=fire',
    'save-half --damage 8d6 --dc 15 --target save=+2 --target save=+0,immune=fire --roll --seed 9',
  ],
  run(parsed, ruleset, locale) {
    positionalArgs(parsed, []);
    requireFlags(parsed.flags, saveHalfCommand.flags, ['damage', 'target', 'dc']);
    const input = readCalculatorInput(KIND, saveHalfParams(parsed));
    const seed = integerFlag(parsed.flags, 'seed');

    if (parsed.flags.roll) {
      const effect = { damage: input.damage, dc: input.dc, targets: input.targets, ability: input.ability };
      const roll = rollSaveHalfTargets(
        effect,
        seed === undefined ? cryptoRandom : seededRandom(seed),
        ruleset,
      );
      if (parsed.flags.json) return json(roll);
      const words = { kind: KIND, locale } as const;
      const parts = roll.parts
        .map((p) => `${p.detail} (${codeWord(words, 'type', p.type)}) = ${p.rolled}`)
        .join('\n');
      const rows = roll.targets.map((t, i) => [
        String(i + 1),
        t.d20.join('/'),
        String(t.total),
        cliWord(locale, t.saved ? 'save.saved' : 'save.failed'),
        [
          ...t.causes.map((c) => cliCause(locale, c)),
          ...t.parts.flatMap((p) => p.steps.map((s) => cliStep(locale, s))),
        ].join('; '),
        String(t.taken),
      ]);
      const headers = [
        fieldWord(words, 'targets'),
        'd20',
        cliWord(locale, 'total'),
        fieldWord(words, 'result'),
        fieldWord(words, 'steps'),
        fieldWord(words, 'taken'),
      ];
      return {
        stdout: `${fieldWord(words, 'rolled')} ${roll.rolled}\n${parts}\n\n${textTable(headers, rows)}\n`,
      };
    }
    const result = computeCalculator(KIND, input);
    if (parsed.flags.json) return json(saveHalfJson(result));
    const rows = result.targets.map((t, i) => [
      String(i + 1),
      percent(t.saveSuccess),
      t.expectedDamage.toFixed(2),
      `${t.taken.min}-${t.taken.max}`,
    ]);
    const words = { kind: KIND, locale } as const;
    const headers = [
      fieldWord(words, 'targets'),
      fieldWord(words, 'saveSuccess'),
      fieldWord(words, 'expectedDamage'),
      cliWord(locale, 'range'),
    ];
    const group = [
      `${fieldWord(words, 'allFail')}: ${percent(result.group.allFail.toNumber())} (${result.group.allFail})`,
      `${fieldWord(words, 'atLeastOne')}: ${percent(result.group.atLeastOne.toNumber())}`,
      `${fieldWord(words, 'expectedDamage', 'group')}: ${result.group.expectedDamage.toFixed(2)}`,
      `${fieldWord(words, 'counts')}: ${result.group.counts.map((one, k) => `${k} ${percent(one.toNumber())}`).join(' · ')}`,
    ].map((line) => `${line}\n`);
    return { stdout: `${textTable(headers, rows)}\n${group.join('')}${reasonText(locale, result)}` };
  },
});
