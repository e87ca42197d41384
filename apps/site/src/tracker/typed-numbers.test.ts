import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import {
  allRead,
  type TypedByCreature,
  type TypedNumber,
  useTypedByCreature,
  useTypedNumber,
} from './typed-numbers.ts';

/** The hooks' first render, as a tool sees it before anything is typed. */
function firstRender<T>(hook: () => T): T {
  let seen: T | undefined;
  renderToString(
    h(() => {
      seen = hook();
      return null;
    }, {}),
  );
  return seen!;
}

const D20 = { min: 1, max: 20 };

describe('useTypedNumber', () => {
  it('reads the typed text against its range; an optional one left empty has no read', () => {
    const dc = firstRender(() => useTypedNumber('15', D20));
    expect(dc.read).toEqual({ ok: true, value: 15 });
    expect(dc.valueOr(0)).toBe(15);
    const tooHigh = firstRender(() => useTypedNumber('21', D20));
    expect(tooHigh.read).toMatchObject({ ok: false, code: 'calc.error.range' });
    expect(tooHigh.valueOr(0)).toBe(0);
    expect(firstRender(() => useTypedNumber(' ', D20, true)).read).toBeNull();
    expect(firstRender(() => useTypedNumber(' ', D20)).read).toMatchObject({
      ok: false,
      code: 'calc.error.required',
    });
  });
});

describe('useTypedByCreature and allRead', () => {
  it('has no read for a creature with nothing typed, and every read must be valid for the tool to act', () => {
    const none = firstRender(() => useTypedByCreature(['c1', 'c2'], D20));
    expect(none.reads).toEqual({});
    expect(none.values()).toEqual({});
    const typed: TypedByCreature = {
      ...none,
      reads: { c1: { ok: true, value: 14 }, c2: { ok: false, code: 'calc.error.integer' } },
    };
    const dc = firstRender(() => useTypedNumber('15', D20));
    const emptyOptional: TypedNumber = firstRender(() => useTypedNumber('', D20, true));
    expect(allRead([dc, emptyOptional], [none])).toBe(true);
    expect(allRead([dc], [typed])).toBe(false);
    expect(allRead([firstRender(() => useTypedNumber('x', D20))], [])).toBe(false);
  });
});
