/**
 * The workbench's flows whose checks are the server's answers, not the page's drawing, driven
 * through the app (hono's `app.request`, no browser): each was a browser check until issue 103
 * and keeps its assertions on the JSON the page renders and on the files written.
 * - the overview's counts per state and its stale and missing IDs equal `content status --json`
 *   (was tests/browser/checks/30-overview.ts; its screenshots are `WORKBENCH_SHOTS` ones, none read);
 * - a stale section: the overview lists it alone as stale, its diff shows the added English words
 *   from the stored English, and Mark current clears it (was 20-stale.ts);
 * - a note kept in content/notes/th.yaml under the reviewer's name; the history lists who changed
 *   the section, newest first (was 51-notes-and-history.ts);
 * - search and replace: the preview lists every section with a word diff, leaves out what breaks
 *   the QA, writes nothing; applying writes exactly the previewed sections (was 50-search-replace.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_ROOT, loadContent, REPO_ROOT, readSectionNotes, runCli } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { apiApp, sessionCall } from '../../tests/api-app.ts';
import { apiFixture } from '../../tests/api-fixture.ts';
import { pickCurrent } from '../../tests/pick-sections.ts';
import type {
  DiffResponse,
  HistoryResponse,
  NotesResponse,
  Overview,
  ReplaceApplyResponse,
  ReplacePreviewResponse,
  SectionResponse,
} from '../shared/api-types.ts';

const COUNTED = ['missing', 'stale', 'draft', 'edited', 'reviewed', 'current'] as const;

interface Status {
  locales: Record<string, { states: Record<string, number>; ids?: Record<string, string[]> }>;
}

const json = async <T>(response: Response | Promise<Response>): Promise<T> => {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(200);
  return (await answered.json()) as T;
};

describe('the overview on the real content (read only)', () => {
  it('counts each section in one state, lists as many rows per state, and names the stale and missing sections as content status --json does', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runCli(['status', '--json'], {
      stdout: (line) => out.push(line),
      stderr: (line) => err.push(line),
      cwd: REPO_ROOT,
    });
    expect(code, err.join('\n')).toBe(0);
    const status = JSON.parse(out.join('\n')) as Status;
    const overview = await json<Overview>(sessionCall(apiApp(DEFAULT_CONTENT_ROOT), '/api/overview'));
    for (const locale of ['th', 'zh']) {
      const wanted = Object.fromEntries(COUNTED.map((key) => [key, status.locales[locale]!.states[key]]));
      const { counts, chapters } = overview.locales[locale]!;
      expect(
        Object.fromEntries(COUNTED.map((key) => [key, counts.states?.[key]])),
        `${locale} counts`,
      ).toEqual(wanted);
      const rows = chapters.flatMap((chapter) => chapter.rows).filter((row) => !row.translationOnly);
      const perState = Object.fromEntries(
        COUNTED.map((key) => [key, rows.filter((row) => row.state === key).length]),
      );
      expect(perState, `${locale} rows per state equal the counts`).toEqual(wanted);
      const ids = status.locales[locale]!.ids;
      if (!ids) continue;
      for (const state of ['stale', 'missing'] as const) {
        const listed = chapters.flatMap((chapter) => chapter.rows).filter((row) => row.state === state);
        expect(listed.map((row) => row.id).sort(), `${locale} ${state} IDs`).toEqual(
          [...(ids[state] ?? [])].sort(),
        );
      }
    }
  });
});

describe('a content copy edited through the app', () => {
  let stale: ReturnType<typeof pickCurrent> | undefined;
  const added = ', as the table of the rules core shows.';
  // The English of a current Thai section changed before the app starts: it is stale.
  const api = apiFixture((temp) => {
    stale = pickCurrent(loadContent({ root: temp.root }), 'th');
    const english = path.join(temp.root, stale.file);
    const changed = stale.sentence.replace(/\.$/, added);
    writeFileSync(english, readFileSync(english, 'utf8').replace(stale.sentence, changed));
  });
  const call = (pathname: string, body?: unknown) => sessionCall(api.app, pathname, body);

  it('a stale section: listed alone as stale, its diff the added words from the stored English; Mark current clears it', async () => {
    const { id } = stale!;
    const overview = await json<Overview>(call('/api/overview'));
    const staleRows = overview.locales.th!.chapters.flatMap((chapter) =>
      chapter.rows.filter((row) => row.state === 'stale'),
    );
    expect(staleRows.map((row) => row.id)).toEqual([id]);
    const section = await json<SectionResponse>(call(`/api/section/th/${id}`));
    expect(section.state).toBe('stale');
    const diff = await json<DiffResponse>(call(`/api/diff/th/${id}`));
    expect(diff.found && diff.stale).toBe(true);
    const inserted = (diff.parts ?? []).filter((part) => part.kind === 'added').map((part) => part.value);
    expect(inserted.join('').replace(/\s+/g, ' ').trim()).toContain('as the table of the rules core shows');
    // The older English is the one kept in content/stamped-english/, not a commit (the page names it so).
    expect(diff.commit ?? '').not.toMatch(/^[0-9a-f]{7,40}$/);

    await json(call(`/api/stamp/th/${id}`, { base: section.base }));
    expect((await json<SectionResponse>(call(`/api/section/th/${id}`))).state).not.toBe('stale');
    expect((await json<DiffResponse>(call(`/api/diff/th/${id}`))).stale).not.toBe(true);
  });

  it('a note is kept in the repository under the reviewer’s name; the history shows who changed the section', async () => {
    const id = 'Resting';
    expect((await json<HistoryResponse>(call(`/api/history/th/${id}`))).changes).toHaveLength(1);
    const text = 'ควรใช้ "พักสั้น" ให้ตรงกับอภิธานศัพท์หรือไม่';
    const noted = await json<NotesResponse>(call(`/api/notes/th/${id}`, { by: 'สมชาย', text }));
    expect(noted.notes.map((note) => note.by)).toContain('สมชาย');
    expect(readSectionNotes(api.temp.root, 'th').value![id]).toEqual([
      { by: 'สมชาย', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), text },
    ]);
    expect(readFileSync(path.join(api.temp.root, 'notes/th.yaml'), 'utf8')).toContain('Resting:');

    // A change committed by a reviewer shows in the history, newest first.
    const section = await json<SectionResponse>(call(`/api/section/th/${id}`));
    const saved = await json<{ file: string }>(
      call(`/api/save/th/${id}`, { markdown: `${section.markdown} ก`, base: section.base }),
    );
    expect(saved.file).toContain('DamageandHealing.md');
    api.temp.git('-c', 'user.name=Nok', 'commit', '-q', '-am', 'th: Resting reworded');
    const history = await json<HistoryResponse>(call(`/api/history/th/${id}`));
    expect(history.changes).toHaveLength(2);
    expect(history.changes[0]!.author).toBe('Nok');
    expect((await json<NotesResponse>(call(`/api/notes/th/${id}`))).notes[0]!.text).toContain('พักสั้น');
    expect(loadContent({ root: api.temp.root }).diagnostics).toEqual([]);
  });

  it('search and replace: a preview with word diffs leaves out what breaks the QA and writes nothing; applying writes exactly the previewed sections', async () => {
    const FIND = 'นักผจญภัย';
    const WITH = 'เหล่านักผจญภัย';
    api.temp.git('add', '-A');
    api.temp.git('commit', '-q', '--allow-empty', '-m', 'before the replace');
    const model = loadContent({ root: api.temp.root });
    const expected = [...model.sections]
      .filter(([, entry]) => entry.th?.markdown.includes(FIND))
      .map(([id]) => id);
    expect(expected.length).toBeGreaterThan(3);

    // A change the QA refuses: a dice expression the English has, or, in a Thai-only section (no
    // English), one the core holds (the Dagger's 1d4, EXAMPLE_DAMAGE_DICE): those sections are left out.
    const withEnglish = [...model.sections].filter(
      ([, entry]) =>
        entry.th?.markdown.includes('1d4') && (entry.en ? entry.en.markdown.includes('1d4') : true),
    ).length;
    expect(withEnglish).toBeGreaterThan(0);
    const dice = await json<ReplacePreviewResponse>(call('/api/replace/th', { find: '1d4', replace: '1d5' }));
    expect(dice.sections.filter((section) => section.errors > 0)).toHaveLength(withEnglish);

    const preview = await json<ReplacePreviewResponse>(
      call('/api/replace/th', { find: FIND, replace: WITH }),
    );
    expect(preview.sections.map((section) => section.id).sort()).toEqual([...expected].sort());
    expect(preview.sections.every((section) => section.errors === 0)).toBe(true);
    expect(preview.sections[0]!.parts.find((part) => part.kind === 'added')?.value).toContain('เหล่า');
    expect(api.temp.git('status', '--porcelain').trim(), 'a preview writes nothing').toBe('');

    const bases = JSON.stringify(
      Object.fromEntries(preview.sections.map((section) => [section.id, section.base])),
    );
    const applied = await json<ReplaceApplyResponse>(
      call('/api/replace-apply/th', { find: FIND, replace: WITH, bases }),
    );
    expect(applied.saved).toHaveLength(expected.length);
    const after = loadContent({ root: api.temp.root });
    for (const [id, entry] of model.sections) {
      const now = after.sections.get(id)?.th?.markdown;
      if (expected.includes(id)) expect(now, id).toBe(entry.th!.markdown.split(FIND).join(WITH));
      else expect(now, id).toBe(entry.th?.markdown);
    }
    const changed = api.temp
      .git('diff', '-U0')
      .split('\n')
      .filter((line) => /^[-+][^-+]/.test(line));
    // Each added line carries the replacement, or is front matter the draft needs: a replaced source
    // translation's section becomes a draft, and its file then names each section's source apart.
    const draftEntry = (line: string) =>
      line === '+review:' ||
      line === '+sources:' ||
      expected.some((id) => new RegExp(`^\\+\\s+${id}: "?draft"?$`).test(line)) ||
      /^\+\s+[A-Za-z0-9]+: "[a-z0-9.-]+"$/.test(line);
    expect(
      changed.filter((line) => !line.startsWith('-') && !line.includes(WITH) && !draftEntry(line)),
      'every added line is the replacement or a draft entry',
    ).toEqual([]);
    expect(
      api.temp
        .git('diff', '--name-only')
        .trim()
        .split('\n')
        .every((file) => file.startsWith('th/')),
    ).toBe(true);
  });
});
