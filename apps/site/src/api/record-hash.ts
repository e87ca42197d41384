/** A record's `hash`: sha256 of its JSON without `hash`; fields go in one order, so builds agree. */
import { createHash } from 'node:crypto';

export type Hashed<T> = T & { hash: string };

/** The record with its `hash` added last. */
export function withHash<T extends object>(record: T): Hashed<T> {
  const { hash: _old, ...content } = record as T & { hash?: unknown };
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  return { ...record, hash: `sha256:${digest}` };
}
