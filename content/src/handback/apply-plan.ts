/**
 * applyPlan: an import's plan (plan-import.ts) applied to one tree (the real one or a staged
 * copy): its sections written through the one content writer, then the bundle's review marks and
 * Mark current (apply-reviews.ts). The tree is read again only after a write.
 */

import { isDerivedLocale } from '@polyhedral/i18n';
import { convertedText, saveDerivedSection } from '../derive/save-derived-section.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel } from '../model/types.ts';
import { saveSection } from '../sections/save-section.ts';
import type { DraftEntry } from '../sections/save-section-result.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { applyReviews, applyStamps, stampSigned } from './apply-reviews.ts';
import type { ApprovalCheck } from './approval-checks.ts';
import type { HandbackBundle, HandbackSection } from './handback-bundle.ts';
import type { ImportResult, ReviewOutcome, SectionPlan, StampOutcome } from './import-result.ts';

export interface AppliedPlan {
  writeRefused: ImportResult['writeRefused'];
  reviews: ReviewOutcome[];
  stamps: StampOutcome[];
  files: string[];
  /** Front matter entries the saves added, by section (a source translation's section made a draft). */
  drafted: Map<string, DraftEntry[]>;
}

/** What writing the plan's sections did, and the tree as it is after. */
interface Written extends Pick<AppliedPlan, 'writeRefused' | 'files' | 'drafted'> {
  /** Sections whose text is in: written now, or already the bundle's. */
  applied: Set<string>;
  /** The tree after the writes (read again on first use when a file changed since). */
  current: () => ContentModel;
}

/**
 * Apply the plan to the tree at `root` (the real one or a staged copy). `loaded`: the tree at
 * `root` as it is now, when the caller has it (else it is read). The tree is read again only after
 * a write: a plan that writes nothing (every section a conflict or already there) reads it once.
 */
export function applyPlan(
  root: string,
  bundle: HandbackBundle,
  plan: readonly SectionPlan[],
  checks: ReadonlyMap<string, ApprovalCheck>,
  loaded?: ContentModel,
): AppliedPlan {
  const { writeRefused, files, drafted, applied, current } = writeSections(root, bundle, plan, loaded);
  const stamps = applyStamps(bundle, applied, current);
  const marked = bundle.sections.filter((section) => checks.has(section.id));
  if (marked.length === 0) return { writeRefused, reviews: [], stamps, files, drafted };
  const after = current();
  const { reviews, signedCurrent } = applyReviews(after, bundle.locale, marked, checks, applied);
  stamps.push(...stampSigned(after, bundle.locale, signedCurrent));
  return { writeRefused, reviews, stamps, files, drafted };
}

/** The plan's replaced and created sections, written one by one (a refusal names the section). */
function writeSections(
  root: string,
  bundle: HandbackBundle,
  plan: readonly SectionPlan[],
  loaded?: ContentModel,
): Written {
  let model = loaded ?? loadContent({ root });
  /** Whether a file under `root` changed since `model` was read. */
  let changed = false;
  const derived = isDerivedLocale(bundle.locale) ? bundle.locale : null;
  const bySection = new Map<string, HandbackSection>(bundle.sections.map((section) => [section.id, section]));
  const written: Omit<Written, 'current'> = {
    writeRefused: [],
    files: [],
    drafted: new Map(),
    applied: new Set(),
  };
  for (const step of plan) {
    if (step.action === 'same') written.applied.add(step.id);
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
      written.applied.add(step.id);
      written.files.push(saved.file);
      if (saved.drafted) written.drafted.set(step.id, saved.drafted);
    } else written.writeRefused.push({ id: step.id, refusal: saved.refusal });
  }
  const current = (): ContentModel => {
    if (changed) {
      model = loadContent({ root });
      changed = false;
    }
    return model;
  };
  return { ...written, current };
}
