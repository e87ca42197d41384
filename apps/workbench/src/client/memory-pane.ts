/**
 * The translation memory pane: for the English block that matches the block under the cursor in
 * the translation (blocks are counted the same way on both sides: text between blank lines,
 * headings left out), the most similar English paragraphs already translated in this locale, with
 * their translations side by side and the similarity; exact repeats first. Alt+1..3 (or the
 * buttons) insert a suggestion's translation at the cursor.
 */
import type { MemoryResponse } from '../shared/api-types.ts';
import { api } from './api.ts';
import { h } from './dom.ts';
import type { T } from './strings.ts';

/** Index of the block (as content's paragraphsOf counts them) the offset is in, or the last one before it. */
export function blockIndexAt(text: string, offset: number): number {
  let index = -1;
  const pattern = /\n[ \t]*\n/g;
  let start = 0;
  for (;;) {
    const match = pattern.exec(text);
    const end = match ? match.index : text.length;
    const block = text.slice(start, end).trim();
    if (block !== '' && !/^#{1,6}\s/.test(block) && start <= offset) index += 1;
    if (!match || end >= offset) break;
    start = match.index + match[0].length;
  }
  return Math.max(index, 0);
}

export interface MemoryPane {
  element: HTMLElement;
  /** Show the suggestions for the block at this offset of the translation (fetched when it changes). */
  follow(text: string, offset: number): void;
  /** The translation of suggestion `n` (0-based), if shown. */
  suggestion(n: number): string | null;
}

export function createMemoryPane(
  locale: string,
  id: string,
  t: T,
  insert: (text: string) => void,
): MemoryPane {
  const list = h('ol', { class: 'memory', 'data-memory': '' });
  const element = h(
    'section',
    { class: 'pane' },
    h('h2', {}, t('workbench.memory.title')),
    h('p', { class: 'hint' }, t('workbench.memory.hint')),
    list,
  );
  let shown: MemoryResponse['suggestions'] = [];
  let block = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = async (wanted: number) => {
    const result = await api<MemoryResponse>(
      'GET',
      `/api/memory/${locale}/${encodeURIComponent(id)}?block=${wanted}`,
    );
    if (wanted !== block) return;
    shown = result.ok ? result.data.suggestions : [];
    list.dataset.block = String(wanted);
    list.replaceChildren(
      ...(shown.length === 0
        ? [h('li', { class: 'none' }, t('workbench.memory.none'))]
        : shown.map((suggestion, index) =>
            h(
              'li',
              { 'data-similarity': suggestion.similarity.toFixed(2) },
              h(
                'div',
                { class: 'memory-head' },
                h('strong', {}, `${Math.round(suggestion.similarity * 100)}%`),
                ' ',
                h('code', {}, suggestion.id),
                ' ',
                h(
                  'button',
                  {
                    type: 'button',
                    'data-action': 'insert-memory',
                    onclick: () => insert(suggestion.translation),
                  },
                  t('workbench.memory.insert', { key: `Alt+${index + 1}` }),
                ),
              ),
              h('p', { lang: 'en' }, suggestion.english),
              h('p', { lang: locale }, suggestion.translation),
            ),
          )),
    );
  };
  return {
    element,
    follow(text, offset) {
      const wanted = blockIndexAt(text, offset);
      if (wanted === block) return;
      block = wanted;
      clearTimeout(timer);
      timer = setTimeout(() => void load(wanted), 120);
    },
    suggestion: (n) => shown[n]?.translation ?? null,
  };
}
