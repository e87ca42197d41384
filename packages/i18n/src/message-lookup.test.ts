import { describe, expect, it } from 'vitest';
import { messageLookup } from './message-lookup.ts';
import { messagesFor } from './messages-for.ts';

describe('messageLookup', () => {
  it('chooses plural forms by the locale it is given', () => {
    const { t } = messageLookup(messagesFor('en', 'workbench'), 'en');
    expect(t('workbench.replace.apply', { count: 1 })).toBe('Replace in 1 section');
    expect(t('workbench.replace.apply', { count: 3 })).toBe('Replace in 3 sections');
    const th = messageLookup(messagesFor('th', 'workbench'), 'th');
    expect(th.t('workbench.replace.apply', { count: 1 })).toBe('แทนที่ใน 1 หัวข้อ');
  });

  it('takes keys written in code only if they exist; keys from data through tData', () => {
    const { t, tData } = messageLookup(messagesFor('zh', 'calc'), 'zh');
    // @ts-expect-error: no such key (the site and workbench typechecks fail if t takes any string again)
    expect(t('calc.no-such-key')).toBe('calc.no-such-key');
    const type = 'fire';
    expect(tData(`calc.damageType.${type}`)).toBe(t('calc.damageType.fire'));
  });
});
