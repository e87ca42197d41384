/**
 * A content problem at a file position. `code` + `params` select the message in @polyhedral/i18n
 * (`content` namespace, en/th/zh); `ruleId` is the code's short name (derived, shown by
 * `content check`); `message` is its English text.
 */
import { type Locale, translateError } from '@polyhedral/i18n';
import { type Finding, makeFinding } from './finding.ts';
import type { ContentCode, ContentRuleId } from './messages.ts';
import type { Severity } from './severity.ts';

export type { Severity };
export type DiagnosticParams = Record<string, string | number>;

export interface Diagnostic {
  /** Path relative to the content root (POSIX separators). */
  file: string;
  line: number;
  column: number;
  severity: Severity;
  /** The problem: the full message key. */
  code: ContentCode;
  /** The code's short name, `problemName(code)`: what `content check` prints. */
  ruleId: ContentRuleId;
  params: DiagnosticParams;
  message: string;
}

export function makeDiagnostic(
  code: ContentCode,
  file: string,
  position: { line: number; column: number },
  params: DiagnosticParams,
): Diagnostic {
  return inFile(makeFinding(code, position, params), file);
}

/** A finding placed in a file (its line and column already counted in that file), with its English message. */
export function inFile(finding: Finding, file: string): Diagnostic {
  const { code, ruleId, params, severity, line, column } = finding;
  return {
    file,
    line,
    column,
    severity,
    code,
    ruleId,
    params,
    message: translateError('en', { code, params }),
  };
}

/**
 * `file:line:column: error <ruleId> <message>` with the file shown through `showPath`; the
 * message in `locale` (default English; `error`/`warning` and the rule ID stay as they are).
 */
export function formatDiagnostic(
  diagnostic: Diagnostic,
  showPath: (file: string) => string = (f) => f,
  locale: Locale = 'en',
): string {
  const { line, column, severity, ruleId, code, params } = diagnostic;
  const message = locale === 'en' ? diagnostic.message : translateError(locale, { code, params });
  return `${showPath(diagnostic.file)}:${line}:${column}: ${severity} ${ruleId} ${message}`;
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId)
  );
}
