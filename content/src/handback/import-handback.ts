/**
 * importHandback: apply a hand-back bundle (handback/handback-bundle.ts) to the content tree, per
 * section, through the one content writer (saveSection, reviewTranslation):
 * - a section whose text in the tree is still the bundle's starting text is replaced by the
 *   bundle's text; a section the locale does not have (starting point null) is created as a draft;
 *   a section whose text already is the bundle's is left as it is;
 * - a section changed on both sides (its text is neither the starting text nor the bundle's) is a
 *   conflict: not applied, named, with both texts for a merge;
 * - a review mark is applied when the English the reviewer read is still the English of the tree
 *   and `content check` finds no error in the section (reviewBlockers);
 * - a Mark current (`stamped`) is applied when the English it names is the tree's English; else
 *   the section is reported as current against different English and stays stale.
 * Before anything is written, the whole result is produced in a throw-away copy of the content
 * tree and `content check` runs on it: when it finds an error in a file the bundle touches,
 * nothing is written. A bundle for another locale than the one asked for, or naming IDs that are
 * not sections of the rules, writes nothing. Each tree is read once, and again only after a write:
 * the real tree's first reading serves the plan and the writes that follow the staged check (the
 * copy is read on its own: it is not byte for byte the tree, its links are resolved).
 *
 * A derived locale (zh-hant): its sections in the tree are the hand-written ones. A section the
 * bundle marks `converted` and the tree has not written by hand is created (adopted) when its
 * source locale's text still converts to the bundle's start (or to the bundle's text), through
 * saveDerivedSection as the workbench's save: the same file, `translation:`, `review: draft` and
 * `sources:` entries; when the source text changed meanwhile it is a conflict (named with the
 * generated text now). Every other section goes the way of th and zh.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { DERIVED_LOCALES, isDerivedLocale } from '@polyhedral/i18n';
import { APPROVAL_RECORD_FORMAT, type ReviewRecord } from '../approvals/approval-record.ts';
import { convertedText, saveDerivedSection } from '../derive/save-derived-section.ts';
import type { Diagnostic } from '../findings/diagnostic.ts';
import { readDefinitions } from '../glossary-review/glossary-files.ts';
import { type GlossaryOutcome, importGlossary } from '../glossary-review/import-glossary.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel, ReaderLocale, Section } from '../model/types.ts';
import { type NumberChange, numberChanges } from '../qa/changed-numbers.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { recordedHash } from '../resolve/is-stale.ts';
import { reviewTranslation } from '../review/review-translation.ts';
import type { TrustProblem } from '../review-trust/reviewer-name.ts';
import { utcToday } from '../review-trust/reviewer-name.ts';
import { approvalReason } from '../review-trust/verify-approval.ts';
import { saveSection } from '../sections/save-section.ts';
import type { DraftEntry } from '../sections/save-section-result.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { stampTranslation } from '../stamp/stamp-translation.ts';
import {
  mergeSuggestions,
  readSuggestions,
  type Suggestion,
  utcTimeNow,
  writeSuggestions,
} from '../suggestions/suggestion-queue.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import { LOCK_FILE, withContentLock } from '../write/content-lock.ts';
import { fileFaultOf } from '../write/file-fault.ts';
import type { WriteRefusal } from '../write/write-refusal.ts';
import {
  type ApprovalCheck,
  approvalChecks,
  glossaryApprovalChecks,
  type SuggestionProblem,
} from './approval-checks.ts';
import type { HandbackBundle, HandbackSection } from './handback-bundle.ts';
import { readReviewers } from './read-reviewers.ts';
import { startingPointAt } from './starting-point.ts';
import { touchedFileErrors } from './touched-file-errors.ts';
import { wrongScript } from './wrong-script.ts';

export type SectionPlan =
  | { id: string; action: 'replace' | 'create' | 'same' }
  | { id: string; action: 'conflict'; current: string | null; incoming: string };

export type ReviewOutcome =
  | { id: string; outcome: 'reviewed' | 'already'; by: string | null; date: string }
  | {
      id: string;
      outcome: 'english-changed' | 'not-applied' | 'not-drafted' | 'unnamed';
      by: string | null;
      date: string;
    }
  | {
      id: string;
      /** Not a verified approval of a registered reviewer: listed for the maintainer (suggestions). */
      outcome: 'suggested';
      by: string | null;
      date: string;
      problem: SuggestionProblem;
    }
  | {
      id: string;
      /** The review gate refused it (review/review-blockers.ts): its findings, as `content check` gives them. */
      outcome: 'blocked';
      by: string | null;
      date: string;
      findings: Diagnostic[];
    };

