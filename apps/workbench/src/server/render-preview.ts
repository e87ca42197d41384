/**
 * Section Markdown -> HTML with the site's remark pipeline (@polyhedral/markdown renderContent:
 * tables, inline dice, rule and term links, directives). Calculators and core tables, which the
 * site renders as components, show as labelled boxes naming what will appear there.
 */
import { type Locale, translateError } from '@polyhedral/i18n';
import { escapeHtml, renderContent } from '@polyhedral/markdown';

export interface Preview {
  html: string;
  /** Problems the pipeline reports (broken links, raw HTML...), 1-based positions in the Markdown. */
  messages: {
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
    message: string;
    fatal: boolean;
    ruleId: string;
  }[];
}

/**
 * `linkLocale`: the translation being edited. A rule link in either pane opens that section in the
 * workbench (`#/<linkLocale>/<ID>`), not the site's page (which the workbench does not serve).
 */
export function renderPreview(
  markdown: string,
  locale: Locale,
  uiLocale: Locale,
  knownRuleIds: ReadonlySet<string>,
  label: (key: string, params: Record<string, string>) => string,
  linkLocale: string = locale,
): Preview {
  const { blocks, messages } = renderContent(markdown, {
    locale,
    knownRuleIds,
    rulePath: (_locale, id) => `#/${linkLocale}/${id}`,
  });
  const html = blocks
    .map((block) => {
      if (block.type === 'html') return block.html;
      if (block.type === 'calc') {
        const params = Object.entries(block.params)
          .map(([key, value]) => `${key}=${String(value)}`)
          .join(' ');
        return `<div class="component-box" data-calc="${escapeHtml(block.kind)}">${escapeHtml(
          label('workbench.calc', { kind: block.kind }),
        )}${params ? ` <code>${escapeHtml(params)}</code>` : ''}</div>`;
      }
      return `<div class="component-box" data-table="${escapeHtml(block.id)}">${escapeHtml(
        label('workbench.table', { id: block.id }),
      )}</div>`;
    })
    .join('\n');
  return {
    html,
    messages: messages.map((message) => {
      const start = message.place && 'start' in message.place ? message.place.start : undefined;
      const end = message.place && 'end' in message.place ? message.place.end : undefined;
      const line = start?.line ?? message.line ?? 1;
      const column = start?.column ?? message.column ?? 1;
      return {
        line,
        column,
        endLine: end?.line ?? line,
        endColumn: end?.column ?? column + 1,
        message: translateError(uiLocale, { code: message.code, params: message.params }),
        fatal: message.fatal === true,
        ruleId: message.ruleId,
      };
    }),
  };
}
