import type {
  HitPointReceipt,
  HitPointRoll,
  InitiativeLine,
  LeftOut,
  SaveForHalfReceipt,
  TrackerState,
} from '@polyhedral/core/tracker';
import type { ReceiptLine } from './Receipt.tsx';
import { d20Text, fractionValue, termsText } from './save-lines.ts';
import type { TrackerText } from './tracker-text.ts';

/*
 * Every receipt the tracker shows, built from the core's results: the outcome line, then each
 * step (the core's damage and healing steps through the same describeStep as the calculators and
 * the CLI), every word and number in the reader's language.
 */

/** The name a receipt shows for a creature (it may have left the tracker since). */
export function nameOf(state: TrackerState, id: string): string {
  return state.creatures.find((one) => one.id === id)?.name ?? id;
}

/** The creatures' names as one list the reader's way ("A, B and C"): whom a tool acts on. */
export function namesOf(
  text: Pick<TrackerText, 'list'>,
  state: TrackerState,
  ids: readonly string[],
): string {
  return text.list(ids.map((id) => nameOf(state, id)));
}

/** Who the core left out of a group's roll and why ("Goblin 5 (dead (0 Hit Points))"), in words. */
export function leftOutText(text: TrackerText, state: TrackerState, leftOut: readonly LeftOut[]): string {
  return text.t('tracker.group.leftOut', {
    list: text.list(
      leftOut.map((one) =>
        text.t('tracker.group.leftOutOne', {
          name: nameOf(state, one.creatureId),
          reason: text.cause(one.cause),
        }),
      ),
    ),
  });
}

/** The receipt's line naming who was left out of the roll (none: no line). */
export function leftOutLines(
  text: TrackerText,
  state: TrackerState,
  leftOut: readonly LeftOut[],
): ReceiptLine[] {
  return leftOut.length === 0
    ? []
    : [{ key: 'left-out', text: leftOutText(text, state, leftOut), steps: [] }];
}

/** Receipt lines for hit point changes: the outcome, and each core step in the reader's language. */
export function hitPointLines(
  text: TrackerText,
  state: TrackerState,
  receipts: readonly HitPointReceipt[],
): ReceiptLine[] {
  const { t, n } = text;
  return receipts.map((receipt) => {
    const name = nameOf(state, receipt.creatureId);
    const key = receipt.creatureId;
    switch (receipt.kind) {
      case 'damage': {
        const line = t('tracker.receipt.damage', {
          name,
          taken: n(receipt.result.taken),
          hp: n(receipt.result.hp),
        });
        // The Concentration save this hit made owed, on the hit's own line (the prompt stays in view).
        const owed = receipt.owed;
        return {
          key,
          text: owed
            ? t('tracker.concentration.owedInReceipt', {
                line,
                dc: n(owed.dc),
                percent: text.percent(fractionValue(owed.keep)),
                fraction: owed.keep,
              })
            : line,
          steps: receipt.result.steps.map(text.step),
        };
      }
      case 'heal':
        return {
          key,
          text: t('tracker.receipt.heal', {
            name,
            regained: n(receipt.result.regained),
            hp: n(receipt.result.hp),
          }),
          steps: receipt.result.steps.map(text.step),
        };
      case 'temp':
        return { key, text: t('tracker.receipt.temp', { name, temp: n(receipt.temp) }), steps: [] };
      default:
        return { key, text: t('tracker.receipt.dead', { name }), steps: [] };
    }
  });
}

/**
 * The damage line of a save-for-half effect, with its steps: each dice group's faces and sum, the
 * expression worked out with those sums (8d6+5: 30 + 5 = 35), and a total below 0 floored at 0.
 */
export function effectDamageLine(text: TrackerText, receipt: SaveForHalfReceipt): ReceiptLine {
  const { t, n } = text;
  const roll = receipt.roll;
  // A plain number has nothing to work out; dice show each group and the sum.
  const steps = roll.typed
    ? [t('tracker.receipt.damageTyped', { total: n(roll.dealt) })]
    : roll.dice.length === 0
      ? []
      : [
          ...roll.dice.map((group) =>
            t('tracker.receipt.diceGroup', {
              dice: group.notation,
              faces: group.values.map(n).join(' '),
              sum: n(group.subtotal),
            }),
          ),
          t('tracker.receipt.working', {
            expression: roll.expression,
            working: roll.working.replace(/-/g, '−'),
            total: roll.total < 0 ? text.signed(roll.total) : n(roll.total),
          }),
        ];
  if (roll.floored) steps.push(t('tracker.receipt.floored', { total: text.signed(roll.total) }));
  return {
    key: 'effect',
    text: t(roll.floored ? 'tracker.receipt.effectFloored' : 'tracker.receipt.effectRolled', {
      expression: roll.expression,
      total: n(roll.dealt),
    }),
    steps,
    open: true,
  };
}

