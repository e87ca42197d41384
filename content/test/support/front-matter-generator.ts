/**
 * Test support for the front matter map editor (edit-map-entries.ts): a seeded generator of
 * content files (comments, quoted/unquoted/single-quoted values, LF/CRLF/mixed line endings, keys
 * before and after the blocks, `translation:` and `review:` blocks, invalid UTF-8 in the body)
 * and an oracle that builds, line by line, the exact bytes an edit must produce.
 */

import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { editMapEntries } from '../../src/front-matter/edit-map-entries.ts';
import type { MissingEntries } from '../../src/front-matter/map-entries-types.ts';
import { splitFrontMatter } from '../../src/front-matter/split-front-matter.ts';
import { formatRefusal } from '../../src/write/apply-map-edits.ts';

/** mulberry32: a small seeded PRNG (same seed, same file). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Style = 'plain' | 'double' | 'single';
export type GeneratedMap = 'translation' | 'review';

interface RawPiece {
  kind: 'raw';
  /** Latin1 string of the line's bytes. */
  text: string;
  eol: string;
}

interface EntryPiece {
  kind: 'entry';
  map: GeneratedMap;
  id: string;
  indent: string;
  style: Style;
  value: string;
  /** After the value: spaces and a comment, as written. */
  tail: string;
  eol: string;
}

type Piece = RawPiece | EntryPiece;

export interface GeneratedFile {
  bytes: Buffer;
  /** Entries of each map in file order (null when the map is absent). */
  entries: Record<GeneratedMap, { id: string; value: string; style: Style }[] | null>;
  /** The exact bytes editing `map` with `values` must give (missing entries inserted). */
  expected(map: GeneratedMap, values: ReadonlyMap<string, string>): Buffer;
}

