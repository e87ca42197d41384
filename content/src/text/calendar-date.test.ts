/**
 * Review dates are the reviewer's own calendar date (issue 63): a Bangkok reviewer at 06:30 on
 * 27 November records the 27th, where UTC still says the 26th; Los Angeles late on the 26th
 * records the 26th, where UTC already says the 27th.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewDateProblem, utcToday } from '../trust/reviewer-name.ts';
import { localCalendarDate } from './calendar-date.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
  vi.useRealTimers();
});

describe('localCalendarDate', () => {
  it("gives the reviewer's calendar date, which the UTC bound accepts", () => {
    // 23:30 UTC on the 26th: 06:30 on the 27th in Bangkok (UTC+7).
    const now = new Date('2026-11-26T23:30:00.000Z');
    process.env.TZ = 'Asia/Bangkok';
    expect(localCalendarDate(now)).toBe('2026-11-27');
    expect(utcToday(now)).toBe('2026-11-26');
    expect(reviewDateProblem(localCalendarDate(now), utcToday(now))).toBeNull();
    process.env.TZ = 'America/Los_Angeles';
    expect(localCalendarDate(new Date('2026-11-27T05:00:00.000Z'))).toBe('2026-11-26');
    process.env.TZ = 'UTC';
    expect(localCalendarDate(now)).toBe('2026-11-26');
  });

  it('reads the clock when no time is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T23:30:00.000Z'));
    process.env.TZ = 'Asia/Bangkok';
    expect(localCalendarDate()).toBe('2026-11-27');
  });
});
