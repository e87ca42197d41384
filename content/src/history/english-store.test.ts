/**
 * The stamped-English store: stamp keeps the English text it stamps against, content-addressed by
 * the hash it records, and removes texts no stamp names; a stored text whose content no longer has
 * its name's hash is ignored; and the repository's own store holds every hash its translations
 * record (so `content diff` works in a zip download of it).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture } from '../../test/support/test-support.ts';
import { runDiff } from '../cli/commands/diff.ts';
import { loadContent } from '../loader/load-content.ts';
import { stampTranslation } from '../stamp/stamp-translation.ts';
import { ENGLISH_STORE_FOLDER, readStoredEnglish, referencedHashes, storedHashes } from './english-store.ts';
import { fillEnglishStore } from './fill-english-store.ts';

const ENGLISH = 'en/playing-the-game/Dice.md';

describe('stamped-English store', () => {
  it('stamp stores the English it stamps against and prunes what no stamp names', () => {
    const root = copyFixture('valid');
    stampTranslation(loadContent({ root }), 'th', ['DiceNotation']);
    const first = loadContent({ root }).sections.get('DiceNotation')!.en!;
    expect(readStoredEnglish(root, first.hash)).toBe(first.markdown);
    // English changes; the old text stays stored while the Thai stamp names it.
    const file = path.join(root, ENGLISH);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Roll 8d6 and add them.', 'Roll 8d6 and sum them.'),
    );
    const out: string[] = [];
    runDiff(['th', 'DiceNotation'], {
      stdout: (l) => out.push(l),
      stderr: () => {},
      cwd: root,
      root,
      locale: 'en',
    });
    expect(out.join('\n')).toContain('[-add-]{+sum+}');
    // Stamped again: the old text is named by no stamp any more and is removed.
    stampTranslation(loadContent({ root }), 'th', ['DiceNotation']);
    const second = loadContent({ root }).sections.get('DiceNotation')!.en!;
    expect(storedHashes(root)).toContain(second.hash);
    expect(storedHashes(root)).not.toContain(first.hash);
    const referenced = referencedHashes(loadContent({ root }));
    expect(storedHashes(root).every((hash) => referenced.has(hash))).toBe(true);
  });

  it('ignores a stored text edited by hand (its hash no longer matches its name)', () => {
    const root = copyFixture('valid');
    stampTranslation(loadContent({ root }), 'th', ['DiceNotation']);
    const hash = loadContent({ root }).sections.get('DiceNotation')!.en!.hash;
    writeFileSync(path.join(root, ENGLISH_STORE_FOLDER, `${hash}.md`), 'tampered');
    expect(readStoredEnglish(root, hash)).toBeNull();
    expect(readStoredEnglish(root, '../../etc/x')).toBeNull();
  });

  it("the repository's store holds exactly the hashes its translations record", () => {
    const model = loadContent();
    const referenced = referencedHashes(model);
    const stored = new Set(storedHashes(model.root));
    const missing = [...referenced].filter((hash) => !stored.has(hash));
    expect(missing, 'run `pnpm content store` and commit content/stamped-english').toEqual([]);
    expect([...stored].filter((hash) => !referenced.has(hash))).toEqual([]);
    for (const hash of stored) expect(readStoredEnglish(model.root, hash), hash).not.toBeNull();
  });

  it('fillEnglishStore stores the working tree English of current stamps (no git needed)', () => {
    const root = copyFixture('valid');
    expect(existsSync(path.join(root, ENGLISH_STORE_FOLDER))).toBe(false);
    const result = fillEnglishStore(loadContent({ root }));
    // The fixture's DiceNotation stamp names a hash no English text ever had.
    expect(result.missing.map(({ id }) => id)).toEqual(['DiceNotation']);
    expect(result.stored.length).toBeGreaterThan(0);
    expect(readdirSync(path.join(root, ENGLISH_STORE_FOLDER)).length).toBe(result.stored.length);
  });
});
