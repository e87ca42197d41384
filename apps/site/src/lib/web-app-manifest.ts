/** Each locale's web app manifest: installs under the localized title and opens that language's home. */
import { createTranslator, intlLocale, type Locale } from '@polyhedral/i18n';

export const THEME_COLOR = '#2c4fb5';

export function manifestPath(locale: Locale): string {
  return `/${locale}/manifest.webmanifest`;
}

export function webAppManifest(locale: Locale): Record<string, unknown> {
  const { t } = createTranslator(locale);
  return {
    id: `/${locale}/`,
    name: t('ui.site.title'),
    short_name: 'Polyhedral',
    description: t('ui.site.description'),
    lang: intlLocale(locale),
    start_url: `/${locale}/`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
