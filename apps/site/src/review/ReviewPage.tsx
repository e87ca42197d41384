import type { JSX } from 'preact';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { MyCorrections } from './MyCorrections.tsx';
import { deviceStorage, listDrafts, type ReviewDraft } from './review-drafts.ts';
import { reviewText } from './review-text.ts';
import type { ReviewPageProps } from './review-types.ts';
import { SectionEditor } from './SectionEditor.tsx';
import { SendCorrections } from './SendCorrections.tsx';
import { useReviewSection } from './use-review-section.ts';
import './review.css';

export type { ReviewPageProps } from './review-types.ts';

/**
 * The review page's island (`/<locale>/review/?section=<RuleId>`): the section the address names
 * in the editor, "My corrections" across the locale's sections, and "Send my corrections". It
 * loads only on this page; the rule pages link here with plain links.
 */
export default function ReviewPage({ locale, lang, language, messages }: ReviewPageProps): JSX.Element {
  const text = useMemo(
    () => reviewText(locale, lang, language, messages),
    [locale, lang, language, messages],
  );
  // The device's storage is looked at in the browser only (undefined while rendered on the server).
  const [store, setStore] = useState<Storage | null | undefined>(undefined);
  const [drafts, setDrafts] = useState<ReviewDraft[]>([]);
  useEffect(() => {
    const found = deviceStorage();
    setStore(found);
    setDrafts(listDrafts(found, locale));
  }, [locale]);
  const refresh = useCallback(() => setDrafts(listDrafts(store ?? null, locale)), [store, locale]);
  const { index, indexFailed, section } = useReviewSection(locale);
  const entry =
    section.kind === 'loaded' ? index?.sections.find((item) => item.id === section.data.id) : undefined;
  return (
    <div class="review not-content" data-review-ready={section.kind === 'loading' ? undefined : section.kind}>
      {section.kind === 'loading' && <p aria-busy="true">{text.t('ui.review.loading')}</p>}
      {section.kind === 'none' && <p>{text.t('ui.review.choose')}</p>}
      {section.kind === 'unknown' && (
        <p class="notice review-problem" role="alert" data-review-unknown>
          {text.t('ui.review.unknownSection', { id: section.id })}
        </p>
      )}
      {section.kind === 'failed' && (
        <p class="notice review-problem" role="alert" data-review-failed>
          {text.t('ui.review.loadFailed')}
        </p>
      )}
      {section.kind === 'loaded' && (
        <SectionEditor
          key={section.data.id}
          text={text}
          data={section.data}
          startingPoint={index?.startingPoint ?? null}
          href={entry?.href ?? null}
          onDraftsChanged={refresh}
        />
      )}
      {store === null && section.kind !== 'loaded' && (
        <p class="notice review-storage" role="alert">
          {text.t('ui.review.storageUnavailable')}
        </p>
      )}
      {/* With the section, in the same frame: shown earlier, the editor would push them down (layout shift). */}
      {store !== undefined && section.kind !== 'loading' && (
        <>
          <MyCorrections text={text} store={store} drafts={drafts} onDraftsChanged={refresh} />
          {indexFailed && section.kind === 'none' && (
            <p class="notice review-problem" role="alert">
              {text.t('ui.review.loadFailed')}
            </p>
          )}
          <SendCorrections text={text} store={store} drafts={drafts} />
        </>
      )}
    </div>
  );
}
