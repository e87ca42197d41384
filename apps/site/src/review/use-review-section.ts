import type { ReviewSectionData } from '@polyhedral/content/section-check';
import { useEffect, useState } from 'preact/hooks';
import { CACHE } from '../service-worker/offline-rules.ts';
import type { ReviewLocale } from './review-paths.ts';
import { isSectionId, reviewDataPath, reviewFilePath } from './review-paths.ts';
import { joinReviewSection, type ReviewSectionFile, type ReviewSharedFile } from './review-section-file.ts';
import type { ReviewIndexFile } from './review-types.ts';

/** What the page shows for the address's `?section=`: nothing asked, loading, the section, or why not. */
export type SectionLoad =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'loaded'; data: ReviewSectionData }
  | { kind: 'unknown'; id: string }
  | { kind: 'failed' };

/** Kept in the service worker's review cache by the page itself: on a first visit the worker is still installing. */
async function keepForOffline(url: string, response: Response): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const absolute = new URL(url, window.location.href).href;
    await (await caches.open(CACHE.review)).put(absolute, response);
  } catch {
    // No cache storage (a private window, a full device): the page works online all the same.
  }
}

/** A JSON file of the review data, kept for offline use. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await keepForOffline(url, response.clone());
  return (await response.json()) as T;
}

/** The section `?section=` names, kept offline: "unknown" when not a listed rule ID, "failed" offline. */
export function useReviewSection(locale: ReviewLocale): {
  index: ReviewIndexFile | null;
  indexFailed: boolean;
  section: SectionLoad;
} {
  const [index, setIndex] = useState<ReviewIndexFile | null>(null);
  const [indexFailed, setIndexFailed] = useState(false);
  const [section, setSection] = useState<SectionLoad>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    const asked = new URLSearchParams(window.location.search).get('section');
    fetchJson<ReviewIndexFile>(reviewFilePath(locale, 'index'))
      .then(async (loaded) => {
        if (!live) return;
        setIndex(loaded);
        if (asked === null || asked === '') {
          setSection({ kind: 'none' });
          return;
        }
        if (!isSectionId(asked) || !loaded.sections.some((entry) => entry.id === asked)) {
          setSection({ kind: 'unknown', id: asked });
          return;
        }
        // The locale's shared part (glossary, known IDs) is one file for every section.
        const [own, shared] = await Promise.all([
          fetchJson<ReviewSectionFile>(reviewDataPath(locale, asked)),
          fetchJson<ReviewSharedFile>(reviewFilePath(locale, 'shared')),
        ]);
        if (live) setSection({ kind: 'loaded', data: joinReviewSection(own, shared) });
      })
      .catch(() => {
        if (!live) return;
        setIndexFailed(true);
        setSection(asked ? { kind: 'failed' } : { kind: 'none' });
      });
    return () => {
      live = false;
    };
  }, [locale]);

  return { index, indexFailed, section };
}
