/**
 * The HTTP headers a host should send with the built site, in one table, written out for the
 * hosts we document: `_headers` (Netlify, Cloudflare Pages; written into dist/ by the build),
 * an nginx `server` block and a Caddyfile (deploy/, printed by `pnpm deploy-config`). The
 * Content-Security-Policy header comes from the same table as the pages' `<meta>`
 * (security/content-security-policy.ts) and adds what a meta cannot: `frame-ancestors 'none'`.
 */
import { LOCALES } from '@polyhedral/i18n';
import { headerContentSecurityPolicy } from './content-security-policy.ts';
import {
  HSTS,
  OTHER_SECURITY_HEADERS,
  quoteConfigValue,
  REVIEW_PAGE_PATHS,
  REVIEW_POLICY_FILES,
  SAMPLE_ROOT,
  securityHeaders,
} from './security-headers.ts';

export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The data API's documents (`/api/`): their names stay across builds, so not immutable; kept an
 * hour by browsers, bots and CDNs (a bot asking on every message does not reach the server each
 * time), then revalidated (nginx and Caddy answer 304 to an unchanged ETag).
 */
export const API_CACHE = 'public, max-age=3600';
/** The data API's one media type. */
export const API_CONTENT_TYPE = 'application/json; charset=utf-8';

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
}

/**
 * The data API is open for reading from any site (a bot, a browser extension, another language
 * community's page): any origin may GET or HEAD it; nothing else is served, and no cookie is sent.
 */
export const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Allow-Methods', 'GET, HEAD'],
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
    compress: true,
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
  REVIEW_POLICY_FILES.nginx,
  REVIEW_POLICY_FILES.caddy,
];

const nginxQuote = quoteConfigValue;

/**
 * An nginx `server` block for dist/ (put it inside `http { include mime.types; ... }`). nginx
 * drops a server's add_header lines in any location that has its own, so every location repeats
 * the security headers.
 */
