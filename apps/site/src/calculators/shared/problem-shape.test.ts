/**
 * One problem shape on the site: `{ code, params }`, `code` the full message key, rendered by
 * @polyhedral/i18n's formatProblem (or a messageLookup's `problem`). No second shape (a
 * `messageKey`), and no problem's code looked up as a plain message beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RuleInputError } from '@polyhedral/core';
import { formatProblem, messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { errorResultOf } from './error-result.ts';

const SRC = join(import.meta.dirname, '..', '..');
const THIS_FILE = relative(SRC, import.meta.filename);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|astro)$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('one problem shape on the site (issue 47 item 3)', () => {
  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no file holds a problem as a messageKey', () => {
    const word = ['message', 'Key'].join('');
    expect(
      files.filter(({ file, text }) => file !== THIS_FILE && text.includes(word)).map(({ file }) => file),
    ).toEqual([]);
  });

  it("no file renders a problem's code as a plain message (formatMessage, t, tData)", () => {
    // A call whose key argument is some value's `.code` (`t(issue.code, ...)`), not a written key.
    const plain = /\b(formatMessage|tData|t)\((?:[^()'"`]*,\s*)?[A-Za-z_$][\w$.]*\.code\b/;
    expect(
      files.filter(({ file, text }) => file !== THIS_FILE && plain.test(text)).map(({ file }) => file),
    ).toEqual([]);
  });

  it('a thrown core error becomes the shape, and is worded in the reader language at the edge', () => {
    const result = errorResultOf(
      new RuleInputError('rules.input.out-of-range', { field: 'hp', min: 0, max: 1000, actual: -1 }),
    );
    expect(result).toEqual({
      ok: false,
      code: 'rules.input.out-of-range',
      params: { field: 'hp', min: 0, max: 1000, actual: -1 },
    });
    expect(formatProblem(messagesFor('en', 'rules'), result, 'en')).toContain('1,000');
    expect(formatProblem(messagesFor('th', 'rules'), result, 'th')).toMatch(/[\u0E00-\u0E7F]/);
  });
});
