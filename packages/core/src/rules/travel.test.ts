import { describe, expect, it } from 'vitest';
import { playtest } from '../rulesets/playtest.ts';
import {
  difficultTerrainCost,
  feetPerMinute,
  gridMovementCost,
  mountingCost,
  speedInSquares,
  TRAVEL_PACE_EFFECTS,
  travelDistance,
} from './travel.ts';

describe('Travel Pace (TravelPace, TravelPaceTable; seed 002 lines 458-475)', () => {
  it('distances per minute, hour and day from the table', () => {
    expect(travelDistance('fast', { unit: 'minutes', amount: 1 })).toEqual({ distance: 400, unit: 'feet' });
    expect(travelDistance('normal', { unit: 'hours', amount: 8 })).toEqual({ distance: 24, unit: 'miles' });
    expect(travelDistance('slow', { unit: 'days', amount: 3 })).toEqual({ distance: 54, unit: 'miles' });
  });

  it('"if riding horses or other mounts, the group can move twice that distance for 1 hour" (line 460)', () => {
    expect(travelDistance('fast', { unit: 'hours', amount: 1 }, { mountedGallop: true }).distance).toBe(8);
    expect(travelDistance('fast', { unit: 'hours', amount: 3 }, { mountedGallop: true }).distance).toBe(16);
    expect(() => travelDistance('fast', { unit: 'days', amount: 1 }, { mountedGallop: true })).toThrow(
      /rules.input.unknown-option/,
    );
  });

  it('pace effects (lines 471-475): Fast and Normal hinder Stealth, Slow helps Perception and Survival', () => {
    expect(TRAVEL_PACE_EFFECTS.fast.disadvantage).toContain('stealth');
    expect(TRAVEL_PACE_EFFECTS.normal.disadvantage).toEqual(['stealth']);
    expect(TRAVEL_PACE_EFFECTS.slow.advantage).toEqual(['perception', 'survival']);
  });

  it('rejects unknown paces, 25 hours and negative time', () => {
    expect(() => travelDistance('sprint' as 'fast', { unit: 'hours', amount: 1 })).toThrow(
      /rules.input.unknown-option/,
    );
    expect(() => travelDistance('fast', { unit: 'hours', amount: 25 })).toThrow(/rules.input.out-of-range/);
    expect(() => travelDistance('fast', { unit: 'minutes', amount: -1 })).toThrow(/rules.input.out-of-range/);
  });
});

describe('Movement', () => {
  it('"if your Speed is 30 feet, you spend 15 feet of movement to mount a horse" (MountingandDismounting, seed 002 line 659)', () => {
    expect(mountingCost(30)).toBe(15);
    expect(mountingCost(25)).toBe(12);
  });

  it('"a Speed of 30 feet translates into 6 squares" (PlayingonaGrid, seed 002 line 583)', () => {
    expect(speedInSquares(30)).toBe(6);
    expect(speedInSquares(35)).toBe(7);
  });

  it('"A square of Difficult Terrain costs 2 squares to enter" (PlayingonaGrid, seed 002 line 585)', () => {
    expect(gridMovementCost(3, 2)).toBe(7);
  });

  it('Difficult Terrain: every foot costs 1 extra foot; the playtest says "every 5 feet costs 5 extra feet" (seed 004 lines 546-548)', () => {
    expect(difficultTerrainCost(15)).toBe(30);
    expect(difficultTerrainCost(15, playtest)).toBe(30);
  });
});

describe('Distance per minute', () => {
  it('srd-5.2 uses the pace table; playtest: "multiply your speed by 10" (seed 004 lines 535-537)', () => {
    expect(feetPerMinute(30, 'normal')).toBe(300);
    expect(feetPerMinute(25, 'fast')).toBe(400);
    expect(feetPerMinute(25, 'fast', playtest)).toBe(250);
  });
});
