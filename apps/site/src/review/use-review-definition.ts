import type { SectionGlossary } from '@polyhedral/content/section-check';
import { useEffect, useState } from 'preact/hooks';
import type { ReviewLocale } from './review-paths.ts';
import { isSectionId, reviewFilePath } from './review-paths.ts';
import type { ReviewSharedFile } from './review-section-file.ts';
import type { ReviewDefinitionItem, ReviewGlossaryFile } from './review-types.ts';
import { fetchJson } from './use-review-section.ts';

/** What the page shows for the address's `?glossary=`: nothing asked, loading, the definition, or why not. */
export type DefinitionLoad =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'loaded'; term: ReviewDefinitionItem; glossary: SectionGlossary }
  | { kind: 'unknown'; id: string }
  | { kind: 'failed' };

/** The definition `?glossary=<TermId>` names and the locale's glossary, kept offline; an unlisted term is "unknown". */
export function useReviewDefinition(locale: ReviewLocale): DefinitionLoad {
  const [load, setLoad] = useState<DefinitionLoad>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const asked = new URLSearchParams(window.location.search).get('glossary');
    if (asked === null) {
      setLoad({ kind: 'none' });
      return;
    }
    if (!isSectionId(asked)) {
      setLoad({ kind: 'unknown', id: asked });
      return;
    }
    Promise.all([
      fetchJson<ReviewGlossaryFile>(reviewFilePath(locale, 'glossary')),
      fetchJson<ReviewSharedFile>(reviewFilePath(locale, 'shared')),
    ])
      .then(([file, shared]) => {
        if (!live) return;
        const term = file.terms.find((item) => item.id === asked);
        setLoad(term ? { kind: 'loaded', term, glossary: shared.glossary } : { kind: 'unknown', id: asked });
      })
      .catch(() => {
        if (live) setLoad({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [locale]);
  return load;
}
