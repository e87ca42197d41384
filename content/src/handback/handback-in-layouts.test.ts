/**
 * Hand back as one file, tested where reviewers and maintainers really are: a reviewer works in a
 * `git archive` copy of this repository (the zip download: no git, no history), marks a draft
 * reviewed and rewrites a sentence, and exports one bundle. A maintainer applies it in a clone with
 * real commits (and a depth-1 clone): each section applies per section through the one writer;
 * a section both sides changed is named and not applied; a second import changes nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptAsMaintainer,
  captureCli,
  captureCliAsync,
  cloneFixture,
  contentHashes,
} from '../../test/support/test-support.ts';
import { runCli } from '../cli/run-cli.ts';
import { loadContent } from '../loader/load-content.ts';
import { saveSection } from '../sections/save-section.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { EXPORT_UNKNOWN_IDS, exportHandback } from './export-handback.ts';
import type { HandbackBundle } from './handback-bundle.ts';
import { recordStartingPoint, STARTING_RECORD_FILE } from './starting-point.ts';

const { git, inGit, timeout, fullCloneIn, shallowCloneIn, archiveIn } = cloneFixture();

const cli = captureCli;

const FILE = 'playing-the-game/DamageandHealing.md';
const ADDED = 'ผู้เล่นควรบอกผู้คุมเกมเมื่อตัวละครจะพัก';

/** The reviewer's session in the zip: the workbench records the start, one edit, one review. */
async function reviewerWork(): Promise<{ bundleFile: string; bundle: HandbackBundle }> {
  const zip = archiveIn('archive');
  expect(existsSync(path.join(zip, '..', '.git'))).toBe(false);
  expect(recordStartingPoint(loadContent({ root: zip }))).toBe('recorded');
  // A second start keeps the first record.
  expect(recordStartingPoint(loadContent({ root: zip }))).toBe('kept');
  let model = loadContent({ root: zip });
  const resting = model.sections.get('Resting')!.th!;
  const saved = saveSection(model, 'th', 'Resting', `${resting.markdown} ${ADDED}`, {
    base: sectionTextHash(resting.markdown),
  });
  expect(saved.ok).toBe(true);
  model = loadContent({ root: zip });
  const reviewed = await acceptAsMaintainer(model, 'th', ['HalfDamage'], { by: 'Somchai', on: '2026-11-26' });
  expect(reviewed.blocked).toEqual([]);
  expect(reviewed.reviewed[`th/${FILE}`]).toEqual(['HalfDamage']);
  const bundleFile = path.join(zip, '..', 'my-review.json');
  const exported = cli(zip, 'export', 'th', '--out', bundleFile, '--reviewer', 'Somchai');
  expect(exported.err).toBe('');
  expect(exported.code).toBe(0);
  expect(exported.out).toContain('th: 2 sections written');
  expect(exported.out).toContain('pnpm content import');
  const bundle = JSON.parse(readFileSync(bundleFile, 'utf8')) as HandbackBundle;
  return { bundleFile, bundle };
}

