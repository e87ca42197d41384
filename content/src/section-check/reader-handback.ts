/**
 * A reader's corrections as a hand-back bundle, made in the browser by the site's review page and
 * imported like any other: per section the start and English hashes the page was built with, the
 * reader's text, and for an approved section the unsigned mark `{ state: 'reviewed', by, date }`
 * plus, from a registered key, the signed approval of that very text. Validated by the parser
 * `content import` reads it with: a bundle it would refuse is never handed out.
 */
import {
  type BundleProblem,
  HANDBACK_FORMAT,
  HANDBACK_VERSION,
  type HandbackBundle,
  parseHandbackBundle,
  serializeHandbackBundle,
} from '../handback/handback-bundle.ts';
import type { ReaderLocale } from '../model/types.ts';
import type { Approval } from '../trust/approval.ts';
import { approvalTextHash } from '../trust/approval-text-hash.ts';

export interface ReaderHandbackSection {
  id: string;
  /** sectionTextHash of the text the page showed (ReviewSectionData.translation.start); null: none. */
  start: string | null;
  /** The English section's hash the page showed (ReviewSectionData.english.hash); null: none. */
  english: string | null;
  /** The reader's text: the text as it was shown, or corrected. */
  markdown: string;
  /** The reader approves `markdown` (as shown or as corrected: true) or only suggests it (false). */
  approved: boolean;
  /** A zh-hant section converted by machine when the page was built (ReviewSectionData.translation.converted). */
  converted?: true;
  /**
   * The reader's signed approval of the text (review-trust signApproval, with the key made on
   * their device): kept only on an approved section. What it grants is the import's to decide.
   */
  approval?: Approval;
}

/** A glossary definition the reader corrected or approved (the bundle's `glossary` list). */
export interface ReaderGlossaryDraft {
  term: string;
  /** SHA-256 (hex) of the definition the page showed. */
  start: string;
  /** The reader's text (as shown, or corrected). */
  text: string;
  approved: boolean;
  /** A signed approval over `glossary:<term>` (review-trust signApproval): kept only when approved. */
  approval?: Approval;
}

export interface ReaderHandbackInput {
  locale: ReaderLocale;
  /** `git:<40-hex commit>` of the content the site was built from (siteStartingPoint). */
  startingPoint: string;
  /** The reader's name, as they want it recorded on an approval. */
  reviewer: string;
  /** Today, `YYYY-MM-DD`: the date recorded on an approval. */
  date: string;
  /** When the bundle is made (ISO 8601 date and time). */
  exported: string;
  sections: ReaderHandbackSection[];
  /** Glossary definitions corrected or approved (absent or empty: none). */
  glossary?: ReaderGlossaryDraft[];
}

/** Why no bundle could be made: the hand-back parser's problem or a missing name (full keys, `handback.bundle.<what>`). */
export class ReaderHandbackError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(
    problem:
      | BundleProblem
      | {
          code: 'handback.bundle.no-reviewer' | 'handback.bundle.approved-changed';
          params: Record<string, string | number>;
        },
  ) {
    super(`hand-back bundle refused: ${problem.code}`);
    this.code = problem.code;
    this.params = problem.params;
  }
}

export async function buildReaderHandback(input: ReaderHandbackInput): Promise<HandbackBundle> {
  const reviewer = input.reviewer.trim();
  if (reviewer === '') throw new ReaderHandbackError({ code: 'handback.bundle.no-reviewer', params: {} });
  // A signed approval covers the very text sent: the text as shown, or the reader's corrected text
  // (correct and approve in one Send). One signed over another text would only be refused later.
  for (const section of input.sections) {
    if (section.approval && section.approval.textHash !== (await approvalTextHash(section.markdown))) {
      throw new ReaderHandbackError({ code: 'handback.bundle.approved-changed', params: { id: section.id } });
    }
  }
  for (const entry of input.glossary ?? []) {
    if (entry.approval && entry.approval.textHash !== (await approvalTextHash(entry.text.trim()))) {
      throw new ReaderHandbackError({ code: 'handback.bundle.approved-changed', params: { id: entry.term } });
    }
  }
  const glossary = (input.glossary ?? []).map((entry) => ({
    term: entry.term,
    start: entry.start,
    text: entry.text.trim(),
    review: entry.approved ? { state: 'reviewed' as const, by: reviewer, date: input.date } : null,
    ...(entry.approved && entry.approval ? { approval: entry.approval } : {}),
  }));
  const bundle: HandbackBundle = {
    format: HANDBACK_FORMAT,
    version: HANDBACK_VERSION,
    locale: input.locale,
    exported: input.exported,
    startingPoint: input.startingPoint,
    // The reader's name travels with the corrections too (credited, never a review).
    sender: reviewer,
    sections: input.sections.map((section) => ({
      id: section.id,
      start: section.start,
      english: section.english,
      markdown: section.markdown,
      review: section.approved ? { state: 'reviewed' as const, by: reviewer, date: input.date } : null,
      ...(section.approved && section.approval ? { approval: section.approval } : {}),
      ...(section.converted ? { converted: true as const } : {}),
    })),
    ...(glossary.length > 0 ? { glossary } : {}),
  };
  // What `content import` will do with the file: parse it from its bytes.
  const parsed = parseHandbackBundle(new TextEncoder().encode(serializeHandbackBundle(bundle)));
  if (!parsed.ok) throw new ReaderHandbackError(parsed.problem);
  return parsed.bundle;
}
