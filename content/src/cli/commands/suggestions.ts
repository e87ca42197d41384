/**
 * `pnpm content suggestions [th|zh|zh-hant]`: the maintainer's queue, per entry its title, origin,
 * the approval that did not count and why, and a word diff of what it brought;
 * `suggestions accept|reject <locale> <ID ...>` decides entries (decide-suggestions.ts).
 */
import { createTranslator } from '@polyhedral/i18n';
import { formatDiagnostic } from '../../findings/diagnostic.ts';
import { wordDiff, wordDiffText } from '../../history/word-diff.ts';
import { DEFAULT_CONTENT_ROOT } from '../../loader/content-root.ts';
import { loadContent } from '../../loader/load-content.ts';
import { isReviewedLocale, REVIEWED_LOCALES, type ReaderLocale } from '../../model/types.ts';
import { decideSuggestions, isDone, type SuggestionDecision } from '../../suggestions/decide-suggestions.ts';
import { pendingSuggestions } from '../../suggestions/pending-suggestions.ts';
import { signQueuedAcceptances } from '../../suggestions/sign-queued-acceptances.ts';
import { privateKeyParams } from '../../trust/private-key-material.ts';
import type { TrustProblem } from '../../trust/reviewer-name.ts';
import { withContentLock } from '../../write/content-lock.ts';
import { writeRefusalMessage } from '../../write/write-refusal-message.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs } from './command-args.ts';

export async function runSuggestions(args: readonly string[], io: CliIo): Promise<number> {
  const ui = io.locale ?? 'en';
  const { t, has } = createTranslator(ui);
  const usage = t('cli.content.usage.suggestions');
  const root = io.root ?? DEFAULT_CONTENT_ROOT;
  const parsed = parseCommandArgs(args, { switches: ['--english-changed'] }, t);
  if (!parsed.ok) return failWith(io, `${parsed.error}\n${usage}`);
  const words = parsed.args.words;
  const [first, ...rest] = words;
  if (first === 'accept' || first === 'reject') {
    const [locale, ...ids] = rest;
    if (!isReviewedLocale(locale) || ids.length === 0) return failWith(io, usage);
    return decide(first, root, locale, ids, io, parsed.args.switches.has('--english-changed'));
  }
  if (words.length > 1 || (first !== undefined && !isReviewedLocale(first))) return failWith(io, usage);
  const model = loadContent({ root });
  let total = 0;
  let unreadable = false;
  for (const queue of pendingSuggestions(model, first ? [first] : REVIEWED_LOCALES)) {
    if (!queue.ok) {
      io.stderr(
        queue.privateKey
          ? t('handback.trust.queue.private-key', { file: queue.file, ...privateKeyParams(queue.privateKey) })
          : t('cli.content.suggestions.unreadable', { file: queue.file, line: queue.line }),
      );
      unreadable = true;
      continue;
    }
    for (const entry of queue.entries) {
      total += 1;
      const { locale, title, id } = entry;
      const received = entry.receivedAt ?? entry.received;
      io.stdout(t('cli.content.suggestions.entry', { locale, title, id, received }));
      if (entry.sender) io.stdout(`  ${t('cli.content.suggestions.sender', { sender: entry.sender })}`);
      if (entry.approval) {
        io.stdout(
          `  ${t('cli.content.suggestions.approval', {
            by: entry.approval.by ?? t('handback.import.unnamed'),
            date: entry.approval.date,
            // The queue is a file from outside: a reason this version has no words for is named, not shown as a key.
            reason: has(`handback.import.reason.${entry.approval.reason}`)
              ? t(`handback.import.reason.${entry.approval.reason as 'unsigned'}`)
              : t('handback.import.reason.unknown', { reason: entry.approval.reason }),
          })}`,
        );
      }
      if (entry.sameText) io.stdout(`  ${t('cli.content.suggestions.same-text')}`);
      else io.stdout(wordDiffText(entry.diff));
      if (entry.numbers.length > 0) {
        const changes = entry.numbers.map((change) => `${change.before} → ${change.after}`).join(', ');
        const key = entry.hasEnglish
          ? 'cli.content.suggestions.numbers'
          : 'cli.content.suggestions.numbers-unchecked';
        io.stdout(`  ${t(key, { changes })}`);
      }
      if (entry.diffNow !== null) {
        io.stdout(`  ${t('cli.content.suggestions.now')}`);
        io.stdout(wordDiffText(entry.diffNow));
      }
    }
  }
  io.stdout(t('cli.content.suggestions.count', { count: total }));
  // An unreadable queue is not "nothing pending": exit 2, the file named at its line.
  return unreadable ? 2 : 0;
}

