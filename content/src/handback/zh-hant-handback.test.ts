/**
 * Hand back for zh-hant (issue 33), where reviewers and maintainers really are: a Taiwanese
 * reviewer in a `git archive` copy (no git) adopts one converted section with an edit and another
 * as it is, marks the second reviewed, and exports one bundle. A maintainer imports it in a clone
 * with real commits: the one file a workbench save would make appears, with the same front matter,
 * and nothing else changes; a dry run and a second import change nothing. In a depth-1 clone where
 * the zh text of the edited section changed meanwhile, that section is named and not applied.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptAsMaintainer,
  captureCliAsync,
  cloneFixture,
  contentHashes,
  registerReviewer,
} from '../../test/support/test-support.ts';
import { convertedText, saveDerivedSection } from '../derive/save-derived-section.ts';
import { loadContent } from '../loader/load-content.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import type { HandbackBundle } from './handback-bundle.ts';
import { recordStartingPoint } from './starting-point.ts';

const { temp, git, inGit, timeout, fullCloneIn, shallowCloneIn, archiveIn } = cloneFixture();

const FILE = 'zh-hant/playing-the-game/D20Tests.md';
const EDITED = 'SavingThrows';
const AS_IS = 'AbilityChecks';
const ADDED = '臺灣審校補充的一句。';
/** The review's date: on or after the day the key was registered (its window; reviewer-key prints today, UTC). */
const REVIEW_DAY = utcToday();

interface Work {
  bundleFile: string;
  bundle: HandbackBundle;
  /** The file the reviewer's saves made, as the workbench wrote it. */
  written: string;
  /** The lines `content reviewer-key` printed for reviewers.yaml. */
  registration: string;
  generated: Record<string, string>;
}

/** The reviewer's session in the zip: the start is recorded, two sections adopted, one reviewed. */
async function reviewerWork(): Promise<Work> {
  const zip = archiveIn('hant-archive');
  // Mei's signing key, outside the copy; the maintainer registers the lines it prints.
  const keyFile = path.join(temp('hant-key'), 'mei.json');
  const made = await captureCliAsync(
    zip,
    'reviewer-key',
    '--name',
    'Mei',
    '--locales',
    'zh-hant',
    '--out',
    keyFile,
  );
  expect(made.code).toBe(0);
  const registration = `${made.out.split('\n').slice(1).join('\n')}\n`;
  expect(recordStartingPoint(loadContent({ root: zip }))).toBe('recorded');
  const generated: Record<string, string> = {};
  // In book order, as the import applies them (the front matter's maps keep the order of saves).
  for (const [id, edit] of [
    [AS_IS, ''],
    [EDITED, ADDED],
  ] as const) {
    const model = loadContent({ root: zip });
    generated[id] = convertedText(model, 'zh-hant', id)!;
    const markdown = edit ? `${generated[id]}${edit}` : generated[id]!;
    const saved = saveDerivedSection(model, 'zh-hant', id, markdown, {
      base: sectionTextHash(generated[id]!),
    });
    expect(saved, id).toMatchObject({ ok: true, file: FILE });
  }
  const reviewed = await acceptAsMaintainer(loadContent({ root: zip }), 'zh-hant', [AS_IS], {
    by: 'Mei',
    on: REVIEW_DAY,
  });
  expect(reviewed.reviewed[FILE]).toEqual([AS_IS]);
  const bundleFile = path.join(zip, '..', 'hant-review.json');
  const exported = await captureCliAsync(zip, 'export', 'zh-hant', '--out', bundleFile, '--key', keyFile);
  expect(exported.err).toBe('');
  expect(exported.out).toContain('zh-hant: 2 sections written');
  const bundle = JSON.parse(readFileSync(bundleFile, 'utf8')) as HandbackBundle;
  return { bundleFile, bundle, written: readFileSync(path.join(zip, FILE), 'utf8'), generated, registration };
}

