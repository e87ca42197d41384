/**
 * `/<locale>/review/shared.json`: what every section of the locale is checked against (the
 * glossary, the known rule and term IDs), fetched once by the review page and kept offline beside
 * the section data (`data/<RuleId>.json` holds only the section's own part).
 */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import { siteReviewShared } from '../../../lib/review-data.ts';
import { type ReviewLocale, reviewLocalePaths } from '../../../review/review-paths.ts';

export const getStaticPaths = reviewLocalePaths;

export const GET: APIRoute = ({ params }) => jsonResponse(siteReviewShared(params.locale as ReviewLocale));
