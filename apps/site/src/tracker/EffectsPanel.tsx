import { addEffect, TRACKER_EFFECT_ROLLS, type TrackerEffectRoll } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CheckboxField } from '../calculators/shared/fields.tsx';
import { namesOf } from './receipt-lines.ts';
import { SavedEffects } from './SavedEffects.tsx';
import { SelectionPanel, type SelectionPanelProps } from './SelectionPanel.tsx';
import { ToolField } from './ToolFields.tsx';
import { useTypedText } from './typed-numbers.ts';
import { useCaster, useDuration } from './use-duration.tsx';

/** A custom effect for the selected creatures: dice added to or taken from their rolls (+1d4 as Bless). */
export function EffectsPanel(props: SelectionPanelProps): JSX.Element {
  const { state, selected, text } = props;
  const { t, messages } = text;
  const name = useTypedText('');
  const dice = useTypedText('+1d4');
  const [rolls, setRolls] = useState<readonly TrackerEffectRoll[]>(['attack', 'save']);
  /** The creature concentrating on the effect ('' for none): it ends when that Concentration does. */
  const { casterId, field: caster } = useCaster(state, text, 'tracker-fx-concentration');
  // Text fields only: nothing here shows an error of its own.
  const form = { tried: false, messages, locale: text.locale };
  const duration = useDuration(
    state,
    text,
    (field) => `tracker-fx-${field}`,
    state.currentId ?? state.creatures[0]?.id ?? '',
  );
  const add = () => {
    const read = duration.read();
    if (!read) return;
    props.apply(
      (s) =>
        addEffect(
          s,
          selected,
          { name: name.text, dice: dice.text, rolls, ...(casterId ? { concentrationOf: casterId } : {}) },
          read,
        ),
      'effects',
      t('tracker.undo.action.effect', {
        effect: name.text.trim() || '—',
        names: namesOf(text, state, selected),
      }),
    );
  };
  return (
    <SelectionPanel
      {...props}
      words="effects"
      testId="tracker-effects"
      actions={[{ label: t('tracker.effects.add'), onClick: add, primary: true }]}
      namesTestId="tracker-effects-selected"
    >
      <div class="calc-fields">
        <ToolField id="tracker-fx-name" label={t('tracker.effects.name')} field={name} form={form} />
        <ToolField id="tracker-fx-dice" label={t('tracker.effects.dice')} field={dice} form={form} />
        {TRACKER_EFFECT_ROLLS.map((roll) => (
          <CheckboxField
            key={roll}
            id={`tracker-fx-roll-${roll}`}
            label={t(`tracker.effects.roll.${roll}`)}
            checked={rolls.includes(roll)}
            onChange={(on) => setRolls(on ? [...rolls, roll] : rolls.filter((one) => one !== roll))}
          />
        ))}
        {caster}
        {duration.fields}
      </div>
      <SavedEffects
        text={text}
        apply={props.apply}
        current={{ name: name.text, dice: dice.text, rolls }}
        onPick={(effect) => {
          name.set(effect.name);
          dice.set(effect.dice);
          setRolls(effect.rolls);
        }}
      />
    </SelectionPanel>
  );
}
