/**
 * What `pnpm content import` prints of an import (handback/import-handback.ts's result), step by
 * step and in this order: the sections, the glossary entries, the review marks, the stamps, the
 * summary and the commit message; and what it counts as it goes (not applied: exit 1).
 */
import { type Translator, termName, type WrittenLocale } from '@polyhedral/i18n';
import { formatDiagnostic } from '../../findings/diagnostic.ts';
import type { importHandback } from '../../handback/import-handback.ts';
import { wordDiff, wordDiffText } from '../../history/word-diff.ts';
import type { ReaderLocale } from '../../model/types.ts';
import { writeRefusalMessage } from '../../write/write-refusal-message.ts';
import type { CliIo } from '../io.ts';
import { shownPath } from './command-args.ts';

/** The line a section the import applies prints, by what it did (message keys written out). */
const APPLIED_LINE = {
  replace: 'handback.import.replace',
  create: 'handback.import.create',
  same: 'handback.import.same',
} as const;

type ImportResult = Awaited<ReturnType<typeof importHandback>>;

/** What the report of one import prints with, and what it counts as it goes. */
export interface ImportReport {
  io: CliIo;
  ui: WrittenLocale;
  root: string;
  translator: Translator;
  result: ImportResult;
  bundleLocale: ReaderLocale;
  /** A section named by its title (and ID, for the maintainer), never by a position in the file. */
  label: (id: string) => string;
  /** Sections, entries, review marks and stamps not applied (exit 1 when any). */
  notApplied: number;
  reviewed: number;
  /** Who reviewed what this import applied: `name, date`. */
  reviewers: Set<string>;
  /** Glossary definitions replaced. */
  glossaryApplied: number;
}

/** Whether a section step wrote its text (replaced or created, and not refused by the writer). */
function wroteSection(result: ImportResult, step: ImportResult['sections'][number]): boolean {
  return (
    (step.action === 'replace' || step.action === 'create') &&
    !result.writeRefused.some((refused) => refused.id === step.id)
  );
}

/** The sections refused before writing, each step's outcome (applied, the same, a conflict), and the writer's refusals. */
export function reportSections(report: ImportReport): void {
  const { io, ui, root, result, label, bundleLocale } = report;
  const { t, tData } = report.translator;
  for (const refusal of result.sectionsRefused) {
    report.notApplied += 1;
    // The script's name in the reader's language (its message key travels in the refusal).
    const params: Record<string, string | number> = { ...refusal.params, id: label(refusal.id) };
    if (refusal.code === 'handback.section.wrong-script') params.script = tData(refusal.params.scriptKey);
    io.stderr(t(refusal.code, params));
    if (refusal.code === 'handback.section.check-failed') {
      for (const error of refusal.errors) {
        io.stderr(`  ${formatDiagnostic(error, (name) => shownPath(io, root, name), ui)}`);
      }
    }
  }
  for (const step of result.sections) {
    if (step.action !== 'conflict') {
      if (!result.writeRefused.some((refused) => refused.id === step.id)) {
        io.stdout(t(APPLIED_LINE[step.action], { id: label(step.id) }));
      }
      continue;
    }
    report.notApplied += 1;
    if (step.current === null) {
      io.stderr(t('handback.import.conflict-removed', { id: label(step.id), locale: bundleLocale }));
      continue;
    }
    io.stderr(t('handback.import.conflict', { id: label(step.id) }));
    io.stderr(wordDiffText(wordDiff(step.current, step.incoming, bundleLocale)));
  }
  for (const { id, refusal } of result.writeRefused) {
    report.notApplied += 1;
    io.stderr(
      t('handback.import.write-refused', { id: label(id), reason: writeRefusalMessage(refusal, ui) }),
    );
  }
}

/** Every number or dice expression an applied section's new text changed (issue 72: no wrong number lands unseen). */
export function reportNumbers(report: ImportReport): void {
  const { io, result, label } = report;
  const { t } = report.translator;
  for (const { id, changes, hasEnglish } of result.numbers) {
    const shown = changes.map((change) => `${change.before} → ${change.after}`).join(', ');
    const key = hasEnglish ? 'handback.import.numbers' : 'handback.import.numbers-unchecked';
    io.stdout(t(key, { id: label(id), changes: shown }));
  }
}

/** Glossary definitions, entry by entry (handback/import-glossary.ts), with their review marks. */
export function reportGlossary(report: ImportReport): void {
  const { io, ui, result, bundleLocale } = report;
  const { t, tData, problem } = report.translator;
  const glossaryLabel = (term: string) =>
    t('handback.glossary.label', { name: termName(term, ui) ?? term, term });
  for (const entry of result.glossary) {
    const id = glossaryLabel(entry.term);
    if (entry.action === 'refused') {
      report.notApplied += 1;
      if (entry.code === 'handback.glossary.wrong-script') {
        io.stderr(
          t('handback.section.wrong-script', {
            id,
            locale: entry.params.locale ?? '',
            script: tData(entry.params.scriptKey ?? ''),
          }),
        );
      } else io.stderr(t(entry.code, { ...entry.params, id }));
      continue;
    }
    if (entry.action === 'conflict') {
      report.notApplied += 1;
      io.stderr(t('handback.import.conflict', { id }));
      io.stderr(wordDiffText(wordDiff(entry.current, entry.incoming, bundleLocale)));
      continue;
    }
    if (entry.action === 'replace') report.glossaryApplied += 1;
    io.stdout(t(APPLIED_LINE[entry.action], { id }));
    const review = entry.review;
    if (review?.outcome === 'reviewed') {
      report.reviewed += 1;
      report.reviewers.add(`${review.by}, ${review.date}`);
      io.stdout(t('handback.import.review.reviewed', { id, by: review.by, date: review.date }));
    } else if (review?.outcome === 'suggested') {
      report.notApplied += 1;
      io.stderr(
        t('handback.import.review.suggested', {
          id,
          by: review.by ?? t('handback.import.unnamed'),
          date: review.date,
          reason: problem(review.problem),
        }),
      );
    }
  }
}

