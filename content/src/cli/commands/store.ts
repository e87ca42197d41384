/**
 * `pnpm content store [--json]`: bring the stamped-English store (content/stamped-english/) in line
 * with the stamps: store the English text every stamp names (from the working tree or git history)
 * and remove texts no stamp names. Exit 1 when a stamp's English text was found nowhere.
 */
import { createTranslator } from '@polyhedral/i18n';
import { fillEnglishStore } from '../../history/fill-english-store.ts';
import { loadContent } from '../../loader/load-content.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs, usageError } from './command-args.ts';

export function runStore(args: readonly string[], io: CliIo): number {
  const { t } = createTranslator(io.locale ?? 'en');
  const parsed = parseCommandArgs(args, { switches: ['--json'] }, t);
  if (!parsed.ok || parsed.args.words.length > 0)
    return failWith(io, usageError(parsed, t('cli.content.usage.store')));
  const model = loadContent(io.root ? { root: io.root } : {});
  const result = fillEnglishStore(model);
  if (parsed.args.switches.has('--json')) io.stdout(JSON.stringify(result));
  else {
    io.stdout(t('cli.content.store.done', { stored: result.stored.length, pruned: result.pruned.length }));
    for (const { locale, id, hash } of result.missing) {
      io.stderr(t('cli.content.store.missing', { locale, id, hash }));
    }
  }
  return result.missing.length > 0 ? 1 : 0;
}
