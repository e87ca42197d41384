import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSiteContent } from './site-content.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../content/test/fixtures/${name}/`, import.meta.url));

describe('the site build refuses content with errors', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('throws a readable list of the first errors, file:line:column, with no stack trace', () => {
    vi.stubEnv('POLYHEDRAL_CONTENT_ROOT', fixture('calc-preset-fails'));
    let thrown: unknown;
    try {
      buildSiteContent();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const message = (thrown as Error).message;
    const [header, first] = message.split('\n');
    expect(header).toMatch(
      /^\[polyhedral\] the site is not built: the content has \d+ errors? \(run "pnpm content check" for all of them\):$/,
    );
    expect(first).toBe(
      '  calc-preset-fails/en/playing-the-game/Dice.md:15:1: error calc-preset-fails Calculator "dice" preset fails when computed: expr="1d6/0": dice.eval.division-by-zero (offset=4, column=5)',
    );
    expect((thrown as Error).stack).toBe(message);
  });

  it('builds from a tree without errors', () => {
    vi.stubEnv('POLYHEDRAL_CONTENT_ROOT', fixture('valid'));
    expect(buildSiteContent().pages.map((page) => page.id)).toEqual(['Dice', 'Combat']);
  });
});
