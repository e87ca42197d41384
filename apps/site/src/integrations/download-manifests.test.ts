import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { downloadManifest } from './download-manifests.ts';

const root = await mkdtemp(path.join(tmpdir(), 'download-manifest-'));

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

afterAll(() => rm(root, { recursive: true, force: true }));

describe('downloadManifest', () => {
  it("lists every built page of the locale (a page added later included), each rule page's English file, its index and its pages' fonts", async () => {
    await put('th/index.html', '<link rel="preload" href="/fonts/thai-400.a1.woff2">');
    await put('th/rules/Dice/index.html', '<style>src:url(/fonts/thai-700.b2.woff2)</style>');
    await put('th/rules/Dice/english.json', '{"sections":{}}');
    await put('th/rules/Dice/other.json', '{}');
    await put('th/quick/index.html', '<p>added by another feature</p>');
    await put('th/404/index.html', 'not found');
    await put('th/404.html', 'not found');
    await put('zh/index.html', '<link href="/fonts/sc-400.c3.woff2">');
    await put('pagefind/index/th_1a.pf_index', 'idx');
    await put('pagefind/fragment/th_2b.pf_fragment', 'frag');
    await put('pagefind/fragment/zh-cn_3c.pf_fragment', 'zh frag');
    await put('pagefind/pagefind-entry.json', '{}');
    for (const font of ['thai-400.a1', 'thai-700.b2', 'sc-400.c3']) await put(`fonts/${font}.woff2`, font);
    const manifest = await downloadManifest(root, 'th', ['en', 'th', 'zh']);
    expect(manifest.files.map((file) => file.url)).toEqual([
      '/th/',
      '/th/quick/',
      '/th/rules/Dice/',
      '/th/rules/Dice/english.json',
      '/pagefind/fragment/th_2b.pf_fragment',
      '/pagefind/index/th_1a.pf_index',
      '/fonts/thai-400.a1.woff2',
      '/fonts/thai-700.b2.woff2',
    ]);
    expect(manifest.pages).toBe(3);
    expect(manifest.bytes).toBe(manifest.files.reduce((sum, file) => sum + file.bytes, 0));
    const zh = await downloadManifest(root, 'zh', ['en', 'th', 'zh']);
    expect(zh.files.map((file) => file.url)).toEqual([
      '/zh/',
      '/pagefind/fragment/zh-cn_3c.pf_fragment',
      '/fonts/sc-400.c3.woff2',
    ]);
  });

  it('gives a changed file a new revision and an unchanged one the same', async () => {
    const before = await downloadManifest(root, 'th', ['en', 'th', 'zh']);
    await put('th/rules/Dice/index.html', '<p>new text</p>');
    const after = await downloadManifest(root, 'th', ['en', 'th', 'zh']);
    const revision = (manifest: typeof before, url: string) =>
      manifest.files.find((file) => file.url === url)?.revision;
    expect(revision(after, '/th/rules/Dice/')).not.toBe(revision(before, '/th/rules/Dice/'));
    expect(revision(after, '/th/')).toBe(revision(before, '/th/'));
  });
});
