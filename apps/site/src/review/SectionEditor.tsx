import type { ReviewSectionData, SectionFinding } from '@polyhedral/content/section-check';
import type { JSX, TargetedEvent } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { FindingList } from './FindingList.tsx';
import { loadSectionCheck, type SectionCheck } from './load-section-check.ts';
import {
  deviceStorage,
  discardDraft,
  draftKind,
  type ReviewDraft,
  readDraft,
  type SaveOutcome,
  saveDraft,
} from './review-drafts.ts';
import { problemText, type ReviewText } from './review-text.ts';

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

/** How long typing pauses before the checks run and the draft is kept. */
const CHECK_DELAY_MS = 250;
const SAVE_DELAY_MS = 400;

/** The offset of the start of a 1-based line of a text. */
function lineOffset(value: string, line: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = value.indexOf('\n', offset);
    if (next < 0) return value.length;
    offset = next + 1;
  }
  return offset;
}

/**
 * One section under review: English beside the reader's text (stacked on a phone), the live checks
 * (the content package's checkSectionText, the code `pnpm content check` runs), the section's
 * glossary terms, "Approve as is", and the draft kept on the device as the reader types.
 *
 * The text box is never written while the reader types: its value is set once when the section
 * opens (and by "Go back to the site's text"), and read on input, so an input method's
 * composition (Thai, Chinese) is never cut short or rewritten.
 */
