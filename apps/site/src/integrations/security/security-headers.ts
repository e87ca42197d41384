/**
 * The security headers of every response (deploy-headers.ts writes them out per host), and the
 * policies the build writes: the site-wide one (the hashes of every page's inline scripts) and
 * the review pages' (theirs alone), as small files in dist/ for the nginx and Caddy samples to
 * include.
 */
import { REVIEW_LOCALES } from '../../review/review-paths.ts';
import { headerContentSecurityPolicy } from './content-security-policy.ts';

/**
 * The security headers with the policy for these inline-script hashes (none: the policy of a
 * response that is not a built page, the 421 of another host name).
 */
export function securityHeaders(
  scriptHashes: readonly string[] = [],
): ReadonlyArray<readonly [string, string]> {
  return [['Content-Security-Policy', headerContentSecurityPolicy(scriptHashes)], ...OTHER_SECURITY_HEADERS];
}

export const OTHER_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // For browsers without CSP frame-ancestors.
  ['X-Frame-Options', 'DENY'],
];

/**
 * HSTS belongs to whoever owns the domain and its HTTPS: written out commented, to be enabled
 * once every subdomain serves HTTPS (a browser then refuses plain HTTP for two years).
 */
export const HSTS: readonly [string, string] = [
  'Strict-Transport-Security',
  'max-age=63072000; includeSubDomains',
];

/** A header value quoted for nginx and Caddy alike. */
export const quoteConfigValue = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The review pages, where a reviewer's key signs (issue 71 item 3): their header policy has no
 * `'unsafe-inline'`, only the hashes of the inline scripts the build put on them. Those hashes are
 * known after the build alone, so the build writes them: into `_headers`, and into one small file
 * per server (REVIEW_POLICY_FILES) that the nginx and Caddy samples include from dist/.
 */
export const REVIEW_PAGE_PATHS: readonly string[] = REVIEW_LOCALES.map((locale) => `/${locale}/review/`);

/** The files in dist/ the nginx and Caddy samples include: the review pages' policy header. */
export const REVIEW_POLICY_FILES = { nginx: '_review-csp.nginx', caddy: '_review-csp.caddy' } as const;

/**
 * The files in dist/ the nginx and Caddy samples include: the site-wide policy header (Caddy's
 * error answers, a route of their own where the site's matchers cannot be defined again, import
 * it without a matcher).
 */
export const SITE_POLICY_FILES = {
  nginx: '_site-csp.nginx',
  caddy: '_site-csp.caddy',
  caddyErrors: '_error-csp.caddy',
} as const;

/**
 * The Caddy matchers the policy files name: the Caddyfile defines them (`@sitePolicy`: every path
 * but the review pages); the error answers' file names none (all of them).
 */
export const CADDY_POLICY_MATCHERS = { site: '@sitePolicy', review: '@reviewPages', errors: '' } as const;

/** Where the samples serve dist/ from (check-deploy.ts points it at the real dist/). */
export const SAMPLE_ROOT = '/srv/polyhedral/dist';

const WRITTEN_BY =
  '# Written by the build (apps/site/src/integrations/security/deploy-headers-integration.ts):';
const WHICH = {
  errors:
    "# the site-wide Content-Security-Policy of the error answers, with the hashes of every page's inline scripts and no 'unsafe-inline'.",
  site: "# the site-wide Content-Security-Policy, with the hashes of every page's inline scripts and no 'unsafe-inline'.",
  review:
    "# the review pages' Content-Security-Policy, with the hashes of their inline scripts and no 'unsafe-inline'.",
} as const;

/** A policy header as nginx's include file (one `add_header`). */
export function policyNginx(which: 'site' | 'review', scriptHashes: readonly string[]): string {
  const policy = quoteConfigValue(headerContentSecurityPolicy(scriptHashes));
  return [WRITTEN_BY, WHICH[which], `add_header Content-Security-Policy ${policy} always;`, ''].join('\n');
}

/** A policy header as Caddy's import file (on the matcher CADDY_POLICY_MATCHERS names). */
export function policyCaddy(which: 'site' | 'review' | 'errors', scriptHashes: readonly string[]): string {
  const policy = quoteConfigValue(headerContentSecurityPolicy(scriptHashes));
  const matcher = CADDY_POLICY_MATCHERS[which];
  return [
    WRITTEN_BY,
    WHICH[which],
    `header ${matcher ? `${matcher} ` : ''}Content-Security-Policy ${policy}`,
    '',
  ].join('\n');
}
