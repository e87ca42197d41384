/** The tracker's conditions are the glossary's (in @polyhedral/i18n), so each has its name and text. */
import { glossaryTerms } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { TRACKER_CONDITIONS } from '../tracker/tracker-limits.ts';

describe('tracker conditions', () => {
  it('are every glossary condition but Exhaustion, which the tracker keeps as a level', () => {
    const glossary = glossaryTerms.filter((term) => term.category === 'condition').map((term) => term.id);
    expect([...TRACKER_CONDITIONS, 'ExhaustionCondition'].sort()).toEqual([...glossary].sort());
  });
});