/** A save-for-half receipt: the damage rolled once, then each target's save and what landed. */
export function saveHalfLines(
  text: TrackerText,
  state: TrackerState,
  receipt: SaveForHalfReceipt,
  dc: number,
): ReceiptLine[] {
  const { t, n } = text;
  const hp = hitPointLines(
    text,
    state,
    receipt.targets.map((target) => target.hitPoints),
  );
  const saves = receipt.targets.map((target) => {
    const params = {
      name: nameOf(state, target.creatureId),
      d20: d20Text(text, { faces: target.save.d20, kept: target.save.kept }),
      how: t(target.typed ? 'tracker.receipt.typed' : 'tracker.receipt.rolledDie'),
      // Every term of the total: the bonus and what the conditions add (Exhaustion), so the line
      // adds up (14 + 2 − 4 + 2 = 14, never 14 + 2 + 2 = 14).
      bonus: termsText(text, { bonus: target.bonus, modifier: target.modifier }),
      total: n(target.save.total),
      dc: n(dc),
      // An automatic failure says so on the line, with its reason (not only in the folded steps).
      outcome: target.save.autoFail
        ? t('tracker.receipt.autoFailed', { reason: text.cause(target.save.autoFail) })
        : t(target.save.saved ? 'tracker.receipt.saved' : 'tracker.receipt.failed'),
    };
    const dice = target.bonusDice;
    return {
      key: `save-${target.creatureId}`,
      text: dice
        ? t('tracker.receipt.saveWithDice', { ...params, dice: text.plusMinus(dice.total) })
        : t('tracker.receipt.save', params),
      steps: [
        // Why the save went as it did: conditions, Exhaustion, full damage on an automatic failure.
        ...target.save.causes.map((cause) => text.cause(cause)),
        ...(dice
          ? [
              t('tracker.receipt.bonusDice', {
                dice: dice.dice.replace(/-/g, '−'),
                faces: dice.faces.map((face) => text.signed(face)).join(' '),
              }),
            ]
          : []),
        ...target.save.parts.flatMap((part) => part.steps.map(text.step)),
      ],
      open: dice !== undefined || target.save.causes.length > 0,
    };
  });
  return [
    ...leftOutLines(text, state, receipt.leftOut),
    effectDamageLine(text, receipt),
    ...saves.flatMap((line, index) => [line, hp[index]!]),
  ];
}

/** Each copy's hit points as rolled or typed: "Goblin 1: 2d6, dice 3 5: 8 Hit Points; Goblin 2: 7 Hit Points (typed)". */
export function hitPointRollsLine(
  text: TrackerText,
  state: TrackerState,
  rolls: readonly HitPointRoll[],
): string {
  const { t, n } = text;
  return rolls
    .map((roll) => {
      const name = nameOf(state, roll.creatureId);
      if (roll.typed) return t('tracker.add.hpTypedLine', { name, hp: n(roll.maxHp) });
      return t(roll.total < roll.maxHp ? 'tracker.add.hpFlooredLine' : 'tracker.add.hpRolledLine', {
        name,
        dice: roll.dice,
        faces: roll.faces.map(n).join(' '),
        total: roll.total < 0 ? text.signed(roll.total) : n(roll.total),
        hp: n(roll.maxHp),
      });
    })
    .join('; ');
}

/** One Initiative line: "Goblin 1: rolled 10 + 3 = 13" (a shared group roll is the same roll), or the count typed since. */
export function initiativeLine(text: TrackerText, state: TrackerState, kept: InitiativeLine): string {
  const { t, n } = text;
  if ('typed' in kept)
    return t('tracker.receipt.named', {
      name: nameOf(state, kept.creatureId),
      line: t('tracker.initiative.typed', { total: n(kept.typed) }),
    });
  const roll = kept;
  // Every term of the sum: the bonus, what conditions add (Exhaustion 2: − 4) and the effects'
  // dice, so the line adds up ("8 + 4 − 4 = 8", not "8 + 0 = 8").
  const d20 = d20Text(text, { faces: roll.d20, kept: roll.kept });
  const line = t('tracker.receipt.named', {
    name: nameOf(state, roll.creatureId),
    line: t('tracker.initiative.rolled', { d20, bonus: termsText(text, roll), total: n(roll.total) }),
  });
  // Why (Invisible: Advantage; Exhaustion 2: −4), as the calculators word it, and, for a member of a
  // group sharing one roll, whether it took the group's roll or rolled apart (its conditions differ).
  const why = [
    ...(roll.group
      ? [t(roll.group === 'shared' ? 'tracker.initiative.groupShared' : 'tracker.initiative.groupSplit')]
      : []),
    ...(roll.causes ?? []).map((cause) => text.cause(cause)),
  ];
  return why.length === 0
    ? line
    : t('tracker.receipt.why', { line, why: why.join(t('tracker.receipt.whySeparator')) });
}
