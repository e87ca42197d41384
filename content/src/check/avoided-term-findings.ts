/**
 * The glossary's rejected renderings used in one text (qa-term-avoided): one error per use, at its
 * line and column in the text, with the term and its name in the locale. The glossary comes as
 * plain data (qa/section-glossary.ts): `content check` passes the one it builds from
 * @polyhedral/i18n, the review editor the one it was given.
 */
import { avoidedFormsAmong, type RejectedForms } from '@polyhedral/i18n';
import { type Finding, makeFinding } from '../findings/finding.ts';
import type { SectionGlossary } from '../glossary/section-glossary.ts';

interface Lists {
  names: string[];
  rejected: RejectedForms[];
  nameOf: Map<string, string>;
}

const listsOf = new WeakMap<SectionGlossary, Lists>();

function lists(glossary: SectionGlossary): Lists {
  let found = listsOf.get(glossary);
  if (!found) {
    found = {
      names: glossary.terms.flatMap((term) => (term.local ? [term.local] : [])),
      rejected: glossary.terms
        .filter((term) => term.avoid.length > 0)
        .map((term) => ({ term: term.id, forms: term.avoid })),
      nameOf: new Map(glossary.terms.flatMap((term) => (term.local ? [[term.id, term.local] as const] : []))),
    };
    listsOf.set(glossary, found);
  }
  return found;
}

export function avoidedTermFindings(
  text: string,
  section: { id: string; locale: string },
  glossary: SectionGlossary,
): Finding[] {
  const { names, rejected, nameOf } = lists(glossary);
  return avoidedFormsAmong(text, names, rejected).map(({ form, term, index }) => {
    const before = text.slice(0, index).split('\n');
    return makeFinding(
      'content.qa.term-avoided',
      { line: before.length, column: before.at(-1)!.length + 1 },
      { id: section.id, locale: section.locale, form, term, name: nameOf.get(term) ?? term },
    );
  });
}
