import { useEffect, useState } from 'preact/hooks';
import type { ReviewLocale } from './review-paths.ts';
import { reviewFilePath } from './review-paths.ts';
import type { ReviewReviewersFile } from './review-types.ts';
import {
  forgetReviewerKey,
  loadReviewerKey,
  type StoredReviewerKey,
  saveReviewerKey,
} from './reviewer-key-store.ts';
import { fetchJson } from './use-review-section.ts';

export interface ReviewerKeyState {
  /** The device's key: undefined while it is looked for, null when there is none. */
  key: StoredReviewerKey | null | undefined;
  /** The key's registration for this locale as this build of the site knows it, or null. */
  registered: { name: string } | null;
  /** Makes and keeps a key for `name` (already checked); throws when the browser cannot. */
  make: (name: string) => Promise<void>;
  forget: () => Promise<void>;
}

/** The device's reviewer key and whether `/<locale>/review/reviewers.json` registers it. */
export function useReviewerKey(locale: ReviewLocale): ReviewerKeyState {
  const [key, setKey] = useState<StoredReviewerKey | null | undefined>(undefined);
  const [reviewers, setReviewers] = useState<ReviewReviewersFile | null>(null);
  useEffect(() => {
    let live = true;
    void loadReviewerKey().then((found) => {
      if (live) setKey(found);
    });
    fetchJson<ReviewReviewersFile>(reviewFilePath(locale, 'reviewers'))
      .then((file) => {
        if (live) setReviewers(file);
      })
      .catch(() => {
        // Offline before the first visit: the page says the key is not known to be registered.
      });
    return () => {
      live = false;
    };
  }, [locale]);
  const entry = key ? reviewers?.reviewers.find((reviewer) => reviewer.keyId === key.keyId) : undefined;
  const make = async (name: string) => {
    const { makeReviewerKey } = await import('@polyhedral/content/trust');
    const made = await makeReviewerKey({ extractable: false });
    const stored: StoredReviewerKey = {
      v: 1,
      privateKey: made.privateKey,
      publicKeyText: made.publicKeyText,
      keyId: made.keyId,
      name,
      made: new Date().toISOString(),
    };
    await saveReviewerKey(stored);
    setKey(stored);
  };
  const forget = async () => {
    await forgetReviewerKey();
    setKey(null);
  };
  return { key, registered: entry ? { name: entry.name } : null, make, forget };
}
