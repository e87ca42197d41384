/**
 * A retired key signs nothing new: its signature counts only for a text the repository held when
 * the key was retired (a rotated-out key could otherwise back-date a signature of last week's
 * text). Told from history, never from a date the signer chooses: the retiring commit is the
 * oldest commit of reviewers.yaml whose entry for the key has `retired:`, and the signed text must
 * be the section's text there (a key retired only in the working tree: HEAD's). A glossary
 * definition is held to its definitions file in that commit (a DefinitionPlace). Where the history
 * cannot show it (a depth-1 clone, a copy without `.git`, a history longer than is read), a retired
 * key's signature credits nothing (`retired-key-history-unknown`), as an acceptance whose starting
 * English is unknown is refused (suggestions/english-at-start.ts): unknown is not old.
 */
import path from 'node:path';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import { parseDefinitions } from '../glossary/glossary-files.ts';
import { gitOutput, gitShowRevisions } from '../history/git-output.ts';
import type { LostReview } from '../model/review-credit.ts';
import { sectionIn } from '../sections/section-in.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { keyIdOfSync } from '../trust/read-reviewers-sync.ts';
import { parseReviewerEntries, REVIEWERS_FILE, type ReviewerRegistry } from '../trust/reviewers.ts';
import { recordFilePosition } from './acceptance-findings.ts';
import { type ApprovalRecord, approvalRecordFile } from './approval-record.ts';
import type { DerivedReview } from './derive-review-state.ts';

/** At most this many commits of reviewers.yaml are read for the retiring one. */
const MAX_COMMITS = 200;

/** Where the section's text lives: its file (relative to the content root), page and ID. */
export interface SectionPlace {
  file: string;
  pageId: string;
  id: string;
}

/**
 * Where a glossary definition's text lives: the locale's definitions file (relative to the content
 * root: `../packages/i18n/src/glossary/definitions.<locale>.json`), its term, and its record's ID
 * (`glossary:<TermId>`).
 */
export interface DefinitionPlace {
  file: string;
  term: string;
  id: string;
}

/** A text a key may have signed: a section's or a glossary definition's. */
export type TextPlace = SectionPlace | DefinitionPlace;

/** The text at `place` in its file's source (null: not there). */
function textIn(source: string, place: TextPlace): string | null {
  if ('term' in place) {
    const definitions = parseDefinitions(source);
    return definitions && Object.hasOwn(definitions, place.term) ? definitions[place.term]! : null;
  }
  return sectionIn(source, place.pageId, place.id);
}

/** Per load: each retired key's retiring commit, and each (commit, file) read, looked up once. */
export type RetiredKeyMemo = Map<string, string | null>;

function top(root: string): string | null {
  return gitOutput(root, ['rev-parse', '--show-toplevel'])?.trim() || null;
}

const relativeTo = (repository: string, root: string, file: string) =>
  path.relative(repository, path.join(root, file)).split(path.sep).join('/');

function retiresKey(source: string, keyId: string): boolean {
  const parsed = parseReviewerEntries(source);
  return (
    parsed.ok &&
    parsed.entries.some((entry) => entry.retired !== undefined && keyIdOfSync(entry.spki) === keyId)
  );
}

/** The oldest commit whose reviewers.yaml retires `keyId`; HEAD when none does yet; null without git. */
function retiringCommit(root: string, repository: string, keyId: string): string | null {
  const file = relativeTo(repository, root, REVIEWERS_FILE);
  // A depth-1 clone, or a history longer than is read, cannot tell which commit retired the key
  // (HEAD would pass for it, and any text at HEAD with it): nothing is told, as without git.
  if (gitOutput(repository, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true') return null;
  const log = gitOutput(repository, ['log', `--max-count=${MAX_COMMITS}`, '--format=%H', '--', file]);
  const head = gitOutput(repository, ['rev-parse', '--verify', '--quiet', 'HEAD'])?.trim();
  if (log === null || !head) return null;
  const commits = log.split('\n').filter(Boolean).reverse();
  if (commits.length >= MAX_COMMITS) return null;
  const sources = gitShowRevisions(repository, commits, file);
  const at = sources.findIndex((source) => source !== null && retiresKey(source, keyId));
  return at >= 0 ? commits[at]! : head;
}

/**
 * The section's (or definition's) text in the commit that retired `keyId` (null: it or its file
 * was not there), or undefined when that cannot be told (no git).
 */
export function textWhenRetired(
  root: string,
  keyId: string,
  place: TextPlace,
  memo: RetiredKeyMemo = new Map(),
): string | null | undefined {
  const repository = top(root);
  if (!repository) return undefined;
  const commitKey = `commit:${keyId}`;
  if (!memo.has(commitKey)) memo.set(commitKey, retiringCommit(root, repository, keyId));
  const commit = memo.get(commitKey);
  if (!commit) return undefined;
  const fileKey = `file:${commit}:${place.file}`;
  if (!memo.has(fileKey)) {
    memo.set(
      fileKey,
      gitShowRevisions(repository, [commit], relativeTo(repository, root, place.file))[0] ?? null,
    );
  }
  const source = memo.get(fileKey);
  return source ? textIn(source, place) : null;
}

/** Why a retired key's signature credits nothing: a text newer than its retirement, or no history to tell. */
export type RetiredKeyRefusal = 'retired-key-new-text' | 'retired-key-history-unknown';

/**
 * The rule itself: why a signature by `keyId` of the text hashed `textHash` (sectionTextHash)
 * credits nothing because the key is retired: its text is not the one the repository held when it
 * was retired, or the history here cannot show that it is. Null for a key not retired, and for the
 * text the retiring commit held.
 */
export function retiredKeyRefusal(
  root: string,
  keyId: string,
  place: TextPlace,
  textHash: string,
  context: { registry: ReviewerRegistry | null; memo: RetiredKeyMemo },
): RetiredKeyRefusal | null {
  if (context.registry?.byKeyId.get(keyId)?.retired === undefined) return null;
  const then = textWhenRetired(root, keyId, place, context.memo);
  if (then === undefined) return 'retired-key-history-unknown';
  return then === null || sectionTextHash(then) !== textHash ? 'retired-key-new-text' : null;
}

/**
 * The state a record proves, with a retired key's credit of a text that came after its retirement,
 * or that no history here shows was there, taken back (not verified: `retired-key-new-text`,
 * `retired-key-history-unknown`), and `content check`'s error at the record.
 */
export function withoutRetiredKeyCredit(
  root: string,
  locale: string,
  place: TextPlace,
  record: ApprovalRecord | undefined,
  state: DerivedReview,
  context: { registry: ReviewerRegistry | null; memo: RetiredKeyMemo },
): { state: DerivedReview; finding: Diagnostic | null } {
  const unchanged = { state, finding: null };
  if ((state.review !== 'reviewed' && state.review !== 'accepted') || !record?.keyId) return unchanged;
  const refusal = retiredKeyRefusal(root, record.keyId, place, record.textHash, context);
  if (!refusal) return unchanged;
  const file = approvalRecordFile(locale, place.id);
  const lastReview: LostReview = {
    ...(state.lastReview ?? { by: null, on: record.date, text: record.textHash }),
    why: 'not-verified',
    reason: refusal,
  };
  return {
    state: { review: 'edited', lastReview },
    finding: makeDiagnostic(`content.approval.${refusal}`, file, recordFilePosition(root, file, ['keyId']), {
      file,
      id: place.id,
      localeCode: locale,
      date: record.date,
    }),
  };
}
