/** The name a maintainer's acceptance is recorded on behalf of, checked the same for sections and definitions. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testReviewer } from '../../test/support/test-support.ts';
import { acceptanceReason, onBehalfOfProblem } from './on-behalf-of.ts';

describe('onBehalfOfProblem', () => {
  it('allows a plain name and the exact registered one; refuses a look-alike, markup and an unreadable reviewers.yaml', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-on-behalf-'));
    writeFileSync(path.join(root, 'reviewers.yaml'), 'reviewers:\n');
    await testReviewer('Somchai Jaidee', ['th'], root);
    expect(onBehalfOfProblem(root, 'Kanya Srisuk')).toBeNull();
    expect(onBehalfOfProblem(root, 'Somchai Jaidee')).toBeNull();
    // A Cyrillic о in a Latin word: refused as mixed scripts before it is compared.
    expect(onBehalfOfProblem(root, 'S\u043emchai Jaidee')).toEqual({
      code: 'handback.trust.name.mixed-script',
      params: { word: 'S\u043emchai' },
    });
    expect(onBehalfOfProblem(root, '\uff33omchai Jaidee')).toEqual({
      code: 'handback.trust.name.lookalike',
      params: { name: '\uff33omchai Jaidee', other: 'Somchai Jaidee' },
    });
    expect(onBehalfOfProblem(root, '<b>Kanya</b>')?.code).toMatch(/^handback\.trust\.name\./);
    writeFileSync(path.join(root, 'reviewers.yaml'), 'reviewers: [\n');
    expect(onBehalfOfProblem(root, 'Kanya Srisuk')?.code).toMatch(/^handback\.trust\.reviewers\./);
  });

  it("records the queue's short reason, or `unsigned` for anything else", () => {
    expect(acceptanceReason('bad-signature')).toBe('bad-signature');
    expect(acceptanceReason('<script>')).toBe('unsigned');
    expect(acceptanceReason('x'.repeat(41))).toBe('unsigned');
  });
});
