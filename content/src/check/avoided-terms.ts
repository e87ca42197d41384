/**
 * Terminology the glossary rejected: a Thai or Chinese section that writes a form a glossary term
 * lists under `avoid` (th โจมตีระยะประชิด where the rules say ประชิดตัว, zh 最大射程 where they say
 * 远射程) is an error, one per use, at the line and column of the use. The glossary names the
 * rejected forms once (packages/i18n/src/glossary/terms.json); its own wording test holds the
 * glossary and the UI strings to the same lists. A section written by hand in zh-hant is held to
 * zh's lists converted to zh-Hant (屬性分數 for 属性分数), its names the zh-Hant ones.
 */
import { type AvoidedForm, findAvoidedForms, termName } from '@polyhedral/i18n';
import { findAvoidedFormsZhHant, termNameZhHant } from '@polyhedral/i18n/zh-hant';
import { type ContentModel, TRANSLATED_LOCALES } from '../model/types.ts';
import { type Diagnostic, makeDiagnostic } from './diagnostic.ts';

interface AvoidedFormsOf {
  find(text: string): AvoidedForm[];
  name(term: string): string | undefined;
}

/** How a collection's text is checked: th and zh by their lists, zh-hant by zh's converted. */
function avoidedFormsOf(collection: string): AvoidedFormsOf | null {
  if (collection === 'zh-hant') return { find: findAvoidedFormsZhHant, name: termNameZhHant };
  const locale = TRANSLATED_LOCALES.find((candidate) => candidate === collection);
  if (!locale) return null;
  return { find: (text) => findAvoidedForms(text, locale), name: (term) => termName(term, locale) };
}

export function checkAvoidedTerms(model: ContentModel): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of model.files) {
    const locale = file.collection;
    const forms = avoidedFormsOf(locale);
    if (!forms) continue;
    let from = 0;
    for (const section of file.sections) {
      // Sections are in file order; the body keeps the file's line numbers.
      const start = Math.max(file.body.indexOf(section.markdown, from), 0);
      from = start + section.markdown.length;
      for (const { form, term, index } of forms.find(section.markdown)) {
        const before = file.body.slice(0, start + index).split('\n');
        const position = { line: before.length, column: before.at(-1)!.length + 1 };
        diagnostics.push(
          makeDiagnostic('content.qa.term-avoided', file.file, position, {
            id: section.id,
            locale,
            form,
            term,
            name: forms.name(term) ?? term,
          }),
        );
      }
    }
  }
  return diagnostics;
}
