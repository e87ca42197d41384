import { type Character, checkCharacter } from '@polyhedral/core/character';
import { useEffect, useState } from 'preact/hooks';
import { deviceStorage } from './device-storage.ts';

/** The one module that reads and writes "My character" (this device's localStorage, never a URL). */
export const CHARACTER_STORAGE_KEY = 'polyhedral.character';
const CHANGED = 'polyhedral:character-changed';

/** Set on `<html>` while a character is kept on this device: the calculators hold its row's place. */
export const CHARACTER_FLAG = 'data-my-character';

/**
 * The head's inline script (in the CSP): sets CHARACTER_FLAG before the body paints, so the "use my
 * character" row has its space from the first paint and nothing moves on hydration.
 */
export const CHARACTER_FLAG_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(
  CHARACTER_STORAGE_KEY,
)}))document.documentElement.setAttribute(${JSON.stringify(CHARACTER_FLAG)},'')}catch(e){}`;

/** A character for the row's placeholder before one is read: same fields, out of sight. */
export const PLACEHOLDER_CHARACTER: Character = {
  name: '',
  level: 1,
  scores: { strength: 10, dexterity: 10, constitution: 10, intelligence: 10, wisdom: 10, charisma: 10 },
  saves: [],
  skills: [],
  armorClass: 10,
  maxHp: 1,
};

function flag(on: boolean): void {
  if (typeof document === 'undefined') return;
  if (on) document.documentElement.setAttribute(CHARACTER_FLAG, '');
  else document.documentElement.removeAttribute(CHARACTER_FLAG);
}

/** The stored character, or null (none, unreadable, or refused by the core's check). */
export function loadCharacter(): Character | null {
  const text = deviceStorage()?.getItem(CHARACTER_STORAGE_KEY);
  if (!text) return null;
  try {
    return checkCharacter(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Keeps the character on this device (checked by the core first; throws its typed error). */
export function saveCharacter(character: Character): void {
  const checked = checkCharacter(character);
  deviceStorage()?.setItem(CHARACTER_STORAGE_KEY, JSON.stringify(checked));
  flag(true);
  window.dispatchEvent(new Event(CHANGED));
}

/** Forgets the character on this device. */
export function forgetCharacter(): void {
  deviceStorage()?.removeItem(CHARACTER_STORAGE_KEY);
  flag(false);
  window.dispatchEvent(new Event(CHANGED));
}

/** The stored character, kept current when it changes on this page or in another tab. */
export function useMyCharacter(): Character | null {
  const [character, setCharacter] = useState<Character | null>(null);
  useEffect(() => {
    const update = () => setCharacter(loadCharacter());
    update();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CHARACTER_STORAGE_KEY) update();
    };
    window.addEventListener(CHANGED, update);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CHANGED, update);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return character;
}
