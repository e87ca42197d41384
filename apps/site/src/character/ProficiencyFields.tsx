import { ABILITIES, SKILLS, type Skill } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import { CheckboxField } from '../calculators/shared/fields.tsx';
import { type CharacterForm, toggled } from './character-form.ts';
import type { CharacterText } from './character-text.ts';

/** The saving throws and skills the character is proficient in, one checkbox each. */
export function ProficiencyFields(props: {
  text: CharacterText;
  form: CharacterForm;
  setField: (next: Partial<CharacterForm>) => void;
}): JSX.Element {
  const { text, form, setField } = props;
  const { t, abilityName } = text;
  return (
    <>
      <fieldset class="character-checks">
        <legend>{t('character.field.saves')}</legend>
        {ABILITIES.map((ability) => (
          <CheckboxField
            key={ability}
            id={`character-save-${ability}`}
            label={abilityName(ability)}
            checked={form.saves.includes(ability)}
            onChange={(on) => setField({ saves: toggled(form.saves, ability, on) })}
          />
        ))}
      </fieldset>
      <fieldset class="character-checks">
        <legend>{t('character.field.skills')}</legend>
        {SKILLS.map(([skill]) => (
          <CheckboxField
            key={skill}
            id={`character-skill-${skill}`}
            label={t(`table.skill.${skill}`)}
            checked={form.skills.includes(skill)}
            onChange={(on) => setField({ skills: toggled<Skill>(form.skills, skill, on) })}
          />
        ))}
      </fieldset>
    </>
  );
}
