/**
 * One-time importer for the Simplified Chinese text (seed 001, extracted from a PDF).
 *
 * Rebuilds content/zh/playing-the-game/<ID>.md from the seed using the section map in
 * ../shared/inventory/sections.tsv. The seed lost its headings and tables, so the structure is
 * given here explicitly (which seed lines belong to which section, in sections.tsv order) and the
 * text is cleaned mechanically (line joins, spacing, OCR slips, translator comments, term map).
 * The output was then read against the seed; fixes that are not mechanical are the `patches`
 * below. Re-run with `pnpm exec tsx content/scripts/import-zh.ts` from the repo root.
 * Uncertain spots are listed in content/REVIEW-zh.md with their seed line numbers.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { patches, speakerNames, termMap } from './import-zh-fixes.ts';
import { type Block, files, lineFixes, runIns } from './import-zh-spec.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedRoot = path.resolve(repoRoot, '../shared');
const seedLines = readFileSync(path.join(sharedRoot, 'seeds/001_788a81d9be487d69.txt'), 'utf8').split('\n');
const outDir = path.join(repoRoot, 'content/zh/playing-the-game');

interface SectionRow {
  id: string;
  level: number;
  order: number;
  zhTitle: string;
}

function readSections(): Map<string, SectionRow> {
  const text = readFileSync(path.join(sharedRoot, 'inventory/sections.tsv'), 'utf8');
  const rows = text.trim().split('\n');
  const header = rows[0]!.split('\t');
  const col = (name: string): number => header.indexOf(name);
  const map = new Map<string, SectionRow>();
  rows.slice(1).forEach((line, index) => {
    const cells = line.split('\t');
    map.set(cells[col('id')]!, {
      id: cells[col('id')]!,
      level: Number(cells[col('level')]),
      order: index + 1,
      zhTitle: cells[col('zh_title')]!,
    });
  });
  return map;
}

const sections = readSections();
const warnings: string[] = [];

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff';
const FULLWIDTH_PUNCT = '\\u3000-\\u303f\\uff00-\\uffef“”‘’—…·《》';
const PRIVATE_USE = /[\ue000-\uf8ff]/g;

/** Seed line n (1-based) with the per-line fixes applied. */
function seedLine(n: number): string {
  let line = seedLines[n - 1];
  if (line === undefined) throw new Error(`seed line ${n} does not exist`);
  for (const [from, to] of lineFixes[n] ?? []) {
    if (!line.includes(from)) throw new Error(`line fix for ${n} does not match: ${from}`);
    line = line.replace(from, to);
  }
  return line
    .replace(/\[KK\d\]/g, '')
    .replace(PRIVATE_USE, '')
    .replace(/\t/g, ' ');
}

const isBlank = (line: string): boolean => line.replace(/[\s\u3000]/g, '') === '';
const startsIndented = (line: string): boolean => /^[ ]*\u3000/.test(line);
const endsSentence = (line: string): boolean => /[。！？：；]$/.test(line.trim());

/** Joins two pieces of one sentence that the PDF broke across lines. */
function joinPieces(left: string, right: string): string {
  const a = left.replace(/[\s\u3000]+$/, '');
  const b = right.replace(/^[\s\u3000]+/, '');
  return /[\x21-\x7e]$/.test(a) && /^[\x21-\x7e]/.test(b) ? `${a} ${b}` : a + b;
}

