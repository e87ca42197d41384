/** @polyhedral/markdown: the content's remark plugins and `renderContent` (HTML and component blocks). */

export { withoutAlignmentMarkers } from './alignment-marker.ts';
export { type CheckContentOptions, checkContent } from './check-content.ts';
export { contentText } from './content-text.ts';
export { coreDirectiveRegistry } from './core-registry.ts';

export { findDiceNotation, splitDiceText } from './dice-pattern.ts';
export { escapeHtml } from './escape-html.ts';

export {
  MARKDOWN_CODES,
  type MarkdownCode,
  MESSAGE_SOURCE,
  type PolyhedralMessage,
} from './messages.ts';
export {
  MAX_NESTING_DEPTH,
  NESTING_CODE,
  type NestingKind,
  nestingProblem,
} from './nesting-depth.ts';
export { outlineContent } from './outline-content.ts';
export { parseContentMarkdown } from './parse-content-markdown.ts';
export { type ProblemName, problemName } from './problem-name.ts';

export type { TermDefinitionLookup } from './remark-term-definitions.ts';

export { renderContent } from './render-content.ts';
export {
  blockNodes,
  type SectionBlock,
  type SectionBlockKind,
  sectionBlocks,
} from './section-blocks.ts';
export { createTextMemo } from './text-memo.ts';
export type {
  CalculatorParamValue,
  ContentBlock,
} from './types.ts';
