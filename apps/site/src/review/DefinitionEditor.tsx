import type { SectionGlossary } from '@polyhedral/content/section-check';
import type { JSX } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import { definitionDraftId } from './review-paths.ts';
import { type ReviewText, shownText } from './review-text.ts';
import type { ReviewDefinitionItem } from './review-types.ts';
import { SectionActions } from './SectionActions.tsx';
import { SectionChecks } from './SectionChecks.tsx';
import { useComposedText } from './use-composed-text.ts';
import { useDefinitionCheck } from './use-definition-check.ts';
import { type DraftSource, useSectionDraft } from './use-section-draft.ts';

interface Props {
  text: ReviewText;
  term: ReviewDefinitionItem;
  glossary: SectionGlossary;
  /** The build's starting point (`git:<commit>`), recorded on a new draft. */
  startingPoint: string | null;
  onDraftsChanged: () => void;
}

/**
 * One glossary definition under review (`?glossary=<TermId>`): its state, English beside the
 * reader's, checks, "Approve as is" (not for a reviewed one); kept as `glossary:<TermId>` and sent
 * in the same hand-back file.
 */
export function DefinitionEditor({
  text,
  term,
  glossary,
  startingPoint,
  onDraftsChanged,
}: Props): JSX.Element {
  const composing = useRef(false);
  const title = text.t('ui.review.definition.title', { name: term.name });
  const source = useMemo<DraftSource>(
    () => ({
      id: definitionDraftId(term.id),
      title,
      text: term.definition,
      start: term.start,
      english: null,
      // The English definition's hash: the approval signs it as the English read.
      englishRead: term.englishRead,
    }),
    [term, title],
  );
  const draft = useSectionDraft({ locale: text.locale, source, startingPoint, composing, onDraftsChanged });
  const textBox = useComposedText({
    initial: draft.initial,
    resetKey: source.id,
    composing,
    onRead: draft.read,
  });
  const check = useDefinitionCheck(text, glossary, draft.current, term.english);
  const revert = () => {
    textBox.write(draft.original);
    draft.revert();
  };
  return (
    <section class="review-section" data-review-definition={term.id} aria-labelledby="review-section-title">
      <h2 id="review-section-title">{shownText(text, title)}</h2>
      <p class="review-state" data-state={term.review.state}>
        {term.review.state === 'draft'
          ? text.t('ui.review.definition.state.draft')
          : text.tData(`ui.review.definition.state.${term.review.state}`, {
              by: term.review.by,
              on: term.review.on,
            })}
      </p>
      <p class="notice review-honest" role="note">
        {text.t('ui.review.honest')}
      </p>
      <p>
        <a href={`/${text.locale}/glossary/${term.id}/`}>{text.t('ui.review.definition.back')}</a>
      </p>
      <div class="review-columns">
        <div class="review-english">
          <h3>{text.t('ui.review.definition.english')}</h3>
          <p lang="en" data-review-english>
            {term.english}
          </p>
        </div>
        <div class="review-translation">
          <h3>
            <label for="review-text">{text.t('ui.review.yourText', { language: text.language })}</label>
          </h3>
          <textarea
            id="review-text"
            ref={textBox.box}
            lang={text.lang}
            rows={5}
            spellcheck={false}
            data-review-text
            onInput={textBox.onInput}
            aria-describedby="review-definition-hint"
          />
          <p id="review-definition-hint" class="review-hint">
            {text.t('ui.review.definition.hint')}
          </p>
        </div>
      </div>
      <SectionActions
        text={text}
        draft={draft}
        state={term.review.state === 'reviewed' ? 'reviewed' : 'draft'}
        onRevert={revert}
        reading="definition"
      />
      <SectionChecks text={text} check={check} title={title} onLine={textBox.goToLine} />
    </section>
  );
}
