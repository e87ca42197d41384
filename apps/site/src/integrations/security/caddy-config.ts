/**
 * The Caddyfile example (deploy/Caddyfile, printed by `pnpm deploy-config`) from the one headers
 * table (deploy-headers.ts), and the list of examples the deploy folder keeps.
 */

import { LOCALES } from '@polyhedral/i18n';
import { caddyV1Redirect } from './api-v1-redirect.ts';
import {
  API_CONTENT_TYPE,
  BUILD_METADATA,
  CACHE_RULES,
  IMMUTABLE,
  isPrefix,
  nginxServer,
  REVALIDATE,
} from './deploy-headers.ts';
import {
  CADDY_POLICY_MATCHERS,
  HSTS,
  OTHER_SECURITY_HEADERS,
  quoteConfigValue,
  REVIEW_PAGE_PATHS,
  REVIEW_POLICY_FILES,
  SAMPLE_ROOT,
  SITE_POLICY_FILES,
  securityHeaders,
} from './security-headers.ts';

const caddyQuote = quoteConfigValue;

/**
 * Caddy's `header` block: the security headers, HSTS commented, and no `Server` header. Without
 * the policy (`policy: false`) where the build's policy files set it (the site block and its
 * error answers); with it, the policy for no inline script at all (another host name's 421).
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
    '  # (OPTIONS under /api/ is a preflight: answered 204 with the CORS headers below.)',
    '  @notRead {',
    '    not method GET HEAD',
    '    not {',
    '      method OPTIONS',
    '      path /api/*',
    '    }',
    '  }',
    '  error @notRead 405',
    '  @preflight {',
    '    method OPTIONS',
    '    path /api/*',
    '  }',
    '  respond @preflight 204',
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
    "  # The policies, without 'unsafe-inline' (the hashes of the inline scripts; written by the build",
    "  # into dist/): the review pages' own, the site-wide one on every other path.",
    `  ${CADDY_POLICY_MATCHERS.review} path ${REVIEW_PAGE_PATHS.map((reviewPath) => `${reviewPath}*`).join(' ')}`,
    `  import ${SAMPLE_ROOT}/${REVIEW_POLICY_FILES.caddy}`,
    `  ${CADDY_POLICY_MATCHERS.site} not path ${REVIEW_PAGE_PATHS.map((reviewPath) => `${reviewPath}*`).join(' ')}`,
    `  import ${SAMPLE_ROOT}/${SITE_POLICY_FILES.caddy}`,
    '  # the web app manifests (Caddy has no type for them)',
    '  @manifest path *.webmanifest',
    '  header @manifest Content-Type application/manifest+json',
    `  # ${immutable.map((rule) => rule.why).join('; ')}`,
    `  @immutable path ${immutablePaths}`,
    `  header @immutable Cache-Control ${caddyQuote(IMMUTABLE)}`,
    ...caddyOwnCacheRules(),
    ...caddyV1Redirect(),
    '  # everything else (HTML, the service worker) is revalidated on every load',
    `  @revalidate not path ${[immutablePaths, ...ownPaths].join(' ')}`,
    `  header @revalidate Cache-Control ${caddyQuote(REVALIDATE)}`,
    '  handle_errors {',
    '    # error responses are a separate route: they get the security headers here, and the',
    "    # site-wide policy (the error pages are built pages: their inline scripts' hashes)",
    ...caddyHeaders('    ', false),
    `    import ${SAMPLE_ROOT}/${SITE_POLICY_FILES.caddyErrors}`,
    ...caddyNotFoundRules(),
    ...LOCALES.flatMap((locale) => [
      `    @${locale} path /${locale}/*`,
      `    rewrite @${locale} /${locale}/404.html`,
    ]),
    '    rewrite * /404.html',
    `    header Cache-Control ${caddyQuote(REVALIDATE)}`,
    '    file_server',
    '  }',
    '}',
    ...caddyOtherHosts(),
  ];
  return `${lines.join('\n')}\n`;
}

/** Paths with a Cache-Control of their own (the data API): their headers, types and compression. */
function caddyOwnCacheRules(): string[] {
  return CACHE_RULES.filter(
    (rule) => rule.cacheControl !== IMMUTABLE && rule.cacheControl !== REVALIDATE,
  ).flatMap((rule, index) => {
    const name = `@${rule.path.replace(/[^a-z0-9]/gi, '') || `own${index}`}`;
    return [
      `  # ${rule.why}`,
      `  ${name} path ${isPrefix(rule) ? `${rule.path}*` : rule.path}`,
      `  header ${name} {`,
      `    Cache-Control ${caddyQuote(rule.cacheControl)}`,
      ...(rule.headers ?? []).map(([header, value]) => `    ${header} ${caddyQuote(value)}`),
      ...(rule.etagOnly ? ['    -Last-Modified'] : []),
      '  }',
      // Revalidated by ETag alone: the files' times are made from their content.
      ...(rule.etagOnly ? [`  request_header ${name} -If-Modified-Since`] : []),
      // The type of every file but those with a type of their own (each set once: two `header`
      // directives setting it leave the one Caddy runs last).
      ...(rule.contentType
        ? [
            `  ${name}Type {`,
            `    path ${isPrefix(rule) ? `${rule.path}*` : rule.path}`,
            ...Object.keys(rule.otherTypes ?? {}).map((ext) => `    not path *.${ext}`),
            '  }',
            `  header ${name}Type {`,
            `    Content-Type ${caddyQuote(rule.contentType)}`,
            '  }',
          ]
        : []),
      ...Object.entries(rule.otherTypes ?? {}).flatMap(([ext, type]) => [
        `  ${name}${ext} path_regexp ^${rule.path.replace(/[.]/g, '\\.')}.*\\.${ext}$`,
        `  header ${name}${ext} Content-Type ${caddyQuote(type)}`,
      ]),
      ...(rule.compress ? [`  encode ${name} zstd gzip`] : []),
    ];
  });
}

/** Under handle_errors: a missing document under a JSON path is JSON with its CORS headers. */
function caddyNotFoundRules(): string[] {
  return CACHE_RULES.filter((rule) => rule.notFound).flatMap((rule) => [
    `    # ${rule.path}: a missing document is JSON with the CORS headers (a browser client reads it)`,
    `    @notFound${rule.path.replace(/[^a-z0-9]/gi, '')} path ${rule.path}*`,
    `    header @notFound${rule.path.replace(/[^a-z0-9]/gi, '')} {`,
    `      Content-Type ${caddyQuote(rule.contentType ?? API_CONTENT_TYPE)}`,
    ...(rule.headers ?? []).map(([header, value]) => `      ${header} ${caddyQuote(value)}`),
    '    }',
    `    rewrite @notFound${rule.path.replace(/[^a-z0-9]/gi, '')} ${rule.notFound}`,
  ]);
}

/** Any other Host name (HTTPS and plain HTTP) and the plain-HTTP redirect, with the security headers. */
function caddyOtherHosts(): string[] {
  return [
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
}

/** The example server configs kept in apps/site/deploy/ (file name, generator). */
export const DEPLOY_EXAMPLES: ReadonlyArray<readonly [string, () => string]> = [
  ['nginx.conf', nginxServer],
  ['Caddyfile', caddyfile],
];
