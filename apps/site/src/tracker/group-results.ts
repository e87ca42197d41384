import type { DamageType } from '@polyhedral/core';
import type { RollModeChoice } from '@polyhedral/core/calculators';
import type { Ability } from '@polyhedral/core/tables';
import {
  type AttackReceipt,
  type CheckReceipt,
  type GroupOdds,
  groupSaveOdds,
  type SaveForHalfReceipt,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { useState } from 'preact/hooks';
import { nextGroup } from './group-lines.ts';
import { orNone } from './odds-lines.ts';
import type { ReceiptLine } from './Receipt.tsx';
import { namesOf } from './receipt-lines.ts';
import type { PanelAction } from './SelectionPanel.tsx';
import type { TrackerText } from './tracker-text.ts';

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

/** Damage that landed on one creature's hit points in a receipt (0 for a skipped one). */
function landed(hitPoints: { kind: string; result?: unknown } | undefined): number {
  if (hitPoints?.kind !== 'damage') return 0;
  return (hitPoints.result as { taken: number }).taken;
}

/** How a save for half went for the group: how many saved of how many, the damage dealt in all. */
export function saveHalfDone(receipt: SaveForHalfReceipt) {
  return {
    succeeded: receipt.targets.filter((one) => one.save.saved).length,
    total: receipt.targets.length,
    damage: receipt.targets.reduce((sum, one) => sum + landed(one.hitPoints), 0),
  };
}

/** How an attack went for the group: how many were hit of how many, the damage dealt in all. */
export function attackDone(receipt: AttackReceipt) {
  if (receipt.kind === 'cannot-act') return null;
  return {
    succeeded: receipt.targets.filter((one) => one.hit).length,
    total: receipt.targets.length,
    damage: receipt.targets.reduce((sum, one) => sum + landed(one.hitPoints), 0),
  };
}

/** How ability checks went for the group: how many succeeded of how many (one that cannot act fails). */
export function checkDone(receipts: readonly CheckReceipt[]) {
  return {
    succeeded: receipts.filter((one) => one.kind === 'rolled' && one.success).length,
    total: receipts.length,
  };
}

/**
 * A group tool's state: whether it was tried (its fields show their errors then), its receipt and
 * "Repeat on the next group". `show` sets the receipt of a roll on `ids` (the group's line first
 * when there are two or more) and remembers them; `actions` are the tool's button and, after a
 * roll, one that repeats it on the next group of copies in Initiative order (group-lines.ts
 * nextGroup).
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
