import { ABILITIES } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import { TextField } from '../calculators/shared/fields.tsx';
import type { CharacterForm, FormCheck } from './character-form.ts';
import type { CharacterText } from './character-text.ts';

/** The fields typed as whole numbers, each with the end of its element ID. */
const NUMBER_FIELDS = [
  ['level', 'level'],
  ['armorClass', 'ac'],
  ['maxHp', 'max-hp'],
] as const;

/** The character's name, level, Armor Class, Hit Point maximum and six scores, each with its error. */
export function CharacterFields(props: {
  text: CharacterText;
  form: CharacterForm;
  check: FormCheck;
  setField: (next: Partial<CharacterForm>) => void;
}): JSX.Element {
  const { text, form, setField } = props;
  const { t, abilityName } = text;
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
        {NUMBER_FIELDS.map(([field, id]) => (
          <TextField
            key={field}
            id={`character-${id}`}
            label={t(`character.field.${field}`)}
            wording={text}
            value={form[field]}
            result={fieldError(field)}
            onInput={(value) => setField({ [field]: value })}
          />
        ))}
      </div>
      <div class="calc-fields character-scores">
        {ABILITIES.map((ability) => (
          <TextField
            key={ability}
            id={`character-score-${ability}`}
            label={abilityName(ability)}
            wording={text}
            value={form.scores[ability]}
            result={fieldError(ability)}
            onInput={(value) => setField({ scores: { ...form.scores, [ability]: value } })}
          />
        ))}
      </div>
    </>
  );
}
