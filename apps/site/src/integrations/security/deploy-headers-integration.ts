import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeBuildFile } from '../write-build-file.ts';
import { policyMetaScriptHashes } from './content-security-policy.ts';
import { headersFile } from './headers-file.ts';
import {
  REVIEW_PAGE_PATHS,
  REVIEW_POLICY_FILES,
  reviewPolicyCaddy,
  reviewPolicyNginx,
} from './security-headers.ts';

/**
 * The hashes of the inline scripts on the built review pages, from their policy metas (written by
 * the policy step, which runs before this one), each once.
 */
export async function reviewScriptHashes(root: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const reviewPath of REVIEW_PAGE_PATHS) {
    const html = await readFile(path.join(root, reviewPath, 'index.html'), 'utf8');
    const found = policyMetaScriptHashes(html);
    if (!html.includes('http-equiv="content-security-policy"')) {
      throw new Error(`${reviewPath}: no Content-Security-Policy meta (the policy step must run first)`);
    }
    for (const hash of found) hashes.add(hash);
  }
  return [...hashes];
}

/**
 * After the build: dist/_headers, the response headers for Netlify and Cloudflare Pages, and the
 * review pages' policy for the nginx and Caddy samples (security/deploy-headers.ts).
 */
export function deployHeaders(): AstroIntegration {
  return {
    name: 'polyhedral:deploy-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = await reviewScriptHashes(root);
        await writeBuildFile(path.join(root, '_headers'), headersFile(hashes));
        await writeBuildFile(path.join(root, REVIEW_POLICY_FILES.nginx), reviewPolicyNginx(hashes));
        await writeBuildFile(path.join(root, REVIEW_POLICY_FILES.caddy), reviewPolicyCaddy(hashes));
        logger.info(
          `_headers written (Content-Security-Policy with frame-ancestors, nosniff, cache rules; the review pages' without 'unsafe-inline', ${hashes.length} script hashes)`,
        );
      },
    },
  };
}
