/**
 * The glossary's names for the search box's exact-term shortcut (browser/glossary-shortcut.ts):
 * every term's name in this locale and in English, with its ID, fetched once when the reader first
 * types a search.
 */
import type { Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { glossaryNameList } from '../../../lib/glossary-names.ts';
import { localePaths } from '../../../lib/locale-paths.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(glossaryNameList(params.locale as Locale));
