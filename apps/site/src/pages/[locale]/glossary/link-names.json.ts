/**
 * The glossary names the rule text links in this locale (the same list the build links with), each
 * with its term ID and English name: what "Terms in English: at every use" needs to gloss every use
 * of a term on a page (reading/every-term-gloss.ts), fetched only when a reader picks that setting.
 */
import type { Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { localePaths } from '../../../lib/locale-paths.ts';
import { termLinkNameList } from '../../../reading/term-link-names.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(termLinkNameList(params.locale as Locale));
