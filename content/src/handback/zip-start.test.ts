/**
 * A zip copy knows where it started (issue 45): a `git archive` of a maintainer's clone carries its
 * commit (content/.archive-commit, export-subst). A reviewer edits a section by hand before the
 * first run of the tools, marks two stale sections current and exports; the maintainer imports in
 * the clone after more commits: the hand edit applies with no conflict, the section whose English
 * is still the one stamped is current, the one whose English changed again is reported as current
 * against different English and stays stale. Export works before any other command too.
 * The two tests share one clone, put back to its first commit before each.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLONE_TEST_TIMEOUT,
  captureCli,
  captureCliAsync,
  fullClone,
  gitAsTest,
  tempFolders,
} from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel } from '../model/types.ts';
import { isStale } from '../resolve/is-stale.ts';
import { parseHandbackBundle } from './handback-bundle.ts';
import { archiveCommit, recordStartingPoint } from './starting-point.ts';

const { temp, removeAll } = tempFolders();
afterAll(removeAll, CLONE_TEST_TIMEOUT);

const ADDED_TH = 'ผู้เล่นควรบอกผู้คุมเกมเมื่อตัวละครจะพัก';

/** Three th sections with English, in three files, none an intro. */
function threeSections(model: ContentModel): [string, string, string] {
  const picked: string[] = [];
  const files = new Set<string>();
  for (const [id, entry] of model.sections) {
    const local = entry.th;
    if (!local || local.intro || !entry.en || entry.en.intro || files.has(local.file)) continue;
    if (files.has(entry.en.file)) continue;
    picked.push(id);
    files.add(local.file);
    files.add(entry.en.file);
    if (picked.length === 3) return picked as [string, string, string];
  }
  throw new Error('fewer than three sections');
}

/** Append a sentence to an English section in the clone and commit it: its translations go stale. */
function changeEnglish(clone: string, id: string, sentence: string): void {
  const english = loadContent({ root: path.join(clone, 'content') }).sections.get(id)!.en!;
  const file = path.join(clone, 'content', english.file);
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(english.markdown, `${english.markdown} ${sentence}`),
  );
  // Committed a while ago (a zip is downloaded after the commit it holds, and edited later still).
  execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-q', '-am', `en: ${id}`],
    {
      cwd: clone,
      env: {
        ...process.env,
        GIT_COMMITTER_DATE: '2026-11-20T10:00:00Z',
        GIT_AUTHOR_DATE: '2026-11-20T10:00:00Z',
      },
    },
  );
}

let shared: { clone: string; base: string } | undefined;

/** The file's one clone (made on first use), at its first commit with nothing else in its tree. */
function cloneAtStart(): string {
  if (!shared) {
    const clone = fullClone(path.join(temp('clone'), 'repo'));
    shared = { clone, base: gitAsTest(clone, 'rev-parse', 'HEAD').trim() };
  }
  const { clone, base } = shared;
  gitAsTest(clone, 'reset', '-q', '--hard', base);
  gitAsTest(clone, 'clean', '-fdqx');
  expect(gitAsTest(clone, 'status', '--porcelain', '--untracked-files=all', '--ignored')).toBe('');
  return clone;
}

