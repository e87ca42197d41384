/** `/<locale>/rules/<PageId>/english.json`: a translated rule page's English for its reading view (lib/page-english.ts). */
import { LOCALES } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../api/json-response.ts';
import { pageEnglish } from '../../../../lib/page-english.ts';
import { siteContent } from '../../../../lib/site-content.ts';

export function getStaticPaths() {
  const content = siteContent();
  return LOCALES.flatMap((locale) =>
    content.pages.flatMap((page) => {
      const english = pageEnglish(content, locale, page.id);
      return english ? [{ params: { locale, id: page.id }, props: { english } }] : [];
    }),
  );
}

export const GET: APIRoute = ({ props }) => jsonResponse(props.english);
