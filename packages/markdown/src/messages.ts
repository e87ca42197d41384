/**
 * The problems the markdown plugins report. A problem is its code, the full message key in
 * @polyhedral/i18n's `content` namespace (English for developers, th and zh for readers), plus the
 * parameters of its template. The short name `pnpm content check` shows is derived from the code
 * (`problemName`), never mapped by hand.
 */
import { englishContentProblem } from '@polyhedral/i18n/english-content';
import type { Node } from 'mdast';
import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { type ProblemName, problemName } from './problem-name.ts';

export type MessageParams = Record<string, string | number>;

/** Every code these plugins report (each one an error). */
export const MARKDOWN_CODES = [
  'content.heading.missing-id',
  'content.heading.invalid-id',
  'content.directive.unknown',
  'content.directive.placement',
  'content.directive.missing-attribute',
  'content.calc.unknown-kind',
  'content.calc.invalid-params',
  'content.table.unknown',
  'content.link.unknown-rule',
  'content.link.unknown-term',
  'content.link.unsupported',
  'content.image.unsupported',
  'content.html.raw',
  'content.table.column-count',
] as const;

export type MarkdownCode = (typeof MARKDOWN_CODES)[number];

/**
 * A vfile message from these plugins: the code and the parameters of its template; `ruleId` (the
 * vfile field) is the code's short name.
 */
export type PolyhedralMessage = VFileMessage & {
  code: MarkdownCode;
  ruleId: ProblemName<MarkdownCode>;
  params: MessageParams;
};

export const MESSAGE_SOURCE = 'polyhedral';

/** Report a content error at a node's position (never throws). */
export function reportProblem(
  file: VFile,
  node: Node,
  code: MarkdownCode,
  params: MessageParams,
): PolyhedralMessage {
  const ruleId = problemName(code);
  const message = file.message(englishContentProblem({ code, params }), {
    place: node.position,
    ruleId,
    source: MESSAGE_SOURCE,
  });
  message.fatal = true;
  return Object.assign(message, { code, ruleId, params });
}
