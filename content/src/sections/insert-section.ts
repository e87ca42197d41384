import { fileLayout } from '../front-matter/file-layout.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import { underContentLock } from '../write/under-content-lock.ts';
import { writeContentFile } from '../write/write-content-file.ts';
import { nestingRefusal } from './nesting-refusal.ts';
import { readContentText, refused, type SaveSectionResult, saved } from './save-section-result.ts';
import { withEntries } from './with-entries.ts';

export interface SectionInsert {
  /** The file (relative to the content root) and its page. */
  file: string;
  pageId: string;
  id: string;
  markdown: string;
  /** Section IDs in book order: the new one goes before the first later one the file has. */
  order: readonly string[];
  /** Front matter map entries to add for the new section (`review: draft`, ...), in order. */
  entries: readonly (readonly [string, string])[];
}

/**
 * Insert a section a file does not have, with its front matter entries, through the one writer (the
 * whole new file re-parsed; every other section byte-identical; the file unchanged on disk since
 * it was read).
 */
export function insertSection(root: string, insert: SectionInsert): SaveSectionResult {
  return underContentLock(root, insert.file, () => insertSectionLocked(root, insert), refused);
}

function insertSectionLocked(root: string, insert: SectionInsert): SaveSectionResult {
  const { file, pageId, id, markdown, order } = insert;
  const read = readContentText(root, file);
  if (!read.ok) return read;
  const { before, source } = read;
  const layout = fileLayout(source, pageId);
  const later = new Set(order.slice(order.indexOf(id) + 1));
  const next = layout.segments.find((segment) => segment.id !== pageId && later.has(segment.id));
  const tooDeep = nestingRefusal(file, markdown, next?.line ?? source.split('\n').length + 2);
  if (tooDeep) return refused(tooDeep);
  const text = normalizedSectionText(markdown);
  const crlf = source.includes('\r\n');
  const eol = crlf ? '\r\n' : '\n';
  const written = crlf ? text.replace(/\n/g, '\r\n') : text;
  let body: string;
  if (next) {
    body = `${source.slice(0, next.start)}${written}${eol}${eol}${source.slice(next.start)}`;
  } else {
    const trimmed = source.replace(/(\r?\n)*$/, '');
    body = `${trimmed}${eol}${eol}${written}${eol}`;
  }
  const ids = layout.segments.map((segment) => segment.id);
  ids.splice(next ? ids.indexOf(next.id) : ids.length, 0, id);
  const edited = withEntries(Buffer.from(body, 'utf8'), file, id, insert.entries);
  if (!edited.ok) return edited;
  const outcome = writeContentFile(root, file, before, edited.bytes, {
    pageId,
    changing: new Set([id]),
    ids,
    frontMatter: 'may-change',
  });
  if (!outcome.ok) return refused(outcome.refusal);
  return saved(file, edited.bytes, pageId, id);
}
