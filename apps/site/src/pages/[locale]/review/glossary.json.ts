/**
 * `/<locale>/review/glossary.json`: the glossary definitions a reader of the locale can correct or
 * approve on the review page (`?glossary=<TermId>`), fetched once and kept offline beside shared.json.
 */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { siteReviewGlossary } from '../../../lib/review-data.ts';
import { type ReviewLocale, reviewLocalePaths } from '../../../review/review-paths.ts';

export const getStaticPaths = reviewLocalePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(siteReviewGlossary(params.locale as ReviewLocale));
