/**
 * Read one content file: front matter (validated), layout checks (file name, chapter folder,
 * source key) and its sections.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MAX_CONTENT_FILE_BYTES } from '../config/limits.ts';
import { recentParses } from '../config/recent-parses.ts';
import { checkFileBytes } from '../findings/check-file-bytes.ts';
import { type Diagnostic, type DiagnosticParams, inFile, makeDiagnostic } from '../findings/diagnostic.ts';
import type { ContentCode } from '../findings/messages.ts';
import { parseFrontMatter } from '../front-matter/parse-front-matter.ts';
import { splitFrontMatter } from '../front-matter/split-front-matter.ts';
import type { ContentFile, SourcePosition } from '../model/types.ts';
import { sectionSource } from '../sections/section-source.ts';
import { splitSections } from '../sections/split-sections.ts';
import { keyPosition } from '../text/position-at.ts';
import type { FoundFile } from './find-content-files.ts';
import { nestingFinding, sectionSizeFinding } from './section-limits.ts';

export interface ReadFileResult {
  file: ContentFile;
  diagnostics: Diagnostic[];
}

export function readContentFile(
  root: string,
  found: FoundFile,
  /** Keys of content/sources.yaml; null when that file is broken (reported once, not per file). */
  sourceKeys: readonly string[] | null,
): ReadFileResult {
  let raw: Uint8Array;
  const unread = (code: 'content.file.too-large' | 'content.file.unreadable', params: DiagnosticParams) => ({
    file: { ...found, source: '', frontMatter: null, body: '', bodyLine: 1, sections: [] },
    diagnostics: [makeDiagnostic(code, found.file, { line: 1, column: 1 }, { path: found.file, ...params })],
  });
  try {
    const size = statSync(path.join(root, found.file)).size;
    if (size > MAX_CONTENT_FILE_BYTES)
      return unread('content.file.too-large', { size, limit: MAX_CONTENT_FILE_BYTES });
    raw = readFileSync(path.join(root, found.file));
  } catch (error) {
    return unread('content.file.unreadable', {
      problem: (error as NodeJS.ErrnoException)?.code ?? String(error),
    });
  }
  return parsedOnce(found, raw, sourceKeys);
}

/**
 * The files read lately, by what their reading depends on: the path, collection, chapter and name,
 * the source keys and the bytes. A tree read again after one write (an import reads the tree, a
 * staged copy of it, and the tree again; the workbench after each save) parses only the files
 * whose bytes changed. Results are shared between models: nothing mutates a read file.
 */
const readFiles = recentParses<ReadFileResult>(512);

function parsedOnce(found: FoundFile, raw: Uint8Array, sourceKeys: readonly string[] | null): ReadFileResult {
  return readFiles.get([found.file, found.collection, found.chapter, found.name, sourceKeys], raw, () =>
    parseContentFile(found, raw, sourceKeys),
  );
}

/**
 * One content file from its bytes: what readContentFile gives for a file on disk with these bytes
 * (the review gate parses a draft of a file this way, review/page/review-blockers.ts).
 */
export function parseContentFile(
  found: FoundFile,
  raw: Uint8Array,
  sourceKeys: readonly string[] | null,
): ReadFileResult {
  const bytes = checkFileBytes(found.file, raw);
  const source = bytes.text;
  const split = splitFrontMatter(source);
  const parsed = parseFrontMatter(split, found.file);
  const frontMatter = parsed.frontMatter;
  const diagnostics = [...bytes.diagnostics, ...parsed.diagnostics];
  const file: ContentFile = {
    file: found.file,
    collection: found.collection,
    chapter: found.chapter,
    name: found.name,
    source,
    frontMatter,
    body: split.body,
    bodyLine: split.bodyLine,
    sections: [],
  };
  if (frontMatter === null) return { file, diagnostics };

  const at = (key: string) => keyPosition(source, key);
  const report = (code: ContentCode, position: SourcePosition, params: DiagnosticParams) =>
    diagnostics.push(makeDiagnostic(code, found.file, position, params));
  if (frontMatter.id !== found.name)
    report('content.file.name-mismatch', at('id'), { name: found.name, id: frontMatter.id });
  if (found.chapter !== null && frontMatter.chapter !== found.chapter)
    report('content.file.chapter-mismatch', at('chapter'), {
      chapter: frontMatter.chapter ?? '',
      folder: found.chapter,
    });
  if (sourceKeys !== null && !sourceKeys.includes(frontMatter.source))
    report('content.front-matter.unknown-source', at('source'), {
      source: frontMatter.source,
      known: sourceKeys.join(', '),
    });
  // A text nested deeper than the parser can go is reported, not parsed: its sections stay unread.
  const nesting = nestingFinding(split.body);
  if (nesting) {
    diagnostics.push(inFile(nesting, found.file));
    file.unparsed = true;
    return { file, diagnostics };
  }
  const sectionsOfFile = splitSections({
    body: split.body,
    bodyLine: split.bodyLine,
    pageId: frontMatter.id,
    title: frontMatter.title,
    file: found.file,
    collection: found.collection,
  });
  file.sections = sectionsOfFile.sections.map((section) => {
    const source = sectionSource(frontMatter, found.collection, section.id);
    // Drafted here (any `review:` entry); reviewed or not is derived from the approval record
    // (review/with-derived-reviews.ts), never read from the front matter.
    return frontMatter.review?.[section.id]
      ? { ...section, source, review: 'draft' as const }
      : { ...section, source };
  });
  for (const section of file.sections) {
    const tooLarge = sectionSizeFinding(section.id, section.markdown, section.position);
    if (tooLarge) {
      // Reported once; the checks do not parse the file again.
      file.unparsed = true;
      diagnostics.push(inFile(tooLarge, found.file));
    }
  }
  const sectionIds = new Set(file.sections.map((section) => section.id));
  for (const id of Object.keys(frontMatter.translation ?? {})) {
    if (!sectionIds.has(id)) report('content.translation.unknown-section', at('translation'), { id });
  }
  for (const key of ['review', 'sources'] as const) {
    for (const id of Object.keys(frontMatter[key] ?? {})) {
      if (!sectionIds.has(id)) report('content.front-matter.unknown-section', at(key), { field: key, id });
    }
  }
  for (const [id, key] of Object.entries(frontMatter.sources ?? {})) {
    if (sourceKeys !== null && !sourceKeys.includes(key))
      report('content.front-matter.unknown-source', at('sources'), {
        source: `${id}: ${key}`,
        known: sourceKeys.join(', '),
      });
  }
  for (const nested of sectionsOfFile.nestedHeadings)
    report('content.heading.not-top-level', nested, { text: nested.text });
  return { file, diagnostics };
}
