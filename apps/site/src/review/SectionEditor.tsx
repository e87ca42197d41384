import type { ReviewSectionData } from '@polyhedral/content/section-check';
import type { JSX } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import { EnglishPane } from './EnglishPane.tsx';
import { GlossaryTerms } from './GlossaryTerms.tsx';
import { type ReviewText, shownText } from './review-text.ts';
import { SectionActions } from './SectionActions.tsx';
import { SectionChecks } from './SectionChecks.tsx';
import { SectionNotes } from './SectionNotes.tsx';
import { TranslationPane } from './TranslationPane.tsx';
import { useComposedText } from './use-composed-text.ts';
import { useLiveCheck } from './use-live-check.ts';
import { sectionDraftSource, useSectionDraft } from './use-section-draft.ts';
import { AfterIdle } from './when-idle.ts';

interface Props {
  text: ReviewText;
  data: ReviewSectionData;
  /** The build's starting point (`git:<commit>`), recorded on a new draft. */
  startingPoint: string | null;
  /** The rule page that shows the section, or null. */
  href: string | null;
  /** A draft was kept or dropped ("My corrections" reads the device again). */
  onDraftsChanged: () => void;
}

/** One section under review; the box is never written while the reader types (useComposedText). */
export function SectionEditor({ text, data, startingPoint, href, onDraftsChanged }: Props): JSX.Element {
  const composing = useRef(false);
  const [locked, setLocked] = useState<number | null>(null);
  const source = useMemo(() => sectionDraftSource(data), [data]);
  const draft = useSectionDraft({ locale: text.locale, source, startingPoint, composing, onDraftsChanged });
  const textBox = useComposedText({
    initial: draft.initial,
    resetKey: data.id,
    composing,
    onRead: (value) => {
      setLocked(null);
      draft.read(value);
    },
    onLocked: setLocked,
  });
  const check = useLiveCheck(text, data, draft.current);

  const revert = () => {
    textBox.write(draft.original);
    draft.revert();
  };

  const discard = () => {
    textBox.write(data.translation.markdown);
    draft.discard();
  };

  return (
    <section class="review-section" data-review-section={data.id} aria-labelledby="review-section-title">
      <h2 id="review-section-title">{shownText(text, data.title)}</h2>
      <SectionNotes text={text} state={data.translation.state} href={href} />
      {draft.siteMoved && (
        <div class="notice review-site-moved" role="status" data-review-site-moved={draft.siteMoved}>
          <p>
            {text.t(
              draft.siteMoved === 'accepted' ? 'ui.review.draft.siteHasIt' : 'ui.review.draft.siteChanged',
            )}
          </p>
          <button type="button" onClick={discard} data-review-discard>
            {text.t('ui.review.draft.discard')}
          </button>
        </div>
      )}
      <div class="review-columns">
        <EnglishPane text={text} english={data.english} />
        <TranslationPane
          text={text}
          translation={data.translation}
          current={draft.current}
          textBox={textBox}
          locked={locked}
        />
      </div>
      <SectionActions text={text} draft={draft} state={data.translation.state} onRevert={revert} />
      <SectionChecks text={text} check={check} title={data.title} onLine={textBox.goToLine} />
      <AfterIdle>
        <GlossaryTerms text={text} terms={data.terms} />
      </AfterIdle>
    </section>
  );
}
