import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside } from './is-inside.ts';

const root = path.resolve('/repo/content');

describe('isInside', () => {
  it('takes the folder itself and what lies below it', () => {
    expect(isInside(root, root)).toBe(true);
    expect(isInside(root, path.join(root, 'en', 'dice.md'))).toBe(true);
    expect(isInside(`${root}${path.sep}`, path.join(root, 'en'))).toBe(true);
  });

  it('takes a child folder whose name starts with two dots (..drafts)', () => {
    expect(isInside(root, path.join(root, '..drafts'))).toBe(true);
    expect(isInside(root, path.join(root, '..drafts', 'dice.md'))).toBe(true);
  });

  it('refuses a step up, a sibling that shares the prefix, and an unrelated path', () => {
    expect(isInside(root, path.dirname(root))).toBe(false);
    expect(isInside(root, path.join(root, '..', 'secrets.md'))).toBe(false);
    expect(isInside(root, `${root}-old${path.sep}dice.md`)).toBe(false);
    expect(isInside(root, path.resolve('/elsewhere'))).toBe(false);
  });
});
