/**
 * One state per section, one number per state: `content status`'s `states` are the counts of
 * countedState over the English sections, they add up to the sections, and a section
 * reviewed and then edited counts as edited (not reviewed, not current).
 */
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { TRANSLATED_LOCALES } from '../model/types.ts';
import { contentStatus } from './content-status.ts';
import { COUNTED_STATES, countedState } from './counted-state.ts';

describe('states in content status', () => {
  for (const root of [fixture('valid'), undefined]) {
    it(`puts each section in one state, counted once (${root ? 'fixture' : 'real content'})`, () => {
      const model = loadContent(root ? { root } : {});
      const status = contentStatus(model);
      for (const locale of TRANSLATED_LOCALES) {
        const { states, ids } = status.locales[locale];
        expect(COUNTED_STATES.reduce((sum, state) => sum + states[state], 0)).toBe(status.sections);
        // The states agree with the overlapping counts they split.
        expect(states.missing).toBe(status.locales[locale].missing);
        expect(states.stale).toBe(status.locales[locale].stale);
        expect(states.current + states.reviewed + states.draft + states.edited).toBe(
          status.locales[locale].current,
        );
        for (const id of ids.missing) expect(countedState(model, locale, id)).toBe('missing');
        for (const id of ids.edited)
          if (!ids.stale.includes(id)) expect(countedState(model, locale, id)).toBe('edited');
      }
    });
  }
});
