/**
 * A correction to a section taken from a source translation (`current`: no `review:` entry) is text
 * nobody has reviewed: the import makes it a draft (`review: <ID>: draft`), so the rule page and
 * the review page stop calling it reviewed, and keeps the section's source (its provenance and
 * licence do not change because a reader fixed a word).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, correctionBundle } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { decideSuggestions } from '../suggestions/decide-suggestions.ts';
import { importHandback } from './import-handback.ts';

const FILE = 'th/playing-the-game/Dice.md';

describe('a correction to a current section', () => {
  it('lands as a draft of the same source, and only that section changes state', async () => {
    const root = copyFixture('valid');
    const model = loadContent({ root });
    const before = model.sections.get('D20Tests')!.th!;
    expect(before.review).toBeUndefined();
    const sourceBefore = before.source;
    const result = await importHandback(
      root,
      correctionBundle(model, 'D20Tests', (current) => `${current} เสมอ`, {
        exported: '2026-11-27T09:00:00.000Z',
      }),
      { today: '2026-11-27' },
    );
    expect(result.sectionsRefused).toEqual([]);
    expect(result.sections).toEqual([{ id: 'D20Tests', action: 'replace' }]);
    const after = loadContent({ root });
    const corrected = after.sections.get('D20Tests')!.th!;
    expect(corrected.markdown).toBe(`${before.markdown} เสมอ`);
    expect(corrected.review).toBe('draft');
    expect(corrected.source).toBe(sourceBefore);
    // The other sections of the file keep their state (no review entry).
    expect(after.sections.get('DiceNotation')!.th!.review).toBeUndefined();
    expect(after.sections.get('Dice')!.th!.review).toBeUndefined();
    const text = readFileSync(path.join(root, FILE), 'utf8');
    expect(text).toMatch(/\nreview:\n {2}D20Tests: "?draft"?\n/);
    // The correction awaits the maintainer as a suggestion.
    expect(result.suggestions.map((entry) => entry.id)).toEqual(['D20Tests']);
  });

  it('rejected in a copy without git: the entry goes and nothing is written (no commit holds the earlier text to put back; the queue file is not believed)', async () => {
    const root = copyFixture('valid');
    const fileBefore = readFileSync(path.join(root, FILE), 'utf8');
    const model = loadContent({ root });
    await importHandback(
      root,
      correctionBundle(model, 'D20Tests', (current) => `${current} เสมอ`, {
        exported: '2026-11-27T09:00:00.000Z',
      }),
      { today: '2026-11-27' },
    );
    expect(loadContent({ root }).sections.get('D20Tests')!.th!.review).toBe('draft');
    const fileImported = readFileSync(path.join(root, FILE), 'utf8');
    expect(fileImported).not.toBe(fileBefore);
    const decided = decideSuggestions(root, 'th', 'reject', ['D20Tests']);
    expect(decided).toEqual({ ok: true, decisions: [{ id: 'D20Tests', outcome: 'rejected' }] });
    expect(readFileSync(path.join(root, FILE), 'utf8')).toBe(fileImported);
  });
});
