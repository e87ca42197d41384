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

/** The keys, as CodeMirror names them, and the help text key of each. */
export const EDITOR_KEYS: readonly { keys: string[]; label: string }[] = [
  { keys: ['Mod-s'], label: 'workbench.keys.save' },
  { keys: ['Alt-r'], label: 'workbench.keys.review' },
  { keys: ['Alt-ArrowDown'], label: 'workbench.keys.next' },
  { keys: ['Alt-ArrowUp'], label: 'workbench.keys.previous' },
  { keys: ['Alt-1', 'Alt-2', 'Alt-3'], label: 'workbench.keys.memory' },
  { keys: ['Alt-g'], label: 'workbench.keys.glossary' },
  { keys: ['F1', 'Alt-h'], label: 'workbench.keys.help' },
];

export function editorKeymap(actions: EditorKeyActions) {
  const run = (action: () => void) => () => {
    action();
    return true;
  };
  return Prec.highest(
    keymap.of([
      { key: 'Mod-s', run: run(actions.save), preventDefault: true },
      { key: 'Alt-r', run: run(actions.review) },
      { key: 'Alt-ArrowDown', run: run(actions.next) },
      { key: 'Alt-ArrowUp', run: run(actions.previous) },
      { key: 'Alt-1', run: run(() => actions.memory(0)) },
      { key: 'Alt-2', run: run(() => actions.memory(1)) },
      { key: 'Alt-3', run: run(() => actions.memory(2)) },
      { key: 'Alt-g', run: run(actions.glossary) },
      { key: 'F1', run: run(actions.help), preventDefault: true },
      { key: 'Alt-h', run: run(actions.help) },
    ]),
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
