/**
 * content/sources.yaml: the documents the content comes from and their licences.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

/** A source's name and licence as a Thai or Chinese reader sees them (the footer of a rule page). */
const localizedNameSchema = z.object({ title: z.string().min(1), license: z.string().min(1) }).strict();

export const sourceSchema = z
  .object({
    title: z.string().min(1),
    author: z.string().min(1),
    url: z.string().url().optional(),
    license: z.string().min(1),
    licenseUrl: z.string().url().optional(),
    derivedFrom: z.string().optional(),
    /** An open licence: the open edition keeps only text from such sources. */
    open: z.boolean(),
    attribution: z.string().min(1),
    /** `title` and `license` in every translated locale. */
    localized: z.object({ th: localizedNameSchema, zh: localizedNameSchema }).strict(),
  })
  .strict();

export type ContentSource = z.infer<typeof sourceSchema>;

export const sourcesSchema = z.record(z.string().regex(/^[a-z0-9.-]+$/), sourceSchema);

export type ContentSources = Record<string, ContentSource>;

/**
 * Read and validate `<root>/sources.yaml`, or `fallbackRoot`'s when the root has none (test
 * fixtures). Throws on a broken file: it is project configuration, not content.
 */
export function loadSources(root: string, fallbackRoot: string = root): ContentSources {
  const own = path.join(root, 'sources.yaml');
  const file = existsSync(own) ? own : path.join(fallbackRoot, 'sources.yaml');
  return sourcesSchema.parse(parse(readFileSync(file, 'utf8')));
}
