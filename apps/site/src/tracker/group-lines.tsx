import type { DamageType } from '@polyhedral/core';
import type { RollModeChoice } from '@polyhedral/core/calculators';
import type { ConditionedD20Test } from '@polyhedral/core/conditions';
import type { Ability } from '@polyhedral/core/tables';
import {
  type AttackReceipt,
  type CheckReceipt,
  type GroupOdds,
  groupSaveOdds,
  type SaveForHalfReceipt,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { ReceiptLine } from './Receipt.tsx';
import { leftOutText, namesOf } from './receipt-lines.ts';
import type { TrackerText } from './tracker-text.ts';

/** What the group's roll is: a save (for half or not), an attack against each, an ability check each. */
export type GroupKind = 'save' | 'attack' | 'check';

/** An expected amount as the reader's numbers, to one decimal (never rounded to a whole number). */
function expectedText(text: TrackerText, value: number): string {
  return new Intl.NumberFormat(text.locale === 'zh-hant' ? 'zh-TW' : text.locale, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(value);
}

/**
 * The group's odds before the roll in words, from the core's exact group (groupSaveOdds,
 * groupAttackOdds, groupCheckOdds): the chance all fail and at least one succeeds, each count's
 * chance, and the expected total damage when there is damage. No arithmetic here but formatting.
 */
export function groupOddsLines(text: TrackerText, odds: GroupOdds, kind: GroupKind): string[] {
  const { t, n } = text;
  const head = t(`tracker.group.${kind}`, {
    allFail: text.percent(odds.allFail.toNumber()),
    allFailFraction: odds.allFail.toString(),
    atLeastOne: text.percent(odds.atLeastOne.toNumber()),
  });
  const list = odds.counts
    .map((chance, count) =>
      t('tracker.group.count', { count: n(count), percent: text.percent(chance.toNumber()) }),
    )
    .join(' · ');
  const counts = t(`tracker.group.counts.${kind}`, { list });
  const damage =
    odds.expectedDamage === undefined
      ? []
      : [t('tracker.group.expectedDamage', { amount: expectedText(text, odds.expectedDamage) })];
  return [head, counts, ...damage];
}

/** The group's odds before the roll (two or more selected), under a heading that says how many. */
export function GroupOddsView(props: {
  odds: GroupOdds | null;
  kind: GroupKind;
  text: TrackerText;
  state: TrackerState;
  testId: string;
}): JSX.Element | null {
  const { odds, text } = props;
  if (!odds || odds.members.length + odds.leftOut.length < 2) return null;
  return (
    <section class="tracker-group" data-testid={props.testId} aria-live="polite">
      <h3>{text.t('tracker.group.title', { count: text.n(odds.members.length) })}</h3>
      {odds.leftOut.length > 0 ? (
        <p data-testid={`${props.testId}-left-out`}>{leftOutText(text, props.state, odds.leftOut)}</p>
      ) : null}
      {odds.members.length > 0 && !odds.cannotAct
        ? groupOddsLines(text, odds, props.kind).map((line) => <p key={line}>{line}</p>)
        : null}
    </section>
  );
}

/** The group's receipt line: how many succeeded, the damage dealt in all, and what was expected. */
export function groupReceiptLine(
  text: TrackerText,
  kind: GroupKind,
  done: { succeeded: number; total: number; damage?: number },
  odds: GroupOdds | null,
): string {
  const { t, n } = text;
  const expected =
    kind === 'check' || odds?.expectedDamage === undefined
      ? odds
        ? expectedText(text, odds.expected.toNumber())
        : '—'
      : expectedText(text, odds.expectedDamage);
  return t(`tracker.group.receipt.${kind}`, {
    count: n(done.succeeded),
    total: n(done.total),
    damage: n(done.damage ?? 0),
    expected,
  });
}

/** The living copies of the next group ("4 × Goblin") after the last one acted on, in Initiative order. */
export function nextGroup(state: TrackerState, acted: readonly string[]): string[] {
  const groups: string[] = [];
  for (const creature of state.creatures) {
    const id = creature.group?.id;
    if (id && !groups.includes(id)) groups.push(id);
  }
  const last = [...state.creatures].reverse().find((one) => acted.includes(one.id))?.group?.id;
  if (!last) return [];
  const after = groups.slice(groups.indexOf(last) + 1);
  for (const group of after) {
    const members = state.creatures
      .filter((one) => one.group?.id === group && !one.dead)
      .map((one) => one.id);
    if (members.length > 0 && !members.some((id) => acted.includes(id))) return members;
  }
  return [];
}

/*
 * Odds before the roll in the attack and check tabs (the core's attackOddsFor / checkOddsFor, the
 * same one function the D20 Test calculator uses): each target's or roller's exact chance, and
 * every reason (Disadvantage: Poisoned), or that no roll can be made.
 */

/** One line of odds: "Goblin 1: hits 55.00% (11/20), Critical Hit 5.00% (1/20) (Disadvantage: Poisoned)". */
export function oddsLine(
  text: TrackerText,
  name: string,
  odds: ConditionedD20Test,
  kind: 'attack' | 'check',
): string {
  const { t } = text;
  const cannotAct = odds.conditions.cannotAct;
  if (cannotAct) return t('tracker.odds.cannotAct', { name, reason: text.cause(cannotAct) });
  const params = {
    name,
    percent: text.percent(odds.success),
    fraction: odds.exact.success.toString(),
    critPercent: text.percent(odds.critical),
    critFraction: odds.exact.critical.toString(),
  };
  const line = t(kind === 'attack' ? 'tracker.attack.odds' : 'tracker.check.odds', params);
  const causes = odds.conditions.causes;
  return causes.length === 0 ? line : `${line} · ${causes.map((cause) => text.cause(cause)).join(' · ')}`;
}

/** The core's odds (a roll's, a group's), or none while the inputs do not read yet (the core refused them). */
export function orNone<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

/** The save-for-half tab's group before the roll: its damage as typed (a number the table rolled, or dice). */
export function saveHalfGroup(
  state: TrackerState,
  input: {
    ids: readonly string[];
    ability: Ability;
    dc: number | null;
    dice: string;
    rolled: number | null;
    type: DamageType;
    modes: Readonly<Record<string, RollModeChoice>>;
  },
): GroupOdds | null {
  const { dc } = input;
  if (input.ids.length < 2 || dc === null) return null;
  const dice = input.rolled === null ? input.dice : String(input.rolled);
  return orNone(() =>
    groupSaveOdds(state, {
      ids: input.ids,
      ability: input.ability,
      dc,
      damage: { dice, type: input.type },
      modes: input.modes,
    }),
  );
}

/** How a group's roll went: how many succeeded of how many, the damage that landed in all. */
function doneOf<T extends { hitPoints?: { kind: string; result?: unknown } | undefined }>(
  targets: readonly T[],
  succeeded: (one: T) => boolean,
) {
  const landed = (one: T) =>
    one.hitPoints?.kind === 'damage' ? (one.hitPoints.result as { taken: number }).taken : 0;
  return {
    succeeded: targets.filter(succeeded).length,
    total: targets.length,
    damage: targets.reduce((sum, one) => sum + landed(one), 0),
  };
}

/** How a save for half went for the group: how many saved, the damage dealt in all. */
export const saveHalfDone = (receipt: SaveForHalfReceipt) => doneOf(receipt.targets, (one) => one.save.saved);

/** How an attack went for the group: how many were hit, the damage dealt in all (none: it could not act). */
export const attackDone = (receipt: AttackReceipt) =>
  receipt.kind === 'cannot-act' ? null : doneOf(receipt.targets, (one) => one.hit);

/** How ability checks went for the group: how many succeeded of how many (one that cannot act fails; one left out is not counted). */
export function checkDone(receipts: readonly CheckReceipt[]) {
  return {
    succeeded: receipts.filter((one) => one.kind === 'rolled' && one.success).length,
    total: receipts.filter((one) => one.kind !== 'left-out').length,
  };
}

/** One button of a tool; each needs a selected creature to act on. */
export interface PanelAction {
  label: string;
  onClick: () => void;
  /** The tool's main action (one per tool). */
  primary?: boolean;
  /** It acts on creatures of its own (repeat on the next group): enabled with none selected. */
  ownTargets?: boolean;
}

/**
 * A group tool's state. `show` sets a roll's receipt on `ids` (the group's line first when two or
 * more); after a roll, `actions` add one that repeats it on the next group of copies (nextGroup).
 */
export function useGroupTool(state: TrackerState, text: TrackerText) {
  const [tried, setTried] = useState(false);
  const [acted, setActed] = useState<readonly string[]>([]);
  const [lines, setLines] = useState<ReceiptLine[]>([]);
  const next = acted.length > 0 ? nextGroup(state, acted) : [];
  const show = (ids: readonly string[], group: string | null, each: readonly ReceiptLine[]) => {
    setLines([
      ...(group !== null && ids.length > 1 ? [{ key: 'group', text: group, steps: [] }] : []),
      ...each,
    ]);
    setActed(ids);
  };
  const actions = (label: string, run: (ids?: readonly string[]) => void): PanelAction[] => [
    { label, onClick: () => run(), primary: true },
    ...(next.length === 0
      ? []
      : [
          {
            label: text.t('tracker.group.repeat', { names: namesOf(text, state, next) }),
            onClick: () => run(next),
            ownTargets: true,
          },
        ]),
  ];
  return {
    tried,
    setTried,
    form: { tried, messages: text.messages, locale: text.locale },
    lines,
    show,
    actions,
  };
}
