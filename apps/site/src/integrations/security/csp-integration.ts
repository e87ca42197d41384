import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { filesEndingIn, integration, pagePath } from '../integration.ts';
import { writeBuildFile } from '../write-build-file.ts';
import { unknownInlineScripts, withContentSecurityPolicy } from './content-security-policy.ts';
import { knownInlineScripts, recordInlinedScripts } from './known-inline-scripts.ts';
import { takePageScan } from './page-scans.ts';
import { scanHtmlPage } from './scan-html-page.ts';

const SHOWN = 120;

/**
 * After the build, every HTML page gets its Content-Security-Policy `<meta>`
 * (security/content-security-policy.ts), hashing only the inline scripts the project ships
 * (known-inline-scripts.ts). A page with any other inline script stops the build: that script
 * came from somewhere it should not (content that reached the page as HTML).
 */
export function contentSecurityPolicy(): AstroIntegration {
  return integration('polyhedral:content-security-policy', {
    'astro:config:setup': ({ command, updateConfig }) => {
      if (command === 'build') updateConfig({ vite: { plugins: [recordInlinedScripts()] } });
    },
    afterBuild: async (root, logger) => {
      const allowed = await knownInlineScripts();
      const files = await filesEndingIn(root, '.html');
      const problems: string[] = [];
      for (const file of files) {
        const target = path.join(root, file);
        const html = await readFile(target, 'utf8');
        const scan = takePageScan(target, html) ?? scanHtmlPage(html);
        for (const body of unknownInlineScripts(scan, allowed)) {
          const shown = body.length > SHOWN ? `${body.slice(0, SHOWN)}…` : body;
          problems.push(`  ${file} (page ${pagePath(file)}): <script>${shown}</script>`);
        }
        const secured = withContentSecurityPolicy(html, allowed, scan);
        if (secured !== html) await writeBuildFile(target, secured);
      }
      if (problems.length > 0) {
        throw new Error(
          `Content-Security-Policy: ${problems.length} inline script(s) that the project's code did not write ` +
            `(look for HTML in the content they came from; the policy does not admit them):\n${problems.join('\n')}`,
        );
      }
      logger.info(`policy meta on ${files.length} pages (${allowed.size} known inline scripts)`);
    },
  });
}
