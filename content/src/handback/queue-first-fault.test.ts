/**
 * Issue 72, faults: a disk that fills between the section writes and the queue write lost the
 * queue's entries (the sections landed, their corrections were no longer awaiting the
 * maintainer). The import now writes the queue first, from the staged result; a fault injected in
 * either write leaves nothing lost: no section written without its entry, and an entry for a
 * section not yet written is accepted later like any other.
 */
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withFullDiskFs } from '../../test/support/full-disk-fs.ts';
import { committedFixture, copyFixture, correctionBundle, fixture } from '../../test/support/test-support.ts';
import { definitionsFile, readDefinitions } from '../glossary/glossary-files.ts';
import { REPO_ROOT } from '../loader/content-root.ts';
import { loadContent } from '../loader/load-content.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { HANDBACK_FORMAT, HANDBACK_VERSION, type HandbackBundle } from './handback-bundle.ts';

/** Writes under this folder fail as on a full disk (null: none). */
const fault = { under: null as string | null, hits: 0 };

// The import and the queue are loaded afresh with a `node:fs` that fails under `fault.under`.
let importHandback: typeof import('./import-handback.ts').importHandback;
let decideSuggestions: typeof import('../suggestions/decide-suggestions.ts').decideSuggestions;
let readSuggestions: typeof import('../suggestions/suggestion-queue.ts').readSuggestions;

withFullDiskFs(
  (target) => {
    if (fault.under === null || !target.startsWith(fault.under)) return false;
    fault.hits += 1;
    return true;
  },
  async () => {
    ({ importHandback } = await import('./import-handback.ts'));
    ({ decideSuggestions } = await import('../suggestions/decide-suggestions.ts'));
    ({ readSuggestions } = await import('../suggestions/suggestion-queue.ts'));
  },
);

const FILE = 'th/playing-the-game/Dice.md';

afterEach(() => {
  fault.under = null;
  fault.hits = 0;
});

function correction(root: string) {
  const model = loadContent({ root });
  return correctionBundle(model, 'D20Tests', (current) => `${current} เสมอ`, {
    exported: '2026-11-27T09:00:00.000Z',
  });
}

/**
 * The correction imported into a copy of the fixture while every write under `folder` fails
 * (ENOSPC, at least once): the copy, its file as it was before, and the error the import threw.
 */
