/**
 * Issue 48, where maintainers really are: a reader's bundle made by the site's code
 * (buildReaderHandback over reviewSectionData, the starting point siteStartingPoint gives in a
 * clone with real commits) is applied by the real `pnpm content import` entry (src/cli/main.ts,
 * run in the clone): exactly the corrected section's text and the approved section's review mark
 * (with the reader's name and date) change, the corrected one stays a draft. In a second clone
 * where the corrected section changed after the site's commit, it is a conflict named by its rule
 * ID (the maintainer's text stays, the reader's is printed for a merge) and the approved one
 * still applies. An approval of a section `content check` finds an error in is not applied.
 * siteStartingPoint is also right in a depth-1 clone and a `git archive` copy, and says nothing
 * (null) where the text is not the commit's.
 * The three clone tests share one clone, put back to its first commit before each (`git reset
 * --hard`, `git clean`); the first runs the real entry in a child process, the other two (what
 * they prove is the import's, not the entry's) call the CLI in this process (captureCli).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  captureCliAsync,
  cloneFixture,
  contentCliBundle,
  fullClone,
  maintainerOf,
  TEST_MAINTAINER,
} from '../../test/support/test-support.ts';
import { siteStartingPoint } from '../handback/site-starting-point.ts';
import { REPO_ROOT } from '../loader/content-root.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel } from '../model/types.ts';
import { reviewIndex } from '../review/page/review-index.ts';
import { reviewSectionData } from '../review/page/review-section-data.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import { buildReaderHandback } from './reader-handback.ts';

const { temp, git, inGit, timeout, shallowCloneIn } = cloneFixture();

const READER = 'สมศรี มีสุข';
const TODAY = '2026-11-26';
// A sentence of prose only (no quantity word: "เพิ่ม", added, is read as a direction, quantities/).
const ADDED = 'ผู้อ่านเขียนประโยคนี้เพื่ออธิบายให้ชัดขึ้น';

/** A clone the real CLI can run in: its node_modules are this checkout's (same code, nothing installed). */
function cloneWithTools(name: string): string {
  const clone = fullClone(path.join(temp(name), 'repo'));
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(clone, 'node_modules'));
  symlinkSync(path.join(REPO_ROOT, 'content/node_modules'), path.join(clone, 'content/node_modules'));
  return clone;
}

let shared: { clone: string; base: string } | undefined;

/**
 * The file's one clone (made on first use), at its first commit with nothing else in its tree: a
 * test's commits, edits and new files are gone (the node_modules links stay).
 */
function freshClone(): string {
  if (!shared) {
    const clone = cloneWithTools('reader-import');
    shared = { clone, base: git(clone, 'rev-parse', 'HEAD').trim() };
  }
  const { clone, base } = shared;
  git(clone, 'reset', '-q', '--hard', base);
  git(clone, 'clean', '-fdq', '--exclude=node_modules');
  const links = [':!node_modules', ':!content/node_modules'];
  expect(git(clone, 'status', '--porcelain', '--untracked-files=all', '--', '.', ...links)).toBe('');
  return clone;
}

/**
 * `pnpm content import <file>` as a maintainer runs it: the clone's own CLI entry, in English
 * (bundled once from the clone's sources: contentCliBundle).
 */
function contentImport(clone: string, file: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [contentCliBundle(path.join(clone, 'content')), 'import', file],
      {
        cwd: path.join(clone, 'content'),
        encoding: 'utf8',
        env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 99) : 0,
          out: stdout,
          err: stderr,
        }),
    );
  });
}

/** Three th drafts in three files (none an intro): one to correct, one to approve, one spare. */
function threeDrafts(model: ContentModel): [string, string, string] {
  const files = new Set<string>();
  const picked: string[] = [];
  for (const entry of reviewIndex(model, 'th')) {
    const section = model.sections.get(entry.id)?.th;
    if (entry.counted !== 'draft' || !section || section.intro || files.has(section.file)) continue;
    files.add(section.file);
    picked.push(entry.id);
    if (picked.length === 3) return picked as [string, string, string];
  }
  throw new Error('fewer than three drafts in three files');
}

/** Every section's text hash and review state, by locale and ID. */
function snapshot(model: ContentModel): Map<string, string> {
  const states = new Map<string, string>();
  for (const [id, entry] of model.sections) {
    for (const [locale, section] of Object.entries(entry)) {
      if (section)
        states.set(
          `${locale}/${id}`,
          `${section.hash} ${section.review ?? '-'} ${section.reviewer?.by ?? ''}`,
        );
    }
  }
  return states;
}

function changedKeys(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => before.get(key) !== after.get(key))
    .sort();
}

