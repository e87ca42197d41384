import type { HandbackBundle } from '@polyhedral/content/section-check';
import type { Approval } from '@polyhedral/content/trust';
import { draftKind, type ReviewDraft } from './review-drafts.ts';
import { termOfDraftId } from './review-paths.ts';

/** The content package's bundle builder and serializer (used in the checks' worker, not on the page). */
export type HandbackTools = Pick<
  typeof import('@polyhedral/content/section-check'),
  'buildReaderHandback' | 'serializeHandbackBundle' | 'localCalendarDate'
>;

/** One file to download: its name and the bundle `pnpm content import` reads. */
export interface HandbackFile {
  fileName: string;
  bundle: HandbackBundle;
}

/**
 * The hand-back files of a locale's drafts: one per starting point (a bundle has one), almost always
 * `handback-<locale>-<date>.json`, then `-2.json`...; drafts with nothing to hand back or no known
 * starting point are left out.
 */
export async function handbackFiles(
  { buildReaderHandback, localCalendarDate }: HandbackTools,
  drafts: readonly ReviewDraft[],
  reviewer: string,
  now: Date,
  /** Signed approvals of approved drafts, by draft ID (`glossary:<TermId>` for a definition; sign-drafts.ts); an approval without one is unsigned. */
  approvals: Readonly<Record<string, Approval>> = {},
): Promise<HandbackFile[]> {
  // The reader's calendar date: on the review marks and in the file's name.
  const date = localCalendarDate(now);
  const groups = new Map<string, ReviewDraft[]>();
  for (const draft of drafts) {
    if (draft.startingPoint === null || draftKind(draft) === null) continue;
    const group = groups.get(draft.startingPoint) ?? [];
    group.push(draft);
    groups.set(draft.startingPoint, group);
  }
  const files: HandbackFile[] = [];
  for (const [index, [startingPoint, group]] of [...groups].entries()) {
    const locale = group[0]!.locale;
    const bundle = await buildReaderHandback({
      locale,
      startingPoint,
      reviewer,
      date,
      exported: now.toISOString(),
      sections: group
        .filter((draft) => termOfDraftId(draft.id) === null)
        .map((draft) => ({
          id: draft.id,
          start: draft.start,
          english: draft.english,
          markdown: draft.markdown,
          approved: draft.approved,
          ...(draft.approved && approvals[draft.id] ? { approval: approvals[draft.id] } : {}),
          ...(draft.converted ? { converted: true as const } : {}),
        })),
      // Glossary definitions (drafts under `glossary:<TermId>`) in the bundle's own list.
      glossary: group.flatMap((draft) => {
        const term = termOfDraftId(draft.id);
        if (term === null || draft.start === null) return [];
        return [
          {
            term,
            start: draft.start,
            text: draft.markdown,
            approved: draft.approved,
            ...(draft.approved && approvals[draft.id] ? { approval: approvals[draft.id] } : {}),
          },
        ];
      }),
    });
    const suffix = index === 0 ? '' : `-${index + 1}`;
    files.push({ fileName: `handback-${locale}-${date}${suffix}.json`, bundle });
  }
  return files;
}