/** Exit code of a decision not carried out: 2 for a wrong request, 1 for a refusal of the content. */
function failureCode(decision: SuggestionDecision): number {
  if (isDone(decision)) return 0;
  return decision.outcome === 'blocked' ||
    decision.outcome === 'write-refused' ||
    decision.outcome === 'moved-on' ||
    decision.outcome === 'refused'
    ? 1
    : 2;
}

async function decide(
  action: 'accept' | 'reject',
  root: string,
  locale: ReaderLocale,
  ids: readonly string[],
  io: CliIo,
  englishChanged: boolean,
): Promise<number> {
  const ui = io.locale ?? 'en';
  const { t, problem } = createTranslator(ui);
  // An approval accepted is the maintainer's signed acceptance (POLYHEDRAL_MAINTAINER_KEY).
  const signed =
    action === 'accept'
      ? await signQueuedAcceptances(root, locale, ids, { ...process.env, ...io.env })
      : undefined;
  // Under the content lock, as the workbench decides: an import queueing meanwhile loses nothing.
  const result = withContentLock(root, () =>
    decideSuggestions(root, locale, action, ids, signed, { englishChanged }),
  );
  if (!result.ok) {
    const key = result.rejections
      ? 'cli.content.suggestions.rejected-unreadable'
      : 'cli.content.suggestions.unreadable';
    return failWith(io, t(key, { file: result.file, line: result.line }));
  }
  let code = 0;
  const credited = new Set<string>();
  for (const decision of result.decisions) {
    const { id } = decision;
    code = Math.max(code, failureCode(decision));
    switch (decision.outcome) {
      case 'none':
        io.stderr(t('cli.content.suggestions.none', { id, locale }));
        break;
      case 'stale':
        io.stderr(t('cli.content.suggestions.stale', { id }));
        break;
      case 'unnamed':
        io.stderr(t('handback.import.review.unnamed', { id, by: '', date: decision.date }));
        break;
      case 'blocked':
        io.stderr(t('cli.content.review.blocked', { id, locale, count: decision.findings.length }));
        for (const finding of decision.findings)
          io.stderr(`  ${formatDiagnostic(finding, (file) => file, ui)}`);
        break;
      case 'write-refused':
        io.stderr(
          t('handback.import.write-refused', { id, reason: writeRefusalMessage(decision.refusal, ui) }),
        );
        break;
      case 'refused':
        io.stderr(refusalLine(id, decision.problem, problem));
        break;
      case 'accepted-review':
        io.stdout(t('cli.content.suggestions.accepted-review', { id, by: decision.by }));
        if (decision.sender) credited.add(decision.sender);
        break;
      case 'accepted-text':
      case 'accepted-applied':
        io.stdout(t(`cli.content.suggestions.${decision.outcome}`, { id }));
        if (decision.sender) credited.add(decision.sender);
        break;
      case 'moved-on':
        io.stderr(t('cli.content.suggestions.moved-on', { id }));
        io.stderr(wordDiffText(wordDiff(decision.now ?? '', decision.text, locale)));
        break;
      case 'ambiguous':
        io.stderr(t('cli.content.suggestions.ambiguous', { id, names: decision.names.join(', ') }));
        break;
      case 'text-only':
        io.stderr(
          t('handback.trust.acceptance.text-only', { id, file: decision.file, errno: decision.errno }),
        );
        break;
      default:
        io.stdout(t(`cli.content.suggestions.${decision.outcome}`, { id }));
    }
  }
  if (result.queueFault)
    return failWith(io, t('cli.content.suggestions.queue-not-updated', result.queueFault));
  const accepted = result.decisions.filter((decision) => decision.outcome.startsWith('accepted'));
  if (accepted.length > 0) {
    const names = accepted.map((decision) => decision.id);
    const ids = `${names.slice(0, 6).join(', ')}${names.length > 6 ? ', …' : ''}`;
    const by = credited.size > 0 ? ` (suggested by ${[...credited].join('; ')})` : '';
    io.stdout(t('handback.import.commit', { message: `"${locale}: accept suggestions ${ids}${by}"` }));
  }
  return code;
}

/**
 * A refusal as one line: a refusal about the section names it itself (`{{id}}: …`, its params carry
 * the ID: handback.trust.acceptance.english-changed, blocked), so it is printed as it is; one about
 * the key or the registry (no-maintainer-key, a look-alike name) is prefixed with the ID.
 */
function refusalLine(id: string, refusal: TrustProblem, format: (problem: TrustProblem) => string): string {
  return refusal.params.id === id ? format(refusal) : `${id}: ${format(refusal)}`;
}