/**
 * A bundle's Mark current: never applied from the bundle's unsigned `stamped` (`unsigned`: the
 * section stays stale until the maintainer stamps it); a verified approval, which signs the English
 * it was read against (the English now), marks the section current (`signed`).
 */
export interface StampOutcome {
  id: string;
  outcome: 'signed' | 'already' | 'unsigned' | 'not-applied';
  /** The English hash the reviewer marked it current against. */
  english: string;
}

/** A section the import left out on its own (the others go on), with why. */
export type SectionRefusal =
  | { id: string; code: 'handback.section.unknown-id'; params: Record<string, never> }
  | { id: string; code: 'handback.section.wrong-script'; params: { locale: string; scriptKey: string } }
  | { id: string; code: 'handback.section.check-failed'; params: { count: number }; errors: Diagnostic[] };

export interface ImportResult {
  /** Why nothing was written, when the whole bundle was refused. */
  refused:
    | null
    | { code: 'handback.import.other-locale'; params: { locale: string; expected: string } }
    /** The suggestions queue cannot be read: nothing is imported (its entries would be lost). */
    | { code: 'handback.import.queue-unreadable'; params: { file: string; line: number } };
  /** Each applied section whose numbers or dice the bundle changed (before -> after). */
  numbers: { id: string; changes: NumberChange[]; hasEnglish: boolean }[];
  /** Sections left out on their own (unknown, wrong script, an error `content check` finds in them). */
  sectionsRefused: SectionRefusal[];
  sections: SectionPlan[];
  /** Each glossary definition of the bundle: applied, already there, a conflict or refused, and its review. */
  glossary: GlossaryOutcome[];
  /** Sections the writer refused (each named with the writer's reason). */
  writeRefused: { id: string; refusal: WriteRefusal }[];
  reviews: ReviewOutcome[];
  stamps: StampOutcome[];
  /** What awaits the maintainer (unverified approvals, corrections applied as drafts): queued unless a dry run. */
  suggestions: Suggestion[];
  /** Each bundle section's title in this tree (the locale's, else the English one): how it is named to people. */
  titles: Map<string, string>;
  /** reviewers.yaml could not be read: no approval was verified (all are suggestions). */
  registryProblem: TrustProblem | null;
  /** False for a dry run and for a refused bundle. */
  written: boolean;
}

export interface ImportOptions {
  /** Refuse a bundle for another locale. */
  locale?: ReaderLocale;
  dryRun?: boolean;
  /** Today (YYYY-MM-DD, UTC): bounds approval dates; dates the queue's entries. Default: the clock. */
  today?: string;
  /** Now (UTC, to the second): when the queue's entries were received. Default: the clock. */
  now?: string;
}

/** What importing each section would do against the tree `model` shows. */
export function planImport(model: ContentModel, bundle: HandbackBundle): SectionPlan[] {
  return bundle.sections.map((section) => {
    const current = writtenSection(model, bundle.locale, section.id);
    const incoming = normalized(section.markdown);
    if (!current && section.converted && isDerivedLocale(bundle.locale)) {
      const generated = convertedText(model, bundle.locale, section.id);
      if (generated !== null && (sectionTextHash(generated) === section.start || generated === incoming)) {
        return { id: section.id, action: 'create' };
      }
      return { id: section.id, action: 'conflict', current: generated, incoming };
    }
    if (section.startUnknown) {
      // Its starting text is unknown (and no commit told it): only the same text is safe.
      return current && normalized(current.markdown) === incoming
        ? { id: section.id, action: 'same' }
        : { id: section.id, action: 'conflict', current: current?.markdown ?? null, incoming };
    }
    if (!current) {
      return section.start === null
        ? { id: section.id, action: 'create' }
        : { id: section.id, action: 'conflict', current: null, incoming };
    }
    if (normalized(current.markdown) === incoming) return { id: section.id, action: 'same' };
    if (section.start !== null && sectionTextHash(current.markdown) === section.start) {
      return { id: section.id, action: 'replace' };
    }
    return { id: section.id, action: 'conflict', current: current.markdown, incoming };
  });
}

