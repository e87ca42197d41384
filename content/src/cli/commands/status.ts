/**
 * `pnpm content status [--json]`: translation coverage per locale, and which sections are stale.
 * `--json` prints `contentStatus`. A file whose front matter cannot be read is named on stderr (its
 * sections count as missing) and the command exits 1. `status zh-hant` prints the derived locale's
 * review state instead (`--locale` is the messages' language, as for every command).
 */
import { textTable } from '@polyhedral/core/text-table';
import { createTranslator, type DerivedLocale, isDerivedLocale, type Translator } from '@polyhedral/i18n';
import { loadContent } from '../../loader/load-content.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../model/types.ts';
import { type ContentStatus, contentStatus, type LocaleStatus } from '../../status/content-status.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs, shownPath } from './command-args.ts';
import { earlierReviewLine, idsPrinter, printDefinitionStatus } from './status-definitions.ts';

/** The line each reason a review stopped counting is listed on (a revoked key's: the revoked line). */
const LOST_REVIEW_LINES = [
  ['text-changed', 'cli.content.status.edited-ids'],
  ['english-changed', 'cli.content.status.english-changed-ids'],
  ['no-english', 'cli.content.status.no-english-ids'],
  ['not-verified', 'cli.content.status.unverified-ids'],
] as const;

/** The table's columns, in order (`cli.content.status.column.<name>`). */
const STATUS_COLUMNS = [
  'locale',
  'translated',
  'current',
  'draft',
  'stale',
  'missing',
  'only-here',
  'coverage',
  'words-missing',
  'words-stale',
] as const;

export function runStatus(args: readonly string[], io: CliIo): number {
  const { t } = createTranslator(io.locale ?? 'en');
  const parsed = parseCommandArgs(args, { switches: ['--json'] }, t);
  const [word, ...more] = parsed.ok ? parsed.args.words : [];
  const derived = isDerivedLocale(word) ? word : undefined;
  const unknown = word !== undefined && !derived ? word : more[0];
  if (!parsed.ok || unknown !== undefined) {
    const error = parsed.ok ? t('cli.content.error.unknown-argument', { argument: unknown! }) : parsed.error;
    return failWith(io, `${error}\n${t('cli.content.usage.status')}`);
  }
  const asJson = parsed.args.switches.has('--json');
  const model = loadContent(io.root ? { root: io.root } : {});
  const status = contentStatus(model);
  for (const file of status.unreadableFiles) {
    io.stderr(t('cli.content.status.unreadable', { file: shownPath(io, model.root, file) }));
  }
  const code = status.unreadableFiles.length > 0 ? 1 : 0;
  if (derived) {
    printDerived(io, t, derived, status.derived[derived], asJson);
    return code;
  }
  if (asJson) {
    io.stdout(JSON.stringify(status));
    return code;
  }
  io.stdout(
    t('cli.content.status.english', { sections: status.sections, words: status.locales.th.words.english }),
  );
  const columns = STATUS_COLUMNS.map((column) => t(`cli.content.status.column.${column}`));
  const rows = TRANSLATED_LOCALES.map((locale) => {
    const s = status.locales[locale];
    const counts = [s.translated, s.current, s.draft, s.stale, s.missing, s.translationOnly].map(String);
    return [
      locale,
      ...counts,
      `${(s.coverage * 100).toFixed(1)}%`,
      String(s.words.missing),
      String(s.words.stale),
    ];
  });
  io.stdout(textTable(columns, rows));
  // Each section in one state: the numbers the workbench's overview shows (`current` here: no review mark).
  for (const locale of TRANSLATED_LOCALES)
    io.stdout(t('cli.content.status.states', { locale, ...status.locales[locale].states }));
  for (const locale of TRANSLATED_LOCALES) printLocaleIds(io, t, locale, status.locales[locale]);
  printDefinitionStatus(model.root, io, t);
  return code;
}

/** A derived locale's review state (`status zh-hant`), as JSON or as lines. */
function printDerived(
  io: CliIo,
  t: Translator['t'],
  derived: DerivedLocale,
  own: ContentStatus['derived'][DerivedLocale],
  asJson: boolean,
): void {
  if (asJson) {
    io.stdout(JSON.stringify(own));
    return;
  }
  io.stdout(
    t('cli.content.status.derived', {
      locale: derived,
      from: own.convertedFrom,
      sections: own.sections,
      ...own.counts,
    }),
  );
  for (const state of ['draft', 'reviewed', 'accepted', 'edited', 'stale'] as const)
    idsPrinter(io, t, derived)(`cli.content.status.derived-${state}`, own.ids[state]);
}

/** One locale's sections named by state: stale, reviewed (by whom), reviews lost, accepted, revoked. */
function printLocaleIds(io: CliIo, t: Translator['t'], locale: TranslatedLocale, status: LocaleStatus): void {
  const printIds = idsPrinter(io, t, locale);
  printIds('cli.content.status.stale-ids', status.ids.stale);
  const reviewed = Object.entries(status.reviewers).map(([id, { by, on }]) =>
    t('cli.content.status.reviewed-by', { id, by, on: on ?? '?' }),
  );
  printIds('cli.content.status.reviewed-ids', reviewed);
  // A review that no longer counts: nobody is credited; whose earlier review, on which text, stays
  // on record, listed by why it stopped counting (a revoked key's are on the line after).
  const lost = status.ids.edited.map((id) => {
    const earlier = status.earlierReviews[id];
    return { line: earlier ? earlierReviewLine(t, id, earlier) : id, why: earlier?.why ?? 'text-changed' };
  });
  for (const [why, key] of LOST_REVIEW_LINES)
    printIds(
      key,
      lost.filter((one) => one.why === why).map((one) => one.line),
    );
  // The maintainer's acceptances: shown as such, never among the reviewed.
  const accepted = Object.entries(status.acceptances).map(([id, { by, on, acceptedBy }]) =>
    t('cli.content.status.accepted-by', {
      id,
      by,
      on,
      maintainer: acceptedBy ?? t('cli.content.status.the-maintainer'),
    }),
  );
  printIds('cli.content.status.accepted-ids', accepted);
  // Marks of a revoked key: named, so the maintainer knows what to have read again.
  const revoked = Object.entries(status.revoked).map(([id, { by, keyId }]) =>
    t('cli.content.status.revoked-by', { id, by: by ?? '?', keyId: keyId ?? '?' }),
  );
  printIds('cli.content.status.revoked-ids', revoked);
}
