/**
 * editMapEntries: the one byte-preserving editor of a front matter map of `ID: value` entries
 * (`translation:` for `pnpm content stamp`, `review:` for `pnpm content review`).
 *
 * It works on the file's bytes (as a latin1 string, one character per byte), so every byte it
 * does not edit is copied verbatim: comments, other keys and their order, CRLF line endings,
 * invalid UTF-8 in the body. For each named entry it either replaces the value of an existing
 * `<ID>:` line in place (keeping its quoting style, indentation, trailing comment and line
 * ending), appends a new `<indent><ID>: "<value>"` line after the last entry of the block, or
 * creates the block at the end of the front matter.
 *
 * Anything it cannot edit that way is refused with the file line and what to do: no front
 * matter, invalid UTF-8 in the front matter, a flow-style map, an ID twice, an anchor, alias or
 * tag, a multi-line value, tabs in the indentation, a list instead of a map, YAML it does not
 * read. Before and after every edit the front matter is parsed with the `yaml` package: the
 * located entries must match the parse exactly, and the edited front matter must parse to the
 * same data with only the named entries changed, or nothing is returned.
 */
import { isDeepStrictEqual } from 'node:util';
import { isAlias, isMap, isScalar, LineCounter, parse, parseDocument, Scalar } from 'yaml';
import { splitFrontMatter } from './split-front-matter.ts';

/** What to do with a named entry the map does not have. */
export type MissingEntries = 'insert' | 'refuse';

export interface MapEntriesEdit {
  /** Top-level key of the map, e.g. `translation`. */
  map: string;
  /** Entry ID -> its new value (written as a YAML string). */
  values: ReadonlyMap<string, string>;
  /** `insert`: append missing entries (and create the map); `refuse`: a missing entry is refused. */
  missing: MissingEntries;
}

/**
 * Why a file cannot be edited: the 1-based file line and a code (what is wrong and what to do,
 * the full i18n key `content.frontmatter.<what>`, worded in the reader's language by refusalText).
 */
export interface EditRefusal {
  line: number;
  code: FrontMatterRefusalCode;
  params: Readonly<Record<string, string | number>>;
}

export const FRONT_MATTER_REFUSAL_CODES = [
  'content.frontmatter.invalid-utf8',
  'content.frontmatter.flow-map',
  'content.frontmatter.flow-list',
  'content.frontmatter.anchor',
  'content.frontmatter.alias',
  'content.frontmatter.tag',
  'content.frontmatter.multi-line',
  'content.frontmatter.unreadable',
  'content.frontmatter.list-not-map',
  'content.frontmatter.explicit-key',
  'content.frontmatter.unreadable-line',
  'content.frontmatter.no-value',
  'content.frontmatter.no-space-after-colon',
  'content.frontmatter.quote-continues',
  'content.frontmatter.value-trailing',
  'content.frontmatter.value-needs-quotes',
  'content.frontmatter.map-twice',
  'content.frontmatter.not-a-map',
  'content.frontmatter.tab-indent',
  'content.frontmatter.continues-value',
  'content.frontmatter.indent-differs',
  'content.frontmatter.entry-twice',
  'content.frontmatter.invalid-yaml',
  'content.frontmatter.not-block-map',
  'content.frontmatter.map-anchor',
  'content.frontmatter.map-not-block',
  'content.frontmatter.unreadable-key',
  'content.frontmatter.not-plain-value',
  'content.frontmatter.byte-order-mark',
  'content.frontmatter.no-front-matter',
  'content.frontmatter.bare-carriage-return',
  'content.frontmatter.map-key-unreadable',
  'content.frontmatter.missing-entry',
  'content.frontmatter.other-data-changed',
  'content.frontmatter.not-loading',
  'content.frontmatter.write-refused',
  'content.frontmatter.write-changed',
] as const;

export type FrontMatterRefusalCode = (typeof FRONT_MATTER_REFUSAL_CODES)[number];

export type MapEntriesResult =
  | {
      ok: true;
      /** The edited file (the input itself when nothing changed). */
      bytes: Buffer;
      changed: boolean;
      /** Entry ID -> its value before the edit (undefined when the entry was inserted). */
      previous: ReadonlyMap<string, unknown>;
    }
  | { ok: false; refusal: EditRefusal };

type Style = 'plain' | 'double' | 'single';

interface Line {
  /** 1-based line in the file. */
  number: number;
  /** Offsets in the file: start of the line, end of its text, after its line ending. */
  start: number;
  end: number;
  next: number;
  text: string;
  eol: string;
}

