/**
 * One section side by side: the English (rendered, or its Markdown), the translation's Markdown
 * editor (CodeMirror 6) with the QA findings underlined as you type, the live preview, the
 * glossary panel, what changed in English for a stale section, and Save / Mark current / Mark
 * reviewed. Unsaved text is kept in localStorage and offered back after a reload.
 *
 * This module loads the section and wires the parts together; each part is its own module.
 */
import { setDiagnostics } from '@codemirror/lint';
import type { EditorView } from 'codemirror';
import type { CheckResponse, SectionResponse } from '../shared/api-types.ts';
import { createActionBar } from './action-bar.ts';
import { api } from './api.ts';
import { createCheckResults } from './check-results.ts';
import { renderConvertedFrom, sourceLanguageName } from './converted-from.ts';
import { h } from './dom.ts';
import { keepDraft, renderDraftOffers } from './draft-offers.ts';
import type { EditorContext } from './editor-context.ts';
import { exposeEditor } from './editor-hook.ts';
import { helpDialog } from './editor-keys.ts';
import { renderEditorLayout, renderMissingSection } from './editor-layout.ts';
import { renderEnglishPane } from './english-pane.ts';
import { loadIncoming, renderIncomingPanel } from './handback-incoming.ts';
import { createLiveCheck } from './live-check.ts';
import { markAction } from './mark-section.ts';
import { createMemoryPane } from './memory-pane.ts';
import { refusalText } from './refusal-text.ts';
import { createSaveAction, type SavedText } from './save-section.ts';
import { sectionKeyActions } from './section-keys.ts';
import { renderSectionNav, type SectionNav } from './section-nav.ts';
import { renderDiffPane, showEnglishDiff } from './stale-diff.ts';
import { createStatusMessage, type StatusMessage } from './status-message.ts';
import { createTranslationEditor, insertAtCursor } from './translation-editor.ts';

export type { EditorContext } from './editor-context.ts';

/** A refusal's line underlined in the editor, the caret moved to it and the editor focused. */
function markLine(view: EditorView, line: number, message: string): void {
  const at = view.state.doc.line(Math.min(line, view.state.doc.lines));
  view.dispatch(
    setDiagnostics(view.state, [
      { from: at.from, to: Math.max(at.to, at.from + 1), severity: 'error', message },
    ]),
  );
  view.dispatch({ selection: { anchor: at.from }, scrollIntoView: true });
  view.focus();
}

export async function renderEditor(
  container: HTMLElement,
  context: EditorContext,
  flash?: string,
): Promise<void> {
  const { ui, t, locale, id } = context;
  const loaded = await api<SectionResponse>(
    'GET',
    `/api/section/${locale}/${encodeURIComponent(id)}?ui=${ui}`,
  );
  if (!context.isCurrent()) return;
  container.replaceChildren();
  if (!loaded.ok) {
    container.append(h('main', {}, h('p', { class: 'message error' }, refusalText(t, loaded.error))));
    return;
  }
  const section = loaded.data;
  const status = createStatusMessage(flash);
  const englishPane = renderEnglishPane(section.english, t);
  if (section.convertedFrom) englishPane.append(renderConvertedFrom(section.convertedFrom, t));
  const nav = renderSectionNav(section, locale, t);
  if (section.markdown === null && !section.creatable) {
    container.append(renderMissingSection(section, locale, t, nav.element, englishPane));
    return;
  }
  await openSection(container, context, section, status, nav, englishPane);
}

/** The editor of a section that exists, or that Save can create. */
async function openSection(
  container: HTMLElement,
  context: EditorContext,
  section: SectionResponse,
  status: StatusMessage,
  nav: SectionNav,
  englishPane: HTMLElement,
): Promise<void> {
  const { ui, t, locale, id } = context;
  // A missing section that can be created starts from the English text; Save creates it (base '').
  const saved: SavedText = {
    base: section.markdown === null ? '' : section.base,
    text: section.markdown ?? '',
  };
  let lastCheck: CheckResponse | null = section.check;
  let view: EditorView;
  const insertText = (text: string) => insertAtCursor(view, text);
  const results = createCheckResults(locale, t, section.check?.html ?? '', () => view, insertText);
  const actions = createActionBar(section, t);
  const dirty = () => view.state.doc.toString() !== saved.text;
  const updateButtons = () => actions.update(dirty(), lastCheck?.errors ?? 0);
  const showCheck = (result: CheckResponse) => {
    lastCheck = result;
    results.show(result);
    updateButtons();
    results.counted(result);
  };
  const text = () => view.state.doc.toString();
  const liveCheck = createLiveCheck({ locale, id, ui, t, text, shown: showCheck, say: status.say });
  const memory = createMemoryPane(locale, id, t, insertText);
  const help = helpDialog(t, () => view);
  nav.keysButton.addEventListener('click', () => help.showModal());

  view = createTranslationEditor({
    doc: section.markdown === null ? section.english.markdown : saved.text,
    locale,
    t,
    keys: sectionKeyActions({ locale, section, actions, memory, results, help, insert: insertText }),
    moved: (doc, head) => memory.follow(doc, head),
    edited: (doc) => {
      keepDraft(locale, id, doc, saved);
      updateButtons();
      liveCheck.schedule();
    },
  });
  exposeEditor(view);
  memory.follow(view.state.doc.toString(), 0);

  const { say } = status;
  const reopen = (flash?: string) => context.reopen(flash);
  const { conflictBox, save } = createSaveAction({
    locale,
    id,
    t,
    file: section.file,
    saved,
    text,
    container,
    say,
    done: updateButtons,
    reopen: (flash) => context.reopen(flash),
    markLine: (line, message) => markLine(view, line, message),
  });
  actions.saveButton.addEventListener('click', save);
  const marking = { locale, id, t, saved, dirty, say, reopen };
  actions.currentButton.addEventListener('click', markAction('stamp', 'workbench.markedCurrent', marking));
  actions.reviewButton.addEventListener('click', markAction('review', 'workbench.markedReviewed', marking));

  const diffPane = renderDiffPane(section);
  if (section.state === 'stale') await showEnglishDiff(diffPane, locale, id, t);
  // This tab's draft first; drafts other tabs left for this section are offered too.
  const offers = renderDraftOffers(locale, id, ui, t, saved, view);
  if (section.markdown === null) say(t('workbench.startedFromEnglish'));
  if (section.state === 'converted' && section.convertedFrom) {
    say(t('workbench.convertedNote', { locale: sourceLanguageName(section.convertedFrom) }));
  }
  const incoming = loadIncoming(locale, id);
  const incomingPane = incoming ? renderIncomingPanel(locale, id, incoming, view, t) : null;

  container.append(
    renderEditorLayout(locale, id, ui, t, {
      nav: nav.element,
      offers,
      message: status.element,
      conflictBox,
      incomingPane,
      diffPane,
      englishPane,
      editor: view.dom,
      actions,
      results,
      memoryPane: memory.element,
      help,
    }),
  );
  if (lastCheck) showCheck(lastCheck);
  updateButtons();
  // Keyboard flow: the text is ready to type in (and the keys to work) as soon as a section opens.
  view.focus();
}
