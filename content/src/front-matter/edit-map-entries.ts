/**
 * editMapEntries: the one byte-preserving editor of a front matter map of `ID: value` entries
 * (`translation:`, `review:`...). The `yaml` package locates each entry (its CST, keepSourceTokens)
 * and CST.setScalarValue rewrites a value in its own quoting style; only those bytes change, every
 * other byte (comments, key order, CRLF, invalid UTF-8 in the body) is copied. A missing entry is a
 * new `<indent><ID>: "<value>"` line after the block's last entry, or a new block at the end.
 * What it will not edit is refused with its line and what to do (`{ code, params }`); after the edit
 * the front matter must parse to the same data with only the named entries changed.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  type CST,
  CST as Cst,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  parse,
  parseDocument,
  Scalar,
} from 'yaml';
import { yamlProblemKey } from '../config/yaml-problem.ts';
import type { FrontMatterRefusalCode, MapEntriesEdit, MapEntriesResult } from './map-entries-types.ts';
import { splitFrontMatter } from './split-front-matter.ts';

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

class Refusal extends Error {
  readonly line: number;
  readonly code: FrontMatterRefusalCode;
  readonly params: Readonly<Record<string, string | number>>;
  constructor(
    line: number,
    code: FrontMatterRefusalCode,
    params: Readonly<Record<string, string | number>> = {},
  ) {
    super(`${line}: ${code}`);
    this.line = line;
    this.code = code;
    this.params = params;
  }
}

/** What a value refusal is about: a key, an entry's value, or the map itself (`frontmatter.what.*`). */
type ValueWhat = 'key' | 'value' | 'map';

const ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

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
      throw new Refusal(line.number, 'content.frontmatter.invalid-utf8');
    }
  }
}

/**
 * Tabs in the indentation of the block under `map:` (YAML forbids them; the parser's own error
 * would not say which block): from the key's line to the next line that is not indented.
 */
