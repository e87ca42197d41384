/**
 * What a QA check of the translation shows: the findings underlined in the editor and listed (a
 * click goes to the place), their summary, the live preview and the glossary of the section.
 */
import { type Diagnostic as CmDiagnostic, setDiagnostics } from '@codemirror/lint';
import type { EditorView } from 'codemirror';
import type { CheckResponse } from '../shared/api-types.ts';
import { h, html } from './dom.ts';
import { reportChecks } from './editor-hook.ts';
import { renderGlossaryTerms } from './glossary-terms.ts';
import type { T } from './strings.ts';

export interface CheckResults {
  previewPane: HTMLElement;
  qaPane: HTMLElement;
  glossaryPane: HTMLElement;
  show(result: CheckResponse): void;
  /** Count a check shown (the summary's data-errors and data-checks, and window.workbench). */
  counted(result: CheckResponse): void;
  /** Move the focus to the glossary's first term (Escape goes back to the text). */
  focusFirstTerm(): void;
}

function diagnosticsOf(findings: CheckResponse['findings'], length: number): CmDiagnostic[] {
  return findings.map((finding) => ({
    from: Math.min(finding.from, length),
    to: Math.min(Math.max(finding.to, finding.from), length),
    severity: finding.severity,
    source: finding.ruleId,
    message: finding.message,
  }));
}

function renderFinding(finding: CheckResponse['findings'][number], view: EditorView): HTMLElement {
  return h(
    'li',
    {
      'data-rule': finding.ruleId,
      'data-line': String(finding.line),
      onclick: () => {
        view.dispatch({
          selection: { anchor: Math.min(finding.from, view.state.doc.length) },
          scrollIntoView: true,
        });
        view.focus();
      },
    },
    h('span', { class: `sev-${finding.severity}` }, `${finding.line}: `),
    finding.message,
  );
}

/** `previewHtml`: the preview shown before the first check; `view`: the editor (made after these panes). */
export function createCheckResults(
  locale: string,
  t: T,
  previewHtml: string,
  view: () => EditorView,
  insert: (text: string) => void,
): CheckResults {
  const previewBody = h('div', { lang: locale }, html(previewHtml));
  const findingsList = h('ul', { class: 'findings' });
  const qaSummary = h('p', { class: 'qa-summary' });
  const glossaryBody = h('dl', { class: 'glossary', lang: locale });
  let checks = 0;
  return {
    previewPane: h('section', { class: 'pane' }, h('h2', {}, t('workbench.preview')), previewBody),
    qaPane: h('section', { class: 'pane' }, h('h2', {}, t('workbench.qa.title')), qaSummary, findingsList),
    glossaryPane: h('section', { class: 'pane' }, h('h2', {}, t('workbench.glossary.title')), glossaryBody),
    show(result) {
      const editor = view();
      editor.dispatch(setDiagnostics(editor.state, diagnosticsOf(result.findings, editor.state.doc.length)));
      qaSummary.textContent =
        result.findings.length === 0
          ? t('workbench.qa.none')
          : t('workbench.qa.summary', { errors: result.errors, warnings: result.warnings });
      findingsList.replaceChildren(...result.findings.map((finding) => renderFinding(finding, editor)));
      previewBody.replaceChildren(html(result.html));
      glossaryBody.replaceChildren(...renderGlossaryTerms(result.glossary, t, insert, () => editor.focus()));
    },
    counted(result) {
      checks += 1;
      qaSummary.dataset.errors = String(result.errors);
      qaSummary.dataset.checks = String(checks);
      reportChecks(checks);
    },
    focusFirstTerm: () => glossaryBody.querySelector<HTMLButtonElement>('button.term')?.focus(),
  };
}
