/**
 * Before `suggestions accept` decides (synchronously, under the content lock), the maintainer's
 * acceptance of each named entry with an approval is signed with the maintainer's key: its text,
 * the English now, today, the name and its reason (the decision then checks the text is still
 * that). No key: its problem, and each such accept is refused with it.
 */

import { readDefinitions } from '../glossary/glossary-files.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import type { AcceptanceRecord } from '../review/approval-record.ts';
import { acceptanceReason } from '../review/on-behalf-of.ts';
import { signedAcceptance } from '../review/signed-acceptance.ts';
import { glossaryRuleId } from '../trust/approval.ts';
import { readMaintainerKey } from '../trust/maintainer-key.ts';
import { type TrustProblem, utcToday } from '../trust/reviewer-name.ts';
import { entryNames, readSuggestions, type Suggestion } from './suggestion-queue.ts';

/** Entry name -> its signed acceptance; or why the maintainer cannot sign. */
export type SignedAcceptances =
  | { ok: true; records: ReadonlyMap<string, AcceptanceRecord> }
  | { ok: false; problem: TrustProblem };

function englishOf(root: string, entry: Suggestion, model: () => ContentModel): string | null {
  if (entry.kind === 'glossary') return readDefinitions(root, 'en')?.[entry.id] ?? null;
  return model().sections.get(entry.id)?.en?.markdown ?? null;
}

export async function signQueuedAcceptances(
  root: string,
  locale: ReaderLocale,
  names: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  today: string = utcToday(),
): Promise<SignedAcceptances> {
  const queue = readSuggestions(root, locale);
  if (!queue.ok) return { ok: true, records: new Map() };
  const byName = new Map(
    entryNames(queue.suggestions).map((name, index) => [name, queue.suggestions[index]!]),
  );
  const wanted = names.filter((name) => byName.get(name)?.approval?.by);
  if (wanted.length === 0) return { ok: true, records: new Map() };
  const maintainer = await readMaintainerKey(root, env, today);
  if (!maintainer.ok) return maintainer;
  let loaded: ContentModel | undefined;
  const model = () => (loaded ??= loadContent({ root }));
  const records = new Map<string, AcceptanceRecord>();
  for (const name of wanted) {
    const entry = byName.get(name)!;
    const ruleId = entry.kind === 'glossary' ? glossaryRuleId(entry.id) : entry.id;
    const target = { locale, ruleId, text: entry.text, english: englishOf(root, entry, model) };
    const terms = {
      onBehalfOf: entry.approval!.by!,
      reason: acceptanceReason(entry.approval!.reason),
      date: today,
      today,
    };
    records.set(name, await signedAcceptance(maintainer.signer, target, terms));
  }
  return { ok: true, records };
}
