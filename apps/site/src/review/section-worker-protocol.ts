/** The messages between the review page and its checks' worker, answered under the same `id`. */

import type {
  DefinitionProblem,
  SectionCheckInput,
  SectionFinding,
  SectionGlossary,
} from '@polyhedral/content/section-check';
import type { Approval } from '@polyhedral/content/trust';
import type { ReviewDraft } from './review-drafts.ts';
import type { HandbackFile } from './review-handback.ts';
import type { ReviewLocale } from './review-paths.ts';

/** What the page asks the worker for. */
export type SectionWorkerRequest =
  | { id: number; kind: 'check'; input: SectionCheckInput }
  /** A glossary definition's text against the import's checks (checkDefinitionText). */
  | {
      id: number;
      kind: 'definition';
      locale: ReviewLocale;
      text: string;
      glossary: SectionGlossary;
      /** The English definition: the numbers are held to its numbers. */
      english?: string;
    }
  | {
      id: number;
      kind: 'handback';
      drafts: ReviewDraft[];
      reviewer: string;
      now: string;
      /** Signed approvals of approved drafts, by rule ID (sign-drafts.ts). */
      approvals: Record<string, Approval>;
    };

/** A file to download: the bundle and its bytes as `content import` reads them. */
export interface SerializedHandbackFile extends HandbackFile {
  text: string;
}

/** A refusal the page shows in the reader's language (`{ code, params }`), or an unexpected error. */
export interface SectionWorkerProblem {
  code: string | null;
  params: Record<string, unknown>;
  message: string;
}

/** What the worker answers. */
export type SectionWorkerResponse =
  | { id: number; ok: true; kind: 'check'; findings: SectionFinding[] }
  | { id: number; ok: true; kind: 'definition'; problem: DefinitionProblem | null }
  | {
      id: number;
      ok: true;
      kind: 'handback';
      files: SerializedHandbackFile[];
      /** Drafts no file can carry (each tried alone), by draft ID, with the reason: left out of the files. */
      refused: Array<{ id: string; problem: SectionWorkerProblem }>;
    }
  | { id: number; ok: false; problem: SectionWorkerProblem };

/** Any thrown value as plain data (a coded refusal keeps its code and parameters). */
export function workerProblem(error: unknown): SectionWorkerProblem {
  const thrown = error as { code?: unknown; params?: unknown; message?: unknown };
  return {
    code: typeof thrown?.code === 'string' ? thrown.code : null,
    params:
      typeof thrown?.params === 'object' && thrown.params !== null
        ? (thrown.params as Record<string, unknown>)
        : {},
    message: typeof thrown?.message === 'string' ? thrown.message : String(error),
  };
}