/** Normalises spacing, quotes, brackets, OCR slips and terms inside one paragraph. */
function cleanText(input: string): string {
  let s = input
    .replace(/\u3000/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  s = s
    .replace(/ldl00/g, '1d100')
    .replace(/dl00/g, 'd100')
    .replace(/\bld(\d+)/g, '1d$1');
  s = s.replace(/\bDC(\d)/g, 'DC $1');
  s = s.replace(/([\u4e00-\u9fff])\.\.\./g, '$1……');
  s = s.replace(/\(([^()]*[\u4e00-\u9fff][^()]*)\)/g, '（$1）');
  const gap = new RegExp(`([${CJK}${FULLWIDTH_PUNCT}]) +(?=[${CJK}${FULLWIDTH_PUNCT}])`, 'g');
  const afterPunct = new RegExp(`([${FULLWIDTH_PUNCT}]) +`, 'g');
  const beforePunct = new RegExp(` +(?=[${FULLWIDTH_PUNCT}])`, 'g');
  s = s.replace(gap, '$1').replace(gap, '$1').replace(afterPunct, '$1').replace(beforePunct, '');
  s = normaliseQuotes(s);
  s = s.replace(afterPunct, '$1').replace(beforePunct, '');
  for (const [from, to] of termMap) s = s.split(from).join(to);
  s = s.replace(new RegExp(`([${CJK}])([A-Za-z0-9&])`, 'g'), '$1 $2');
  s = s.replace(new RegExp(`([A-Za-z0-9&%])([${CJK}])`, 'g'), '$1 $2');
  return s;
}

/** Turns straight and curly double quotes into alternating “ ” pairs. */
function normaliseQuotes(s: string): string {
  const count = (s.match(/["“”]/g) ?? []).length;
  if (count === 0) return s;
  if (count % 2 !== 0) {
    warnings.push(`odd number of quotes, left as is: ${s.slice(0, 40)}`);
    return s;
  }
  let open = true;
  return s.replace(/["“”]/g, () => {
    const mark = open ? '“' : '”';
    open = !open;
    return mark;
  });
}

/** Groups prose lines into paragraphs: a blank line, an ideographic indent or a finished sentence ends one. */
function proseParagraphs(lineNumbers: number[]): string[] {
  const paragraphs: string[] = [];
  let current: string | null = null;
  let previousBlank = true;
  for (const n of lineNumbers) {
    const line = seedLine(n);
    if (isBlank(line)) {
      previousBlank = true;
      continue;
    }
    const startsNew = current === null || previousBlank || startsIndented(line) || endsSentence(current);
    if (startsNew) {
      if (current !== null) paragraphs.push(current);
      current = line.trim();
    } else {
      current = joinPieces(current!, line);
    }
    previousBlank = false;
  }
  if (current !== null) paragraphs.push(current);
  return paragraphs.map(cleanText);
}

const speakerAtStart = new RegExp(`^(?:${speakerNames.join('|')})(?:（[^）]*）)?\\s*[：:]`);
const speakerInside = new RegExp(
  `(?<=[。！？”…])\\s*(?=(?:${speakerNames.join('|')})(?:（[^）]*）)?\\s*[：:])`,
  'g',
);
const circledOnly = /^[①②③④⑤⑥⑦⑧⑨]$/;

/** Groups dialogue lines into turns: a speaker tag starts a turn, other lines continue it. */
function dialogueParagraphs(lineNumbers: number[]): string[] {
  const paragraphs: string[] = [];
  let current: string | null = null;
  let previousBlank = true;
  let pendingCallout = '';
  for (const n of lineNumbers) {
    const line = seedLine(n).trim();
    if (isBlank(line)) {
      previousBlank = true;
      continue;
    }
    if (circledOnly.test(line)) {
      pendingCallout = `${line} `;
      previousBlank = true;
      continue;
    }
    if (current === null || speakerAtStart.test(line) || previousBlank) {
      if (current !== null) paragraphs.push(current);
      current = pendingCallout + line.replace(/^([A-Za-z]+(?:（[^）]*）)?)\s*:\s*/, '$1：');
      pendingCallout = '';
    } else {
      current = joinPieces(current, line);
    }
    previousBlank = false;
  }
  if (current !== null) paragraphs.push(current);
  return paragraphs.flatMap((p) => p.split(speakerInside)).map(cleanText);
}

function expand(ranges: Array<[number, number]>): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/** Bold run-in headings and ordered/unordered list markers at the start of a paragraph. */
function formatParagraph(paragraph: string): string {
  let p = paragraph;
  let prefix = '';
  const ordered = /^(\d)[：:.]\s*/.exec(p);
  const bullet = /^\*\s+/.exec(p);
  if (ordered) {
    prefix = `${ordered[1]}. `;
    p = p.slice(ordered[0].length);
  } else if (bullet) {
    prefix = '   - ';
    p = p.slice(bullet[0].length);
  }
  const runIn = runIns.find((r) => p.startsWith(r));
  if (runIn) p = `**${runIn}**${p.slice(runIn.length)}`;
  return prefix + p;
}

function joinBlocks(parts: string[]): string {
  let out = '';
  for (const part of parts) {
    if (out === '') out = part;
    else if (/^(\d\. | {3}- )/.test(part) && /(^|\n)(\d\. | {3}- )[^\n]*$/.test(out)) out += `\n${part}`;
    else out += `\n\n${part}`;
  }
  return out;
}

function cellsTable(from: number, to: number, columns: number, continuationLines: number[]): string {
  const cells: string[] = [];
  for (let n = from; n <= to; n++) {
    const line = seedLine(n);
    if (isBlank(line)) continue;
    if (continuationLines.includes(n)) cells[cells.length - 1] = joinPieces(cells[cells.length - 1]!, line);
    else cells.push(line.trim());
  }
  if (cells.length % columns !== 0)
    throw new Error(`table ${from}-${to}: ${cells.length} cells, ${columns} columns`);
  const rows: string[][] = [];
  for (let i = 0; i < cells.length; i += columns) rows.push(cells.slice(i, i + columns).map(cleanText));
  const line = (row: string[]): string => `| ${row.join(' | ')} |`;
  return [line(rows[0]!), line(rows[0]!.map(() => '---')), ...rows.slice(1).map(line)].join('\n');
}

function headingDepth(fileId: string, blocks: Block[], index: number): number {
  const file = sections.get(fileId)!;
  const block = blocks[index]!;
  if (block.kind !== 'heading') throw new Error('not a heading');
  const row = sections.get(block.id)!;
  if (row.level !== 5) return row.level - file.level + 1;
  for (let i = index - 1; i >= 0; i--) {
    const previous = blocks[i]!;
    if (previous.kind === 'heading' && sections.get(previous.id)!.level !== 5) {
      return Math.min(6, sections.get(previous.id)!.level - file.level + 2);
    }
  }
  return 2;
}

function renderBody(fileId: string, blocks: Block[]): string {
  const parts: string[] = [];
  blocks.forEach((block, index) => {
    switch (block.kind) {
      case 'heading': {
        const row = sections.get(block.id);
        if (!row) throw new Error(`unknown section id ${block.id}`);
        const title = block.title ?? row.zhTitle;
        if (title === '-' || title === '') throw new Error(`no Chinese title for ${block.id}`);
        parts.push(`${'#'.repeat(headingDepth(fileId, blocks, index))} ${title} {#${block.id}}`);
        break;
      }
      case 'prose': {
        const paragraphs = proseParagraphs(expand(block.lines));
        if (block.stripRunIn) {
          if (!paragraphs[0]?.startsWith(block.stripRunIn))
            throw new Error(`run-in ${block.stripRunIn} not found`);
          paragraphs[0] = paragraphs[0].slice(block.stripRunIn.length);
        }
        parts.push(...paragraphs.map(formatParagraph));
        break;
      }
      case 'dialogue':
        parts.push(...dialogueParagraphs(expand(block.lines)).filter((p) => p !== ''));
        break;
      case 'cells':
        parts.push(cellsTable(block.from, block.to, block.columns, block.continuations ?? []));
        break;
      case 'markdown':
        parts.push(block.text);
        break;
      case 'table':
        parts.push(`::table{id="${block.id}"}`);
        break;
      case 'calc':
        parts.push(`::calc{kind="${block.calcKind}"}`);
        break;
    }
  });
  return joinBlocks(parts);
}

function applyPatches(fileId: string, body: string): string {
  let out = body;
  for (const patch of patches.filter((p) => p.file === fileId)) {
    if (!out.includes(patch.from)) throw new Error(`patch for ${fileId} does not match: ${patch.from}`);
    out = out.split(patch.from).join(patch.to);
  }
  return out;
}

function frontMatter(fileId: string, title: string, translationOnly: boolean): string {
  const row = sections.get(fileId)!;
  const data: Record<string, string | number | boolean> = {
    id: fileId,
    title,
    order: row.order,
    chapter: 'playing-the-game',
    source: 'srd-5.2-zh',
  };
  if (translationOnly) data.translationOnly = true;
  return `---\n${stringify(data)}---\n`;
}

mkdirSync(outDir, { recursive: true });
for (const file of files) {
  const body = applyPatches(file.id, renderBody(file.id, file.blocks));
  const leftover = body.match(/\[KK\d\]|[\ue000-\uf8ff]|\t|\S {2,}\S|\n{3,}/);
  if (leftover) warnings.push(`${file.id}: leftover artefact ${JSON.stringify(leftover[0])}`);
  const text = `${frontMatter(file.id, file.title, file.translationOnly ?? false)}\n${body.replace(/[ \t]+$/gm, '')}\n`;
  writeFileSync(path.join(outDir, `${file.id}.md`), text);
}
for (const w of warnings) console.warn(`warning: ${w}`);
console.log(`wrote ${files.length} files to ${path.relative(repoRoot, outDir)}`);
