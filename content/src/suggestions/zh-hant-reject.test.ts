/**
 * A zh-hant correction made over the machine conversion can be rejected back to the conversion
 * (issue 72), in a maintainer's clone with real commits: the import adopts the converted section
 * with the reader's sentence, the queue's entry starts from the conversion (its diff is the
 * reader's sentence alone), and `suggestions reject` drops the hand-written section: the section
 * is the conversion again (`convertedFrom: zh`), and the tree is the commit before the import,
 * byte for byte (the file the import made is gone; a file that holds another hand-written section
 * keeps it, untouched).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureCliAsync, cloneFixture } from '../../test/support/test-support.ts';
import { withDerivedLocales } from '../derive/derive-locales.ts';
import { convertedText, saveDerivedSection } from '../derive/save-derived-section.ts';
import { HANDBACK_FORMAT, HANDBACK_VERSION, type HandbackBundle } from '../handback/handback-bundle.ts';
import { loadContent } from '../loader/load-content.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { readSuggestions } from './suggestion-queue.ts';

const { git, inGit, timeout, fullCloneIn, temp } = cloneFixture();

const FILE = 'content/zh-hant/playing-the-game/D20Tests.md';
const ID = 'SavingThrows';
const OTHER = 'AbilityChecks';
const ADDED = '臺灣讀者補充的一句。';

/** A zh-hant reader's bundle: the converted section with one sentence added. */
function bundleFile(root: string, folder: string): string {
  const model = loadContent({ root });
  const generated = convertedText(model, 'zh-hant', ID)!;
  const bundle: HandbackBundle = {
    format: HANDBACK_FORMAT,
    version: HANDBACK_VERSION,
    locale: 'zh-hant',
    exported: '2026-11-27T09:00:00.000Z',
    startingPoint: 'recorded:test',
    sender: 'Mei Lin',
    sections: [
      {
        id: ID,
        start: sectionTextHash(generated),
        english: model.sections.get(ID)!.en!.hash,
        markdown: `${generated}${ADDED}`,
        converted: true,
        review: null,
      },
    ],
  };
  const file = path.join(folder, 'hant-correction.json');
  writeFileSync(file, JSON.stringify(bundle));
  return file;
}

/** Everything in the clone against `commit`, untracked files included (empty: the same tree). */
/** The tree's changes since `commit`, the kept rejections aside (suggestions/<locale>.rejected.json). */
function changesSince(clone: string, commit: string): string {
  git(clone, 'add', '-A');
  return git(
    clone,
    'diff',
    '--cached',
    '--stat',
    commit,
    '--',
    '.',
    ':(exclude)content/suggestions/*.rejected.json',
  ).trim();
}

/** `content import` of the reviewer's zh-hant bundle into the tree at `root`. */
const importHantBundle = (root: string) =>
  captureCliAsync(root, 'import', bundleFile(root, temp('hant-bundle')), '--into', 'zh-hant');

describe('rejecting a zh-hant correction made over the conversion', () => {
  it.skipIf(!inGit)(
    'drops the hand-written section: the conversion shows again, the tree is the commit before the import',
    async () => {
      const clone = fullCloneIn('hant-reject');
      const root = path.join(clone, 'content');
      const base = git(clone, 'rev-parse', 'HEAD').trim();
      const imported = await importHantBundle(root);
      expect(imported.err).toBe('');
      expect(imported.code).toBe(0);
      expect(git(clone, 'status', '--porcelain', '--untracked-files=all').trim().split('\n')).toEqual([
        '?? content/suggestions/zh-hant.json',
        `?? ${FILE}`,
      ]);
      git(clone, 'add', '-A');
      git(clone, 'commit', '-q', '-m', 'zh-hant: import Mei Lin');
      // The entry starts from the conversion: its diff is the reader's sentence, nothing else.
      const queue = readSuggestions(root, 'zh-hant');
      if (!queue.ok) throw new Error('unreadable');
      expect(queue.suggestions).toHaveLength(1);
      expect(queue.suggestions[0]).toMatchObject({ id: ID, converted: true, sender: 'Mei Lin' });
      expect(queue.suggestions[0]!.before).toBe(convertedText(loadContent({ root }), 'zh-hant', ID));
      const listed = await captureCliAsync(root, 'suggestions', 'zh-hant');
      expect(listed.out).toContain(`${ADDED}+}`);
      expect(listed.out.match(/\{\+|\[-/g)).toHaveLength(1);

      const rejected = await captureCliAsync(root, 'suggestions', 'reject', 'zh-hant', ID);
      expect(rejected.err).toBe('');
      expect(rejected.code).toBe(0);
      expect(rejected.out.trim()).toBe(
        `rejected: ${ID} is the machine conversion from Simplified Chinese again (the hand-written text is gone)`,
      );
      expect(changesSince(clone, base)).toBe('');
      const model = loadContent({ root });
      expect(model.sections.get(ID)!['zh-hant']).toBeUndefined();
      expect(withDerivedLocales(model).sections.get(ID)!['zh-hant']).toMatchObject({
        convertedFrom: 'zh',
        markdown: convertedText(model, 'zh-hant', ID),
      });
    },
    timeout,
  );

  it.skipIf(!inGit)(
    'a page file holding another hand-written section keeps it, byte for byte; a second reject changes nothing',
    async () => {
      const clone = fullCloneIn('hant-reject-kept');
      const root = path.join(clone, 'content');
      // A reviewer adopted another section of the page before: the file is in the history.
      const model = loadContent({ root });
      const other = convertedText(model, 'zh-hant', OTHER)!;
      const adopted = saveDerivedSection(model, 'zh-hant', OTHER, `${other}臺灣審校。`, {
        base: sectionTextHash(other),
      });
      expect(adopted).toMatchObject({ ok: true });
      git(clone, 'add', '-A');
      git(clone, 'commit', '-q', '-m', 'zh-hant: AbilityChecks by hand');
      const base = git(clone, 'rev-parse', 'HEAD').trim();
      const imported = await importHantBundle(root);
      expect(imported.code).toBe(0);
      expect(git(clone, 'status', '--porcelain').trimEnd().split('\n')).toEqual([
        ` M ${FILE}`,
        '?? content/suggestions/',
      ]);
      const rejected = await captureCliAsync(root, 'suggestions', 'reject', 'zh-hant', ID);
      expect(rejected.code).toBe(0);
      expect(changesSince(clone, base)).toBe('');
      const again = await captureCliAsync(root, 'suggestions', 'reject', 'zh-hant', ID);
      expect(again.code).toBe(2);
      expect(changesSince(clone, base)).toBe('');
    },
    timeout,
  );
});