describe('a Taiwanese reviewer without git hands back zh-hant', () => {
  let work: Work;
  beforeAll(async () => {
    work = await reviewerWork();
  });

  it('the bundle holds the two adopted sections, converted at the start, one review mark', () => {
    const { bundle, generated } = work;
    expect(bundle.locale).toBe('zh-hant');
    // A git archive copy knows its commit (content/.archive-commit).
    expect(bundle.startingPoint).toMatch(/^git:[0-9a-f]{40}$/);
    const byId = new Map(bundle.sections.map((section) => [section.id, section]));
    expect([...byId.keys()].sort()).toEqual([AS_IS, EDITED]);
    expect(byId.get(EDITED)).toMatchObject({
      start: sectionTextHash(generated[EDITED]!),
      converted: true,
      review: null,
    });
    expect(byId.get(EDITED)!.markdown.endsWith(ADDED)).toBe(true);
    expect(byId.get(AS_IS)).toMatchObject({
      start: sectionTextHash(generated[AS_IS]!),
      markdown: generated[AS_IS],
      converted: true,
      // The review mark travels signed by Mei's key (and the typed mark is dropped).
      review: null,
      approval: { reviewer: 'Mei', date: REVIEW_DAY, textHash: sectionTextHash(generated[AS_IS]!) },
    });
  });

  it.skipIf(!inGit)(
    'a maintainer imports it in a clone: the one file a workbench save makes; dry run and a second import change nothing',
    async () => {
      const clone = fullCloneIn('hant-clone');
      const root = path.join(clone, 'content');
      registerReviewer(root, work.registration);
      git(clone, 'commit', '-q', '-am', 'reviewers: Mei');
      const untouched = contentHashes(root);
      const dry = await captureCliAsync(root, 'import', work.bundleFile, '--into', 'zh-hant', '--dry-run');
      expect(dry.err).toBe('');
      expect(dry.code).toBe(0);
      expect(dry.out).toContain('dry run: nothing written');
      expect(contentHashes(root)).toEqual(untouched);
      const result = await captureCliAsync(root, 'import', work.bundleFile, '--into', 'zh-hant');
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      expect(result.out).toMatch(new RegExp(`created as a draft: [^\\n]*\\(${EDITED}\\)`));
      expect(result.out).toMatch(new RegExp(`created as a draft: [^\\n]*\\(${AS_IS}\\)`));
      expect(result.out).toMatch(
        new RegExp(`marked reviewed: [^\\n]*\\(${AS_IS}\\) \\(by Mei, ${REVIEW_DAY}\\)`),
      );
      // The file, and the edited section queued for the maintainer (a correction no review covers).
      // The signed approval is the section's record (approvals/): nothing in the front matter says "reviewed".
      expect(git(clone, 'status', '--porcelain', '--untracked-files=all').trim().split('\n')).toEqual([
        `?? content/approvals/zh-hant/${AS_IS}.json`,
        '?? content/suggestions/zh-hant.json',
        `?? content/${FILE}`,
      ]);
      // The same bytes the reviewer's saves and review made: front matter and text.
      expect(readFileSync(path.join(root, FILE), 'utf8')).toBe(work.written);
      const text = work.written;
      expect(text).toContain(`review:\n  ${AS_IS}: "draft"\n  ${EDITED}: "draft"`);
      expect(text).toContain(`sources:\n  ${AS_IS}: "srd-5.2-zh"\n  ${EDITED}: "srd-5.2-zh"`);
      expect(text).toMatch(new RegExp(`translation:\\n {2}${AS_IS}: "[^"]+"\\n {2}${EDITED}: "[^"]+"`));
      expect(text).not.toContain('reviewedBy:');
      expect(loadContent({ root }).sections.get(AS_IS)!['zh-hant']!.reviewer).toMatchObject({
        kind: 'review',
        by: 'Mei',
      });
      const before = contentHashes(root);
      const again = await captureCliAsync(root, 'import', work.bundleFile);
      expect(again.code).toBe(0);
      expect(again.out).toMatch(new RegExp(`already there: [^\\n]*\\(${EDITED}\\)`));
      expect(again.out).toMatch(new RegExp(`already reviewed: [^\\n]*\\(${AS_IS}\\)`));
      expect(contentHashes(root)).toEqual(before);
    },
    timeout,
  );

  it.skipIf(!inGit)(
    'in a depth-1 clone where the zh text changed meanwhile: that section named, not applied, exit 1',
    async () => {
      const shallow = shallowCloneIn('hant-depth1');
      const root = path.join(shallow, 'content');
      registerReviewer(root, work.registration);
      const zhFile = path.join(root, 'zh/playing-the-game/D20Tests.md');
      const zh = loadContent({ root }).sections.get(EDITED)!.zh!.markdown;
      writeFileSync(zhFile, readFileSync(zhFile, 'utf8').replace(zh, `${zh}维护者补充的一句。`));
      git(shallow, 'commit', '-q', '-am', 'zh: a maintainer edit');
      const result = await captureCliAsync(root, 'import', work.bundleFile);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(new RegExp(`conflict: [^\\n]*\\(${EDITED}\\) changed in this repository`));
      // The word diff is against the zh text converted now.
      expect(result.err).toContain('維護者');
      expect(result.out).toMatch(new RegExp(`marked reviewed: [^\\n]*\\(${AS_IS}\\)`));
      expect(result.out).toContain('1 applied, 0 already there, 1 not applied, 1 marked reviewed');
      const model = loadContent({ root });
      expect(model.sections.get(EDITED)!['zh-hant']).toBeUndefined();
      expect(model.sections.get(AS_IS)!['zh-hant']!.review).toBe('reviewed');
    },
    timeout,
  );
});
