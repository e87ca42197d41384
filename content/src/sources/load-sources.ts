/**
 * content/sources.yaml: the documents the content comes from and their licences.
 */
import * as z from 'zod/mini';
import { perTranslatedLocale } from '../config/per-translated-locale.ts';
import { type ConfigFile, readConfigFile } from '../config/read-config-file.ts';
import { problemKey } from '../config/yaml-problem.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';

/** A web address the site may show as a link: http(s) only (no `javascript:`, `data:`...). */
const webUrl = z.url().check(z.refine((value) => /^https?:\/\//i.test(value), problemKey('web-address')));

const someText = z.string().check(z.minLength(1));

/** A source's name and licence as a Thai or Chinese reader sees them (the footer of a rule page). */
const localizedNameSchema = z.strictObject({ title: someText, license: someText });

export const sourceSchema = z.strictObject({
  title: someText,
  author: someText,
  url: z.optional(webUrl),
  license: someText,
  licenseUrl: z.optional(webUrl),
  derivedFrom: z.optional(z.string()),
  /** An open licence: the open edition keeps only text from such sources. */
  open: z.boolean(),
  attribution: someText,
  /** `title` and `license` in every translated locale. */
  localized: perTranslatedLocale(localizedNameSchema),
});

export type ContentSource = z.infer<typeof sourceSchema>;

export const sourcesSchema = z.record(z.string().check(z.regex(/^[a-z0-9.-]+$/)), sourceSchema);

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
