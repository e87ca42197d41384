/** Which file of a built site answers a URL path: never one outside the root. */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '@polyhedral/content/is-inside';

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

export async function fileFor(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null; // a malformed %-escape: no such file
  }
  const resolved = path.resolve(root, `.${decoded}`);
  if (!isInside(root, resolved)) return null;
  if (await isFile(resolved)) return resolved;
  const index = path.join(resolved, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

/** The nearest 404.html up the path of a missing file, or null. */
export async function nearest404(root: string, urlPath: string): Promise<string | null> {
  let dir = path.posix.dirname(urlPath.endsWith('/') ? `${urlPath}x` : urlPath);
  for (;;) {
    const candidate = path.resolve(root, `.${dir}`, '404.html');
    if (isInside(root, candidate) && (await isFile(candidate))) return candidate;
    if (dir === '/' || dir === '.') return null;
    dir = path.posix.dirname(dir);
  }
}
