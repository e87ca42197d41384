import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { assetPathsInHtml, isSearchFileOf, requestKind } from '../service-worker/offline-rules.ts';
import type { DownloadFile, DownloadManifest } from '../service-worker/worker-types.ts';
import { filesUnder, pagePath } from './integration.ts';

const filesIfAny = (dir: string) => filesUnder(dir).catch((): string[] => []);

async function describeFile(root: string, url: string, file: string): Promise<DownloadFile> {
  const body = await readFile(path.join(root, file));
  const revision = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { url, bytes: body.byteLength, revision };
}

/**
 * What "Download <language> for offline" fetches, read from the built site so every page of the
 * locale is included whoever added it: each `<locale>/**\/index.html` but the 404 page, each
 * translated rule page's English file (`<locale>/rules/<PageId>/english.json`: the reading bar's
 * "Show the English" works offline too), the locale's Pagefind index chunks and fragments, and the
 * font files those pages name. (The
 * locale's JS/CSS and Pagefind's entry files are in every build's precache already.)
 */
export async function downloadManifest(
  root: string,
  locale: string,
  locales: readonly string[],
): Promise<DownloadManifest> {
  const files: DownloadFile[] = [];
  const fonts = new Set<string>();
  const underLocale = await filesIfAny(path.join(root, locale));
  const pages = underLocale.filter((file) => file.endsWith('index.html') && !file.startsWith('404/')).sort();
  for (const page of pages) {
    const file = `${locale}/${page}`;
    files.push(await describeFile(root, pagePath(file), file));
    const html = await readFile(path.join(root, file), 'utf8');
    for (const asset of assetPathsInHtml(html)) if (asset.startsWith('/fonts/')) fonts.add(asset);
  }
  // Each rule page's English file, which its "Show the English" reads (lib/page-english.ts), and the
  // search dialog's section index (/<locale>/search.json): the worker's reading-data files.
  const english = underLocale.filter((file) => requestKind(`/${locale}/${file}`) === 'reading-data').sort();
  for (const file of english) files.push(await describeFile(root, `/${locale}/${file}`, `${locale}/${file}`));
  const search = (await filesIfAny(path.join(root, 'pagefind')))
    .map((file) => `/pagefind/${file}`)
    .filter((url) => isSearchFileOf(url, locale, locales))
    .sort();
  for (const url of [...search, ...[...fonts].sort()])
    files.push(await describeFile(root, url, url.slice(1)));
  return {
    locale,
    pages: pages.length,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    files,
  };
}