async function correctionUnderFault(folder: string) {
  const root = copyFixture('valid');
  const fileBefore = fs.readFileSync(path.join(root, FILE), 'utf8');
  const bundle = correction(root);
  fault.under = path.join(root, folder);
  const error = await importHandback(root, bundle, { today: '2026-11-27' }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(fault.hits).toBeGreaterThan(0);
  fault.under = null;
  return { root, fileBefore, error };
}

describe('the suggestions queue is written before the sections (a full disk loses nothing)', () => {
  it('the queue cannot be written: the import stops before any section is written', async () => {
    const { root, fileBefore, error } = await correctionUnderFault('suggestions');
    // The fault names the queue file, not its temporary copy.
    expect(error).toMatchObject({ code: 'ENOSPC', path: path.join(root, 'suggestions/th.json') });
    // Before the fix the section was written here and its entry lost; now neither happened.
    expect(fs.readFileSync(path.join(root, FILE), 'utf8')).toBe(fileBefore);
    expect(fs.existsSync(path.join(root, 'suggestions/th.json'))).toBe(false);
    expect(fs.readdirSync(path.join(root, 'th/playing-the-game')).filter((n) => n.endsWith('.tmp'))).toEqual(
      [],
    );
  });

  it('the section cannot be written: its entry is queued, and accept writes it once there is room', async () => {
    const { root, fileBefore, error } = await correctionUnderFault('th');
    expect(error).toMatchObject({ code: 'ENOSPC' });
    expect(fs.readFileSync(path.join(root, FILE), 'utf8')).toBe(fileBefore);
    const queue = readSuggestions(root, 'th');
    expect(queue.ok && queue.suggestions.map((entry) => entry.id)).toEqual(['D20Tests']);
    // The correction was not lost: the maintainer's accept writes it (the file is at its start).
    const decided = decideSuggestions(root, 'th', 'accept', ['D20Tests']);
    expect(decided.ok).toBe(true);
    expect(loadContent({ root }).sections.get('D20Tests')!.th!.markdown).toMatch(/ เสมอ$/);
    const after = readSuggestions(root, 'th');
    expect(after.ok && after.suggestions).toEqual([]);
  });

  it('with no fault, one entry is queued (the planned entry and the written one are the same)', async () => {
    const root = copyFixture('valid');
    const result = await importHandback(root, correction(root), { today: '2026-11-27' });
    expect(result.suggestions.map((entry) => entry.id)).toEqual(['D20Tests']);
    const queue = readSuggestions(root, 'th');
    expect(queue.ok && queue.suggestions.map((entry) => entry.id)).toEqual(['D20Tests']);
    expect(queue.ok && queue.suggestions[0]!.text).toMatch(/ เสมอ$/);
  });
});

/** A content tree (the valid fixture) beside a copy of the glossary files, as in a clone. */
function treeWithGlossary(): string {
  const top = fs.mkdtempSync(path.join(tmpdir(), 'polyhedral-glossary-fault-'));
  const root = path.join(top, 'content');
  fs.cpSync(fixture('valid'), root, { recursive: true });
  const glossary = path.join(top, 'packages/i18n/src/glossary');
  fs.mkdirSync(glossary, { recursive: true });
  for (const name of ['terms.json', 'definitions.en.json', 'definitions.th.json'])
    fs.cpSync(path.join(REPO_ROOT, 'packages/i18n/src/glossary', name), path.join(glossary, name));
  return root;
}

const TERM = 'Disadvantage';

/** A Thai bundle with one corrected glossary definition and no section. */
function definitionCorrection(root: string): { bundle: HandbackBundle; text: string } {
  const current = readDefinitions(root, 'th')![TERM]!;
  const text = `${current} เสมอ`;
  return {
    text,
    bundle: {
      format: HANDBACK_FORMAT,
      version: HANDBACK_VERSION,
      locale: 'th',
      exported: '2026-11-27T09:00:00.000Z',
      startingPoint: 'recorded:test',
      sections: [],
      glossary: [{ term: TERM, start: sectionTextHash(current), text, review: null }],
    },
  };
}

describe('glossary definitions too: their queue entries are written before them', () => {
  it('the queue cannot be written: no definition is written', async () => {
    const root = treeWithGlossary();
    const definitions = fs.readFileSync(definitionsFile(root, 'th'), 'utf8');
    fault.under = path.join(root, 'suggestions');
    await expect(
      importHandback(root, definitionCorrection(root).bundle, { today: '2026-11-27' }),
    ).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(fault.hits).toBeGreaterThan(0);
    fault.under = null;
    // Before the fix the definition was written here and its entry lost.
    expect(fs.readFileSync(definitionsFile(root, 'th'), 'utf8')).toBe(definitions);
    expect(fs.existsSync(path.join(root, 'suggestions/th.json'))).toBe(false);
  });

  it('the definition cannot be written: its entry is queued, and accept writes it once there is room', async () => {
    const root = treeWithGlossary();
    const definitions = fs.readFileSync(definitionsFile(root, 'th'), 'utf8');
    const { bundle, text } = definitionCorrection(root);
    fault.under = path.dirname(definitionsFile(root, 'th'));
    await expect(importHandback(root, bundle, { today: '2026-11-27' })).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(fault.hits).toBeGreaterThan(0);
    fault.under = null;
    expect(fs.readFileSync(definitionsFile(root, 'th'), 'utf8')).toBe(definitions);
    const queue = readSuggestions(root, 'th');
    expect(queue.ok && queue.suggestions.map((entry) => [entry.kind, entry.id])).toEqual([
      ['glossary', TERM],
    ]);
    const decided = decideSuggestions(root, 'th', 'accept', [`glossary:${TERM}`]);
    expect(decided).toEqual({
      ok: true,
      decisions: [{ id: `glossary:${TERM}`, outcome: 'accepted-applied', sender: null }],
    });
    expect(readDefinitions(root, 'th')![TERM]).toBe(text);
    const after = readSuggestions(root, 'th');
    expect(after.ok && after.suggestions).toEqual([]);
  });
});

describe('a decision whose queue write fails', () => {
  it('is carried out and says so; its entry stays, and deciding it again only removes it', async () => {
    const root = committedFixture();
    await importHandback(root, correction(root), { today: '2026-11-27' });
    const first = fs.readFileSync(path.join(root, FILE), 'utf8');
    const second = correctionBundle(loadContent({ root }), 'D20Tests', (current) => `${current} ปัดขึ้น`, {
      sender: 'Malee Wong',
    });
    await importHandback(root, second, { today: '2026-11-27' });
    fault.under = path.join(root, 'suggestions');
    const decided = decideSuggestions(root, 'th', 'reject', ['D20Tests@2']);
    fault.under = null;
    expect(decided).toEqual({
      ok: true,
      decisions: [{ id: 'D20Tests@2', outcome: 'rejected-restored' }],
      // The rejection is kept before the queue is written: the first file the full disk refuses.
      queueFault: { file: path.join(root, 'suggestions/th.rejected.json'), errno: 'ENOSPC' },
    });
    expect(fs.readFileSync(path.join(root, FILE), 'utf8')).toBe(first);
    const queue = readSuggestions(root, 'th');
    expect(queue.ok && queue.suggestions.map((entry) => entry.sender ?? null)).toEqual([null, 'Malee Wong']);
    expect(decideSuggestions(root, 'th', 'reject', ['D20Tests@2'])).toEqual({
      ok: true,
      decisions: [{ id: 'D20Tests@2', outcome: 'rejected' }],
    });
    expect(fs.readFileSync(path.join(root, FILE), 'utf8')).toBe(first);
    const after = readSuggestions(root, 'th');
    expect(after.ok && after.suggestions.map((entry) => entry.sender ?? null)).toEqual([null]);
  });
});