export function SectionEditor({ text, data, startingPoint, href, onDraftsChanged }: Props): JSX.Element {
  const { locale } = text;
  const store = useMemo(() => deviceStorage(), []);
  const stored = useMemo(() => readDraft(store, locale, data.id), [store, locale, data.id]);
  const original = stored?.original ?? data.translation.markdown;
  const [current, setCurrent] = useState(stored?.markdown ?? data.translation.markdown);
  const [approved, setApproved] = useState(stored?.approved ?? false);
  const [findings, setFindings] = useState<SectionFinding[] | null>(null);
  const [checker, setChecker] = useState<SectionCheck | null>(null);
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(store ? null : 'unavailable');
  const box = useRef<HTMLTextAreaElement>(null);
  const composing = useRef(false);
  const changed = useRef(false);
  const edited = current !== original;

  useLayoutEffect(() => {
    if (box.current) box.current.value = stored?.markdown ?? data.translation.markdown;
  }, [data.id]);

  // An input method's composition (Thai, Chinese): its text is read once it is committed. Listened
  // to directly: Preact would subscribe `onCompositionEnd` as an event named "CompositionEnd".
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const start = () => {
      composing.current = true;
    };
    const end = () => {
      composing.current = false;
      read(element);
    };
    element.addEventListener('compositionstart', start);
    element.addEventListener('compositionend', end);
    return () => {
      element.removeEventListener('compositionstart', start);
      element.removeEventListener('compositionend', end);
    };
  });

  const draftOf = (markdown: string, isApproved: boolean): ReviewDraft => ({
    v: 1,
    locale,
    id: data.id,
    title: data.title,
    startingPoint: stored?.startingPoint ?? startingPoint,
    start: stored ? stored.start : data.translation.start,
    english: stored ? stored.english : (data.english?.hash ?? null),
    original,
    markdown,
    approved: isApproved && markdown === original,
    ...(data.translation.converted ? { converted: true as const } : {}),
    savedAt: new Date().toISOString(),
  });

  const keep = (markdown: string, isApproved: boolean) => {
    const draft = draftOf(markdown, isApproved);
    if (draftKind(draft) === null) {
      discardDraft(store, locale, data.id);
      setOutcome(store ? null : 'unavailable');
    } else {
      setOutcome(saveDraft(store, draft));
    }
    changed.current = false;
    onDraftsChanged();
  };

  // The checks' code arrives after the page is usable (it is most of the page's weight).
  useEffect(() => {
    let live = true;
    loadSectionCheck()
      .then((loaded) => {
        if (live) setChecker(() => loaded.checkSectionText);
      })
      .catch((error: unknown) => {
        if (live) setCheckProblem(text.t('errors.unknown', { code: String(error) }));
      });
    return () => {
      live = false;
    };
  }, []);

  // The checks, a moment after the reader stops typing.
  useEffect(() => {
    if (!checker) return;
    const timer = setTimeout(() => {
      try {
        setFindings(
          checker({
            ...data.check,
            translation: { markdown: current, depth: data.translation.depth, intro: data.translation.intro },
          }),
        );
        setCheckProblem(null);
      } catch (error) {
        const problem = error as { code?: unknown; params?: Record<string, unknown> };
        setCheckProblem(
          typeof problem.code === 'string'
            ? problemText(text, { code: problem.code, params: problem.params ?? {} })
            : text.t('errors.unknown', { code: String(error) }),
        );
      }
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, data, checker]);

  // The draft, kept on the device a moment after the reader stops typing (and when the page hides).
  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => keep(current, approved), SAVE_DELAY_MS);
    const flush = () => {
      if (changed.current && !composing.current) keep(current, approved);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [current, approved]);

  const read = (element: HTMLTextAreaElement) => {
    changed.current = true;
    if (element.value !== original) setApproved(false);
    setCurrent(element.value);
  };

  const onInput = (event: TargetedEvent<HTMLTextAreaElement, Event>) => {
    // Mid-composition text is the input method's: read it when the composition ends.
    if ((event as unknown as InputEvent).isComposing || composing.current) return;
    read(event.currentTarget);
  };

  const goToLine = (line: number) => {
    const element = box.current;
    if (!element) return;
    const offset = lineOffset(element.value, line);
    element.focus();
    element.setSelectionRange(offset, offset);
  };

  const approve = () => {
    setApproved(true);
    keep(original, true);
  };

  const revert = () => {
    if (box.current) box.current.value = original;
    setCurrent(original);
    setApproved(false);
    keep(original, false);
  };

  const kind = draftKind(draftOf(current, approved));
  const lang = text.lang;
  const lines = Math.min(40, Math.max(8, current.split('\n').length + 2));

  return (
    <section class="review-section" data-review-section={data.id} aria-labelledby="review-section-title">
      <h2 id="review-section-title">{data.title}</h2>
      <p class="review-state" data-state={data.translation.state}>
        {text.tData(`ui.review.state.${data.translation.state}`)}
      </p>
      <p class="notice review-honest" role="note">
        {text.t('ui.review.honest')}
      </p>
      {href && (
        <p>
          <a href={href}>{text.t('ui.review.back')}</a>
        </p>
      )}
      <div class="review-columns">
        <div class="review-english">
          <h3>{text.t('ui.review.english')}</h3>
          {data.english ? (
            <pre lang="en" data-review-english>
              {data.english.markdown}
            </pre>
          ) : (
            <p>{text.t('ui.review.englishNone')}</p>
          )}
        </div>
        <div class="review-translation">
          <h3>
            <label for="review-text">{text.t('ui.review.yourText', { language: text.language })}</label>
          </h3>
          {data.translation.markdown === '' && <p>{text.t('ui.review.noTranslation')}</p>}
          {data.translation.converted && <p class="review-converted">{text.t('ui.review.converted')}</p>}
          <textarea
            id="review-text"
            ref={box}
            lang={lang}
            rows={lines}
            spellcheck={false}
            data-review-text
            onInput={onInput}
          />
        </div>
      </div>
      <div class="review-actions">
        <button
          type="button"
          class="review-approve"
          onClick={approve}
          disabled={edited || approved || original.trim() === ''}
          data-review-approve
        >
          {text.t('ui.review.approve')}
        </button>
        {edited && (
          <button type="button" class="review-revert" onClick={revert} data-review-revert>
            {text.t('ui.review.revert')}
          </button>
        )}
        <p class="review-hint">
          {edited ? text.t('ui.review.approveEdited') : text.t('ui.review.approveHint')}
        </p>
        <p
          class="review-kept"
          role="status"
          data-review-kind={kind ?? ''}
          data-review-outcome={outcome ?? ''}
        >
          {kind && outcome === 'kept' && (
            <>
              <strong>
                {text.t(kind === 'approved' ? 'ui.review.kind.approved' : 'ui.review.kind.corrected')}
              </strong>{' '}
              {text.t('ui.review.kept')}
            </>
          )}
        </p>
        {outcome === 'full' && (
          <p class="notice review-storage" role="alert">
            {text.t('ui.review.storageFailed')}
          </p>
        )}
        {outcome === 'unavailable' && (
          <p class="notice review-storage" role="alert">
            {text.t('ui.review.storageUnavailable')}
          </p>
        )}
      </div>
      <h3>{text.t('ui.review.checks')}</h3>
      {checkProblem ? (
        <p class="notice" role="alert">
          {checkProblem}
        </p>
      ) : findings === null ? (
        <p aria-busy="true">{text.t('ui.review.checksLoading')}</p>
      ) : (
        <FindingList text={text} findings={findings} onLine={goToLine} />
      )}
      {data.terms.length > 0 && (
        <>
          <h3>{text.t('ui.review.terms')}</h3>
          <ul class="review-terms" data-review-terms>
            {data.terms.map((term) => (
              <li key={term.id}>
                {term.local && <strong lang={lang}>{term.local}</strong>} <span lang="en">{term.en}</span>
                {term.avoid.length > 0 && (
                  <span class="review-avoid" lang={lang}>
                    {' '}
                    ({text.t('ui.review.avoid', { words: term.avoid.join(', ') })})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
