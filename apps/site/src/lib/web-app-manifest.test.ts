import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { manifestPath, webAppManifest } from './web-app-manifest.ts';

describe('webAppManifest', () => {
  it('names the site in each language and starts on that language home', () => {
    expect(webAppManifest('zh').name).toBe('Polyhedral 规则参考');
    expect(webAppManifest('en').name).toBe('Polyhedral Rules Reference');
    for (const locale of LOCALES) {
      const manifest = webAppManifest(locale);
      expect(manifest.start_url).toBe(`/${locale}/`);
      expect(manifest.scope).toBe('/');
      expect(manifest.display).toBe('standalone');
    }
  });

  it('offers 192 and 512 px icons and a maskable one, as install prompts require', () => {
    const icons = webAppManifest('th').icons as { sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });
});

describe('manifestPath', () => {
  it("is the locale's own folder", () => {
    expect(manifestPath('zh')).toBe('/zh/manifest.webmanifest');
  });
});