/** A JS string as the latin1 string of its UTF-8 bytes. */
function utf8(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

function renderValue(value: string, style: Style): string {
  if (style === 'single') return `'${value.replaceAll("'", "''")}'`;
  if (style === 'plain' && /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(value) && parse(value) === value) return value;
  return JSON.stringify(value);
}

function renderPiece(piece: Piece, value?: string): string {
  if (piece.kind === 'raw') return piece.text + piece.eol;
  const shown =
    value === undefined
      ? piece.style === 'double'
        ? `"${piece.value}"`
        : piece.style === 'single'
          ? `'${piece.value}'`
          : piece.value
      : renderValue(value, piece.style);
  return `${piece.indent}${piece.id}: ${shown}${piece.tail}${piece.eol}`;
}

const TITLES = [
  'title: ลูกเต๋า',
  'title: "Dice: the basics"',
  "title: '骰子与检定'",
  'title: การทอยทดสอบ D20 # ชื่อหน้า',
  'title: Combat',
];
const COMMENTS = ['# note', '# หมายเหตุ: แปลแล้ว', '# 备注', '#', '# translation: not a key'];
/** Body lines as text (written as UTF-8). */
const BODY = [
  'กฎใช้ลูกเต๋าเช่น 1d20',
  '战斗以轮进行。',
  '## Dice Notation {#DiceNotation}',
  'translation:',
  '  Dice: "000000000000"',
  'review:',
  '---',
  'Lone CR\rinside',
  '',
];
/** Body lines as bytes (latin1 strings): invalid UTF-8. */
const BAD_BODY = [
  'Bad bytes: \xff\xfe here',
  'Cut sequence: \xe0\xb8 end',
  'Overlong \xc0\xaf and lone \xc3(',
];

/** Generate one content file from `seed`. */
export function generateFile(seed: number): GeneratedFile {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const eolMode = pick(['lf', 'crlf', 'mixed'] as const);
  const eol = () => (eolMode === 'lf' ? '\n' : eolMode === 'crlf' ? '\r\n' : pick(['\n', '\r\n']));
  const hex = () => {
    if (chance(0.1)) return Array.from({ length: 12 }, () => pick('0123456789'.split(''))).join('');
    if (chance(0.05))
      return `${Math.floor(random() * 9000 + 1000)}e${Math.floor(random() * 9000000 + 1000000)}`;
    return Array.from({ length: 12 }, () => pick('0123456789abcdef'.split(''))).join('');
  };
  const usedIds = new Set<string>();
  const newId = () => {
    for (;;) {
      const id =
        pick(['Dice', 'D20', 'Ability', 'Saving', 'X', 'Combat', 'Player']) +
        pick(['', 'Tests', '_Throws', '-Checks', 'orDM', 'Notation']) +
        (chance(0.5) ? String(Math.floor(random() * 100)) : '');
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };

  const pieces: Piece[] = [];
  const raw = (text: string) => pieces.push({ kind: 'raw', text: utf8(text), eol: eol() });
  const entries: GeneratedFile['entries'] = { translation: null, review: null };
  const keyIndex: Partial<Record<GeneratedMap, number>> = {};
  const blockIndent: Partial<Record<GeneratedMap, string>> = {};

  const block = (map: GeneratedMap) => {
    keyIndex[map] = pieces.length;
    raw(`${map}:${chance(0.2) ? ` ${pick(COMMENTS)}` : ''}`);
    const indent = ' '.repeat(pick([2, 2, 2, 4, 1, 3]));
    blockIndent[map] = indent;
    const list: { id: string; value: string; style: Style }[] = [];
    const count = chance(0.05) ? 0 : 1 + Math.floor(random() * 6);
    for (let index = 0; index < count; index += 1) {
      if (chance(0.15)) raw('');
      if (chance(0.1)) raw(`${pick(['', indent, '      '])}${pick(COMMENTS)}`);
      const id = newId();
      const style = pick(['double', 'double', 'plain', 'single'] as const);
      const value = map === 'review' ? pick(['draft', 'draft', 'reviewed']) : hex();
      const tail = chance(0.25) ? pick([' # ok', '  # ตรวจแล้ว', '\t# tab', '   ', ' #']) : '';
      pieces.push({ kind: 'entry', map, id, indent, style, value, tail: utf8(tail), eol: eol() });
      list.push({ id, value, style });
    }
    if (count === 0 && chance(0.5)) raw(`${indent}# nothing yet`);
    if (chance(0.2)) raw('');
    if (chance(0.1)) raw(pick(COMMENTS));
    entries[map] = list;
  };

  raw('---');
  const items: (() => void)[] = [
    () => raw(`id: ${newId()}`),
    () => raw(pick(TITLES)),
    () => raw(`order: ${Math.floor(random() * 100)}`),
    () => raw('chapter: playing-the-game'),
    () => raw(`source: ${pick(['srd-5.2-th', 'srd-5.2-zh', '"free-rules-2024-th"'])}`),
  ];
  if (chance(0.3)) items.push(() => raw('translationOnly: true'));
  if (chance(0.2)) items.push(() => raw(`comparesTo: ${newId()}`));
  if (chance(0.3)) {
    items.push(() => {
      raw('sources:');
      raw(`  ${newId()}: free-rules-2024-th`);
    });
  }
  if (chance(0.8)) items.push(() => block('translation'));
  if (chance(0.7)) items.push(() => block('review'));
  const extraComments = Math.floor(random() * 3);
  for (let index = 0; index < extraComments; index += 1) items.push(() => raw(pick(COMMENTS)));
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  for (const item of items) item();
  const frontMatterEnd = pieces.length;
  raw('---');
  const bodyLines = Math.floor(random() * 8);
  for (let index = 0; index < bodyLines; index += 1) {
    const text = chance(0.3) ? pick(BAD_BODY) : utf8(pick(BODY));
    pieces.push({ kind: 'raw', text, eol: eol() });
  }
  if (chance(0.3)) (pieces.at(-1) as Piece).eol = '';

  const render = (
    values: ReadonlyMap<number, string>,
    inserts: ReadonlyMap<number, string>,
    appendAt: number,
    appended: string,
  ) =>
    pieces
      .map((piece, index) => {
        let text = index === appendAt ? appended : '';
        text += renderPiece(piece, values.get(index));
        return text + (inserts.get(index) ?? '');
      })
      .join('');

  return {
    bytes: Buffer.from(render(new Map(), new Map(), -1, ''), 'latin1'),
    entries,
    expected(map, values) {
      const overrides = new Map<number, string>();
      const missing: string[] = [];
      for (const [id, value] of values) {
        const index = pieces.findIndex(
          (piece) => piece.kind === 'entry' && piece.map === map && piece.id === id,
        );
        if (index >= 0) overrides.set(index, value);
        else missing.push(id);
      }
      const inserts = new Map<number, string>();
      let appendAt = -1;
      let appended = '';
      if (missing.length > 0) {
        const key = keyIndex[map];
        if (key !== undefined) {
          let after = key;
          pieces.forEach((piece, index) => {
            if (piece.kind === 'entry' && piece.map === map) after = index;
          });
          const line = pieces[after]!;
          inserts.set(
            after,
            missing
              .map(
                (id) =>
                  `${after === key ? '  ' : blockIndent[map]}${id}: ${JSON.stringify(values.get(id))}${line.eol}`,
              )
              .join(''),
          );
        } else {
          const last = pieces[frontMatterEnd - 1]!;
          appendAt = frontMatterEnd;
          appended = `${map}:${last.eol}${missing.map((id) => `  ${id}: ${JSON.stringify(values.get(id))}${last.eol}`).join('')}`;
        }
      }
      return Buffer.from(render(overrides, inserts, appendAt, appended), 'latin1');
    },
  };
}

/** The front matter of a file's bytes as data (read with the `yaml` package). */
export function frontMatterData(bytes: Buffer): Record<string, unknown> | null {
  const split = splitFrontMatter(bytes.toString('latin1'));
  if (split.yaml === null) return null;
  return (parse(bytes.subarray(split.yamlStart, split.yamlEnd).toString('utf8')) ?? {}) as Record<
    string,
    unknown
  >;
}

/**
 * Edit a generated file and list what is wrong (empty when all is well): the bytes differ from
 * the oracle's, the YAML does not read as the old data with only `values` changed (key order
 * included), or editing again changes something.
 */
export function editProblems(
  file: GeneratedFile,
  map: GeneratedMap,
  values: ReadonlyMap<string, string>,
  missing: MissingEntries,
): string[] {
  const result = editMapEntries(file.bytes, { map, values, missing });
  if (!result.ok) return [`refused: ${formatRefusal(result.refusal, 'file')}`];
  const problems: string[] = [];
  const expected = file.expected(map, values);
  if (!result.bytes.equals(expected)) {
    let at = 0;
    while (at < expected.length && result.bytes[at] === expected[at]) at += 1;
    problems.push(
      `bytes differ at ${at}: got ${JSON.stringify(result.bytes.subarray(at - 20, at + 40).toString('latin1'))}, want ${JSON.stringify(expected.subarray(at - 20, at + 40).toString('latin1'))}`,
    );
  }
  const before = frontMatterData(file.bytes) ?? {};
  const after = frontMatterData(result.bytes);
  const want: Record<string, unknown> =
    values.size === 0
      ? before
      : { ...before, [map]: { ...((before[map] ?? {}) as object), ...Object.fromEntries(values) } };
  if (!isDeepStrictEqual(after, want))
    problems.push(`YAML reads ${JSON.stringify(after)}, want ${JSON.stringify(want)}`);
  const keys = (value: unknown) => Object.keys((value ?? {}) as object);
  if (
    !isDeepStrictEqual(keys(after), keys(want)) ||
    !isDeepStrictEqual(keys(after?.[map]), keys(want[map]))
  ) {
    problems.push(`key order changed: ${JSON.stringify(after)}`);
  }
  if (result.changed !== !result.bytes.equals(file.bytes)) problems.push('changed flag is wrong');
  const again = editMapEntries(result.bytes, { map, values, missing });
  if (!again.ok || again.changed) problems.push('editing again changes the file');
  return problems;
}
