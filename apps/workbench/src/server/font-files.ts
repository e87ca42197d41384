/**
 * The Thai and Chinese webfonts (@fontsource, regular weight), served from their packages: a bare
 * machine has no Thai or CJK fonts and would draw boxes. Noto Sans TC for the Traditional text a
 * zh-hant reviewer edits (Noto Sans SC lacks some of its characters and draws others the mainland
 * way). Only these packages, only the stylesheet and its woff2/woff files by a checked name.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const FONT_PACKAGES = ['noto-sans-thai', 'noto-sans-sc', 'noto-sans-tc'] as const;
const FILE = /^[a-z0-9-]+\.(woff2|woff)$/;

export function fontFile(pkg: string, file: string): { body: Buffer; type: string } | null {
  if (!(FONT_PACKAGES as readonly string[]).includes(pkg)) return null;
  const dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  if (file === '400.css')
    return { body: readFileSync(path.join(dir, '400.css')), type: 'text/css; charset=utf-8' };
  if (!FILE.test(file)) return null;
  try {
    return {
      body: readFileSync(path.join(dir, 'files', file)),
      type: file.endsWith('2') ? 'font/woff2' : 'font/woff',
    };
  } catch {
    return null;
  }
}
