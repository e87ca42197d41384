import type { AstroIntegration } from 'astro';
import { describe, expect, it } from 'vitest';
import { isEditionsCheckBuild, searchIndexUnlessCheckBuild } from './editions-check-build.ts';

const starlight: AstroIntegration = {
  name: '@astrojs/starlight',
  hooks: { 'astro:config:setup': () => {}, 'astro:build:done': async () => {} },
};

describe('the editions check build', () => {
  it('is named by POLYHEDRAL_EDITIONS_CHECK_BUILD=1 only', () => {
    expect(isEditionsCheckBuild({ POLYHEDRAL_EDITIONS_CHECK_BUILD: '1' })).toBe(true);
    for (const value of [undefined, '', '0', 'off', 'true'])
      expect(isEditionsCheckBuild({ POLYHEDRAL_EDITIONS_CHECK_BUILD: value })).toBe(false);
  });

  it("drops Starlight's build-done hook (Pagefind) there and keeps every other hook", () => {
    const check = searchIndexUnlessCheckBuild(starlight, { POLYHEDRAL_EDITIONS_CHECK_BUILD: '1' });
    expect(Object.keys(check.hooks)).toEqual(['astro:config:setup']);
    expect(check.hooks['astro:config:setup']).toBe(starlight.hooks['astro:config:setup']);
    expect(check.name).toBe(starlight.name);
  });

  it('leaves Starlight as it is in every other build', () => {
    expect(searchIndexUnlessCheckBuild(starlight, {})).toBe(starlight);
  });
});