export function nginxServer(): string {
  const security = securityHeaders().map(
    ([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`,
  );
  const hsts = `    # add_header ${HSTS[0]} ${nginxQuote(HSTS[1])} always;`;
  const otherSecurity = OTHER_SECURITY_HEADERS.map(
    ([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`,
  );
  const location = (match: string, cacheControl: string, extra: string[] = [], headers = security) => [
    `  location ${match} {`,
    ...extra,
    ...headers,
    hsts,
    `    add_header Cache-Control ${nginxQuote(cacheControl)} always;`,
    '  }',
  ];
  const lines = [
    '# nginx: the built site (apps/site/dist) with its headers.',
    '# Generated from apps/site/src/integrations/security/deploy-headers.ts by `pnpm --filter @polyhedral/site deploy-config`;',
    '# apps/site/tests/deploy/check-deploy.ts serves dist/ with it and checks what it sends.',
    '# Add TLS (listen 443 ssl; certificates) before enabling the HSTS lines.',
    '# The site needs an origin of its own (its own host name, not a path on a shared host such as',
    "# user.github.io or beside a preview or another app): a reviewer's key lives in the browser's",
    '# storage for the origin, and any page served from that origin could use it.',
    '# `listen 80` answers on every interface; behind a proxy on the same machine write',
    '# `listen 127.0.0.1:80;` (the deploy check serves it on 127.0.0.1 alone).',
    'server {',
    '  listen 80;',
    '  server_name _;',
    `  root ${SAMPLE_ROOT};`,
    '  index index.html;',
    '  charset utf-8;',
    '  charset_types text/css application/javascript application/json;',
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
    ...location('~ \\.webmanifest$', REVALIDATE, [
      '    # the web app manifests (mime.types has no entry for them)',
      '    types { }',
      '    default_type application/manifest+json;',
    ]),
    ...CACHE_RULES.flatMap((rule) =>
      location(isPrefix(rule) ? rule.path : `= ${rule.path}`, rule.cacheControl, [
        `    # ${rule.why}`,
        // nginx sets Content-Type itself (an add_header would send a second one): the type of every
        // file here, with `charset utf-8` added as for application/json above.
        ...(rule.contentType ? ['    types { }', `    default_type ${rule.contentType.split(';')[0]};`] : []),
        ...(rule.compress && rule.contentType
          ? ['    gzip on;', '    gzip_vary on;', `    gzip_types ${rule.contentType.split(';')[0]};`]
          : []),
        ...(rule.headers ?? []).map(([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`),
      ]),
    ),
    ...location('/', REVALIDATE, [
      '    # HTML and everything else: revalidated on every load',
      '    try_files $uri $uri/ =404;',
    ]),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

const caddyQuote = quoteConfigValue;

/**
 * Caddy's `header` block: the security headers, HSTS commented, and no `Server` header. Without
 * the policy (`policy: false`) where the site block sets it by path (the review pages' own).
 */
function caddyHeaders(indent: string, policy = true): string[] {
  return [
    `${indent}header {`,
    ...(policy ? securityHeaders() : OTHER_SECURITY_HEADERS).map(
      ([name, value]) => `${indent}  ${name} ${caddyQuote(value)}`,
    ),
    `${indent}  # ${HSTS[0]} ${caddyQuote(HSTS[1])}`,
    `${indent}  -Server`,
    `${indent}}`,
  ];
}

/** Longest path the Caddy sample looks up (longer: 414); nginx's own limit is its 8 KB request line. */
export const CADDY_MAX_PATH = 2048;

/** A Caddyfile site block for dist/. */
export function caddyfile(): string {
  const immutable = CACHE_RULES.filter((rule) => rule.cacheControl === IMMUTABLE);
  const immutablePaths = immutable.map((rule) => (isPrefix(rule) ? `${rule.path}*` : rule.path)).join(' ');
  // Paths with a Cache-Control of their own, neither immutable nor revalidated (the data API).
  const ownPaths = CACHE_RULES.filter(
    (rule) => rule.cacheControl !== IMMUTABLE && rule.cacheControl !== REVALIDATE,
  ).map((rule) => (isPrefix(rule) ? `${rule.path}*` : rule.path));
  const lines = [
    '# Caddy: the built site (apps/site/dist) with its headers.',
    '# Generated from apps/site/src/integrations/security/deploy-headers.ts by `pnpm --filter @polyhedral/site deploy-config`.',
    '# Caddy serves HTTPS itself for a real domain name; enable HSTS once every subdomain does too.',
    '# The site needs an origin of its own (its own host name, not a path on a shared host such as',
    "# user.github.io or beside a preview or another app): a reviewer's key lives in the browser's",
    '# storage for the origin, and any page served from that origin could use it.',
    '# Caddy listens on every interface; behind a proxy on the same machine add a global options',
    '# block `{ default_bind 127.0.0.1 }` at the top (the deploy check serves it on 127.0.0.1 alone).',
    'example.org {',
    `  root * ${SAMPLE_ROOT}`,
    '  # A static site is only read: any other method is answered 405 (through handle_errors).',
    '  @notRead not method GET HEAD',
    '  error @notRead 405',
    "  # Addresses no file can have are answered here, not by the file system (Caddy's answer to",
    '  # its error is a 500): a path over 2,048 bytes 414, a NUL or a name over 255 bytes 404.',
    `  @tooLong expression \`size({path}) > ${CADDY_MAX_PATH}\``,
    '  error @tooLong 414',
    '  @noSuchName path_regexp \\x00|[^/]{256}',
    '  error @noSuchName 404',
    '  # Build metadata for other hosts is not served (answered as a missing page).',
    `  @metadata path ${BUILD_METADATA.map((name) => `/${name}`).join(' ')}`,
    '  error @metadata 404',
    '  file_server',
    ...caddyHeaders('  ', false),
    "  # The policy: the review pages' own (no 'unsafe-inline'; written by the build into dist/),",
    '  # the site-wide one on every other path.',
    `  @reviewPages path ${REVIEW_PAGE_PATHS.map((reviewPath) => `${reviewPath}*`).join(' ')}`,
    `  import ${SAMPLE_ROOT}/${REVIEW_POLICY_FILES.caddy}`,
    `  @otherPages not path ${REVIEW_PAGE_PATHS.map((reviewPath) => `${reviewPath}*`).join(' ')}`,
    `  header @otherPages Content-Security-Policy ${caddyQuote(headerContentSecurityPolicy())}`,
    '  # the web app manifests (Caddy has no type for them)',
    '  @manifest path *.webmanifest',
    '  header @manifest Content-Type application/manifest+json',
    `  # ${immutable.map((rule) => rule.why).join('; ')}`,
    `  @immutable path ${immutablePaths}`,
    `  header @immutable Cache-Control ${caddyQuote(IMMUTABLE)}`,
    ...CACHE_RULES.filter(
      (rule) => rule.cacheControl !== IMMUTABLE && rule.cacheControl !== REVALIDATE,
    ).flatMap((rule, index) => {
      const name = `@${rule.path.replace(/[^a-z0-9]/gi, '') || `own${index}`}`;
      return [
        `  # ${rule.why}`,
        `  ${name} path ${isPrefix(rule) ? `${rule.path}*` : rule.path}`,
        `  header ${name} {`,
        `    Cache-Control ${caddyQuote(rule.cacheControl)}`,
        ...(rule.contentType ? [`    Content-Type ${caddyQuote(rule.contentType)}`] : []),
        ...(rule.headers ?? []).map(([header, value]) => `    ${header} ${caddyQuote(value)}`),
        '  }',
        ...(rule.compress ? [`  encode ${name} zstd gzip`] : []),
      ];
    }),
    '  # everything else (HTML, the service worker) is revalidated on every load',
    `  @revalidate not path ${[immutablePaths, ...ownPaths].join(' ')}`,
    `  header @revalidate Cache-Control ${caddyQuote(REVALIDATE)}`,
    '  handle_errors {',
    '    # error responses are a separate route: they get the security headers here',
    ...caddyHeaders('    '),
    ...LOCALES.flatMap((locale) => [
      `    @${locale} path /${locale}/*`,
      `    rewrite @${locale} /${locale}/404.html`,
    ]),
    '    rewrite * /404.html',
    `    header Cache-Control ${caddyQuote(REVALIDATE)}`,
    '    file_server',
    '  }',
    '}',
    '# Any other Host name over HTTPS: 421 Misdirected Request with the security headers, never',
    '# the site and never the empty 200 Caddy gives a request no site block matches. What Caddy',
    '# cannot do: answer a TLS handshake for a name it has no certificate for (that client sees a',
    '# TLS error, no HTTP answer); a client that names example.org and sends another Host gets 421.',
    ':443 {',
    ...caddyHeaders('  '),
    '  respond 421',
    '}',
    "# Plain HTTP: the redirect to HTTPS written out (Caddy's own sends no security headers), and",
    '# any other Host name 421, both with the security headers.',
    'http://example.org {',
    ...caddyHeaders('  '),
    '  redir https://{host}{uri} 308',
    '}',
    ':80 {',
    ...caddyHeaders('  '),
    '  respond 421',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/** The example server configs kept in apps/site/deploy/ (file name, generator). */
export const DEPLOY_EXAMPLES: ReadonlyArray<readonly [string, () => string]> = [
  ['nginx.conf', nginxServer],
  ['Caddyfile', caddyfile],
];
