import type { JSX } from 'preact';
import { CharacterActions } from './CharacterActions.tsx';
import { CharacterFields } from './CharacterFields.tsx';
import { CharacterSheetView } from './CharacterSheetView.tsx';
import { CharacterStatusLine } from './CharacterStatusLine.tsx';
import type { CharacterText } from './character-text.ts';
import { ProficiencyFields } from './ProficiencyFields.tsx';
import type { CharacterFormState } from './use-character-form.ts';

/** "My character": the character's fields, its sheet, and keeping it on this device. */
export function MyCharacterSection(props: { text: CharacterText; mine: CharacterFormState }): JSX.Element {
  const { text, mine } = props;
  return (
    <section aria-labelledby="character-mine">
      <h2 id="character-mine">{text.t('character.mine.title')}</h2>
      <p class="calc-hint">{text.t('character.mine.privacy')}</p>
      <CharacterFields text={text} form={mine.form} check={mine.check} setField={mine.setField} />
      <ProficiencyFields text={text} form={mine.form} setField={mine.setField} />
      <CharacterSheetView text={text} sheet={mine.sheet} character={mine.check.character} />
      <CharacterActions text={text} mine={mine} />
      <CharacterStatusLine text={text} status={mine.status} stored={mine.stored} />
    </section>
  );
}