interface Entry {
  id: string;
  line: Line;
  /** Offsets in the file of the value as written (quotes included). */
  valueStart: number;
  valueEnd: number;
  style: Style;
}

interface Block {
  keyLine: Line;
  indent: string | null;
  entries: Entry[];
}

class Refusal extends Error {
  constructor(
    readonly line: number,
    readonly code: FrontMatterRefusalCode,
    readonly params: Readonly<Record<string, string | number>>,
  ) {
    super(`${line}: ${code}`);
  }
}

/** What a value refusal is about: a key, an entry's value, or the map itself (`frontmatter.what.*`). */
type ValueWhat = 'key' | 'value' | 'map';

const ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

function refusal(
  line: number,
  code: FrontMatterRefusalCode,
  params: Readonly<Record<string, string | number>> = {},
): Refusal {
  return new Refusal(line, code, params);
}

function leadingSpace(text: string): string {
  return /^[ \t]*/.exec(text)![0];
}

function isBlank(text: string): boolean {
  return /^[ \t]*$/.test(text);
}

/** The front matter lines, with file offsets; `firstNumber` is the file line of the first one. */
function splitLines(text: string, from: number, to: number, firstNumber: number): Line[] {
  const lines: Line[] = [];
  let start = from;
  while (start < to) {
    const newline = text.indexOf('\n', start);
    const next = newline < 0 || newline >= to ? to : newline + 1;
    let end = newline < 0 || newline >= to ? to : newline;
    if (end > start && text[end - 1] === '\r' && end < next) end -= 1;
    lines.push({
      number: firstNumber + lines.length,
      start,
      end,
      next,
      text: text.slice(start, end),
      eol: text.slice(end, next),
    });
    start = next;
  }
  return lines;
}

/** Refuse bytes that are not UTF-8 (lines never split a UTF-8 sequence: 0x0A is ASCII). */
function checkUtf8(bytes: Buffer, lines: readonly Line[]): void {
  for (const line of lines) {
    try {
      UTF8.decode(bytes.subarray(line.start, line.next));
    } catch {
      throw refusal(line.number, 'content.frontmatter.invalid-utf8');
    }
  }
}

/** What follows `key:` or an entry's `ID:` when it is not a one-line scalar. */
function refuseValue(line: Line, what: ValueWhat, first: string, map: string, id = ''): never {
  if (first === '{' || first === '[') {
    throw refusal(
      line.number,
      first === '{' ? 'content.frontmatter.flow-map' : 'content.frontmatter.flow-list',
      { what, id, map },
    );
  }
  if (first === '&' || first === '*' || first === '!') {
    throw refusal(
      line.number,
      first === '&'
        ? 'content.frontmatter.anchor'
        : first === '*'
          ? 'content.frontmatter.alias'
          : 'content.frontmatter.tag',
      { what, id, map },
    );
  }
  if (first === '|' || first === '>') {
    throw refusal(line.number, 'content.frontmatter.multi-line', { what, id, map, first });
  }
  throw refusal(line.number, 'content.frontmatter.unreadable', { what, id, map });
}

