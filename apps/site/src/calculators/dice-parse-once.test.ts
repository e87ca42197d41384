// @vitest-environment happy-dom
/**
 * A dice expression typed on a rule page is parsed once by its field, and that parse (tree and
 * notes) is carried to compute: per keystroke, the dice calculator parses the text once and
 * estimates its work once; the attack calculator parses it once more (its kind computes from the
 * text) and estimates the critical damage too. The dice package's exports are spied on, so every
 * parse by the site or the core is counted.
 */
import { type CalculatorKind, validateCalculatorDirective } from '@polyhedral/core/calculators';
import * as dice from '@polyhedral/dice';
import { h, render } from 'preact';
import { afterAll, expect, it, vi } from 'vitest';
import { emptyPageAfterEach } from '../../tests/support/rendered-page.ts';
import AttackDamageIsland from './attack-damage/index.tsx';
import { type CalculatorIslandProps, calculatorMessages } from './calculator-props.ts';
import DiceIsland from './dice/index.tsx';

// Spied on the package's module object, which every importer reads its exports from (the test
// files share their modules: a module mock would come too late for the ones loaded before).
const spied = ['parseDice', 'parseDiceWithNotes', 'estimateDistributionWork'] as const;
const spies = spied.map((name) => vi.spyOn(dice, name));

afterAll(() => {
  for (const spy of spies) spy.mockRestore();
});

emptyPageAfterEach();

type Island = (props: CalculatorIslandProps) => preact.JSX.Element;

async function typeInto(island: Island, kind: CalculatorKind, ruleId: string, field: string, typed: string) {
  window.history.replaceState(null, '', '/');
  const root = document.body.appendChild(document.createElement('div'));
  const params = validateCalculatorDirective(kind, {}).params;
  const messages = calculatorMessages('en', kind);
  render(h(island, { kind, instanceId: kind, ruleId, locale: 'en', params, messages }), root);
  await vi.waitFor(() => expect(root.querySelector('[role="img"], .calc-figure')).not.toBeNull());
  for (const spy of spies) spy.mockClear();
  const shown = root.textContent;
  const input = root.querySelector<HTMLInputElement>(`#${kind}-${field}`)!;
  input.value = typed;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // The results are computed in the render that shows them: once they change, the keystroke is done.
  await vi.waitFor(() => expect(root.textContent).not.toBe(shown));
  const [parseDice, parseDiceWithNotes, estimates] = spies.map((spy) => spy.mock.calls.length);
  return { root, counts: [parseDice! + parseDiceWithNotes!, estimates] };
}

it.each([
  ['3d6+2', null],
  ['10d6>=5', 'dice.note.total-compared'],
])(
  'the dice calculator, typing %s: one parse, one work estimate, the notes of that parse',
  async (typed, note) => {
    const { root, counts } = await typeInto(DiceIsland, 'dice', 'DamageRolls', 'expr', typed);
    expect(counts).toEqual([1, 1]);
    expect(root.querySelectorAll('[data-testid="dice-note"]')).toHaveLength(note === null ? 0 : 1);
  },
);

it('the attack calculator, typing 2d6+4: the field’s parse and the kind’s, the hit’s estimate and the critical’s', async () => {
  const { counts } = await typeInto(AttackDamageIsland, 'attack-damage', 'CriticalHits', 'damage', '2d6+4');
  expect(counts).toEqual([2, 2]);
});
