/** `/api/changelog.md`: the data API's changelog (docs/data-api-changelog.md) served beside the API. */
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '@polyhedral/content';
import type { APIRoute } from 'astro';
import { API_CHANGELOG_TYPE } from '../../integrations/security/deploy-headers.ts';

export const GET: APIRoute = () =>
  new Response(readFileSync(`${REPO_ROOT}/docs/data-api-changelog.md`, 'utf8'), {
    headers: { 'Content-Type': API_CHANGELOG_TYPE },
  });
