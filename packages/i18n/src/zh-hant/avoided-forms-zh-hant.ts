/**
 * The zh `avoid` lists in zh-Hant: each rejected form converted the way the text around it is, so a
 * rejected rendering is still caught after conversion (屬性分數 for 属性分数).
 */
import { type AvoidedForm, avoidedFormsAmong, type RejectedForms } from '../glossary/avoided-forms.ts';
import type { GlossaryTerm } from '../glossary/types.ts';
import { zhHantConverter } from './bundled-converter.ts';
import type { ZhHantConverter, ZhHantData } from './types.ts';
import { zhHantData } from './zh-hant-data.ts';

/**
 * A term's zh rejected forms that are still second names in zh-Hant. A form whose conversion holds
 * the term's own zh-Hant name and more (抵抗效果 for Effect, zh 效应) while the zh form does not
 * hold the zh name is left out: zh-Hant writes both zh words as that name (the zh split 效应 /
 * 效果 is the one word 效果 in Taiwan), so the form names the term there.
 */
export function zhFormsRejectedInZhHant(term: GlossaryTerm, converter: ZhHantConverter): string[] {
  const name = converter.termName(term.id)!;
  return (term.avoid?.zh ?? []).filter((form) => {
    const converted = converter.convertText(form);
    return form.includes(term.names.zh) || converted === name || !converted.includes(name);
  });
}

/** Each term's zh rejected forms, converted to zh-Hant (terms without one left out). */
export function zhHantRejectedForms(data: ZhHantData, converter: ZhHantConverter): RejectedForms[] {
  return data.terms
    .map((term) => ({
      term: term.id,
      forms: zhFormsRejectedInZhHant(term, converter).map((form) => converter.convertText(form)),
    }))
    .filter((entry) => entry.forms.length > 0);
}

let bundledRejected: { names: string[]; rejected: RejectedForms[] } | undefined;

/**
 * The converted rejected forms a zh-Hant text uses, in text order; as in zh, a use inside a
 * glossary name (here its zh-Hant name) is not one.
 */
export function findAvoidedFormsZhHant(text: string): AvoidedForm[] {
  if (bundledRejected === undefined) {
    const converter = zhHantConverter();
    bundledRejected = {
      names: zhHantData.terms.map((term) => converter.termName(term.id)!),
      rejected: zhHantRejectedForms(zhHantData, converter),
    };
  }
  return avoidedFormsAmong(text, bundledRejected.names, bundledRejected.rejected);
}
