// @vitest-environment happy-dom
/**
 * The save-for-half calculator's group result (issue 91 item 2, rule DamageagainstMultipleTargets):
 * from two targets on, the island shows the chance every target fails, that at least one succeeds,
 * each count of successes, the average successes and the average damage in all, each equal to the
 * core's exact group (saveHalfTargets) formatted for the locale; one target shows none.
 */
import { saveHalfTargets } from '@polyhedral/core';
import { parseSaveTargets, validateCalculatorDirective } from '@polyhedral/core/calculators';
import { formatNumber, type Locale, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { h, render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { emptyPageAfterEach } from '../../../tests/support/rendered-page.ts';
import { calculatorMessages } from '../calculator-props.ts';
import { formatShare } from '../shared/format.ts';
import SaveHalfIsland from './index.tsx';

// Three targets: +3; +5 with Advantage and Resistance to fire; +1 Paralyzed (fails a Dexterity save).
const TARGETS = 'save=+3;save=+5,adv,resist=fire;save=+1,cond=paralyzed';

function mountWith(targets: string): HTMLElement {
  // The shared link is read once per page (url-state.ts); the test files share one window.
  delete (window as unknown as Record<string, unknown>).__polyhedralSharedLink;
  const link = new URLSearchParams({
    'save-half.damage': '8d6:fire',
    'save-half.targets': targets,
    'save-half.dc': '15',
  });
  window.history.replaceState(null, '', `/?${link}`);
  const root = document.createElement('div');
  document.body.append(root);
  return root;
}

function renderIsland(root: HTMLElement, locale: Locale): void {
  render(
    h(SaveHalfIsland, {
      kind: 'save-half',
      instanceId: 'save-half',
      params: validateCalculatorDirective('save-half', {}).params,
      ruleId: 'DamageagainstMultipleTargets',
      locale,
      messages: calculatorMessages(locale, 'save-half'),
    }),
    root,
  );
}

emptyPageAfterEach(() => window.history.replaceState(null, '', '/'));

const text = (root: HTMLElement, id: string) =>
  root.querySelector(`[data-testid="${id}"] dd, [data-testid="${id}"]`)?.textContent ?? '';

describe.each(WRITTEN_LOCALES)('the save-for-half group result in %s', (locale) => {
  it('three targets: every figure is the core exact group, formatted for the locale', async () => {
    const root = mountWith(TARGETS);
    renderIsland(root, locale);
    const { group } = saveHalfTargets({
      damage: [{ amount: '8d6', type: 'fire' }],
      dc: 15,
      ability: 'dexterity',
      targets: parseSaveTargets(TARGETS)!,
    });
    expect(group.counts).toHaveLength(4);
    await vi.waitFor(() => expect(root.querySelector('[data-testid="save-group"]')).not.toBeNull());
    const figure = (id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    expect(figure('save-group-all-fail')).toBe(formatShare(locale, group.allFail.toNumber()));
    expect(figure('save-group-one')).toBe(formatShare(locale, group.atLeastOne.toNumber()));
    // The Paralyzed target always fails: three successes cannot happen.
    expect(group.counts[3]!.toNumber()).toBe(0);
    for (const [count, chance] of group.counts.entries()) {
      expect(figure('save-group-counts')).toContain(formatShare(locale, chance.toNumber()));
      expect(figure('save-group-counts')).toContain(formatNumber(locale, count));
    }
    const decimal = (value: number) => formatNumber(locale, value, { maximumFractionDigits: 2 });
    expect(figure('save-group-expected')).toBe(decimal(group.expected.toNumber()));
    expect(figure('save-group-damage')).toBe(decimal(group.expectedDamage));
  });

  it('one target: no group result', async () => {
    const root = mountWith('save=+3');
    renderIsland(root, locale);
    await vi.waitFor(() => expect(root.querySelector('[data-testid="save-expected"]')).not.toBeNull());
    expect(root.querySelector('[data-testid="save-group"]')).toBeNull();
    expect(text(root, 'save-group')).toBe('');
  });
});
