import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRACKER_CONDITIONS } from '../tracker/tracker-limits.ts';
import { CONDITION_IDS } from './condition-list.ts';
import { CONDITION_NAMES, conditionOfName, nameOfCondition } from './condition-names.ts';

describe('the one condition list', () => {
  it('spells each condition of the list, in its order, and back', () => {
    expect(CONDITION_NAMES).toHaveLength(CONDITION_IDS.length);
    expect(CONDITION_NAMES[0]).toBe('blinded');
    expect(CONDITION_NAMES.map(conditionOfName)).toEqual([...CONDITION_IDS]);
    expect(CONDITION_IDS.map(nameOfCondition)).toEqual([...CONDITION_NAMES]);
  });

  it('is the very list the tracker reads', () => {
    expect(TRACKER_CONDITIONS).toBe(CONDITION_IDS);
  });

  it('is not taken from the tracker: no module of conditions/ imports tracker/', () => {
    const folder = import.meta.dirname;
    const sources = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const climbing = sources.filter((f) =>
      /from '\.\.\/tracker\//.test(readFileSync(path.join(folder, f), 'utf8')),
    );
    expect(climbing).toEqual([]);
  });
});