/** The section as written in the tree (a derived locale's: by hand, its empty intro is none). */
function writtenSection(model: ContentModel, locale: ReaderLocale, id: string): Section | undefined {
  const section = model.sections.get(id)?.[locale];
  if (section && isDerivedLocale(locale) && !hasTranslation(model, locale, id)) return undefined;
  return section;
}

/** The text as the writer writes it (text/normalized-section-text.ts). */
function normalized(markdown: string): string {
  return normalizedSectionText(markdown);
}

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
 * Apply the plan to the tree at `root` (the real one or a staged copy). `loaded`: the tree at
 * `root` as it is now, when the caller has it (else it is read). The tree is read again only after
 * a write: a plan that writes nothing (every section a conflict or already there) reads it once.
 */
function applyPlan(
  root: string,
  bundle: HandbackBundle,
  plan: readonly SectionPlan[],
  checks: ReadonlyMap<string, ApprovalCheck>,
  loaded?: ContentModel,
): {
  writeRefused: ImportResult['writeRefused'];
  reviews: ReviewOutcome[];
  stamps: StampOutcome[];
  files: string[];
  /** Front matter entries the saves added, by section (a source translation's section made a draft). */
  drafted: Map<string, DraftEntry[]>;
} {
  let model = loaded ?? loadContent({ root });
  /** Whether a file under `root` changed since `model` was read. */
  let changed = false;
  const derived = isDerivedLocale(bundle.locale) ? bundle.locale : null;
  const files: string[] = [];
  const bySection = new Map<string, HandbackSection>(bundle.sections.map((section) => [section.id, section]));
  const writeRefused: ImportResult['writeRefused'] = [];
  const applied = new Set<string>();
  const drafted = new Map<string, DraftEntry[]>();
  for (const step of plan) {
    if (step.action === 'same') applied.add(step.id);
    if (step.action !== 'replace' && step.action !== 'create') continue;
    const section = bySection.get(step.id)!;
    let saved: ReturnType<typeof saveSection>;
    if (derived) {
      // Adopted as the workbench's save does; its base is the generated text the plan accepted.
      const generated =
        step.action === 'create' && section.converted ? convertedText(model, derived, step.id) : null;
      const base =
        generated !== null ? sectionTextHash(generated) : step.action === 'create' ? null : section.start;
      saved = saveDerivedSection(model, derived, step.id, section.markdown, { base, draft: true });
      // The next section may go into the file this one made: read the tree again.
      if (saved.ok) model = loadContent({ root });
    } else {
      // A correction to a source translation's section is a draft from now on (nobody reviewed it).
      saved = saveSection(model, bundle.locale, step.id, section.markdown, {
        base: step.action === 'create' ? null : section.start,
        draft: true,
      });
      if (saved.ok) changed = true;
    }
    if (saved.ok) {
      applied.add(step.id);
      files.push(saved.file);
      if (saved.drafted) drafted.set(step.id, saved.drafted);
    } else writeRefused.push({ id: step.id, refusal: saved.refusal });
  }
  const current = (): ContentModel => {
    if (changed) {
      model = loadContent({ root });
      changed = false;
    }
    return model;
  };
  const stamps = applyStamps(bundle, applied, current);

  const reviews: ReviewOutcome[] = [];
  const signedCurrent: string[] = [];
  const marked = bundle.sections.filter((section) => checks.has(section.id));
  if (marked.length === 0) return { writeRefused, reviews, stamps, files, drafted };
  const after = current();
  for (const section of marked) {
    const check = checks.get(section.id)!;
    const mark = { id: section.id, by: check.by, date: check.date };
    const local = writtenSection(after, bundle.locale, section.id);
    if (!applied.has(section.id) || !local) {
      reviews.push({ ...mark, outcome: 'not-applied' });
      continue;
    }
    // Only a registered reviewer's verified signature on this very text credits a review.
    if (check.state === 'suggested') {
      reviews.push({ ...mark, outcome: 'suggested', problem: check.problem });
      continue;
    }
    if (local.review === 'reviewed') {
      reviews.push({ ...mark, outcome: 'already' });
      continue;
    }
    // The signed approval itself is the record (approvals/): the loader verifies it each time.
    const { approval } = check;
    const record: ReviewRecord = {
      format: APPROVAL_RECORD_FORMAT,
      kind: 'review',
      locale: bundle.locale,
      ruleId: section.id,
      textHash: approval.textHash,
      englishHash: approval.englishHash,
      date: approval.date,
      reviewer: approval.reviewer,
      keyId: approval.keyId,
      signature: approval.signature,
    };
    const result = reviewTranslation(after, bundle.locale, [section.id], {
      records: new Map([[section.id, record]]),
    });
    if (result.notDrafted.length > 0) reviews.push({ ...mark, outcome: 'not-drafted' });
    else if (result.blocked.length > 0 || result.refused.length > 0 || result.unknown.length > 0) {
      const findings = result.blocked.flatMap((blocked) => blocked.findings);
      reviews.push({ ...mark, outcome: 'blocked', findings });
    } else {
      reviews.push({ ...mark, outcome: 'reviewed' });
      signedCurrent.push(section.id);
    }
  }
  // A verified approval signs the English it was read against, which is the English now: that is
  // a signed "current" (the bundle's unsigned `stamped` is not: applyStamps).
  const toStamp = signedCurrent.filter(
    (id) => recordedHash(after, bundle.locale, id) !== after.sections.get(id)?.en?.hash,
  );
  if (toStamp.length > 0) {
    const result = stampTranslation(after, bundle.locale, toStamp);
    const done = new Set(Object.values(result.stamped).flat());
    for (const id of toStamp) {
      stamps.push({
        id,
        outcome: done.has(id) ? 'signed' : 'not-applied',
        english: after.sections.get(id)?.en?.hash ?? '',
      });
    }
  }
  return { writeRefused, reviews, stamps, files, drafted };
}

