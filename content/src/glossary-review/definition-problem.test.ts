import { describe, expect, it } from 'vitest';
import { glossaryOfLocale } from '../qa/glossary-of-locale.ts';
import { checkDefinitionText } from './definition-problem.ts';

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
});
