/**
 * `pnpm content review <th|zh|zh-hant> <ID ...> --reviewer NAME [--dry-run]`: the maintainer's signed
 * acceptance that NAME read these drafts (POLYHEDRAL_MAINTAINER_KEY; none: refused), never shown as
 * a review. A registered reviewer's own review is `--key FILE` (review-signed.ts). No `--all`: a
 * reviewer names what they read.
 */

import { createTranslator } from '@polyhedral/i18n';
import { recordStartingPoint } from '../../handback/starting-point.ts';
import { loadContent } from '../../loader/load-content.ts';
import type { ReaderLocale } from '../../model/types.ts';
import { reviewTranslation } from '../../review/page/review-translation.ts';
import { sectionAcceptances } from '../../review/signed-acceptance.ts';
import { localCalendarDate } from '../../text/calendar-date.ts';
import { readMaintainerKey } from '../../trust/maintainer-key.ts';
import { creditedNameProblem } from '../../trust/name-skeleton.ts';
import { readReviewersSync } from '../../trust/read-reviewers-sync.ts';
import { reviewerNameProblem, utcToday } from '../../trust/reviewer-name.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs, parseLocaleArgs } from './command-args.ts';
import { reportReview } from './review-report.ts';
import { runSignedReview } from './review-signed.ts';

export const REVIEW_USAGE =
  'usage: pnpm content review <th|zh|zh-hant> <ID ...> --reviewer NAME | --key FILE [--out BUNDLE] [--dry-run]';

export function runReview(args: readonly string[], io: CliIo): number | Promise<number> {
  const { t } = createTranslator(io.locale ?? 'en');
  // `--all` is read only to say why there is none.
  const parsed = parseLocaleArgs(
    args,
    { values: ['--reviewer', '--key'], switches: ['--dry-run', '--all'] },
    t,
  );
  // With a registered reviewer's key: signed (review-signed.ts reads its options again).
  const signed = parseCommandArgs(args, { values: ['--key', '--out'], switches: ['--dry-run'] }, t);
  if (signed.ok && signed.args.values.has('--key')) return runSignedReview(args, io);
  const by = parsed.ok ? parsed.args.values.get('--reviewer')?.trim() : undefined;
  if (parsed.ok && by !== undefined && (!by || reviewerNameProblem(by) !== null))
    return failWith(
      io,
      `${t('handback.error.option-value', { option: '--reviewer' })}\n${t('cli.content.usage.review')}`,
    );
  if (!parsed.ok || parsed.args.ids.length === 0 || parsed.args.flags.has('--all')) {
    if (!parsed.ok && parsed.error) io.stderr(parsed.error);
    if (parsed.ok && parsed.args.flags.has('--all')) io.stderr(t('cli.content.review.no-all'));
    return failWith(io, t('cli.content.usage.review'));
  }
  // A review credits a person: it needs their name.
  if (!by) {
    io.stderr(t('cli.content.review.reviewer-needed'));
    return failWith(io, t('cli.content.usage.review'));
  }
  const { locale, ids, flags } = parsed.args;
  return acceptOnBehalf(locale, ids, by, flags.has('--dry-run'), io);
}

/** The maintainer's signed acceptance of `ids` on behalf of `by` (refused without the maintainer's key). */
async function acceptOnBehalf(
  locale: ReaderLocale,
  ids: readonly string[],
  by: string,
  dryRun: boolean,
  io: CliIo,
): Promise<number> {
  const { problem } = createTranslator(io.locale ?? 'en');
  const model = loadContent(io.root ? { root: io.root } : {});
  // A typed name is the maintainer vouching: refused when it looks like a registered reviewer's
  // name without being it (trust/name-skeleton.ts).
  const reviewers = readReviewersSync(model.root);
  const nameProblem = reviewers.ok
    ? creditedNameProblem(
        by,
        reviewers.registry.reviewers.map((reviewer) => reviewer.name),
      )
    : reviewers.problem;
  if (nameProblem !== null) return failWith(io, problem(nameProblem));
  // Signed with the maintainer's key, or not written at all.
  const maintainer = await readMaintainerKey(model.root, { ...process.env, ...io.env });
  if (!maintainer.ok) return failWith(io, problem(maintainer.problem));
  const records = await sectionAcceptances(model, locale, ids, maintainer.signer, {
    onBehalfOf: by,
    reason: 'unsigned',
    date: localCalendarDate(),
    today: utcToday(),
  });
  // In a copy without git, where the work starts (what `pnpm content export` compares with).
  if (!dryRun) recordStartingPoint(model);
  const result = reviewTranslation(model, locale, ids, { dryRun, records });
  return reportReview(result, model, locale, dryRun, io, { by });
}
