// @vitest-environment happy-dom
/**
 * The Concentration calculator with Bless (issue 91, Low list): the d20 needed is said with the
 * dice at their best and whatever they roll (the core's need and needAtWorst), never the best
 * case alone; without bonus dice, one figure as before. Rule: SRD 5.2 Rules Glossary,
 * "Concentration" (DC 10 or half the damage taken, whichever is higher).
 */
import { computeCalculator, validateCalculatorDirective } from '@polyhedral/core/calculators';
import { formatInteger, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { messageLookup } from '@polyhedral/i18n/client';
import { h, render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { emptyPageAfterEach } from '../../../tests/support/rendered-page.ts';
import { calculatorMessages } from '../calculator-props.ts';
import ConcentrationIsland from './index.tsx';

emptyPageAfterEach();

async function needShown(locale: (typeof WRITTEN_LOCALES)[number], attributes: Record<string, string>) {
  delete (window as unknown as Record<string, unknown>).__polyhedralSharedLink;
  window.history.replaceState(null, '', '/');
  const root = document.createElement('div');
  document.body.append(root);
  render(
    h(ConcentrationIsland, {
      kind: 'concentration',
      instanceId: 'concentration',
      params: validateCalculatorDirective('concentration', attributes).params,
      ruleId: 'SavingThrowsandDamage',
      locale,
      messages: calculatorMessages(locale, 'concentration'),
    }),
    root,
  );
  await vi.waitFor(() => expect(root.querySelector('[data-testid="concentration-need"]')).not.toBeNull());
  return root.querySelector('[data-testid="concentration-need"] dd, [data-testid="concentration-need"]')!
    .textContent;
}

describe.each(WRITTEN_LOCALES)('the d20 needed to keep Concentration in %s', (locale) => {
  const { t } = messageLookup(calculatorMessages(locale, 'concentration'), locale);
  const need = (face: number) => t('calc.concentration.need', { face: formatInteger(locale, face) });

  it('Bless +1d4, 23 damage at +0: 7 or higher with the d4 at its best, 10 whatever it rolls', async () => {
    const attributes = { damage: '23', bonus: '0', 'bonus-dice': '+1d4' };
    const result = computeCalculator(
      'concentration',
      validateCalculatorDirective('concentration', attributes).params,
    );
    expect([result.need, result.needAtWorst]).toEqual([7, 10]);
    expect(await needShown(locale, attributes)).toBe(
      t('calc.concentration.needDice', { best: need(7), worst: need(10), dice: '+1d4' }),
    );
  });

  it('no bonus dice: the one figure', async () => {
    expect(await needShown(locale, { damage: '23', bonus: '5' })).toBe(need(6));
  });
});
