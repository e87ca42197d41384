/**
 * A record under approvals/zh-hant/ for a section with no hand-written zh-Hant text (issue 88
 * replay): the zh-Hant text of that section is converted by machine from the Simplified Chinese, a
 * record of a derived locale counts only for hand-written text (derive/derive-locales.ts), so the
 * file credits nothing; `content check` names it at its ruleId line instead of passing over it.
 */
import { DERIVED_LOCALES } from '@polyhedral/i18n';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import type { ContentFile } from '../model/types.ts';
import { recordFilePosition } from './acceptance-findings.ts';
import type { ApprovalRecord } from './approval-record.ts';
import { approvalRecordFile } from './approval-record.ts';

export function convertedSectionRecords(
  root: string,
  files: readonly ContentFile[],
  byLocale: ReadonlyMap<string, ReadonlyMap<string, ApprovalRecord>>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const locale of Object.keys(DERIVED_LOCALES)) {
    const records = byLocale.get(locale);
    if (!records || records.size === 0) continue;
    const handWritten = new Set(
      files
        .filter((file) => file.collection === locale && !file.convertedFrom)
        .flatMap((file) => file.sections.filter((s) => !s.convertedFrom).map((s) => s.id)),
    );
    for (const id of records.keys()) {
      if (handWritten.has(id)) continue;
      const file = approvalRecordFile(locale, id);
      const position = recordFilePosition(root, file, ['ruleId']);
      diagnostics.push(
        makeDiagnostic('content.approval.converted-section', file, position, {
          file,
          id,
          localeCode: locale,
        }),
      );
    }
  }
  return diagnostics;
}
