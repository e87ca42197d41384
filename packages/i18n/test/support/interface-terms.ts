/**
 * The site's and the tools' own concepts (an approval, the maintainer's acceptance, the Playtest,
 * the Rules Glossary, a section, the tracker, review): one name per language, held like a game
 * term's by the forms no text may use (interface-terms.json says why each).
 */

import { INTERFACE_TERMS, type InterfaceTerm } from '../../src/glossary/interface-terms.ts';

export { INTERFACE_TERMS, type InterfaceTerm };

/** A use of an avoided form: the concept, the form and where in the text it starts. */
export interface InterfaceTermUse {
  term: string;
  form: string;
  index: number;
}

/**
 * Every avoided form of `locale` in `text`, in text order. `forms` maps a term to the forms to
 * look for (zh-Hant passes the converted zh forms); `rulesText` leaves out the terms whose forms
 * are ordinary words of the rules text.
 */
export function interfaceTermUses(
  text: string,
  formsOf: (term: InterfaceTerm) => readonly string[],
  rulesText = false,
): InterfaceTermUse[] {
  const uses: InterfaceTermUse[] = [];
  for (const term of INTERFACE_TERMS) {
    if (rulesText && term.notInRulesText !== undefined) continue;
    for (const form of formsOf(term)) {
      for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1))
        uses.push({ term: term.id, form, index: at });
    }
  }
  return uses.sort((a, b) => a.index - b.index);
}
