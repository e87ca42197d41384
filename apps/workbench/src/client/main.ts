/**
 * The workbench page: the overview (`#/`) and one section's editor (`#/<locale>/<ID>`), in the
 * interface language chosen (en, th, zh).
 */
import { intlLocale, LANGUAGE_NAMES } from '@polyhedral/i18n/client';
import type { Overview } from '../shared/api-types.ts';
import { api, setApiLanguage } from './api.ts';
import { h } from './dom.ts';
import { renderEditor } from './editor-page.ts';
import { type OverviewFilters, renderOverview } from './overview-page.ts';
import { refusalText } from './refusal-text.ts';
import { chosenUi, rememberUi, type Strings, translator, UI_LANGUAGES, type UiLanguage } from './strings.ts';

const root = document.getElementById('app')!;
let ui: UiLanguage = chosenUi();
let filters: OverviewFilters = { locale: 'th', state: 'all', query: '' };

/** What has the focus inside `within` now, as a function that gives it back after a redraw. */
function focusOf(within: HTMLElement): () => void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !within.contains(active)) return () => {};
  if (active instanceof HTMLInputElement && active.type === 'search') {
    const { selectionStart, selectionEnd, selectionDirection } = active;
    return () => {
      const input = within.querySelector<HTMLInputElement>('input[type=search]');
      if (!input) return;
      input.focus();
      const end = input.value.length;
      input.setSelectionRange(selectionStart ?? end, selectionEnd ?? end, selectionDirection ?? 'none');
    };
  }
  const key = ['data-state', 'data-locale'].find((name) => active.hasAttribute(name));
  if (!key || active.tagName !== 'BUTTON') return () => {};
  const selector = `button[${key}="${CSS.escape(active.getAttribute(key)!)}"]`;
  return () => within.querySelector<HTMLElement>(selector)?.focus();
}

async function start(): Promise<void> {
  document.documentElement.lang = intlLocale(ui);
  setApiLanguage(ui);
  const strings = await api<Strings>('GET', `/strings?ui=${ui}`);
  const t = translator(strings.ok ? strings.data : {}, ui);
  if (!strings.ok) {
    root.replaceChildren(h('p', { class: 'message error' }, t('workbench.error.network')));
    return;
  }
  document.title = t('workbench.title');
  const body = h('div', {});
  const languages = h(
    'select',
    {
      'aria-label': t('workbench.uiLanguage'),
      id: 'ui-language',
      onchange: (event) => {
        ui = (event.target as HTMLSelectElement).value as UiLanguage;
        rememberUi(ui);
        void start();
      },
    },
    ...UI_LANGUAGES.map((language) =>
      h('option', { value: language, selected: language === ui }, LANGUAGE_NAMES[language]),
    ),
  );
  root.replaceChildren(
    h('header', { class: 'bar' }, h('h1', {}, h('a', { href: '#/' }, t('workbench.title'))), languages),
    body,
  );

  let overview: Overview | null = null;
  // Each navigation gets a number; an answer that arrives after a newer navigation is dropped.
  let navigation = 0;
  const showOverview = async (current: number) => {
    const loaded = await api<Overview>('GET', '/api/overview');
    if (current !== navigation) return;
    if (!loaded.ok) {
      body.replaceChildren(h('p', { class: 'message error' }, refusalText(t, loaded.error)));
      return;
    }
    overview = loaded.data;
    // A filter redraws the overview: whatever had the focus there keeps it (the search field its
    // caret and selection, so typing goes on where it was; a filter button after Enter).
    const draw = () => {
      const kept = focusOf(body);
      body.replaceChildren(
        renderOverview(overview!, filters, t, (next) => {
          filters = next;
          draw();
        }),
      );
      kept();
    };
    draw();
  };

  const route = () => {
    const current = ++navigation;
    const isCurrent = () => current === navigation;
    const [, locale, id] = /^#\/(th|zh|zh-hant)\/([A-Za-z0-9]+)$/.exec(location.hash) ?? [];
    if (locale && id) {
      filters = { ...filters, locale };
      const reopen = (flash?: string) =>
        void renderEditor(body, { ui, t, locale, id, reopen, isCurrent }, flash);
      reopen();
    } else void showOverview(current);
  };
  window.onhashchange = route;
  route();
}

void start();
