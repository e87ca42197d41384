/**
 * `@polyhedral/content/section-check`: the browser-safe part of the package: checkSectionText, the
 * reader's hand-back bundle and the review page's data types. Nothing here reaches a Node built-in
 * or Buffer (section-check-bundle.test.ts bundles it for a browser).
 */

export type { SectionGlossary } from '../glossary/section-glossary.ts';
export {
  checkDefinitionText,
  type DefinitionProblem,
} from '../handback/definition-problem.ts';
export type { HandbackBundle } from '../handback/handback-bundle.ts';
export { parseHandbackBundle, serializeHandbackBundle } from '../handback/handback-bundle.ts';
export { localCalendarDate } from '../text/calendar-date.ts';
export { checkSectionText } from './check-section-text.ts';
/** @public The site's check worker takes it through `import * as tools` (review-handback.ts HandbackTools). */
export { buildReaderHandback } from './reader-handback.ts';
export type { ReviewIndexEntry, ReviewSectionData, ReviewState } from './review-data-types.ts';
export type { SectionCheckInput, SectionFinding } from './section-check-types.ts';
