/**
 * Everything the editor shows for a translation's text while it is typed: the translation QA's
 * findings (qaSection, the code `content check` runs) placed in the text, the Markdown
 * pipeline's own problems (broken links, raw HTML...), the glossary's avoided renderings of the
 * terms the English names, the glossary panel and the preview.
 *
 * Its errors are the review gate's (content's draftBlockers: `content check` on the file with this
 * text in place), so the pane shows every finding Mark reviewed would refuse on, and nothing it
 * would not: an error of the other checks above that the gate does not report is a warning here.
 */
import {
  type ContentModel,
  changedNumberFindings,
  coreFactFindings,
  type DraftBlocker,
  draftBlockers,
  findUnclosedBlock,
  glossaryOfLocale,
  type loadQaExceptions,
  MAX_SECTION_BYTES,
  qaSection,
  type ReaderLocale,
  type Section,
} from '@polyhedral/content';
import {
  createTranslator,
  hasDerivedLocale,
  isDerivedLocale,
  type Locale,
  type Problem,
  translateError,
} from '@polyhedral/i18n';
import { installZhHant } from '@polyhedral/i18n/zh-hant';
import { NESTING_CODE, nestingProblem, problemName } from '@polyhedral/markdown';
import type { CheckResponse, Finding } from '../shared/api-types.ts';
import { glossaryPanel } from './glossary-panel.ts';
import { lineAt, locateFinding, offsetAt } from './locate-findings.ts';
import { renderPreview } from './render-preview.ts';

export interface CheckContext {
  /** The English section a translation is checked against (undefined: a translation-only section). */
  englishOf: (id: string) => Pick<Section, 'markdown' | 'depth' | 'intro'> | undefined;
  /** The section's text on disk (null or absent: none): a section with no English has its changed numbers flagged against it. */
  starting?: string | null;
  /** content/qa-exceptions.yaml (loadQaExceptions). */
  exceptions: ReturnType<typeof loadQaExceptions>;
  knownRuleIds: ReadonlySet<string>;
  label: (key: string, params: Record<string, string>) => string;
  /** The review gate's part of the model for this section (content's gateModel) and the rule IDs it knows. */
  gate?: { model: ContentModel; knownRuleIds: ReadonlySet<string> } | null;
}

/** Past the last character of the line `from` is on (at least one character). */
function lineEnd(markdown: string, from: number): number {
  const end = markdown.indexOf('\n', from);
  return Math.max(from + 1, end < 0 ? markdown.length : end);
}

function problemFinding(
  uiLocale: Locale,
  problem: { severity?: Finding['severity']; ruleId: string; code: string; params: Problem['params'] },
  from: number,
  to: number,
  line: number,
): Finding {
  const message = translateError(uiLocale, { code: problem.code, params: problem.params });
  return { severity: problem.severity ?? 'error', ruleId: problem.ruleId, message, from, to, line };
}

/** A gate finding placed in the text: its line in the section, to the end of that line (front matter: line 1). */
function gateFinding(blocker: DraftBlocker, markdown: string, uiLocale: Locale): Finding {
  const { diagnostic, sectionLine } = blocker;
  const line = sectionLine ?? 1;
  const from = sectionLine === null ? 0 : offsetAt(markdown, line, diagnostic.column);
  // The very words the finding names (an avoided form, a printed chapter number), else to the line's end.
  const words = [diagnostic.params.form, diagnostic.params.text].find(
    (value): value is string => typeof value === 'string' && value !== '' && markdown.startsWith(value, from),
  );
  const to = words ? from + words.length : lineEnd(markdown, from);
  return problemFinding(uiLocale, { ...diagnostic, severity: 'error' }, from, to, line);
}

/**
 * The gate's errors, each placed where the editor's own check of the same rule put it when it has
 * one (a QA finding's block); the editor's other findings kept as warnings (the gate's avoided-term
 * errors cover the glossary's highlights).
 */
function withGate(
  findings: Finding[],
  blockers: DraftBlocker[],
  markdown: string,
  uiLocale: Locale,
): Finding[] {
  const unused = [...findings];
  const errors = blockers.map((blocker) => {
    const placed = gateFinding(blocker, markdown, uiLocale);
    const at = unused.findIndex(
      (finding) => finding.severity === 'error' && finding.ruleId === blocker.diagnostic.ruleId,
    );
    if (at < 0) return placed;
    const [own] = unused.splice(at, 1);
    return { ...placed, from: own!.from, to: own!.to, line: own!.line };
  });
  const rest = unused
    .filter((finding) => finding.ruleId !== 'glossary-avoid')
    .map((finding) => ({ ...finding, severity: 'warning' as const }));
  return [...errors, ...rest];
}

/**
 * A text no parser should be given (containers or inline markup nested too deep, or larger than a section
 * may be): one error at its line, in the reader's language, and nothing is parsed.
 */
