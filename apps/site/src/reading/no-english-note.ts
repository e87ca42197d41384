/**
 * The English view's note where the text has no English original (issue 102, L13): a block marked
 * `{en-none=SOURCE}`, or a section only the translation has. In the reader's language (the bar's
 * `data-no-english`, so in the page's own glyphs), shown and revealed like an English block.
 */
import { element } from '../browser/element.ts';
import { blockElements } from './block-elements.ts';

/** The note, in the page's language. */
export function noEnglishNote(text: string): HTMLElement {
  return element(
    'div',
    { class: 'english-block english-block--none', lang: document.documentElement.lang, role: 'note' },
    text,
  );
}

/**
 * A translation-only section's note, under its heading (beside it on a wide screen) or first in the
 * section when it opens with no heading; returns the section's blocks, each showing the note on a tap.
 */
export function placeSectionNote(
  section: HTMLElement,
  text: string,
): { blocks: HTMLElement[]; note: HTMLElement } {
  const blocks = blockElements(section);
  const note = noEnglishNote(text);
  const first = blocks[0];
  if (first && /^H[1-6]$/.test(first.tagName)) {
    first.classList.add('has-english');
    first.after(note);
  } else section.prepend(note);
  return { blocks, note };
}
