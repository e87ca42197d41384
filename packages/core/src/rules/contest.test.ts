import { describe, expect, it } from 'vitest';
import { playtest } from '../rulesets/playtest.ts';
import { srd52 } from '../rulesets/srd-5-2.ts';
import { contest } from './contest.ts';

describe('Contests (PlaytestContests, seed 004 lines 76-110)', () => {
  it('equal bonuses: a tie (neither succeeds) on 1/20, each side wins 19/40', () => {
    const r = contest({ bonus: 3 }, { bonus: 3 }, playtest);
    expect(r.exact.tie.toString()).toBe('1/20');
    expect(r.exact.aWins.toString()).toBe('19/40');
    expect(r.exact.bWins.toString()).toBe('19/40');
  });

  it('a +20 edge always wins', () => {
    expect(contest({ bonus: 20 }, { bonus: 0 }, playtest).aWins).toBe(1);
  });

  it('the SRD 5.2 text has no contest rule', () => {
    expect(() => contest({ bonus: 0 }, { bonus: 0 }, srd52)).toThrow(/rules.ruleset.unsupported/);
  });
});
