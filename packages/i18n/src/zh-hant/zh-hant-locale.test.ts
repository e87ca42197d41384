import { beforeAll, describe, expect, it } from 'vitest';
import { hasDerivedLocale } from '../derived-locale-data.ts';
import { definitionsOf, glossaryTerms, sortedTerms, termDefinition, termName } from '../glossary/index.ts';
import { messagesFor } from '../messages-for.ts';
import { NAMESPACES, resources } from '../resources/index.ts';
import { createTranslator } from '../translator.ts';
import { withHandWritten } from './hand-written.ts';
import { termNameZhHant } from './term-names.ts';
import { installZhHant, zhHantLocaleData } from './zh-hant-locale.ts';

describe('zh-hant in the main entry', () => {
  beforeAll(installZhHant);

  it('is installed once and kept', () => {
    expect(hasDerivedLocale('zh-hant')).toBe(true);
    expect(zhHantLocaleData()).toBe(zhHantLocaleData());
  });

  it('has every zh string, converted, with placeholders kept', () => {
    const data = zhHantLocaleData();
    for (const namespace of NAMESPACES) {
      expect(Object.keys(data.resources[namespace]), namespace).toEqual(Object.keys(resources.zh[namespace]));
    }
    const { t } = createTranslator('zh-hant');
    expect(createTranslator('zh').t('ui.site.title')).not.toBe(t('ui.site.title'));
    // 伤害 -> 傷害, 检定 -> 檢定: Traditional characters, no Simplified left in the message.
    expect(t('calc.d20-test.kind-of-test.save')).toBe('豁免檢定');
    // Taiwan's corner brackets where zh quotes with “ ”.
    expect(t('errors.locale.unsupported', { locale: 'fr', supported: 'en' })).toContain('「fr」');
    const messages = messagesFor('zh-hant', 'calc.d20');
    expect(Object.keys(messages)).toEqual(Object.keys(messagesFor('zh', 'calc.d20')));
  });

  it('invites Traditional Chinese readers in their own script (the converted zh prompt said 簡體中文)', () => {
    expect(createTranslator('zh-hant').t('ui.chooser.prompt')).toBe('閱讀繁體中文版規則');
    expect(createTranslator('zh-hant').t('ui.site.description')).toContain('繁體中文');
  });

  it('says the glossary is in stroke order, the order sortedTerms gives zh-hant (zh says pinyin)', () => {
    const { t } = createTranslator('zh-hant');
    expect(createTranslator('zh').t('ui.glossary.intro')).toContain('拼音');
    expect(t('ui.glossary.intro')).toContain('筆畫順序');
    // Stroke order: 力 (2 strokes) before 大 (3) before 中 (4).
    const names = sortedTerms('zh-hant').map((term) => termName(term.id, 'zh-hant'));
    const at = (name: string) => names.indexOf(name);
    expect(at('力量')).toBeGreaterThanOrEqual(0);
    expect(at('力量')).toBeLessThan(at('大型'));
    expect(at('大型')).toBeLessThan(at('中立邪惡'));
  });

  it('names every glossary term by termNameZhHant and converts every definition', () => {
    for (const term of glossaryTerms) expect(termName(term.id, 'zh-hant')).toBe(termNameZhHant(term.id));
    expect(termName('DamageTypes', 'zh-hant')).toBe('傷害類型');
    expect(Object.keys(definitionsOf('zh-hant')).sort()).toEqual(Object.keys(definitionsOf('zh')).sort());
    expect(termDefinition('Advantage', 'zh-hant')).not.toBe(termDefinition('Advantage', 'zh'));
    expect(sortedTerms('zh-hant')).toHaveLength(glossaryTerms.length);
  });
});

describe('withHandWritten', () => {
  const generated = {
    ui: { 'ui.a': '生成', 'ui.b': '乙' },
    calc: { 'calc.c': '丙' },
  } as unknown as Parameters<typeof withHandWritten>[0];

  it('puts a hand-written string in place of the generated one of its key, in its namespace', () => {
    const merged = withHandWritten(generated, { 'calc.c': '手寫' });
    expect(merged).toEqual({ ui: { 'ui.a': '生成', 'ui.b': '乙' }, calc: { 'calc.c': '手寫' } });
    expect((generated as unknown as Record<string, Record<string, string>>).calc!['calc.c']).toBe('丙');
  });

  it('refuses a key no zh string has', () => {
    expect(() => withHandWritten(generated, { 'ui.nowhere': '無' })).toThrow(/ui\.nowhere/);
  });
});
