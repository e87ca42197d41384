import type { JSX } from 'preact';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { FileImportButton } from '../calculators/shared/FileImportButton.tsx';
import type { CharacterText } from './character-text.ts';
import type { CharacterFormState } from './use-character-form.ts';

/** Save on this device, export, import and forget. */
export function CharacterActions(props: { text: CharacterText; mine: CharacterFormState }): JSX.Element {
  const { t } = props.text;
  const { check, stored, save, exportFile, importFile, forget } = props.mine;
  return (
    <div class="calc-actions character-actions">
      <CalcButton
        label={t('character.action.save')}
        testId="character-save"
        disabled={!check.character}
        primary
        onClick={save}
      />
      <CalcButton label={t('character.action.export')} onClick={exportFile} disabled={!check.character} />
      <FileImportButton
        label={t('character.action.import')}
        className="character-import"
        testId="character-import"
        onFile={importFile}
      />
      <CalcButton
        label={t('character.action.forget')}
        onClick={forget}
        disabled={!stored}
        testId="character-forget"
      />
    </div>
  );
}