/** The sections' review marks: applied, already there, or suggested / blocked (with the gate's findings). */
export function reportReviews(report: ImportReport): void {
  const { io, ui, result, label } = report;
  const { t, problem } = report.translator;
  for (const review of result.reviews) {
    const by = review.by ?? t('handback.import.unnamed');
    const line =
      review.outcome === 'suggested'
        ? t('handback.import.review.suggested', {
            id: label(review.id),
            by,
            date: review.date,
            reason: problem(review.problem),
          })
        : t(`handback.import.review.${review.outcome}`, { id: label(review.id), by, date: review.date });
    if (review.outcome === 'reviewed' || review.outcome === 'already') {
      io.stdout(line);
      if (review.outcome === 'reviewed') {
        report.reviewed += 1;
        report.reviewers.add(`${by}, ${review.date}`);
      }
    } else {
      report.notApplied += 1;
      io.stderr(line);
      // The gate's findings, as `content check` prints them (same codes).
      if (review.outcome === 'blocked') {
        for (const finding of review.findings)
          io.stderr(`  ${formatDiagnostic(finding, (file) => file, ui)}`);
      }
    }
  }
}

/** Mark current from the reviewer: applied, or current against different English (left stale). */
export function reportStamps(report: ImportReport): void {
  const { io, result, label } = report;
  const { t } = report.translator;
  for (const stamp of result.stamps) {
    const line = t(`handback.import.stamp.${stamp.outcome}`, {
      id: label(stamp.id),
      english: stamp.english,
      rule: stamp.id,
      locale: report.bundleLocale,
    });
    if (stamp.outcome === 'signed' || stamp.outcome === 'already') io.stdout(line);
    else {
      report.notApplied += 1;
      io.stderr(line);
    }
  }
}

/** The commit message a maintainer can use: only what this import changed, who reviewed and who sent corrections. */
function commitLine(report: ImportReport, sender: string | undefined): string {
  const { result, reviewers, bundleLocale } = report;
  // Only what this import changed: sections written, review marks applied (not those already there).
  const changed = [
    ...new Set([
      ...result.sections.filter((step) => wroteSection(result, step)).map((step) => step.id),
      ...result.reviews.filter((review) => review.outcome === 'reviewed').map((review) => review.id),
      ...result.stamps.filter((stamp) => stamp.outcome === 'signed').map((stamp) => stamp.id),
      ...result.glossary
        .filter(
          (entry) =>
            entry.action === 'replace' || (entry.action === 'same' && entry.review?.outcome === 'reviewed'),
        )
        .map((entry) => `glossary:${entry.term}`),
    ]),
  ];
  const ids = changed.slice(0, 6).join(', ');
  const more = changed.length > 6 ? ', …' : '';
  const who = reviewers.size > 0 ? ` (review: ${[...reviewers].join('; ')})` : '';
  // Who sent corrections (the bundle's sender), credited for the text, never as a review.
  const corrected = result.sections.some((step) => wroteSection(result, step));
  const sent = sender && corrected ? ` (suggested by ${sender})` : '';
  return report.translator.t('handback.import.commit', {
    message: `"${bundleLocale}: hand-back ${ids}${more}${who}${sent}"`,
  });
}

/** The summary line, the queued suggestions, and the dry run's note or the commit message. */
export function reportSummary(report: ImportReport, dryRun: boolean, sender: string | undefined): void {
  const { io, result, bundleLocale, reviewed } = report;
  const { t } = report.translator;
  const applied =
    result.sections.filter((step) => wroteSection(result, step)).length + report.glossaryApplied;
  const same = result.sections.filter((step) => step.action === 'same').length;
  io.stdout(
    t('handback.import.summary', {
      locale: bundleLocale,
      applied,
      same,
      conflicts: report.notApplied,
      reviewed,
    }),
  );
  if (result.suggestions.length > 0) {
    io.stdout(
      t(dryRun ? 'handback.import.would-queue' : 'handback.import.queued', {
        count: result.suggestions.length,
        locale: bundleLocale,
      }),
    );
  }
  if (dryRun) io.stdout(t('handback.import.dry-run'));
  else if (applied + reviewed + result.stamps.filter((stamp) => stamp.outcome === 'signed').length > 0) {
    io.stdout(commitLine(report, sender));
  }
}
