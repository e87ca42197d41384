/**
 * The English view (issue 86): each translated block gets its English after it, `lang="en"`, plain
 * (dice and calculators not repeated): a sibling, a list item's own part, or a table row under it.
 * Stale changes marked; shown by the root's `data-english`; a tapped block stays (`--revealed`).
 */

import { element } from '../browser/element.ts';
import { blockElements } from './block-elements.ts';
import type { ChangePart, EnglishBlock, PageEnglish, SectionEnglish } from './english-data.ts';
import { placeEnglish, rowCells } from './english-placement.ts';
import css from './english-view.css?inline';

const DIRECTIVE = 'directive';

// The view's styles come with its code, not in every page's HTML (a bundled stylesheet imported
// here is inlined by the build into each page that can load the view).
const style = document.createElement('style');
style.textContent = css;
document.head.append(style);

function textWithChanges(
  target: HTMLElement,
  text: string,
  changes: readonly ChangePart[] | undefined,
): void {
  if (!changes || changes.length === 0) {
    target.textContent = text;
    return;
  }
  for (const part of changes) {
    if (part.kind === 'same') target.append(part.value);
    else target.append(element(part.kind === 'added' ? 'ins' : 'del', {}, part.value));
  }
}

/** The English row under a table row: its cells in the row's own cell kind (th in a header). */
function englishRow(
  row: HTMLTableRowElement,
  block: EnglishBlock,
  changes?: readonly ChangePart[],
): HTMLTableRowElement {
  const english = element('tr', { class: 'english-block english-row', lang: 'en' });
  const cellTag = row.cells[0]?.tagName === 'TH' ? 'th' : 'td';
  const cells = changes ? [block.text] : rowCells(block.text, row.cells.length);
  for (const text of cells) {
    const cell = document.createElement(cellTag);
    if (cells.length === 1 && row.cells.length > 1) cell.colSpan = row.cells.length;
    textWithChanges(cell, text, changes);
    english.append(cell);
  }
  return english;
}

function englishBox(blocks: readonly EnglishBlock[], english: SectionEnglish, changed: string): HTMLElement {
  const box = element('div', { class: 'english-block', lang: 'en' });
  if (blocks.some((block) => english.changes.has(block.index)))
    box.append(
      element('span', { class: 'english-block__changed', lang: document.documentElement.lang }, changed),
    );
  for (const block of blocks) {
    const line = element('p', { class: `english-block__${block.kind}` });
    textWithChanges(line, block.text, english.changes.get(block.index));
    box.append(line);
  }
  return box;
}

/** A list item's own text moved into a part of its own, so the English can stand beside it. */
function splitListItem(item: HTMLElement): void {
  if (item.querySelector(':scope > .bilingual-own')) return;
  const own = element('div', { class: 'bilingual-own' });
  const nested = [...item.childNodes].find(
    (node) => node instanceof HTMLElement && /^(UL|OL)$/.test(node.tagName),
  );
  for (const node of [...item.childNodes]) {
    if (node === nested) break;
    own.append(node);
  }
  item.prepend(own);
  item.classList.add('bilingual');
}

/** The English of one translated block put in place; returns the element added (null when nothing to show). */
function placeBlockEnglish(
  element: HTMLElement,
  blocks: readonly EnglishBlock[],
  english: SectionEnglish,
  changed: string,
): HTMLElement | null {
  if (blocks.length === 0) return null;
  if (element instanceof HTMLTableRowElement) {
    const rows = blocks.map((block) => englishRow(element, block, english.changes.get(block.index)));
    element.after(...rows);
    return rows[0]!;
  }
  const box = englishBox(blocks, english, changed);
  if (element.tagName === 'LI') {
    splitListItem(element);
    element.querySelector(':scope > .bilingual-own')!.after(box);
  } else {
    element.classList.add('has-english');
    element.after(box);
  }
  return box;
}

const placed = new WeakMap<HTMLElement, HTMLElement | null>();

/** One section's English, placed once; when the block counts differ the section shows none. */
function placeSection(section: HTMLElement, english: SectionEnglish, changed: string): void {
  const elements = blockElements(section);
  if (elements.length !== english.en.length) return;
  const shown = (index: number) => {
    const block = english.blocks.get(index);
    return block !== undefined && block.kind !== DIRECTIVE;
  };
  const plan = placeEnglish(english.en, shown);
  elements.forEach((element, position) => {
    if (placed.has(element)) return;
    const blocks = plan[position]!.map((index) => english.blocks.get(index)!);
    placed.set(element, placeBlockEnglish(element, blocks, english, changed));
  });
}

/** Every section of the page that has English in the file. */
function placePage(page: PageEnglish, only?: HTMLElement): void {
  for (const section of document.querySelectorAll<HTMLElement>('.rule-section[data-section]')) {
    const english = page.sections.get(section.dataset.section!);
    if (english && (!only || only === section)) placeSection(section, english, page.changed);
  }
}

function setBusy(bar: HTMLElement, busy: boolean, failed = false): void {
  const toggle = bar.querySelector('[data-english-toggle]');
  toggle?.setAttribute('aria-busy', String(busy));
  let status = bar.querySelector<HTMLElement>('.reading-bar__status');
  if (failed && !status) {
    status = element('p', { class: 'reading-bar__status', role: 'status' });
    bar.append(status);
  }
  if (status) status.textContent = failed ? (bar.dataset.failed ?? '') : '';
}

/** Every section's English shown (the page's file, fetched on first use). */
export async function showAllEnglish(bar: HTMLElement, page: Promise<PageEnglish>): Promise<void> {
  setBusy(bar, true);
  try {
    placePage(await page);
    setBusy(bar, false);
  } catch {
    setBusy(bar, false, true);
  }
}

/** The English view off: the English blocks stay in the page (no second fetch), hidden by CSS. */
export function hideAllEnglish(): void {
  for (const revealed of document.querySelectorAll('.english-block--revealed')) {
    revealed.classList.remove('english-block--revealed');
  }
}

/** A tap on one block (a phone, the view off): its English shown, or hidden again by a second tap. */
export async function toggleBlockEnglish(
  element: HTMLElement,
  bar: HTMLElement,
  page: Promise<PageEnglish>,
): Promise<void> {
  const section = element.closest<HTMLElement>('.rule-section[data-section]');
  if (!section) return;
  if (!placed.has(element)) {
    try {
      placePage(await page, section);
      setBusy(bar, false);
    } catch {
      setBusy(bar, false, true);
      return;
    }
  }
  placed.get(element)?.classList.toggle('english-block--revealed');
}
