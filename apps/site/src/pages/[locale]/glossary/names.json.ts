/** Every term's name in this locale and English, with its ID, for the search's exact-term shortcut. */
import type { Locale } from '@polyhedral/i18n';
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { glossaryNameList } from '../../../lib/glossary-names.ts';
import { localePaths } from '../../../lib/locale-paths.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(glossaryNameList(params.locale as Locale));