describe('a reviewer without git hands back one file', () => {
  let work: { bundleFile: string; bundle: HandbackBundle };
  beforeAll(async () => {
    work = await reviewerWork();
  });

  it('the bundle holds the two sections, the starting hashes, the review mark, and no paths', () => {
    const { bundle } = work;
    expect(bundle.locale).toBe('th');
    // A git archive copy knows its commit (content/.archive-commit).
    expect(bundle.startingPoint).toMatch(/^git:[0-9a-f]{40}$/);
    expect(bundle.sections.map((section) => section.id)).toEqual(['Resting', 'HalfDamage']);
    const [resting, half] = bundle.sections;
    expect(resting!.markdown.endsWith(ADDED)).toBe(true);
    expect(resting!.review).toBeNull();
    expect(half!.review).toMatchObject({ state: 'reviewed', by: 'Somchai' });
    expect(half!.start).toBe(sectionTextHash(half!.markdown));
    const text = readFileSync(work.bundleFile, 'utf8');
    expect(text).not.toMatch(/\.md"|content\/|\/tmp\//);
  });

  it.skipIf(!inGit)(
    'a maintainer applies it in a clone: the text in, the unsigned review mark a suggestion',
    async () => {
      const clone = fullCloneIn('clone');
      const root = path.join(clone, 'content');
      const result = await captureCliAsync(root, 'import', work.bundleFile, '--into', 'th');
      // A typed name grants no review: the mark waits for the maintainer (exit 1).
      expect(result.code).toBe(1);
      expect(result.out).toContain('applied: การพัก (Resting)');
      expect(result.out).toContain('already there: ความเสียหายครึ่งหนึ่ง (Half Damage) (HalfDamage)');
      expect(result.err).toContain('not credited as reviewed: ความเสียหายครึ่งหนึ่ง (Half Damage) (HalfDamage)');
      expect(result.err).toContain('is not signed');
      expect(result.out).toContain('2 suggestions queued for the maintainer');
      const changed = git(clone, 'status', '--porcelain').trim().split('\n').sort();
      expect(changed).toEqual(['?? content/suggestions/', `M content/th/${FILE}`]);
      // Only Resting's lines changed; HalfDamage stays a draft.
      const diff = git(clone, 'diff', '-U0', '--', `content/th/${FILE}`);
      const lines = diff.split('\n').filter((line) => /^[-+][^-+]/.test(line));
      // The sentence is added to the section's last paragraph (a new paragraph would have no English
      // block to align with): that one line changes, and nothing else.
      expect(lines).toHaveLength(2);
      expect(lines[1]).toBe(`+${lines[0]!.slice(1)} ${ADDED}`);
      const model = loadContent({ root });
      expect(model.sections.get('Resting')!.th!.markdown.endsWith(ADDED)).toBe(true);
      expect(model.sections.get('HalfDamage')!.th!.review).toBe('draft');
      // Importing the same file again changes no content file.
      const before = contentHashes(root);
      const again = await captureCliAsync(root, 'import', work.bundleFile);
      expect(again.code).toBe(1);
      expect(again.out).toContain('already there: การพัก (Resting)');
      expect(contentHashes(root)).toEqual(before);
    },
    timeout,
  );

  it.skipIf(!inGit)(
    'in a depth-1 clone where the section changed meanwhile: named, not applied, exit 1',
    async () => {
      const shallow = shallowCloneIn('depth1');
      const root = path.join(shallow, 'content');
      const file = path.join(root, 'th', FILE);
      const model = loadContent({ root });
      const resting = model.sections.get('Resting')!.th!.markdown;
      writeFileSync(file, readFileSync(file, 'utf8').replace(resting, `${resting} ข้อความที่ผู้ดูแลเพิ่มเอง`));
      git(shallow, 'commit', '-q', '-am', 'th: a maintainer edit');
      const before = readFileSync(file, 'utf8');
      const result = await captureCliAsync(root, 'import', work.bundleFile);
      expect(result.code).toBe(1);
      expect(result.err).toContain('conflict: การพัก (Resting) changed in this repository');
      // A word diff of the two versions: the maintainer's words removed, the reviewer's added.
      expect(result.err).toMatch(/\[-[^\]]*ดูแลเพิ่มเอง-\]/);
      expect(result.err).toContain('จะพัก+}');
      expect(result.err).toContain('not credited as reviewed: ความเสียหายครึ่งหนึ่ง (Half Damage) (HalfDamage)');
      expect(result.out).toContain('0 applied, 1 already there, 2 not applied, 0 marked reviewed');
      const after = readFileSync(file, 'utf8');
      expect(after).toContain('ข้อความที่ผู้ดูแลเพิ่มเอง');
      expect(after).not.toContain(ADDED);
      // Nothing changed in the file: the conflict is not applied, the unsigned mark not credited.
      expect(after).toBe(before);
    },
    timeout,
  );
});

