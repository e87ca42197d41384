import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import { isStale } from '../resolve/is-stale.ts';
import { copyFixture } from '../test-support.ts';
import { setTranslationHashes, stampTranslation } from './stamp-translation.ts';

describe('setTranslationHashes', () => {
  it('updates and appends entries, quoting hashes, leaving other lines alone', () => {
    const yaml =
      'id: Dice\ntranslation:\n  Dice: "aaaaaaaaaaaa"\n  Other: bbbbbbbbbbbb\n\nsource: srd-5.2-th\n';
    expect(
      setTranslationHashes(
        yaml,
        new Map([
          ['Dice', '111111111111'],
          ['New', '416754e10253'],
        ]),
      ),
    ).toBe(
      'id: Dice\ntranslation:\n  Dice: "111111111111"\n  Other: "bbbbbbbbbbbb"\n  New: "416754e10253"\n\nsource: srd-5.2-th\n',
    );
  });

  it('adds a block when there is none (and replaces an empty inline map)', () => {
    expect(setTranslationHashes('id: X\n', new Map([['X', '0123456789ab']]))).toBe(
      'id: X\ntranslation:\n  X: "0123456789ab"\n',
    );
    expect(setTranslationHashes('translation: {}\nid: X\n', new Map([['X', '0123456789ab']]))).toBe(
      'translation:\n  X: "0123456789ab"\nid: X\n',
    );
  });
});

describe('stampTranslation', () => {
  it('marks sections current and changes nothing but the translation block', () => {
    const root = copyFixture('valid');
    const file = path.join(root, 'th/playing-the-game/Dice.md');
    const before = readFileSync(file, 'utf8');
    const model = loadContent({ root });
    expect(isStale(model, 'th', 'DiceNotation')).toBe(true);
    const result = stampTranslation(model, 'th', ['DiceNotation', 'D20Tests', 'PlayerorDM', 'Nope']);
    expect(result).toEqual({
      stamped: { 'th/playing-the-game/Dice.md': ['DiceNotation', 'D20Tests'] },
      unknown: ['PlayerorDM', 'Nope'],
    });
    const after = readFileSync(file, 'utf8');
    const english = loadContent({ root }).sections;
    expect(after).toBe(
      before.replace(
        'translation:\n  Dice: "e1a7bdf7c43a"\n  DiceNotation: "000000000000"\n',
        `translation:\n  Dice: "e1a7bdf7c43a"\n  DiceNotation: "${english.get('DiceNotation')!.en!.hash}"\n  D20Tests: "${english.get('D20Tests')!.en!.hash}"\n`,
      ),
    );
    const reloaded = loadContent({ root });
    expect(isStale(reloaded, 'th', 'DiceNotation')).toBe(false);
    expect(isStale(reloaded, 'th', 'D20Tests')).toBe(false);
    expect(reloaded.diagnostics).toEqual([]);
  });

  it('--all stamps every translated section of the locale', () => {
    const root = copyFixture('valid');
    const result = stampTranslation(loadContent({ root }), 'zh', 'all');
    expect(result).toEqual({ stamped: { 'zh/playing-the-game/Combat.md': ['Combat'] }, unknown: [] });
    expect(isStale(loadContent({ root }), 'zh', 'Combat')).toBe(false);
  });
});
