/** What `content review` (typed or signed) did, printed; the exit code. */
import { createTranslator } from '@polyhedral/i18n';
import { formatDiagnostic } from '../../findings/diagnostic.ts';
import type { ContentModel, ReaderLocale } from '../../model/types.ts';
import { type ReviewResult, reviewRefused } from '../../review/page/review-translation.ts';
import { formatRefusal } from '../../write/apply-map-edits.ts';
import { type CliIo, failWith } from '../io.ts';
import { shownPath } from './command-args.ts';
import { isConvertedOnly } from './converted-only.ts';

export function reportReview(
  result: ReviewResult,
  model: ContentModel,
  locale: ReaderLocale,
  dryRun: boolean,
  io: CliIo,
  /** The maintainer's acceptance on behalf of `by` (`--reviewer`), not a signed review. */
  acceptance?: { by: string },
): number {
  const { t } = createTranslator(io.locale ?? 'en');
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
  if (reviewRefused(result)) return failWith(io, t('cli.content.review.nothing-written'));
  for (const [file, reviewed] of Object.entries(result.reviewed)) {
    const params = { file: shownPath(io, model.root, file), ids: reviewed.join(', ') };
    if (acceptance)
      io.stdout(
        t(dryRun ? 'cli.content.review.would-accept' : 'cli.content.review.accepted', {
          ...params,
          by: acceptance.by,
        }),
      );
    else io.stdout(t(dryRun ? 'cli.content.review.dry-run' : 'cli.content.review.done', params));
  }
  for (const [file, already] of Object.entries(result.already)) {
    io.stdout(
      t('cli.content.review.already', { file: shownPath(io, model.root, file), ids: already.join(', ') }),
    );
  }
  return 0;
}
