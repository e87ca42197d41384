import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { filesEndingIn, integration } from '../integration.ts';
import { writeBuildFile } from '../write-build-file.ts';
import { policyMetaScriptHashes } from './content-security-policy.ts';
import { headersFile, headersFileProblems, type PolicyHashes } from './headers-file.ts';
import {
  policyCaddy,
  policyNginx,
  REVIEW_PAGE_PATHS,
  REVIEW_POLICY_FILES,
  SITE_POLICY_FILES,
} from './security-headers.ts';

/**
 * The hashes of the inline scripts of the built pages (`.html` files under `root`, named as paths
 * from it), from their policy metas (written by the policy step, which runs before this one), each
 * once, in the order first met. A page without a meta stops the build.
 */
async function metaScriptHashes(root: string, files: readonly string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of files) {
    const html = await readFile(path.join(root, file), 'utf8');
    if (!html.includes('http-equiv="content-security-policy"')) {
      throw new Error(`${file}: no Content-Security-Policy meta (the policy step must run first)`);
    }
    for (const hash of policyMetaScriptHashes(html)) hashes.add(hash);
  }
  return [...hashes];
}

/** The hashes for the site-wide policy (every page's) and the review pages' own. */
export async function policyHashes(root: string): Promise<PolicyHashes> {
  const pages = (await filesEndingIn(root, '.html')).sort();
  return {
    site: await metaScriptHashes(root, pages),
    review: await metaScriptHashes(
      root,
      REVIEW_PAGE_PATHS.map((reviewPath) => path.join(reviewPath, 'index.html')),
    ),
  };
}

/**
 * After the build: dist/_headers, the response headers for Netlify and Cloudflare Pages, and the
 * site-wide and review pages' policies for the nginx and Caddy samples (security/deploy-headers.ts).
 */
export function deployHeaders(): AstroIntegration {
  return integration('polyhedral:deploy-headers', {
    afterBuild: async (root, logger) => {
      const hashes = await policyHashes(root);
      const headers = headersFile(hashes);
      const problems = headersFileProblems(headers);
      if (problems.length > 0) throw new Error(`_headers: ${problems.join('; ')}`);
      const written: ReadonlyArray<readonly [string, string]> = [
        ['_headers', headers],
        [SITE_POLICY_FILES.nginx, policyNginx('site', hashes.site)],
        [SITE_POLICY_FILES.caddy, policyCaddy('site', hashes.site)],
        [SITE_POLICY_FILES.caddyErrors, policyCaddy('errors', hashes.site)],
        [REVIEW_POLICY_FILES.nginx, policyNginx('review', hashes.review)],
        [REVIEW_POLICY_FILES.caddy, policyCaddy('review', hashes.review)],
      ];
      for (const [name, text] of written) await writeBuildFile(path.join(root, name), text);
      logger.info(
        `_headers written (Content-Security-Policy with frame-ancestors and no 'unsafe-inline': ${hashes.site.length} script hashes site-wide, ${hashes.review.length} on the review pages; nosniff, cache rules)`,
      );
    },
  });
}
