/**
 * The glossary's name list `link-names.json` (the names the rule text links, for "Terms in English:
 * at every use"), fetched on first use. (The search reads `/<locale>/search.json`.)
 */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { termLinkNameList } from '../../../reading/term-link-names.ts';

const LISTS = { 'link-names': termLinkNameList };

export const getStaticPaths = () =>
  LOCALES.flatMap((locale) => Object.keys(LISTS).map((list) => ({ params: { locale, list } })));

export const GET: APIRoute = ({ params }) =>
  jsonResponse(LISTS[params.list as keyof typeof LISTS](params.locale as Locale));
