/** What an import of a hand-back bundle reports (import-handback.ts): its plan, refusals, reviews and stamps. */
import type { Diagnostic } from '../findings/diagnostic.ts';
import type { GlossaryOutcome } from '../handback/import-glossary.ts';
import type { ReaderLocale } from '../model/types.ts';
import type { NumberChange } from '../qa/changed-numbers.ts';
import type { Suggestion } from '../suggestions/suggestion-queue.ts';
import type { TrustProblem } from '../trust/reviewer-name.ts';
import type { WriteRefusal } from '../write/write-refusal.ts';
import type { SuggestionProblem } from './approval-checks.ts';

export type SectionPlan =
  | { id: string; action: 'replace' | 'create' | 'same' }
  | { id: string; action: 'conflict'; current: string | null; incoming: string };

export type ReviewOutcome = { id: string; by: string | null; date: string } & (
  | { outcome: 'reviewed' | 'already' | 'english-changed' | 'not-applied' | 'not-drafted' | 'unnamed' }
  /** Not a verified approval of a registered reviewer: listed for the maintainer (suggestions). */
  | { outcome: 'suggested'; problem: SuggestionProblem }
  /** The review gate refused it (review/page/review-blockers.ts): its findings, as `content check` gives them. */
  | { outcome: 'blocked'; findings: Diagnostic[] }
);

/**
 * A bundle's Mark current: never applied from the bundle's unsigned `stamped` (`unsigned`: the
 * section stays stale until the maintainer stamps it); a verified approval, which signs the English
 * it was read against (the English now), marks the section current (`signed`).
 */
export interface StampOutcome {
  id: string;
  outcome: 'signed' | 'already' | 'unsigned' | 'not-applied';
  /** The English hash the reviewer marked it current against. */
  english: string;
}

/** A section the import left out on its own (the others go on), with why. */
export type SectionRefusal =
  | { id: string; code: 'handback.section.unknown-id'; params: Record<string, never> }
  | { id: string; code: 'handback.section.wrong-script'; params: { locale: string; scriptKey: string } }
  /** The maintainer rejected this very correction (suggestions/<locale>.rejected.json) on `date`. */
  | { id: string; code: 'handback.section.already-rejected'; params: { date: string; locale: string } }
  | { id: string; code: 'handback.section.check-failed'; params: { count: number }; errors: Diagnostic[] };

export interface ImportResult {
  /** Why nothing was written, when the whole bundle was refused. */
  refused:
    | null
    | { code: 'handback.import.other-locale'; params: { locale: string; expected: string } }
    /** The suggestions queue cannot be read: nothing is imported (its entries would be lost). */
    | { code: 'handback.import.queue-unreadable'; params: { file: string; line: number } }
    /** The rejections cannot be read: nothing is imported (a rejected text would come back). */
    | { code: 'handback.import.rejected-unreadable'; params: { file: string; line: number } };
  /** Each applied section whose numbers or dice the bundle changed (before -> after). */
  numbers: { id: string; changes: NumberChange[]; hasEnglish: boolean }[];
  /** Sections left out on their own (unknown, wrong script, an error `content check` finds in them). */
  sectionsRefused: SectionRefusal[];
  sections: SectionPlan[];
  /** Each glossary definition of the bundle: applied, already there, a conflict or refused, and its review. */
  glossary: GlossaryOutcome[];
  /** Sections the writer refused (each named with the writer's reason). */
  writeRefused: { id: string; refusal: WriteRefusal }[];
  reviews: ReviewOutcome[];
  stamps: StampOutcome[];
  /** What awaits the maintainer (unverified approvals, corrections applied as drafts): queued unless a dry run. */
  suggestions: Suggestion[];
  /** Each bundle section's title in this tree (the locale's, else the English one): how it is named to people. */
  titles: Map<string, string>;
  /** reviewers.yaml could not be read: no approval was verified (all are suggestions). */
  registryProblem: TrustProblem | null;
  /** False for a dry run and for a refused bundle. */
  written: boolean;
}

export interface ImportOptions {
  /** Refuse a bundle for another locale. */
  locale?: ReaderLocale;
  dryRun?: boolean;
  /** Today (YYYY-MM-DD, UTC): bounds approval dates; dates the queue's entries. Default: the clock. */
  today?: string;
  /** Now (UTC, to the second): when the queue's entries were received. Default: the clock. */
  now?: string;
}
