/**
 * A JSON file the tools keep (the suggestions queue, the rejections), read as an attacker wrote it,
 * and where it fails: the line of a syntax error or of the value a schema refused, so a refusal
 * names file:line.
 */
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import type * as z from 'zod/mini';
import { utf8ByteLength } from '../text/utf8-length.ts';
import { type PrivateKeyFound, privateKeyIn } from '../trust/private-key-material.ts';

/**
 * The file's data by `schema` (null: no file), or the line it fails at (1: the whole file, too
 * large or unreadable); `keys`: a private key in it is refused at its line, never echoed.
 */
export function readKeptJson<T>(
  file: string,
  maxBytes: number,
  schema: z.ZodMiniType<T>,
  keys = false,
): { ok: true; data: T | null } | { ok: false; line: number; privateKey?: PrivateKeyFound } {
  if (!existsSync(file)) return { ok: true, data: null };
  let source: string;
  try {
    // Looked at before it is read: a link (to anything), a device or a file over maxBytes is
    // refused, not followed or read whole.
    const stat = lstatSync(file);
    if (!stat.isFile() || stat.size > maxBytes) return { ok: false, line: 1 };
    source = readFileSync(file, 'utf8');
  } catch {
    return { ok: false, line: 1 };
  }
  if (utf8ByteLength(source) > maxBytes) return { ok: false, line: 1 };
  const key = keys ? privateKeyIn(source) : null;
  if (key) return { ok: false, line: key.line, privateKey: key };
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { ok: false, line: syntaxErrorLine(source, error) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, line: lineOfPath(source, parsed.error.issues[0]?.path ?? []) };
  return { ok: true, data: parsed.data };
}

/** The line of a JSON syntax error (V8 names the offset: "at position 12" or "(line 3 column 5)"). */
export function syntaxErrorLine(source: string, error: unknown): number {
  const message = error instanceof Error ? error.message : '';
  const line = /\(line (\d+) column \d+\)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (!position) return 1;
  return source.slice(0, Number(position[1])).split('\n').length;
}

/** The line of the value at `at` (a schema issue's path) in the JSON text, else of its nearest parent. */
export function lineOfPath(source: string, at: readonly PropertyKey[]): number {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter });
  for (let depth = at.length; depth >= 0; depth -= 1) {
    const node = document.getIn(at.slice(0, depth) as (string | number)[], true) as
      | { range?: [number, number, number] }
      | undefined;
    if (node?.range) return lineCounter.linePos(node.range[0]).line;
  }
  return 1;
}
