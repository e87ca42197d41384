/**
 * The section-check entry is browser-safe: bundled by esbuild for a browser it pulls in no Node
 * built-in (`node:fs`, `path`, `crypto`...) and no `Buffer`, and its size (minified, gzip) is
 * what the review page pays for it.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.ts');
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

async function bundle(entry: string) {
  const imported: string[] = [];
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'node-builtins',
        setup(builder) {
          // Every import of a built-in is recorded (and left out) so the test names it.
          builder.onResolve({ filter: /.*/ }, (args) => {
            if (!BUILTINS.has(args.path)) return undefined;
            imported.push(`${args.path} (from ${path.relative(path.dirname(entry), args.importer)})`);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.text;
  // The modules that put code in the bundle (an input tree-shaken away adds none).
  const kept = Object.entries(Object.values(result.metafile.outputs)[0]!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([input]) => input);
  return { code, imported, inputs: Object.keys(result.metafile.inputs), kept };
}

describe('@polyhedral/content/section-check in a browser bundle', () => {
  it('pulls in no Node built-in and no Buffer', async () => {
    const { code, imported, inputs, kept } = await bundle(ENTRY);
    expect(imported).toEqual([]);
    expect(code).not.toMatch(/\bBuffer\b/);
    expect(code).not.toMatch(/\bprocess\.(cwd|env|platform)\b/);
    // The loader, the file writer and git never come along.
    expect(
      inputs.filter((input) => /content\/src\/(loader|write\/write-|history|cli)\//.test(input)),
    ).toEqual([]);
    // A markdown problem's English reason is worded from the English content namespace alone:
    // no other locale's resources and no other namespace come along.
    expect(kept.filter((input) => /i18n\/src\/resources\/(?!en\/content\.json)/.test(input))).toEqual([]);
    // Checking needs no HTML: the serializer (remark-rehype, hast-util-to-html) stays out.
    expect(
      kept.filter((input) => /\/(remark-rehype|hast-util-to-html|mdast-util-to-hast)\//.test(input)),
    ).toEqual([]);
    const gzip = gzipSync(code).byteLength;
    console.info(`section-check bundle: ${code.length} bytes minified, ${gzip} bytes gzip`);
  });

  it('trust (signing, verifying, reviewers.yaml) pulls in no Node built-in either', async () => {
    const { code, imported, kept } = await bundle(path.join(path.dirname(ENTRY), '../trust/index.ts'));
    expect(imported).toEqual([]);
    // (The yaml library names Buffer behind a typeof check, for !!binary; our own code does not.)
    const own = kept.filter((input) => input.startsWith('src/'));
    expect(
      own.filter((input) =>
        /\bBuffer\.|from 'node:/.test(
          readFileSync(path.join(path.dirname(ENTRY), '..', '..', input), 'utf8'),
        ),
      ),
    ).toEqual([]);
    // No message resources, no glossary, no content loader come along.
    expect(
      kept.filter((input) => /i18n\/src\/(resources|glossary)\/|content\/src\/(loader|model)\//.test(input)),
    ).toEqual([]);
    console.info(`trust bundle: ${code.length} bytes minified, ${gzipSync(code).byteLength} bytes gzip`);
  });

  it('notices a Node built-in (the test can fail)', async () => {
    const { imported } = await bundle(path.join(path.dirname(ENTRY), '../handback/site-starting-point.ts'));
    expect(imported.length).toBeGreaterThan(0);
  });
});