/**
 * The bundle's Mark current marks, on sections whose text is in (applied or already the same).
 * `current`: the tree as it is now (read again only if a section was written since).
 */
function applyStamps(
  bundle: HandbackBundle,
  applied: ReadonlySet<string>,
  current: () => ContentModel,
): StampOutcome[] {
  const asked = bundle.sections.filter((section) => section.stamped !== undefined);
  if (asked.length === 0) return [];
  const model = current();
  const outcomes: StampOutcome[] = [];
  for (const section of asked) {
    const english = section.stamped!;
    const local = writtenSection(model, bundle.locale, section.id);
    const now = model.sections.get(section.id)?.en?.hash;
    if (!applied.has(section.id) || !local)
      outcomes.push({ id: section.id, outcome: 'not-applied', english });
    else if (recordedHash(model, bundle.locale, section.id) === now) {
      outcomes.push({ id: section.id, outcome: 'already', english });
    } else {
      // A bundle's `stamped` is not signed: it marks nothing current. The maintainer compares the
      // section with the English and runs `content stamp`, or the reviewer signs an approval
      // (which signs the English it was read against).
      outcomes.push({ id: section.id, outcome: 'unsigned', english });
    }
  }
  return outcomes;
}

/** A copy of the content tree's data (not its code or tests) in a temporary folder. */
function stageContent(root: string): string {
  const staged = mkdtempSync(path.join(tmpdir(), 'polyhedral-import-'));
  try {
    for (const entry of readdirSync(root)) {
      if (entry === 'node_modules' || entry === 'src' || entry === 'test' || entry === LOCK_FILE) continue;
      cpSync(path.join(root, entry), path.join(staged, entry), {
        recursive: true,
        verbatimSymlinks: false,
        dereference: true,
      });
    }
  } catch (error) {
    // A full TMPDIR: no half-made staging folder is left behind; the caller words the fault,
    // naming the temporary folder (not a file of the copy, which is gone).
    rmSync(staged, { recursive: true, force: true });
    if (fileFaultOf(error)) throw Object.assign(error as object, { path: tmpdir(), dest: undefined });
    throw error;
  }
  return staged;
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

/** The section of `ids` whose lines hold `line` in `file` of the tree `model` (null: none of them). */
function sectionAt(model: ContentModel, locale: ReaderLocale, file: string, line: number): string | null {
  let found: Section | null = null;
  for (const entry of model.sections.values()) {
    const section = entry[locale];
    if (!section || section.file !== file || section.position.line > line) continue;
    if (!found || section.position.line > found.position.line) found = section;
  }
  return found?.id ?? null;
}

/** The file a bundle section goes into: its own, or its page's file of the locale. */
function fileOf(model: ContentModel, locale: ReaderLocale, id: string): string {
  const entry = model.sections.get(id);
  const local = entry?.[locale];
  if (local) return local.file;
  const page = model.pages.find((candidate) => candidate.id === entry?.en?.pageId);
  return page?.files[locale]?.file ?? '';
}

/** At most this many staged runs: each one leaves out the sections the previous run's check named. */
const MAX_STAGED_RUNS = 3;

/**
 * Apply `bundle` to the tree at `root`, section by section: reads reviewers.yaml and checks every
 * approval first (approval-checks.ts), leaves out a section that is unknown, in the wrong script
 * for the locale or that `content check` finds an error in (the others go on), and queues what
 * awaits the maintainer (suggestions/<locale>.json). Only a bundle for another locale than asked
 * is refused whole.
 */
export async function importHandback(
  root: string,
  bundle: HandbackBundle,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const today = options.today ?? utcToday();
  const empty = {
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
  if (options.locale && options.locale !== bundle.locale) {
    return {
      ...empty,
      refused: {
        code: 'handback.import.other-locale',
        params: { locale: bundle.locale, expected: options.locale },
      },
    };
  }
  // The queue is read before anything is written: an import must not add to a file it cannot read.
  const queueBefore = readSuggestions(root, bundle.locale);
  if (!queueBefore.ok) {
    return {
      ...empty,
      refused: {
        code: 'handback.import.queue-unreadable',
        params: { file: queueBefore.file, line: queueBefore.line },
      },
    };
  }
  const reviewers = await readReviewers(root);
  const model = loadContent({ root });
  // Each approval against the English of the tree now: a signature read against older English is a suggestion.
  const checks = await approvalChecks(
    bundle,
    reviewers.registry,
    today,
    (id) => model.sections.get(id)?.en?.markdown ?? null,
  );
  const titles = new Map(
    bundle.sections.map((section) => {
      const entry = model.sections.get(section.id);
      return [section.id, entry?.[bundle.locale]?.title ?? entry?.en?.title ?? section.id];
    }),
  );
  const sectionsRefused: SectionRefusal[] = [];
  const unknown = new Set(unknownIds(model, bundle));
  for (const section of bundle.sections) {
    if (unknown.has(section.id)) {
      sectionsRefused.push({ id: section.id, code: 'handback.section.unknown-id', params: {} });
      continue;
    }
    const script = wrongScript(bundle.locale, section.markdown);
    if (script) {
      sectionsRefused.push({
        id: section.id,
        code: 'handback.section.wrong-script',
        params: { locale: bundle.locale, scriptKey: script },
      });
    }
  }
  const leftOut = () => new Set(sectionsRefused.map((refusal) => refusal.id));
  let kept = withCommitStarts(model, {
    ...bundle,
    sections: bundle.sections.filter((section) => !leftOut().has(section.id)),
  });
  let plan = planImport(model, kept);
  let stagedOutcome: ReturnType<typeof applyPlan>;
  // The result, first in a copy: content check must find no error in what the bundle touches.
  for (let run = 1; ; run += 1) {
    plan = planImport(model, kept);
    const touched = new Set(kept.sections.map((section) => fileOf(model, kept.locale, section.id)));
    const staged = stageContent(root);
    let errors: Diagnostic[];
    let stagedModel: ContentModel | null = null;
    try {
      stagedOutcome = applyPlan(staged, kept, plan, checks);
      // A file the import makes (a derived locale's first hand-written section of a page) too.
      for (const file of stagedOutcome.files) touched.add(file);
      // `content check`'s errors in the touched files, over their pages (touched-file-errors.ts).
      const checked = touchedFileErrors(staged, touched);
      errors = checked.errors;
      if (errors.length > 0) stagedModel = checked.model;
    } finally {
      rmSync(staged, { recursive: true, force: true });
    }
    if (errors.length === 0 || !stagedModel) break;
    // Each error, to the bundle's section whose lines hold it; one that none holds (the front
    // matter, a section the bundle did not bring), to every section of the bundle in that file.
    const ids = new Set(kept.sections.map((section) => section.id));
    const blamed = new Map<string, Diagnostic[]>();
    for (const error of errors) {
      const at = sectionAt(stagedModel, kept.locale, error.file, error.line);
      const culprits =
        at !== null && ids.has(at) && run < MAX_STAGED_RUNS
          ? [at]
          : [...ids].filter(
              (id) =>
                fileOf(model, kept.locale, id) === error.file || stagedOutcome.files.includes(error.file),
            );
      for (const id of culprits.length > 0 ? culprits : [...ids])
        blamed.set(id, [...(blamed.get(id) ?? []), error]);
    }
    for (const [id, found] of blamed) {
      sectionsRefused.push({
        id,
        code: 'handback.section.check-failed',
        params: { count: found.length },
        errors: found,
      });
    }
    kept = { ...kept, sections: kept.sections.filter((section) => !blamed.has(section.id)) };
  }
  const registryProblem = reviewers.ok ? null : reviewers.problem;
  // Refused sections in the bundle's order (the reader's order, not the order they were found).
  const order = new Map(bundle.sections.map((section, index) => [section.id, index]));
  sectionsRefused.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const receivedAt = options.now ?? utcTimeNow();
  // The queue first, from the staged result: a disk that fills while the sections are written
  // then leaves every correction queued (accept writes one the file does not hold yet), never a
  // section written with its entry lost. After the writes the queue is made to match what landed.
  // Glossary definitions, entry by entry, with the same trust rules (glossary-review/import-glossary.ts):
  // their entries are queued with the sections', before any definition is written (a dry run first).
  const englishDefinitions = readDefinitions(root, 'en') ?? {};
  const glossaryChecks = await glossaryApprovalChecks(
    bundle,
    reviewers.registry,
    today,
    (term) => englishDefinitions[term] ?? null,
  );
  const planned = options.dryRun
    ? []
    : [
        ...suggestionsOf(model, kept, plan, stagedOutcome!, today),
        ...importGlossary(root, bundle, glossaryChecks, { dryRun: true, today }).suggestions,
      ].map((entry) => ({ ...entry, receivedAt }));
  if (planned.length > 0) queueSuggestions(root, bundle.locale, queueBefore.suggestions, [], planned);
  const outcome = options.dryRun ? stagedOutcome! : applyPlan(root, kept, plan, checks, model);
  const glossary = withContentLock(root, () =>
    importGlossary(root, bundle, glossaryChecks, { dryRun: options.dryRun === true, today }),
  );
  const suggestions = [
    ...suggestionsOf(model, kept, plan, outcome, today).map((entry) => ({ ...entry, receivedAt })),
    ...glossary.suggestions.map((entry) => ({ ...entry, receivedAt })),
  ];
  if (!options.dryRun && !isDeepStrictEqual(suggestions, planned)) {
    queueSuggestions(root, bundle.locale, queueBefore.suggestions, planned, suggestions);
  }
  const numbers = numberChangesOf(model, kept, plan, outcome);
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
    registryProblem,
    numbers,
    written: !options.dryRun,
  };
}

/**
 * The queue as it is now (another import may have added to it; it was readable a moment ago, else
 * `fallback`), without the entries `withdrawn` (this import's earlier, planned ones), with `added`.
 */
function queueSuggestions(
  root: string,
  locale: ReaderLocale,
  fallback: readonly Suggestion[],
  withdrawn: readonly Suggestion[],
  added: readonly Suggestion[],
): void {
  const queue = readSuggestions(root, locale);
  // Compared as written to the file (no undefined fields), as the queue reads them back.
  const gone = withdrawn.map((entry) => JSON.parse(JSON.stringify(entry)) as unknown);
  const now = (queue.ok ? queue.suggestions : fallback).filter(
    (entry) => !gone.some((planned) => isDeepStrictEqual(planned, entry)),
  );
  writeSuggestions(root, locale, mergeSuggestions(now, added));
}

/** What each applied section's new text does to its numbers: the import's report names every change. */
function numberChangesOf(
  model: ContentModel,
  bundle: HandbackBundle,
  plan: readonly SectionPlan[],
  outcome: ReturnType<typeof applyPlan>,
): ImportResult['numbers'] {
  const refused = new Set(outcome.writeRefused.map((entry) => entry.id));
  const byId = new Map(bundle.sections.map((section) => [section.id, section]));
  return plan.flatMap((step) => {
    if ((step.action !== 'replace' && step.action !== 'create') || refused.has(step.id)) return [];
    const section = byId.get(step.id);
    const hasEnglish = model.sections.get(step.id)?.en !== undefined;
    // A new section with English was held to it both ways (the staged check); listing all its numbers says nothing.
    if (!section || (step.action === 'create' && hasEnglish)) return [];
    const before = writtenSection(model, bundle.locale, step.id)?.markdown ?? '';
    const changes = numberChanges(before, section.markdown);
    if (changes.length === 0) return [];
    return [{ id: step.id, changes, hasEnglish }];
  });
}

/**
 * What awaits the maintainer after an import: each section whose text the import applied and no
 * verified review credits (a correction, as a draft), and each section whose approval did not
 * count (a suggested approval), with the text before and after.
 */
function suggestionsOf(
  model: ContentModel,
  bundle: HandbackBundle,
  plan: readonly SectionPlan[],
  outcome: ReturnType<typeof applyPlan>,
  today: string,
): Suggestion[] {
  const refused = new Set(outcome.writeRefused.map((entry) => entry.id));
  const reviewOf = new Map(outcome.reviews.map((review) => [review.id, review]));
  const byId = new Map(bundle.sections.map((section) => [section.id, section]));
  const entries: Suggestion[] = [];
  for (const step of plan) {
    if (step.action === 'conflict' || refused.has(step.id)) continue;
    const review = reviewOf.get(step.id);
    const credited = review?.outcome === 'reviewed' || review?.outcome === 'already';
    const suggested = review?.outcome === 'suggested' ? review : null;
    if (credited || (step.action === 'same' && !suggested)) continue;
    const section = byId.get(step.id)!;
    const written = writtenSection(model, bundle.locale, step.id)?.markdown ?? null;
    // A derived locale's section converted by machine: its start is the conversion (rejecting puts it back).
    const conversion =
      written === null && isDerivedLocale(bundle.locale)
        ? convertedText(model, bundle.locale, step.id)
        : null;
    entries.push({
      id: step.id,
      received: today,
      from: bundle.startingPoint,
      before: written ?? conversion,
      text: normalized(section.markdown),
      ...(conversion !== null ? { converted: true as const } : {}),
      ...(outcome.drafted.has(step.id) ? { drafted: outcome.drafted.get(step.id) } : {}),
      ...(bundle.sender ? { sender: bundle.sender } : {}),
      // The queue file keeps the short reason (`unsigned`), as it always has.
      approval: suggested
        ? { by: suggested.by, date: suggested.date, reason: approvalReason(suggested.problem) }
        : null,
    });
  }
  return entries;
}
