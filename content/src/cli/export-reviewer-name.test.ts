/**
 * `pnpm content export --reviewer NAME` checks the name with the one name check
 * (reviewerNameProblem) before anything is written: a name with markup, a bidi override or a
 * control character was written into the bundle, which every importer then refused.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureCli, copyFixture } from '../../test/support/test-support.ts';

describe('content export --reviewer', () => {
  it.each([
    ['markup', '<b>Somchai</b>', /markup/],
    ['a right-to-left override', 'Som\u202echai', /invisible|direction|bidi/i],
    ['an escape character', 'Som\u001bchai', /control/i],
  ])('a name with %s: refused in one line, exit 2, no file', (_, name, words) => {
    const root = copyFixture('valid');
    const out = path.join(root, '..', 'bundle.json');
    const result = captureCli(root, 'export', 'th', '--out', out, '--reviewer', name);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(words);
    expect(result.err.split('\n')).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
  });
});
