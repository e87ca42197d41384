import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp-integration.ts';
import { starlightInlineScripts } from './known-inline-scripts.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
type BuildDone = NonNullable<ReturnType<typeof contentSecurityPolicy>['hooks']['astro:build:done']>;

describe('the Content-Security-Policy build step (issue 22 item 1)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function build(html: string): Promise<{ error: unknown; page: string }> {
    dir = mkdtempSync(path.join(tmpdir(), 'polyhedral-csp-'));
    mkdirSync(path.join(dir, 'th', 'rules', 'Dice'), { recursive: true });
    const file = path.join(dir, 'th', 'rules', 'Dice', 'index.html');
    writeFileSync(file, html);
    const done = contentSecurityPolicy().hooks['astro:build:done'] as BuildDone;
    const logger = { info: () => {} };
    let error: unknown;
    try {
      await done({ dir: pathToFileURL(`${dir}/`), logger } as unknown as Parameters<BuildDone>[0]);
    } catch (caught) {
      error = caught;
    }
    return { error, page: readFileSync(file, 'utf8') };
  }

  it("hashes Starlight's own inline script, and stops the build on a script a title injected", async () => {
    const starlight = (await starlightInlineScripts())[0]!;
    const { error, page } = await build(
      `<!doctype html><html><head><meta charset="utf-8"><title>ลูกเต๋า</title><script>alert('fm1')</script> | Polyhedral</title><script>${starlight}</script></head><body></body></html>`,
    );
    expect(String(error)).toMatch(/1 inline script\(s\) that the project's code did not write/);
    expect(String(error)).toContain(
      `th${path.sep}rules${path.sep}Dice${path.sep}index.html (page /th/rules/Dice/): <script>alert('fm1')</script>`,
    );
    expect(page).toContain(sha(starlight));
    expect(page).not.toContain(sha("alert('fm1')"));
  });

  it('passes a page whose inline scripts are all known', async () => {
    const starlight = (await starlightInlineScripts())[0]!;
    const { error, page } = await build(
      `<!doctype html><html><head><meta charset="utf-8"><script>${starlight}</script></head><body></body></html>`,
    );
    expect(error).toBeUndefined();
    expect(page).toContain(sha(starlight));
  });
});