/** Read one `ID: value` line of the block. */
function readEntry(line: Line, indent: string, map: string): Entry {
  const text = line.text;
  let pos = indent.length;
  const first = text[pos] ?? '';
  if (first === '-' && /^-([ \t]|$)/.test(text.slice(pos))) {
    throw refusal(line.number, 'content.frontmatter.list-not-map', { map });
  }
  if (first === '?') {
    throw refusal(line.number, 'content.frontmatter.explicit-key');
  }
  const key = /^(?:([A-Za-z0-9_-]+)|"([A-Za-z0-9_-]*)"|'([A-Za-z0-9_-]*)')[ \t]*:/.exec(text.slice(pos));
  if (!key) {
    if ('&*!{['.includes(first) && first !== '') refuseValue(line, 'key', first, map);
    throw refusal(line.number, 'content.frontmatter.unreadable-line', { map });
  }
  const id = key[1] ?? key[2] ?? key[3] ?? '';
  pos += key[0].length;
  const afterColon = text.slice(pos);
  if (/^([ \t]+#.*|[ \t]*)$/.test(afterColon)) {
    throw refusal(line.number, 'content.frontmatter.no-value', { id });
  }
  if (!/^[ \t]/.test(afterColon)) {
    throw refusal(line.number, 'content.frontmatter.no-space-after-colon', { id });
  }
  pos += leadingSpace(afterColon).length;
  const valueStart = pos;
  const open = text[pos]!;
  let style: Style;
  let valueEnd: number;
  if (open === '"' || open === "'") {
    style = open === '"' ? 'double' : 'single';
    let index = pos + 1;
    let closed = -1;
    while (index < text.length) {
      const char = text[index];
      if (open === '"' && char === '\\') index += 2;
      else if (char === open && open === "'" && text[index + 1] === "'") index += 2;
      else if (char === open) {
        closed = index;
        break;
      } else index += 1;
    }
    if (closed < 0) {
      throw refusal(line.number, 'content.frontmatter.quote-continues', { id });
    }
    valueEnd = closed + 1;
    if (!/^([ \t]+#.*|[ \t]*)$/.test(text.slice(valueEnd))) {
      throw refusal(line.number, 'content.frontmatter.value-trailing', { id });
    }
  } else {
    if ('{[&*!|>'.includes(open)) refuseValue(line, 'value', open, map, id);
    if ('%@`#'.includes(open) || /^[-?:]([ \t]|$)/.test(text.slice(pos))) {
      throw refusal(line.number, 'content.frontmatter.value-needs-quotes', { id });
    }
    style = 'plain';
    const comment = /[ \t]#/.exec(text.slice(pos));
    const raw = comment ? text.slice(pos, pos + comment.index) : text.slice(pos);
    const value = raw.replace(/[ \t]+$/, '');
    if (/:([ \t]|$)/.test(value)) {
      throw refusal(line.number, 'content.frontmatter.value-needs-quotes', { id });
    }
    valueEnd = pos + value.length;
  }
  return { id, line, valueStart: line.start + valueStart, valueEnd: line.start + valueEnd, style };
}

/** Find the `map:` block among the front matter lines (null when the key is absent). */
function findBlock(lines: readonly Line[], map: string): Block | null {
  const keyPattern = new RegExp(`^${map}[ \\t]*:`);
  const keyLines = lines.filter((line) => keyPattern.test(line.text));
  if (keyLines.length === 0) return null;
  const keyLine = keyLines[0]!;
  if (keyLines.length > 1) {
    throw refusal(keyLines[1]!.number, 'content.frontmatter.map-twice', {
      map,
      first: keyLine.number,
      second: keyLines[1]!.number,
    });
  }
  const rest = keyLine.text.slice(keyPattern.exec(keyLine.text)![0].length);
  if (!/^([ \t]+#.*|[ \t]*)$/.test(rest)) {
    const first = rest.trim()[0] ?? '';
    if ('{[&*!|>'.includes(first)) refuseValue(keyLine, 'map', first, map);
    throw refusal(keyLine.number, 'content.frontmatter.not-a-map', { map });
  }
  const block: Block = { keyLine, indent: null, entries: [] };
  const seen = new Map<string, Entry>();
  for (const line of lines.slice(lines.indexOf(keyLine) + 1)) {
    if (isBlank(line.text)) continue;
    const space = leadingSpace(line.text);
    const content = line.text.slice(space.length);
    if (space === '') {
      if (content.startsWith('#')) continue;
      if (block.entries.length === 0 && /^-([ \t]|$)/.test(content)) {
        throw refusal(line.number, 'content.frontmatter.list-not-map', { map });
      }
      break;
    }
    if (space.includes('\t')) {
      throw refusal(line.number, 'content.frontmatter.tab-indent', { map });
    }
    if (content.startsWith('#')) continue;
    if (block.indent === null) block.indent = space;
    else if (space.length > block.indent.length) {
      const previous = block.entries.at(-1)!;
      throw refusal(line.number, 'content.frontmatter.continues-value', { id: previous.id });
    } else if (space.length < block.indent.length) {
      throw refusal(line.number, 'content.frontmatter.indent-differs', { map, indent: block.indent.length });
    }
    const entry = readEntry(line, space, map);
    const first = seen.get(entry.id);
    if (first) {
      throw refusal(line.number, 'content.frontmatter.entry-twice', {
        id: entry.id,
        map,
        first: first.line.number,
        second: line.number,
      });
    }
    seen.set(entry.id, entry);
    block.entries.push(entry);
  }
  return block;
}

/** YAML would read `value` unquoted as the same string (and it needs no escaping). */
function plainSafe(value: string): boolean {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(value)) return false;
  try {
    return parse(value) === value;
  } catch {
    return false;
  }
}

function render(value: string, style: Style): string {
  if (style === 'single') return `'${value.replaceAll("'", "''")}'`;
  if (style === 'plain' && plainSafe(value)) return value;
  return JSON.stringify(value);
}

/** A JS string as the latin1 string of its UTF-8 bytes. */
function asBytes(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

interface Parsed {
  data: Record<string, unknown> | null;
  /** Offsets (in the file) of each value of the map, in order; null when the map is absent. */
  values: { id: string; start: number; end: number; type: string | undefined; value: unknown }[] | null;
  /** The map key exists with a null value (`map:` and nothing under it). */
  empty: boolean;
  /** File line of the map key, when present. */
  keyLine?: number;
}

/** Parse the front matter with the `yaml` package; refuse what it does not read as plain data. */
function parseYaml(
  bytes: Buffer,
  yamlStart: number,
  yamlEnd: number,
  firstLine: number,
  map: string,
): Parsed {
  const yaml = bytes.subarray(yamlStart, yamlEnd).toString('utf8');
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const error = document.errors[0];
  if (error) {
    throw refusal(lineOf(error.pos[0]), 'content.frontmatter.invalid-yaml', {
      detail: error.message.split('\n')[0] ?? '',
    });
  }
  const contents = document.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    return { data: null, values: null, empty: false };
  }
  if (!isMap(contents) || contents.flow) {
    throw refusal(firstLine, 'content.frontmatter.not-block-map');
  }
  const byteOffset = (offset: number) => yamlStart + Buffer.byteLength(yaml.slice(0, offset), 'utf8');
  const pair = contents.items.find((item) => isScalar(item.key) && item.key.value === map);
  const data = document.toJS() as Record<string, unknown>;
  if (!pair) return { data, values: null, empty: false };
  const keyLine = lineOf((pair.key as Scalar).range?.[0] ?? 0);
  const node = pair.value;
  if (node === null || (isScalar(node) && node.value === null && !node.anchor && !node.tag)) {
    return { data, values: [], empty: true, keyLine };
  }
  if (isAlias(node) || node.anchor || node.tag) {
    throw refusal(keyLine, 'content.frontmatter.map-anchor', { map });
  }
  if (!isMap(node) || node.flow) {
    throw refusal(keyLine, 'content.frontmatter.map-not-block', { map });
  }
  const values = node.items.map((item) => {
    const key = item.key;
    const value = item.value;
    const line = lineOf((isScalar(key) ? key.range?.[0] : undefined) ?? 0);
    if (!isScalar(key) || typeof key.value !== 'string' || key.anchor || key.tag) {
      throw refusal(line, 'content.frontmatter.unreadable-key', { map });
    }
    if (!isScalar(value) || value.anchor || value.tag || !value.range) {
      throw refusal(line, 'content.frontmatter.not-plain-value', { id: String(key.value) });
    }
    return {
      id: key.value,
      start: byteOffset(value.range[0]),
      end: byteOffset(value.range[1]),
      type: value.type,
      value: value.value,
    };
  });
  return { data, values, empty: false, keyLine };
}

const SCALAR_TYPE: Record<Style, string> = {
  plain: Scalar.PLAIN,
  double: Scalar.QUOTE_DOUBLE,
  single: Scalar.QUOTE_SINGLE,
};

function edit(bytes: Buffer, request: MapEntriesEdit): MapEntriesResult {
  const { map } = request;
  if (!ID_PATTERN.test(map)) throw new Error(`not a front matter key: ${map}`);
  for (const [id, value] of request.values) {
    if (!ID_PATTERN.test(id)) throw new Error(`not a section ID: ${id}`);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters
    if (/[\u0000-\u001f\u007f]/.test(value)) throw new Error(`control character in the value of ${id}`);
  }
  const text = bytes.toString('latin1');
  const split = splitFrontMatter(text);
  if (split.yaml === null) {
    const bom = text.startsWith('\xef\xbb\xbf');
    throw refusal(1, bom ? 'content.frontmatter.byte-order-mark' : 'content.frontmatter.no-front-matter');
  }
  const lines = splitLines(text, split.yamlStart, split.yamlEnd, split.yamlLine);
  checkUtf8(bytes, lines);
  for (const line of lines) {
    if (line.text.includes('\r')) {
      throw refusal(line.number, 'content.frontmatter.bare-carriage-return');
    }
  }
  const block = findBlock(lines, map);
  const parsed = parseYaml(bytes, split.yamlStart, split.yamlEnd, split.yamlLine, map);

  // The located entries must be exactly what YAML reads.
  const scanned = block?.entries ?? [];
  const agrees =
    (parsed.values === null) === (block === null) &&
    (parsed.values ?? []).length === scanned.length &&
    (parsed.values ?? []).every((value, index) => {
      const entry = scanned[index]!;
      return (
        value.id === entry.id &&
        value.start === entry.valueStart &&
        value.end === entry.valueEnd &&
        value.type === SCALAR_TYPE[entry.style]
      );
    });
  if (!agrees) {
    throw refusal(
      block?.keyLine.number ?? parsed.keyLine ?? split.yamlLine,
      'content.frontmatter.map-key-unreadable',
      { map },
    );
  }

  const previous = new Map<string, unknown>();
  const replacements: { start: number; end: number; text: string }[] = [];
  const inserted: string[] = [];
  for (const [id, value] of request.values) {
    const index = scanned.findIndex((entry) => entry.id === id);
    if (index < 0) {
      if (request.missing === 'refuse') {
        throw refusal(block?.keyLine.number ?? split.yamlLine, 'content.frontmatter.missing-entry', {
          map,
          id,
        });
      }
      previous.set(id, undefined);
      inserted.push(id);
      continue;
    }
    const entry = scanned[index]!;
    previous.set(id, parsed.values![index]!.value);
    replacements.push({
      start: entry.valueStart,
      end: entry.valueEnd,
      text: asBytes(render(value, entry.style)),
    });
  }
  if (inserted.length > 0) {
    if (block) {
      const after = block.entries.at(-1)?.line ?? block.keyLine;
      const indent = block.indent ?? '  ';
      const eol = after.eol || '\n';
      const added = inserted.map(
        (id) => `${indent}${id}: ${asBytes(JSON.stringify(request.values.get(id)))}${eol}`,
      );
      replacements.push({ start: after.next, end: after.next, text: added.join('') });
    } else {
      // The line ending of the last front matter line (of the opening fence when there is none).
      const eol = lines.at(-1)?.eol || (text[split.yamlStart - 2] === '\r' ? '\r\n' : '\n');
      const added = inserted.map((id) => `  ${id}: ${asBytes(JSON.stringify(request.values.get(id)))}${eol}`);
      replacements.push({ start: split.yamlEnd, end: split.yamlEnd, text: `${map}:${eol}${added.join('')}` });
    }
  }
  replacements.sort((a, b) => a.start - b.start);
  let output = '';
  let cursor = 0;
  for (const replacement of replacements) {
    output += text.slice(cursor, replacement.start) + replacement.text;
    cursor = replacement.end;
  }
  output += text.slice(cursor);
  const result = Buffer.from(output, 'latin1');

  // The edited front matter must read as the same data with only the named entries changed.
  const expected: Record<string, unknown> = { ...(parsed.data ?? {}) };
  const oldMap = (parsed.data?.[map] ?? {}) as Record<string, unknown>;
  if (request.values.size > 0) expected[map] = { ...oldMap, ...Object.fromEntries(request.values) };
  const check = splitFrontMatter(output);
  let reread: Parsed | null = null;
  try {
    reread =
      check.yaml === null ? null : parseYaml(result, check.yamlStart, check.yamlEnd, check.yamlLine, map);
  } catch {
    reread = null;
  }
  const keys = (value: unknown) => Object.keys((value ?? {}) as object);
  if (
    !reread?.data ||
    !isDeepStrictEqual(reread.data, expected) ||
    !isDeepStrictEqual(keys(reread.data), keys(expected)) ||
    !isDeepStrictEqual(keys(reread.data[map]), keys(expected[map]))
  ) {
    throw refusal(block?.keyLine.number ?? split.yamlLine, 'content.frontmatter.other-data-changed', { map });
  }
  const changed = !result.equals(bytes);
  return { ok: true, bytes: changed ? result : bytes, changed, previous };
}

/** Edit the `request.map` entries of one file's bytes; a refusal leaves nothing edited. */
export function editMapEntries(bytes: Uint8Array, request: MapEntriesEdit): MapEntriesResult {
  const input = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return edit(input, request);
  } catch (error) {
    if (error instanceof Refusal) {
      return { ok: false, refusal: { line: error.line, code: error.code, params: error.params } };
    }
    throw error;
  }
}
