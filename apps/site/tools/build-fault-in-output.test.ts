/**
 * Faults under writers the project cannot wrap (issue 62 item 2: Astro's own page writes and
 * Pagefind's index), read from what the build printed: one localized line naming the file, never
 * the stack Astro prints.
 */
import { describe, expect, it } from 'vitest';
import { asOutputPath, faultInBuildOutput } from './build-fault-in-output.ts';

const ASTRO_FATAL = [
  "[ERROR] ENOSPC: no space left on device, open '/srv/site/.dist-next-42/th/rules/D20Tests/index.html'",
  '  Stack trace:',
  '    at async open (node:internal/fs/promises:637:25)',
  '    at async Object.writeFile (node:internal/fs/promises:1217:14)',
].join('\n');

describe('faultInBuildOutput', () => {
  it("finds Node's code and the file in Astro's fatal error", () => {
    expect(faultInBuildOutput(ASTRO_FATAL)).toEqual({
      code: 'ENOSPC',
      path: '/srv/site/.dist-next-42/th/rules/D20Tests/index.html',
    });
  });

  it('a write on a descriptor names no file', () => {
    expect(faultInBuildOutput('[ERROR] EIO: i/o error, write\n    at …')).toEqual({
      code: 'EIO',
      path: null,
    });
  });

  it.each([
    ['28', 'ENOSPC'],
    ['30', 'EROFS'],
    ['13', 'EACCES'],
    ['5', 'EIO'],
  ])("Pagefind's Rust error (os error %s) is %s", (errno, code) => {
    const output = `[ERROR] [starlight:pagefind] Pagefind error: Failed to write "/srv/site/.dist-next-42/pagefind/pagefind.js": some text (os error ${errno})\n[ERROR] Failed to run Pagefind.`;
    expect(faultInBuildOutput(output)).toEqual({
      code,
      path: '/srv/site/.dist-next-42/pagefind/pagefind.js',
    });
  });

  it('other errors are not faults: a content error, an unknown os error, ENOENT', () => {
    expect(faultInBuildOutput('[ERROR] [content] th/rules/x.md:3: unknown rule ID')).toBeNull();
    expect(faultInBuildOutput('Pagefind error: something (os error 2)')).toBeNull();
    expect(faultInBuildOutput("ENOENT: no such file or directory, open '/x'")).toBeNull();
  });
});

describe('asOutputPath', () => {
  it('a file in the fresh build folder is told inside the output; none named is the output', () => {
    expect(
      asOutputPath('/srv/site/.dist-next-42/th/index.html', '/srv/site/.dist-next-42', '/srv/site/dist'),
    ).toBe('/srv/site/dist/th/index.html');
    expect(asOutputPath(null, '/srv/site/.dist-next-42', '/srv/site/dist')).toBe('/srv/site/dist');
    expect(asOutputPath('/tmp/other', '/srv/site/.dist-next-42', '/srv/site/dist')).toBe('/tmp/other');
  });
});
