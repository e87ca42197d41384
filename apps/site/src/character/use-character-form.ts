import { type Character, characterFileText, readCharacterFile } from '@polyhedral/core/character';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { downloadJson } from '../browser/download-json.ts';
import { errorResultOf } from '../calculators/shared/error-result.ts';
import { forgetCharacter, loadCharacter, saveCharacter } from '../calculators/shared/my-character.ts';
import { characterFileName } from './character-download.ts';
import { type CharacterForm, checkForm, EMPTY_FORM, type FormCheck, formOf } from './character-form.ts';
import type { CharacterStatus, SheetResult } from './character-page-types.ts';
import { sheetResult } from './character-results.ts';

/** The character being edited, the one kept on this device, and the actions between them. */
export interface CharacterFormState {
  form: CharacterForm;
  check: FormCheck;
  sheet: SheetResult;
  stored: Character | null;
  status: CharacterStatus;
  /** Changes some of the form's fields (and clears the status line's last action). */
  setField: (next: Partial<CharacterForm>) => void;
  save: () => void;
  exportFile: () => void;
  importFile: (file: File | undefined) => Promise<void>;
  forget: () => void;
}

/** The form starts from the character kept on this device, if any (read after hydration). */
export function useCharacterForm(): CharacterFormState {
  const [form, setForm] = useState<CharacterForm>(EMPTY_FORM);
  const [stored, setStored] = useState<Character | null>(null);
  const [status, setStatus] = useState<CharacterStatus>(null);
  useEffect(() => {
    const character = loadCharacter();
    setStored(character);
    if (character) setForm(formOf(character));
  }, []);

  const check = checkForm(form);
  const sheet = useMemo(() => sheetResult(check.character), [JSON.stringify(check.character)]);

  return {
    form,
    check,
    sheet,
    stored,
    status,
    setField: (next) => {
      setStatus(null);
      setForm({ ...form, ...next });
    },
    save: () => {
      if (!check.character) return;
      try {
        saveCharacter(check.character);
        setStored(check.character);
        setStatus({ kind: 'saved' });
      } catch (error) {
        setStatus({ kind: 'error', error: errorResultOf(error) });
      }
    },
    exportFile: () => {
      if (check.character)
        downloadJson(characterFileText(check.character), characterFileName(check.character));
    },
    importFile: async (file) => {
      if (!file) return;
      try {
        const character = readCharacterFile(await file.text());
        setForm(formOf(character));
        saveCharacter(character);
        setStored(character);
        setStatus({ kind: 'imported' });
      } catch (error) {
        setStatus({ kind: 'error', error: errorResultOf(error) });
      }
    },
    forget: () => {
      forgetCharacter();
      setStored(null);
      setForm(EMPTY_FORM);
      setStatus({ kind: 'forgotten' });
    },
  };
}
