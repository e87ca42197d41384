/**
 * writeContentFile: the one way a tool writes a content file. Given the file as read and the whole
 * new file, it writes only when the changed text is UTF-8 without control characters (but tab, LF
 * and CRLF) and within the size limits; the section IDs are the expected ones in order (an unclosed
 * fence, comment, `<pre>` or `:::` that would swallow the next headings is named at its opener);
 * every other section is byte-identical (the one before a changed section may differ in trailing
 * blank lines) and the front matter unchanged unless the caller edits it (then it must still load);
 * and the file on disk is still the one read. Compare and write happen inside the content lock;
 * the write is atomic and read back. A symlink leading outside the content root, or a path that is
 * no regular file, is refused.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { nestingProblem } from '@polyhedral/markdown';
import { MAX_CONTENT_FILE_BYTES, MAX_SECTION_BYTES } from '../config/limits.ts';
import { type FileLayout, type FileSegment, fileLayout } from '../front-matter/file-layout.ts';
import { parseFrontMatter } from '../front-matter/parse-front-matter.ts';
import { splitFrontMatter } from '../front-matter/split-front-matter.ts';
import { codePoint } from '../text/plain-text.ts';
import { containedPath } from './contained-path.ts';
import { ifStillOnDisk, outsideContent, stillOnDisk } from './still-on-disk.ts';
import { findUnclosedBlock } from './unclosed-blocks.ts';
import { writeFileAtomic } from './write-file-atomic.ts';
import { NESTING_REFUSAL_CODE, type WriteOutcome, type WriteRefusal } from './write-refusal.ts';

export interface WriteExpectation {
  /** The intro's ID (the front matter `id`). */
  pageId: string;
  /** Sections whose text may change (or that are new). */
  changing: ReadonlySet<string>;
  /** The section IDs the new file must have, in order; default: the old file's. */
  ids?: readonly string[];
  /** Whether the front matter may change (it must still load). */
  frontMatter: 'keep' | 'may-change';
}

const DECODER = new TextDecoder('utf-8', { fatal: true });
const LENIENT = new TextDecoder('utf-8');

/** The first control character other than tab, line feed and the CR of a CRLF (C0, DEL, C1). */
function firstControl(text: string): { index: number; char: string } | null {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const control =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      (code >= 0x7f && code <= 0x9f) ||
      (code === 0x0d && text.charCodeAt(index + 1) !== 0x0a);
    if (control) return { index, char: text[index]! };
  }
  return null;
}

function position(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: [...lines.at(-1)!].length + 1 };
}

function text(source: string, segment: FileSegment): string {
  return source.slice(segment.start, segment.end);
}

