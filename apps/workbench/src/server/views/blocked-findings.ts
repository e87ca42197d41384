/**
 * Why Mark reviewed refused a section (content's reviewBlockers, the one rule for "reviewed"): the
 * problem `workbench.refused.qa-errors` with the same findings as `content check`, each at its line
 * in the section as the editor numbers it, in the interface's language.
 */
import { type ContentModel, type Diagnostic, type ReaderLocale, sectionLineOf } from '@polyhedral/content';
import { translateError, type WrittenLocale } from '@polyhedral/i18n';
import type { Problem } from '../../shared/api-types.ts';
import { pageText } from '../ui-language.ts';

export function blockedFindings(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
  findings: readonly Diagnostic[],
  ui: WrittenLocale,
): Problem {
  const lineOf = sectionLineOf(model, locale, id);
  return {
    code: 'workbench.refused.qa-errors',
    params: {
      count: findings.length,
      findings: findings
        .map((finding) => {
          const line = lineOf(finding.line);
          const where =
            line === null ? pageText(ui)('workbench.frontMatter', {}) : `${line}:${finding.column}`;
          return `${where} ${finding.ruleId} ${translateError(ui, finding)}`;
        })
        .join('; '),
    },
  };
}
