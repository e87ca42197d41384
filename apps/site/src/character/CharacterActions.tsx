import type { JSX } from 'preact';
import { FileImportButton } from '../calculators/shared/FileImportButton.tsx';
import type { CharacterText } from './character-text.ts';
import type { CharacterFormState } from './use-character-form.ts';

/** Save on this device, export, import and forget. */
export function CharacterActions(props: { text: CharacterText; mine: CharacterFormState }): JSX.Element {
  const { t } = props.text;
  const { check, stored, save, exportFile, importFile, forget } = props.mine;
  return (
    <div class="calc-actions character-actions">
      <button
        type="button"
        class="calc-button calc-button--primary"
        disabled={!check.character}
        onClick={save}
        data-testid="character-save"
      >
        {t('character.action.save')}
      </button>
      <button type="button" class="calc-button" disabled={!check.character} onClick={exportFile}>
        {t('character.action.export')}
      </button>
      <FileImportButton
        label={t('character.action.import')}
        className="character-import"
        testId="character-import"
        onFile={importFile}
      />
      <button
        type="button"
        class="calc-button"
        disabled={!stored}
        onClick={forget}
        data-testid="character-forget"
      >
        {t('character.action.forget')}
      </button>
    </div>
  );
}
