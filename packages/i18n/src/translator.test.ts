import { describe, expect, it } from 'vitest';
import type { ResourceSet } from './resources/index.ts';
import { createTranslator } from './translator.ts';

const fixture: ResourceSet = {
  en: {
    ui: { 'ui.hello': 'Hello, {{name}}!', 'ui.only-en': 'Only in English' },
    calc: { 'calc.dc': 'DC {{dc}}', 'calc.html': 'Use <b>{{value}}</b>' },
  },
  th: { ui: { 'ui.hello': 'สวัสดี {{name}}!' }, calc: { 'calc.dc': 'ระดับความยาก {{dc}}' } },
  zh: { ui: { 'ui.hello': '你好，{{name}}！' }, calc: {} },
};

describe('createTranslator', () => {
  it('translates flat dotted keys with {{param}} interpolation', () => {
    expect(createTranslator('en', fixture).t('ui.hello', { name: 'Maeve' })).toBe('Hello, Maeve!');
    expect(createTranslator('th', fixture).t('ui.hello', { name: 'Maeve' })).toBe('สวัสดี Maeve!');
    expect(createTranslator('zh', fixture).t('ui.hello', { name: 'Maeve' })).toBe('你好，Maeve！');
  });

  it('finds keys in any namespace', () => {
    expect(createTranslator('th', fixture).t('calc.dc', { dc: 15 })).toBe('ระดับความยาก 15');
  });

  it('falls back to English for a key a locale lacks', () => {
    expect(createTranslator('th', fixture).t('ui.only-en')).toBe('Only in English');
    expect(createTranslator('zh', fixture).t('calc.dc', { dc: 10 })).toBe('DC 10');
  });

  it('does not HTML-escape parameters (the renderer escapes)', () => {
    expect(createTranslator('en', fixture).t('calc.html', { value: '<3 & >' })).toBe('Use <b><3 & ></b>');
  });

  it('returns the key itself for a key no locale has, and reports it missing', () => {
    const translator = createTranslator('zh', fixture);
    expect(translator.t('ui.nowhere')).toBe('ui.nowhere');
    expect(translator.has('ui.nowhere')).toBe(false);
    expect(translator.has('ui.only-en')).toBe(true);
  });

  it('works synchronously over the bundled resources', () => {
    const { t, locale } = createTranslator('th');
    expect(locale).toBe('th');
    expect(t('errors.unknown', { code: 'x.y' })).toContain('x.y');
  });

  it('takes only keys that exist in the bundled resources: a misspelt key fails the typecheck', () => {
    const { t, has, tData } = createTranslator('en');
    // @ts-expect-error: no such key (typecheck:packages fails if t accepts any string again)
    expect(t('ui.site.titel')).toBe('ui.site.titel');
    expect(t('ui.site.title')).not.toBe('ui.site.title');
    // A key read from data goes through tData, or through has, which narrows it.
    const fromData: string = 'ui.glossary.count';
    expect(has(fromData) ? t(fromData, { count: 2 }) : '').toBe('2 terms');
    expect(tData('table.no-such-label')).toBe('table.no-such-label');
  });
});
