/**
 * Save: the translation is sent with the version it was edited from; when the section changed on
 * disk meanwhile, both versions are shown side by side with a button to load the disk's.
 */
import { api } from './api.ts';
import { h } from './dom.ts';
import { dropDraft } from './drafts.ts';
import { dropIncoming } from './handback-incoming.ts';
import { refusalText } from './refusal-text.ts';
import type { StatusMessage } from './status-message.ts';
import type { T } from './strings.ts';

/** The section's text as last saved, and its version. */
export interface SavedText {
  /** sectionTextHash of the text as read or saved, sent back with every write ('' for a section not yet created). */
  base: string | null;
  text: string;
}

export interface SaveOptions {
  locale: string;
  id: string;
  t: T;
  /** The section's file, named in the conflict. */
  file: string | null;
  saved: SavedText;
  text: () => string;
  /** The page (its hand-back panel goes once saved). */
  container: HTMLElement;
  say: StatusMessage['say'];
  done: () => void;
  /** Open the section again (after a conflict, or with a message once a converted text became hand-written). */
  reopen: (flash?: string) => void;
  /** Underline line `line` of the text (1: its first) with `message` and put the caret there. */
  markLine: (line: number, message: string) => void;
}

export interface SaveAction {
  /** Shows the two versions of a conflict. */
  conflictBox: HTMLElement;
  save(): Promise<void>;
}

function renderConflict(t: T, locale: string, file: string | null, yours: string, disk: string): Node[] {
  return [
    h('h2', {}, t('workbench.conflict.title')),
    h('p', {}, t('workbench.conflict.body', { file: file ?? '' })),
    h(
      'div',
      { class: 'conflict' },
      h(
        'div',
        {},
        h('h3', {}, t('workbench.conflict.yours')),
        h('pre', { lang: locale, 'data-version': 'yours' }, yours),
      ),
      h(
        'div',
        {},
        h('h3', {}, t('workbench.conflict.disk')),
        h('pre', { lang: locale, 'data-version': 'disk' }, disk),
      ),
    ),
  ];
}

export function createSaveAction(options: SaveOptions): SaveAction {
  const { locale, id, t, saved, container, say } = options;
  const conflictBox = h('section', { class: 'pane', hidden: true, 'data-conflict': '' });
  const save = async () => {
    const text = options.text();
    const result = await api<{ file: string; changed: boolean; base: string; adopted?: boolean }>(
      'POST',
      `/api/save/${locale}/${id}`,
      { markdown: text, base: saved.base },
    );
    if (result.ok) {
      saved.base = result.data.base;
      saved.text = text;
      dropDraft(locale, id);
      dropIncoming(locale, id);
      container.querySelector('[data-incoming]')?.remove();
      conflictBox.hidden = true;
      options.done();
      const message = result.data.changed
        ? t('workbench.saved', { file: result.data.file })
        : t('workbench.unchanged');
      // A converted zh-hant text just became hand-written: open it again with its new state.
      if (result.data.adopted) options.reopen(message);
      else say(message);
      return;
    }
    if (result.error.code === 'workbench.refused.changed-on-disk') {
      conflictBox.hidden = false;
      conflictBox.replaceChildren(
        ...renderConflict(t, locale, options.file, text, result.current ?? ''),
        h('button', { type: 'button', onclick: () => options.reopen() }, t('workbench.conflict.reload')),
      );
    }
    const message = refusalText(t, result.error);
    say(message, true);
    // A refusal at a place in the text (an unclosed block, nesting too deep): underlined there, the caret on it.
    const line = Number(result.error.params?.sectionLine);
    if (Number.isInteger(line) && line >= 1) options.markLine(line, message);
  };
  return { conflictBox, save };
}
