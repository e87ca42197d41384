/**
 * A content finding without a file: `{ code, params }` (the full `errors-content` key), its rule ID,
 * severity and 1-based line and column in the checked text; what the browser-safe per-section checks
 * return (`makeDiagnostic` places one in a file, with its English message).
 */
import { problemName } from '@polyhedral/markdown';
import { CONTENT_SEVERITY, type ContentCode, type ContentRuleId } from './messages.ts';
import type { Severity } from './severity.ts';

export type FindingParams = Record<string, string | number>;

export interface Finding {
  /** The problem: the full message key. */
  code: ContentCode;
  /** The code's short name, `problemName(code)`: what `content check` prints. */
  ruleId: ContentRuleId;
  params: FindingParams;
  severity: Severity;
  line: number;
  column: number;
}

export function makeFinding(
  code: ContentCode,
  position: { line: number; column: number },
  params: FindingParams,
): Finding {
  return {
    code,
    ruleId: problemName(code),
    params,
    severity: CONTENT_SEVERITY[code],
    line: position.line,
    column: position.column,
  };
}

/** By line, column, then rule ID: the order `content check` prints a file's findings in. */
export function compareFindings(a: Finding, b: Finding): number {
  return a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId);
}

/** The finding at `line`:`column` of a text that starts at `start` (line, column) of a file, placed in the file. */
export function shiftFinding(finding: Finding, start: { line: number; column: number }): Finding {
  const { line, column } = finding;
  return {
    ...finding,
    ...(line === 1
      ? { line: start.line, column: start.column + column - 1 }
      : { line: start.line + line - 1, column }),
  };
}
