import { Fraction } from '@polyhedral/core';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ResultFigure } from './CalculatorFrame.tsx';
import { formatShare } from './format.ts';
import { chanceRows, OutcomeBar, ResultFigures } from './ResultFigures.tsx';

describe('chanceRows', () => {
  it('draws the share (with its test ID) and the exact fraction, as the two figures the calculators wrote by hand', () => {
    const exact = Fraction.of(29n, 40n);
    for (const locale of ['en', 'th', 'zh'] as const) {
      const drawn = renderToString(
        h(ResultFigures, {
          rows: chanceRows(
            { label: 'Success', share: 29 / 40, exact, testId: 'initiative-success' },
            'Exact',
            locale,
          ),
        }),
      );
      const byHand = renderToString(
        h(
          'dl',
          { class: 'calc-results' },
          h(ResultFigure, {
            label: 'Success',
            value: formatShare(locale, 29 / 40),
            testId: 'initiative-success',
          }),
          h(ResultFigure, { label: 'Exact', value: exact.toString() }),
        ),
      );
      expect(drawn).toBe(byHand);
      expect(drawn).toContain('data-testid="initiative-success"');
      expect(drawn).toContain('29/40');
    }
  });
});

describe('ResultFigures', () => {
  it('draws one figure a row in order and skips the rows a result does not have', () => {
    const drawn = renderToString(
      h(ResultFigures, { rows: [['Hit points', '7', 'damage-hp'], false, null, ['Taken', '3']] }),
    );
    const byHand = renderToString(
      h(
        'dl',
        { class: 'calc-results' },
        h(ResultFigure, { label: 'Hit points', value: '7', testId: 'damage-hp' }),
        h(ResultFigure, { label: 'Taken', value: '3' }),
      ),
    );
    expect(drawn).toBe(byHand);
  });
});

describe('OutcomeBar', () => {
  it('gives each outcome the tone of its place, worst first, and keeps the tones when one is left out', () => {
    const drawn = renderToString(
      h(OutcomeBar, {
        label: 'Chances',
        locale: 'en',
        outcomes: [['fail', 'Failure', 0.25], ['success', 'Success', 0.75], false],
      }),
    );
    expect(drawn).toBe(
      '<div class="calc-pbar" role="img" aria-label="Chances">' +
        '<span class="calc-pbar-seg calc-pbar-seg--bad" style="flex-grow:0.25;" title="Failure: 25.00%"></span>' +
        '<span class="calc-pbar-seg calc-pbar-seg--good" style="flex-grow:0.75;" title="Success: 75.00%"></span>' +
        '</div><ul class="calc-legend"><li class="bad">Failure: 25.00%</li><li class="good">Success: 75.00%</li></ul>',
    );
    const withBest = renderToString(
      h(OutcomeBar, {
        label: 'Chances',
        locale: 'en',
        outcomes: [false, ['hit', 'Hit', 0.5], ['critical', 'Critical', 0.5]],
      }),
    );
    expect(withBest).toContain('calc-pbar-seg--good');
    expect(withBest).toContain('calc-pbar-seg--best');
    expect(withBest).not.toContain('calc-pbar-seg--bad');
  });
});
