import { glossaryTerms, LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { termDefinitionText } from './glossary.ts';
import { glossaryEnglish } from './glossary-english.ts';

/** th, zh and zh-hant (made from zh): every locale a reader reads translated. */
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

describe("a glossary entry's English for the reading view (issue 102)", () => {
  it('is the English definition, one block of one section named after the term', () => {
    expect(glossaryEnglish('th', 'Advantage')).toEqual({
      sections: [
        { id: 'Advantage', en: [[0]], blocks: [['paragraph', termDefinitionText('Advantage', 'en')]] },
      ],
    });
    expect(glossaryEnglish('en', 'Advantage')).toBeUndefined();
  });

  it('every translated definition has one; a definition shown in English has none', () => {
    for (const locale of TRANSLATED) {
      const withEnglish = glossaryTerms.filter((term) => glossaryEnglish(locale, term.id) !== undefined);
      console.log(
        `${locale}: ${withEnglish.length} of ${glossaryTerms.length} glossary entries show their English definition in the view`,
      );
      expect(withEnglish.length).toBeGreaterThan(glossaryTerms.length / 2);
    }
  });
});
