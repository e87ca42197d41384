/**
 * A fault of the disk or the folder under the build's own writers (the search index, the font
 * subsets, the precache list and service worker, the sitemap, `_headers`, the pages the policy
 * rewrites: a full disk, a read-only folder, no permission, an I/O error) ends the build with one
 * localized line naming the file and exit code 2, never a stack trace. Each integration's hooks
 * are wrapped (astro.config.mjs); what counts as a fault is content's one mapping (fileFaultOf).
 * The build writes into a fresh folder (tools/build-and-swap.ts), so the last good dist/ is kept.
 */
import { type FileFaultKind, fileFaultOf } from '@polyhedral/content/file-fault';
import { createTranslator, localeFromEnv } from '@polyhedral/i18n';
import type { AstroIntegration } from 'astro';

/** The message of each fault, in the `cli` namespace (the build is run from a terminal). */
export const BUILD_FAULT_CODE = {
  'disk-full': 'cli.build.fault.disk-full',
  'read-only': 'cli.build.fault.read-only',
  'no-permission': 'cli.build.fault.no-permission',
  'io-error': 'cli.build.fault.io-error',
} as const satisfies Record<FileFaultKind, string>;

/** Exit code of a build stopped by a fault (as the content CLI's). */
export const BUILD_FAULT_EXIT = 2;

export interface FaultEnd {
  /** Prints the one line (stderr). */
  report: (line: string) => void;
  exit: (code: number) => never;
  env: Readonly<Record<string, string | undefined>>;
}

const PROCESS: FaultEnd = {
  report: (line) => process.stderr.write(`${line}\n`),
  exit: (code) => process.exit(code),
  env: process.env,
};

/** The line a fault is told in, or null when `error` is no fault (it is thrown on as it was). */
export function buildFaultLine(error: unknown, env: FaultEnd['env'] = process.env): string | null {
  const fault = fileFaultOf(error);
  if (fault === null) return null;
  return createTranslator(localeFromEnv(env)).problem({
    code: BUILD_FAULT_CODE[fault.kind],
    params: { file: fault.file, errno: fault.errno },
  });
}

/** `integration` with every hook ending a fault in its line and exit 2; other errors pass through. */
export function endingFaultsInALine(
  integration: AstroIntegration,
  end: FaultEnd = PROCESS,
): AstroIntegration {
  const hooks: AstroIntegration['hooks'] = {};
  for (const [name, hook] of Object.entries(integration.hooks)) {
    if (typeof hook !== 'function') continue;
    (hooks as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await (hook as (...hookArgs: unknown[]) => unknown)(...args);
      } catch (error) {
        const line = buildFaultLine(error, end.env);
        if (line === null) throw error;
        end.report(line);
        return end.exit(BUILD_FAULT_EXIT);
      }
    };
  }
  return { ...integration, hooks };
}
