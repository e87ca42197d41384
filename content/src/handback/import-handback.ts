/**
 * importHandback: apply a hand-back bundle to the tree section by section, through the one content
 * writer: a section still at the bundle's start is replaced (a new one created as a draft), one
 * changed on both sides is a conflict; a review mark needs the English the reviewer read to be the
 * tree's and `content check` clean (reviewBlockers); a Mark current (`stamped`) needs its English to
 * be the tree's. The whole result is first made in a throw-away copy and checked: an error in a file
 * the bundle touches writes nothing. A derived locale (zh-hant) adopts a `converted` section through
 * saveDerivedSection when its source still converts to the bundle's start.
 */
import { isDeepStrictEqual } from 'node:util';
import { DERIVED_LOCALES, isDerivedLocale } from '@polyhedral/i18n';
import { readDefinitions } from '../glossary/glossary-files.ts';
import { importGlossary } from '../handback/import-glossary.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel } from '../model/types.ts';
import { type RejectedEntry, readRejected, rejectedHash } from '../suggestions/rejected-suggestions.ts';
import { readSuggestions, type Suggestion, utcTimeNow } from '../suggestions/suggestion-queue.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import { readReviewersSync } from '../trust/read-reviewers-sync.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import { withContentLock } from '../write/content-lock.ts';
import { namingFilesWritten } from '../write/files-written.ts';
import { applyPlan } from './apply-plan.ts';
import { approvalChecks, glossaryApprovalChecks } from './approval-checks.ts';
import type { HandbackBundle } from './handback-bundle.ts';
import type { ImportOptions, ImportResult, SectionRefusal } from './import-result.ts';
import { numberChangesOf, queueSuggestions, suggestionsOf } from './import-suggestions.ts';
import { writtenSection } from './plan-import.ts';
import { withRetiredKeyGlossaryRule, withRetiredKeyRule } from './retired-key-approvals.ts';
import { checkedInStaging } from './staged-check.ts';
import { startingPointAt } from './starting-point.ts';
import { wrongScript } from './wrong-script.ts';

/** IDs that are neither an English section nor a section of the bundle's locale. */
function unknownIds(model: ContentModel, bundle: HandbackBundle): string[] {
  return bundle.sections
    .filter((section) => {
      const entry = model.sections.get(section.id);
      const from = isDerivedLocale(bundle.locale) ? DERIVED_LOCALES[bundle.locale] : null;
      return !entry?.en && !entry?.[bundle.locale] && !(from && entry?.[from]);
    })
    .map((section) => section.id);
}

/**
 * The sections left out before anything is staged: unknown IDs, text in the wrong script, and a
 * correction the maintainer rejected (same section, same text) whatever the section holds now (a
 * reject with nothing to put back leaves that text there), unless the section is signed at it.
 */
function upfrontRefusals(
  model: ContentModel,
  bundle: HandbackBundle,
  rejected: ReadonlyMap<string, RejectedEntry>,
): SectionRefusal[] {
  const unknown = new Set(unknownIds(model, bundle));
  const { locale } = bundle;
  return bundle.sections.flatMap(({ id, markdown }): SectionRefusal[] => {
    if (unknown.has(id)) return [{ id, code: 'handback.section.unknown-id', params: {} }];
    const earlier = rejected.get(rejectedHash({ id, text: markdown }));
    if (earlier && !signedAt(model, locale, id, markdown))
      return [{ id, code: 'handback.section.already-rejected', params: { date: earlier.date, locale } }];
    const script = wrongScript(locale, markdown);
    return script
      ? [{ id, code: 'handback.section.wrong-script', params: { locale, scriptKey: script } }]
      : [];
  });
}

/** Whether the section is signed (reviewed, or accepted by the maintainer) and is `text` now. */
function signedAt(model: ContentModel, locale: HandbackBundle['locale'], id: string, text: string): boolean {
  const now = writtenSection(model, locale, id);
  return (
    (now?.review === 'reviewed' || now?.review === 'accepted') &&
    normalizedSectionText(now.markdown) === normalizedSectionText(text)
  );
}

/**
 * The bundle with each section's starting text read from its starting commit, when this repository
 * has that commit (a bundle from a clone or from a `git archive` copy that knew its commit): the
 * start is then what the copy really began with, whatever the order of the reviewer's steps.
 */
function withCommitStarts(model: ContentModel, bundle: HandbackBundle): HandbackBundle {
  const point = startingPointAt(model, bundle.locale, bundle.startingPoint);
  if (!point) return bundle;
  return {
    ...bundle,
    sections: bundle.sections.map(({ startUnknown: _unknown, converted: _converted, ...section }) => {
      const start = point.sections.get(section.id);
      return {
        ...section,
        start: start?.hash ?? null,
        ...(start?.converted ? { converted: true as const } : {}),
      };
    }),
  };
}

function refusedWhole(refused: NonNullable<ImportResult['refused']>): ImportResult {
  return {
    refused,
    sections: [],
    glossary: [],
    sectionsRefused: [],
    writeRefused: [],
    reviews: [],
    stamps: [],
    suggestions: [],
    titles: new Map<string, string>(),
    registryProblem: null,
    numbers: [],
    written: false,
  };
}

/**
 * What must be read before anything is written, or why the bundle is refused whole: a bundle for
 * another locale than asked; a queue that cannot be read (an import must not add to a file it
 * cannot read); a rejections file that cannot be read (a rejected text would come back).
 */
