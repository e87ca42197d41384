import { describe, expect, it } from 'vitest';
import { zhContentFiles, zhMessageFiles } from '../../tools/zh-sources.ts';
import { findAvoidedForms, glossaryDefinitions } from '../glossary/index.ts';
import { findAvoidedFormsZhHant, zhHantRejectedForms } from './avoided-forms-zh-hant.ts';
import { zhHantConverter } from './bundled-converter.ts';
import { convertMarkdown } from './convert-markdown.ts';
import { convertMessages } from './convert-messages.ts';
import { convertText } from './convert-text.ts';
import handWritten from './hand-written-strings.json' with { type: 'json' };
import { termNameZhHant } from './term-names.ts';
import { zhHantData } from './zh-hant-data.ts';

describe('rejected forms in zh-Hant', () => {
  it('converts the zh avoid lists', () => {
    const forms = zhHantRejectedForms(zhHantData, zhHantConverter()).flatMap(({ term, forms }) =>
      forms.map((form) => `${term}:${form}`),
    );
    expect(forms).toEqual(
      expect.arrayContaining(['AbilityScore:屬性分數', 'Initiative:先攻檢定', 'Rogue:的盜賊']),
    );
  });

  it('drops a form that zh-Hant writes as the term itself: 抵抗效果 is a second name of 效应 in zh, the name 效果 in Taiwan', () => {
    const effect = zhHantRejectedForms(zhHantData, zhHantConverter()).find(({ term }) => term === 'Effect');
    expect(effect).toBeUndefined();
    expect(findAvoidedForms('如果你不想抵抗效果', 'zh').map(({ term }) => term)).toEqual(['Effect']);
    expect(findAvoidedFormsZhHant('如果你不想抵抗該效果')).toEqual([]);
  });

  it('finds a Traditional rejected form, but not inside a glossary name', () => {
    expect(findAvoidedFormsZhHant('進行一次先攻檢定').map(({ form, term }) => `${term}:${form}`)).toEqual([
      'Initiative:先攻檢定',
    ]);
    expect(findAvoidedFormsZhHant('他會說的盜賊黑話')).toEqual([]);
  });

  it('finds none in the converted glossary definitions and UI strings', () => {
    const fix = (term: string) => `write "${termNameZhHant(term)}"`;
    const definitions = Object.entries(glossaryDefinitions.zh).flatMap(([id, text]) =>
      findAvoidedFormsZhHant(convertText(text)).map(({ form, term }) => `${id}: ${form}; ${fix(term)}`),
    );
    const strings = zhMessageFiles().flatMap(({ file, messages }) =>
      Object.entries(convertMessages(messages)).flatMap(([key, text]) =>
        findAvoidedFormsZhHant(text).map(({ form, term }) => `${file} ${key}: ${form}; ${fix(term)}`),
      ),
    );
    // The hand-written zh-Hant strings are shown in place of converted ones: held to the same lists.
    const written = Object.entries(handWritten as Record<string, string>).flatMap(([key, text]) =>
      findAvoidedFormsZhHant(text).map(({ form, term }) => `hand-written ${key}: ${form}; ${fix(term)}`),
    );
    expect([...definitions, ...strings, ...written]).toEqual([]);
  });

  it('finds as many in each converted content file as in its zh text', () => {
    for (const { file, text } of zhContentFiles()) {
      const zh = findAvoidedForms(text, 'zh').map(({ term }) => term);
      const hant = findAvoidedFormsZhHant(convertMarkdown(text)).map(({ term }) => term);
      expect(hant, file).toEqual(zh);
    }
  });
});
