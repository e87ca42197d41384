import type { CalculatorInputOf } from '../../src/calculators/index.ts';

/**
 * OrderofApplication's example (seed 002 line 743): 28 Fire damage to a creature with Resistance
 * to all damage and Vulnerability to Fire, reduced by 5 first: 22 taken.
 */
export const FIRE_28_EXAMPLE: Partial<CalculatorInputOf<'damage-application'>> = {
  hp: 40,
  'max-hp': 40,
  parts: [{ amount: 28, type: 'fire' }],
  resist: ['all'],
  vulnerable: ['fire'],
  adjust: -5,
};
