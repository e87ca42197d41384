import { Fraction } from '@polyhedral/core';
import { Fragment, h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ChanceFigures, ResultFigure } from './CalculatorFrame.tsx';
import { formatShare } from './format.ts';

describe('ChanceFigures', () => {
  it('draws the share (with its test ID) and the exact fraction, as the two figures the calculators wrote by hand', () => {
    const exact = Fraction.of(29n, 40n);
    for (const locale of ['en', 'th', 'zh'] as const) {
      const drawn = renderToString(
        h(ChanceFigures, {
          label: 'Success',
          share: 29 / 40,
          exact,
          exactLabel: 'Exact',
          locale,
          testId: 'initiative-success',
        }),
      );
      const byHand = renderToString(
        h(
          Fragment,
          null,
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
