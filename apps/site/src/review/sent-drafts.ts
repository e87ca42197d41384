import { keepText } from '../calculators/shared/device-storage.ts';
import type { ReviewDraft } from './review-drafts.ts';
import type { ReviewLocale } from './review-paths.ts';

/**
 * The SHA-256 of each sent draft, under `polyhedral.review.sent.<locale>`: a sent draft is not sent
 * again (a declined correction would come back every time); a changed one goes with the next file.
 */
const MAX_KEPT = 2000;

export function sentKey(locale: ReviewLocale): string {
  return `polyhedral.review.sent.${locale}`;
}

/** The hash a draft is remembered by (Web Crypto SHA-256, hex). */
export async function sentHash(draft: Pick<ReviewDraft, 'id' | 'markdown' | 'approved'>): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([draft.id, draft.markdown, draft.approved]));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hashes of what was sent from this device (a stored value that is not a list of hashes: none). */
export function readSent(store: Storage | null, locale: ReviewLocale): Set<string> {
  try {
    const value: unknown = JSON.parse(store?.getItem(sentKey(locale)) ?? '[]');
    return new Set(
      Array.isArray(value)
        ? value.filter((hash): hash is string => typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash))
        : [],
    );
  } catch {
    return new Set();
  }
}

/** Remembers `hashes` as sent (the newest MAX_KEPT); false when the device refused to keep them. */
export function recordSent(store: Storage | null, locale: ReviewLocale, hashes: readonly string[]): boolean {
  const kept = [...readSent(store, locale)].filter((hash) => !hashes.includes(hash));
  return keepText(store, sentKey(locale), JSON.stringify([...kept, ...hashes].slice(-MAX_KEPT)));
}

/** The drafts not sent yet, and how many were left out as sent already. */
export async function unsentDrafts(
  store: Storage | null,
  locale: ReviewLocale,
  drafts: readonly ReviewDraft[],
): Promise<{ fresh: { draft: ReviewDraft; hash: string }[]; alreadySent: number }> {
  const sent = readSent(store, locale);
  const hashed = await Promise.all(drafts.map(async (draft) => ({ draft, hash: await sentHash(draft) })));
  const fresh = hashed.filter(({ hash }) => !sent.has(hash));
  return { fresh, alreadySent: hashed.length - fresh.length };
}
