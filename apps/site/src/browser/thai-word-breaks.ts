/**
 * On Thai pages, probe once whether the browser breaks Thai lines between words (as
 * `Intl.Segmenter` finds them); if not, put `<wbr>` between Thai words outside islands, code and
 * form fields. Outcome: `<html data-thai-breaks="native|wbr">`; sessionStorage
 * `polyhedral.thai-breaks` overrides the probe (the browser checks force the fallback).
 */
import { THAI_PROBE, THAI_PROBE_CLUSTERS, THAI_PROBE_WORD_BREAKS } from '../lib/thai-line-probe.ts';
import { thaiBreakOffsets } from '../lib/thai-word-breaks.ts';

const SKIP = 'astro-island, code, pre, script, style, textarea, input, select, kbd, [contenteditable]';

/**
 * Offsets where the browser started a new line, measured a grapheme at a time: Firefox gives ป้'s
 * consonant no width of its own, so per code unit the probe failed (thousands of needless `<wbr>`,
 * fifth reading). WebKit reports a zero-width box before a line start: a character's box is its
 * last with a width.
 */
function lineStarts(node: Text, clusters: readonly number[]): number[] {
  const range = document.createRange();
  const starts: number[] = [];
  let top: number | null = null;
  for (const [i, index] of clusters.entries()) {
    range.setStart(node, index);
    range.setEnd(node, clusters[i + 1] ?? node.length);
    // WebKit gives a character that starts a line a zero-width box at the end of the line before
    // as well: its own box is the last one with a width.
    const rect = [...range.getClientRects()].filter((box) => box.width > 0).at(-1);
    if (!rect) continue;
    if (top !== null && rect.top > top + 1) starts.push(index);
    top = rect.top;
  }
  return starts;
}

/** Whether this browser breaks Thai between words; the probe's clusters are written out (no segmenter). */
function breaksThaiByWords(): boolean {
  const box = document.createElement('div');
  box.lang = 'th';
  box.style.cssText =
    'position:absolute;visibility:hidden;inline-size:5em;font-size:16px;white-space:normal;overflow-wrap:normal;word-break:normal';
  box.textContent = THAI_PROBE;
  document.body.append(box);
  const starts = lineStarts(box.firstChild as Text, THAI_PROBE_CLUSTERS);
  box.remove();
  const words = new Set(THAI_PROBE_WORD_BREAKS);
  return starts.length > 0 && starts.every((offset) => words.has(offset));
}

/** Puts `<wbr>` between the Thai words of every text node under `root` (outside SKIP). */
function insertWordBreaks(root: Element, segmenter: Intl.Segmenter): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      /[\u0e00-\u0e7f]/.test(node.nodeValue ?? '') && !node.parentElement?.closest(SKIP)
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    // In a flex or grid container each piece between two <wbr> would be an item of its own, spaced
    // by the container's gap ("ใน      หน้านี้" on the "On this page" button): left whole (short labels).
    const display = node.parentElement ? getComputedStyle(node.parentElement).display : '';
    if (!/flex|grid/.test(display)) nodes.push(node);
  }
  let inserted = 0;
  for (const node of nodes) {
    const text = node.data;
    const offsets = thaiBreakOffsets(text, segmenter);
    if (offsets.length === 0) continue;
    const pieces = document.createDocumentFragment();
    let from = 0;
    for (const offset of offsets) {
      pieces.append(text.slice(from, offset), document.createElement('wbr'));
      from = offset;
    }
    pieces.append(text.slice(from));
    node.replaceWith(pieces);
    inserted += offsets.length;
  }
  return inserted;
}

const html = document.documentElement;
if (html.lang.startsWith('th') && typeof Intl.Segmenter === 'function') {
  let preset: string | null = null;
  try {
    preset = sessionStorage.getItem('polyhedral.thai-breaks');
  } catch {
    // Storage refused: the probe decides.
  }
  const run = () => {
    const native = preset === 'wbr' ? false : preset === 'native' ? true : breaksThaiByWords();
    html.dataset.thaiBreaks = native ? 'native' : 'wbr';
    // Only a browser without native Thai breaking pays for a word segmenter.
    if (!native)
      html.dataset.thaiWbr = String(
        insertWordBreaks(document.body, new Intl.Segmenter('th', { granularity: 'word' })),
      );
  };
  // The probe measures laid-out text: run while the page loads it would force the whole page's
  // first layout inside this script's task (100-400 ms of blocking on a throttled phone, issue 73
  // item 7). It waits for the page to be idle after its load; the browsers that need the fallback
  // (none of Chromium, Firefox, Safari) get their breaks then. A preset measures nothing: at once.
  if (preset === 'wbr' || preset === 'native') {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  } else {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: 3000 })
        : setTimeout(run, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }
}
