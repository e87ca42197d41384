/**
 * The hand-back file view (POST /api/handback/:locale): the file name, text and counts of a
 * bundle; nothing changed, no starting point and unknown IDs as their problems.
 */
import type { HandbackBundle } from '@polyhedral/content';
import { EXPORT_UNKNOWN_IDS, parseHandbackBundle } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { handbackExportView } from './handback-export-view.ts';

const START = `git:${'0123456789ab'}${'c'.repeat(28)}`;
const section = (id: string, reviewed: boolean): HandbackBundle['sections'][number] => ({
  id,
  start: null,
  english: null,
  markdown: `## ${id}\n\nข้อความ`,
  review: reviewed ? { state: 'reviewed', by: 'Nok', date: '2026-11-20' } : null,
});
const bundle = (sections: HandbackBundle['sections']): HandbackBundle => ({
  format: 'polyhedral-handback',
  version: 1,
  locale: 'th',
  exported: '2026-11-25T10:00:00.000Z',
  startingPoint: START,
  sections,
});

describe('handbackExportView', () => {
  it('names the file by locale and day, counts the sections and review marks, shortens the commit', () => {
    const shown = handbackExportView('th', {
      ok: true,
      bundle: bundle([section('Dice', true), section('Advantage', false)]),
    });
    expect(shown.ok).toBe(true);
    if (!shown.ok) return;
    expect(shown.view).toMatchObject({
      file: 'handback-th-2026-11-25.json',
      count: 2,
      reviewed: 1,
      start: 'git:0123456789ab',
    });
    // The text is the bundle as `pnpm content export` writes it: it reads back.
    const read = parseHandbackBundle(Buffer.from(shown.view.text, 'utf8'));
    expect(read.ok && read.bundle.sections.map((one) => one.id)).toEqual(['Dice', 'Advantage']);
  });

  it('nothing changed since the start: 409 naming the start', () => {
    expect(handbackExportView('th', { ok: true, bundle: bundle([]) })).toEqual({
      ok: false,
      status: 409,
      problem: { code: 'workbench.refused.nothing-changed', params: { start: 'git:0123456789ab' } },
    });
  });

  it('the export refused: its problem as content words it, the CLI and the page alike', () => {
    const none = { code: 'handback.error.no-starting-point', params: {} };
    expect(handbackExportView('th', { ok: false, problem: none })).toEqual({
      ok: false,
      status: 409,
      problem: none,
    });
    const unknown = { code: EXPORT_UNKNOWN_IDS, params: { ids: 'Nope', count: 1, locale: 'th' } };
    expect(handbackExportView('th', { ok: false, problem: unknown })).toEqual({
      ok: false,
      status: 404,
      problem: unknown,
    });
  });
});
