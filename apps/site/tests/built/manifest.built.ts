import { WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { attribute, builtSite, one } from './built-site.ts';

/**
 * The web app manifest as built (moved from the browser checks' 70-offline, which keeps the
 * service worker, the offline reload and the Install button): every locale's rule page links its
 * own manifest, and the manifest is installable (a name, start_url, the 192 and 512 px icons,
 * each served).
 */
const site = builtSite();

interface Manifest {
  name?: unknown;
  start_url?: unknown;
  icons: { src: string; sizes: string }[];
}

describe('the web app manifest, as built', () => {
  it('every page links its locale manifest; the manifest is installable (name, icons, start_url)', async () => {
    for (const locale of WRITTEN_LOCALES) {
      const { root } = await site.load(`/${locale}/rules/D20Tests/`);
      const href = attribute(one(root, 'link[rel="manifest"]'), 'href');
      expect(href, `manifest link of ${locale}`).toBe(`/${locale}/manifest.webmanifest`);
      const served = await site.fetch(String(href));
      expect(served.status, `${href}: status`).toBe(200);
      const manifest = (await served.json()) as Manifest;
      expect(manifest.start_url, `start_url ${String(manifest.start_url)}`).toBe(`/${locale}/`);
      expect(typeof manifest.name === 'string' && manifest.name.length > 0, 'name').toBe(true);
      const sizes = manifest.icons.map((icon) => icon.sizes);
      expect(sizes, `icons ${sizes.join(', ')}`).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of manifest.icons) {
        const { status } = await site.fetch(icon.src);
        expect(status, `${icon.src}: ${status}`).toBe(200);
      }
    }
  });
});
