/** The attack receipt's lines: loaded with the Attack tab only (AttackPanel.tsx), not at first paint. */
import type { AttackReceipt, TrackerState } from '@polyhedral/core/tracker';
import type { ReceiptLine } from './Receipt.tsx';
import { hitPointLines, leftOutLines, nameOf } from './receipt-lines.ts';
import { d20Text, diceText, termsText } from './save-lines.ts';
import type { TrackerText } from './tracker-text.ts';

/** Why the attacker could not act, or each target's roll ("15 and 4, kept 4 + 6 = 10 against AC 12"). */
export function attackLines(text: TrackerText, state: TrackerState, receipt: AttackReceipt): ReceiptLine[] {
  const { t, n } = text;
  const attacker = nameOf(state, receipt.attackerId);
  if (receipt.kind === 'cannot-act') {
    return [
      {
        key: 'cannot-act',
        text: t('tracker.attack.cannotAct', { name: attacker, reason: text.cause(receipt.cannotAct) }),
        steps: receipt.causes.map((cause) => text.cause(cause)),
        open: true,
      },
    ];
  }
  const rolls = receipt.targets.flatMap((target) => {
    const outcome = target.hit
      ? t(target.critical ? 'tracker.attack.critical' : 'tracker.attack.hit')
      : t('tracker.attack.miss');
    const dice = target.dice;
    const roll: ReceiptLine = {
      key: `attack-${target.targetId}`,
      text: t('tracker.attack.line', {
        name: attacker,
        target: nameOf(state, target.targetId),
        d20: d20Text(text, target.d20),
        terms: termsText(text, target),
        total: n(target.total),
        ac: n(target.ac),
        outcome,
      }),
      steps: [
        ...target.causes.map((cause) => text.cause(cause)),
        ...(dice ? [diceText(text, dice)] : []),
        ...target.damage.map((part) => {
          const type = text.tData(`calc.damageType.${part.type}`);
          // A plain number typed in the damage field was not rolled: said so, not as dice.
          if (part.typed || part.faces.length === 0)
            return t(part.typed ? 'tracker.attack.damageTyped' : 'tracker.attack.damageFixed', {
              amount: n(part.amount),
              type,
            });
          const faces = part.faces.map(n).join(' ');
          return t('tracker.attack.damageRolled', {
            dice: part.expression,
            faces,
            amount: n(part.amount),
            type,
          });
        }),
      ],
      open: true,
    };
    return target.hitPoints ? [roll, ...hitPointLines(text, state, [target.hitPoints])] : [roll];
  });
  return [...leftOutLines(text, state, receipt.leftOut), ...rolls];
}