/** A `git archive` of the clone's HEAD content/, as a reviewer unpacks the zip. */
function zipOf(clone: string): string {
  const into = temp('zip');
  const tar = execFileSync('git', ['archive', '--format=tar', 'HEAD', 'content'], {
    cwd: clone,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', into], { input: tar });
  return path.join(into, 'content');
}

function editByHand(root: string, id: string): string {
  const local = loadContent({ root }).sections.get(id)!.th!;
  const file = path.join(root, local.file);
  const edited = `${local.markdown} ${ADDED_TH}`;
  writeFileSync(file, readFileSync(file, 'utf8').replace(local.markdown, edited));
  return edited;
}

describe('a zip copy knows where it started', () => {
  it(
    'hand edit before the first run, Mark current on two stale sections, export, import in the clone',
    async () => {
      const clone = cloneAtStart();
      const [edited, current, moved] = threeSections(loadContent({ root: path.join(clone, 'content') }));
      changeEnglish(clone, current, 'A sentence the maintainers wrote.');
      changeEnglish(clone, moved, 'Another sentence the maintainers wrote.');
      const commit = gitAsTest(clone, 'rev-parse', 'HEAD').trim();

      const zip = zipOf(clone);
      expect(archiveCommit(zip)?.commit).toBe(commit);
      // Before any tool runs: an edit by hand.
      const text = editByHand(zip, edited);
      // The first `pnpm translate` (or review, or export) records the start; the edit is not it.
      expect(recordStartingPoint(loadContent({ root: zip }))).toBe('recorded');
      const record = JSON.parse(readFileSync(path.join(zip, '.handback-start.json'), 'utf8'));
      expect(record.commit).toBe(commit);
      expect(record.locales.th[edited].changedBeforeRecord).toBe(true);
      // Mark current on both stale sections.
      let model = loadContent({ root: zip });
      expect(isStale(model, 'th', current) && isStale(model, 'th', moved)).toBe(true);
      expect(captureCli(zip, 'stamp', 'th', current, moved).code).toBe(0);
      model = loadContent({ root: zip });
      expect(isStale(model, 'th', current) || isStale(model, 'th', moved)).toBe(false);
      const bundleFile = path.join(zip, '..', 'work.json');
      const exported = captureCli(zip, 'export', 'th', '--out', bundleFile, '--reviewer', 'นภา');
      expect(exported.err).toBe('');
      const bundle = parseHandbackBundle(readFileSync(bundleFile));
      expect(bundle.ok).toBe(true);
      if (!bundle.ok) return;
      expect(bundle.bundle.startingPoint).toBe(`git:${commit}`);
      const ids = bundle.bundle.sections.map((section) => section.id);
      expect(ids).toEqual(expect.arrayContaining([edited, current, moved]));
      // The other sections of the file edited before the first run go too (their start is unknown
      // in the copy); the import reads their start from the commit and finds them unchanged.
      const editedFile = model.sections.get(edited)!.th!.file;
      for (const id of ids.filter((candidate) => ![edited, current, moved].includes(candidate))) {
        expect(model.sections.get(id)!.th!.file).toBe(editedFile);
      }
      expect(bundle.bundle.sections.find((section) => section.id === edited)).toMatchObject({
        startUnknown: true,
        markdown: text,
      });

      // The maintainer moves on: the English of one stamped section changes again.
      changeEnglish(clone, moved, 'Yet another sentence, after the zip was made.');
      const imported = await captureCliAsync(path.join(clone, 'content'), 'import', bundleFile);
      // A bundle's Mark current is not signed: it marks nothing current, whatever English it names
      // (issue 71: an old bundle re-sent with its `stamped` set to the new English made a stale
      // section current). The maintainer stamps after comparing, or the reviewer signs.
      for (const id of [moved, current]) {
        expect(imported.err).toMatch(
          new RegExp(`not marked current: [^\\n]*\\(${id}\\): a hand-back's "mark current" is not signed`),
        );
      }
      expect(imported.err).not.toMatch(/conflict/);
      const after = loadContent({ root: path.join(clone, 'content') });
      expect(after.sections.get(edited)!.th!.markdown).toBe(text);
      expect(isStale(after, 'th', current)).toBe(true);
      expect(isStale(after, 'th', moved)).toBe(true);
      const status = JSON.parse(captureCli(path.join(clone, 'content'), 'status', '--json').out);
      expect(status.locales.th.ids.stale.sort()).toEqual([current, moved].sort());
    },
    CLONE_TEST_TIMEOUT,
  );

  it(
    'export as the very first command after a hand edit: the edit is exported and applies',
    async () => {
      const clone = cloneAtStart();
      const [edited] = threeSections(loadContent({ root: path.join(clone, 'content') }));
      const zip = zipOf(clone);
      const text = editByHand(zip, edited);
      const bundleFile = path.join(zip, '..', 'work.json');
      const exported = captureCli(zip, 'export', 'th', '--out', bundleFile);
      expect(exported.err).toBe('');
      expect(exported.out).not.toMatch(/nothing changed/i);
      const imported = await captureCliAsync(path.join(clone, 'content'), 'import', bundleFile);
      expect(imported.code).toBe(0);
      expect(loadContent({ root: path.join(clone, 'content') }).sections.get(edited)!.th!.markdown).toBe(
        text,
      );
    },
    CLONE_TEST_TIMEOUT,
  );
});
