import { describe, expect, it } from 'vitest';
import { computeTravel, type TravelInputs, travelAmountLimits } from './travel-pace-logic.ts';

const normalHours: TravelInputs = { pace: 'normal', unit: 'hours', amount: 1, mounted: false };

describe('travel pace calculator (TravelPace)', () => {
  it('reads the Travel Pace table: "Fast | 400 feet | 4 miles | 30 miles" (002 l.465)', () => {
    expect(computeTravel({ ...normalHours, pace: 'fast', unit: 'minutes', amount: 1 })).toMatchObject({
      distance: 400,
      unit: 'feet',
    });
    expect(computeTravel({ ...normalHours, pace: 'fast', amount: 2 })).toMatchObject({
      distance: 8,
      unit: 'miles',
    });
    expect(computeTravel({ ...normalHours, pace: 'fast', unit: 'days', amount: 3 })).toMatchObject({
      distance: 90,
    });
  });

  it('doubles only the first hour when mounted: "twice that distance for 1 hour" (002 l.461)', () => {
    expect(computeTravel({ ...normalHours, amount: 3, mounted: true })).toMatchObject({
      distance: 12,
      unit: 'miles',
    });
    // The flag only applies to hours; other units ignore it.
    expect(computeTravel({ ...normalHours, unit: 'days', mounted: true })).toMatchObject({ distance: 24 });
  });

  it('gives each pace its effect: Normal "imposes Disadvantage on Dexterity (Stealth) checks" (002 l.473)', () => {
    expect(computeTravel(normalHours)).toMatchObject({
      effects: { disadvantage: ['stealth'], advantage: [] },
    });
    expect(computeTravel({ ...normalHours, pace: 'slow' })).toMatchObject({
      effects: { disadvantage: [], advantage: ['perception', 'survival'] },
    });
  });

  it('takes each unit’s limit from the core and reports an amount past it as a typed error', () => {
    const hours = travelAmountLimits('hours');
    expect(hours.max).toBeLessThan(travelAmountLimits('minutes').max);
    expect(computeTravel({ ...normalHours, amount: hours.max + 1 })).toMatchObject({
      ok: false,
      messageKey: 'rules.input.out-of-range',
      params: { field: 'hours', max: hours.max },
    });
  });
});
