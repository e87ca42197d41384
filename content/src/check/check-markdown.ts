/**
 * Run every content file through @polyhedral/markdown and turn its vfile messages (heading
 * IDs, directives, links, raw HTML, table columns) into diagnostics (markdown-findings.ts, the same
 * run the review editor makes on a section's text).
 */
import { type Diagnostic, inFile } from '../findings/diagnostic.ts';
import type { ContentFile } from '../model/types.ts';
import { type MarkdownCheckOptions, markdownFindings } from './markdown-findings.ts';

export type { MarkdownCheckOptions } from './markdown-findings.ts';

export function checkMarkdown(file: ContentFile, options: MarkdownCheckOptions): Diagnostic[] {
  return markdownFindings(file.body, file.collection, { ...options, file: file.file }).map((finding) =>
    inFile(finding, file.file),
  );
}
