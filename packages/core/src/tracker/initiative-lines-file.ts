import { isConditionCauseCode } from '../conditions/cause-codes.ts';
import { RuleInputError } from '../errors.ts';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { keptD20 } from '../rules/d20-test.ts';
import { requireDistinct, requireInteger, requireOption } from '../validate.ts';
import { CONTROL } from './tracker-creatures.ts';
import { array, bool, onlyKnown, record, text } from './tracker-file-fields.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import type { InitiativeLine, InitiativeRoll } from './tracker-types.ts';

/*
 * A saved tracker's Initiative lines (initiative-lines.ts), read as every other field: each
 * refusal a RuleInputError naming the field, each line naming a creature of the tracker.
 */

const ROLL_FIELDS = [
  'creatureId',
  'd20',
  'kept',
  'total',
  'bonus',
  'mode',
  'modifier',
  'causes',
  'dice',
  'group',
] as const;

/** A stored reason's parameters: how many, and how long a text one (a name of 40 visible characters with its marks). */
const CAUSE_PARAMS = { count: 8, length: 200 } as const;

/**
 * A stored reason: its code one of the core's (CONDITION_CAUSE_CODES, not a prefix alone), else
 * `rules.tracker.unknown-cause` with the code and where it stands (`initiativeLines[2].causes[0]`).
 */
function readCause(value: unknown, where: string): InitiativeRoll['causes'][number] {
  const input = record('cause', value, ['code', 'params']);
  const code = text('cause.code', input.code);
  if (!isConditionCauseCode(code))
    // Shown in the refusal: a code is printable ASCII, so anything else (a direction mark that would
    // turn the message around, a control character) shows as "?".
    throw new RuleInputError('rules.tracker.unknown-cause', {
      code: code.replace(/[^\x20-\x7e]/gu, '?'),
      where,
    });
  const params = record('cause.params', input.params);
  // What a reason shows (a condition, a custom effect's name, a signed amount): a few short values,
  // no control characters or direction marks (a name typed at the table has none), finite numbers.
  requireInteger('cause.params.length', Object.keys(params).length, 0, CAUSE_PARAMS.count);
  for (const one of Object.values(params)) {
    const shown =
      typeof one === 'string'
        ? one.length <= CAUSE_PARAMS.length && !CONTROL.test(one)
        : typeof one === 'number' && Number.isFinite(one);
    if (!shown) throw new RuleInputError('rules.input.missing', { field: 'cause.params' });
  }
  return { code, params: params as Record<string, string | number> };
}

function readDice(value: unknown): NonNullable<InitiativeRoll['dice']> {
  const input = record('dice', value, ['dice', 'faces', 'total', 'typed']);
  const bound = D20_LIMITS.bonus.max;
  return {
    dice: text('dice.dice', input.dice),
    faces: array('dice.faces', input.faces, 100).map((face) =>
      requireInteger('dice.faces', face, -bound, bound),
    ),
    total: requireInteger('dice.total', input.total, -bound, bound),
    ...(input.typed === undefined ? {} : { typed: bool('dice.typed', input.typed) }),
  };
}

function readLine(value: unknown, ids: readonly string[], at: number): InitiativeLine {
  const input = record('initiativeLines', value);
  const { min, max } = TRACKER_LIMITS.initiative;
  const creatureId = requireOption('initiativeLines.creatureId', input.creatureId, ids);
  if (input.typed !== undefined) {
    onlyKnown(input, ['creatureId', 'typed']);
    return { creatureId, typed: requireInteger('initiativeLines.typed', input.typed, min, max) };
  }
  onlyKnown(input, ROLL_FIELDS);
  const d20 = array('d20', input.d20, 2).map((face) => requireInteger('d20', face, 1, 20));
  if (d20.length === 0) throw new RuleInputError('rules.input.missing', { field: 'd20' });
  const { min: low, max: high } = D20_LIMITS.bonus;
  const mode = requireOption('mode', input.mode, ['normal', 'advantage', 'disadvantage'] as const);
  // One d20 for a normal roll, two with Advantage or Disadvantage.
  if (d20.length !== (mode === 'normal' ? 1 : 2))
    throw new RuleInputError('rules.input.missing', { field: 'd20' });
  const kept = requireInteger('kept', input.kept, 1, 20);
  // The kept die and the total are recomputed as the roll made them (initiative.ts), never taken
  // from the file: a line cannot say "d20 3 + 2 = 23".
  if (kept !== keptD20(d20[0]!, d20[1], mode))
    throw new RuleInputError('rules.input.missing', { field: 'kept' });
  const bonus = requireInteger('bonus', input.bonus, low, high);
  const modifier = requireInteger('modifier', input.modifier, low, high);
  const dice = input.dice === undefined ? undefined : readDice(input.dice);
  const total = requireInteger('total', input.total, min, max);
  const sum = kept + bonus + modifier + (dice?.total ?? 0);
  if (total !== Math.min(max, Math.max(min, sum)))
    throw new RuleInputError('rules.input.missing', { field: 'total' });
  return {
    creatureId,
    d20,
    kept,
    total,
    bonus,
    mode,
    modifier,
    causes: array('causes', input.causes, 50).map((cause, index) =>
      readCause(cause, `initiativeLines[${at}].causes[${index}]`),
    ),
    ...(dice ? { dice } : {}),
    ...(input.group === undefined
      ? {}
      : { group: requireOption('group', input.group, ['shared', 'split'] as const) }),
  };
}

/** Reads a saved tracker's Initiative lines (absent in older files: none), each naming a creature of it. */
export function readInitiativeLines(
  value: unknown,
  ids: readonly string[],
): readonly InitiativeLine[] | undefined {
  if (value === undefined) return undefined;
  const lines = array('initiativeLines', value, TRACKER_LIMITS.creatures).map((one, at) =>
    readLine(one, ids, at),
  );
  // One line a creature, as the tracker keeps them.
  requireDistinct('initiativeLines', lines, (line) => line.creatureId);
  return lines;
}
