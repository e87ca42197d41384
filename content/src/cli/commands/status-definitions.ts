/**
 * `content status`'s lines for glossary definitions (th, zh): each definition's state derived now
 * by verifying its approval record (approvals/definition-records.ts), never read from a stored
 * claim; the old `glossary-reviews/` files and unreadable records are named on stderr.
 */
import type { Translator } from '@polyhedral/i18n';
import { definitionReviews } from '../../approvals/definition-records.ts';
import type { CliIo } from '../io.ts';

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
    const counts = { reviewed: 0, accepted: 0, edited: 0, noEnglish: 0, draft: 0 };
    const reviewed: string[] = [];
    const accepted: string[] = [];
    const edited: string[] = [];
    const revoked: string[] = [];
    const noEnglish: string[] = [];
    for (const [term, state] of read.states) {
      const id = `glossary:${term}`;
      if (state.review === 'reviewed' && state.reviewer) {
        counts.reviewed += 1;
        reviewed.push(
          t('cli.content.status.reviewed-by', { id, by: state.reviewer.by, on: state.reviewer.on }),
        );
      } else if (state.review === 'accepted' && state.reviewer?.kind === 'maintainer-acceptance') {
        counts.accepted += 1;
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
          counts.noEnglish += 1;
          noEnglish.push(id);
          continue;
        }
        counts.edited += 1;
        // A revoked key's review is on its own line (as sections'), not among the edited ones.
        if (earlier?.why === 'key-revoked' && earlier.kind !== 'maintainer-acceptance') {
          revoked.push(
            t('cli.content.status.revoked-by', { id, by: earlier.by ?? '?', keyId: earlier.keyId ?? '?' }),
          );
          continue;
        }
        edited.push(
          t('cli.content.status.earlier-review', {
            id,
            by: earlier?.by ?? '?',
            on: earlier?.on ?? '?',
            text: earlier?.text?.slice(0, 12) ?? '?',
          }),
        );
      } else counts.draft += 1;
    }
    io.stdout(t('cli.content.status.definitions', { locale, ...counts }));
    if (reviewed.length > 0)
      io.stdout(t('cli.content.status.reviewed-ids', { locale, ids: reviewed.join(', ') }));
    if (edited.length > 0) io.stdout(t('cli.content.status.edited-ids', { locale, ids: edited.join(', ') }));
    if (accepted.length > 0)
      io.stdout(t('cli.content.status.accepted-ids', { locale, ids: accepted.join(', ') }));
    if (revoked.length > 0)
      io.stdout(t('cli.content.status.revoked-ids', { locale, ids: revoked.join(', ') }));
    if (noEnglish.length > 0) {
      io.stdout(t('cli.content.status.no-english-ids', { locale, ids: noEnglish.join(', ') }));
      io.stdout(t('cli.content.status.no-english-stamp', { locale, ids: noEnglish.join(' ') }));
    }
  }
}