describe('a bundle, or a section of it, that cannot be applied writes nothing of it', () => {
  let root: string;
  let bundle: HandbackBundle;
  beforeAll(() => {
    root = archiveIn('archive');
    recordStartingPoint(loadContent({ root }));
    const model = loadContent({ root });
    const exported = exportHandback(model, 'th', { ids: ['Resting'] });
    if (!exported.ok) throw new Error('export failed');
    bundle = exported.bundle;
  });

  /**
   * Imports a bundle text in process (the import's check of the whole tree reads the texts this
   * process has checked before: a fraction of a second, so the worker is not held up).
   */
  async function importText(
    text: string | Buffer,
    ...args: string[]
  ): Promise<{ code: number; out: string; err: string; same: boolean }> {
    const file = path.join(root, '..', `bundle-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, text);
    const before = contentHashes(root);
    const result = await captureCliAsync(root, 'import', file, ...args);
    return { ...result, same: JSON.stringify([...contentHashes(root)]) === JSON.stringify([...before]) };
  }

  it.each([
    ['truncated JSON', () => JSON.stringify(bundle).slice(0, 200), 'not a hand-back bundle (not JSON)'],
    ['another format', () => JSON.stringify({ format: 'x' }), 'not a hand-back bundle (no "format"'],
    ['a newer version', () => JSON.stringify({ ...bundle, version: 2 }), 'version 2'],
    ['a locale that is not translated', () => JSON.stringify({ ...bundle, locale: 'fr' }), 'locale "fr"'],
    [
      'a path smuggled in',
      () => JSON.stringify({ ...bundle, sections: [{ ...bundle.sections[0], file: '../../etc/passwd' }] }),
      'damaged at sections.0',
    ],
    [
      'a path in an ID',
      () => JSON.stringify({ ...bundle, sections: [{ ...bundle.sections[0], id: '../../th/Combat' }] }),
      'damaged at sections.0.id',
    ],
    ['50 MB', () => `${JSON.stringify(bundle)}${' '.repeat(50 * 1024 * 1024)}`, 'a bundle may be at most'],
    [
      'invalid UTF-8',
      () => Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      'not a hand-back bundle (not UTF-8 text)',
    ],
    [
      'an ID listed twice',
      () => JSON.stringify({ ...bundle, sections: [bundle.sections[0], bundle.sections[0]] }),
      'lists Resting twice',
    ],
  ] as [string, () => string | Buffer, string][])(
    '%s: a clear error, exit 2, no file changed',
    async (_name, make, message) => {
      const result = await importText(make());
      expect(result.code).toBe(2);
      expect(result.err).toContain(message);
      expect(result.same).toBe(true);
    },
    timeout,
  );

  it.each([
    [
      'an unknown rule ID',
      () => JSON.stringify({ ...bundle, sections: [{ ...bundle.sections[0], id: 'NoSuchRule' }] }),
      'not applied: NoSuchRule: this repository has no such section',
    ],
    [
      'a changed number',
      () =>
        JSON.stringify({
          ...bundle,
          sections: [{ ...bundle.sections[0]!, markdown: bundle.sections[0]!.markdown.replace(/\d+/, '99') }],
        }),
      'not applied: การพัก (Resting): with it applied, `content check` finds',
    ],
  ] as [string, () => string, string][])(
    '%s: the section named by its title and left out, exit 1, no file changed',
    async (_name, make, message) => {
      const result = await importText(make());
      expect(result.code).toBe(1);
      expect(result.err).toContain(message);
      expect(result.same).toBe(true);
    },
    timeout,
  );

  it('a bundle for th imported --into zh: refused, nothing written', async () => {
    const result = await importText(JSON.stringify(bundle), '--into', 'zh');
    expect(result.code).toBe(2);
    expect(result.err).toContain('the bundle is for th, not zh');
    expect(result.same).toBe(true);
  });

  it(
    'a section whose text would leave a code fence open: named with the writer reason, others applied',
    async () => {
      const open = { ...bundle.sections[0]!, markdown: `${bundle.sections[0]!.markdown}\n\n\`\`\`\nยังไม่ปิด` };
      const result = await importText(JSON.stringify({ ...bundle, sections: [open] }));
      expect(result.code).toBe(1);
      expect(result.err).toContain('not applied: การพัก (Resting)');
      expect(result.same).toBe(true);
    },
    timeout,
  );

  it('Thai messages for a Thai maintainer', async () => {
    const file = path.join(root, '..', 'broken.json');
    writeFileSync(file, '{');
    const err: string[] = [];
    const code = await runCli(['--locale', 'th', 'import', file], {
      stdout: () => {},
      stderr: (line) => err.push(line),
      cwd: root,
      root,
    });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('ไม่ใช่ชุดงานส่งคืน');
  });

  it('export never overwrites a file that is not a bundle', () => {
    const notes = path.join(root, '..', 'notes.txt');
    writeFileSync(notes, 'my notes');
    const result = cli(root, 'export', 'th', 'Resting', '--out', notes);
    expect(result.code).toBe(2);
    expect(result.err).toContain('is not a hand-back bundle; it is not overwritten');
    expect(readFileSync(notes, 'utf8')).toBe('my notes');
  });

  it('export --out into a folder that does not exist: a localized error, no stack, nothing written', () => {
    const out = path.join(root, '..', 'no-such-folder', 'work.json');
    const result = cli(root, 'export', 'th', 'Resting', '--out', out);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^error: the folder ".*no-such-folder" does not exist/);
    expect(result.err).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });

  it('export of sections the locale lacks: one problem naming them all, worded the same in th', () => {
    const one = exportHandback(loadContent({ root }), 'th', { ids: ['Resting', 'Nope'] });
    expect(one).toEqual({
      ok: false,
      problem: { code: EXPORT_UNKNOWN_IDS, params: { ids: 'Nope', count: 1, locale: 'th' } },
    });
    const out = path.join(root, '..', 'unknown.json');
    const result = cli(root, 'export', 'th', 'Nope', 'Resting', 'Gone', '--out', out);
    expect(result.code).toBe(2);
    expect(result.err.trim()).toBe('error: these are not th sections: Nope, Gone');
    expect(cli(root, 'export', 'th', 'Nope', '--out', out).err.trim()).toBe(
      'error: "Nope" is not a th section',
    );
    expect(existsSync(out)).toBe(false);
  });

  it('the usage names zh-hant for export and import', () => {
    const help = cli(root, '--help');
    expect(help.out).toContain('export <th|zh|zh-hant>');
    expect(help.out).toContain('--into th|zh|zh-hant]');
  });

  it('a damaged starting record is kept and named; export says what to do', () => {
    const copy = archiveIn('archive');
    writeFileSync(path.join(copy, STARTING_RECORD_FILE), '{ broken');
    expect(recordStartingPoint(loadContent({ root: copy }))).toBe('kept');
    const result = cli(copy, 'export', 'th', '--out', path.join(copy, '..', 'b.json'));
    expect(result.code).toBe(2);
    expect(result.err).toContain('.handback-start.json cannot be read');
    expect(readFileSync(path.join(copy, STARTING_RECORD_FILE), 'utf8')).toBe('{ broken');
  });
});
