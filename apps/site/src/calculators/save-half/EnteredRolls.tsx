import type { SaveHalfRoll } from '@polyhedral/core';
import type { MessageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import type { Wording } from '../shared/types.ts';
import { RollReceipt } from './RollReceipt.tsx';

/** The table's rolls entered (every d20 and the damage) and the receipt, or how many to enter. */
export function EnteredRolls(props: {
  calc: Parameters<typeof RegistryFields>[0]['calc'];
  targets: number;
  /** The damage parts' dice, in order. */
  parts: readonly string[];
  /** The bonus dice every save adds (`+1d4`), empty for none: their totals are asked for too. */
  bonusDice: string;
  /** The entered rolls resolved, with the DC, once every one reads. */
  entered: { roll: SaveHalfRoll; dc: number; expectedDamage: number | null } | null;
  t: MessageLookup['t'];
  wording: Wording;
}): JSX.Element {
  const { t, entered } = props;
  return (
    <fieldset class="calc-entered">
      <legend>{t('calc.save.entered')}</legend>
      <RegistryFields
        calc={props.calc}
        only={props.bonusDice === '' ? ['d20s', 'rolled'] : ['d20s', 'dice-totals', 'rolled']}
        labelParams={{
          d20s: { n: props.targets },
          'dice-totals': { n: props.targets, dice: props.bonusDice.replace(/-/g, '\u2212') },
          rolled: { parts: props.parts.join(' + ') },
        }}
      />
      {entered ? (
        <div data-testid="save-entered">
          <RollReceipt
            roll={entered.roll}
            dc={entered.dc}
            expectedDamage={entered.expectedDamage}
            wording={props.wording}
          />
        </div>
      ) : (
        <p class="calc-hint">
          {t('calc.save.enteredHint', { targets: props.targets, parts: props.parts.length })}
        </p>
      )}
    </fieldset>
  );
}
