/**
 * The English view (issue 86): each translated block gets its English after it, `lang="en"`, plain
 * (dice and calculators not repeated): a sibling, a list item's own part, or a table row under it;
 * a core table an English row under each of its rows and its note's English (issue 102). Stale
 * changes marked (the label: the bar's `data-changed`); text with no English original says so
 * (the bar's `data-no-english`, no-english-note.ts); shown by the root's `data-english`; a
 * tapped block stays (`--revealed`).
 */

import { element } from '../browser/element.ts';
import { blockElements } from './block-elements.ts';
import type { ChangePart, EnglishBlock, PageEnglish, SectionEnglish } from './english-data.ts';
import { givesEnglish } from './english-given.ts';
import { placeEnglish, rowCells } from './english-placement.ts';
import css from './english-view.css?inline';
import { noEnglishNote, placeSectionNote } from './no-english-note.ts';

const DIRECTIVE = 'directive';
const CORE_TABLE = 'table';

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

/** The English row under a table row: each cell of the kind of the cell it stands under (th in a header, a row's heading cell). */
function englishRow(
  row: HTMLTableRowElement,
  text: string,
  changes?: readonly ChangePart[],
): HTMLTableRowElement {
  const english = element('tr', { class: 'english-block english-row', lang: 'en' });
  const cells = changes ? [text] : rowCells(text, row.cells.length);
  for (const [index, cellText] of cells.entries()) {
    const cell = document.createElement(row.cells[index]?.tagName === 'TH' ? 'th' : 'td');
    if (cells.length === 1 && row.cells.length > 1) cell.colSpan = row.cells.length;
    textWithChanges(cell, cellText, changes);
    english.append(cell);
  }
  return english;
}

/**
 * A core table's English: a row under each of its rows (header first), from the core's English
 * strings, and its note's English under the note; none when the row counts differ.
 */
function coreTableEnglish(holder: HTMLElement, block: EnglishBlock): HTMLElement[] {
  const rows = [...holder.querySelectorAll<HTMLTableRowElement>('table tr')];
  const lines = block.text.split('\n');
  if (rows.length === 0 || rows.length !== lines.length) return [];
  const added: HTMLElement[] = rows.map((row, index) => {
    const english = englishRow(row, lines[index]!);
    row.after(english);
    return english;
  });
  const note = holder.querySelector('.core-table-note');
  if (note && block.note) {
    const box = element('div', { class: 'english-block', lang: 'en' });
    box.append(element('p', {}, block.note));
    note.after(box);
    added.push(box);
  }
  return added;
}

/** The bar's words the view writes: the "changed" label and the note for text with no English original. */
interface Labels {
  changed: string;
  noEnglish: string;
}

function labelsOf(bar: HTMLElement): Labels {
  return { changed: bar.dataset.changed ?? '', noEnglish: bar.dataset.noEnglish ?? '' };
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

/** A box (English or the no-English note) after its block: a list item's own part, else a sibling. */
function placeBox(element: HTMLElement, box: HTMLElement): HTMLElement[] {
  if (element.tagName === 'LI') {
    splitListItem(element);
    element.querySelector(':scope > .bilingual-own')!.after(box);
  } else {
    element.classList.add('has-english');
    element.after(box);
  }
  return [box];
}

/** The English of one translated block put in place; returns the elements added (none when nothing to show). */
function placeBlockEnglish(
  element: HTMLElement,
  blocks: readonly EnglishBlock[],
  english: SectionEnglish,
  changed: string,
): HTMLElement[] {
  if (blocks.length === 0) return [];
  if (blocks[0]!.kind === CORE_TABLE) return coreTableEnglish(element, blocks[0]!);
  if (element instanceof HTMLTableRowElement) {
    const rows = blocks.map((block) => englishRow(element, block.text, english.changes.get(block.index)));
    element.after(...rows);
    return rows;
  }
  return placeBox(element, englishBox(blocks, english, changed));
}

const placed = new WeakMap<HTMLElement, HTMLElement[]>();

/** A translated heading that carries its English already ("การทอยป้องกัน (Saving Throws)") shows it once: no English block. */
function headingGivesEnglish(element: HTMLElement, blocks: readonly EnglishBlock[]): boolean {
  return (
    /^H[1-6]$/.test(element.tagName) &&
    blocks.length > 0 &&
    blocks.every(
      (block) => block.kind === 'heading' && givesEnglish(element.textContent ?? '', block.text, false),
    )
  );
}

/** One section's English, placed once; when the block counts differ the section shows none. */
function placeSection(section: HTMLElement, english: SectionEnglish, labels: Labels): void {
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
    if (english.none.has(position) && labels.noEnglish)
      placed.set(element, placeBox(element, noEnglishNote(labels.noEnglish)));
    else
      placed.set(
        element,
        headingGivesEnglish(element, blocks)
          ? []
          : placeBlockEnglish(element, blocks, english, labels.changed),
      );
  });
}

/** A section only the translation has: its note once, which a tap on any of its blocks reveals. */
function placeOnlySection(section: HTMLElement, text: string): void {
  if (!text || section.querySelector(':scope > .english-block--none')) return;
  const { blocks, note } = placeSectionNote(section, text);
  for (const block of blocks) placed.set(block, [note]);
}

/** Every section of the page that has English in the file, or that only the translation has (`one`: that section alone). */
function placePage(page: PageEnglish, labels: Labels, one?: HTMLElement): void {
  for (const section of document.querySelectorAll<HTMLElement>('.rule-section[data-section]')) {
    if (one && one !== section) continue;
    const id = section.dataset.section!;
    const english = page.sections.get(id);
    if (english) placeSection(section, english, labels);
    else if (page.only.has(id)) placeOnlySection(section, labels.noEnglish);
  }
}

/** The bar's failure line: offline, that this page's English is not on the device (issue 102, L15); else the connection. */
function failureOf(bar: HTMLElement): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (offline ? bar.dataset.offline : undefined) ?? bar.dataset.failed ?? '';
}

function setBusy(bar: HTMLElement, busy: boolean, failed = false): void {
  const toggle = bar.querySelector('[data-english-toggle]');
  toggle?.setAttribute('aria-busy', String(busy));
  let status = bar.querySelector<HTMLElement>('.reading-bar__status');
  if (failed && !status) {
    status = element('p', { class: 'reading-bar__status', role: 'status' });
    bar.append(status);
  }
  if (status) status.textContent = failed ? failureOf(bar) : '';
}

/** Every section's English shown (the page's file, fetched on first use). */
export async function showAllEnglish(bar: HTMLElement, page: Promise<PageEnglish>): Promise<void> {
  setBusy(bar, true);
  try {
    placePage(await page, labelsOf(bar));
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
      placePage(await page, labelsOf(bar), section);
      setBusy(bar, false);
    } catch {
      setBusy(bar, false, true);
      return;
    }
  }
  for (const english of placed.get(element) ?? []) english.classList.toggle('english-block--revealed');
}
