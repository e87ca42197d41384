/**
 * `content status`'s lines for glossary definitions (th, zh): each definition's state derived now
 * by verifying its approval record (review/definition-records.ts), never read from a stored
 * claim; the old `glossary-reviews/` files and unreadable records are named on stderr.
 */
import type { Translator } from '@polyhedral/i18n';
import { definitionReviews } from '../../review/definition-records.ts';
import type { CliIo } from '../io.ts';

/** Prints `key`'s line naming `ids`, when there are any (`cli.content.status.*-ids`). */
export const idsPrinter =
  (io: CliIo, t: Translator['t'], locale: string) => (key: Parameters<Translator['t']>[0], ids: string[]) => {
    if (ids.length > 0) io.stdout(t(key, { locale, ids: ids.join(', ') }));
  };

/** A review that stopped counting: whose, when, on which text (`?` for what the record does not say). */
export function earlierReviewLine(
  t: Translator['t'],
  id: string,
  earlier: { by?: string | null; on?: string | null; text?: string | null } | undefined,
): string {
  const { by, on, text } = earlier ?? {};
  return t('cli.content.status.earlier-review', {
    id,
    by: by ?? '?',
    on: on ?? '?',
    text: text?.slice(0, 12) ?? '?',
  });
}

export function printDefinitionStatus(root: string, io: CliIo, t: Translator['t']): void {
  const warned = new Set<string>();
  for (const locale of ['th', 'zh'] as const) {
    const read = definitionReviews(root, locale);
    if (read === null) continue;
    for (const file of read.legacy) {
      if (warned.has(file)) continue;
      warned.add(file);
      io.stderr(t('cli.content.status.legacy-definition-reviews', { file }));
    }
    for (const diagnostic of read.diagnostics)
      io.stderr(t('content.approval.invalid', { file: diagnostic.file }));
    let draft = 0;
    const reviewed: string[] = [];
    const accepted: string[] = [];
    const edited: string[] = [];
    const revoked: string[] = [];
    const noEnglish: string[] = [];
    for (const [term, state] of read.states) {
      const id = `glossary:${term}`;
      if (state.review === 'reviewed' && state.reviewer) {
        reviewed.push(
          t('cli.content.status.reviewed-by', { id, by: state.reviewer.by, on: state.reviewer.on }),
        );
      } else if (state.review === 'accepted' && state.reviewer?.kind === 'maintainer-acceptance') {
        accepted.push(
          t('cli.content.status.accepted-by', {
            id,
            by: state.reviewer.by,
            on: state.reviewer.on,
            maintainer: state.reviewer.acceptedBy ?? t('cli.content.status.the-maintainer'),
          }),
        );
      } else if (state.review === 'edited') {
        const earlier = state.lastReview;
        // Approved before approvals signed the English: said so, with the one command that stamps it.
        if (earlier?.why === 'no-english') {
          noEnglish.push(id);
          continue;
        }
        // A revoked key's review is on its own line (as sections'), not among the edited ones.
        if (earlier?.why === 'key-revoked' && earlier.kind !== 'maintainer-acceptance') {
          revoked.push(
            t('cli.content.status.revoked-by', { id, by: earlier.by ?? '?', keyId: earlier.keyId ?? '?' }),
          );
          continue;
        }
        edited.push(earlierReviewLine(t, id, earlier));
      } else draft += 1;
    }
    const counts = { reviewed: reviewed.length, accepted: accepted.length, noEnglish: noEnglish.length };
    const params = { locale, ...counts, edited: edited.length + revoked.length, draft };
    io.stdout(t('cli.content.status.definitions', params));
    const printIds = idsPrinter(io, t, locale);
    printIds('cli.content.status.reviewed-ids', reviewed);
    printIds('cli.content.status.edited-ids', edited);
    printIds('cli.content.status.accepted-ids', accepted);
    printIds('cli.content.status.revoked-ids', revoked);
    printIds('cli.content.status.no-english-ids', noEnglish);
    if (noEnglish.length > 0)
      io.stdout(t('cli.content.status.no-english-stamp', { locale, ids: noEnglish.join(' ') }));
  }
}