/** The reader's bundle as the site makes it: one section corrected, one approved as is. */
async function readerBundle(root: string, corrected: string, approved: string): Promise<string> {
  const model = loadContent({ root });
  const startingPoint = siteStartingPoint(root);
  expect(startingPoint).toMatch(/^git:[0-9a-f]{40}$/);
  const section = (id: string, approve: boolean) => {
    const data = reviewSectionData(model, 'th', id)!;
    return {
      id,
      start: data.translation.start,
      english: data.english?.hash ?? null,
      // Added to the last block (a new block would not line up with the English: an alignment error).
      markdown: approve ? data.translation.markdown : `${data.translation.markdown.trimEnd()} ${ADDED}`,
      approved: approve,
    };
  };
  const bundle = await buildReaderHandback({
    locale: 'th',
    startingPoint: startingPoint!,
    reviewer: READER,
    date: TODAY,
    exported: `${TODAY}T09:30:00.000Z`,
    sections: [section(corrected, false), section(approved, true)],
  });
  const file = path.join(root, '..', '..', 'reader-th.json');
  writeFileSync(file, `${JSON.stringify(bundle, null, 2)}\n`);
  return file;
}

describe.runIf(inGit)("a reader's hand-back from the site, imported by a maintainer", () => {
  it(
    'applies the corrected text as a draft; the approval is a suggestion the maintainer accepts in one step',
    async () => {
      const clone = freshClone();
      const root = path.join(clone, 'content');
      expect(siteStartingPoint(root)).toBe(`git:${git(clone, 'rev-parse', 'HEAD').trim()}`);
      const before = loadContent({ root });
      const [corrected, approved] = threeDrafts(before);
      const file = await readerBundle(root, corrected, approved);
      const result = await contentImport(clone, file);
      // A reader's approval is a typed name: it grants no review (exit 1), it waits in the queue.
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        new RegExp(`not credited as reviewed: [^\\n]*\\(${approved}\\): the approval by ${READER}`),
      );
      expect(result.out).toContain('2 suggestions queued for the maintainer');
      const after = loadContent({ root });
      // git: exactly the corrected section's file, and the queue.
      expect(git(clone, 'diff', '--name-only').trim().split('\n')).toEqual([
        `content/${before.sections.get(corrected)!.th!.file}`,
      ]);
      expect(git(clone, 'status', '--porcelain', '--', 'content/suggestions').trim()).toBe(
        '?? content/suggestions/',
      );
      expect(changedKeys(snapshot(before), snapshot(after))).toEqual([`th/${corrected}`]);
      const text = after.sections.get(corrected)!.th!;
      expect(text.markdown.endsWith(ADDED)).toBe(true);
      expect(text.review).toBe('draft');
      expect(after.sections.get(approved)!.th!.review).toBe('draft');
      // The maintainer lists the queue (with the correction's words) and accepts the approval.
      const listed = await captureCliAsync(root, 'suggestions', 'th');
      expect(listed.out).toContain(`(${approved})`);
      expect(listed.out).toContain(`(${corrected})`);
      expect(listed.out).toContain('is not signed');
      expect(listed.out).toContain('2 suggestions pending');
      // Without the maintainer's key the approval is not accepted (nothing unsigned is written);
      // the entry stays queued.
      delete process.env.POLYHEDRAL_MAINTAINER_KEY;
      const unsigned = await captureCliAsync(root, 'suggestions', 'accept', 'th', approved);
      expect(unsigned.code).toBe(1);
      expect(unsigned.err).toContain('POLYHEDRAL_MAINTAINER_KEY');
      expect(existsSync(path.join(root, 'approvals'))).toBe(false);
      expect((await captureCliAsync(root, 'suggestions', 'th')).out).toContain('2 suggestions pending');
      await maintainerOf(root);
      const accepted = await captureCliAsync(root, 'suggestions', 'accept', 'th', approved, corrected);
      expect(accepted.err).toBe('');
      expect(accepted.code).toBe(0);
      const confirmed = loadContent({ root });
      // The maintainer's acceptance on the reader's behalf: recorded and shown as such, not a review.
      expect(confirmed.sections.get(approved)!.th!.review).toBe('accepted');
      expect(confirmed.sections.get(approved)!.th!.reviewer).toMatchObject({
        kind: 'maintainer-acceptance',
        by: READER,
        on: utcToday(),
        reason: 'unsigned',
        acceptedBy: TEST_MAINTAINER,
      });
      expect(confirmed.sections.get(corrected)!.th!.review).toBe('draft');
      expect((await captureCliAsync(root, 'suggestions', 'th')).out).toContain('0 suggestions pending');
    },
    timeout,
  );

  it(
    'names a section changed since the site commit as a conflict and loses nothing',
    async () => {
      const clone = freshClone();
      const root = path.join(clone, 'content');
      const [corrected, approved] = threeDrafts(loadContent({ root }));
      const file = await readerBundle(root, corrected, approved);
      // Meanwhile a maintainer changes the corrected section and commits.
      const section = loadContent({ root }).sections.get(corrected)!.th!;
      const maintainers = 'ผู้ดูแลแก้ย่อหน้านี้ไปแล้ว';
      const onDisk = path.join(root, section.file);
      writeFileSync(
        onDisk,
        readFileSync(onDisk, 'utf8').replace(
          section.markdown,
          `${section.markdown.trimEnd()} ${maintainers}`,
        ),
      );
      git(clone, 'commit', '-qam', `th: ${corrected}`);
      const before = loadContent({ root });
      const result = await captureCliAsync(root, 'import', file);
      expect(result.code).toBe(1);
      expect(result.err).toContain(corrected);
      expect(result.err).toMatch(/conflict/i);
      // The reader's words are shown for the merge (a word diff against the tree's), the bundle file
      // is left as it was; the maintainer's text stays.
      expect(result.err).toContain('เพื่ออธิบายให้ชัดขึ้น');
      expect(readFileSync(file, 'utf8')).toContain(ADDED);
      const after = loadContent({ root });
      expect(after.sections.get(corrected)!.th!.markdown).toBe(before.sections.get(corrected)!.th!.markdown);
      expect(after.sections.get(corrected)!.th!.markdown).toContain(maintainers);
      // The approval is a suggestion: nothing in the tree changed.
      expect(changedKeys(snapshot(before), snapshot(after))).toEqual([]);
      expect(after.sections.get(approved)!.th!.review).toBe('draft');
    },
    timeout,
  );

  it(
    'does not count an approval of a section content check finds an error in',
    async () => {
      const clone = freshClone();
      const root = path.join(clone, 'content');
      const [, , faulty] = threeDrafts(loadContent({ root }));
      // The site was built from a commit where this draft writes a rendering the glossary rejects.
      const section = loadContent({ root }).sections.get(faulty)!.th!;
      const onDisk = path.join(root, section.file);
      writeFileSync(
        onDisk,
        readFileSync(onDisk, 'utf8').replace(section.markdown, `${section.markdown}\n\nโจมตีระยะประชิด`),
      );
      git(clone, 'commit', '-qam', `th: ${faulty}`);
      const model = loadContent({ root });
      const data = reviewSectionData(model, 'th', faulty)!;
      const bundle = await buildReaderHandback({
        locale: 'th',
        startingPoint: siteStartingPoint(root)!,
        reviewer: READER,
        date: TODAY,
        exported: `${TODAY}T09:30:00.000Z`,
        sections: [
          {
            id: faulty,
            start: data.translation.start,
            english: data.english!.hash,
            markdown: data.translation.markdown,
            approved: true,
          },
        ],
      });
      const file = path.join(clone, '..', 'reader-gate.json');
      writeFileSync(file, JSON.stringify(bundle));
      const result = await captureCliAsync(root, 'import', file);
      expect(result.code).not.toBe(0);
      expect(result.err).toContain(faulty);
      // The section is left out, named with content check's finding; nothing is queued for it.
      expect(result.err).toContain('qa-term-avoided');
      expect((await captureCliAsync(root, 'suggestions', 'th')).out).toContain('0 suggestions pending');
      expect(loadContent({ root }).sections.get(faulty)!.th!.review).toBe('draft');
      expect(git(clone, 'status', '--porcelain', '--', 'content/th').trim()).toBe('');
    },
    timeout,
  );

  it(
    'knows the site commit in a depth-1 clone and a git archive copy, and nothing in a changed copy',
    () => {
      const shallow = shallowCloneIn('reader-shallow');
      const head = git(shallow, 'rev-parse', 'HEAD').trim();
      expect(git(shallow, 'rev-parse', '--is-shallow-repository').trim()).toBe('true');
      expect(siteStartingPoint(path.join(shallow, 'content'))).toBe(`git:${head}`);
      // An edited content file: the site would show text no commit has.
      const file = path.join(
        shallow,
        'content',
        loadContent({ root: path.join(shallow, 'content') }).files[0]!.file,
      );
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n`);
      expect(siteStartingPoint(path.join(shallow, 'content'))).toBeNull();

      // The zip download: `git archive` of the commit (export-subst fills content/.archive-commit).
      const into = temp('reader-archive');
      const tar = execFileSync('git', ['archive', '--format=tar', 'HEAD', 'content'], {
        cwd: shallow,
        maxBuffer: 1 << 30,
      });
      execFileSync('tar', ['-x', '-C', into], { input: tar });
      const zip = path.join(into, 'content');
      expect(siteStartingPoint(zip)).toBe(`git:${head}`);
      // A file changed after the archive was made.
      const later = path.join(zip, loadContent({ root: zip }).files[0]!.file);
      const future = new Date(Date.now() + 60_000);
      utimesSync(later, future, future);
      expect(siteStartingPoint(zip)).toBeNull();
    },
    timeout,
  );
});
