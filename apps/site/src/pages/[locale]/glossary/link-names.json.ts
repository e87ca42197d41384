/** The names the rule text links in this locale with IDs and English names, for "Terms in English: at every use". */
import type { Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { localePaths } from '../../../lib/locale-paths.ts';
import { termLinkNameList } from '../../../reading/term-link-names.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(termLinkNameList(params.locale as Locale));
