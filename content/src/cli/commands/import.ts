/**
 * `pnpm content import FILE [--into th|zh|zh-hant] [--dry-run]`: apply a hand-back bundle per section
 * (handback/import-handback.ts). Exit 0 when every section and review mark is in; 1 when some
 * were not applied (named: conflicts, stale review marks); 2 when the bundle is refused and
 * nothing is written.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTranslator, termName } from '@polyhedral/i18n';
import { formatDiagnostic } from '../../findings/diagnostic.ts';
import { MAX_BUNDLE_BYTES, parseHandbackBundle } from '../../handback/handback-bundle.ts';
import { importHandback } from '../../handback/import-handback.ts';
import { wordDiff, wordDiffText } from '../../history/word-diff.ts';
import { DEFAULT_CONTENT_ROOT } from '../../loader/content-root.ts';
import { isReviewedLocale } from '../../model/types.ts';
import { writeRefusalMessage } from '../../write/write-refusal-message.ts';
import type { CliIo } from '../io.ts';
import { parseCommandArgs, shownPath } from './command-args.ts';

/** The line a section the import applies prints, by what it did (message keys written out). */
const APPLIED_LINE = {
  replace: 'handback.import.replace',
  create: 'handback.import.create',
  same: 'handback.import.same',
} as const;

export async function runImport(args: readonly string[], io: CliIo): Promise<number> {
  const ui = io.locale ?? 'en';
  const { t, tData, problem } = createTranslator(ui);
  const parsed = parseCommandArgs(args, { values: ['--into'], switches: ['--dry-run'] }, t);
  if (!parsed.ok || parsed.args.words.length !== 1) {
    if (!parsed.ok) io.stderr(parsed.error);
    io.stderr(t('cli.content.usage.import'));
    return 2;
  }
  const into = parsed.args.values.get('--into');
  if (into !== undefined && !isReviewedLocale(into)) {
    io.stderr(
      `${t('cli.content.error.unknown-target-locale', { locale: into })}\n${t('cli.content.usage.import')}`,
    );
    return 2;
  }
  const file = parsed.args.words[0]!;
  let bytes: Uint8Array;
  try {
    // Only a regular file, of at most a bundle's size: /dev/zero grew to 6.6 GB, a FIFO waited forever.
    const stat = statSync(path.resolve(io.cwd, file));
    if (!stat.isFile()) {
      io.stderr(t('handback.error.not-a-file', { file }));
      return 2;
    }
    if (stat.size > MAX_BUNDLE_BYTES) {
      io.stderr(
        problem({ code: 'handback.bundle.too-large', params: { size: stat.size, limit: MAX_BUNDLE_BYTES } }),
      );
      return 2;
    }
    bytes = readFileSync(path.resolve(io.cwd, file));
  } catch {
    io.stderr(t('handback.error.read-failed', { file }));
    return 2;
  }
  const read = parseHandbackBundle(bytes);
  if (!read.ok) {
    io.stderr(problem(read.problem));
    return 2;
  }
  const { bundle } = read;
  const dryRun = parsed.args.switches.has('--dry-run');
  const root = io.root ?? DEFAULT_CONTENT_ROOT;
  const result = await importHandback(root, bundle, { ...(into ? { locale: into } : {}), dryRun });
  if (result.refused) {
    io.stderr(problem(result.refused));
    return 2;
  }
  // Sections are named by their title (and ID, for the maintainer), never by a position in the file.
  const label = (id: string) => {
    const title = result.titles.get(id);
    return title && title !== id ? `${title} (${id})` : id;
  };
  if (result.registryProblem) io.stderr(problem(result.registryProblem));
  let notApplied = 0;
  for (const refusal of result.sectionsRefused) {
    notApplied += 1;
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
    notApplied += 1;
    if (step.current === null) {
      io.stderr(t('handback.import.conflict-removed', { id: label(step.id), locale: bundle.locale }));
      continue;
    }
    io.stderr(t('handback.import.conflict', { id: label(step.id) }));
    io.stderr(wordDiffText(wordDiff(step.current, step.incoming, bundle.locale)));
  }
  for (const { id, refusal } of result.writeRefused) {
    notApplied += 1;
    io.stderr(
      t('handback.import.write-refused', { id: label(id), reason: writeRefusalMessage(refusal, ui) }),
    );
  }
  // Glossary definitions, entry by entry (glossary-review/import-glossary.ts).
  const glossaryLabel = (term: string) =>
    t('handback.glossary.label', { name: termName(term, ui) ?? term, term });
  const reviewers = new Set<string>();
  let reviewed = 0;
  let glossaryApplied = 0;
  for (const entry of result.glossary) {
    const id = glossaryLabel(entry.term);
    if (entry.action === 'refused') {
      notApplied += 1;
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
      notApplied += 1;
      io.stderr(t('handback.import.conflict', { id }));
      io.stderr(wordDiffText(wordDiff(entry.current, entry.incoming, bundle.locale)));
      continue;
    }
    if (entry.action === 'replace') glossaryApplied += 1;
    io.stdout(t(APPLIED_LINE[entry.action], { id }));
    const review = entry.review;
    if (review?.outcome === 'reviewed') {
      reviewed += 1;
      reviewers.add(`${review.by}, ${review.date}`);
      io.stdout(t('handback.import.review.reviewed', { id, by: review.by, date: review.date }));
    } else if (review?.outcome === 'suggested') {
      notApplied += 1;
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
        reviewed += 1;
        reviewers.add(`${by}, ${review.date}`);
      }
    } else {
      notApplied += 1;
      io.stderr(line);
      // The gate's findings, as `content check` prints them (same codes).
      if (review.outcome === 'blocked') {
        for (const finding of review.findings)
          io.stderr(`  ${formatDiagnostic(finding, (file) => file, ui)}`);
      }
    }
  }
  // Mark current from the reviewer: applied, or current against different English (left stale).
  for (const stamp of result.stamps) {
    const line = t(`handback.import.stamp.${stamp.outcome}`, { id: label(stamp.id), english: stamp.english });
    if (stamp.outcome === 'stamped' || stamp.outcome === 'already') io.stdout(line);
    else {
      notApplied += 1;
      io.stderr(line);
    }
  }
  const applied =
    result.sections.filter(
      (step) =>
        (step.action === 'replace' || step.action === 'create') &&
        !result.writeRefused.some((refused) => refused.id === step.id),
    ).length + glossaryApplied;
  const same = result.sections.filter((step) => step.action === 'same').length;
  io.stdout(
    t('handback.import.summary', { locale: bundle.locale, applied, same, conflicts: notApplied, reviewed }),
  );
  if (result.suggestions.length > 0) {
    io.stdout(
      t(dryRun ? 'handback.import.would-queue' : 'handback.import.queued', {
        count: result.suggestions.length,
        locale: bundle.locale,
      }),
    );
  }
  if (dryRun) io.stdout(t('handback.import.dry-run'));
  else if (applied + reviewed + result.stamps.filter((stamp) => stamp.outcome === 'stamped').length > 0) {
    // Only what this import changed: sections written, review marks applied (not those already there).
    const changed = [
      ...new Set([
        ...result.sections
          .filter(
            (step) =>
              (step.action === 'replace' || step.action === 'create') &&
              !result.writeRefused.some((refused) => refused.id === step.id),
          )
          .map((step) => step.id),
        ...result.reviews.filter((review) => review.outcome === 'reviewed').map((review) => review.id),
        ...result.stamps.filter((stamp) => stamp.outcome === 'stamped').map((stamp) => stamp.id),
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
    const corrected = result.sections.some(
      (step) =>
        (step.action === 'replace' || step.action === 'create') &&
        !result.writeRefused.some((refused) => refused.id === step.id),
    );
    const sender = bundle.sender && corrected ? ` (suggested by ${bundle.sender})` : '';
    io.stdout(
      t('handback.import.commit', { message: `"${bundle.locale}: hand-back ${ids}${more}${who}${sender}"` }),
    );
  }
  return notApplied > 0 ? 1 : 0;
}
