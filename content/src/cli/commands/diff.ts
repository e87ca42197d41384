/**
 * `pnpm content diff <th|zh> <ID> [--json]`: what changed in the English section since the
 * translation was stamped, as a word diff (`[-removed-]{+added+}`) of the English text then
 * (found in git history by its hash) and now. Says plainly when the old text cannot be found.
 */
import { stampedEnglish } from '../../history/stamped-english.ts';
import { wordDiff } from '../../history/word-diff.ts';
import { loadContent } from '../../loader/load-content.ts';
import type { CliIo } from '../io.ts';
import { parseLocaleArgs } from './command-args.ts';

export const DIFF_USAGE = 'usage: pnpm content diff <th|zh> <ID> [--json]';

const NOT_FOUND: Record<string, string> = {
  'not-translated': 'is not translated in this language: there is nothing to compare',
  'no-stamp': 'has no stamped English hash: it is not known which English text it was translated from',
  'no-git':
    'cannot be compared: the content folder is not in a git repository, so the older English text is not available',
  'not-in-history':
    'cannot be compared: no commit in git history has the English text with the stamped hash (it was never committed, or the history is shallow)',
};

export function runDiff(args: readonly string[], io: CliIo): number {
  const parsed = parseLocaleArgs(args, ['--json']);
  if (!parsed.ok || parsed.args.ids.length !== 1) {
    if (!parsed.ok && parsed.error) io.stderr(parsed.error);
    io.stderr(DIFF_USAGE);
    return 2;
  }
  const { locale, ids, flags } = parsed.args;
  const id = ids[0]!;
  const model = loadContent(io.root ? { root: io.root } : {});
  const english = model.sections.get(id)?.en;
  if (!english) {
    io.stderr(`error: "${id}" is not an English section`);
    return 2;
  }
  const old = stampedEnglish(model, locale, id);
  if (!old.found) {
    if (flags.has('--json')) io.stdout(JSON.stringify({ id, locale, found: false, reason: old.reason }));
    else io.stderr(`${locale} ${id} ${NOT_FOUND[old.reason]}`);
    return old.reason === 'not-translated' ? 2 : 1;
  }
  const parts = wordDiff(old.markdown, english.markdown, 'en');
  const stale = old.hash !== english.hash;
  if (flags.has('--json')) {
    io.stdout(JSON.stringify({ id, locale, found: true, stale, commit: old.commit, parts }));
    return 0;
  }
  if (!stale) {
    io.stdout(`${locale} ${id} is current: the English text has not changed since it was stamped`);
    return 0;
  }
  io.stdout(`${locale} ${id}: English changes since the stamp (commit ${old.commit.slice(0, 12)})`);
  io.stdout(
    parts
      .map((part) =>
        part.kind === 'added'
          ? `{+${part.value}+}`
          : part.kind === 'removed'
            ? `[-${part.value}-]`
            : part.value,
      )
      .join(''),
  );
  return 0;
}
