/**
 * The translation's CodeMirror 6 editor: Markdown, wrapped lines, the lint gutter the QA findings
 * go in, the reviewer's keys, and what the page does as the cursor moves or the text changes.
 */
import { markdown as markdownLanguage } from '@codemirror/lang-markdown';
import { lintGutter } from '@codemirror/lint';
import { basicSetup, EditorView } from 'codemirror';
import { type EditorKeyActions, editorKeymap } from './editor-keys.ts';
import type { T } from './strings.ts';

export interface TranslationEditorOptions {
  doc: string;
  locale: string;
  t: T;
  keys: EditorKeyActions;
  /** The cursor moved or the text changed: the text and the cursor's offset. */
  moved: (text: string, head: number) => void;
  /** The text changed. */
  edited: (text: string) => void;
}

export function createTranslationEditor({
  doc,
  locale,
  t,
  keys,
  moved,
  edited,
}: TranslationEditorOptions): EditorView {
  return new EditorView({
    doc,
    extensions: [
      basicSetup,
      markdownLanguage(),
      EditorView.lineWrapping,
      lintGutter(),
      EditorView.contentAttributes.of({ lang: locale, 'aria-label': t('workbench.translation') }),
      editorKeymap(keys),
      EditorView.updateListener.of((update) => {
        if (update.selectionSet || update.docChanged) {
          moved(update.state.doc.toString(), update.state.selection.main.head);
        }
        if (!update.docChanged) return;
        edited(update.state.doc.toString());
      }),
    ],
  });
}

/** Put `text` in place of the selection and give the editor the focus. */
export function insertAtCursor(view: EditorView, text: string): void {
  view.dispatch(view.state.replaceSelection(text));
  view.focus();
}
