/**
 * `pnpm content diff <th|zh|zh-hant> <ID> [--json]`: what changed in the English section since the
 * translation was stamped, as a word diff (`[-removed-]{+added+}`) of the English text then
 * (from the stamped-English store, else git history, by its hash) and now. Says plainly when the old text cannot be found.
 */
import { createTranslator } from '@polyhedral/i18n';
import { stampedEnglish, stampedEnglishReason } from '../../history/stamped-english.ts';
import { wordDiff, wordDiffText } from '../../history/word-diff.ts';
import { loadContent } from '../../loader/load-content.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseLocaleArgs } from './command-args.ts';

export function runDiff(args: readonly string[], io: CliIo): number {
  const { t, problem } = createTranslator(io.locale ?? 'en');
  const parsed = parseLocaleArgs(args, { switches: ['--json'] }, t);
  if (!parsed.ok || parsed.args.ids.length !== 1) {
    if (!parsed.ok && parsed.error) io.stderr(parsed.error);
    return failWith(io, t('cli.content.usage.diff'));
  }
  const { locale, ids, flags } = parsed.args;
  const id = ids[0]!;
  const model = loadContent(io.root ? { root: io.root } : {});
  const english = model.sections.get(id)?.en;
  if (!english) return failWith(io, t('cli.content.diff.not-english', { id }));
  const old = stampedEnglish(model, locale, id);
  if (!old.found) {
    const reason = stampedEnglishReason(old.problem);
    // `reason` is public output (scripts read it); `code` is the message key beside it.
    if (flags.has('--json'))
      io.stdout(JSON.stringify({ id, locale, found: false, reason, code: old.problem.code }));
    else io.stderr(problem(old.problem));
    return reason === 'not-translated' ? 2 : 1;
  }
  const parts = wordDiff(old.markdown, english.markdown, 'en');
  const stale = old.hash !== english.hash;
  if (flags.has('--json')) {
    io.stdout(JSON.stringify({ id, locale, found: true, stale, commit: old.commit, parts }));
    return 0;
  }
  if (!stale) {
    io.stdout(t('cli.content.diff.current', { locale, id }));
    return 0;
  }
  const source =
    old.commit === 'stamped-english'
      ? t('cli.content.diff.source.store', { hash: old.hash })
      : t('cli.content.diff.source.commit', { commit: old.commit.slice(0, 12) });
  io.stdout(t('cli.content.diff.header', { locale, id, source }));
  io.stdout(wordDiffText(parts));
  return 0;
}
