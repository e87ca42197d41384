/**
 * `pnpm content stamp <th|zh|zh-hant> <ID ...|--all> [--dry-run]`: mark translated sections current by
 * recording the English hash in the translation's front matter. A `glossary:<TermId>` ID (th, zh)
 * stamps a definition approved with no English recorded: the maintainer's acceptance against the
 * English now (approvals/stamp-definition-records.ts).
 */
import { createTranslator } from '@polyhedral/i18n';
import { loadContent } from '../../loader/load-content.ts';
import type { ContentModel, ReaderLocale } from '../../model/types.ts';
import { stampDefinitionRecords } from '../../review/stamp-definition-records.ts';
import { stampTranslation } from '../../stamp/stamp-translation.ts';
import { formatRefusal } from '../../write/apply-map-edits.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseLocaleArgs, shownPath } from './command-args.ts';
import { isConvertedOnly } from './converted-only.ts';

export const STAMP_USAGE =
  'usage: pnpm content stamp <th|zh|zh-hant> <ID ...|glossary:<TermId> ...|--all> [--dry-run]';

const GLOSSARY_PREFIX = 'glossary:';

export function runStamp(args: readonly string[], io: CliIo): number | Promise<number> {
  const { t } = createTranslator(io.locale ?? 'en');
  const parsed = parseLocaleArgs(args, { switches: ['--all', '--dry-run'] }, t);
  const all = parsed.ok && parsed.args.flags.has('--all');
  if (!parsed.ok || (all ? parsed.args.ids.length > 0 : parsed.args.ids.length === 0)) {
    if (!parsed.ok && parsed.error) io.stderr(parsed.error);
    return failWith(io, t('cli.content.usage.stamp'));
  }
  const { locale, flags } = parsed.args;
  const dryRun = flags.has('--dry-run');
  const model = loadContent(io.root ? { root: io.root } : {});
  const terms = parsed.args.ids.filter((id) => id.startsWith(GLOSSARY_PREFIX));
  const ids = parsed.args.ids.filter((id) => !id.startsWith(GLOSSARY_PREFIX));
  const sections = () => stampSections(model, locale, all ? 'all' : ids, dryRun, io);
  // A definition's stamp is the maintainer's signed acceptance (asynchronous: Web Crypto).
  if (terms.length === 0) return sections();
  return stampDefinitions(model.root, locale, terms, dryRun, io).then((code) =>
    ids.length === 0 ? code : Math.max(code, sections()),
  );
}

async function stampDefinitions(
  root: string,
  locale: ReaderLocale,
  terms: readonly string[],
  dryRun: boolean,
  io: CliIo,
): Promise<number> {
  const { t, problem } = createTranslator(io.locale ?? 'en');
  let code = 0;
  const stamped =
    locale === 'th' || locale === 'zh'
      ? await stampDefinitionRecords(
          root,
          locale,
          terms.map((id) => id.slice(GLOSSARY_PREFIX.length)),
          { dryRun, env: { ...process.env, ...io.env } },
        )
      : terms.map((id) => ({
          id,
          ok: false as const,
          problem: { code: 'cli.content.stamp.definition-not-stampable', params: { id } },
        }));
  for (const one of stamped) {
    if (one.ok)
      io.stdout(
        t(dryRun ? 'cli.content.stamp.definition-dry-run' : 'cli.content.stamp.definition-done', {
          id: one.id,
          by: one.by,
        }),
      );
    else {
      io.stderr(problem(one.problem));
      code = 2;
    }
  }
  return code;
}

function stampSections(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[] | 'all',
  dryRun: boolean,
  io: CliIo,
): number {
  const { t } = createTranslator(io.locale ?? 'en');
  const result = stampTranslation(model, locale, ids, { dryRun });
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
  if (result.unknown.length > 0 || result.refused.length > 0)
    return failWith(io, t('cli.content.stamp.nothing-written'));
  for (const [file, stamped] of Object.entries(result.stamped)) {
    const params = { file: shownPath(io, model.root, file), ids: stamped.join(', ') };
    io.stdout(t(dryRun ? 'cli.content.stamp.dry-run' : 'cli.content.stamp.done', params));
  }
  return 0;
}
