/**
 * The glossary speaks the rules text's words: a rendering a term lists under `avoid` (e.g. zh
 * 属性分数 where the rules say 属性值, th การทดสอบ where they say การทอยทดสอบ) appears in no
 * term name or definition of that locale.
 */
import { describe, expect, it } from 'vitest';
import { glossaryDefinitions, glossaryTerms } from './index.ts';

const avoided = (['th', 'zh'] as const).map((locale) => ({
  locale,
  forms: glossaryTerms.flatMap((term) =>
    (term.avoid?.[locale] ?? []).map((form) => ({ form, term: term.id })),
  ),
}));

describe('glossary wording agrees with the rules text', () => {
  it('names the rejected forms the rules text settled (zh 属性分数, 力量分数, 先攻检定; th การทดสอบ, การโน้มน้าวชักชวน, การลุกไหม้)', () => {
    const all = avoided.flatMap(({ locale, forms }) => forms.map(({ form }) => `${locale}:${form}`));
    expect(all).toEqual(
      expect.arrayContaining([
        'zh:属性分数',
        'zh:力量分数',
        'zh:先攻检定',
        'th:การทดสอบ',
        'th:การโน้มน้าวชักชวน',
        'th:การลุกไหม้',
        'th:ค่าโมดิไฟเออร์ความสามารถ',
      ]),
    );
  });

  it.each(avoided)('no $locale name or definition uses a rejected form', ({ locale, forms }) => {
    const found: string[] = [];
    for (const { form, term } of forms) {
      for (const other of glossaryTerms) {
        if (other.names[locale].includes(form))
          found.push(`${other.id} name has "${form}" (avoid of ${term})`);
        const definition = glossaryDefinitions[locale][other.id] ?? '';
        if (definition.includes(form)) found.push(`${other.id} definition has "${form}" (avoid of ${term})`);
      }
    }
    expect(found).toEqual([]);
  });
});
