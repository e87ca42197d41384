/**
 * The queue loses nothing (issue 72): one entry per submission, oldest first; a second correction
 * to a section never replaces the first; accept applies exactly that entry's text or refuses with
 * the diff when the file moved on; reject removes only that entry; an unreadable queue refuses the
 * import (file and line, exit 2) and writes nothing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  captureCliAsync,
  committedFixture,
  copyFixture,
  correctionBundle,
} from '../../test/support/test-support.ts';
import { importHandback } from '../handback/import-handback.ts';
import { loadContent } from '../loader/load-content.ts';
import { LOCK_FILE, LOCK_WAIT_MS, lockWait } from '../write/content-lock.ts';
import { ContentLockBusyError } from '../write/lock-refusal.ts';
import { decideSuggestions } from './decide-suggestions.ts';
import { pendingSuggestions } from './pending-suggestions.ts';
import { readSuggestions, suggestionsFile } from './suggestion-queue.ts';

const ID = 'D20Tests';
const textOf = (root: string) => loadContent({ root }).sections.get(ID)!.th!.markdown;

async function twoSenders() {
  const root = committedFixture();
  const original = textOf(root);
  const first = `${original} ปัดขึ้น`;
  await importHandback(
    root,
    correctionBundle(loadContent({ root }), ID, () => first, { sender: 'Somchai Jaidee' }),
    { today: '2026-11-27', now: '2026-11-27T09:00:00Z' },
  );
  const second = `${first} เสมอ`;
  await importHandback(
    root,
    correctionBundle(loadContent({ root }), ID, () => second, { sender: 'Malee Wong' }),
    { today: '2026-11-27', now: '2026-11-27T10:00:00Z' },
  );
  return { root, original, first, second };
}

describe('the suggestions queue', () => {
  it('keeps one entry per submission, oldest first, each with its sender, time, start and text', async () => {
    const { root, original, first, second } = await twoSenders();
    const queue = readSuggestions(root, 'th');
    if (!queue.ok) throw new Error('unreadable');
    expect(
      queue.suggestions.map(({ sender, receivedAt, before, text }) => ({ sender, receivedAt, before, text })),
    ).toEqual([
      { sender: 'Somchai Jaidee', receivedAt: '2026-11-27T09:00:00Z', before: original, text: first },
      { sender: 'Malee Wong', receivedAt: '2026-11-27T10:00:00Z', before: first, text: second },
    ]);
    const [listed] = pendingSuggestions(loadContent({ root }), ['th']);
    if (!listed?.ok) throw new Error('unreadable');
    expect(listed.entries.map((entry) => [entry.id, entry.diffNow === null])).toEqual([
      [`${ID}@1`, false],
      [`${ID}@2`, true],
    ]);
    // The first sender's own change is their diff, not context of the second's.
    expect(
      listed.entries[0]!.diff.filter((part) => part.kind !== 'same').map((part) => [
        part.kind,
        part.value.trim(),
      ]),
    ).toEqual([['added', 'ปัดขึ้น']]);
  });

  it('the same bundle imported again adds nothing', async () => {
    const root = copyFixture('valid');
    const bundle = correctionBundle(loadContent({ root }), ID, (text) => `${text} ปัดขึ้น`, {
      sender: 'Somchai Jaidee',
    });
    await importHandback(root, bundle, { today: '2026-11-27' });
    const once = readFileSync(suggestionsFile(root, 'th'), 'utf8');
    await importHandback(root, bundle, { today: '2026-11-27' });
    expect(readFileSync(suggestionsFile(root, 'th'), 'utf8')).toBe(once);
  });

  it('accept refuses an entry the file moved on from (with the diff), reject removes only that entry', async () => {
    const { root, first, second } = await twoSenders();
    expect(decideSuggestions(root, 'th', 'accept', [ID])).toEqual({
      ok: true,
      decisions: [{ id: ID, outcome: 'ambiguous', names: [`${ID}@1`, `${ID}@2`] }],
    });
    const refused = decideSuggestions(root, 'th', 'accept', [`${ID}@1`]);
    expect(refused).toEqual({
      ok: true,
      decisions: [{ id: `${ID}@1`, outcome: 'moved-on', now: second, text: first }],
    });
    expect(textOf(root)).toBe(second);
    // Rejecting the second puts back what it started from: the first sender's text.
    expect(decideSuggestions(root, 'th', 'reject', [`${ID}@2`])).toEqual({
      ok: true,
      decisions: [{ id: `${ID}@2`, outcome: 'rejected-restored' }],
    });
    expect(textOf(root)).toBe(first);
    // The first entry is still there (now the only one, named by its ID) and accepting it keeps exactly it.
    const queue = readSuggestions(root, 'th');
    expect(queue.ok && queue.suggestions.map((entry) => entry.text)).toEqual([first]);
    expect(decideSuggestions(root, 'th', 'accept', [ID])).toEqual({
      ok: true,
      decisions: [{ id: ID, outcome: 'accepted-text', sender: 'Somchai Jaidee' }],
    });
    expect(textOf(root)).toBe(first);
  });

  it('reject writes nothing the repository does not hold: a forged before, draft list or conversion is ignored', async () => {
    const { root, second } = await twoSenders();
    const file = suggestionsFile(root, 'th');
    const queue = JSON.parse(readFileSync(file, 'utf8')) as { suggestions: Record<string, unknown>[] };
    queue.suggestions[1]!.before = 'a natural 20 always misses <script>x</script>';
    writeFileSync(file, JSON.stringify(queue));
    expect(decideSuggestions(root, 'th', 'reject', [`${ID}@2`])).toEqual({
      ok: true,
      decisions: [{ id: `${ID}@2`, outcome: 'rejected' }],
    });
    expect(textOf(root)).toBe(second);
  });

  it('accept writes exactly the entry when the section is back at the text it started from', async () => {
    const { root, original, first } = await twoSenders();
    const restore = decideSuggestions(root, 'th', 'reject', [`${ID}@2`]);
    expect(restore.ok).toBe(true);
    // The maintainer reverts the first by hand too; the entry still holds the sender's text.
    const file = path.join(root, 'th/playing-the-game/Dice.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(first, original));
    expect(decideSuggestions(root, 'th', 'accept', [ID])).toEqual({
      ok: true,
      decisions: [{ id: ID, outcome: 'accepted-applied', sender: 'Somchai Jaidee' }],
    });
    expect(textOf(root)).toBe(first);
  });

  it('an unreadable queue refuses the import with its file and line (exit 2), and nothing is written', async () => {
    const root = copyFixture('valid');
    const queueFile = suggestionsFile(root, 'th');
    mkdirSync(path.dirname(queueFile), { recursive: true });
    writeFileSync(queueFile, '{\n  "suggestions": [\n    {"id": "D20Tests",,}\n  ]\n}\n');
    const dice = readFileSync(path.join(root, 'th/playing-the-game/Dice.md'), 'utf8');
    const bundlePath = path.join(root, '..', `bundle-${process.pid}.json`);
    writeFileSync(
      bundlePath,
      JSON.stringify(correctionBundle(loadContent({ root }), ID, (text) => `${text} ปัดขึ้น`)),
    );
    const result = await captureCliAsync(root, 'import', bundlePath);
    expect(result.code).toBe(2);
    expect(result.err).toContain('suggestions/th.json:3:');
    expect(readFileSync(path.join(root, 'th/playing-the-game/Dice.md'), 'utf8')).toBe(dice);
    // A field that fails its check is named at its own line.
    writeFileSync(
      queueFile,
      JSON.stringify(
        {
          suggestions: [
            {
              id: ID,
              received: '2026-11-27',
              from: 'x',
              before: null,
              text: 't',
              sender: 'A\u202eB',
              approval: null,
            },
          ],
        },
        null,
        2,
      ),
    );
    const listed = await captureCliAsync(root, 'suggestions', 'th');
    expect(listed.code).toBe(2);
    expect(listed.err).toContain('suggestions/th.json:9:');
  });

  it('an import while another writer holds the content lock: refused before any write (sections, queue)', async () => {
    const { root, second } = await twoSenders();
    const queue = readFileSync(suggestionsFile(root, 'th'));
    const bundle = correctionBundle(loadContent({ root }), ID, () => `${second} อีก`, {
      sender: 'Somchai Jaidee',
    });
    const section = textOf(root);
    writeFileSync(
      path.join(root, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, host: hostname(), since: Date.now(), nonce: 'busy' }),
    );
    lockWait.ms = 100;
    try {
      await expect(importHandback(root, bundle, { today: '2026-11-28' })).rejects.toBeInstanceOf(
        ContentLockBusyError,
      );
    } finally {
      lockWait.ms = LOCK_WAIT_MS;
    }
    expect([textOf(root), readFileSync(suggestionsFile(root, 'th')).equals(queue)]).toEqual([section, true]);
  });

  it('a decision while another writer holds the content lock: refused with the holder named, exit 2, the queue as it was', async () => {
    const { root } = await twoSenders();
    const queue = readFileSync(suggestionsFile(root, 'th'));
    // The parent of this test process is alive and is not this process: a writer in another process.
    writeFileSync(
      path.join(root, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, host: hostname(), since: Date.now(), nonce: 'busy' }),
    );
    lockWait.ms = 100;
    let result: Awaited<ReturnType<typeof captureCliAsync>>;
    try {
      result = await captureCliAsync(root, 'suggestions', 'reject', 'th', `${ID}@2`);
    } finally {
      lockWait.ms = LOCK_WAIT_MS;
    }
    expect(result.code).toBe(2);
    expect(result.err).toContain(`another program (process ${process.ppid})`);
    expect(result.err).not.toMatch(/\n\s+at /);
    expect(readFileSync(suggestionsFile(root, 'th')).equals(queue)).toBe(true);
  });
});
