/**
 * The HTTP headers a host should send with the built site, in one table, written out for the
 * hosts we document: `_headers` (Netlify, Cloudflare Pages; written into dist/ by the build),
 * an nginx `server` block and a Caddyfile (deploy/, printed by `pnpm deploy-config`). The
 * Content-Security-Policy header comes from the same table as the pages' `<meta>`
 * (security/content-security-policy.ts) and adds what a meta cannot: `frame-ancestors 'none'`.
 */
import { LOCALES } from '@polyhedral/i18n';
import { CHANGELOG_PATH, linesPath } from '../../api/api-paths.ts';
import { nginxV1Redirect } from './api-v1-redirect.ts';
import {
  HSTS,
  OTHER_SECURITY_HEADERS,
  quoteConfigValue,
  REVIEW_PAGE_PATHS,
  REVIEW_POLICY_FILES,
  SAMPLE_ROOT,
  SITE_POLICY_FILES,
} from './security-headers.ts';

export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The data API's documents (`/api/`): their names stay across builds, so not immutable; kept an
 * hour by browsers, bots and CDNs (a bot asking on every message does not reach the server each
 * time), then revalidated (nginx and Caddy answer 304 to an unchanged ETag).
 */
export const API_CACHE = 'public, max-age=3600';
/** The data API's one media type (its JSON Lines files: API_LINES_TYPE). */
export const API_CONTENT_TYPE = 'application/json; charset=utf-8';
/** The media type of the API changelog (`/api/changelog.md`). */
export const API_CHANGELOG_TYPE = 'text/markdown; charset=utf-8';
/** The media type of the bulk JSON Lines files (`/api/v2/<locale>/all.jsonl`). */
export const API_LINES_TYPE = 'application/jsonl; charset=utf-8';
/**
 * What a missing address under `/api/` is answered with (404, JSON, with the CORS headers), so a
 * browser client on another site reads the error: `res.json()` works, `res.status` is 404.
 */
export const API_NOT_FOUND = '/api/404.json';

export interface CacheRule {
  /** A URL path prefix (ends in `/`) or an exact path. */
  path: string;
  cacheControl: string;
  why: string;
  /** Headers sent besides the security headers and Cache-Control (CORS on the data API). */
  headers?: ReadonlyArray<readonly [string, string]>;
  /** The Content-Type every file under the path is served with. */
  contentType?: string;
  /** Compressed for a client that accepts it (nginx and Caddy; Netlify and Cloudflare compress by themselves). */
  compress?: boolean;
  /** File extensions with a Content-Type of their own under the path (the API's JSON Lines). */
  otherTypes?: Readonly<Record<string, string>>;
  /**
   * The files of those extensions, by path: `_headers` matches paths, not extensions, and both its
   * hosts join the values of a header two matching rules set (`application/json, application/jsonl`),
   * so there the prefix rule names no Content-Type (the hosts type `.json` themselves) and each of
   * these files gets its own.
   */
  otherTypeFiles?: readonly string[];
  /** The file a missing address under the path is answered with (404), and OPTIONS answered 204. */
  notFound?: string;
  /**
   * Revalidated by ETag alone: the files' times are made from their content (api-dates-from-content.ts),
   * so If-Modified-Since is left aside (and Caddy sends no Last-Modified).
   */
  etagOnly?: true;
}

/** The media types (no parameters) of a rule's files. */
function mediaTypes(rule: CacheRule): string[] {
  return [rule.contentType, ...Object.values(rule.otherTypes ?? {})]
    .filter((type): type is string => type !== undefined)
    .map((type) => type.split(';')[0]!);
}

function nginxTypes(rule: CacheRule): string[] {
  const own = Object.entries(rule.otherTypes ?? {}).map(([ext, type]) => ` ${type.split(';')[0]} ${ext};`);
  return [`    types {${own.join('')} }`, `    default_type ${rule.contentType!.split(';')[0]};`];
}

/**
 * The data API is open for reading from any site (a bot, a browser extension, another language
 * community's page): any origin may GET or HEAD it; nothing else is served, and no cookie is sent.
 * A client may send any header (`If-None-Match` with the ETag it read, its own), which the browser
 * asks leave for with an OPTIONS request: answered 204 with these headers, kept a day. `*` admits
 * every header of a request without credentials, and the API is read without them.
 */
export const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Allow-Methods', 'GET, HEAD'],
  // Any request header (a client's own, Accept-Language, a tracing header): nothing here is private.
  ['Access-Control-Allow-Headers', '*'],
  ['Access-Control-Expose-Headers', 'ETag'],
  ['Access-Control-Max-Age', '86400'],
];

