import { zhFormsRejectedInZhHant, zhHantRejectedForms } from './avoided-forms-zh-hant.ts';
import { createZhHantConverter } from './create-converter.ts';
import { plainTaiwanConversion } from './opencc-taiwan.ts';
import type { ZhHantConverter, ZhHantData, ZhHantNameProblem } from './types.ts';

function overrideProblems(data: ZhHantData): ZhHantNameProblem[] {
  const problems: ZhHantNameProblem[] = [];
  const termsById = new Map(data.terms.map((term) => [term.id, term]));
  for (const [id, override] of Object.entries(data.nameOverrides)) {
    const term = termsById.get(id);
    if (term === undefined) {
      problems.push({ code: 'zh-hant.name.unknown-term', params: { id } });
      continue;
    }
    const plain = plainTaiwanConversion(term.names.zh);
    if (override.name === plain) {
      problems.push({ code: 'zh-hant.name.unneeded-override', params: { id, name: override.name } });
    }
    if (override.note.trim() === '') problems.push({ code: 'zh-hant.name.no-note', params: { id } });
  }
  return problems;
}

function oneNamePerTerm(data: ZhHantData, converter: ZhHantConverter): ZhHantNameProblem[] {
  const problems: ZhHantNameProblem[] = [];
  const zhByHant = new Map<string, { id: string; zh: string }>();
  for (const term of data.terms) {
    const name = converter.termName(term.id)!;
    const converted = converter.convertText(term.names.zh);
    if (converted !== name) {
      problems.push({ code: 'zh-hant.name.not-kept', params: { id: term.id, name, converted } });
    }
    const other = zhByHant.get(name);
    if (other !== undefined && other.zh !== term.names.zh) {
      problems.push({ code: 'zh-hant.name.shared', params: { id: term.id, other: other.id, name } });
    }
    if (other === undefined) zhByHant.set(name, { id: term.id, zh: term.names.zh });
  }
  return problems;
}

function avoidedFormsInNames(data: ZhHantData, converter: ZhHantConverter): ZhHantNameProblem[] {
  const problems: ZhHantNameProblem[] = [];
  for (const { term, forms } of zhHantRejectedForms(data, converter)) {
    const owner = data.terms.find((each) => each.id === term);
    const zhForms = owner === undefined ? [] : zhFormsRejectedInZhHant(owner, converter);
    forms.forEach((form, index) => {
      for (const named of data.terms) {
        const name = converter.termName(named.id)!;
        if (name.includes(form) && !named.names.zh.includes(zhForms[index]!)) {
          problems.push({
            code: 'zh-hant.name.has-avoided-form',
            params: { id: named.id, name, form, of: term },
          });
        }
      }
    });
  }
  return problems;
}

function correctionProblems(data: ZhHantData, converter: ZhHantConverter): ZhHantNameProblem[] {
  const problems: ZhHantNameProblem[] = [];
  const termZhNames = new Set(data.terms.map((term) => term.names.zh));
  const termByHantName = new Map(data.terms.map((term) => [converter.termName(term.id)!, term]));
  const seen = new Set<string>();
  for (const word of data.wordCorrections) {
    const params = { zh: word.zh, zhHant: word.zhHant };
    if (seen.has(word.zh)) problems.push({ code: 'zh-hant.word.listed-twice', params });
    seen.add(word.zh);
    if (termZhNames.has(word.zh)) problems.push({ code: 'zh-hant.word.is-a-term', params });
    // A correction that holds another one's zh (构建冒险 holds 构建) shields its text from that one.
    const shields = data.wordCorrections.some((other) => other !== word && word.zh.includes(other.zh));
    if (plainTaiwanConversion(word.zh) === word.zhHant && !shields)
      problems.push({ code: 'zh-hant.word.unneeded', params });
    const term = termByHantName.get(word.zhHant);
    if (term !== undefined && term.names.zh !== word.zh) {
      problems.push({ code: 'zh-hant.word.gives-a-term-name', params: { ...params, id: term.id } });
    }
    if (word.note.trim() === '') problems.push({ code: 'zh-hant.word.no-note', params });
  }
  return problems;
}

/**
 * Every problem of the zh-Hant names (glossary/zh-hant-names.json) and word corrections
 * (word-corrections.json) against the glossary:
 * - an override names an unknown term, equals the plain conversion of the zh name (unneeded) or
 *   gives no reason;
 * - a term's zh name, converted like any text, does not come out as its zh-Hant name;
 * - two terms with different zh names share a zh-Hant name;
 * - a zh-Hant name holds a rejected form (a zh `avoid` entry, converted) its zh name did not hold;
 * - a word correction is listed twice, is a term's zh name (terms belong in zh-hant-names.json),
 *   changes nothing OpenCC would not, turns a word into a term's zh-Hant name, or gives no reason.
 */
export function checkZhHantNames(data: ZhHantData): ZhHantNameProblem[] {
  const converter = createZhHantConverter(data);
  return [
    ...overrideProblems(data),
    ...oneNamePerTerm(data, converter),
    ...avoidedFormsInNames(data, converter),
    ...correctionProblems(data, converter),
  ];
}
