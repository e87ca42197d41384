/**
 * `@polyhedral/content/section-check`: the browser-safe part of the content package. The checks
 * `pnpm content check` and the review gate run on one translated section (checkSectionText), the
 * reader's hand-back bundle (buildReaderHandback) and the data the site's review page is given
 * (ReviewIndexEntry, ReviewSectionData; made in Node by reviewIndex / reviewSectionData). Nothing
 * here reaches Node's built-ins or Buffer: section-check-bundle.test.ts bundles it for a browser.
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
export {
  buildReaderHandback,
  type ReaderHandbackInput,
} from './reader-handback.ts';
export type { ReviewIndexEntry, ReviewSectionData, ReviewState } from './review-data-types.ts';
export type { SectionCheckInput, SectionFinding } from './section-check-types.ts';
