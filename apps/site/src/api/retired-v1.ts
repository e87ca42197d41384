/**
 * v1 of the data API is retired (decision 451): its round-2 fields were retyped in place, which
 * the versioning policy says makes v2, so v2 holds every document and v1 is no longer written.
 * `/api/v1/index.json` is this note (the address a v1 client starts from); every other `/api/v1/`
 * address is redirected to the same path under `/api/v2/` by the hosts (deploy/, `_redirects`).
 */
import { API_ROOT, CHANGELOG_PATH, catalogPath } from './api-paths.ts';

/** The retired version's root. */
export const RETIRED_V1_ROOT = '/api/v1';
/** The retired version's catalog address, kept as a note saying where v2 is. */
export const RETIRED_V1_NOTE = `${RETIRED_V1_ROOT}/index.json`;

/** `/api/v1/index.json`: the retirement note (not a v2 document: no `$schema`). */
export const retiredV1Note = () => ({
  apiVersion: 1,
  kind: 'retired',
  retired: true,
  successor: catalogPath(),
  changelog: CHANGELOG_PATH,
  note: `v1 is retired. Every document is published under ${API_ROOT}/ with the same paths; ${RETIRED_V1_ROOT}/<path> redirects (301) to ${API_ROOT}/<path>. What changed from v1 to v2: ${CHANGELOG_PATH}.`,
});
