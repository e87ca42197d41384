/**
 * Parity of the review editor's checks with `content check` (Node): for every reviewable section
 * with text of its own, checkSectionText's findings (fed by reviewSectionData) against what content
 * check reports inside the section, at its lines; findings about the tree (NOT_ABOUT_THE_TEXT) and
 * the front matter are left out on both sides.
 */
import type { Diagnostic } from '../../findings/diagnostic.ts';
import type { ContentCode } from '../../findings/messages.ts';
import type { ContentModel, ReaderLocale } from '../../model/types.ts';
import { hasTranslation } from '../../resolve/has-translation.ts';
import { checkSectionText } from '../../section-check/check-section-text.ts';
import { sectionLineOf } from './review-blockers.ts';
import { reviewableIds } from './review-index.ts';
import { reviewSectionData } from './review-section-data.ts';

/**
 * Rules about the tree, not one section's text: a translation older than its English (the front
 * matter's record), a local image (whether the file exists: a browser cannot look), an ID that
 * clashes with another file's or is not in English.
 */
export const NOT_ABOUT_THE_TEXT: ReadonlySet<ContentCode> = new Set<ContentCode>([
  'content.translation.stale',
  'content.translation.missing',
  'content.translation.missing-page',
  'content.image.missing',
  'content.image.outside',
  'content.id.duplicate',
  'content.id.not-in-english',
]);

export interface ParityFinding {
  ruleId: string;
  code: string;
  line: number;
  column: number;
  params: Record<string, string | number>;
}

export interface SectionParity {
  id: string;
  locale: ReaderLocale;
  check: ParityFinding[];
  browser: ParityFinding[];
}

export interface ParityReport {
  locale: ReaderLocale;
  sections: number;
  /** Findings per rule, as content check reports them inside the sections. */
  counts: Record<string, number>;
  mismatches: SectionParity[];
}

const keyOf = (finding: ParityFinding) =>
  JSON.stringify([finding.line, finding.column, finding.ruleId, finding.code, finding.params]);

function sorted(findings: ParityFinding[]): ParityFinding[] {
  return [...findings].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/** content check's findings inside one section, at their lines in the section's text. */
function checkFindings(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
  diagnostics: readonly Diagnostic[],
): ParityFinding[] {
  const section = model.sections.get(id)![locale]!;
  const file = model.files.find((candidate) => candidate.file === section.file)!;
  const index = file.sections.findIndex((candidate) => candidate.id === id);
  const from = section.intro ? file.bodyLine : section.position.line;
  const to = file.sections[index + 1]?.position.line ?? Number.POSITIVE_INFINITY;
  const toSection = sectionLineOf(model, locale, id);
  return diagnostics
    .filter(
      (diagnostic) =>
        diagnostic.file === file.file &&
        !NOT_ABOUT_THE_TEXT.has(diagnostic.code) &&
        diagnostic.line >= from &&
        diagnostic.line < to,
    )
    .map(({ ruleId, code, line, column, params }) => ({
      ruleId,
      code,
      line: Math.max(toSection(line) ?? 1, 1),
      column,
      params,
    }));
}

/** The sections of `locale` with text of their own that a reader reviews. */
function ownSections(model: ContentModel, locale: ReaderLocale): string[] {
  return reviewableIds(model, locale).filter(
    (id) => model.sections.get(id)?.[locale] !== undefined && hasTranslation(model, locale, id),
  );
}

export function sectionParity(
  model: ContentModel,
  locale: ReaderLocale,
  diagnostics: readonly Diagnostic[],
): ParityReport {
  const counts: Record<string, number> = {};
  const mismatches: SectionParity[] = [];
  const ids = ownSections(model, locale);
  for (const id of ids) {
    const data = reviewSectionData(model, locale, id)!;
    const check = sorted(checkFindings(model, locale, id, diagnostics));
    const browser = sorted(
      checkSectionText({
        ...data.check,
        translation: {
          markdown: data.translation.markdown,
          depth: data.translation.depth,
          intro: data.translation.intro,
        },
      })
        .filter((finding) => !NOT_ABOUT_THE_TEXT.has(finding.code))
        .map(({ ruleId, code, line, column, params }) => ({ ruleId, code, line, column, params })),
    );
    for (const finding of check) counts[finding.ruleId] = (counts[finding.ruleId] ?? 0) + 1;
    if (JSON.stringify(check.map(keyOf)) !== JSON.stringify(browser.map(keyOf))) {
      mismatches.push({ id, locale, check, browser });
    }
  }
  return { locale, sections: ids.length, counts, mismatches };
}
