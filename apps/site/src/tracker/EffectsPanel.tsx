import {
  addEffect,
  TRACKER_EFFECT_ROLLS,
  type TrackerEffectRoll,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CheckboxField, TextField } from '../calculators/shared/fields.tsx';
import { NoticeLine } from './NoticeLine.tsx';
import { nameOf } from './receipt-lines.ts';
import type { TrackerText } from './tracker-text.ts';
import { useDuration } from './use-duration.tsx';
import type { Apply, Notice } from './use-tracker.ts';

/**
 * A custom effect for the selected creatures: a name, dice added to or taken from their rolls
 * (+1d4 as Bless, −1d4 as Bane), which rolls, and a duration as a condition's. Saving throws in
 * the save-for-half tool then count the dice in their exact odds and roll them in the receipt.
 */
export function EffectsPanel(props: {
  state: TrackerState;
  selected: readonly string[];
  text: TrackerText;
  apply: Apply;
  notice: Notice | null;
}): JSX.Element {
  const { state, selected, text } = props;
  const { t, messages } = text;
  const [name, setName] = useState('');
  const [dice, setDice] = useState('+1d4');
  const [rolls, setRolls] = useState<readonly TrackerEffectRoll[]>(['attack', 'save']);
  const duration = useDuration(
    state,
    text,
    (field) => `tracker-fx-${field}`,
    state.currentId ?? state.creatures[0]?.id ?? '',
  );
  const add = () => {
    const read = duration.read();
    if (!read) return;
    props.apply((s) => addEffect(s, selected, { name, dice, rolls }, read), 'effects');
  };
  return (
    <section class="tracker-panel" aria-label={t('tracker.effects.title')} data-testid="tracker-effects">
      <p class="calc-hint">{t('tracker.effects.intro')}</p>
      <p data-testid="tracker-effects-selected">
        {selected.length === 0
          ? t('tracker.hp.noneSelected')
          : t('tracker.hp.selected', { names: text.list(selected.map((id) => nameOf(state, id))) })}
      </p>
      <div class="calc-fields">
        <TextField
          id="tracker-fx-name"
          label={t('tracker.effects.name')}
          messages={messages}
          value={name}
          inputMode="text"
          onInput={setName}
        />
        <TextField
          id="tracker-fx-dice"
          label={t('tracker.effects.dice')}
          messages={messages}
          value={dice}
          inputMode="text"
          onInput={setDice}
        />
        {TRACKER_EFFECT_ROLLS.map((roll) => (
          <CheckboxField
            key={roll}
            id={`tracker-fx-roll-${roll}`}
            label={t(`tracker.effects.roll.${roll}`)}
            messages={messages}
            checked={rolls.includes(roll)}
            onChange={(on) => setRolls(on ? [...rolls, roll] : rolls.filter((one) => one !== roll))}
          />
        ))}
        {duration.fields}
      </div>
      <div class="tracker-buttons">
        <button
          type="button"
          class="calc-button calc-button--primary"
          disabled={selected.length === 0}
          onClick={add}
        >
          {t('tracker.effects.add')}
        </button>
      </div>
      <NoticeLine notice={props.notice} />
    </section>
  );
}
