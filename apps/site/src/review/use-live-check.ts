import type { ReviewSectionData, SectionFinding } from '@polyhedral/content/section-check';
import { useEffect, useState } from 'preact/hooks';
import { problemText, type ReviewText } from './review-text.ts';
import type { ShownFinding } from './review-types.ts';
import { askWorker, SectionWorkerError } from './section-worker-client.ts';
import { whenIdle } from './when-idle.ts';

/** How long typing pauses before the checks run. */
const CHECK_DELAY_MS = 250;

export interface LiveCheck {
  /** The findings on the reader's text, or null until the checks have answered once. */
  findings: ShownFinding[] | null;
  /** Why the checks could not run, in the reader's language, or null. */
  problem: string | null;
}

/** A problem of the checks' worker in the reader's language. */
export function workerProblemText(text: ReviewText, error: unknown): string {
  if (error instanceof SectionWorkerError && error.code !== null) {
    return problemText(text, { code: error.code, params: error.params });
  }
  return text.t('ui.review.checksFailed');
}

/** The live checks a moment after typing stops, in the worker; an answer to an older text is dropped. */
export function useLiveCheck(text: ReviewText, data: ReviewSectionData, markdown: string): LiveCheck {
  const [findings, setFindings] = useState<SectionFinding[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      await whenIdle();
      if (!live) return;
      askWorker({
        kind: 'check',
        input: {
          ...data.check,
          translation: { markdown, depth: data.translation.depth, intro: data.translation.intro },
          // The site's text: a section with no English has every changed number flagged against it.
          starting: data.translation.markdown,
        },
      })
        .then((answer) => {
          if (!live) return;
          setFindings(answer.findings);
          setProblem(null);
        })
        .catch((error: unknown) => {
          if (live) setProblem(workerProblemText(text, error));
        });
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [markdown, data]);
  return { findings, problem };
}
