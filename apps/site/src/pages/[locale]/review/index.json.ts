/** `/<locale>/review/index.json`: every reviewable section, its state and page, and the starting point. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { siteReviewIndex } from '../../../lib/review-data.ts';
import { type ReviewLocale, reviewLocalePaths } from '../../../review/review-paths.ts';

export const getStaticPaths = reviewLocalePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(siteReviewIndex(params.locale as ReviewLocale));
