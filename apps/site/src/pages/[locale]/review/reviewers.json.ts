/** `/<locale>/review/reviewers.json`: the locale's registered reviewers (name, key ID) at build time. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { siteReviewers } from '../../../lib/review-data.ts';
import { type ReviewLocale, reviewLocalePaths } from '../../../review/review-paths.ts';

export const getStaticPaths = reviewLocalePaths;

export const GET: APIRoute = async ({ params }) =>
  jsonResponse(await siteReviewers(params.locale as ReviewLocale));
