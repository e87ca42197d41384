/**
 * `pnpm content review <th|zh|zh-hant> <ID ...> --reviewer NAME [--dry-run]`: a native reviewer has read
 * these drafted sections; mark them `reviewed` in the translation's front matter (`review:`), with
 * who, when and which text (`reviewedBy:`, `reviewedOn:`, `reviewedText:`); the name is required.
 * A section edited after review can be marked again. There is no
 * `--all`: a reviewer names what they read.
 */

import { createTranslator } from '@polyhedral/i18n';
import { formatDiagnostic } from '../../check/diagnostic.ts';
import { formatRefusal } from '../../front-matter/apply-map-edits.ts';
import { recordStartingPoint } from '../../handback/starting-point.ts';
import { loadContent } from '../../loader/load-content.ts';
import { reviewTranslation } from '../../review/review-translation.ts';
import { isPlainName } from '../../text/plain-text.ts';
import type { CliIo } from '../io.ts';
import { parseLocaleArgs, shownPath } from './command-args.ts';
import { isConvertedOnly } from './converted-only.ts';

export const REVIEW_USAGE = 'usage: pnpm content review <th|zh|zh-hant> <ID ...> --reviewer NAME [--dry-run]';

export function runReview(args: readonly string[], io: CliIo): number {
  const { t } = createTranslator(io.locale ?? 'en');
  // `--reviewer NAME`: who read them, recorded with today's date.
  const at = args.indexOf('--reviewer');
  const by = at >= 0 ? args[at + 1]?.trim() : undefined;
  if (at >= 0 && (!by || by.startsWith('-') || by.length > 120 || !isPlainName(by))) {
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
  for (const id of result.unknown) {
    io.stderr(
      t(isConvertedOnly(model, locale, id) ? 'cli.content.converted-only' : 'cli.content.review.unknown-id', {
        id,
        locale,
      }),
    );
  }
  for (const { id, file } of result.notDrafted) {
    io.stderr(t('cli.content.review.not-drafted', { id, file: shownPath(io, model.root, file) }));
  }
  for (const refusal of result.refused)
    io.stderr(formatRefusal(refusal, shownPath(io, model.root, refusal.file), io.locale));
  for (const { id, findings } of result.blocked) {
    io.stderr(t('cli.content.review.blocked', { id, locale, count: findings.length }));
    for (const finding of findings) {
      io.stderr(
        `  ${formatDiagnostic(finding, (file) => shownPath(io, model.root, file), io.locale ?? 'en')}`,
      );
    }
  }
  if (
    result.unknown.length > 0 ||
    result.notDrafted.length > 0 ||
    result.refused.length > 0 ||
    result.blocked.length > 0
  ) {
    io.stderr(t('cli.content.review.nothing-written'));
    return 2;
  }
  for (const [file, reviewed] of Object.entries(result.reviewed)) {
    const params = { file: shownPath(io, model.root, file), ids: reviewed.join(', ') };
    io.stdout(t(dryRun ? 'cli.content.review.dry-run' : 'cli.content.review.done', params));
  }
  for (const [file, already] of Object.entries(result.already)) {
    io.stdout(
      t('cli.content.review.already', { file: shownPath(io, model.root, file), ids: already.join(', ') }),
    );
  }
  return 0;
}
