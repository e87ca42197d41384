/**
 * Read one YAML configuration file of the content root (sources.yaml, translation-only.yaml,
 * qa-exceptions.yaml) through the same diagnostics as front matter (config/parse-yaml.ts):
 * a file too large, bad bytes, bad YAML or a value the schema refuses is a diagnostic at its
 * line, never an exception.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { $ZodType } from 'zod/v4/core';
import { checkFileBytes } from '../findings/check-file-bytes.ts';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import { MAX_CONTENT_FILE_BYTES } from './limits.ts';
import { parseYaml } from './parse-yaml.ts';
import { type RecentParses, recentParses } from './recent-parses.ts';

export interface ConfigFile<T> {
  /** The validated value; `absent` when the file does not exist; null when it has a problem. */
  value: T | null;
  diagnostics: Diagnostic[];
}

/** `<root>/<name>` (or `<fallbackRoot>/<name>` when the root has none). */
export function readConfigFile<T>(
  root: string,
  name: string,
  schema: $ZodType<T, unknown>,
  options: { absent: T; fallbackRoot?: string },
): ConfigFile<T> {
  const own = path.join(root, name);
  const fallback = options.fallbackRoot === undefined ? undefined : path.join(options.fallbackRoot, name);
  const file = existsSync(own) ? own : fallback !== undefined && existsSync(fallback) ? fallback : null;
  if (file === null) return { value: options.absent, diagnostics: [] };
  const shown = path.relative(root, file).split(path.sep).join('/');
  const start = { line: 1, column: 1 };
  let raw: Buffer;
  try {
    const size = statSync(file).size;
    if (size > MAX_CONTENT_FILE_BYTES) {
      return {
        value: null,
        diagnostics: [
          makeDiagnostic('content.file.too-large', shown, start, {
            path: shown,
            size,
            limit: MAX_CONTENT_FILE_BYTES,
          }),
        ],
      };
    }
    raw = readFileSync(file);
  } catch (error) {
    const problem = (error as NodeJS.ErrnoException)?.code ?? String(error);
    return {
      value: null,
      diagnostics: [makeDiagnostic('content.file.unreadable', shown, start, { path: shown, problem })],
    };
  }
  return parsedOnce(schema, shown, raw, () => {
    const bytes = checkFileBytes(shown, raw);
    const parsed = parseYaml({ text: bytes.text, file: shown, firstLine: 1 }, schema, {
      yaml: 'content.config.yaml',
      schema: 'content.config.invalid',
      extra: { file: shown },
    });
    return { value: parsed.value, diagnostics: [...bytes.diagnostics, ...parsed.diagnostics] };
  });
}

/** Parses kept per schema, by file name and bytes. */
const parses = new WeakMap<object, RecentParses<ConfigFile<unknown>>>();
const MAX_PARSES_PER_SCHEMA = 32;

/**
 * `parse()` of the file `shown` with the bytes `raw`, once per process: a process that loads a model
 * many times (the workbench, the tests) parsed sources.yaml's YAML and schema again at each load
 * (the content suite: 1.6 of its 5.5 s in loadContent, one worker's profile; 0.3 now). The caller
 * gets its own copy (a writer may change it).
 */
function parsedOnce<T>(
  schema: object,
  shown: string,
  raw: Uint8Array,
  parse: () => ConfigFile<T>,
): ConfigFile<T> {
  let known = parses.get(schema);
  if (!known) {
    known = recentParses(MAX_PARSES_PER_SCHEMA);
    parses.set(schema, known);
  }
  return structuredClone(known.get([shown], raw, parse) as ConfigFile<T>);
}