function checkTabs(lines: readonly Line[], map: string): void {
  const key = lines.findIndex((line) => new RegExp(`^${map}[ \\t]*:`).test(line.text));
  if (key < 0) return;
  for (const line of lines.slice(key + 1)) {
    if (/^[ \t]*(#.*)?$/.test(line.text)) continue;
    if (!/^[ \t]/.test(line.text)) return;
    if (/^ *\t/.test(line.text)) throw new Refusal(line.number, 'content.frontmatter.tab-indent', { map });
  }
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

/** A JS string as the latin1 string of its UTF-8 bytes. */
function asBytes(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/** The front matter as the `yaml` package reads it, with file lines and byte offsets. */
interface Read {
  document: Document.Parsed;
  yaml: string;
  /** File line of a character offset in `yaml`. */
  lineOf(offset: number): number;
  /** File byte offset of a character offset in `yaml`. */
  byteOf(offset: number): number;
}

function readYaml(
  bytes: Buffer,
  yamlStart: number,
  yamlEnd: number,
  firstLine: number,
  uniqueKeys: boolean,
): Read {
  const yaml = bytes.subarray(yamlStart, yamlEnd).toString('utf8');
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys,
    keepSourceTokens: true,
  });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const byteOf = (offset: number) => yamlStart + Buffer.byteLength(yaml.slice(0, offset), 'utf8');
  const error = document.errors[0];
  const problemKey = yamlProblemKey(error?.code);
  if (error) throw new Refusal(lineOf(error.pos[0]), 'content.frontmatter.invalid-yaml', { problemKey });
  return { document, yaml, lineOf, byteOf };
}

/** Refuse a node that is not a one-line scalar: `what` it is (key, value, map) and where. */
function refuseNode(node: unknown, line: number, what: ValueWhat, map: string, id = ''): void {
  const params = { what, id, map };
  if (isAlias(node)) throw new Refusal(line, 'content.frontmatter.alias', params);
  const props = node as { anchor?: string; tag?: string } | null;
  if (props?.anchor) throw new Refusal(line, 'content.frontmatter.anchor', params);
  if (props?.tag) throw new Refusal(line, 'content.frontmatter.tag', params);
  if (isMap(node) || isSeq(node)) {
    if (!node.flow && isSeq(node)) throw new Refusal(line, 'content.frontmatter.list-not-map', { map });
    if (!node.flow && what === 'map') return;
    if (!node.flow) throw new Refusal(line, 'content.frontmatter.not-plain-value', { id });
    throw new Refusal(
      line,
      isMap(node) ? 'content.frontmatter.flow-map' : 'content.frontmatter.flow-list',
      params,
    );
  }
  if (isScalar(node) && (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL)) {
    const first = node.type === Scalar.BLOCK_FOLDED ? '>' : '|';
    throw new Refusal(line, 'content.frontmatter.multi-line', { ...params, first });
  }
}

/** The entries of the `map:` block: each pair with its ID and file line (null when the key is absent). */
interface Block {
  keyLine: number;
  /** Character offset in the YAML where the key's line ends (for an empty block). */
  keyEnd: number;
  entries: { id: string; line: number; pair: Pair<Scalar, Node | null>; value: Scalar }[];
}

function findBlock(read: Read, map: string, firstLine: number): Block | null {
  const contents = read.document.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) return null;
  if (!isMap(contents) || contents.flow) throw new Refusal(firstLine, 'content.frontmatter.not-block-map');
  const pairs = contents.items.filter((item) => isScalar(item.key) && item.key.value === map);
  if (pairs.length === 0) return null;
  const lineOfPair = (pair: Pair) => read.lineOf((pair.key as Scalar).range?.[0] ?? 0);
  if (pairs.length > 1) {
    throw new Refusal(lineOfPair(pairs[1]!), 'content.frontmatter.map-twice', {
      map,
      first: lineOfPair(pairs[0]!),
      second: lineOfPair(pairs[1]!),
    });
  }
  const pair = pairs[0]!;
  const keyLine = lineOfPair(pair);
  const keyEnd = (pair.key as Scalar).range?.[1] ?? 0;
  const node = pair.value;
  const block: Block = { keyLine, keyEnd, entries: [] };
  if (node === null || (isScalar(node) && node.value === null && !node.anchor && !node.tag)) return block;
  refuseNode(node, keyLine, 'map', map);
  if (!isMap(node)) throw new Refusal(keyLine, 'content.frontmatter.not-a-map', { map });
  const seen = new Map<string, number>();
  for (const item of node.items) {
    const key = item.key;
    const line = read.lineOf((key as { range?: [number, number, number] } | null)?.range?.[0] ?? 0);
    refuseNode(key, line, 'key', map);
    if (!isScalar(key) || typeof key.value !== 'string') {
      throw new Refusal(line, 'content.frontmatter.unreadable-key', { map });
    }
    const id = key.value;
    const first = seen.get(id);
    if (first !== undefined) {
      throw new Refusal(line, 'content.frontmatter.entry-twice', { id, map, first, second: line });
    }
    seen.set(id, line);
    const value = item.value;
    if (value === null || (isScalar(value) && value.value === null && value.source === '')) {
      throw new Refusal(line, 'content.frontmatter.no-value', { id });
    }
    refuseNode(value, line, 'value', map, id);
    if (!isScalar(value) || !value.range || !value.srcToken) {
      throw new Refusal(line, 'content.frontmatter.not-plain-value', { id });
    }
    // A value written over several lines: the line that continues it.
    const end = read.lineOf(Math.max(value.range[0], value.range[1] - 1));
    if (end !== line) throw new Refusal(line + 1, 'content.frontmatter.continues-value', { id });
    block.entries.push({ id, line, pair: item as Pair<Scalar, Node | null>, value });
  }
  return block;
}

/** The value's new source text, in its own quoting style (CST.setScalarValue). */
function rewrite(value: Scalar, text: string): string {
  const token = value.srcToken as CST.FlowScalar;
  const plain = token.type === 'scalar';
  Cst.setScalarValue(token, text, plain && !plainSafe(text) ? { type: 'QUOTE_DOUBLE' } : {});
  return token.source;
}

/** The character offset in `yaml` just after the line holding `offset` (its line ending included). */
function afterLine(yaml: string, offset: number): number {
  const newline = yaml.indexOf('\n', offset);
  return newline < 0 ? yaml.length : newline + 1;
}

/** The request's own checks: a map key and entry IDs, values without control characters. */
function checkRequest(request: MapEntriesEdit): void {
  if (!ID_PATTERN.test(request.map)) throw new Error(`not a front matter key: ${request.map}`);
  for (const id of request.remove ?? []) {
    if (!ID_PATTERN.test(id) || request.values.has(id)) throw new Error(`cannot remove entry: ${id}`);
  }
  for (const [id, value] of request.values) {
    if (!ID_PATTERN.test(id)) throw new Error(`not a section ID: ${id}`);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters
    if (/[\u0000-\u001f\u007f]/.test(value)) throw new Error(`control character in the value of ${id}`);
  }
}

/** A file's front matter as an edit reads it: its text and lines, its parse, the map's block and data. */
interface Opened {
  text: string;
  split: ReturnType<typeof splitFrontMatter>;
  lines: Line[];
  read: Read;
  block: Block | null;
  data: Record<string, unknown> | null;
}

/** Locate: the front matter, refused for what the editor will not touch, and the map's block in it. */
function locate(bytes: Buffer, map: string): Opened {
  const text = bytes.toString('latin1');
  const split = splitFrontMatter(text);
  if (split.yaml === null) {
    const bom = text.startsWith('\xef\xbb\xbf');
    throw new Refusal(1, bom ? 'content.frontmatter.byte-order-mark' : 'content.frontmatter.no-front-matter');
  }
  const lines = splitLines(text, split.yamlStart, split.yamlEnd, split.yamlLine);
  checkUtf8(bytes, lines);
  const bare = lines.find((line) => line.text.includes('\r'));
  if (bare) throw new Refusal(bare.number, 'content.frontmatter.bare-carriage-return');
  checkTabs(lines, map);
  // Duplicate keys are found by name below (map-twice, entry-twice); any other is the parser's.
  const read = readYaml(bytes, split.yamlStart, split.yamlEnd, split.yamlLine, false);
  const block = findBlock(read, map, split.yamlLine);
  readYaml(bytes, split.yamlStart, split.yamlEnd, split.yamlLine, true);
  const data = (read.document.toJS() ?? null) as Record<string, unknown> | null;
  return { text, split, lines, read, block, data };
}

type Replacement = { start: number; end: number; text: string };

/** Rewrite: the named entries the block has, each value in its own quoting; the IDs it lacks. */
function rewriteValues(opened: Opened, request: MapEntriesEdit, previous: Map<string, unknown>) {
  const { block, read, split } = opened;
  const replacements: Replacement[] = [];
  const missing: string[] = [];
  for (const [id, value] of request.values) {
    const entry = block?.entries.find((candidate) => candidate.id === id);
    if (!entry) {
      if (request.missing === 'refuse') {
        const params = { map: request.map, id };
        throw new Refusal(block?.keyLine ?? split.yamlLine, 'content.frontmatter.missing-entry', params);
      }
      previous.set(id, undefined);
      missing.push(id);
      continue;
    }
    previous.set(id, entry.value.value);
    const [start, end] = entry.value.range!;
    const text = asBytes(rewrite(entry.value, value));
    replacements.push({ start: read.byteOf(start), end: read.byteOf(end), text });
  }
  return { replacements, missing };
}

/**
 * Insert: the missing entries after the block's last entry (or its key), in its indentation and
 * line ending; without a block, a new one at the end of the front matter, in the line ending of its
 * last line (of the opening fence when there is none).
 */
function insertMissing(opened: Opened, request: MapEntriesEdit, missing: readonly string[]): Replacement {
  const { block, lines, read, split, text } = opened;
  const last = block?.entries.at(-1);
  const eol = block
    ? lines[(last?.line ?? block.keyLine) - split.yamlLine]!.eol || '\n'
    : lines.at(-1)?.eol || (text[split.yamlStart - 2] === '\r' ? '\r\n' : '\n');
  const indent = last ? ' '.repeat(columnOf(read, last)) : '  ';
  const added = missing
    .map((id) => `${indent}${id}: ${asBytes(JSON.stringify(request.values.get(id)))}${eol}`)
    .join('');
  const at = block
    ? read.byteOf(afterLine(read.yaml, last ? last.value.range![1] : block.keyEnd))
    : split.yamlEnd;
  return { start: at, end: at, text: block ? added : `${request.map}:${eol}${added}` };
}

/** Delete: the removed entries' lines, and the map's key line when no entry is left. */
function dropEntries(
  opened: Opened,
  request: MapEntriesEdit,
  inserting: boolean,
  previous: Map<string, unknown>,
) {
  const { block, lines, split } = opened;
  const removed = (block?.entries ?? []).filter((entry) => request.remove?.has(entry.id));
  const replacements: Replacement[] = removed.map((entry) => {
    previous.set(entry.id, entry.value.value);
    const line = lines[entry.line - split.yamlLine]!;
    return { start: line.start, end: line.next, text: '' };
  });
  if (block && removed.length > 0 && removed.length === block.entries.length && !inserting) {
    // No entry left: the map's key line goes too (an empty `review:` would read as null).
    const keyLine = lines[block.keyLine - split.yamlLine]!;
    replacements.push({ start: keyLine.start, end: keyLine.next, text: '' });
  }
  return { replacements, removed: removed.length };
}

/** Re-verify: the edited front matter reads as the same data with only the named entries changed. */
function verify(
  opened: Opened,
  request: MapEntriesEdit,
  removed: number,
  output: string,
  result: Buffer,
): void {
  const { data, block, split } = opened;
  const { map } = request;
  const expected: Record<string, unknown> = { ...(data ?? {}) };
  if (request.values.size > 0 || removed > 0) {
    const oldMap = (data?.[map] ?? {}) as Record<string, unknown>;
    const kept = Object.fromEntries(Object.entries(oldMap).filter(([id]) => !request.remove?.has(id)));
    expected[map] = { ...kept, ...Object.fromEntries(request.values) };
    if (Object.keys(expected[map] as object).length === 0) delete expected[map];
  }
  const check = splitFrontMatter(output);
  let reread: Record<string, unknown> | null = null;
  try {
    reread =
      check.yaml === null
        ? null
        : ((readYaml(result, check.yamlStart, check.yamlEnd, check.yamlLine, true).document.toJS() ??
            null) as Record<string, unknown> | null);
  } catch {
    reread = null;
  }
  const keys = (value: unknown) => Object.keys((value ?? {}) as object);
  if (
    !reread ||
    !isDeepStrictEqual(reread, expected) ||
    !isDeepStrictEqual(keys(reread), keys(expected)) ||
    !isDeepStrictEqual(keys(reread[map]), keys(expected[map]))
  ) {
    throw new Refusal(block?.keyLine ?? split.yamlLine, 'content.frontmatter.other-data-changed', { map });
  }
}

/** locate, rewrite, insert, delete, re-verify: only the replaced bytes change. */
function edit(bytes: Buffer, request: MapEntriesEdit): MapEntriesResult {
  checkRequest(request);
  const opened = locate(bytes, request.map);
  const previous = new Map<string, unknown>();
  const rewritten = rewriteValues(opened, request, previous);
  const inserting = rewritten.missing.length > 0;
  const replacements = [...rewritten.replacements];
  if (inserting) replacements.push(insertMissing(opened, request, rewritten.missing));
  const dropped = dropEntries(opened, request, inserting, previous);
  replacements.push(...dropped.replacements);
  replacements.sort((a, b) => a.start - b.start);
  let output = '';
  let cursor = 0;
  for (const replacement of replacements) {
    output += opened.text.slice(cursor, replacement.start) + replacement.text;
    cursor = replacement.end;
  }
  output += opened.text.slice(cursor);
  const result = Buffer.from(output, 'latin1');
  verify(opened, request, dropped.removed, output, result);
  const changed = !result.equals(bytes);
  return { ok: true, bytes: changed ? result : bytes, changed, previous };
}

/** The column (0-based, in characters) where an entry's key starts: the block's indentation. */
function columnOf(read: Read, entry: Block['entries'][number]): number {
  const start = entry.pair.key.range?.[0] ?? 0;
  return start - (read.yaml.lastIndexOf('\n', start - 1) + 1);
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
