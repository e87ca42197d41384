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
import { DERIVED_LOCALES, isDerivedLocale } from '@polyhedral/i18n';
import { checkContent } from '../check/check-content.ts';
import type { Diagnostic } from '../check/diagnostic.ts';
import { convertedText, saveDerivedSection } from '../derive/save-derived-section.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel, ReaderLocale, Section } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { recordedHash } from '../resolve/is-stale.ts';
import { reviewTranslation } from '../review/review-translation.ts';
import { saveSection, sectionTextHash } from '../sections/save-section.ts';
import { stampTranslation } from '../stamp/stamp-translation.ts';
import { LOCK_FILE } from '../write/content-lock.ts';
import type { WriteRefusal } from '../write/write-refusal.ts';
import type { HandbackBundle, HandbackSection } from './handback-bundle.ts';
import { startingPointAt } from './starting-point.ts';

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
      /** The review gate refused it (review/review-blockers.ts): its findings, as `content check` gives them. */
      outcome: 'blocked';
      by: string | null;
      date: string;
      findings: Diagnostic[];
    };

/**
 * A bundle's Mark current: applied when the English the reviewer marked it current against is the
 * importer's English (`stamped`); else left stale (`other-english`: current against different English).
 */
export interface StampOutcome {
  id: string;
  outcome: 'stamped' | 'already' | 'other-english' | 'not-applied';
  /** The English hash the reviewer marked it current against. */
  english: string;
}

export interface ImportResult {
  /** Why nothing was written, when the whole bundle was refused. */
  refused:
    | null
    | { code: 'handback.import.other-locale'; params: { locale: string; expected: string } }
    | { code: 'handback.import.unknown-ids'; params: { ids: string } }
    | { code: 'handback.import.check-failed'; params: { count: number }; errors: Diagnostic[] };
  sections: SectionPlan[];
  /** Sections the writer refused (each named with the writer's reason). */
  writeRefused: { id: string; refusal: WriteRefusal }[];
  reviews: ReviewOutcome[];
  stamps: StampOutcome[];
  /** False for a dry run and for a refused bundle. */
  written: boolean;
}

export interface ImportOptions {
  /** Refuse a bundle for another locale. */
  locale?: ReaderLocale;
  dryRun?: boolean;
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
      return current?.markdown === incoming
        ? { id: section.id, action: 'same' }
        : { id: section.id, action: 'conflict', current: current?.markdown ?? null, incoming };
    }
    if (!current) {
      return section.start === null
        ? { id: section.id, action: 'create' }
        : { id: section.id, action: 'conflict', current: null, incoming };
    }
    if (current.markdown === incoming) return { id: section.id, action: 'same' };
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

/** The text as the loader would give it back (line feeds, no surrounding blank lines). */
function normalized(markdown: string): string {
  return markdown.replace(/\r\n?/g, '\n').trim();
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
  loaded?: ContentModel,
): {
  writeRefused: ImportResult['writeRefused'];
  reviews: ReviewOutcome[];
  stamps: StampOutcome[];
  files: string[];
} {
  let model = loaded ?? loadContent({ root });
  /** Whether a file under `root` changed since `model` was read. */
  let changed = false;
  const derived = isDerivedLocale(bundle.locale) ? bundle.locale : null;
  const files: string[] = [];
  const bySection = new Map<string, HandbackSection>(bundle.sections.map((section) => [section.id, section]));
  const writeRefused: ImportResult['writeRefused'] = [];
  const applied = new Set<string>();
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
      saved = saveDerivedSection(model, derived, step.id, section.markdown, { base });
      // The next section may go into the file this one made: read the tree again.
      if (saved.ok) model = loadContent({ root });
    } else {
      saved = saveSection(model, bundle.locale, step.id, section.markdown, {
        base: step.action === 'create' ? null : section.start,
      });
      if (saved.ok) changed = true;
    }
    if (saved.ok) {
      applied.add(step.id);
      files.push(saved.file);
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
  if (stamps.some((stamp) => stamp.outcome === 'stamped')) changed = true;
  const reviews: ReviewOutcome[] = [];
  const marked = bundle.sections.filter((section) => section.review !== null);
  if (marked.length === 0) return { writeRefused, reviews, stamps, files };
  const after = current();
  for (const section of marked) {
    const mark = { id: section.id, by: section.review!.by, date: section.review!.date };
    const local = writtenSection(after, bundle.locale, section.id);
    if (!applied.has(section.id) || !local) {
      reviews.push({ ...mark, outcome: 'not-applied' });
      continue;
    }
    if ((after.sections.get(section.id)?.en?.hash ?? null) !== section.english) {
      reviews.push({ ...mark, outcome: 'english-changed' });
      continue;
    }
    if (local.review === 'reviewed') {
      reviews.push({ ...mark, outcome: 'already' });
      continue;
    }
    // A review credits a person: a mark with no name is not applied.
    if (!mark.by) {
      reviews.push({ ...mark, outcome: 'unnamed' });
      continue;
    }
    const result = reviewTranslation(after, bundle.locale, [section.id], {
      reviewer: { by: mark.by, on: mark.date },
    });
    if (result.notDrafted.length > 0) reviews.push({ ...mark, outcome: 'not-drafted' });
    else if (result.blocked.length > 0 || result.refused.length > 0 || result.unknown.length > 0) {
      const findings = result.blocked.flatMap((blocked) => blocked.findings);
      reviews.push({ ...mark, outcome: 'blocked', findings });
    } else reviews.push({ ...mark, outcome: 'reviewed' });
  }
  return { writeRefused, reviews, stamps, files };
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
  const toStamp: string[] = [];
  for (const section of asked) {
    const english = section.stamped!;
    const local = writtenSection(model, bundle.locale, section.id);
    const now = model.sections.get(section.id)?.en?.hash;
    if (!applied.has(section.id) || !local)
      outcomes.push({ id: section.id, outcome: 'not-applied', english });
    else if (now !== english) outcomes.push({ id: section.id, outcome: 'other-english', english });
    else if (recordedHash(model, bundle.locale, section.id) === now) {
      outcomes.push({ id: section.id, outcome: 'already', english });
    } else toStamp.push(section.id);
  }
  if (toStamp.length > 0) {
    const result = stampTranslation(model, bundle.locale, toStamp);
    const done = new Set(Object.values(result.stamped).flat());
    for (const id of toStamp) {
      const english = asked.find((section) => section.id === id)!.stamped!;
      outcomes.push({ id, outcome: done.has(id) ? 'stamped' : 'not-applied', english });
    }
  }
  return outcomes;
}

