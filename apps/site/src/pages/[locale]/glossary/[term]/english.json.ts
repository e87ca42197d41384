/** `/<locale>/glossary/<TermId>/english.json`: a translated glossary entry's English definition for its reading view (lib/glossary-english.ts). */
import { LOCALES } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../api/json-response.ts';
import { glossaryEntries } from '../../../../lib/glossary.ts';
import { glossaryEnglish } from '../../../../lib/glossary-english.ts';

export function getStaticPaths() {
  return LOCALES.flatMap((locale) =>
    glossaryEntries(locale).flatMap((entry) => {
      const english = glossaryEnglish(locale, entry.id);
      return english ? [{ params: { locale, term: entry.id }, props: { english } }] : [];
    }),
  );
}

export const GET: APIRoute = ({ props }) => jsonResponse(props.english);
