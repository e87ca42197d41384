import {
  attackDamageCalculator,
  saveHalfCalculator,
  travelPaceCalculator,
} from '@polyhedral/core/calculators';
import { describe, expect, it } from 'vitest';
import { validateExpression } from './dice-field.ts';
import { fieldSpecsOf, fieldString, validateParam } from './registry-fields.ts';

const param = <T extends { params: readonly { name: string }[] }>(spec: T, name: string) =>
  spec.params.find((p) => p.name === name) as T['params'][number];

describe('registry fields and the dice check', () => {
  it('a dice parameter without the dice check is a programming error, caught when the fields are built', () => {
    expect(() => fieldSpecsOf(attackDamageCalculator.params, {})).toThrow(
      /damage \(dice\) needs the dice check/,
    );
  });

  it('a kind without dice parameters needs no dice check', () => {
    const fields = fieldSpecsOf(travelPaceCalculator.params, { amount: 3 });
    expect(fields.amount!.defaultValue).toBe('3');
    expect(fields.unit!.validate('days')).toEqual({ ok: true, value: 'days' });
  });

  it('dice text goes through the check the island passes (parser and work budget)', () => {
    const damage = param(attackDamageCalculator, 'damage');
    expect(validateParam(damage as never, '2d6+3', 1, validateExpression)).toMatchObject({
      ok: true,
      value: '2d6+3',
    });
    expect(validateParam(damage as never, '2d', 1, validateExpression).ok).toBe(false);
    expect(validateParam(damage as never, '1000d1000', 1, validateExpression)).toMatchObject({
      ok: false,
      code: 'calc.error.budget',
    });
  });

  it('damage parts are read by their parameter and each part gets its share of the budget', () => {
    const damage = param(saveHalfCalculator, 'damage');
    const shares: number[] = [];
    const check = (raw: string, share: number) => {
      shares.push(share);
      return validateExpression(raw, share);
    };
    expect(validateParam(damage as never, '8d6:fire; 2d6:cold', 0.5, check)).toEqual({
      ok: true,
      value: [
        { amount: '8d6', type: 'fire' },
        { amount: '2d6', type: 'cold' },
      ],
    });
    expect(shares).toEqual([0.25, 0.25]);
    expect(validateParam(damage as never, '8d6:lava', 1, check)).toEqual({
      ok: false,
      code: 'calc.error.choice',
    });
    expect(fieldString([{ amount: '1d6', type: 'fire' }], damage as never)).toBe('1d6:fire');
  });

  it('save targets are read and written by their parameter', () => {
    const targets = param(saveHalfCalculator, 'targets');
    const result = validateParam(targets as never, 'save=+3,adv;save=-1,resist=fire');
    expect(result.ok).toBe(true);
    expect(fieldString(result.ok ? result.value : null, targets as never)).toBe(
      'save=+3,adv;save=-1,resist=fire',
    );
  });
});
