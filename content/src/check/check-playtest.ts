/**
 * Playtest files: `comparesTo` must name a rule ID of the English SRD text (the section the
 * playtest text is compared with); reported as a broken rule link at that line.
 */

import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import type { ContentModel } from '../model/types.ts';

export function checkPlaytest(model: ContentModel): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of model.files) {
    const target = file.frontMatter?.comparesTo;
    if (file.collection !== 'playtest' || target === undefined || model.sections.get(target)?.en) continue;
    const index = file.source.search(/^comparesTo:/m);
    const line = index < 0 ? 1 : file.source.slice(0, index).split('\n').length;
    diagnostics.push(
      makeDiagnostic('content.link.unknown-rule', file.file, { line, column: 1 }, { id: target }),
    );
  }
  return diagnostics;
}
