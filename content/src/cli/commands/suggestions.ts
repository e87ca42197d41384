/**
 * `pnpm content suggestions [th|zh|zh-hant]`: the maintainer's queue (suggestions/<locale>.json,
 * filled by `content import`): per section, its title, where and when it came from, the approval
 * that did not count and why, and a word diff of the text before the import against the text it
 * brought. `pnpm content suggestions accept <locale> <ID ...>` confirms in one step: an approval
 * marks the section reviewed, credited to the name it carried (the maintainer vouches for it), when
 * the section is still the text approved and passes the review gate; a correction is kept.
 * `pnpm content suggestions reject <locale> <ID ...>` drops it: a correction's earlier text is put
 * back when the section is still the suggested text.
 */
import { createTranslator, isDerivedLocale } from '@polyhedral/i18n';
import { formatDiagnostic } from '../../check/diagnostic.ts';
import { saveDerivedSection } from '../../derive/save-derived-section.ts';
import { wordDiff, wordDiffText } from '../../history/word-diff.ts';
import { DEFAULT_CONTENT_ROOT } from '../../loader/content-root.ts';
import { loadContent } from '../../loader/load-content.ts';
import { isReviewedLocale, REVIEWED_LOCALES, type ReaderLocale } from '../../model/types.ts';
import { reviewTranslation } from '../../review/review-translation.ts';
import { saveSection, sectionTextHash } from '../../sections/save-section.ts';
import { readSuggestions, type Suggestion, writeSuggestions } from '../../suggestions/suggestion-queue.ts';
import { writeRefusalMessage } from '../../write/write-refusal-message.ts';
import type { CliIo } from '../io.ts';

export async function runSuggestions(args: readonly string[], io: CliIo): Promise<number> {
  const ui = io.locale ?? 'en';
  const { t } = createTranslator(ui);
  const usage = t('cli.content.usage.suggestions');
  const root = io.root ?? DEFAULT_CONTENT_ROOT;
  const [first, ...rest] = args;
  if (first === 'accept' || first === 'reject') {
    const [locale, ...ids] = rest;
    if (!isReviewedLocale(locale) || ids.length === 0 || ids.some((id) => id.startsWith('-'))) {
      io.stderr(usage);
      return 2;
    }
    return decide(first, root, locale, ids, io);
  }
  if (args.length > 1 || (first !== undefined && !isReviewedLocale(first))) {
    io.stderr(usage);
    return 2;
  }
  const model = loadContent({ root });
  let total = 0;
  for (const locale of first ? [first] : REVIEWED_LOCALES) {
    const queue = readSuggestions(root, locale);
    if (!queue.ok) {
      io.stderr(t('cli.content.suggestions.unreadable', { file: `suggestions/${locale}.json` }));
      continue;
    }
    for (const entry of queue.suggestions) {
      total += 1;
      const section = model.sections.get(entry.id);
      const title = section?.[locale]?.title ?? section?.en?.title ?? entry.id;
      const now = section?.[locale]?.markdown ?? null;
      io.stdout(
        t('cli.content.suggestions.entry', { locale, title, id: entry.id, received: entry.received }),
      );
      if (entry.approval) {
        io.stdout(
          `  ${t('cli.content.suggestions.approval', {
            by: entry.approval.by ?? t('handback.import.unnamed'),
            date: entry.approval.date,
            reason: t(`handback.import.reason.${entry.approval.reason as 'unsigned'}`),
          })}`,
        );
      }
      if (now !== entry.text) io.stdout(`  ${t('cli.content.suggestions.changed-since')}`);
      if (entry.before === entry.text) io.stdout(`  ${t('cli.content.suggestions.same-text')}`);
      else io.stdout(wordDiffText(wordDiff(entry.before ?? '', entry.text, locale)));
    }
  }
  io.stdout(t('cli.content.suggestions.count', { count: total }));
  return 0;
}

async function decide(
  action: 'accept' | 'reject',
  root: string,
  locale: ReaderLocale,
  ids: readonly string[],
  io: CliIo,
): Promise<number> {
  const ui = io.locale ?? 'en';
  const { t } = createTranslator(ui);
  const queue = readSuggestions(root, locale);
  if (!queue.ok) {
    io.stderr(t('cli.content.suggestions.unreadable', { file: `suggestions/${locale}.json` }));
    return 2;
  }
  let remaining: Suggestion[] = [...queue.suggestions];
  let code = 0;
  for (const id of new Set(ids)) {
    const entry = remaining.find((candidate) => candidate.id === id);
    if (!entry) {
      io.stderr(t('cli.content.suggestions.none', { id, locale }));
      code = Math.max(code, 2);
      continue;
    }
    const model = loadContent({ root });
    const now = model.sections.get(id)?.[locale]?.markdown ?? null;
    if (action === 'accept') {
      if (entry.approval) {
        if (now !== entry.text) {
          io.stderr(t('cli.content.suggestions.stale', { id }));
          code = Math.max(code, 2);
          continue;
        }
        const by = entry.approval.by;
        if (!by) {
          io.stderr(t('handback.import.review.unnamed', { id, by: '', date: entry.approval.date }));
          code = Math.max(code, 2);
          continue;
        }
        const result = reviewTranslation(model, locale, [id], { reviewer: { by, on: entry.approval.date } });
        const findings = result.blocked.flatMap((blocked) => blocked.findings);
        if (
          result.notDrafted.length > 0 ||
          result.unknown.length > 0 ||
          result.refused.length > 0 ||
          findings.length > 0
        ) {
          io.stderr(t('cli.content.review.blocked', { id, locale, count: findings.length }));
          for (const finding of findings) io.stderr(`  ${formatDiagnostic(finding, (file) => file, ui)}`);
          code = Math.max(code, 1);
          continue;
        }
        io.stdout(t('cli.content.suggestions.accepted-review', { id, by }));
      } else io.stdout(t('cli.content.suggestions.accepted-text', { id }));
    } else if (entry.before !== null && now === entry.text && entry.before !== entry.text) {
      const saved = isDerivedLocale(locale)
        ? saveDerivedSection(model, locale, id, entry.before, { base: sectionTextHash(entry.text) })
        : saveSection(model, locale, id, entry.before, { base: sectionTextHash(entry.text) });
      if (!saved.ok) {
        io.stderr(t('handback.import.write-refused', { id, reason: writeRefusalMessage(saved.refusal, ui) }));
        code = Math.max(code, 1);
        continue;
      }
      io.stdout(t('cli.content.suggestions.rejected-restored', { id }));
    } else io.stdout(t('cli.content.suggestions.rejected', { id }));
    remaining = remaining.filter((candidate) => candidate !== entry);
  }
  writeSuggestions(root, locale, remaining);
  return code;
}