/** The refusal for `after`, or null when it may replace `before` (null: a new file). */
export function checkContentFileWrite(
  file: string,
  before: string | null,
  after: string,
  expectation: WriteExpectation,
): WriteRefusal | null {
  const refuse = (code: WriteRefusal['code'], params: WriteRefusal['params'] = {}, at?: number) => ({
    code,
    file,
    params,
    ...(at === undefined ? {} : position(after, at)),
  });
  const refuseAtLine = (code: WriteRefusal['code'], line: number, params: WriteRefusal['params']) => ({
    code,
    file,
    line,
    params,
  });
  const size = Buffer.byteLength(after, 'utf8');
  if (size > MAX_CONTENT_FILE_BYTES)
    return refuse('content.write.too-large', { size, limit: MAX_CONTENT_FILE_BYTES });
  // Before any parse: a text nested deeper than the parser can go is refused at its line.
  const split = splitFrontMatter(after);
  const nesting = nestingProblem(split.body);
  if (nesting)
    return refuseAtLine(NESTING_REFUSAL_CODE[nesting.kind], nesting.line, {
      depth: nesting.depth,
      limit: nesting.limit,
    });
  const newLayout = fileLayout(after, expectation.pageId);
  const oldLayout: FileLayout | null = before === null ? null : fileLayout(before, expectation.pageId);
  if (newLayout.frontMatter === null) return refuse('content.write.no-front-matter', {}, 0);

  // Control characters: in the changed sections and the front matter (when it may change).
  const checked = newLayout.segments.filter((segment) => expectation.changing.has(segment.id));
  for (const segment of checked) {
    const bytes = Buffer.byteLength(text(after, segment).trim(), 'utf8');
    if (bytes > MAX_SECTION_BYTES)
      return refuseAtLine('content.write.section-too-large', segment.line, {
        id: segment.id,
        size: bytes,
        limit: MAX_SECTION_BYTES,
      });
  }
  const regions = checked.map((segment) => [segment.start, segment.end] as const);
  if (expectation.frontMatter === 'may-change' || oldLayout === null) {
    regions.push([0, newLayout.frontMatter.length]);
  }
  for (const [start, end] of regions) {
    const match = firstControl(after.slice(start, end));
    if (match)
      return refuse('content.write.control-character', { char: codePoint(match.char) }, start + match.index);
  }

  // The section IDs, in order; when they differ, an unclosed block in a changed section is the
  // usual cause: name its opener and line.
  const expected = expectation.ids ?? oldLayout?.segments.map((segment) => segment.id) ?? [];
  const found = newLayout.segments.map((segment) => segment.id);
  for (const segment of checked) {
    const unclosed = findUnclosedBlock(text(after, segment));
    if (unclosed)
      return refuseAtLine('content.write.unclosed-block', segment.line + unclosed.line - 1, {
        opener: unclosed.opener,
      });
  }
  const differs = expected.findIndex((id, index) => found[index] !== id);
  if (differs >= 0 || found.length !== expected.length) {
    const index = differs >= 0 ? differs : expected.length;
    const id = expected[index] ?? found[index] ?? '';
    const at = newLayout.segments[Math.min(index, newLayout.segments.length - 1)]!;
    return refuseAtLine('content.write.sections-changed', at.line, { id });
  }

  // Every other section byte-identical; the front matter unchanged unless it may change.
  if (oldLayout && before !== null) {
    if (expectation.frontMatter === 'keep' && oldLayout.frontMatter !== newLayout.frontMatter) {
      return refuse('content.write.front-matter-changed', {}, 0);
    }
    const old = new Map(oldLayout.segments.map((segment) => [segment.id, segment]));
    for (const [index, segment] of newLayout.segments.entries()) {
      if (expectation.changing.has(segment.id)) continue;
      const previous = old.get(segment.id);
      const now = text(after, segment);
      const was = previous ? text(before, previous) : '';
      if (now === was) continue;
      // The blank lines between a section and a changed, new or removed one after it belong to neither.
      const oldNext = previous ? oldLayout.segments[oldLayout.segments.indexOf(previous) + 1]?.id : undefined;
      const nextChanges =
        expectation.changing.has(newLayout.segments[index + 1]?.id ?? '') ||
        (oldNext !== undefined && expectation.changing.has(oldNext));
      if (previous && nextChanges && now.trimEnd() === was.trimEnd()) continue;
      return refuseAtLine('content.write.other-section-changed', segment.line, { id: segment.id });
    }
  }
  if (expectation.frontMatter === 'may-change' || oldLayout === null) {
    const parsed = parseFrontMatter(splitFrontMatter(after), file);
    const problem = parsed.diagnostics.find((diagnostic) => diagnostic.severity === 'error');
    if (parsed.frontMatter === null || problem)
      return refuseAtLine('content.write.front-matter-invalid', problem?.line ?? 1, {
        problem: problem?.ruleId ?? 'front-matter',
      });
  }
  return null;
}

/**
 * Make the folders of a new content file, each resolved inside the content root; the refusal when
 * a link on the way leads outside it (nothing is made then).
 */
export function makeContentFolder(root: string, file: string): WriteRefusal | null {
  const contained = containedPath(root, file);
  if (!contained.ok) return outsideContent(file, contained);
  mkdirSync(path.dirname(contained.target), { recursive: true });
  return null;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    DECODER.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Write `after` over `file`, read as `before` (null: new), when checkContentFileWrite passes and the
 * disk still holds `before`. Bytes go as given: invalid UTF-8 already in a file stays (the check
 * reports it), but a write may not bring it into a valid file.
 */
export function writeContentFile(
  root: string,
  file: string,
  before: Uint8Array | null,
  after: Uint8Array,
  expectation: WriteExpectation,
): WriteOutcome {
  if (!isUtf8(after) && (before === null || isUtf8(before))) {
    return { ok: false, refusal: { code: 'content.write.not-utf8', file, params: {} } };
  }
  const beforeText = before === null ? null : LENIENT.decode(before);
  const afterText = LENIENT.decode(after);
  const refusal = checkContentFileWrite(file, beforeText, afterText, expectation);
  if (refusal) return { ok: false, refusal };
  return ifStillOnDisk(root, file, before, (target): WriteOutcome => {
    if (before !== null && Buffer.from(before).equals(Buffer.from(after)))
      return { ok: true, changed: false };
    writeFileAtomic(target, after);
    // Applied only when the bytes are on disk (a program outside the lock may still write).
    if (!stillOnDisk(target, after)) {
      return { ok: false, refusal: { code: 'content.write.not-on-disk', file, params: {} } };
    }
    return { ok: true, changed: true };
  });
}
