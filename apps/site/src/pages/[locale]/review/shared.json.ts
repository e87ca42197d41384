/** `/<locale>/review/shared.json`: what every section of the locale is checked against, fetched once. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { siteReviewShared } from '../../../lib/review-data.ts';
import { type ReviewLocale, reviewLocalePaths } from '../../../review/review-paths.ts';

export const getStaticPaths = reviewLocalePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(siteReviewShared(params.locale as ReviewLocale));
