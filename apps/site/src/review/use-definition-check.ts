import type { SectionGlossary } from '@polyhedral/content/section-check';
import { useEffect, useState } from 'preact/hooks';
import type { ReviewLocale } from './review-paths.ts';
import type { ReviewText } from './review-text.ts';
import type { ShownFinding } from './review-types.ts';
import { askWorker } from './section-worker-client.ts';
import { type LiveCheck, workerProblemText } from './use-live-check.ts';

const CHECK_DELAY_MS = 250;

/** A definition's checks (what `content import` refuses) as findings on line 1, like a section's. */
export async function definitionFindings(
  locale: ReviewLocale,
  text: string,
  glossary: SectionGlossary,
  english?: string,
): Promise<ShownFinding[]> {
  const answer = await askWorker({
    kind: 'definition',
    locale,
    text,
    glossary,
    ...(english === undefined ? {} : { english }),
  });
  if (answer.problem === null) return [];
  const { code, params } = answer.problem;
  return [{ code, params, severity: 'error', line: 1, column: 1 }];
}

/** The live checks on the definition being typed, a moment after the reader stops (an older answer dropped). */
export function useDefinitionCheck(
  text: ReviewText,
  glossary: SectionGlossary,
  value: string,
  english?: string,
): LiveCheck {
  const [check, setCheck] = useState<LiveCheck>({ findings: null, problem: null });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      definitionFindings(text.locale, value, glossary, english)
        .then((findings) => {
          if (live) setCheck({ findings, problem: null });
        })
        .catch((error: unknown) => {
          if (live) setCheck({ findings: null, problem: workerProblemText(text, error) });
        });
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, glossary, english]);
  return check;
}
