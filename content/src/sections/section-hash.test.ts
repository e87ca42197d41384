import { describe, expect, it } from 'vitest';
import { normalizeForHash, sectionHash } from './section-hash.ts';

describe('sectionHash', () => {
  it('is the first 12 hex characters of sha256 over whitespace-normalized text', () => {
    // sha256("# Dice The rules use dice such as 1d20.") computed independently with `sha256sum`.
    expect(sectionHash('# Dice\nThe rules use dice such as 1d20.')).toBe('e1a7bdf7c43a');
    expect(sectionHash('# Dice\nThe rules use dice such as 1d20.')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('ignores whitespace changes but not word changes', () => {
    expect(sectionHash('  # Dice\n\n\nThe  rules\tuse dice such as 1d20.\n')).toBe(
      sectionHash('# Dice\nThe rules use dice such as 1d20.'),
    );
    expect(sectionHash('# Dice\nThe rules use dice such as 1d12.')).not.toBe(
      sectionHash('# Dice\nThe rules use dice such as 1d20.'),
    );
    expect(normalizeForHash(' a \n\n b ')).toBe('a b');
  });

  it('hashes the NFC form: a decomposed (NFD) save of the same English text keeps the hash', () => {
    const composed = '## Café Rules {#Cafe}\nÉpée, naïve, ệ.';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(sectionHash(decomposed)).toBe(sectionHash(composed));
    // Text already in NFC (all of content/ today) keeps the hash recorded before NFC was applied.
    expect(sectionHash('# Dice\nThe rules use dice such as 1d20.')).toBe('e1a7bdf7c43a');
  });
});
