/**
 * The zh `avoid` lists in zh-Hant: each rejected form converted the way the text around it is, so a
 * rejected rendering is still caught after conversion (屬性分數 for 属性分数).
 */
import { type AvoidedForm, avoidedFormsAmong, type RejectedForms } from '../glossary/avoided-forms.ts';
import { zhHantConverter } from './bundled-converter.ts';
import type { ZhHantConverter, ZhHantData } from './types.ts';
import { zhHantData } from './zh-hant-data.ts';

/** Each term's zh rejected forms, converted to zh-Hant (terms without a zh `avoid` list left out). */
export function zhHantRejectedForms(data: ZhHantData, converter: ZhHantConverter): RejectedForms[] {
  return data.terms
    .filter((term) => (term.avoid?.zh ?? []).length > 0)
    .map((term) => ({
      term: term.id,
      forms: (term.avoid?.zh ?? []).map((form) => converter.convertText(form)),
    }));
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
