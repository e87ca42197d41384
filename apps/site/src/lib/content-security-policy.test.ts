import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  withContentSecurityPolicy,
} from './content-security-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  const page =
    '<!doctype html><html><head><meta charset="utf-8"><script>a()</script><script type="module" src="/_astro/x.js"></script></head><body><script type="module">b()</script><script>a()</script></body></html>';

  it('hashes each inline script once, and no external one', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('a()'), sha('b()')]);
  });

  it('puts the policy right after the charset, before every script', () => {
    const out = withContentSecurityPolicy(page);
    const meta = out.indexOf('http-equiv="content-security-policy"');
    expect(meta).toBeGreaterThan(out.indexOf('<meta charset'));
    expect(meta).toBeLessThan(out.indexOf('<script'));
    expect(withContentSecurityPolicy(out)).toBe(out);
  });

  it('allows scripts, fonts, images and connections from this site only', () => {
    const policy = contentSecurityPolicy([sha('a()')]);
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('a()')}`);
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'/);
  });
});
