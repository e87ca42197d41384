import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages-for.ts';
import type { ResourceSet } from './resources/index.ts';

const fixture: ResourceSet = {
  en: {
    calc: { 'calc.d20.title': 'D20 Test', 'calc.d20.dc': 'DC {{dc}}', 'calc.d20x.other': 'Other' },
    ui: { 'ui.title': 'Rules' },
  },
  th: { calc: { 'calc.d20.title': 'การทอยทดสอบ D20', 'calc.d20.dc': '' }, ui: {} },
  zh: { calc: {}, ui: { 'ui.title': '规则' } },
};

describe('messagesFor', () => {
  it('returns every key under the prefix, with full keys, and nothing outside it', () => {
    expect(messagesFor('en', 'calc.d20', fixture)).toEqual({
      'calc.d20.title': 'D20 Test',
      'calc.d20.dc': 'DC {{dc}}',
    });
    expect(messagesFor('en', 'calc.d20.', fixture)).toEqual(messagesFor('en', 'calc.d20', fixture));
  });

  it('fills missing or empty translations from English', () => {
    expect(messagesFor('th', 'calc.d20', fixture)).toEqual({
      'calc.d20.title': 'การทอยทดสอบ D20',
      'calc.d20.dc': 'DC {{dc}}',
    });
    expect(messagesFor('zh', 'ui', fixture)).toEqual({ 'ui.title': '规则' });
  });

  it('returns an empty record for an unknown prefix', () => {
    expect(messagesFor('zh', 'nothing.here', fixture)).toEqual({});
  });

  it('reads the bundled resources by default', () => {
    expect(messagesFor('zh', 'errors')['errors.unknown']).toContain('{{code}}');
  });
});
