/**
 * content/sources.yaml: the documents the content comes from and their licences.
 */
import { z } from 'zod';
import { type ConfigFile, readConfigFile } from '../config/read-config-file.ts';
import { problemKey } from '../config/yaml-problem.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';

/** A web address the site may show as a link: http(s) only (no `javascript:`, `data:`...). */
const webUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), problemKey('web-address'));

/** A source's name and licence as a Thai or Chinese reader sees them (the footer of a rule page). */
const localizedNameSchema = z.object({ title: z.string().min(1), license: z.string().min(1) }).strict();

export const sourceSchema = z
  .object({
    title: z.string().min(1),
    author: z.string().min(1),
    url: webUrl.optional(),
    license: z.string().min(1),
    licenseUrl: webUrl.optional(),
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

export const SOURCES_FILE = 'sources.yaml';

/**
 * Read and validate `<root>/sources.yaml`, or `fallbackRoot`'s when the root has none (test
 * fixtures); problems come back as diagnostics (`content check` reports them).
 */
export function readSources(root: string, fallbackRoot: string = root): ConfigFile<ContentSources> {
  return readConfigFile(root, SOURCES_FILE, sourcesSchema, { absent: {}, fallbackRoot });
}

/**
 * The sources for code that cannot go on without them (the site build): throws one line per
 * problem, `file:line:column: error ...`, when the file is broken.
 */
export function loadSources(root: string, fallbackRoot: string = root): ContentSources {
  const { value, diagnostics } = readSources(root, fallbackRoot);
  if (value === null)
    throw new Error(diagnostics.map((diagnostic) => formatDiagnostic(diagnostic)).join('\n'));
  return value;
}
