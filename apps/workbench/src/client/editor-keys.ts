/**
 * The reviewer's keys in the editor (listed in the help overlay, F1 or Alt+H): save, mark
 * reviewed, previous/next section waiting for review (draft or stale), insert a translation
 * memory suggestion, go to the glossary to insert a term.
 */
import { Prec } from '@codemirror/state';
import { type EditorView, keymap } from '@codemirror/view';
import { h } from './dom.ts';
import type { T } from './strings.ts';

export interface EditorKeyActions {
  save(): void;
  review(): void;
  previous(): void;
  next(): void;
  memory(n: number): void;
  glossary(): void;
  help(): void;
}

/** The keys, as CodeMirror names them, the action each runs and its help text key. */
const EDITOR_KEYS: readonly { keys: string[]; action: keyof EditorKeyActions; label: string }[] = [
  { keys: ['Mod-s'], action: 'save', label: 'workbench.keys.save' },
  { keys: ['Alt-r'], action: 'review', label: 'workbench.keys.review' },
  { keys: ['Alt-ArrowDown'], action: 'next', label: 'workbench.keys.next' },
  { keys: ['Alt-ArrowUp'], action: 'previous', label: 'workbench.keys.previous' },
  { keys: ['Alt-1', 'Alt-2', 'Alt-3'], action: 'memory', label: 'workbench.keys.memory' },
  { keys: ['Alt-g'], action: 'glossary', label: 'workbench.keys.glossary' },
  { keys: ['F1', 'Alt-h'], action: 'help', label: 'workbench.keys.help' },
];

/** The keymap: Alt+1..3 insert suggestion 0..2; Ctrl+S and F1 never reach the browser (its save, help). */
export function editorKeymap(actions: EditorKeyActions) {
  return Prec.highest(
    keymap.of(
      EDITOR_KEYS.flatMap(({ keys, action }) =>
        keys.map((key, index) => ({
          key,
          run: () => {
            if (action === 'memory') actions.memory(index);
            else actions[action]();
            return true;
          },
          preventDefault: key === 'Mod-s' || key === 'F1',
        })),
      ),
    ),
  );
}

const shown = (key: string) =>
  key
    .replace('Mod-', navigator.platform.startsWith('Mac') ? '⌘+' : 'Ctrl+')
    .replace('Alt-', 'Alt+')
    .replace('ArrowDown', '↓')
    .replace('ArrowUp', '↑');

/** The help overlay: a modal dialog listing the keys; Escape or its button closes it. */
export function helpDialog(t: T, view: () => EditorView): HTMLDialogElement {
  const close = h('button', { type: 'button', 'data-action': 'close-help' }, t('workbench.keys.close'));
  const dialog = h(
    'dialog',
    { class: 'help', 'aria-labelledby': 'help-title', 'data-help': '' },
    h('h2', { id: 'help-title' }, t('workbench.keys.title')),
    h(
      'dl',
      {},
      ...EDITOR_KEYS.flatMap((entry) => [
        h(
          'dt',
          {},
          ...entry.keys.flatMap((key, index) => [index > 0 ? ' / ' : '', h('kbd', {}, shown(key))]),
        ),
        h('dd', {}, t.data(entry.label)),
      ]),
    ),
    close,
  );
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => view().focus());
  return dialog;
}