/** A copy of the content tree's data (not its code or tests) in a temporary folder. */
function stageContent(root: string): string {
  const staged = mkdtempSync(path.join(tmpdir(), 'polyhedral-import-'));
  for (const entry of readdirSync(root)) {
    if (entry === 'node_modules' || entry === 'src' || entry === 'test' || entry === LOCK_FILE) continue;
    cpSync(path.join(root, entry), path.join(staged, entry), {
      recursive: true,
      verbatimSymlinks: false,
      dereference: true,
    });
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

export function importHandback(
  root: string,
  bundle: HandbackBundle,
  options: ImportOptions = {},
): ImportResult {
  const empty = { sections: [], writeRefused: [], reviews: [], stamps: [], written: false };
  if (options.locale && options.locale !== bundle.locale) {
    return {
      ...empty,
      refused: {
        code: 'handback.import.other-locale',
        params: { locale: bundle.locale, expected: options.locale },
      },
    };
  }
  const model = loadContent({ root });
  const unknown = unknownIds(model, bundle);
  if (unknown.length > 0)
    return {
      ...empty,
      refused: { code: 'handback.import.unknown-ids', params: { ids: unknown.join(', ') } },
    };
  bundle = withCommitStarts(model, bundle);
  const plan = planImport(model, bundle);
  const touched = new Set(
    bundle.sections.map((section) => {
      const entry = model.sections.get(section.id);
      const local = entry?.[bundle.locale];
      if (local) return local.file;
      const page = model.pages.find((candidate) => candidate.id === entry?.en?.pageId);
      return page?.files[bundle.locale]?.file ?? '';
    }),
  );
  // The whole result, first in a copy: content check must pass on it.
  const staged = stageContent(root);
  let stagedOutcome: ReturnType<typeof applyPlan>;
  let errors: Diagnostic[];
  try {
    stagedOutcome = applyPlan(staged, bundle, plan);
    // A file the import makes (a derived locale's first hand-written section of a page) too.
    for (const file of stagedOutcome.files) touched.add(file);
    errors = checkContent({ root: staged, strings: null }).diagnostics.filter(
      (diagnostic) => diagnostic.severity === 'error' && touched.has(diagnostic.file),
    );
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  if (errors.length > 0) {
    return {
      ...empty,
      sections: plan,
      refused: { code: 'handback.import.check-failed', params: { count: errors.length }, errors },
    };
  }
  if (options.dryRun) {
    const { writeRefused, reviews, stamps } = stagedOutcome;
    return { refused: null, sections: plan, writeRefused, reviews, stamps, written: false };
  }
  // Nothing under `root` was written since `model` was read (the staged run wrote to its copy).
  const { writeRefused, reviews, stamps } = applyPlan(root, bundle, plan, model);
  return { refused: null, sections: plan, writeRefused, reviews, stamps, written: true };
}
