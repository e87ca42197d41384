/**
 * A registered reviewer's flow end to end through the CLI, in Thai and in Chinese: the reviewer
 * makes a key in their zip copy (`content reviewer-key`), the maintainer registers the printed lines
 * in reviewers.yaml, the reviewer signs a draft they read (`content review --key --out`), the
 * maintainer imports the file: the section is reviewed, credited to the registered name (what the
 * attribution page shows: the section's `reviewer`), and the suggested commit names them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  archiveContent,
  CLONE_TEST_TIMEOUT,
  captureCliAsync,
  fullClone,
  gitAsTest,
  REPO_IN_GIT,
  registerReviewer,
  tempFolders,
} from '../../test/support/test-support.ts';
import { parseHandbackBundle } from '../handback/handback-bundle.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';

const { temp, removeAll } = tempFolders();
afterAll(removeAll, CLONE_TEST_TIMEOUT);
const git = gitAsTest;

function firstDraft(model: ContentModel, locale: ReaderLocale): string {
  for (const [id, entry] of model.sections) {
    if (entry[locale]?.review === 'draft' && !entry[locale]!.intro) return id;
  }
  throw new Error(`no ${locale} draft`);
}

describe.runIf(REPO_IN_GIT)("a registered reviewer's signed review, end to end", () => {
  it.each([
    ['th', 'สมชาย ใจดี'],
    ['zh', '林美'],
  ] as [ReaderLocale, string][])(
    '%s: key made, registered, approval signed, imported, credited',
    async (locale, name) => {
      const zip = archiveContent(temp(`zip-${locale}`));
      const keyFile = path.join(temp(`key-${locale}`), 'my-key.json');
      // Inside the repository the key is refused.
      const reviewerKey = (out: string) =>
        captureCliAsync(zip, 'reviewer-key', '--name', name, '--locales', locale, '--out', out);
      const inside = await reviewerKey(path.join(zip, 'k.json'));
      expect(inside.code).toBe(2);
      const made = await reviewerKey(keyFile);
      expect(made.code).toBe(0);
      const lines = made.out.split('\n').slice(1);
      expect(lines[0]).toBe(`- name: ${JSON.stringify(name)}`);
      // The reviewer signs a draft they read, as it is.
      const id = firstDraft(loadContent({ root: zip }), locale);
      // Not registered in the reviewer's own copy: marking it here is refused.
      const unregistered = await captureCliAsync(zip, 'review', locale, id, '--key', keyFile);
      expect(unregistered.code).toBe(2);
      expect(unregistered.err).toContain('is not registered in reviewers.yaml');
      const approvals = path.join(temp(`out-${locale}`), 'approvals.json');
      const signed = await captureCliAsync(zip, 'review', locale, id, '--key', keyFile, '--out', approvals);
      expect(signed.err).toBe('');
      expect(signed.code).toBe(0);
      const bundle = parseHandbackBundle(readFileSync(approvals));
      expect(bundle.ok && bundle.bundle.sections.map((section) => section.approval?.reviewer)).toEqual([
        name,
      ]);

      // The maintainer registers the lines and imports the file.
      const clone = fullClone(path.join(temp(`clone-${locale}`), 'repo'));
      const root = path.join(clone, 'content');
      registerReviewer(root, `${lines.join('\n')}\n`);
      git(clone, 'commit', '-qam', `reviewers: ${name}`);
      const imported = await captureCliAsync(root, 'import', approvals);
      expect(imported.err).toBe('');
      expect(imported.code).toBe(0);
      expect(imported.out).toContain(`(${id}) (by ${name},`);
      expect(imported.out).toContain(`(review: ${name},`);
      const section = loadContent({ root }).sections.get(id)![locale]!;
      expect(section.review).toBe('reviewed');
      // What the attribution page credits (apps/site attributionReviewer: the section's reviewer).
      expect(section.reviewer?.by).toBe(name);
      expect(section.reviewer).toMatchObject({ kind: 'review', by: name });
      // The signed approval itself is the record; the translation file is untouched.
      expect(git(clone, 'status', '--porcelain', '-uall').trim()).toBe(
        `?? content/approvals/${locale}/${id}.json`,
      );
      // The key revoked in reviewers.yaml: the mark stops counting, and status names it.
      writeFileSync(
        path.join(root, 'reviewers.yaml'),
        readFileSync(path.join(root, 'reviewers.yaml'), 'utf8').replace(
          /^(( *)added: .*\n)/m,
          '$1$2revoked: 2026-11-27\n',
        ),
      );
      const revoked = loadContent({ root }).sections.get(id)![locale]!;
      expect(revoked.review).toBe('edited');
      expect(revoked.lastReview).toMatchObject({ by: name, why: 'key-revoked' });
      const status = await captureCliAsync(root, 'status');
      expect(status.out).toContain(`(by ${name}, key `);
      // Listed once, on the revoked line: not as "edited after review" (its text was not edited).
      const idLines = status.out.split('\n').filter((line) => line.includes(id));
      expect(idLines.filter((line) => line.includes('edited after review'))).toEqual([]);
      expect(idLines.filter((line) => line.includes('no longer counted'))).toHaveLength(1);
    },
    CLONE_TEST_TIMEOUT,
  );
});
