/**
 * `pnpm content stamp <th|zh> <ID ...|--all> [--dry-run]`: mark translated sections current by
 * recording the English hash in the translation's front matter.
 */
import path from 'node:path';
import { loadContent } from '../../loader/load-content.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../model/types.ts';
import { stampTranslation } from '../../stamp/stamp-translation.ts';
import type { CliIo } from '../io.ts';

export const STAMP_USAGE = 'usage: pnpm content stamp <th|zh> <ID ...|--all> [--dry-run]';

function isTranslatedLocale(value: string | undefined): value is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly string[]).includes(value ?? '');
}

export function runStamp(args: readonly string[], io: CliIo): number {
  const [locale, ...rest] = args;
  const all = rest.includes('--all');
  const dryRun = rest.includes('--dry-run');
  const ids = rest.filter((arg) => !arg.startsWith('--'));
  if (!isTranslatedLocale(locale) || (all ? ids.length > 0 : ids.length === 0)) {
    io.stderr(STAMP_USAGE);
    return 2;
  }
  const model = loadContent(io.root ? { root: io.root } : {});
  const result = stampTranslation(model, locale, all ? 'all' : ids, { dryRun });
  for (const [file, stamped] of Object.entries(result.stamped)) {
    const shown = path.relative(io.cwd, path.join(model.root, file)).split(path.sep).join('/');
    io.stdout(`${dryRun ? 'would stamp' : 'stamped'} ${shown}: ${stamped.join(', ')}`);
  }
  for (const id of result.unknown) {
    io.stderr(`error: "${id}" is not a translated ${locale} section with an English original`);
  }
  return result.unknown.length > 0 ? 2 : 0;
}
