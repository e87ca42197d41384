/** The preview sends the deploy's headers: `_headers` read back, every matching rule applied. */
import { describe, expect, it } from 'vitest';
import { headersFile } from '../src/integrations/security/headers-file.ts';
import { headersFor, parseHeadersFile } from './deploy-header-rules.ts';

describe('deploy header rules', () => {
  const rules = parseHeadersFile(headersFile({ site: ["'sha256-site='"], review: ["'sha256-abc='"] }));

  it("answers a review page with both policies (neither with 'unsafe-inline'), frame and nosniff", () => {
    const headers = headersFor(rules, '/th/review/');
    const policies = headers.get('content-security-policy') ?? [];
    expect(policies).toHaveLength(2);
    expect(policies.filter((policy) => /script-src [^;]*'unsafe-inline'/.test(policy))).toEqual([]);
    const review = policies.find((policy) => policy.includes("'sha256-abc='"))!;
    expect(review).toMatch(/script-src [^;]*'sha256-abc='/);
    expect(review.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain("'unsafe-inline'");
    expect(headers.get('x-frame-options')).toEqual(['DENY']);
    expect(headers.get('x-content-type-options')).toEqual(['nosniff']);
  });

  it('gives a rule page the site-wide policy once and hashed assets their year', () => {
    expect(headersFor(rules, '/th/rules/Combat/').get('content-security-policy')).toHaveLength(1);
    expect(headersFor(rules, '/_astro/x.js').get('cache-control')).toEqual([
      'public, max-age=31536000, immutable',
    ]);
  });
});
