/**
 * `/<locale>/review/index.json`: every section a reader of the locale can review, with its state
 * and rule page, and the build's starting point (the review page reads it; the service worker
 * keeps it for offline use). Not for English, the reference text.
 */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { siteReviewIndex } from '../../../lib/review-data.ts';
import { type ReviewLocale, reviewLocalePaths } from '../../../review/review-paths.ts';

export const getStaticPaths = reviewLocalePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(siteReviewIndex(params.locale as ReviewLocale));
