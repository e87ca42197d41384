/**
 * The errors `content check` reports in the files an import touches, over those files' pages only
 * (their sections in every locale, link IDs from the whole tree), as the review gate does for one
 * section: the whole staged tree gave the same list at twice the cost (touched-file-errors.test.ts
 * holds the two equal).
 */
import { knownRuleIdsOf } from '../check/check-content.ts';
import { modelDiagnostics } from '../check/content-checks.ts';
import { loadKnownTermIds } from '../check/known-term-ids.ts';
import { compareDiagnostics, type Diagnostic } from '../findings/diagnostic.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel } from '../model/types.ts';
import { readQaExceptions } from '../qa/qa-exceptions.ts';

/** The model of `model` restricted to the pages of `touched` files (paths relative to the root). */
export function touchedModel(model: ContentModel, touched: ReadonlySet<string>): ContentModel {
  const pages = model.pages.filter((page) =>
    Object.values(page.files).some((file) => file !== undefined && touched.has(file.file)),
  );
  const ids = new Set(
    pages.flatMap((page) =>
      Object.values(page.files).flatMap((file) => file?.sections.map((s) => s.id) ?? []),
    ),
  );
  for (const file of model.files) if (touched.has(file.file)) for (const s of file.sections) ids.add(s.id);
  return {
    ...model,
    files: model.files.filter((file) => touched.has(file.file)),
    pages,
    sections: new Map([...model.sections].filter(([id]) => ids.has(id))),
    playtest: new Map(),
    playtestPages: [],
    diagnostics: model.diagnostics.filter((diagnostic) => touched.has(diagnostic.file)),
  };
}

/** The tree at `root` as read, and the errors `content check` reports in its `touched` files. */
export function touchedFileErrors(
  root: string,
  touched: ReadonlySet<string>,
): { model: ContentModel; errors: Diagnostic[] } {
  const model = loadContent({ root });
  const diagnostics = modelDiagnostics(touchedModel(model, touched), {
    knownRuleIds: knownRuleIdsOf(model),
    knownTermIds: loadKnownTermIds(),
    qaExceptions: readQaExceptions(model.root).value ?? {},
  });
  return {
    model,
    errors: diagnostics
      .filter((diagnostic) => diagnostic.severity === 'error' && touched.has(diagnostic.file))
      .sort(compareDiagnostics),
  };
}
