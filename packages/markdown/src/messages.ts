/**
 * The problems the markdown plugins report: rule ID -> error code. The message texts (English
 * for developers, th and zh for readers) live in @polyhedral/i18n's `content` namespace, keyed by code.
 */
import { translateError } from '@polyhedral/i18n';
import type { Node } from 'mdast';
import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';

export type MessageParams = Record<string, string | number>;

export const MARKDOWN_RULE_CODES = {
  'heading-missing-id': 'content.heading.missing-id',
  'heading-invalid-id': 'content.heading.invalid-id',
  'unknown-directive': 'content.directive.unknown',
  'directive-placement': 'content.directive.placement',
  'directive-missing-attribute': 'content.directive.missing-attribute',
  'unknown-calculator': 'content.calc.unknown-kind',
  'invalid-calculator-params': 'content.calc.invalid-params',
  'unknown-table': 'content.table.unknown',
  'broken-rule-link': 'content.link.unknown-rule',
  'broken-term-link': 'content.link.unknown-term',
  'unsupported-link': 'content.link.unsupported',
  'unsupported-image': 'content.image.unsupported',
  'raw-html': 'content.html.raw',
  'table-column-count': 'content.table.column-count',
} as const;

export type MarkdownRuleId = keyof typeof MARKDOWN_RULE_CODES;

/** A vfile message from these plugins: the rule ID and the parameters of its template. */
export type PolyhedralMessage = VFileMessage & { ruleId: MarkdownRuleId; params: MessageParams };

export const MESSAGE_SOURCE = 'polyhedral';

/** Report a content error at a node's position (never throws). */
export function reportProblem(
  file: VFile,
  node: Node,
  ruleId: MarkdownRuleId,
  params: MessageParams,
): PolyhedralMessage {
  const code = MARKDOWN_RULE_CODES[ruleId];
  const message = file.message(translateError('en', { code, params }), {
    place: node.position,
    ruleId,
    source: MESSAGE_SOURCE,
  });
  message.fatal = true;
  return Object.assign(message, { ruleId, params });
}
