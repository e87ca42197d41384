/**
 * Whether a content file the workbench would show or write cannot be read: the loader left its
 * sections out (a text nested deeper than the parser may go, a section over its size, front matter
 * that does not load). Its first error, `file:line: message` in the UI language, is what the
 * section's page says instead of "not translated": one file's problem, never the whole workbench.
 */
import { type ContentModel, formatDiagnostic } from '@polyhedral/content';
import type { Locale } from '@polyhedral/i18n';

export function unreadableFile(model: ContentModel, file: string, ui: Locale): string | null {
  const read = model.files.find((candidate) => candidate.file === file);
  if (!read || (!read.unparsed && read.frontMatter !== null)) return null;
  const problem = model.diagnostics.find(
    (diagnostic) => diagnostic.file === file && diagnostic.severity === 'error',
  );
  if (!problem) return null;
  return formatDiagnostic(problem, (name) => name, ui);
}
