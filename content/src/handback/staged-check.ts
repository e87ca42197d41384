/**
 * An import's result first produced in a throw-away copy of the content tree, where `content
 * check` runs on the files the bundle touches: each section an error is found in is left out
 * (named with its errors) and the copy made again, until the check finds none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../findings/diagnostic.ts';
import { copyContentData } from '../loader/content-data.ts';
import type { ContentModel, ReaderLocale, Section } from '../model/types.ts';
import { fileFaultOf } from '../write/file-fault.ts';
import { type AppliedPlan, applyPlan } from './apply-plan.ts';
import type { ApprovalCheck } from './approval-checks.ts';
import type { HandbackBundle } from './handback-bundle.ts';
import type { SectionPlan, SectionRefusal } from './import-result.ts';
import { planImport } from './plan-import.ts';
import { touchedFileErrors } from './touched-file-errors.ts';

/** At most this many staged runs: each one leaves out the sections the previous run's check named. */
const MAX_STAGED_RUNS = 3;

/**
 * The bundle's sections that pass the staged check (`kept`), their plan and what applying it to the
 * copy did. Each section left out is added to `sectionsRefused`.
 */
export function checkedInStaging(
  root: string,
  model: ContentModel,
  bundle: HandbackBundle,
  checks: ReadonlyMap<string, ApprovalCheck>,
  sectionsRefused: SectionRefusal[],
): { kept: HandbackBundle; plan: SectionPlan[]; staged: AppliedPlan } {
  let kept = bundle;
  for (let run = 1; ; run += 1) {
    const plan = planImport(model, kept);
    const touched = new Set(kept.sections.map((section) => fileOf(model, kept.locale, section.id)));
    const copy = stageContent(root);
    let staged: AppliedPlan;
    let errors: Diagnostic[];
    let stagedModel: ContentModel | null = null;
    try {
      staged = applyPlan(copy, kept, plan, checks);
      // A file the import makes (a derived locale's first hand-written section of a page) too.
      for (const file of staged.files) touched.add(file);
      const checked = touchedFileErrors(copy, touched);
      errors = checked.errors;
      if (errors.length > 0) stagedModel = checked.model;
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    if (errors.length === 0 || !stagedModel) return { kept, plan, staged };
    const blamed = blame(errors, {
      model,
      stagedModel,
      kept,
      files: staged.files,
      last: run >= MAX_STAGED_RUNS,
    });
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
}

/**
 * Each error, to the bundle's section whose lines hold it; one that none holds (the front matter,
 * a section the bundle did not bring), or any on the `last` run, to every section of the bundle in
 * that file (to all of them when none is).
 */
function blame(
  errors: readonly Diagnostic[],
  run: {
    model: ContentModel;
    stagedModel: ContentModel;
    kept: HandbackBundle;
    files: readonly string[];
    last: boolean;
  },
): Map<string, Diagnostic[]> {
  const { model, stagedModel, kept, files, last } = run;
  const ids = new Set(kept.sections.map((section) => section.id));
  const blamed = new Map<string, Diagnostic[]>();
  for (const error of errors) {
    const at = sectionAt(stagedModel, kept.locale, error.file, error.line);
    const culprits =
      at !== null && ids.has(at) && !last
        ? [at]
        : [...ids].filter(
            (id) => fileOf(model, kept.locale, id) === error.file || files.includes(error.file),
          );
    for (const id of culprits.length > 0 ? culprits : [...ids])
      blamed.set(id, [...(blamed.get(id) ?? []), error]);
  }
  return blamed;
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

/** A copy of the content tree's data (not its code or tests) in a temporary folder. */
function stageContent(root: string): string {
  const staged = mkdtempSync(path.join(tmpdir(), 'polyhedral-import-'));
  try {
    copyContentData(root, staged);
  } catch (error) {
    // A full TMPDIR: no half-made staging folder is left behind; the caller words the fault,
    // naming the temporary folder (not a file of the copy, which is gone).
    rmSync(staged, { recursive: true, force: true });
    if (fileFaultOf(error)) throw Object.assign(error as object, { path: tmpdir(), dest: undefined });
    throw error;
  }
  return staged;
}
