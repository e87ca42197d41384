import { afterEach, describe, expect, it } from 'vitest';
import { hasInstanceFields, sharedLinkSearch } from './url-state.ts';
import { initialCalculatorState } from './use-calculator-state.ts';

const digits = (raw: string) =>
  /^\d+$/.test(raw)
    ? { ok: true as const, value: Number(raw) }
    : { ok: false as const, code: 'errors.notANumber', params: {} };
const specs = {
  bonus: { defaultValue: '2', validate: digits },
  dc: { defaultValue: '15', validate: digits },
};

describe('the state a calculator starts from', () => {
  it('takes valid values of its own instance from the shared link', () => {
    expect(initialCalculatorState('?save-half.dc=12&dice.expr=4d6', 'save-half', specs)).toEqual({
      raw: { bonus: '2', dc: '12' },
      urlReset: false,
    });
  });

  it('replaces an invalid link value by its default and says so', () => {
    expect(initialCalculatorState('?save-half.dc=1x&save-half.bonus=5', 'save-half', specs)).toEqual({
      raw: { bonus: '5', dc: '15' },
      urlReset: true,
    });
  });

  it('ignores another instance of the same kind', () => {
    expect(initialCalculatorState('?save-half-2.dc=12', 'save-half', specs).raw.dc).toBe('15');
    expect(hasInstanceFields('?save-half-2.dc=12', 'save-half')).toBe(false);
    expect(hasInstanceFields('?save-half-2.dc=12', 'save-half-2')).toBe(true);
  });
});

describe('the shared link', () => {
  const holder = globalThis as { window?: unknown };
  afterEach(() => {
    delete holder.window;
  });

  it('is the query string the page opened with, even after the calculators rewrote the URL', () => {
    const location = { search: '?dice.expr=4d6' };
    holder.window = { location };
    expect(sharedLinkSearch()).toBe('?dice.expr=4d6');
    location.search = '?dice.expr=10d';
    expect(sharedLinkSearch()).toBe('?dice.expr=4d6');
  });

  it('is empty on the server', () => {
    expect(sharedLinkSearch()).toBe('');
  });
});
