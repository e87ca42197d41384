import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryOfLocale } from '../qa/glossary-of-locale.ts';
import { checkDefinitionText, definitionProblem } from './definition-problem.ts';

const definitions = (locale: 'en' | 'th' | 'zh'): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/i18n/src/glossary/definitions.${locale}.json`, import.meta.url),
      'utf8',
    ),
  );

/** The review page's check of a definition, against the glossary as the page is given it (shared.json). */
describe('checkDefinitionText: what the import refuses in a definition, as the reader types', () => {
  const th = glossaryOfLocale('th');
  const zh = glossaryOfLocale('zh');

  it('passes a plain definition in the script of its locale', () => {
    expect(checkDefinitionText('th', 'สิ่งกีดขวางที่ทำให้โจมตีโดนยากขึ้น', th)).toBeNull();
    expect(checkDefinitionText('zh', '使攻击更难命中的障碍物。', zh)).toBeNull();
  });

  it('refuses the other script, markup and links', () => {
    expect(checkDefinitionText('th', 'สิ่งกีดขวาง 中', th)?.code).toBe('handback.glossary.wrong-script');
    expect(checkDefinitionText('zh', '障碍物 ทดสอบ', zh)?.code).toBe('handback.glossary.wrong-script');
    expect(checkDefinitionText('th', 'สิ่ง <b>กีด</b>', th)?.code).toBe('handback.glossary.markup');
    expect(checkDefinitionText('th', 'ดู [กฎ](rule:Cover)', th)?.code).toBe('handback.glossary.markup');
  });

  it('refuses a form the glossary rejects, naming the glossary name in the locale', () => {
    // terms.json: Persuasion is การโน้มน้าว in Thai, never การโน้มน้าวชักชวน.
    expect(checkDefinitionText('th', 'ใช้การโน้มน้าวชักชวนกับผู้อื่น', th)).toEqual({
      code: 'handback.glossary.avoided',
      params: { form: 'การโน้มน้าวชักชวน', avoidedTerm: 'Persuasion', name: 'การโน้มน้าว' },
    });
  });

  it('holds the numbers of a definition to the English definition: "DC 10" written "DC 11" is refused (issue 86)', () => {
    // Malnutrition (SRD 5.2 Rules Glossary): a DC 10 Constitution saving throw.
    const english = definitions('en').MalnutritionHazard!;
    const thai = definitions('th').MalnutritionHazard!;
    expect(english).toContain('DC 10');
    expect(thai).toContain('DC 10');
    expect(checkDefinitionText('th', thai, th, english)).toBeNull();
    const changed = thai.replace('DC 10', 'DC 11');
    expect(checkDefinitionText('th', changed, th, english)).toEqual({
      code: 'content.qa.number-changed',
      params: expect.objectContaining({
        expected: '10',
        found: '11',
        englishText: english,
        blockText: changed,
      }),
    });
    // The import's check (definitionProblem) refuses it the same way.
    const none = () => undefined;
    expect(definitionProblem('th', changed, none, english)?.code).toBe('content.qa.number-changed');
    expect(definitionProblem('th', changed, none)).toBeNull();
  });

  it('finds no number problem in any th or zh definition as the glossary holds them today', () => {
    const english = definitions('en');
    for (const locale of ['th', 'zh'] as const) {
      const glossary = glossaryOfLocale(locale);
      const found = Object.entries(definitions(locale)).filter(
        ([term, text]) =>
          english[term] !== undefined && checkDefinitionText(locale, text, glossary, english[term]),
      );
      expect(
        found.map(([term]) => term),
        locale,
      ).toEqual([]);
    }
    expect(Object.keys(definitions('th')).length).toBeGreaterThan(200);
  });

  it('refuses what a reader cannot check on the page: hidden characters, English left in, a bare link, a book chapter (issue 88, Low list)', () => {
    const cases: Array<[string, 'th' | 'zh', string, string]> = [
      ['a right-to-left override', 'th', 'ค่า CD \u202e01 CD\u202c', 'handback.glossary.invisible'],
      ['a zero-width space', 'th', 'สิ่งกีด\u200bขวาง', 'handback.glossary.invisible'],
      ['a direction isolate', 'zh', '障碍物\u2066abc\u2069', 'handback.glossary.invisible'],
      ['Latin only in Thai', 'th', 'Something that blocks an attack.', 'handback.glossary.untranslated'],
      ['Latin only in Chinese', 'zh', 'An obstacle.', 'handback.glossary.untranslated'],
      ['a bare address', 'th', 'ดูที่ https://example.org/cover', 'handback.glossary.markup'],
      ['an address without a scheme', 'zh', '见 www.example.org', 'handback.glossary.markup'],
      ['a Thai book chapter', 'th', 'ดูรายละเอียดในบทที่ 7', 'handback.glossary.chapter'],
      ['a Chinese book chapter', 'zh', '详见第7章。', 'handback.glossary.chapter'],
    ];
    for (const [what, locale, text, code] of cases) {
      expect(checkDefinitionText(locale, text, glossaryOfLocale(locale))?.code, what).toBe(code);
      expect(definitionProblem(locale, text, () => undefined)?.code, what).toBe(code);
    }
    // Plain text in its own script with a rule's name in Latin letters or a number is fine.
    expect(checkDefinitionText('th', 'ทอย d20 แล้วบวกค่า AC', glossaryOfLocale('th'))).toBeNull();
    expect(checkDefinitionText('zh', '掷 d20 并加上 AC。', glossaryOfLocale('zh'))).toBeNull();
  });
});
