import { describe, expect, it } from 'vitest';
import { messagesNotYetOnPage, pageMessages, provideServerMessages, scriptJson } from './page-messages.ts';

describe('calculator strings once per page', () => {
  it('a slot writes only the strings no earlier slot on the page wrote', () => {
    const written = new Set<string>();
    const first = messagesNotYetOnPage(written, { 'calc.common.reset': 'Reset', 'dice.limit.x': 'Too many' });
    const second = messagesNotYetOnPage(written, {
      'calc.common.reset': 'Reset',
      'calc.d20.title': 'D20 Test',
    });
    expect(first).toEqual({ 'calc.common.reset': 'Reset', 'dice.limit.x': 'Too many' });
    expect(second).toEqual({ 'calc.d20.title': 'D20 Test' });
  });

  it('writes JSON that cannot close its script element', () => {
    const json = scriptJson({ 'calc.x': '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ 'calc.x': '</script><script>alert(1)</script>' });
  });

  it('during the build, islands read what the slots registered for their locale', () => {
    provideServerMessages('th', { 'calc.a': 'ก' });
    provideServerMessages('th', { 'calc.b': 'ข' });
    expect(pageMessages('th')).toMatchObject({ 'calc.a': 'ก', 'calc.b': 'ข' });
    expect(pageMessages('zh')['calc.a']).toBeUndefined();
  });
});
