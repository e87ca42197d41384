import type { ReviewSectionData } from '@polyhedral/content/section-check';
import { type MutableRef, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  type DraftKind,
  discardDraft,
  draftKind,
  type ReviewDraft,
  readDraft,
  type SaveOutcome,
  saveDraft,
  writableStorage,
} from './review-drafts.ts';
import type { ReviewLocale } from './review-paths.ts';

/** How long typing pauses before the draft is kept. */
const SAVE_DELAY_MS = 400;

/** What a draft is of: a section (sectionDraftSource) or a glossary definition (`glossary:<TermId>`). */
export interface DraftSource {
  /** The draft's key: the rule ID, or `glossary:<TermId>`. */
  id: string;
  title: string;
  /** The site's text. */
  text: string;
  /** Its start hash (null: none). */
  start: string | null;
  /** The English text's hash (null: none, or not hashed). */
  english: string | null;
  /** The English text's full SHA-256 (null: none): what a signed approval names as the English read. */
  englishRead: string | null;
  converted?: true;
}

/** A section's review data as what its draft is of. */
export function sectionDraftSource(data: ReviewSectionData): DraftSource {
  return {
    id: data.id,
    title: data.title,
    text: data.translation.markdown,
    start: data.translation.start,
    english: data.english?.hash ?? null,
    englishRead: data.english?.read ?? null,
    ...(data.translation.converted ? { converted: true as const } : {}),
  };
}

interface Options {
  locale: ReviewLocale;
  source: DraftSource;
  /** The build's starting point (`git:<commit>`), recorded on a new draft. */
  startingPoint: string | null;
  /** Set while an input method composes: the draft is not kept mid-composition when the page hides. */
  composing: MutableRef<boolean>;
  /** A draft was kept or dropped. */
  onDraftsChanged: () => void;
}

export interface SectionDraft {
  /** The text the box opens with: the kept draft's, else the site's. */
  initial: string;
  /** The site's text the draft started from. */
  original: string;
  current: string;
  approved: boolean;
  edited: boolean;
  outcome: SaveOutcome | null;
  kind: DraftKind | null;
  /** The reader's text changed. */
  read: (value: string) => void;
  approve: () => void;
  /** Back to the site's text (the caller writes it into the box). */
  revert: () => void;
  /** The site's text moved since the draft began: `accepted` if it is now the reader's, else `changed`. */
  siteMoved: 'accepted' | 'changed' | null;
  /** Drops the kept draft; the box starts again from the site's text (the caller writes it). */
  discard: () => void;
}

/** One section's draft, kept a moment after typing stops (and when the page hides), dropped when empty. */
export function useSectionDraft({
  locale,
  source,
  startingPoint,
  composing,
  onDraftsChanged,
}: Options): SectionDraft {
  const store = useMemo(() => writableStorage(), []);
  const [generation, setGeneration] = useState(0);
  const stored = useMemo(() => readDraft(store, locale, source.id), [store, locale, source.id, generation]);
  const original = stored?.original ?? source.text;
  const [current, setCurrent] = useState(stored?.markdown ?? source.text);
  const [approved, setApproved] = useState(stored?.approved ?? false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(store ? null : 'unavailable');
  const changed = useRef(false);

  const draftOf = (markdown: string, isApproved: boolean): ReviewDraft =>
    draftFrom({ locale, source, stored, startingPoint }, markdown, isApproved);

  const keep = (markdown: string, isApproved: boolean) => {
    const draft = draftOf(markdown, isApproved);
    if (draftKind(draft) === null) {
      discardDraft(store, locale, source.id);
      setOutcome(store ? null : 'unavailable');
    } else {
      setOutcome(saveDraft(store, draft));
    }
    changed.current = false;
    onDraftsChanged();
  };

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

  const read = (value: string) => {
    changed.current = true;
    // An approval is of one text: any change after it drops it (approve again to approve the new text).
    if (value !== current) setApproved(false);
    setCurrent(value);
  };

  /** Approves the text in the box: the site's as is, or the reader's correction (one Send carries both). */
  const approve = () => {
    setApproved(true);
    keep(current, true);
  };

  const revert = () => {
    setCurrent(original);
    setApproved(false);
    keep(original, false);
  };

  const discard = () => {
    discardDraft(store, locale, source.id);
    changed.current = false;
    setCurrent(source.text);
    setApproved(false);
    setGeneration((value) => value + 1);
    onDraftsChanged();
  };

  return {
    siteMoved: siteMovedOf(stored, source.text),
    discard,
    initial: stored?.markdown ?? source.text,
    original,
    current,
    approved,
    edited: current !== original,
    outcome,
    kind: draftKind(draftOf(current, approved)),
    read,
    approve,
    revert,
  };
}

/** The draft of `markdown`: a kept draft keeps what it started from (its starting point, start and English). */
function draftFrom(
  of: { locale: ReviewLocale; source: DraftSource; stored: ReviewDraft | null; startingPoint: string | null },
  markdown: string,
  approved: boolean,
): ReviewDraft {
  const { locale, source, stored, startingPoint } = of;
  return {
    v: 1,
    locale,
    id: source.id,
    title: source.title,
    startingPoint: stored?.startingPoint ?? startingPoint,
    start: stored ? stored.start : source.start,
    english: stored ? stored.english : source.english,
    englishRead: stored ? (stored.englishRead ?? null) : source.englishRead,
    original: stored?.original ?? source.text,
    markdown,
    approved,
    ...(source.converted ? { converted: true as const } : {}),
    savedAt: new Date().toISOString(),
  };
}

/** Whether the site's text moved since the kept draft started (SectionDraft.siteMoved). */
function siteMovedOf(stored: ReviewDraft | null, siteText: string): SectionDraft['siteMoved'] {
  if (!stored || stored.original === siteText) return null;
  return stored.markdown === siteText ? 'accepted' : 'changed';
}
