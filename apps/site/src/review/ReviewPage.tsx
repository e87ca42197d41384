import type { JSX } from 'preact';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { DefinitionEditor } from './DefinitionEditor.tsx';
import { MyCorrections } from './MyCorrections.tsx';
import { listDrafts, type ReviewDraft, writableStorage } from './review-drafts.ts';
import { reviewText } from './review-text.ts';
import type { ReviewPageProps } from './review-types.ts';
import { SectionEditor } from './SectionEditor.tsx';
import { SendCorrections } from './SendCorrections.tsx';
import { type DefinitionLoad, useReviewDefinition } from './use-review-definition.ts';
import { type SectionLoad, useReviewSection } from './use-review-section.ts';
import { AfterIdle } from './when-idle.ts';
import './review.css';

export type { ReviewPageProps } from './review-types.ts';

/** The review page's island: a section (`?section=`) or definition (`?glossary=`), corrections, Send. */
export default function ReviewPage({ locale, lang, language, messages }: ReviewPageProps): JSX.Element {
  const text = useMemo(
    () => reviewText(locale, lang, language, messages),
    [locale, lang, language, messages],
  );
  // The device's storage is looked at in the browser only (undefined while rendered on the server).
  const [store, setStore] = useState<Storage | null | undefined>(undefined);
  const [drafts, setDrafts] = useState<ReviewDraft[]>([]);
  useEffect(() => {
    const found = writableStorage();
    setStore(found);
    setDrafts(listDrafts(found, locale));
  }, [locale]);
  const refresh = useCallback(() => setDrafts(listDrafts(store ?? null, locale)), [store, locale]);
  const { index, indexFailed, section } = useReviewSection(locale);
  const definition = useReviewDefinition(locale);
  // A definition's draft records the build's starting point: it opens once the index is read.
  const indexRead = index !== null || indexFailed;
  const shown: SectionLoad | DefinitionLoad =
    definition.kind === 'none'
      ? section
      : definition.kind === 'loaded' && !indexRead
        ? { kind: 'loading' }
        : definition;
  const entry =
    section.kind === 'loaded' ? index?.sections.find((item) => item.id === section.data.id) : undefined;
  return (
    <div class="review not-content" data-review-ready={shown.kind === 'loading' ? undefined : shown.kind}>
      {shown.kind === 'loading' && <p aria-busy="true">{text.t('ui.review.loading')}</p>}
      {shown.kind === 'none' && <p>{text.t('ui.review.choose')}</p>}
      {shown.kind === 'unknown' && (
        <p class="notice review-problem" role="alert" data-review-unknown>
          {definition.kind === 'none'
            ? text.t('ui.review.unknownSection', { id: shown.id })
            : text.t('ui.review.definition.unknown')}
        </p>
      )}
      {shown.kind === 'failed' && (
        <p class="notice review-problem" role="alert" data-review-failed>
          {text.t('ui.review.loadFailed')}
        </p>
      )}
      {definition.kind === 'none' && section.kind === 'loaded' && (
        <SectionEditor
          key={section.data.id}
          text={text}
          data={section.data}
          startingPoint={index?.startingPoint ?? null}
          href={entry?.href ?? null}
          onDraftsChanged={refresh}
        />
      )}
      {shown.kind === 'loaded' && 'term' in shown && (
        <DefinitionEditor
          key={shown.term.id}
          text={text}
          term={shown.term}
          glossary={shown.glossary}
          startingPoint={index?.startingPoint ?? null}
          onDraftsChanged={refresh}
        />
      )}
      {store === null && shown.kind !== 'loaded' && (
        <p class="notice review-storage" role="alert">
          {text.t('ui.review.storageUnavailable')}
        </p>
      )}
      {/* After the section: shown earlier, the editor would push them down (layout shift); in the
          editor's frame, they would lengthen its layout (AfterIdle: once the browser is idle). */}
      {store !== undefined && shown.kind !== 'loading' && (
        <AfterIdle>
          <MyCorrections text={text} store={store} drafts={drafts} onDraftsChanged={refresh} />
          {indexFailed && shown.kind === 'none' && (
            <p class="notice review-problem" role="alert">
              {text.t('ui.review.loadFailed')}
            </p>
          )}
          <SendCorrections text={text} store={store} drafts={drafts} />
        </AfterIdle>
      )}
    </div>
  );
}
