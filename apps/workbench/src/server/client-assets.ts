/**
 * The client, built when the first server of the process starts: src/client/main.ts bundled by esbuild in memory
 * (nothing is written, no build output is committed), with the page and its stylesheet.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const CLIENT = fileURLToPath(new URL('../client/', import.meta.url));

export interface ClientAssets {
  html: string;
  css: string;
  script: () => Promise<string>;
}

/** The bundle, built once per process (every server a process starts serves the same client). */
let bundle: Promise<string> | undefined;

export function clientAssets(): ClientAssets {
  const script = () => {
    bundle ??= build({
      entryPoints: [`${CLIENT}main.ts`],
      bundle: true,
      format: 'esm',
      target: 'es2022',
      minify: true,
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]!.text);
    return bundle;
  };
  return {
    html: readFileSync(`${CLIENT}index.html`, 'utf8'),
    css: readFileSync(`${CLIENT}styles.css`, 'utf8'),
    script,
  };
}
