/**
 * Everything the editor shows for a translation's text while it is typed: the translation QA's
 * findings (checkSectionQa, the code `content check` runs, avoided glossary renderings included)
 * placed in the text, the Markdown pipeline's own problems (broken links, raw HTML...), the
 * glossary panel and the preview.
 */
import { type ContentModel, checkSectionQa, type TranslatedLocale } from '@polyhedral/content';
import { type Locale, translateError } from '@polyhedral/i18n';
import type { CheckResponse, Finding } from '../shared/api-types.ts';
import { glossaryPanel } from './glossary-panel.ts';
import { lineAt, locateFinding, offsetAt } from './locate-findings.ts';
import { renderPreview } from './render-preview.ts';

export interface CheckContext {
  model: ContentModel;
  knownRuleIds: ReadonlySet<string>;
  label: (key: string, params: Record<string, string>) => string;
}

export function checkSection(
  context: CheckContext,
  locale: TranslatedLocale,
  uiLocale: Locale,
  id: string,
  markdown: string,
): CheckResponse {
  const english = context.model.sections.get(id)?.en?.markdown ?? '';
  const findings: Finding[] = [];
  for (const diagnostic of checkSectionQa(context.model, locale, id, markdown) ?? []) {
    const { from, to } = locateFinding(diagnostic, english, markdown);
    findings.push({
      severity: diagnostic.severity,
      ruleId: diagnostic.ruleId,
      message: translateError(uiLocale, { code: diagnostic.code, params: diagnostic.params }),
      from,
      to,
      line: lineAt(markdown, from),
    });
  }
  const preview = renderPreview(markdown, locale, uiLocale, context.knownRuleIds, context.label);
  for (const message of preview.messages) {
    const from = offsetAt(markdown, message.line, message.column);
    const to = Math.max(from, offsetAt(markdown, message.endLine, message.endColumn));
    findings.push({
      severity: message.fatal ? 'error' : 'warning',
      ruleId: message.ruleId,
      message: message.message,
      from,
      to,
      line: message.line,
    });
  }
  const glossary = glossaryPanel(english, markdown, locale);
  findings.sort((a, b) => a.from - b.from || a.ruleId.localeCompare(b.ruleId));
  return {
    findings,
    html: preview.html,
    glossary,
    errors: findings.filter((finding) => finding.severity === 'error').length,
    warnings: findings.filter((finding) => finding.severity === 'warning').length,
  };
}
