import type { ReviewDraft } from './review-drafts.ts';
import type { ReviewLocale } from './review-paths.ts';
import { reviewDataPath, reviewFilePath, termOfDraftId } from './review-paths.ts';
import { joinReviewSection, type ReviewSectionFile, type ReviewSharedFile } from './review-section-file.ts';
import type { ShownFinding } from './review-types.ts';
import { askWorker } from './section-worker-client.ts';
import { definitionFindings } from './use-definition-check.ts';
import { fetchJson } from './use-review-section.ts';

/** A draft's errors by the live checks (null: its section's data could not be loaded, offline). */
export interface DraftFindings {
  draft: ReviewDraft;
  errors: ShownFinding[] | null;
}

/** What the import's checks will find in each draft about to be sent, run in the checks' worker. */
export async function draftFindings(
  locale: ReviewLocale,
  drafts: readonly ReviewDraft[],
): Promise<DraftFindings[]> {
  let shared: ReviewSharedFile | null = null;
  const results: DraftFindings[] = [];
  for (const draft of drafts) {
    try {
      shared ??= await fetchJson<ReviewSharedFile>(reviewFilePath(locale, 'shared'));
      if (termOfDraftId(draft.id) !== null) {
        // A glossary definition: the import's checks of definitions, against the locale's glossary.
        results.push({ draft, errors: await definitionFindings(locale, draft.markdown, shared.glossary) });
        continue;
      }
      const own = await fetchJson<ReviewSectionFile>(reviewDataPath(locale, draft.id));
      const data = joinReviewSection(own, shared);
      const { markdown } = draft;
      const answer = await askWorker({
        kind: 'check',
        input: {
          ...data.check,
          translation: { markdown, depth: data.translation.depth, intro: data.translation.intro },
        },
      });
      results.push({ draft, errors: answer.findings.filter((finding) => finding.severity === 'error') });
    } catch {
      results.push({ draft, errors: null });
    }
  }
  return results;
}
