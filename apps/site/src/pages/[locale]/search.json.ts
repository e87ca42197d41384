/** `/<locale>/search.json`: the search dialog's section index, fetched on the first search (api/search-document.ts). */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../api/json-response.ts';
import { siteSearchDocument } from '../../api/search-document.ts';

export const getStaticPaths = () => LOCALES.map((locale) => ({ params: { locale } }));

export const GET: APIRoute = ({ params }) => jsonResponse(siteSearchDocument(params.locale as Locale));
