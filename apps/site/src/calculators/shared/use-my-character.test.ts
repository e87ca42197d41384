import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { d20TestCalculator } from '@polyhedral/core/calculators';
import { CHARACTER_FILL_KINDS, type CharacterFillKind, characterFills } from '@polyhedral/core/character';
import { messagesFor } from '@polyhedral/i18n';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { FIGHTER_CHARACTER } from '../../../tests/support/characters.ts';
import { CHARACTER_FLAG, CHARACTER_FLAG_SCRIPT, CHARACTER_STORAGE_KEY } from './my-character.ts';
import { fieldSpecsOf } from './registry-fields.ts';
import { fillChanges, UseMyCharacter, withdrawnFill } from './UseMyCharacter.tsx';
import { initialCalculatorState } from './use-calculator-state.ts';

const FIGHTER = FIGHTER_CHARACTER;

const fills = characterFills('d20-test', FIGHTER);
const fill = (id: string) => {
  const found = fills.find((f) => f.id === id);
  if (!found) throw new Error(id);
  return found;
};
const fresh = initialCalculatorState('', 'd20-test', fieldSpecsOf(d20TestCalculator.params, {})).raw;

describe('use my character: a fill replaces the last one, never leaves its numbers behind', () => {
  it('the Armor Class never stays in the DC field: AC 18 for an attack, then a Strength save against the DC 15 as it was', () => {
    let raw: Record<string, string> = { ...fresh, target: '15' };
    const ac = fillChanges(fill('ac'), raw, null);
    raw = { ...raw, ...ac.changes };
    expect(raw).toMatchObject({ 'kind-of-test': 'attack', target: '18' });
    const save = fillChanges(fill('save-strength'), raw, ac.last);
    raw = { ...raw, ...save.changes };
    expect(raw, 'a save against DC 15, not 18').toMatchObject({
      'kind-of-test': 'save',
      bonus: '6',
      target: '15',
    });
  });

  it('the reader turning the attack into a save takes the AC out of the target: the DC as it was', () => {
    let raw: Record<string, string> = { ...fresh, target: '15' };
    const ac = fillChanges(fill('ac'), raw, null);
    raw = { ...raw, ...ac.changes };
    expect(withdrawnFill(ac.last, raw), 'still an attack: nothing to withdraw').toBeNull();
    raw = { ...raw, 'kind-of-test': 'save' };
    expect(withdrawnFill(ac.last, raw)).toEqual({ target: '15' });
    // A target the reader typed after the fill is theirs.
    expect(withdrawnFill(ac.last, { ...raw, target: '13' })).toEqual({});
  });

  it('a DC the reader typed after the AC fill is theirs: kept', () => {
    let raw: Record<string, string> = { ...fresh };
    const ac = fillChanges(fill('ac'), raw, null);
    raw = { ...raw, ...ac.changes, target: '13' };
    const check = fillChanges(fill('check-dexterity'), raw, ac.last);
    expect(check.changes).toEqual({ 'kind-of-test': 'check', bonus: '2' });
  });

  it('a fill setting the same fields changes only those, and the next one restores from the first state', () => {
    let raw: Record<string, string> = { ...fresh, bonus: '1' };
    const first = fillChanges(fill('save-strength'), raw, null);
    expect(first.changes).toEqual({ 'kind-of-test': 'save', bonus: '6' });
    raw = { ...raw, ...first.changes };
    const second = fillChanges(fill('ac'), raw, first.last);
    // bonus was the save's: back to the reader's +1 for the attack.
    expect(second.changes).toEqual({ bonus: '1', 'kind-of-test': 'attack', target: '18' });
  });

  it('chained fills: a check (+2), then a save (+6), then the AC leaves the reader’s +1, never the check’s +2 (issue 46)', () => {
    let raw: Record<string, string> = { ...fresh, bonus: '1' };
    const check = fillChanges(fill('check-dexterity'), raw, null);
    raw = { ...raw, ...check.changes };
    expect(raw).toMatchObject({ 'kind-of-test': 'check', bonus: '2' });
    const save = fillChanges(fill('save-strength'), raw, check.last);
    raw = { ...raw, ...save.changes };
    expect(raw).toMatchObject({ 'kind-of-test': 'save', bonus: '6' });
    const ac = fillChanges(fill('ac'), raw, save.last);
    raw = { ...raw, ...ac.changes };
    expect(raw, 'the attack bonus is the reader’s +1, not the check’s +2').toMatchObject({
      'kind-of-test': 'attack',
      bonus: '1',
      target: '18',
    });
    // The reader turning the save back into a check withdraws to what they had, too.
    expect(withdrawnFill(save.last, { ...raw, ...save.changes, 'kind-of-test': 'check' })).toEqual({
      bonus: '1',
    });
  });
});

describe('use my character: its row holds its place from the first paint (issue 30, CLS 0.053)', () => {
  const messages = messagesFor('th', 'calc');
  const row = (kind: CharacterFillKind) =>
    renderToString(h(UseMyCharacter, { id: 'x', kind, messages, locale: 'th', onFill: () => {} }));

  it('the server renders a placeholder row for every kind: out of sight, no form controls, no test ID', () => {
    for (const kind of CHARACTER_FILL_KINDS) {
      const html = row(kind);
      expect(html, kind).toMatch(/^<div class="calc-mine" data-placeholder(="")? aria-hidden="true">/);
      expect(html, kind).not.toMatch(/<(select|input|button)\b/);
      expect(html, kind).not.toContain('use-my-character');
    }
  });

  it('the head script flags a kept character before the body paints, and never throws', () => {
    const run = (storage: { getItem: (key: string) => string | null }) => {
      const attributes = new Map<string, string>();
      const document = { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } };
      new Function('localStorage', 'document', CHARACTER_FLAG_SCRIPT)(storage, document);
      return attributes;
    };
    expect(run({ getItem: (key) => (key === CHARACTER_STORAGE_KEY ? '{}' : null) }).has(CHARACTER_FLAG)).toBe(
      true,
    );
    expect(run({ getItem: () => null }).has(CHARACTER_FLAG)).toBe(false);
    expect(
      run({
        getItem: () => {
          throw new Error('storage refused');
        },
      }).size,
    ).toBe(0);
  });

  it('the stylesheet holds the placeholder’s place only under the flag', () => {
    const css = readFileSync(join(import.meta.dirname, 'calculators.css'), 'utf8');
    expect(css).toMatch(/\.calc-mine\[data-placeholder\] \{\s*display: none;/);
    expect(css).toContain(`:root[${CHARACTER_FLAG}] .calc-mine[data-placeholder] {`);
  });
});
