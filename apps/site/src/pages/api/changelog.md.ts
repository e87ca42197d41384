/** `/api/changelog.md`: the data API's changelog (docs/data-api-changelog.md) served beside the API. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { API_CHANGELOG_TYPE } from '../../integrations/security/deploy-headers.ts';
import { siteContent } from '../../lib/site-content.ts';

/** docs/ beside the content folder (the build's bundle has moved: the content root is the site's). */
const changelogFile = () => path.join(siteContent().model.root, '..', 'docs', 'data-api-changelog.md');

export const GET: APIRoute = () =>
  new Response(readFileSync(changelogFile(), 'utf8'), {
    headers: { 'Content-Type': API_CHANGELOG_TYPE },
  });