function limitFinding(markdown: string, uiLocale: Locale): Finding | null {
  const nesting = nestingProblem(markdown);
  if (nesting) {
    const from = offsetAt(markdown, nesting.line, 1);
    const code = NESTING_CODE[nesting.kind];
    const params = { depth: nesting.depth, limit: nesting.limit };
    return problemFinding(uiLocale, { ruleId: problemName(code), code, params }, from, from, nesting.line);
  }
  const size = Buffer.byteLength(markdown, 'utf8');
  if (size <= MAX_SECTION_BYTES) return null;
  const params = { id: '', size, limit: MAX_SECTION_BYTES };
  return problemFinding(
    uiLocale,
    { ruleId: 'section-too-large', code: 'content.section.too-large', params },
    0,
    0,
    1,
  );
}

function headingDepth(markdown: string): number {
  return /^(#{1,6})\s/.exec(markdown.trimStart())?.[1]?.length ?? 0;
}

/**
 * A section with no English (translation-only): held to the core's facts (qa-fact-dice) and, against
 * its text on disk, every changed number flagged for the maintainer (qa-number-unchecked), as the
 * review page and `content import` do.
 */
function translationOnlyFindings(
  context: CheckContext,
  locale: ReaderLocale,
  uiLocale: Locale,
  id: string,
  markdown: string,
): Finding[] {
  const section = { id, locale };
  const own = [
    ...coreFactFindings(markdown, glossaryOfLocale(locale).facts ?? [], section),
    ...(context.starting ? changedNumberFindings(context.starting, markdown, section) : []),
  ];
  return own.map((finding) => {
    const from = offsetAt(markdown, finding.line, finding.column);
    const written = String(finding.params.found ?? finding.params.after ?? '');
    const to = from + (markdown.startsWith(written, from) ? written.length : 0);
    return problemFinding(uiLocale, finding, from, to, finding.line);
  });
}

export function checkSection(
  context: CheckContext,
  locale: ReaderLocale,
  uiLocale: Locale,
  id: string,
  markdown: string,
): CheckResponse {
  // A zh-hant text's term names, links and glossary are zh-Hant's: made once in this process (thread).
  if (isDerivedLocale(locale) && !hasDerivedLocale(locale)) installZhHant();
  const englishSection = context.englishOf(id);
  const english = englishSection?.markdown ?? '';
  const limit = limitFinding(markdown, uiLocale);
  if (limit) return { findings: [limit], html: '', glossary: [], errors: 1, warnings: 0 };
  const findings: Finding[] = [];
  const qa = englishSection
    ? qaSection({
        id,
        locale,
        english: { markdown: english, depth: englishSection.depth },
        translation: { markdown, depth: englishSection.intro ? 1 : headingDepth(markdown) },
        exceptions: context.exceptions,
      })
    : [];
  for (const diagnostic of qa) {
    const { from, to } = locateFinding(diagnostic, english, markdown);
    findings.push(problemFinding(uiLocale, diagnostic, from, to, lineAt(markdown, from)));
  }
  if (!englishSection) findings.push(...translationOnlyFindings(context, locale, uiLocale, id, markdown));
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
  // A rendering the glossary avoids, for a term the English names: highlighted where it is used.
  for (const entry of glossary) {
    for (const avoided of entry.avoided) {
      // An error, as in `content check` (check/avoided-terms.ts): one rule, one answer.
      findings.push({
        severity: 'error',
        ruleId: 'glossary-avoid',
        message: context.label('workbench.glossary.avoided', { form: avoided.form, name: entry.name }),
        from: avoided.from,
        to: avoided.to,
        line: lineAt(markdown, avoided.from),
      });
    }
  }
  const blockers = context.gate
    ? draftBlockers(context.gate.model, locale, id, markdown, {
        knownRuleIds: context.gate.knownRuleIds,
        exceptions: context.exceptions,
      })
    : null;
  const shown = blockers ? withGate(findings, blockers, markdown, uiLocale) : findings;
  // What Save would refuse (the writer's unclosed-block rule), shown before the click.
  const unclosed = findUnclosedBlock(markdown);
  if (unclosed) {
    const from = offsetAt(markdown, unclosed.line, 1);
    shown.push({
      severity: 'error',
      ruleId: 'unclosed-block',
      message: createTranslator(uiLocale).t('content.write.unclosed-block', {
        file: id,
        line: unclosed.line,
        opener: unclosed.opener,
      }),
      from,
      to: lineEnd(markdown, from),
      line: unclosed.line,
    });
  }
  shown.sort((a, b) => a.from - b.from || a.ruleId.localeCompare(b.ruleId));
  return {
    findings: shown,
    html: preview.html,
    glossary,
    errors: shown.filter((finding) => finding.severity === 'error').length,
    warnings: shown.filter((finding) => finding.severity === 'warning').length,
  };
}
