import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STACK_LANGS } from './font-faces.ts';

describe('STACK_LANGS', () => {
  it('names exactly the languages fonts.css gives a font stack of their own', () => {
    const css = readFileSync(new URL('../../styles/fonts.css', import.meta.url), 'utf8');
    const stacks = [...css.matchAll(/:lang\(([^)]+)\)/g)].map((match) => match[1]);
    expect([...new Set(stacks)].sort()).toEqual([...STACK_LANGS].sort());
  });
});
