/**
 * A reader's corrections as a hand-back bundle (`polyhedral-handback` v1), made in the browser by
 * the site's review page and applied by `pnpm content import` like any other bundle. Per section:
 * the start hash and English hash the page was built with, the reader's text, and either no review
 * mark (a correction: a draft until a maintainer imports it and a reviewer passes it) or, for a
 * section the reader read and approved as is, the mark `{ state: 'reviewed', by, date }` that the
 * import applies only when the section passes the review gate. The bundle is validated by the very
 * parser `content import` reads it with; a bundle it would refuse is never handed out.
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
import type { Approval } from '../review-trust/approval.ts';
import { sha256Hex } from '../text/sha256-hex.ts';

export interface ReaderHandbackSection {
  id: string;
  /** sectionTextHash of the text the page showed (ReviewSectionData.translation.start); null: none. */
  start: string | null;
  /** The English section's hash the page showed (ReviewSectionData.english.hash); null: none. */
  english: string | null;
  /** The reader's text (for an approved section: the text as it was shown). */
  markdown: string;
  /** Read and approved as is (true) or corrected (false). */
  approved: boolean;
  /** A zh-hant section converted by machine when the page was built (ReviewSectionData.translation.converted). */
  converted?: true;
  /**
   * The reader's signed approval of the text (review-trust signApproval, with the key made on
   * their device): kept only on an approved section. What it grants is the import's to decide.
   */
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

export function buildReaderHandback(input: ReaderHandbackInput): HandbackBundle {
  const reviewer = input.reviewer.trim();
  if (reviewer === '') throw new ReaderHandbackError({ code: 'handback.bundle.no-reviewer', params: {} });
  // An approval covers the text as it was shown (its start hash), never a text the reader changed.
  for (const section of input.sections) {
    const text = section.markdown.replace(/\r\n?/g, '\n').trim();
    if (section.approved && (section.start === null || sha256Hex(text) !== section.start)) {
      throw new ReaderHandbackError({ code: 'handback.bundle.approved-changed', params: { id: section.id } });
    }
  }
  const bundle: HandbackBundle = {
    format: HANDBACK_FORMAT,
    version: HANDBACK_VERSION,
    locale: input.locale,
    exported: input.exported,
    startingPoint: input.startingPoint,
    sections: input.sections.map((section) => ({
      id: section.id,
      start: section.start,
      english: section.english,
      markdown: section.markdown,
      review: section.approved ? { state: 'reviewed' as const, by: reviewer, date: input.date } : null,
      ...(section.approved && section.approval ? { approval: section.approval } : {}),
      ...(section.converted ? { converted: true as const } : {}),
    })),
  };
  // What `content import` will do with the file: parse it from its bytes.
  const parsed = parseHandbackBundle(new TextEncoder().encode(serializeHandbackBundle(bundle)));
  if (!parsed.ok) throw new ReaderHandbackError(parsed.problem);
  return parsed.bundle;
}
