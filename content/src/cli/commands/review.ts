/**
 * `pnpm content review <th|zh> <ID ...> [--dry-run]`: a native reviewer has read these drafted
 * sections; mark them `reviewed` in the translation's front matter (`review:`). There is no
 * `--all`: a reviewer names what they read.
 */
import { formatRefusal } from '../../front-matter/apply-map-edits.ts';
import { loadContent } from '../../loader/load-content.ts';
import { reviewTranslation } from '../../review/review-translation.ts';
import type { CliIo } from '../io.ts';
import { parseLocaleArgs, shownPath } from './command-args.ts';

export const REVIEW_USAGE = 'usage: pnpm content review <th|zh> <ID ...> [--dry-run]';

export function runReview(args: readonly string[], io: CliIo): number {
  const parsed = parseLocaleArgs(args, ['--dry-run']);
  if (!parsed.ok || parsed.args.ids.length === 0) {
    if (!parsed.ok && parsed.error) io.stderr(parsed.error);
    if (args.includes('--all')) io.stderr('review has no --all: name the sections you have read');
    io.stderr(REVIEW_USAGE);
    return 2;
  }
  const { locale, ids, flags } = parsed.args;
  const dryRun = flags.has('--dry-run');
  const model = loadContent(io.root ? { root: io.root } : {});
  const result = reviewTranslation(model, locale, ids, { dryRun });
  for (const id of result.unknown) io.stderr(`error: "${id}" is not a ${locale} section`);
  for (const { id, file } of result.notDrafted) {
    io.stderr(
      `error: "${id}" (${shownPath(io, model.root, file)}) has no review: entry — it was not drafted in this project (its text comes from the file's source), so there is nothing to review`,
    );
  }
  for (const refusal of result.refused)
    io.stderr(formatRefusal(refusal, shownPath(io, model.root, refusal.file)));
  if (result.unknown.length > 0 || result.notDrafted.length > 0 || result.refused.length > 0) {
    io.stderr('review: nothing written');
    return 2;
  }
  for (const [file, reviewed] of Object.entries(result.reviewed)) {
    io.stdout(
      `${dryRun ? 'would mark reviewed' : 'reviewed'} ${shownPath(io, model.root, file)}: ${reviewed.join(', ')}`,
    );
  }
  for (const [file, already] of Object.entries(result.already)) {
    io.stdout(`already reviewed ${shownPath(io, model.root, file)}: ${already.join(', ')}`);
  }
  return 0;
}
