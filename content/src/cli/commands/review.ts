/**
 * `pnpm content review <th|zh|zh-hant> <ID ...> --reviewer NAME [--dry-run]`: a native reviewer has read
 * these drafted sections; mark them `reviewed` in the translation's front matter (`review:`), with
 * who, when and which text (`reviewedBy:`, `reviewedOn:`, `reviewedText:`); the name is required.
 * A section edited after review can be marked again. There is no
 * `--all`: a reviewer names what they read.
 */

import { createTranslator } from '@polyhedral/i18n';
import { recordStartingPoint } from '../../handback/starting-point.ts';
import { loadContent } from '../../loader/load-content.ts';
import { reviewTranslation } from '../../review/review-translation.ts';
import { reviewerNameProblem } from '../../review-trust/reviewer-name.ts';
import type { CliIo } from '../io.ts';
import { parseLocaleArgs } from './command-args.ts';
import { reportReview } from './review-report.ts';
import { runSignedReview } from './review-signed.ts';

export const REVIEW_USAGE =
  'usage: pnpm content review <th|zh|zh-hant> <ID ...> --reviewer NAME | --key FILE [--out BUNDLE] [--dry-run]';

export function runReview(args: readonly string[], io: CliIo): number | Promise<number> {
  // With a registered reviewer's key: signed (review-signed.ts).
  if (args.includes('--key')) return runSignedReview(args, io);
  const { t } = createTranslator(io.locale ?? 'en');
  // `--reviewer NAME`: who read them, recorded with today's date.
  const at = args.indexOf('--reviewer');
  const by = at >= 0 ? args[at + 1]?.trim() : undefined;
  if (at >= 0 && (!by || by.startsWith('-') || reviewerNameProblem(by) !== null)) {
    io.stderr(
      `${t('handback.error.option-value', { option: '--reviewer' })}\n${t('cli.content.usage.review')}`,
    );
    return 2;
  }
  const parsed = parseLocaleArgs(
    at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args,
    ['--dry-run'],
    t,
  );
  if (!parsed.ok || parsed.args.ids.length === 0) {
    if (!parsed.ok && parsed.error) io.stderr(parsed.error);
    if (args.includes('--all')) io.stderr(t('cli.content.review.no-all'));
    io.stderr(t('cli.content.usage.review'));
    return 2;
  }
  // A review credits a person: it needs their name.
  if (!by) {
    io.stderr(t('cli.content.review.reviewer-needed'));
    io.stderr(t('cli.content.usage.review'));
    return 2;
  }
  const { locale, ids, flags } = parsed.args;
  const dryRun = flags.has('--dry-run');
  const model = loadContent(io.root ? { root: io.root } : {});
  // In a copy without git, where the work starts (what `pnpm content export` compares with).
  if (!dryRun) recordStartingPoint(model);
  const result = reviewTranslation(model, locale, ids, {
    dryRun,
    reviewer: { by, on: new Date().toISOString().slice(0, 10) },
  });
  return reportReview(result, model, locale, dryRun, io);
}
