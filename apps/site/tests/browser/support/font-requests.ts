import type { Page } from '@playwright/test';

/**
 * The paths of the font files the page requests from now on, in order (a list the caller may
 * empty between visits).
 */
export function recordFontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}
