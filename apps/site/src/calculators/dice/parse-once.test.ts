// @vitest-environment happy-dom
/**
 * A dice expression typed on a rule page is parsed once per keystroke and its work estimated once
 * against the calculator's budget: the field's parse (tree and notes) is carried to compute. The
 * dice package's exports are spied on, so every parse by the site or the core is counted.
 */
import { validateCalculatorDirective } from '@polyhedral/core/calculators';
import * as dice from '@polyhedral/dice';
import { h, render } from 'preact';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { calculatorMessages } from '../calculator-props.ts';
import DiceIsland from './index.tsx';

// Spied on the package's module object, which every importer reads its exports from (the test
// files share their modules: a module mock would come too late for the ones loaded before).
const spied = ['parseDice', 'parseDiceWithNotes', 'estimateDistributionWork'] as const;
const spies = spied.map((name) => vi.spyOn(dice, name));

afterAll(() => {
  for (const spy of spies) spy.mockRestore();
});

afterEach(() => {
  for (const root of document.body.children) render(null, root);
  document.body.replaceChildren();
});

it.each([
  ['3d6+2', null],
  ['10d6>=5', 'dice.note.total-compared'],
])('typing %s: one parse, one work estimate, the notes of that parse', async (typed, note) => {
  window.history.replaceState(null, '', '/');
  const root = document.body.appendChild(document.createElement('div'));
  const props = { kind: 'dice', instanceId: 'dice', ruleId: 'DamageRolls', locale: 'en' } as const;
  const params = validateCalculatorDirective('dice', {}).params;
  render(h(DiceIsland, { ...props, params, messages: calculatorMessages('en', 'dice') }), root);
  await vi.waitFor(() => expect(root.querySelector('[data-testid="dice-mean"]')).not.toBeNull());
  for (const spy of spies) spy.mockClear();

  const input = root.querySelector<HTMLInputElement>('#dice-expr')!;
  input.value = typed;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // The chart is labelled with the expression computed: the keystroke has been computed.
  await vi.waitFor(() => expect(root.querySelector(`[aria-label*="${typed}"]`)).not.toBeNull());

  const [parseDice, parseDiceWithNotes, estimates] = spies.map((spy) => spy.mock.calls.length);
  expect([parseDice! + parseDiceWithNotes!, estimates]).toEqual([1, 1]);
  expect(root.querySelectorAll('[data-testid="dice-note"]')).toHaveLength(note === null ? 0 : 1);
});
