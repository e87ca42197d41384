/**
 * The markers are read from real bundles: the same schema bundled and minified with full zod and
 * with zod/mini, as the site's build would ship it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { fullZodMarkers } from './full-zod-markers.ts';

async function minifiedBundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: CONTENT_SOURCE, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

// The site does not depend on zod itself: it reaches it as the content package does.
const CONTENT_SOURCE = path.dirname(fileURLToPath(import.meta.resolve('@polyhedral/content')));

describe('fullZodMarkers', () => {
  it('finds full zod in a minified bundle of a full-zod schema', async () => {
    const code = await minifiedBundle(
      `import { z } from 'zod';\nexport const ok = z.object({ a: z.string().min(1) }).strict().safeParse({ a: 'x' }).success;`,
    );
    expect(fullZodMarkers(code)).toEqual(expect.arrayContaining(['ZodObject', 'ZodString', 'ZodType']));
  });

  it('finds nothing in a minified bundle of the same schema in zod/mini', async () => {
    const code = await minifiedBundle(
      `import * as z from 'zod/mini';\nexport const ok = z.strictObject({ a: z.string().check(z.minLength(1)) }).safeParse({ a: 'x' }).success;`,
    );
    expect(code).toContain('ZodMiniObject');
    expect(fullZodMarkers(code)).toEqual([]);
  });

  it('names each class once, in order', () => {
    expect(
      fullZodMarkers('a(`ZodString`);b("ZodString");c(\'ZodArray\');d(`ZodMiniString`);e(`$ZodType`)'),
    ).toEqual(['ZodArray', 'ZodString']);
  });
});
