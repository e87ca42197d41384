import { type Character, characterFileText } from '@polyhedral/core/character';

/** The file's name: the character's name (or "character") with the characters file systems refuse replaced. */
export function characterFileName(character: Character): string {
  return `${(character.name || 'character').replace(/[\\/:*?"<>|]+/g, '_')}.json`;
}

/** Downloads the character as its JSON file (the core's characterFileText). */
export function downloadCharacterFile(character: Character): void {
  const blob = new Blob([characterFileText(character)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = characterFileName(character);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
