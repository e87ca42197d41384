import { describe, expect, it } from 'vitest';
import { DiceLimitError } from '../errors.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { estimateDistributionWork } from './check-limits.ts';

describe('estimateDistributionWork', () => {
  it('grows with the request and answers past-limit requests with the same typed errors', () => {
    const small = estimateDistributionWork(parseDice('8d6'));
    const large = estimateDistributionWork(parseDice('100d100'));
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(small * 100);
    expect(() => estimateDistributionWork(parseDice('1001d6'))).toThrow(DiceLimitError);
  });
});
