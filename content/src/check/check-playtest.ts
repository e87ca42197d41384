/**
 * Playtest files: `comparesTo` must name a rule ID of the English SRD text (the section the
 * playtest text is compared with); reported as a broken rule link at that line.
 */

import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import type { ContentModel } from '../model/types.ts';
import { keyPosition } from '../text/position-at.ts';

export function checkPlaytest(model: ContentModel): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of model.files) {
    const target = file.frontMatter?.comparesTo;
    if (file.collection !== 'playtest' || target === undefined || model.sections.get(target)?.en) continue;
    const at = keyPosition(file.source, 'comparesTo');
    diagnostics.push(makeDiagnostic('content.link.unknown-rule', file.file, at, { id: target }));
  }
  return diagnostics;
}