/**
 * Cache rules by path. Files whose names carry a content hash never change: cached for a year.
 * The service worker and its page helper keep their names across builds: revalidated on every
 * load (a browser also checks sw.js itself at most every 24 hours). HTML is revalidated too
 * (`no-cache` on every other path in nginx and Caddy; Netlify's and Cloudflare Pages' default for
 * paths without a rule is already `max-age=0, must-revalidate`, and a `/*` rule there would be
 * merged into the hashed assets' header).
 */
export const CACHE_RULES: readonly CacheRule[] = [
  { path: '/_astro/', cacheControl: IMMUTABLE, why: 'bundled CSS/JS, names carry a content hash' },
  { path: '/fonts/', cacheControl: IMMUTABLE, why: 'font subsets, names carry a content hash' },
  { path: '/sw.js', cacheControl: REVALIDATE, why: 'the service worker: a new build must reach readers' },
  { path: '/sw-pages.js', cacheControl: REVALIDATE, why: 'imported by the service worker' },
  {
    path: '/api/',
    cacheControl: API_CACHE,
    why: 'the data API (JSON): open for reading from any origin, kept an hour',
    headers: API_HEADERS,
    contentType: API_CONTENT_TYPE,
    otherTypes: { jsonl: API_LINES_TYPE, md: API_CHANGELOG_TYPE },
    otherTypeFiles: [...LOCALES.map(linesPath), CHANGELOG_PATH],
    compress: true,
    notFound: API_NOT_FOUND,
    etagOnly: true,
  },
];

export const isPrefix = (rule: CacheRule) => rule.path.endsWith('/');

/**
 * The Cache-Control the hosts send for a URL path: its rule's, else revalidate (nginx's and
 * Caddy's `no-cache` on every other path). The test server sends it too (tools/static-server.ts).
 */
export function cacheControlFor(urlPath: string): string {
  const rule = CACHE_RULES.find((one) =>
    isPrefix(one) ? urlPath.startsWith(one.path) : urlPath === one.path,
  );
  return rule?.cacheControl ?? REVALIDATE;
}

/**
 * Files the build writes for other hosts (Netlify and Cloudflare Pages read `_headers` and
 * `_redirects`): nginx and Caddy answer them as missing pages, never with their text.
 */
export const BUILD_METADATA: readonly string[] = [
  '_headers',
  '_redirects',
  SITE_POLICY_FILES.nginx,
  SITE_POLICY_FILES.caddy,
  SITE_POLICY_FILES.caddyErrors,
  REVIEW_POLICY_FILES.nginx,
  REVIEW_POLICY_FILES.caddy,
];

const nginxQuote = quoteConfigValue;

