/**
 * The glossary of one reader locale as plain data (SectionGlossary), from @polyhedral/i18n: th and
 * zh from the glossary's names and `avoid` lists; zh-hant from its zh-Hant names and zh's lists
 * converted the way the text around them is (findAvoidedFormsZhHant). Node: zh-hant needs the
 * converter. Made once per locale.
 */
import { EXAMPLE_DAMAGE_DICE } from '@polyhedral/core';
import { glossaryTerms, isDerivedLocale, messagesFor, termName } from '@polyhedral/i18n';
import { createZhHantConverter, zhHantData, zhHantRejectedForms } from '@polyhedral/i18n/zh-hant';
import { ensureDerivedWords } from '../derive/derived-words.ts';
import type { SectionGlossary, SectionGlossaryFact } from '../glossary/section-glossary.ts';
import type { ReaderLocale } from '../model/types.ts';

/** The core's named dice (EXAMPLE_DAMAGE_DICE) with their English and local names. */
function factsOf(
  locale: ReaderLocale,
  convert: (zh: string) => string = (text) => text,
): SectionGlossaryFact[] {
  const english = messagesFor('en', 'table.example-damage');
  const local = messagesFor(locale === 'zh-hant' ? 'zh' : locale, 'table.example-damage');
  return EXAMPLE_DAMAGE_DICE.map((fact) => ({
    names: [...new Set([english[fact.label]!, convert(local[fact.label]!)])],
    dice: fact.dice,
    rule: `${fact.ruleId}: ${fact.source}`,
  }));
}

const made = new Map<ReaderLocale, SectionGlossary>();

function build(locale: ReaderLocale): SectionGlossary {
  if (locale === 'zh-hant') {
    ensureDerivedWords(locale);
    const converter = createZhHantConverter(zhHantData);
    const rejected = new Map(
      zhHantRejectedForms(zhHantData, converter).map((entry) => [entry.term, entry.forms]),
    );
    return {
      facts: factsOf(locale, converter.convertText),
      terms: glossaryTerms.map((term) => {
        const local = converter.termName(term.id);
        return {
          id: term.id,
          en: term.names.en,
          ...(local ? { local } : {}),
          avoid: [...(rejected.get(term.id) ?? [])],
        };
      }),
    };
  }
  if (isDerivedLocale(locale)) throw new Error(`no glossary for ${locale}`);
  return {
    facts: factsOf(locale),
    terms: glossaryTerms.map((term) => {
      const local = termName(term.id, locale);
      const avoid = [...(term.avoid?.[locale] ?? [])];
      return { id: term.id, en: term.names.en, ...(local ? { local } : {}), avoid };
    }),
  };
}

export function glossaryOfLocale(locale: ReaderLocale): SectionGlossary {
  let glossary = made.get(locale);
  if (!glossary) {
    glossary = build(locale);
    made.set(locale, glossary);
  }
  return glossary;
}
