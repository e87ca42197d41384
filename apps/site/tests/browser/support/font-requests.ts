import type { Page } from '@playwright/test';
import { emptyHttpCache } from './context-pool.ts';

/**
 * The paths of the font files the page requests from now on, in order (a list the caller may
 * empty between visits), from an empty HTTP cache: a pooled context keeps the font subsets an
 * earlier check loaded (support/context-pool.ts), and one taken from the cache is no request.
 */
export async function recordFontRequests(page: Page): Promise<string[]> {
  await emptyHttpCache(page);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}
