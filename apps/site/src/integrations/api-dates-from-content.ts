/**
 * The data API's files get a modification time made from their content (issue 101: ETags followed
 * file dates, so every build gave every document a new ETag, and a client revalidating an unchanged
 * document downloaded it again). nginx's and Caddy's ETag is the file's time and size: with the
 * time a hash of the bytes, an unchanged document keeps its ETag across builds and a changed one
 * gets a new one. The time says nothing else, so the hosts leave If-Modified-Since aside on /api/
 * (deploy-headers.ts): revalidation is by ETag alone.
 */
import { createHash } from 'node:crypto';
import { readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { filesUnder, integration } from './integration.ts';

/** 2001-01-01: the times start here and span about 8.5 years (2^28 s), all before any build. */
const EPOCH_SECONDS = 978_307_200;

/** A file's time from its bytes: equal bytes, equal time (seconds: what an ETag holds). */
function contentTime(bytes: Uint8Array): Date {
  const seconds = createHash('sha256').update(bytes).digest().readUInt32BE(0) >>> 4;
  return new Date((EPOCH_SECONDS + seconds) * 1000);
}

/** Every file under `dir` timed by its content. */
export async function timeByContent(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  for (const file of files) {
    const full = path.join(dir, file);
    const time = contentTime(await readFile(full));
    await utimes(full, time, time);
  }
  return files.length;
}

export function apiDatesFromContent(): AstroIntegration {
  return integration('polyhedral:api-dates-from-content', {
    afterBuild: async (root, logger) => {
      logger.info(`${await timeByContent(path.join(root, 'api'))} API files timed by their content (ETags)`);
    },
  });
}