function filesBefore(
  root: string,
  bundle: HandbackBundle,
  options: ImportOptions,
):
  | { ok: true; queueBefore: { suggestions: Suggestion[] }; rejections: Map<string, RejectedEntry> }
  | { ok: false; refused: NonNullable<ImportResult['refused']> } {
  if (options.locale && options.locale !== bundle.locale) {
    const params = { locale: bundle.locale, expected: options.locale };
    return { ok: false, refused: { code: 'handback.import.other-locale', params } };
  }
  const queue = readSuggestions(root, bundle.locale);
  if (!queue.ok) {
    const params = { file: queue.file, line: queue.line };
    return { ok: false, refused: { code: 'handback.import.queue-unreadable', params } };
  }
  const rejections = readRejected(root, bundle.locale);
  if (!rejections.ok) {
    const params = { file: rejections.file, line: rejections.line };
    return { ok: false, refused: { code: 'handback.import.rejected-unreadable', params } };
  }
  return { ok: true, queueBefore: queue, rejections: rejections.rejected };
}

/** `work` under one hold of the content lock; a fault part-way names the files already written (files-written.ts). */
function underLockNamingWrites<T>(root: string, work: () => T): T {
  return withContentLock(root, () => namingFilesWritten(root, work));
}

/**
 * Apply `bundle` to the tree at `root`: every approval checked first (approval-checks.ts), a section
 * left out when refused (the others go on), what awaits the maintainer queued. Only a bundle for
 * another locale than asked, or an unreadable queue or rejections file, is refused whole.
 */
export async function importHandback(
  root: string,
  bundle: HandbackBundle,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const today = options.today ?? utcToday();
  const files = filesBefore(root, bundle, options);
  if (!files.ok) return refusedWhole(files.refused);
  const { queueBefore, rejections } = files;
  const reviewers = readReviewersSync(root);
  const model = loadContent({ root });
  // Each approval against the English of the tree now: a signature read against older English is a suggestion.
  const checks = withRetiredKeyRule(
    model,
    bundle,
    await approvalChecks(
      bundle,
      reviewers.registry,
      today,
      (id) => model.sections.get(id)?.en?.markdown ?? null,
    ),
    reviewers.registry,
  );
  const titles = new Map(
    bundle.sections.map((section) => {
      const entry = model.sections.get(section.id);
      return [section.id, entry?.[bundle.locale]?.title ?? entry?.en?.title ?? section.id];
    }),
  );
  const sectionsRefused = upfrontRefusals(model, bundle, rejections);
  const leftOut = new Set(sectionsRefused.map((refusal) => refusal.id));
  const start = withCommitStarts(model, {
    ...bundle,
    sections: bundle.sections.filter((section) => !leftOut.has(section.id)),
  });
  // The result, first in a copy: content check must find no error in what the bundle touches.
  const { kept, plan, staged } = checkedInStaging(root, model, start, checks, sectionsRefused);
  // Refused sections in the bundle's order (the reader's order, not the order they were found).
  const order = new Map(bundle.sections.map((section, index) => [section.id, index]));
  sectionsRefused.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const receivedAt = options.now ?? utcTimeNow();
  const received = <T extends object>(entry: T) => ({ ...entry, receivedAt });
  // The queue first, from the staged result: a disk that fills while the sections are written
  // then leaves every correction queued (accept writes one the file does not hold yet), never a
  // section written with its entry lost. After the writes the queue is made to match what landed.
  // Glossary definitions, entry by entry, with the same trust rules (handback/import-glossary.ts):
  // their entries are queued with the sections', before any definition is written (a dry run first).
  const englishDefinitions = readDefinitions(root, 'en') ?? {};
  const glossaryChecks = withRetiredKeyGlossaryRule(
    root,
    bundle,
    await glossaryApprovalChecks(
      bundle,
      reviewers.registry,
      today,
      (term) => englishDefinitions[term] ?? null,
    ),
    reviewers.registry,
  );
  const planned = options.dryRun
    ? []
    : [
        ...suggestionsOf(model, kept, plan, staged, today),
        ...importGlossary(root, bundle, glossaryChecks, { dryRun: true, today, rejected: rejections })
          .suggestions,
      ].map(received);
  // Every write under one hold of the content lock (the writers inside re-enter it): a busy lock
  // is refused before the first write, never after the sections landed.
  const { outcome, glossary, suggestions } = underLockNamingWrites(root, () => {
    if (planned.length > 0) queueSuggestions(root, bundle.locale, queueBefore.suggestions, [], planned);
    const outcome = options.dryRun ? staged : applyPlan(root, kept, plan, checks, model);
    const glossary = importGlossary(root, bundle, glossaryChecks, {
      dryRun: options.dryRun === true,
      today,
      rejected: rejections,
    });
    const suggestions = [...suggestionsOf(model, kept, plan, outcome, today), ...glossary.suggestions].map(
      received,
    );
    if (!options.dryRun && !isDeepStrictEqual(suggestions, planned)) {
      queueSuggestions(root, bundle.locale, queueBefore.suggestions, planned, suggestions);
    }
    return { outcome, glossary, suggestions };
  });
  const { writeRefused, reviews, stamps } = outcome;
  return {
    refused: null,
    sectionsRefused,
    sections: plan,
    glossary: glossary.outcomes,
    writeRefused,
    reviews,
    stamps,
    suggestions,
    titles,
    registryProblem: reviewers.ok ? null : reviewers.problem,
    numbers: numberChangesOf(model, kept, plan, outcome),
    written: !options.dryRun,
  };
}
