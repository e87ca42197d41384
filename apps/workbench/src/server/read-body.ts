/**
 * A write request's JSON body: at most `limit` bytes (413 above), valid UTF-8 (400), a JSON
 * object with the string fields asked for (400). Read in full before anything is written.
 */
import type { Context } from 'hono';

/** Why a body was refused: its status and message key. */
export interface BodyRefusal {
  ok: false;
  status: 400 | 413;
  code: 'workbench.refused.size' | 'workbench.refused.utf8' | 'workbench.refused.json';
}

export type BodyResult<T> = { ok: true; value: T } | BodyRefusal;

const DECODER = new TextDecoder('utf-8', { fatal: true });
const TOO_LARGE: BodyRefusal = { ok: false, status: 413, code: 'workbench.refused.size' };
const NOT_JSON: BodyRefusal = { ok: false, status: 400, code: 'workbench.refused.json' };

export async function readJsonBody<K extends string, O extends string = never>(
  c: Context,
  limit: number,
  fields: readonly K[],
  optional: readonly O[] = [],
): Promise<BodyResult<Record<K, string> & Partial<Record<O, string>>>> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit) return TOO_LARGE;
  const reader = c.req.raw.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return TOO_LARGE;
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    text = DECODER.decode(Buffer.concat(chunks));
  } catch {
    return { ok: false, status: 400, code: 'workbench.refused.utf8' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
  if (typeof parsed !== 'object' || parsed === null) return NOT_JSON;
  const value: Record<string, string> = {};
  // Every asked-for field a string; an optional one may be absent.
  for (const field of [...fields, ...optional]) {
    const entry = (parsed as Record<string, unknown>)[field];
    if (entry === undefined && (optional as readonly string[]).includes(field)) continue;
    if (typeof entry !== 'string') return NOT_JSON;
    value[field] = entry;
  }
  return { ok: true, value: value as Record<K, string> & Partial<Record<O, string>> };
}
