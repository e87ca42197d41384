/**
 * `/<locale>/review/reviewers.json`: the reviewers registered for the locale when the site was
 * built (name and key ID, from content/reviewers.yaml). The review page reads it to tell a reader
 * whether the key on their device grants a review mark; the service worker keeps it for offline use.
 */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { siteReviewers } from '../../../lib/review-data.ts';
import { type ReviewLocale, reviewLocalePaths } from '../../../review/review-paths.ts';

export const getStaticPaths = reviewLocalePaths;

export const GET: APIRoute = async ({ params }) =>
  jsonResponse(await siteReviewers(params.locale as ReviewLocale));
