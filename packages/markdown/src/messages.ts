/**
 * The problems the markdown plugins report: rule ID -> English developer message.
 * Localized templates for the same rule IDs live in
 * packages/i18n/src/resources/<locale>/errors-content.json (code `content.<rule-id>`).
 */
import type { Node } from 'mdast';
import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';

export type MessageParams = Record<string, string | number>;

export const MARKDOWN_MESSAGES = {
  'heading-missing-id': (p: MessageParams) => `Heading "${p.text}" has no ID: write it as "Title {#RuleId}"`,
  'heading-invalid-id': (p: MessageParams) =>
    `Heading ID "${p.id}" is not valid: use letters and digits, starting with a letter`,
  'unknown-directive': (p: MessageParams) =>
    `Unknown directive "${p.name}": use ::calc{kind="..."} or ::table{id="..."}`,
  'directive-placement': (p: MessageParams) =>
    `Directive "::${p.name}" must stand on its own line at the top level, not inside a list, quote or table`,
  'directive-missing-attribute': (p: MessageParams) =>
    `Directive "::${p.name}" needs the attribute "${p.attribute}"`,
  'unknown-calculator': (p: MessageParams) => `Unknown calculator kind "${p.kind}" (known: ${p.known})`,
  'invalid-calculator-params': (p: MessageParams) =>
    `Calculator "${p.kind}" rejects its parameters: ${p.problem}`,
  'unknown-table': (p: MessageParams) => `Unknown core table "${p.id}"`,
  'broken-rule-link': (p: MessageParams) => `Link to unknown rule ID "${p.id}"`,
  'broken-term-link': (p: MessageParams) => `Link to unknown glossary term "${p.id}"`,
  'unsupported-link': (p: MessageParams) =>
    `Link "${p.url}" is not allowed: link with rule:RuleId or term:TermId (no external links)`,
  'raw-html': (p: MessageParams) => `Raw HTML is not allowed: "${p.html}"`,
  'table-column-count': (p: MessageParams) =>
    `Table row has ${p.found} cells but the header has ${p.expected}`,
} as const;

export type MarkdownRuleId = keyof typeof MARKDOWN_MESSAGES;

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
  const message = file.message(MARKDOWN_MESSAGES[ruleId](params), {
    place: node.position,
    ruleId,
    source: MESSAGE_SOURCE,
  });
  message.fatal = true;
  return Object.assign(message, { ruleId, params });
}
