import { ABILITIES } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import { TextField } from '../calculators/shared/fields.tsx';
import type { CharacterForm, FormCheck } from './character-form.ts';
import type { CharacterText } from './character-text.ts';

/** The character's name, level, Armor Class, Hit Point maximum and six scores, each with its error. */
export function CharacterFields(props: {
  text: CharacterText;
  form: CharacterForm;
  check: FormCheck;
  setField: (next: Partial<CharacterForm>) => void;
}): JSX.Element {
  const { text, form, setField } = props;
  const { t, messages, abilityName } = text;
  const fieldError = (name: string) => props.check.fields[name];
  return (
    <>
      <div class="calc-fields">
        <div class="calc-field calc-field--wide">
          <label for="character-name">{t('character.field.name')}</label>
          <input
            id="character-name"
            type="text"
            autoComplete="off"
            maxLength={60}
            value={form.name}
            onInput={(event) => setField({ name: (event.target as HTMLInputElement).value })}
          />
        </div>
        <TextField
          id="character-level"
          label={t('character.field.level')}
          messages={messages}
          locale={text.locale}
          value={form.level}
          result={fieldError('level')}
          onInput={(level) => setField({ level })}
        />
        <TextField
          id="character-ac"
          label={t('character.field.armorClass')}
          messages={messages}
          locale={text.locale}
          value={form.armorClass}
          result={fieldError('armorClass')}
          onInput={(armorClass) => setField({ armorClass })}
        />
        <TextField
          id="character-max-hp"
          label={t('character.field.maxHp')}
          messages={messages}
          locale={text.locale}
          value={form.maxHp}
          result={fieldError('maxHp')}
          onInput={(maxHp) => setField({ maxHp })}
        />
      </div>
      <div class="calc-fields character-scores">
        {ABILITIES.map((ability) => (
          <TextField
            key={ability}
            id={`character-score-${ability}`}
            label={abilityName(ability)}
            messages={messages}
            locale={text.locale}
            value={form.scores[ability]}
            result={fieldError(ability)}
            onInput={(value) => setField({ scores: { ...form.scores, [ability]: value } })}
          />
        ))}
      </div>
    </>
  );
}
