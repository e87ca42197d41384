import type { HitPointReceipt, TrackerState } from '@polyhedral/core';
import type { ReceiptLine } from './Receipt.tsx';
import type { TrackerText } from './tracker-text.ts';

/** The name a receipt shows for a creature (it may have left the tracker since). */
export function nameOf(state: TrackerState, id: string): string {
  return state.creatures.find((one) => one.id === id)?.name ?? id;
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
      case 'damage':
        return {
          key,
          text: t('tracker.receipt.damage', {
            name,
            taken: n(receipt.result.taken),
            hp: n(receipt.result.hp),
          }),
          steps: receipt.result.steps.map((step) => t(step.code, step.params)),
        };
      case 'heal':
        return {
          key,
          text: t('tracker.receipt.heal', {
            name,
            regained: n(receipt.result.regained),
            hp: n(receipt.result.hp),
          }),
          steps: receipt.result.steps.map((step) => t(step.code, step.params)),
        };
      case 'temp':
        return { key, text: t('tracker.receipt.temp', { name, temp: n(receipt.temp) }), steps: [] };
      default:
        return { key, text: t('tracker.receipt.dead', { name }), steps: [] };
    }
  });
}
