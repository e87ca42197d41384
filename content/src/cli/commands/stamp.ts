/**
 * `pnpm content stamp <th|zh|zh-hant> <ID ...|--all> [--dry-run]`: mark translated sections current by
 * recording the English hash in the translation's front matter.
 */
import { createTranslator } from '@polyhedral/i18n';
import { formatRefusal } from '../../front-matter/apply-map-edits.ts';
import { loadContent } from '../../loader/load-content.ts';
import { stampTranslation } from '../../stamp/stamp-translation.ts';
import type { CliIo } from '../io.ts';
import { parseLocaleArgs, shownPath } from './command-args.ts';
import { isConvertedOnly } from './converted-only.ts';

export const STAMP_USAGE = 'usage: pnpm content stamp <th|zh|zh-hant> <ID ...|--all> [--dry-run]';

export function runStamp(args: readonly string[], io: CliIo): number {
  const { t } = createTranslator(io.locale ?? 'en');
  const parsed = parseLocaleArgs(args, { switches: ['--all', '--dry-run'] }, t);
  const all = parsed.ok && parsed.args.flags.has('--all');
  if (!parsed.ok || (all ? parsed.args.ids.length > 0 : parsed.args.ids.length === 0)) {
    if (!parsed.ok && parsed.error) io.stderr(parsed.error);
    io.stderr(t('cli.content.usage.stamp'));
    return 2;
  }
  const { locale, ids, flags } = parsed.args;
  const dryRun = flags.has('--dry-run');
  const model = loadContent(io.root ? { root: io.root } : {});
  const result = stampTranslation(model, locale, all ? 'all' : ids, { dryRun });
  for (const id of result.unknown) {
    io.stderr(
      t(isConvertedOnly(model, locale, id) ? 'cli.content.converted-only' : 'cli.content.stamp.unknown-id', {
        id,
        locale,
      }),
    );
  }
  for (const refusal of result.refused)
    io.stderr(formatRefusal(refusal, shownPath(io, model.root, refusal.file), io.locale));
  if (result.unknown.length > 0 || result.refused.length > 0) {
    io.stderr(t('cli.content.stamp.nothing-written'));
    return 2;
  }
  for (const [file, stamped] of Object.entries(result.stamped)) {
    const params = { file: shownPath(io, model.root, file), ids: stamped.join(', ') };
    io.stdout(t(dryRun ? 'cli.content.stamp.dry-run' : 'cli.content.stamp.done', params));
  }
  return 0;
}
