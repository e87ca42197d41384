import { type Character, characterFileText } from '@polyhedral/core/character';
import { downloadJson } from '../browser/download-json.ts';

/** The file's name: the character's name (or "character") with the characters file systems refuse replaced. */
export function characterFileName(character: Character): string {
  return `${(character.name || 'character').replace(/[\\/:*?"<>|]+/g, '_')}.json`;
}

/** Downloads the character as its JSON file (the core's characterFileText). */
export function downloadCharacterFile(character: Character): void {
  downloadJson(characterFileText(character), characterFileName(character));
}
