/**
 * v1 of the data API is retired (decision 451, src/api/retired-v1.ts): its note stays at
 * `/api/v1/index.json`; every other `/api/v1/<path>` is answered 301 to `/api/v2/<path>`, with the
 * CORS headers (a browser client follows a cross-origin redirect only when it carries them). One
 * rule per host: nginx, Caddy and `_redirects` (Netlify; a file at the address wins over the rule).
 */
import { API_ROOT } from '../../api/api-paths.ts';
import { RETIRED_V1_NOTE, RETIRED_V1_ROOT } from '../../api/retired-v1.ts';

const WHY = `# v1 of the data API is retired: its note stays at ${RETIRED_V1_NOTE}, every other v1 address moves to ${API_ROOT}`;
const escaped = (value: string) => value.replace(/[.]/g, '\\.');
const noteName = RETIRED_V1_NOTE.slice(RETIRED_V1_ROOT.length + 1);

/** nginx: a regex location (checked before the `/api/` prefix), made by nginxServer's `location`. */
export const nginxV1Redirect = (location: (match: string, extra: string[]) => string[]): string[] => [
  `  ${WHY}`,
  ...location(`~ ^${RETIRED_V1_ROOT}/(?!${escaped(noteName)}$)(.+)$`, [`    return 301 ${API_ROOT}/$1;`]),
];

/** Caddy: a `redir` (after the `/api/*` headers, so the answer carries the CORS headers). */
export const caddyV1Redirect = (): string[] => [
  `  ${WHY}`,
  '  @apiv1 {',
  `    path_regexp apiv1 ^${RETIRED_V1_ROOT}/(.+)$`,
  `    not path ${RETIRED_V1_NOTE}`,
  '  }',
  `  redir @apiv1 ${API_ROOT}/{re.apiv1.1} 301`,
];

/** `_redirects` (Netlify): before the API's 404 rule. */
export const redirectsV1Rule = (): string[] => [WHY, `${RETIRED_V1_ROOT}/*  ${API_ROOT}/:splat  301`];