function nginxCacheRuleLines(rule: (typeof CACHE_RULES)[number]): string[] {
  return [
    `    # ${rule.why}`,
    // nginx sets Content-Type itself (an add_header would send a second one): the type of every
    // file here, with `charset utf-8` added as for application/json above.
    ...(rule.contentType ? nginxTypes(rule) : []),
    ...(rule.compress && rule.contentType
      ? ['    gzip on;', '    gzip_vary on;', `    gzip_types ${mediaTypes(rule).join(' ')};`]
      : []),
    ...(rule.etagOnly
      ? [
          "    # revalidated by ETag alone: the files' times are made from their content",
          '    if_modified_since off;',
        ]
      : []),
    ...(rule.notFound
      ? [
          '    # a missing document: JSON with the CORS headers, which a browser client can read',
          `    error_page 404 ${rule.notFound};`,
          '    # a preflight (a client revalidating with If-None-Match) is answered, not refused',
          '    if ($request_method = OPTIONS) {',
          '      return 204;',
          '    }',
        ]
      : []),
    ...(rule.headers ?? []).map(([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`),
  ];
}

/**
 * An nginx `server` block for dist/ (put it inside `http { include mime.types; ... }`). nginx
 * drops a server's add_header lines in any location that has its own, so every location repeats
 * the security headers. The policy is the build's (the hashes of the pages' inline scripts): an
 * include of the file it writes into dist/, the review pages' own in their locations.
 */
/** The nginx file's opening comment. */
const NGINX_PREAMBLE = [
  '# nginx: the built site (apps/site/dist) with its headers.',
  '# Generated from apps/site/src/integrations/security/deploy-headers.ts by `pnpm --filter @polyhedral/site deploy-config`;',
  '# apps/site/tests/deploy/check-deploy.ts serves dist/ with it and checks what it sends.',
  '# Add TLS (listen 443 ssl; certificates) before enabling the HSTS lines.',
  '# The site needs an origin of its own (its own host name, not a path on a shared host such as',
  "# user.github.io or beside a preview or another app): a reviewer's key lives in the browser's",
  '# storage for the origin, and any page served from that origin could use it.',
  '# `listen 80` answers on every interface; behind a proxy on the same machine write',
  '# `listen 127.0.0.1:80;` (the deploy check serves it on 127.0.0.1 alone).',
];

export function nginxServer(): string {
  const otherSecurity = OTHER_SECURITY_HEADERS.map(
    ([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`,
  );
  const security = [`    include ${SAMPLE_ROOT}/${SITE_POLICY_FILES.nginx};`, ...otherSecurity];
  const hsts = `    # add_header ${HSTS[0]} ${nginxQuote(HSTS[1])} always;`;
  const location = (match: string, cacheControl: string, extra: string[] = [], headers = security) => [
    `  location ${match} {`,
    ...extra,
    ...headers,
    hsts,
    `    add_header Cache-Control ${nginxQuote(cacheControl)} always;`,
    '  }',
  ];
  const lines = [
    ...NGINX_PREAMBLE,
    'server {',
    '  listen 80;',
    '  server_name _;',
    `  root ${SAMPLE_ROOT};`,
    '  index index.html;',
    '  charset utf-8;',
    '  charset_types text/css application/javascript application/json application/jsonl;',
    '  # Tell nothing extra: no nginx version; a redirect (a folder without its slash) names the',
    "  # path only, never this server's own host or port.",
    '  server_tokens off;',
    '  absolute_redirect off;',
    "  # nginx's own answers outside every location (400 for a malformed request or a bad Host",
    '  # name, 414 for an address too long) carry the security headers too. A location with its',
    '  # own add_header lines replaces these, so every location repeats them.',
    ...security.map((line) => line.slice(2)),
    hsts.slice(2),
    "  # A missing page gets its language's 404 page (with the security headers: every location adds them `always`).",
    '  error_page 404 /404.html;',
    '  # Build metadata for other hosts is not served.',
    `  location ~ ^/(${BUILD_METADATA.map((name) => name.replace(/[.]/g, '\\.')).join('|')})$ {`,
    '    return 404;',
    '  }',
    ...LOCALES.flatMap((locale) =>
      location(`/${locale}/`, REVALIDATE, [
        `    error_page 404 /${locale}/404.html;`,
        '    try_files $uri $uri/ =404;',
      ]),
    ),
    // A review page: its policy from the build's include file, the other headers as everywhere.
    ...REVIEW_PAGE_PATHS.flatMap((reviewPath) =>
      location(
        reviewPath,
        REVALIDATE,
        [
          `    error_page 404 /${reviewPath.split('/')[1]}/404.html;`,
          '    try_files $uri $uri/ =404;',
          "    # the review pages' Content-Security-Policy, without 'unsafe-inline': written by the build",
          `    include ${SAMPLE_ROOT}/${REVIEW_POLICY_FILES.nginx};`,
        ],
        otherSecurity,
      ),
    ),
    ...nginxV1Redirect((match, extra) =>
      location(match, API_CACHE, extra, [
        ...API_HEADERS.map(([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`),
        ...security,
      ]),
    ),
    ...location('~ \\.webmanifest$', REVALIDATE, [
      '    # the web app manifests (mime.types has no entry for them)',
      '    types { }',
      '    default_type application/manifest+json;',
    ]),
    ...CACHE_RULES.flatMap((rule) => [
      ...location(
        isPrefix(rule) ? rule.path : `= ${rule.path}`,
        rule.cacheControl,
        nginxCacheRuleLines(rule),
      ),
      // The 404 answer is its own location (error_page sends it from there): revalidated, never
      // kept the path's hour (an address that comes to exist is seen at once), with the CORS headers.
      ...(rule.notFound
        ? location(`= ${rule.notFound}`, REVALIDATE, [
            '    # a missing document under the path: JSON, CORS, not cached',
            ...(rule.contentType ? nginxTypes(rule) : []),
            ...(rule.headers ?? []).map(
              ([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`,
            ),
          ])
        : []),
    ]),
    ...location('/', REVALIDATE, [
      '    # HTML and everything else: revalidated on every load',
      '    try_files $uri $uri/ =404;',
    ]),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
