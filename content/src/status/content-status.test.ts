import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { contentStatus } from './content-status.ts';

describe('contentStatus', () => {
  it('counts translated, stale and missing sections per locale', () => {
    const status = contentStatus(loadContent({ root: fixture('valid') }));
    expect(status.sections).toBe(6);
    expect(status.locales.th).toMatchObject({
      translated: 3,
      current: 1,
      stale: 2,
      missing: 3,
      translationOnly: 1,
    });
    expect(status.locales.zh).toMatchObject({
      translated: 1,
      current: 0,
      stale: 1,
      missing: 5,
      translationOnly: 0,
    });
    expect(status.locales.th.coverage).toBeCloseTo(0.5);
    expect(status.locales.th.words.english).toBeGreaterThan(status.locales.th.words.missing);
  });
});
