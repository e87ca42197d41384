import type { SaveHalfRoll } from '@polyhedral/core';
import {
  describeStep,
  formatInteger,
  formatNumber,
  formatSigned,
  messageLookup,
} from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { termKey } from '../shared/term-key.ts';
import type { Wording } from '../shared/types.ts';

/** The receipt of one resolution: the damage rolled once, then each target's d20, save or fail, and steps. */
export function RollReceipt(props: {
  roll: SaveHalfRoll;
  dc: number;
  /** The group's average damage before the roll (two targets or more: the receipt sums the roll beside it). */
  expectedDamage: number | null;
  wording: Wording;
}): JSX.Element {
  const { roll } = props;
  const { locale, messages } = props.wording;
  const { t } = messageLookup(messages, locale);
  const n = (v: number) => formatInteger(locale, v);
  const signed = (v: number) => formatSigned(locale, v);
  // Bonus dice written with the minus sign (U+2212), as the receipt's other numbers.
  const minus = (dice: string) => dice.replace(/-/g, '\u2212');
  // A condition's Resistance step names it ("Resistance: Petrified") with the glossary's name.
  const nameOf = (termId: string) => messages[termKey(termId)];
  return (
    <div class="calc-roll" role="status" data-testid="save-receipt">
      <p>
        <strong>{t('calc.save.rolledOnce', { total: n(roll.rolled) })}</strong>
      </p>
      <ul class="calc-steps">
        {roll.parts.map((part, i) => (
          <li key={i}>
            {t('calc.save.rolledPart', {
              dice: part.detail,
              type: t(`calc.damageType.${part.type}`),
              total: n(part.rolled),
            })}
          </li>
        ))}
      </ul>
      <ol class="calc-receipt-targets">
        {roll.targets.map((target, i) => (
          <li key={i} data-testid="save-receipt-target">
            <p>
              {t(target.saved ? 'calc.save.receiptSaved' : 'calc.save.receiptFailed', {
                n: i + 1,
                d20: target.d20.map(n).join(' / '),
                total: n(target.total),
                dc: n(props.dc),
              })}
            </p>
            <ul class="calc-steps">
              {target.bonusDice ? (
                <li data-testid="save-receipt-dice">
                  {target.bonusDice.typed
                    ? t('calc.save.receiptDiceTyped', {
                        dice: minus(target.bonusDice.dice),
                        total: signed(target.bonusDice.total),
                      })
                    : t('calc.save.receiptDice', {
                        dice: minus(target.bonusDice.dice),
                        faces: target.bonusDice.faces.map(signed).join(' '),
                      })}
                </li>
              ) : null}
              {target.parts.flatMap((part, p) =>
                part.steps.map((step, s) => (
                  <li key={`${p}-${s}`}>{describeStep(step, messages, locale, nameOf)}</li>
                )),
              )}
            </ul>
            <p>
              <strong>{t('calc.save.receiptTaken', { n: i + 1, damage: n(target.taken) })}</strong>
            </p>
          </li>
        ))}
      </ol>
      {roll.targets.length > 1 && props.expectedDamage !== null ? (
        <p data-testid="save-receipt-group">
          <strong>
            {t('calc.save.receiptGroup', {
              saved: n(roll.targets.filter((target) => target.saved).length),
              total: n(roll.targets.length),
              damage: n(roll.targets.reduce((sum, target) => sum + target.taken, 0)),
              expected: formatNumber(locale, props.expectedDamage, { maximumFractionDigits: 2 }),
            })}
          </strong>
        </p>
      ) : null}
    </div>
  );
}
