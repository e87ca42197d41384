/** The overview: per locale and chapter, every section with its state; filters and counts. */
import type { Overview, OverviewRow, SectionState } from '../shared/api-types.ts';
import { h } from './dom.ts';
import { renderHandbackPanel } from './handback-panel.ts';
import { renderReplacePanel } from './replace-panel.ts';
import { reviewCredit } from './review-credit.ts';
import type { T } from './strings.ts';
import { renderSuggestionsPanel } from './suggestions-panel.ts';

const STATES: readonly SectionState[] = ['missing', 'stale', 'draft', 'edited', 'reviewed', 'current'];

export interface OverviewFilters {
  locale: string;
  /** A section state (English sections only), every row, or the sections only this locale has. */
  state: SectionState | 'all' | 'translationOnly';
  query: string;
}

/** A chapter's review progress: how many of the sections drafted here are reviewed. */
function progressOf(rows: readonly OverviewRow[], t: T): HTMLElement | null {
  const reviewed = rows.filter((row) => row.state === 'reviewed').length;
  const drafted = reviewed + rows.filter((row) => row.draft).length;
  if (drafted === 0) return null;
  return h(
    'small',
    { class: 'progress', 'data-progress': `${reviewed}/${drafted}` },
    h('progress', { max: String(drafted), value: String(reviewed) }),
    ` ${t('workbench.progress', { reviewed, drafted })}`,
  );
}

type LocaleOverview = Overview['locales'][string];
type OverviewChapter = LocaleOverview['chapters'][number];

/** A row's state chip (or the file that was refused), and who reviewed it, now or before the text changed. */
function stateCell(row: OverviewRow, t: T): HTMLElement {
  return h(
    'td',
    {},
    row.refused
      ? h(
          'span',
          { class: 'state state-refused', 'data-refused': row.refused.file },
          t('workbench.state.refused'),
        )
      : h('span', { class: `state state-${row.state}` }, t(`workbench.state.${row.state}`)),
    reviewCredit(row, t),
  );
}

/** One section's row: its ID, its title linking to its editor (indented by depth), its state. */
function sectionRow(row: OverviewRow, locale: string, t: T): HTMLElement {
  return h(
    'tr',
    {
      'data-id': row.id,
      'data-state': row.state,
      ...(row.translationOnly ? { 'data-translation-only': '' } : {}),
    },
    h('td', { class: 'id' }, row.id),
    h(
      'td',
      {},
      h(
        'a',
        { href: `#/${locale}/${row.id}`, style: `padding-left:${(row.depth - 1) * 0.75}rem` },
        row.title,
      ),
    ),
    stateCell(row, t),
  );
}

/** A chapter's heading with its review progress, and the rows of it the filters show. */
function chapterSection(
  chapter: OverviewChapter,
  rows: readonly OverviewRow[],
  locale: string,
  t: T,
): HTMLElement {
  return h(
    'section',
    {},
    h('h2', { class: 'chapter' }, t.data(`ui.chapter.${chapter.chapter}`), ' ', progressOf(chapter.rows, t)),
    h('table', { class: 'sections' }, h('tbody', {}, ...rows.map((row) => sectionRow(row, locale, t)))),
  );
}

/** How a locale's rows are counted and which ones the filters keep. */
interface RowCounts {
  all: OverviewRow[];
  translationOnly: number;
  chipCount: (state: SectionState) => number;
  matches: (row: OverviewRow) => boolean;
}

function rowCounts(data: LocaleOverview, filters: OverviewFilters): RowCounts {
  const all = data.chapters.flatMap((chapter) => chapter.rows);
  // The counts are `pnpm content status --json`'s (computed by the server with contentStatus):
  // `states` puts each English section in exactly one state, so the line and the chips agree.
  const stateCounts = data.counts.states;
  // A derived locale has no `states` (its counts are the converted / hand-written ones): its chips
  // count its rows, the source locale's own sections too, as its counts line does (one number:
  // 187 converted, where the chip said 160 without zh's 27 translation-only sections).
  const counted = (row: OverviewRow) => data.derived !== undefined || !row.translationOnly;
  const chipCount = (state: SectionState) =>
    stateCounts && state !== 'converted'
      ? stateCounts[state]
      : all.filter((row) => counted(row) && row.state === state).length;
  const translationOnly = all.filter((row) => row.translationOnly).length;
  const matches = (row: OverviewRow) =>
    (filters.state === 'all' ||
      (filters.state === 'translationOnly'
        ? row.translationOnly === true
        : counted(row) && row.state === filters.state)) &&
    (filters.query === '' ||
      row.id.toLowerCase().includes(filters.query.toLowerCase()) ||
      row.title.toLowerCase().includes(filters.query.toLowerCase()));
  return { all, translationOnly, chipCount, matches };
}

