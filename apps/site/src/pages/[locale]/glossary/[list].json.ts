/**
 * The glossary's name lists: `names.json` (every term's name here and in English, for the search's
 * exact-term shortcut) and `link-names.json` (the names the rule text links, for "Terms in English:
 * at every use"), each fetched on first use.
 */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { glossaryNameList } from '../../../lib/glossary-names.ts';
import { termLinkNameList } from '../../../reading/term-link-names.ts';

const LISTS = { names: glossaryNameList, 'link-names': termLinkNameList };

export const getStaticPaths = () =>
  LOCALES.flatMap((locale) => Object.keys(LISTS).map((list) => ({ params: { locale, list } })));

export const GET: APIRoute = ({ params }) =>
  jsonResponse(LISTS[params.list as keyof typeof LISTS](params.locale as Locale));
