// @vitest-environment happy-dom
import { d20Test } from '@polyhedral/core';
import { type CalculatorKind, validateCalculatorDirective } from '@polyhedral/core/calculators';
import { distributionOf } from '@polyhedral/dice';
import {
  formatInteger,
  formatMessage,
  joinBorrowedWordsIn,
  type Locale,
  messagesFor,
  WRITTEN_LOCALES,
} from '@polyhedral/i18n';
import { h, render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { decimal, percent } from '../../tests/support/locale-numbers.ts';
import { emptyPageAfterEach } from '../../tests/support/rendered-page.ts';
import { expectedSaveHalf, saveHalfLink } from '../../tests/support/save-half-case.ts';
import { type CalculatorIslandProps, calculatorMessages } from './calculator-props.ts';
import D20TestIsland from './d20-test/index.tsx';
import DiceIsland from './dice/index.tsx';
import SaveHalfIsland from './save-half/index.tsx';

/**
 * The calculators in every written language, as islands rendered and typed into (a DOM, no page):
 * fields found by their localized labels, numbers formatted for the locale and checked against the
 * core, errors and notes in the reader's language. The browser runs the same flows in Thai alone
 * (tests/browser/checks/55-calculators-by-locale.ts): there the locale changes only the words.
 */

const SAVE_HALF_LINK = saveHalfLink('save-half');
// A shared link is read once per page (url-state.ts, sharedLinkSearch): set before any island. The
// test files share one window (isolate: false), where an island of an earlier file has taken the
// link already: this page's arrival starts afresh.
delete (window as unknown as Record<string, unknown>).__polyhedralSharedLink;
window.history.replaceState(null, '', `/?${SAVE_HALF_LINK}`);

type Island = (props: CalculatorIslandProps) => preact.JSX.Element;

function mount(island: Island, kind: CalculatorKind, locale: Locale): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  render(
    h(island, {
      kind,
      instanceId: kind,
      params: validateCalculatorDirective(kind, {}).params,
      ruleId: 'HalfDamage',
      locale,
      messages: calculatorMessages(locale, kind),
    }),
    root,
  );
  return root;
}

/** The field whose label reads the localized text of `key` (Thai borrowed words joined, as shown). */
function field(root: HTMLElement, locale: Locale, key: string): HTMLInputElement {
  const text = joinBorrowedWordsIn(messagesFor(locale, 'calc'), locale)[key];
  if (!text) throw new Error(`no ${locale} string ${key}`);
  const label = [...root.querySelectorAll('label')].find((one) => one.textContent?.trim() === text);
  const target = label?.htmlFor ? document.getElementById(label.htmlFor) : label?.querySelector('input');
  if (!(target instanceof HTMLInputElement)) throw new Error(`no field labelled "${text}" (${key})`);
  return target;
}

/** Types a value as a reader's edit arrives: the field's value, then its input event. */
function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const textOf = (root: HTMLElement, selector: string) =>
  [...root.querySelectorAll(selector)].map((el) => el.textContent ?? '').join(' | ');

emptyPageAfterEach(() => localStorage.clear());

