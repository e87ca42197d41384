/**
 * Terminology the glossary rejected: a Thai or Chinese section that writes a form a glossary term
 * lists under `avoid` (th โจมตีระยะประชิด where the rules say ประชิดตัว, zh 最大射程 where they say
 * 远射程) is an error, one per use, at the line and column of the use. The glossary names the
 * rejected forms once (packages/i18n/src/glossary/terms.json); its own wording test holds the
 * glossary and the UI strings to the same lists.
 */
import { findAvoidedForms, termName } from '@polyhedral/i18n';
import { type ContentModel, TRANSLATED_LOCALES, type TranslatedLocale } from '../model/types.ts';
import { type Diagnostic, makeDiagnostic } from './diagnostic.ts';

function isTranslated(collection: string): collection is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly string[]).includes(collection);
}

export function checkAvoidedTerms(model: ContentModel): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of model.files) {
    const locale = file.collection;
    if (!isTranslated(locale)) continue;
    let from = 0;
    for (const section of file.sections) {
      // Sections are in file order; the body keeps the file's line numbers.
      const start = Math.max(file.body.indexOf(section.markdown, from), 0);
      from = start + section.markdown.length;
      for (const { form, term, index } of findAvoidedForms(section.markdown, locale)) {
        const before = file.body.slice(0, start + index).split('\n');
        const position = { line: before.length, column: before.at(-1)!.length + 1 };
        diagnostics.push(
          makeDiagnostic('qa-term-avoided', file.file, position, {
            id: section.id,
            locale,
            form,
            term,
            name: termName(term, locale) ?? term,
          }),
        );
      }
    }
  }
  return diagnostics;
}
