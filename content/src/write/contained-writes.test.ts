/**
 * Writes stay inside content/ whatever links the tree holds (issue: pre-release probe, round 3):
 * git stores symlinks, so a branch or a zip can make `th`, `th/<chapter>`, `zh-hant` or `notes` a
 * link to elsewhere. Saves, imports, notes and a new zh-hant file resolve every component and
 * refuse, naming the link; nothing outside the content folder changes.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, correctionBundle, treeHash } from '../../test/support/test-support.ts';
import { convertedText, saveDerivedSection } from '../derive/save-derived-section.ts';
import { importHandback } from '../handback/import-handback.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel } from '../model/types.ts';
import { addSectionNote } from '../notes/section-notes.ts';
import { saveSection } from '../sections/save-section.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { containedPath } from './contained-path.ts';

const CHAPTER = 'th/playing-the-game';

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A content copy whose `linked` folder becomes a link to a copy of it outside the content root
 * (as a checkout does while a workbench runs: `loaded` is the model from before).
 */
function linkedLayout(linked: string): { root: string; outside: string; loaded: ContentModel } {
  const root = copyFixture('valid');
  const loaded = loadContent({ root });
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'polyhedral-elsewhere-'));
  made.push(elsewhere);
  const outside = path.join(elsewhere, path.basename(linked));
  const inside = path.join(root, linked);
  if (existsSync(inside)) {
    cpSync(inside, outside, { recursive: true });
    rmSync(inside, { recursive: true });
  } else cpSync(path.join(root, 'th'), outside, { recursive: true });
  symlinkSync(outside, inside);
  return { root, outside: elsewhere, loaded };
}

describe('containedPath', () => {
  it('resolves every component and names the first link that leaves the root', () => {
    const { root, outside } = linkedLayout(CHAPTER);
    expect(containedPath(root, `${CHAPTER}/Dice.md`)).toEqual({
      ok: false,
      link: CHAPTER,
      target: realpathSync(path.join(outside, 'playing-the-game')),
    });
    expect(containedPath(root, 'th/other/New.md')).toMatchObject({ ok: true, exists: false });
    expect(containedPath(root, '../x.md')).toMatchObject({ ok: false, link: '..' });
  });
});

describe('three linked-folder layouts: 0 writes outside content/', () => {
  it.each([['th'], [CHAPTER]])(
    '%s a link outside: a save and an import refuse, naming the link',
    async (linked) => {
      const { root, outside, loaded: model } = linkedLayout(linked);
      const before = treeHash(outside);
      const section = model.sections.get('DiceNotation')!.th!;
      const saved = saveSection(model, 'th', 'DiceNotation', `${section.markdown} x`, {
        base: sectionTextHash(section.markdown),
      });
      expect(saved).toMatchObject({
        ok: false,
        refusal: { code: 'content.write.outside-content', params: { link: linked } },
      });
      const imported = await importHandback(
        root,
        correctionBundle(model, 'DiceNotation', (current) => `${current} y`),
      );
      // The loader does not read through the link: the section is not applied there either.
      expect(
        imported.sections.filter((step) => step.action === 'replace' || step.action === 'create'),
      ).toEqual([]);
      expect(treeHash(outside)).toBe(before);
    },
  );

  it('notes a link outside: adding a note refuses, naming the link', () => {
    const { root, outside } = linkedLayout('notes');
    const before = treeHash(outside);
    const added = addSectionNote(root, 'th', 'DiceNotation', {
      by: 'Somchai',
      date: '2026-11-26',
      text: 'ลองดู',
    });
    expect(added).toMatchObject({
      ok: false,
      problem: { code: 'content.note.outside-content', params: { link: 'notes' } },
    });
    expect(treeHash(outside)).toBe(before);
  });

  it('zh-hant a link outside: the first hand-written zh-hant file is not made there', () => {
    const { outside, loaded: model } = linkedLayout('zh-hant');
    rmSync(path.join(outside, 'zh-hant'), { recursive: true, force: true });
    mkdirSync(path.join(outside, 'zh-hant'));
    const before = treeHash(outside);
    const id = [...model.sections.keys()].find((key) => model.sections.get(key)?.zh)!;
    const generated = convertedText(model, 'zh-hant', id)!;
    const saved = saveDerivedSection(model, 'zh-hant', id, generated, { base: sectionTextHash(generated) });
    expect(saved).toMatchObject({
      ok: false,
      refusal: { code: 'content.write.outside-content', params: { link: 'zh-hant' } },
    });
    expect(treeHash(outside)).toBe(before);
    expect(existsSync(path.join(outside, 'zh-hant', 'playing-the-game'))).toBe(false);
  });
});
