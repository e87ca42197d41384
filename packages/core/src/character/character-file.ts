import { RuleInputError } from '../errors.ts';
import { CHARACTER_FILE } from './character-limits.ts';
import type { Character } from './character-types.ts';
import { checkCharacter } from './check-character.ts';

/** The JSON text of an exported character: `{ format, version, character }`. */
export function characterFileText(character: Character): string {
  return `${JSON.stringify({ ...CHARACTER_FILE, character: checkCharacter(character) }, null, 2)}\n`;
}

/**
 * Reads an exported character file: JSON (else `rules.character.not-json`) of a known version (else
 * `rules.character.wrong-format`), checked by `checkCharacter`. Nothing of a refused file is kept.
 */
export function readCharacterFile(text: string): Character {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RuleInputError('rules.character.not-json', {});
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new RuleInputError('rules.character.wrong-format', {});
  }
  const file = data as Record<string, unknown>;
  if (file.format !== CHARACTER_FILE.format || file.version !== CHARACTER_FILE.version) {
    throw new RuleInputError('rules.character.wrong-format', {});
  }
  return checkCharacter(file.character);
}
