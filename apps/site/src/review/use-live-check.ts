import type { ReviewSectionData, SectionFinding } from '@polyhedral/content/section-check';
import { useEffect, useState } from 'preact/hooks';
import { loadSectionCheck, type SectionCheck } from './load-section-check.ts';
import { problemText, type ReviewText } from './review-text.ts';

/** How long typing pauses before the checks run. */
const CHECK_DELAY_MS = 250;

export interface LiveCheck {
  /** The findings on the reader's text, or null until the checks' code has run once. */
  findings: SectionFinding[] | null;
  /** Why the checks could not run, in the reader's language, or null. */
  problem: string | null;
}

/**
 * The live checks (the content package's checkSectionText, the code `pnpm content check` runs) on
 * the reader's text, a moment after they stop typing. The checks' code arrives after the page is
 * usable (it is most of the page's weight).
 */
export function useLiveCheck(text: ReviewText, data: ReviewSectionData, markdown: string): LiveCheck {
  const [findings, setFindings] = useState<SectionFinding[] | null>(null);
  const [checker, setChecker] = useState<SectionCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadSectionCheck()
      .then((loaded) => {
        if (live) setChecker(() => loaded.checkSectionText);
      })
      .catch((error: unknown) => {
        if (live) setProblem(text.t('errors.unknown', { code: String(error) }));
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!checker) return;
    const timer = setTimeout(() => {
      try {
        setFindings(
          checker({
            ...data.check,
            translation: { markdown, depth: data.translation.depth, intro: data.translation.intro },
          }),
        );
        setProblem(null);
      } catch (error) {
        const thrown = error as { code?: unknown; params?: Record<string, unknown> };
        setProblem(
          typeof thrown.code === 'string'
            ? problemText(text, { code: thrown.code, params: thrown.params ?? {} })
            : text.t('errors.unknown', { code: String(error) }),
        );
      }
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [markdown, data, checker]);

  return { findings, problem };
}
