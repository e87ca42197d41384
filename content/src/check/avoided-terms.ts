/**
 * Terminology the glossary rejected: a form a term lists under `avoid` (th โจมตีระยะประชิด for
 * ประชิดตัว, zh 最大射程 for 远射程) in a Thai or Chinese section is an error at each use; a zh-hant
 * hand-written section is held to zh's lists converted. Each section goes through
 * avoidedTermFindings, the check the review editor runs on the typed text.
 */
import { isDerivedLocale, isTranslatedLocale } from '@polyhedral/i18n';
import { type Diagnostic, inFile } from '../findings/diagnostic.ts';
import { shiftFinding } from '../findings/finding.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { glossaryOfLocale } from '../qa/glossary-of-locale.ts';
import { avoidedTermFindings } from './avoided-term-findings.ts';

function isCheckedLocale(collection: string): collection is ReaderLocale {
  return isTranslatedLocale(collection) || isDerivedLocale(collection);
}

export function checkAvoidedTerms(model: ContentModel): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of model.files) {
    const locale = file.collection;
    if (!isCheckedLocale(locale)) continue;
    const glossary = glossaryOfLocale(locale);
    let from = 0;
    for (const section of file.sections) {
      // Sections are in file order; the body keeps the file's line numbers.
      const start = Math.max(file.body.indexOf(section.markdown, from), 0);
      from = start + section.markdown.length;
      const before = file.body.slice(0, start).split('\n');
      const at = { line: before.length, column: before.at(-1)!.length + 1 };
      for (const finding of avoidedTermFindings(section.markdown, { id: section.id, locale }, glossary)) {
        diagnostics.push(inFile(shiftFinding(finding, at), file.file));
      }
    }
  }
  return diagnostics;
}
