/**
 * `content stamp <th|zh> glossary:<TermId> ...`: the maintainer's stamp of a glossary definition
 * approved with no English recorded (its record's `englishHash` is null while an English definition
 * exists: a draft saved before approvals signed the English). The loader shows such a definition as
 * `no-english`: not current, credited to nobody. Nobody's signature can be stamped after the fact,
 * so the stamp is the maintainer's acceptance on behalf of whoever approved it, against the English
 * now (recordDefinitionAcceptance re-checks the name, the text and the date), shown as such.
 */
import { type DefinitionLocale, readDefinitions } from '../glossary-review/glossary-files.ts';
import { glossaryRuleId } from '../review-trust/approval.ts';
import { type TrustProblem, utcToday } from '../review-trust/reviewer-name.ts';
import { recordDefinitionAcceptance } from './definition-acceptance.ts';
import { definitionReviews } from './definition-records.ts';

export type DefinitionStamp =
  | { id: string; ok: true; by: string; file: string | null }
  | { id: string; ok: false; problem: TrustProblem };

export function stampDefinitionRecords(
  root: string,
  locale: DefinitionLocale,
  terms: readonly string[],
  options: { dryRun: boolean; today?: string },
): DefinitionStamp[] {
  const today = options.today ?? utcToday();
  const states = definitionReviews(root, locale, today)?.states;
  const definitions = readDefinitions(root, locale) ?? {};
  return terms.map((term): DefinitionStamp => {
    const id = glossaryRuleId(term);
    const earlier = states?.get(term)?.lastReview;
    const text = definitions[term];
    if (text === undefined || earlier?.why !== 'no-english' || !earlier.by)
      return {
        id,
        ok: false,
        problem: { code: 'cli.content.stamp.definition-not-stampable', params: { id } },
      };
    if (options.dryRun) return { id, ok: true, by: earlier.by, file: null };
    const accepted = recordDefinitionAcceptance(root, {
      locale,
      termId: term,
      text,
      onBehalfOf: earlier.by,
      reason: 'no-english',
      today,
    });
    return accepted.ok
      ? { id, ok: true, by: earlier.by, file: accepted.file }
      : { id, ok: false, problem: accepted.problem };
  });
}
