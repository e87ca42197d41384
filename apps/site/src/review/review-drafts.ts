import { deviceStorage, keepText } from '../calculators/shared/device-storage.ts';
import type { ReviewLocale } from './review-paths.ts';

/**
 * A reader's work on one section, kept in localStorage under `polyhedral.review.<locale>.<RuleId>`
 * (the name under `polyhedral.review.reviewer`) until discarded; only the hand-back file sends it.
 */
export interface ReviewDraft {
  v: 1;
  locale: ReviewLocale;
  id: string;
  /** The section's title when the draft was made (for "My corrections"). */
  title: string;
  /** `git:<commit>` of the build the reader started from, null when the build did not know it. */
  startingPoint: string | null;
  /** The start hash of the site's text the reader started from (null: the section had none). */
  start: string | null;
  /** The hash of the English text the reader read beside it (null: no English). */
  english: string | null;
  /** The full SHA-256 of that English (null: none), signed with an approval; absent on old drafts: unsigned. */
  englishRead?: string | null;
  /** The site's text the reader started from (to tell a correction from "approved as is"). */
  original: string;
  /** The reader's text. */
  markdown: string;
  /** The reader approves `markdown`, as is or corrected; any later change drops the approval. */
  approved: boolean;
  /** The site's text was converted by machine (zh-hant from zh). */
  converted?: true;
  /** ISO datetime of the last save. */
  savedAt: string;
}

export type DraftKind = 'corrected' | 'approved' | 'corrected-approved';

/** The label of each kind of draft (the section's actions, "My corrections", the sign list). */
export const DRAFT_KIND_LABEL = {
  approved: 'ui.review.kind.approved',
  corrected: 'ui.review.kind.corrected',
  'corrected-approved': 'ui.review.kind.correctedApproved',
} as const satisfies Record<DraftKind, string>;

const PREFIX = 'polyhedral.review.';
export const REVIEWER_KEY = `${PREFIX}reviewer`;

/** The key a locale's draft of a section is kept under. */
export function draftKey(locale: ReviewLocale, id: string): string {
  return `${PREFIX}${locale}.${id}`;
}

/** Whether the draft holds anything to hand back: a changed text, an approval, or both. */
export function draftKind(draft: ReviewDraft): DraftKind | null {
  if (draft.approved) return draft.markdown === draft.original ? 'approved' : 'corrected-approved';
  return draft.markdown !== draft.original ? 'corrected' : null;
}

/** What a save came to: kept (and read back the same), refused for lack of space, or no storage at all. */
export type SaveOutcome = 'kept' | 'full' | 'unavailable';

/** The device's storage when a probe write succeeds, else null (private mode, storage off, zero quota). */
export function writableStorage(): Storage | null {
  const store = deviceStorage();
  try {
    const probe = `${PREFIX}probe`;
    store?.setItem(probe, '1');
    store?.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

function isDraft(value: unknown, locale: ReviewLocale, id: string): value is ReviewDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<ReviewDraft>;
  const stringOrNull = (field: unknown) => field === null || typeof field === 'string';
  return (
    draft.v === 1 &&
    draft.locale === locale &&
    draft.id === id &&
    typeof draft.title === 'string' &&
    stringOrNull(draft.startingPoint) &&
    stringOrNull(draft.start) &&
    stringOrNull(draft.english) &&
    (draft.englishRead === undefined || stringOrNull(draft.englishRead)) &&
    typeof draft.original === 'string' &&
    typeof draft.markdown === 'string' &&
    typeof draft.approved === 'boolean' &&
    typeof draft.savedAt === 'string'
  );
}

/** A locale's draft of a section, or null (none, or a stored value that is not a draft). */
export function readDraft(store: Storage | null, locale: ReviewLocale, id: string): ReviewDraft | null {
  const text = store?.getItem(draftKey(locale, id));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isDraft(value, locale, id) ? value : null;
  } catch {
    return null;
  }
}

/** Every draft of a locale on the device, oldest save first. */
export function listDrafts(store: Storage | null, locale: ReviewLocale): ReviewDraft[] {
  if (!store) return [];
  const prefix = `${PREFIX}${locale}.`;
  const drafts: ReviewDraft[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key?.startsWith(prefix)) continue;
    const draft = readDraft(store, locale, key.slice(prefix.length));
    if (draft) drafts.push(draft);
  }
  return drafts.sort((a, b) => a.savedAt.localeCompare(b.savedAt) || a.id.localeCompare(b.id));
}

/** Keeps `text`: `kept` only when it reads back the same (a full storage is never reported kept). */
function keep(store: Storage | null, key: string, text: string): SaveOutcome {
  if (!store) return 'unavailable';
  return keepText(store, key, text) ? 'kept' : 'full';
}

export const saveDraft = (store: Storage | null, draft: ReviewDraft): SaveOutcome =>
  keep(store, draftKey(draft.locale, draft.id), JSON.stringify(draft));

export function discardDraft(store: Storage | null, locale: ReviewLocale, id: string): void {
  try {
    store?.removeItem(draftKey(locale, id));
  } catch {
    // Nothing to do: a storage that refuses a removal keeps the draft, which the list still shows.
  }
}

export function readReviewer(store: Storage | null): string {
  try {
    return store?.getItem(REVIEWER_KEY) ?? '';
  } catch {
    return '';
  }
}

export const saveReviewer = (store: Storage | null, name: string): SaveOutcome =>
  keep(store, REVIEWER_KEY, name);
