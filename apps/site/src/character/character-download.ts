import type { Character } from '@polyhedral/core/character';

/** The file's name: the character's name (or "character") with the characters file systems refuse replaced. */
export function characterFileName(character: Character): string {
  return `${(character.name || 'character').replace(/[\\/:*?"<>|]+/g, '_')}.json`;
}
