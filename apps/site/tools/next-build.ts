/**
 * A simulated next build ("B") of dist/, for the service-worker update checks
 * (tests/browser/checks/72-offline-updates.ts, through `startStaticServer(root, { simulateUpdate:
 * true })`): every hashed asset moves from `/_astro/x` to `/_astro/b/x` (the old names answer 404,
 * as after a real deploy), pages and the worker name the new addresses (a page's CSP hashes of its
 * inline scripts follow), the worker's build name changes, and each precache entry's sha256 is the
 * hash of what B serves there, as a real next build's list would be.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { attribute, findElements, parseHtml, textContent } from '../src/lib/built-html.ts';
import { fileFor } from './served-file.ts';

/** How a server sees a build other than the one on disk. */
export interface BuildView {
  /** The path on disk this build serves at a URL path (null when it has nothing there). */
  pathOf: (urlPath: string) => string | null;
  /** The body this build serves at `urlPath` and its type, or null to send the file as it is. */
  body: (urlPath: string) => Promise<{ bytes: Buffer; type: string } | null>;
}

const TEXT = /\.(html|js|css|json|webmanifest)$/;
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/** Text with every hashed-asset address moved under /_astro/b/. */
function moved(text: string): string {
  return text.replaceAll('/_astro/', '/_astro/b/').replaceAll('"_astro/', '"_astro/b/');
}

/** Build B of a page: hashed assets under /_astro/b/, the CSP's inline-script hashes to match. */
export function pageOfB(html: string): string {
  let result = moved(html);
  const inline = findElements(
    parseHtml(html),
    (element) => element.tagName === 'script' && attribute(element, 'src') === undefined,
  );
  for (const script of inline.map(textContent)) {
    if (moved(script) === script) continue;
    result = result.replaceAll(`'sha256-${sha256(script)}'`, `'sha256-${sha256(moved(script))}'`);
  }
  return result;
}

/** The path on disk build B serves at a URL path: its own addresses; the old asset names are gone. */
function pathOfB(urlPath: string): string | null {
  return urlPath.startsWith('/_astro/') && !urlPath.startsWith('/_astro/b/')
    ? null
    : urlPath.replace(/^\/_astro\/b\//, '/_astro/');
}

/** Build B of a text file other than the worker. */
function textOfB(file: string, original: string): string {
  return file.endsWith('.html') ? pageOfB(original) : moved(original);
}

/** Build B of `root`, read from the built worker (`sw.js`, whose banner names the build). */
export async function nextBuildOf(root: string): Promise<BuildView> {
  const swText = await readFile(path.join(root, 'sw.js'), 'utf8');
  const buildName = /polyhedral build ([0-9a-f]+)/.exec(swText)?.[1];

  /** The body B serves at a path (null: not found), as the worker's integrity check reads it. */
  const servedBody = async (urlPath: string): Promise<Buffer | null> => {
    const onDisk = pathOfB(urlPath);
    const file = onDisk === null ? null : await fileFor(root, onDisk);
    if (!file) return null;
    if (!TEXT.test(file)) return readFile(file);
    return Buffer.from(textOfB(file, await readFile(file, 'utf8')), 'utf8');
  };

  /** B's worker: its precache list names the new addresses with the hashes of B's bodies. */
  const workerOfB = async (original: string): Promise<string> => {
    let text = original
      .replace(/url:"\/?_astro\//g, 'url:"/_astro/b/')
      .replaceAll(buildName ?? '\0', `${buildName?.slice(0, -1)}b`);
    const entries = [...text.matchAll(/url:"([^"]+)",revision:[^,]*,sha256:"([0-9a-f]+)"/g)];
    for (const [whole, url, hash] of entries) {
      const body = await servedBody(url!);
      if (!body) continue;
      const fresh = createHash('sha256').update(body).digest('hex').slice(0, hash!.length);
      text = text.replace(whole, whole.replace(`sha256:"${hash}"`, `sha256:"${fresh}"`));
    }
    return text;
  };

  return {
    pathOf: pathOfB,
    body: async (urlPath) => {
      const onDisk = pathOfB(urlPath);
      const file = onDisk === null ? null : await fileFor(root, onDisk);
      if (!file || !TEXT.test(file)) return null;
      const original = await readFile(file, 'utf8');
      const text = urlPath === '/sw.js' ? await workerOfB(original) : textOfB(file, original);
      return { bytes: Buffer.from(text, 'utf8'), type: TEXT_TYPES[path.extname(file)]! };
    },
  };
}
