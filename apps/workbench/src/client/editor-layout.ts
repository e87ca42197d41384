/**
 * How the editor page is laid out: the navigation, prompts and messages on top, then English,
 * translation and preview side by side, then the side panes (QA, glossary, memory, notes,
 * history); or, for a section that is missing and cannot be created, only the English.
 */
import type { SectionResponse } from '../shared/api-types.ts';
import type { ActionBar } from './action-bar.ts';
import type { CheckResults } from './check-results.ts';
import { h } from './dom.ts';
import { renderHistoryPane, renderNotesPane } from './section-extras.ts';
import type { T } from './strings.ts';

export function renderMissingSection(
  section: SectionResponse,
  locale: string,
  t: T,
  nav: HTMLElement,
  englishPane: HTMLElement,
): HTMLElement {
  return h(
    'main',
    { id: 'editor' },
    nav,
    section.unreadable === null
      ? h(
          'p',
          { class: 'message' },
          t('workbench.missing', {
            file: section.file ?? `${locale}/${section.chapter}/${section.pageId}.md`,
          }),
        )
      : h(
          'p',
          { class: 'message error', role: 'alert' },
          t('workbench.unreadable', { problem: section.unreadable }),
        ),
    h('div', { class: 'panes' }, englishPane),
  );
}

export interface EditorParts {
  nav: HTMLElement;
  /** Restore prompts for drafts. */
  offers: HTMLElement[];
  message: HTMLElement;
  conflictBox: HTMLElement;
  incomingPane: HTMLElement | null;
  diffPane: HTMLElement;
  englishPane: HTMLElement;
  editor: HTMLElement;
  actions: ActionBar;
  results: CheckResults;
  memoryPane: HTMLElement;
  help: HTMLDialogElement;
}

/** The page of an editable section; its notes and history panes are made (and fetched) here. */
export function renderEditorLayout(
  locale: string,
  id: string,
  ui: string,
  t: T,
  parts: EditorParts,
): HTMLElement {
  return h(
    'main',
    { id: 'editor', 'data-locale': locale, 'data-id': id },
    parts.nav,
    ...parts.offers,
    parts.message,
    parts.conflictBox,
    parts.incomingPane,
    parts.diffPane,
    h(
      'div',
      { class: 'panes' },
      parts.englishPane,
      h(
        'section',
        { class: 'pane' },
        h('h2', {}, `${t('workbench.translation')} (${locale})`, parts.actions.unsaved),
        parts.editor,
        parts.actions.element,
      ),
      parts.results.previewPane,
    ),
    h(
      'div',
      { class: 'side' },
      parts.results.qaPane,
      parts.results.glossaryPane,
      parts.memoryPane,
      renderNotesPane(locale, id, t),
      renderHistoryPane(locale, id, ui, t),
    ),
    parts.help,
  );
}
