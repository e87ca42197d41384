/**
 * `content stamp <th|zh> glossary:<TermId> ...`: a definition approved with no English recorded
 * (shown `no-english`: credited to nobody) is stamped against the English now as the maintainer's
 * acceptance on behalf of whoever approved it (nobody's signature can be made after the fact),
 * signed with the maintainer's key (none: refused with why); recordDefinitionAcceptance re-checks it.
 */

import { type DefinitionLocale, readDefinitions } from '../glossary/glossary-files.ts';
import { glossaryRuleId } from '../trust/approval.ts';
import { type MaintainerKey, readMaintainerKey } from '../trust/maintainer-key.ts';
import { type TrustProblem, utcToday } from '../trust/reviewer-name.ts';
import { recordDefinitionAcceptance } from './definition-acceptance.ts';
import { definitionReviews } from './definition-records.ts';
import { signedAcceptance } from './signed-acceptance.ts';

export type DefinitionStamp =
  | { id: string; ok: true; by: string; file: string | null }
  | { id: string; ok: false; problem: TrustProblem };

export async function stampDefinitionRecords(
  root: string,
  locale: DefinitionLocale,
  terms: readonly string[],
  options: { dryRun: boolean; today?: string; env?: Readonly<Record<string, string | undefined>> },
): Promise<DefinitionStamp[]> {
  const today = options.today ?? utcToday();
  const states = definitionReviews(root, locale, today)?.states;
  const definitions = readDefinitions(root, locale) ?? {};
  const english = readDefinitions(root, 'en') ?? {};
  let maintainer: MaintainerKey | undefined;
  const stamps: DefinitionStamp[] = [];
  for (const term of terms) {
    const id = glossaryRuleId(term);
    const earlier = states?.get(term)?.lastReview;
    const text = definitions[term];
    if (text === undefined || earlier?.why !== 'no-english' || !earlier.by) {
      stamps.push({
        id,
        ok: false,
        problem: { code: 'cli.content.stamp.definition-not-stampable', params: { id } },
      });
      continue;
    }
    if (options.dryRun) {
      stamps.push({ id, ok: true, by: earlier.by, file: null });
      continue;
    }
    maintainer ??= await readMaintainerKey(root, options.env, today);
    const signed = maintainer.ok
      ? {
          ok: true as const,
          record: await signedAcceptance(
            maintainer.signer,
            { locale, ruleId: id, text, english: english[term] ?? null },
            { onBehalfOf: earlier.by, reason: 'no-english', date: today, today },
          ),
        }
      : maintainer;
    const accepted = recordDefinitionAcceptance(root, {
      locale,
      termId: term,
      text,
      onBehalfOf: earlier.by,
      signed,
    });
    stamps.push(
      accepted.ok
        ? { id, ok: true, by: earlier.by, file: accepted.file }
        : { id, ok: false, problem: accepted.problem },
    );
  }
  return stamps;
}
