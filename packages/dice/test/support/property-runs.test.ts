import { describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_SCALE, propertyRuns, propertyScale } from './property-runs.ts';

describe('property-test sizes from POLYHEDRAL_PROPERTY_SCALE', () => {
  it('is a tenth of the full size unless set, the full size or more by hand', () => {
    expect(propertyScale({})).toBe(DEFAULT_PROPERTY_SCALE);
    expect(propertyRuns(100_000, propertyScale({}))).toBe(10_000);
    expect(propertyRuns(100_000, propertyScale({ POLYHEDRAL_PROPERTY_SCALE: '1' }))).toBe(100_000);
    expect(propertyRuns(2000, propertyScale({ POLYHEDRAL_PROPERTY_SCALE: '2' }))).toBe(4000);
    expect(propertyRuns(3, 0.01)).toBe(1);
  });

  it('refuses a scale that is not a positive number', () => {
    for (const bad of ['0', '-1', 'ten', 'Infinity']) {
      expect(() => propertyScale({ POLYHEDRAL_PROPERTY_SCALE: bad })).toThrow(/positive number/);
    }
  });
});
