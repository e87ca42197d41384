/**
 * One section side by side: the English (rendered, or its Markdown), the translation's Markdown
 * editor (CodeMirror 6) with the QA findings underlined as you type, the live preview, the
 * glossary panel, what changed in English for a stale section, and Save / Mark current / Mark
 * reviewed. Unsaved text is kept in localStorage and offered back after a reload.
 */
import { markdown as markdownLanguage } from '@codemirror/lang-markdown';
import { type Diagnostic as CmDiagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { basicSetup, EditorView } from 'codemirror';
import type { CheckResponse, DiffResponse, SectionResponse } from '../shared/api-types.ts';
import { api } from './api.ts';
import { h, html } from './dom.ts';
import { dropDraft, loadDrafts, storeDraft } from './drafts.ts';
import { editorKeymap, helpDialog } from './editor-keys.ts';
import { dropIncoming, loadIncoming, renderIncomingPanel } from './handback-incoming.ts';
import { createMemoryPane } from './memory-pane.ts';
import { rememberReviewerName, reviewerName } from './reviewer-name.ts';
import { renderHistoryPane, renderNotesPane } from './section-extras.ts';
import type { T, UiLanguage } from './strings.ts';

export interface EditorContext {
  ui: UiLanguage;
  t: T;
  locale: string;
  id: string;
  /** Open the editor again (after stamping or reviewing) with a message. */
  reopen: (flash?: string) => void;
  /** False once the reader has navigated elsewhere: a late answer must not replace the newer page. */
  isCurrent: () => boolean;
}

/** How long the editor waits after a keystroke before asking for QA (ms). */
const CHECK_DELAY = 40;

declare global {
  interface Window {
    /** The editor and the number of QA updates shown (for the browser tests and timing script). */
    workbench?: { view: EditorView; checks: number };
  }
}

function refusalText(t: T, error: string, params?: Record<string, string | number>): string {
  if (error === 'network') return t('workbench.error.network');
  if (error === 'token') return t('workbench.error.token');
  if (error.startsWith('content.write.') || error.startsWith('handback.')) return t(error, params ?? {});
  return t(`workbench.refused.${error}`, params ?? {});
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
    container.append(
      h('main', {}, h('p', { class: 'message error' }, refusalText(t, loaded.error, loaded.params))),
    );
    return;
  }
  const section = loaded.data;
  // A missing section that can be created starts from the English text; Save creates it (base '').
  let base = section.markdown === null ? '' : section.base;
  let saved = section.markdown ?? '';
  let lastCheck: CheckResponse | null = section.check;

  const message = h('div', { class: 'message', role: 'status', hidden: !flash }, flash ?? '');
  const say = (text: string, error = false) => {
    message.hidden = false;
    message.className = error ? 'message error' : 'message';
    message.textContent = text;
  };

  // English pane: rendered, or its Markdown on demand.
  const englishBody = h('div', {}, html(section.english.html));
  let showingMarkdown = false;
  const toggle = h(
    'button',
    { type: 'button', 'data-action': 'toggle-english' },
    t('workbench.showMarkdown'),
  );
  toggle.addEventListener('click', () => {
    showingMarkdown = !showingMarkdown;
    englishBody.replaceChildren(
      showingMarkdown ? h('pre', { lang: 'en' }, section.english.markdown) : html(section.english.html),
    );
    toggle.textContent = t(showingMarkdown ? 'workbench.showRendered' : 'workbench.showMarkdown');
  });
  const englishPane = h(
    'section',
    { class: 'pane', lang: 'en' },
    h('h2', {}, t('workbench.english'), toggle),
    englishBody,
  );

  const keysButton = h('button', { type: 'button', 'data-action': 'keys' }, t('workbench.keys.open'));
  const nav = h(
    'nav',
    { class: 'actions' },
    h('a', { href: '#/', 'data-action': 'back' }, t('workbench.back')),
    section.nextToReview
      ? h(
          'a',
          { href: `#/${locale}/${section.nextToReview}`, 'data-action': 'next-to-review' },
          t('workbench.nextToReview'),
        )
      : null,
    section.previous
      ? h('a', { href: `#/${locale}/${section.previous}`, rel: 'prev' }, `← ${t('workbench.previous')}`)
      : null,
    section.next
      ? h('a', { href: `#/${locale}/${section.next}`, rel: 'next' }, `${t('workbench.next')} →`)
      : null,
    h('strong', {}, section.id),
    h(
      'span',
      { class: `state state-${section.state}`, 'data-section-state': section.state },
      t(`workbench.state.${section.state}`),
    ),
    keysButton,
  );

  if (section.markdown === null && !section.creatable) {
    container.append(
      h(
        'main',
        { id: 'editor' },
        nav,
        h(
          'p',
          { class: 'message' },
          t('workbench.missing', {
            file: section.file ?? `${locale}/${section.chapter}/${section.pageId}.md`,
          }),
        ),
        h('div', { class: 'panes' }, englishPane),
      ),
    );
    return;
  }

  const previewBody = h('div', { lang: locale }, html(section.check?.html ?? ''));
  const findingsList = h('ul', { class: 'findings' });
  const qaSummary = h('p', { class: 'qa-summary' });
  const glossaryBody = h('dl', { class: 'glossary', lang: locale });
  const unsaved = h('span', { class: 'unsaved', hidden: true }, t('workbench.unsaved'));
  const reviewNote = h('span', { class: 'review-note', hidden: true }, t('workbench.reviewBlocked'));
  // Who marks it reviewed: asked once, kept in this browser (also the hand-back file's name).
  const nameField = h('input', {
    type: 'text',
    name: 'reviewer',
    maxlength: '120',
    autocomplete: 'name',
    value: reviewerName(),
    'aria-label': t('workbench.handback.reviewer'),
    placeholder: t('workbench.reviewerPlaceholder'),
    oninput: (event) => rememberReviewerName((event.target as HTMLInputElement).value),
  });
  const saveButton = h(
    'button',
    { type: 'button', class: 'primary', 'data-action': 'save' },
    t('workbench.save'),
  );
  const currentButton = h('button', { type: 'button', 'data-action': 'stamp' }, t('workbench.markCurrent'));
  const reviewButton = h('button', { type: 'button', 'data-action': 'review' }, t('workbench.markReviewed'));
  const conflictBox = h('section', { class: 'pane', hidden: true, 'data-conflict': '' });

  let checks = 0;
  let view: EditorView;
  const dirty = () => view.state.doc.toString() !== saved;

  const showCheck = (result: CheckResponse) => {
    lastCheck = result;
    const length = view.state.doc.length;
    const diagnostics: CmDiagnostic[] = result.findings.map((finding) => ({
      from: Math.min(finding.from, length),
      to: Math.min(Math.max(finding.to, finding.from), length),
      severity: finding.severity,
      source: finding.ruleId,
      message: finding.message,
    }));
    view.dispatch(setDiagnostics(view.state, diagnostics));
    qaSummary.textContent =
      result.findings.length === 0
        ? t('workbench.qa.none')
        : t('workbench.qa.summary', { errors: result.errors, warnings: result.warnings });
    findingsList.replaceChildren(
      ...result.findings.map((finding) =>
        h(
          'li',
          {
            'data-rule': finding.ruleId,
            'data-line': String(finding.line),
            onclick: () => {
              view.dispatch({
                selection: { anchor: Math.min(finding.from, view.state.doc.length) },
                scrollIntoView: true,
              });
              view.focus();
            },
          },
          h('span', { class: `sev-${finding.severity}` }, `${finding.line}: `),
          finding.message,
        ),
      ),
    );
    previewBody.replaceChildren(html(result.html));
    glossaryBody.replaceChildren(
      ...(result.glossary.length === 0
        ? [h('p', {}, t('workbench.glossary.none'))]
        : result.glossary.flatMap((entry) => [
            h(
              'dt',
              { 'data-term': entry.id },
              h(
                'button',
                {
                  type: 'button',
                  class: 'term',
                  'data-action': 'insert-term',
                  title: t('workbench.glossary.insert'),
                  onclick: () => insertText(entry.name),
                  onkeydown: (event) => {
                    if ((event as KeyboardEvent).key === 'Escape') view.focus();
                  },
                },
                entry.name,
              ),
              ' ',
              h('small', { lang: 'en' }, `(${entry.english})`),
            ),
            h(
              'dd',
              {},
              entry.definition,
              ...entry.avoided.map((avoided) =>
                h(
                  'div',
                  { class: 'avoided' },
                  t('workbench.glossary.avoided', { form: avoided.form, name: entry.name }),
                ),
              ),
            ),
          ])),
    );
    updateButtons();
    checks += 1;
    qaSummary.dataset.errors = String(result.errors);
    qaSummary.dataset.checks = String(checks);
    if (window.workbench) window.workbench.checks = checks;
  };

  const updateButtons = () => {
    const isDirty = dirty();
    unsaved.hidden = !isDirty;
    const reviewable = section.drafted && section.state === 'draft';
    const blocked = (lastCheck?.errors ?? 0) > 0;
    reviewButton.hidden = !reviewable || blocked;
    nameField.hidden = reviewButton.hidden;
    reviewNote.hidden = !reviewable || !blocked;
  };

  let pending: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const runCheck = async () => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    try {
      const result = await api<CheckResponse>(
        'POST',
        `/api/check/${locale}/${id}?ui=${ui}`,
        { markdown: view.state.doc.toString() },
        controller.signal,
      );
      if (pending !== controller) return;
      if (result.ok) showCheck(result.data);
      else say(refusalText(t, result.error, result.params), true);
    } catch {
      // Aborted: a newer check is on its way.
    }
  };

  const insertText = (text: string) => {
    view.dispatch(view.state.replaceSelection(text));
    view.focus();
  };
  const memoryPane = createMemoryPane(locale, id, t, insertText);
  const help = helpDialog(t, () => view);
  keysButton.addEventListener('click', () => help.showModal());
  const goTo = (target: string | null) => {
    if (target) location.hash = `#/${locale}/${target}`;
  };

  view = new EditorView({
    doc: section.markdown === null ? section.english.markdown : saved,
    extensions: [
      basicSetup,
      markdownLanguage(),
      EditorView.lineWrapping,
      lintGutter(),
      EditorView.contentAttributes.of({ lang: locale, 'aria-label': t('workbench.translation') }),
      editorKeymap({
        save: () => saveButton.click(),
        review: () => {
          if (!reviewButton.hidden) reviewButton.click();
        },
        next: () => goTo(section.nextToReview),
        previous: () => goTo(section.previousToReview),
        memory: (n) => {
          const text = memoryPane.suggestion(n);
          if (text !== null) insertText(text);
        },
        glossary: () => glossaryBody.querySelector<HTMLButtonElement>('button.term')?.focus(),
        help: () => help.showModal(),
      }),
      EditorView.updateListener.of((update) => {
        if (update.selectionSet || update.docChanged) {
          memoryPane.follow(update.state.doc.toString(), update.state.selection.main.head);
        }
        if (!update.docChanged) return;
        const text = update.state.doc.toString();
        if (text === saved) dropDraft(locale, id);
        else storeDraft(locale, id, { text, base, time: Date.now() });
        updateButtons();
        clearTimeout(timer);
        timer = setTimeout(runCheck, CHECK_DELAY);
      }),
    ],
  });
  window.workbench = { view, checks };
  memoryPane.follow(view.state.doc.toString(), 0);

  saveButton.addEventListener('click', async () => {
    const text = view.state.doc.toString();
    const result = await api<{ file: string; changed: boolean; base: string }>(
      'POST',
      `/api/save/${locale}/${id}`,
      {
        markdown: text,
        base,
      },
    );
    if (result.ok) {
      base = result.data.base;
      saved = text;
      dropDraft(locale, id);
      dropIncoming(locale, id);
      container.querySelector('[data-incoming]')?.remove();
      conflictBox.hidden = true;
      updateButtons();
      say(result.data.changed ? t('workbench.saved', { file: result.data.file }) : t('workbench.unchanged'));
      return;
    }
    if (result.error === 'changed-on-disk') {
      conflictBox.hidden = false;
      conflictBox.replaceChildren(
        h('h2', {}, t('workbench.conflict.title')),
        h('p', {}, t('workbench.conflict.body', { file: section.file ?? '' })),
        h(
          'div',
          { class: 'conflict' },
          h(
            'div',
            {},
            h('h3', {}, t('workbench.conflict.yours')),
            h('pre', { lang: locale, 'data-version': 'yours' }, text),
          ),
          h(
            'div',
            {},
            h('h3', {}, t('workbench.conflict.disk')),
            h('pre', { lang: locale, 'data-version': 'disk' }, result.current ?? ''),
          ),
        ),
        h('button', { type: 'button', onclick: () => context.reopen() }, t('workbench.conflict.reload')),
      );
    }
    say(refusalText(t, result.error, result.params), true);
  });

  const frontMatterAction = (kind: 'stamp' | 'review', done: string) => async () => {
    if (dirty()) {
      say(t('workbench.saveFirst'), true);
      return;
    }
    const result = await api<{ base: string }>('POST', `/api/${kind}/${locale}/${id}`, {
      base,
      ...(kind === 'review' ? { reviewer: reviewerName() } : {}),
    });
    if (result.ok) context.reopen(t(done));
    else say(refusalText(t, result.error, result.params), true);
  };
  currentButton.addEventListener('click', frontMatterAction('stamp', 'workbench.markedCurrent'));
  reviewButton.addEventListener('click', frontMatterAction('review', 'workbench.markedReviewed'));

  const diffPane = h('section', { class: 'pane diff', hidden: section.state !== 'stale', 'data-diff': '' });
  if (section.state === 'stale') {
    const diff = await api<DiffResponse>('GET', `/api/diff/${locale}/${id}`);
    diffPane.append(h('h2', {}, t('workbench.diff.title')));
    if (!diff.ok) diffPane.append(h('p', { class: 'message error' }, refusalText(t, diff.error)));
    else if (!diff.data.found)
      diffPane.append(h('p', { 'data-diff-missing': '' }, t(`workbench.diff.notFound.${diff.data.reason}`)));
    else {
      diffPane.append(
        h('p', {}, t('workbench.diff.since', { commit: (diff.data.commit ?? '').slice(0, 12) })),
        h(
          'pre',
          { lang: 'en' },
          ...(diff.data.parts ?? []).map((part) =>
            part.kind === 'added'
              ? h('ins', {}, part.value)
              : part.kind === 'removed'
                ? h('del', {}, part.value)
                : part.value,
          ),
        ),
      );
    }
  }

  // This tab's draft first; drafts other tabs left for this section are offered too.
  const restores = loadDrafts(locale, id)
    .filter((stored) => stored.text !== saved)
    .map((stored) =>
      h(
        'div',
        { class: 'message', 'data-restore': stored.own ? 'own' : 'other' },
        t(stored.own ? 'workbench.restore.prompt' : 'workbench.restore.otherTab', {
          time: new Date(stored.time).toLocaleString(ui),
        }),
        ' ',
        h(
          'button',
          {
            type: 'button',
            'data-action': 'restore',
            onclick: (event) => {
              view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: stored.text } });
              if (!stored.own) dropDraft(locale, id, stored.tab);
              (event.target as HTMLElement).closest('[data-restore]')?.remove();
            },
          },
          t('workbench.restore.yes'),
        ),
        ' ',
        h(
          'button',
          {
            type: 'button',
            'data-action': 'discard',
            onclick: (event) => {
              dropDraft(locale, id, stored.tab);
              (event.target as HTMLElement).closest('[data-restore]')?.remove();
            },
          },
          t('workbench.restore.discard'),
        ),
      ),
    );
  if (section.markdown === null) say(t('workbench.startedFromEnglish'));
  const incoming = loadIncoming(locale, id);
  const incomingPane = incoming ? renderIncomingPanel(locale, id, incoming, view, t) : null;

  container.append(
    h(
      'main',
      { id: 'editor', 'data-locale': locale, 'data-id': id },
      nav,
      ...restores,
      message,
      conflictBox,
      incomingPane,
      diffPane,
      h(
        'div',
        { class: 'panes' },
        englishPane,
        h(
          'section',
          { class: 'pane' },
          h('h2', {}, `${t('workbench.translation')} (${locale})`, unsaved),
          view.dom,
          h('div', { class: 'actions' }, saveButton, currentButton, nameField, reviewButton, reviewNote),
        ),
        h('section', { class: 'pane' }, h('h2', {}, t('workbench.preview')), previewBody),
      ),
      h(
        'div',
        { class: 'side' },
        h('section', { class: 'pane' }, h('h2', {}, t('workbench.qa.title')), qaSummary, findingsList),
        h('section', { class: 'pane' }, h('h2', {}, t('workbench.glossary.title')), glossaryBody),
        memoryPane.element,
        renderNotesPane(locale, id, t),
        renderHistoryPane(locale, id, ui, t),
      ),
      help,
    ),
  );
  if (lastCheck) showCheck(lastCheck);
  updateButtons();
  // Keyboard flow: the text is ready to type in (and the keys to work) as soon as a section opens.
  view.focus();
}
