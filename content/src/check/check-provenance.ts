/**
 * Licence labels: a translated section may not claim an open licence when its English original
 * is not open-licensed (a translation of the free rules is no more open than the free rules); a
 * block with no English (`{en-none=SOURCE}`) names a source content/sources.yaml has.
 */

import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import { type ContentModel, TRANSLATED_LOCALES } from '../model/types.ts';
import { blockSourcesOf } from '../provenance/block-sources.ts';
import { provenanceOf } from '../provenance/section-provenance.ts';

export function checkProvenance(model: ContentModel): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of model.files)
    for (const section of file.sections)
      for (const block of blockSourcesOf(section))
        if (!Object.hasOwn(model.sources, block.source))
          diagnostics.push(
            makeDiagnostic(
              'content.align.none-unknown-source',
              section.file,
              { line: section.position.line + block.lines[0] - 1, column: 1 },
              { source: block.source },
            ),
          );
  for (const [id, entry] of model.sections) {
    const english = entry.en;
    if (!english) continue;
    const original = provenanceOf(model, english);
    if (original.open) continue;
    for (const locale of TRANSLATED_LOCALES) {
      const local = entry[locale];
      if (!local) continue;
      const labelled = provenanceOf(model, local);
      if (!labelled.open) continue;
      diagnostics.push(
        makeDiagnostic('content.provenance.license-mismatch', local.file, local.position, {
          id,
          source: labelled.source,
          license: labelled.license,
          englishSource: original.source,
          englishLicense: original.license,
        }),
      );
    }
  }
  return diagnostics;
}