/** One button per locale, the shown one pressed. */
function localeTabs(
  locales: readonly string[],
  filters: OverviewFilters,
  t: T,
  onChange: (filters: OverviewFilters) => void,
): HTMLElement {
  return h(
    'div',
    { class: 'tabs', role: 'group', 'aria-label': t('workbench.locale') },
    ...locales.map((locale) =>
      h(
        'button',
        {
          'aria-pressed': String(locale === filters.locale),
          'data-locale': locale,
          onclick: () => onChange({ ...filters, locale }),
        },
        locale,
      ),
    ),
  );
}

/** The locale's counts line: by state, or converted / hand-written for a derived locale. */
function countsLine(data: LocaleOverview, t: T): HTMLElement {
  if (data.derived) {
    return h(
      'p',
      { class: 'counts', 'data-counts': JSON.stringify(data.derived) },
      t('workbench.counts-derived', { sections: data.counts.sections, ...data.derived }),
    );
  }
  const counts: Record<string, number> = { sections: data.counts.sections, ...data.counts.states };
  return h('p', { class: 'counts', 'data-counts': JSON.stringify(counts) }, t('workbench.counts', counts));
}

/** Files the loader refused: their sections were not read (not "not translated yet"). */
function refusedFiles(data: LocaleOverview, t: T): HTMLElement[] {
  if (data.refused.length === 0) return [];
  return [
    h(
      'div',
      { class: 'message error', role: 'alert', 'data-refused-files': '' },
      h('p', {}, t('workbench.refusedFiles', { count: data.refused.length })),
      h('ul', {}, ...data.refused.map((file) => h('li', {}, t.data(file.code, file.params)))),
    ),
  ];
}

/** The filter chips (every row, each state, the translation-only sections if any) with their counts, and the search. */
function filterBar(
  states: readonly SectionState[],
  counts: RowCounts,
  filters: OverviewFilters,
  t: T,
  onChange: (filters: OverviewFilters) => void,
): HTMLElement {
  const { all, translationOnly, chipCount } = counts;
  const search = h('input', {
    type: 'search',
    placeholder: t('workbench.filter.search'),
    'aria-label': t('workbench.filter.search'),
    value: filters.query,
    oninput: (event) => onChange({ ...filters, query: (event.target as HTMLInputElement).value }),
  });
  return h(
    'div',
    { class: 'filters', role: 'group', 'aria-label': t('workbench.filter.label') },
    ...(['all', ...states, ...(translationOnly > 0 ? (['translationOnly'] as const) : [])] as const).map(
      (state) =>
        h(
          'button',
          {
            'aria-pressed': String(state === filters.state),
            'data-state': state,
            'data-count': String(
              state === 'all' ? all.length : state === 'translationOnly' ? translationOnly : chipCount(state),
            ),
            onclick: () => onChange({ ...filters, state }),
          },
          state === 'all'
            ? `${t('workbench.filter.all')} (${all.length})`
            : state === 'translationOnly'
              ? `${t('workbench.filter.translationOnly')} (${translationOnly})`
              : `${t(`workbench.state.${state}`)} (${chipCount(state)})`,
        ),
    ),
    search,
  );
}

export function renderOverview(
  overview: Overview,
  filters: OverviewFilters,
  t: T,
  onChange: (filters: OverviewFilters) => void,
): HTMLElement {
  const locales = Object.keys(overview.locales);
  const data = overview.locales[filters.locale] ?? overview.locales[locales[0]!]!;
  const shownLocale = overview.locales[filters.locale] ? filters.locale : locales[0]!;
  // A derived locale (zh-hant): its text is converted by machine until someone writes it by hand.
  const states: readonly SectionState[] = data.derived ? ['converted', ...STATES] : STATES;
  const counts = rowCounts(data, filters);
  const chapters = data.chapters
    .map((chapter) => {
      const rows = chapter.rows.filter(counts.matches);
      return rows.length === 0 ? null : chapterSection(chapter, rows, filters.locale, t);
    })
    .filter((chapter) => chapter !== null);
  return h(
    'main',
    { id: 'overview' },
    localeTabs(locales, filters, t, onChange),
    countsLine(data, t),
    // Hand-back files and search-and-replace are for every reviewed locale (in zh-hant, replace
    // searches the sections written by hand: a converted one follows the zh text).
    ...refusedFiles(data, t),
    renderHandbackPanel(shownLocale, t),
    renderSuggestionsPanel(shownLocale, t),
    renderReplacePanel(shownLocale, t, () => onChange({ ...filters }), data.derived?.from ?? null),
    filterBar(states, counts, filters, t, onChange),
    ...(chapters.length > 0 ? chapters : [h('p', {}, t('workbench.none'))]),
  );
}
