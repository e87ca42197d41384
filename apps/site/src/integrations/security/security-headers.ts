/**
 * The security headers of every response (deploy-headers.ts writes them out per host), and the
 * review pages' policy: their paths, and the small files the build writes into dist/ for the nginx
 * and Caddy samples to include.
 */
import { REVIEW_LOCALES } from '../../review/review-paths.ts';
import { headerContentSecurityPolicy, reviewHeaderContentSecurityPolicy } from './content-security-policy.ts';

/** On every response but the review pages' (whose policy the build writes, reviewPolicyFiles). */
export function securityHeaders(): ReadonlyArray<readonly [string, string]> {
  return [['Content-Security-Policy', headerContentSecurityPolicy()], ...OTHER_SECURITY_HEADERS];
}

/** The security headers besides the policy, on every response. */
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

/** Where the samples serve dist/ from (check-deploy.ts points it at the real dist/). */
export const SAMPLE_ROOT = '/srv/polyhedral/dist';

/** The review policy header as nginx's include file (one `add_header`). */
export function reviewPolicyNginx(scriptHashes: readonly string[]): string {
  return [
    "# Written by the build (apps/site/src/integrations/security/deploy-headers.ts): the review pages'",
    "# Content-Security-Policy, with the hashes of their inline scripts and no 'unsafe-inline'.",
    `add_header Content-Security-Policy ${quoteConfigValue(reviewHeaderContentSecurityPolicy(scriptHashes))} always;`,
    '',
  ].join('\n');
}

/** The review policy header as Caddy's import file (the `@reviewPages` matcher is the Caddyfile's). */
export function reviewPolicyCaddy(scriptHashes: readonly string[]): string {
  return [
    "# Written by the build (apps/site/src/integrations/security/deploy-headers.ts): the review pages'",
    "# Content-Security-Policy, with the hashes of their inline scripts and no 'unsafe-inline'.",
    `header @reviewPages Content-Security-Policy ${quoteConfigValue(reviewHeaderContentSecurityPolicy(scriptHashes))}`,
    '',
  ].join('\n');
}
