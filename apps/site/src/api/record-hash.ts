/**
 * A record's content hash (`hash` in every rule, term and table record): sha256 of its JSON as
 * written, without the `hash` field itself. The writers fill fields in one fixed order, so the same
 * content gives the same hash in every build; the changes document compares them.
 */
import { createHash } from 'node:crypto';

export type Hashed<T> = T & { hash: string };

/** The record with its `hash` added last. */
export function withHash<T extends object>(record: T): Hashed<T> {
  const { hash: _old, ...content } = record as T & { hash?: unknown };
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  return { ...record, hash: `sha256:${digest}` };
}
