/**
 * @polyhedral/markdown: unified/remark plugins for Polyhedral content (heading IDs,
 * calculator and table directives, inline dice, rule and term links, content checks)
 * and `renderContent`, which turns a content file into HTML blocks and component blocks.
 */
export type { AlignmentMarker } from './alignment-marker.ts';
export { type CheckContentOptions, checkContent } from './check-content.ts';
export { type ContentText, contentText } from './content-text.ts';
export { coreDirectiveRegistry } from './core-registry.ts';
export {
  type ContentProcessorOptions,
  createContentParser,
  createContentProcessor,
} from './create-content-processor.ts';
export { type DiceMatch, type DiceTextPart, findDiceNotation, splitDiceText } from './dice-pattern.ts';
export { escapeHtml } from './escape-html.ts';
export { deepestInlineNesting, MAX_INLINE_NESTING } from './inline-nesting.ts';
export {
  MARKDOWN_CODES,
  type MarkdownCode,
  MESSAGE_SOURCE,
  type MessageParams,
  type PolyhedralMessage,
} from './messages.ts';
export {
  deepestNesting,
  MAX_NESTING_DEPTH,
  MarkdownTooDeepError,
  NESTING_CODE,
  type NestingDepth,
  type NestingKind,
  type NestingProblem,
  nestingProblem,
} from './nesting-depth.ts';
export { type ContentOutline, type OutlineHeading, outlineContent } from './outline-content.ts';
export { parseContentMarkdown } from './parse-content-markdown.ts';
export { type ProblemName, problemName } from './problem-name.ts';
export { remarkBlockDirectives } from './remark-block-directives.ts';
export { type BlockIndexesOptions, remarkBlockIndexes } from './remark-block-indexes.ts';
export { type ContentDirectivesOptions, remarkContentDirectives } from './remark-content-directives.ts';
export {
  type ContentLinksOptions,
  defaultRulePath,
  defaultTermPath,
  remarkContentLinks,
} from './remark-content-links.ts';
export { extractHeadingId, type HeadingIdsOptions, remarkHeadingIds } from './remark-heading-ids.ts';
export { remarkInlineDice } from './remark-inline-dice.ts';
export { remarkNoHtml } from './remark-no-html.ts';
export { remarkTableColumns } from './remark-table-columns.ts';
export {
  remarkTermDefinitions,
  type TermDefinition,
  type TermDefinitionLookup,
  type TermDefinitionsOptions,
} from './remark-term-definitions.ts';
export { remarkTermLinks, type TermLinksOptions, type TermLinkText } from './remark-term-links.ts';
export { type RenderContentOptions, type RenderedContent, renderContent } from './render-content.ts';
export {
  type BlockNode,
  blockNodes,
  type SectionBlock,
  type SectionBlockKind,
  sectionBlocks,
} from './section-blocks.ts';
export { createTextMemo, type TextMemo } from './text-memo.ts';
export type {
  BlockPlace,
  CalculatorParamsCheck,
  CalculatorParamValue,
  ContentBlock,
  ContentHeading,
  ContentLocale,
  DiceNotation,
  DirectiveBlock,
  DirectiveParams,
  DirectiveRegistry,
  PathBuilder,
} from './types.ts';