describe.each(WRITTEN_LOCALES)('calculators in %s', (locale) => {
  it("the D20 Test calculator gives the core's chance for +5 vs DC 15 with Advantage, and keeps it in the URL", async () => {
    const root = mount(D20TestIsland, 'd20-test', locale);
    type(field(root, locale, 'calc.d20-test.bonus'), '5');
    type(field(root, locale, 'calc.common.dc'), '15');
    type(field(root, locale, 'calc.common.advantage'), '1');
    const expected = percent(locale, d20Test({ kind: 'check', bonus: 5, target: 15, advantage: 1 }).success);
    await vi.waitFor(() => expect(textOf(root, '[data-testid="d20-success"]')).toBe(expected));
    await vi.waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('d20-test.advantage')).toBe('1'),
    );
  });

  // Skipped at the round's last merge: the island shows another result since the group results
  // (issue 91) and this test's move from the browser (issue 87) met; to be mended first next session.
  it('the save-for-half calculator restores 10d6, +3 vs DC 14 from a shared link and matches the core', async () => {
    const root = mount(SaveHalfIsland, 'save-half', locale);
    const expected = expectedSaveHalf(locale);
    await vi.waitFor(() => expect(textOf(root, '[data-testid="save-expected"]')).toContain(expected));
  });

  it(`the dice calculator: the exact means of 4d6kh3 and 20d20!, 200d20! refused as too large, errors in the reader's language`, async () => {
    const root = mount(DiceIsland, 'dice', locale);
    const expression = field(root, locale, 'calc.dice.expr');
    const calc = messagesFor(locale, 'calc');
    type(expression, '4d6kh3');
    await vi.waitFor(() =>
      expect(textOf(root, '[data-testid="dice-mean"]')).toContain(
        decimal(locale, distributionOf('4d6kh3').mean),
      ),
    );
    // One d20! averages 10.5 / (19/20) (Wald's identity), twenty of them 221.0526...
    type(expression, '20d20!');
    await vi.waitFor(() =>
      expect(textOf(root, '[data-testid="dice-mean"]')).toContain(decimal(locale, (20 * 10.5 * 20) / 19)),
    );
    const note = formatMessage(
      calc,
      'calc.dice.unboundedAbove',
      { max: formatInteger(locale, distributionOf('20d20!').max) },
      locale,
    );
    expect(textOf(root, '.calc-hint')).toContain(note);
    type(expression, '200d20!');
    await vi.waitFor(() => expect(textOf(root, '.calc-error')).toContain(calc['calc.error.budget']!));
    type(expression, '2d');
    const script = { en: /[A-Za-z]/, th: /[\u0E00-\u0E7F]/, zh: /[\u4E00-\u9FFF]/ }[locale];
    await vi.waitFor(() => expect(root.querySelector('.calc-error')?.textContent ?? '').toMatch(script));
    // What was expected, in words (issue 30): never the parser's tokens or a nesting left over.
    type(expression, '1d6 +');
    await vi.waitFor(() =>
      expect(root.querySelector('.calc-error')?.textContent).toContain(
        messagesFor(locale, 'dice')['dice.expected.operand']!,
      ),
    );
    expect(root.querySelector('.calc-error')?.textContent).not.toMatch(/0-9 d|\$t\(|\{\{/);
  });

  it('the dice calculator reads 1d6e6 and floor(8d6/2), names the reading of 1d6/2, refuses "8d6 fire" naming 8d6 [fire], and reads 1d20+PB from My character', async () => {
    const root = mount(DiceIsland, 'dice', locale);
    const expression = field(root, locale, 'calc.dice.expr');
    const mean = () => textOf(root, '[data-testid="dice-mean"]');
    type(expression, '1d6e6');
    await vi.waitFor(() => expect(mean()).toContain(decimal(locale, 4.2)));
    type(expression, 'floor(8d6/2)');
    await vi.waitFor(() => expect(mean()).toContain(decimal(locale, 13.75)));
    // `/` rounds down here (rule RoundDown): the note names the reading and ceil/round.
    type(expression, '1d6/2');
    await vi.waitFor(() => expect(root.querySelectorAll('[data-testid="dice-note"]')).toHaveLength(1));
    const note = textOf(root, '[data-testid="dice-note"]');
    expect(note).toContain('ceil(…/…)');
    expect(note, 'in the reader’s language').toContain(
      { en: 'rounds down', th: 'ปัดลง', zh: '向下取整' }[locale],
    );
    type(expression, '8d6 fire');
    await vi.waitFor(() => expect(root.querySelector('.calc-error')?.textContent).toContain('8d6 [fire]'));
    // Without a character PB is refused naming My character; with one it is read from it.
    type(expression, '1d20+PB');
    await vi.waitFor(() =>
      expect(root.querySelector('.calc-error')?.textContent).toContain(
        messagesFor(locale, 'character')['character.title']!,
      ),
    );
    localStorage.setItem(
      'polyhedral.character',
      JSON.stringify({
        name: 'Pat',
        level: 5,
        scores: { strength: 16, dexterity: 12, constitution: 14, intelligence: 10, wisdom: 10, charisma: 8 },
        saves: [],
        skills: [],
        armorClass: 15,
        maxHp: 38,
      }),
    );
    type(expression, '1d20+STR');
    type(expression, '1d20+PB');
    // Level 5: Proficiency Bonus +3 (ProficiencyBonusTable); the URL keeps what was typed.
    await vi.waitFor(() => expect(mean()).toContain(decimal(locale, 13.5)));
    await vi.waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('dice.expr')).toBe('1d20+PB'),
    );
  });
});
