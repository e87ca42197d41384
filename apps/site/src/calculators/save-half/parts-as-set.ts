import type { DamagePart } from '@polyhedral/core';
import { parseDamageParts } from '@polyhedral/core/calculators';

/**
 * The damage parts as the reader set them, read one `;` chunk at a time: a type given twice stays
 * on screen, where its row names the part that has it, although the field as a whole (one amount
 * per type) is refused and the results wait. Undefined when a chunk does not parse.
 */
export function partsAsSet(raw: string): DamagePart[] | undefined {
  const parts = raw.split(';').map((chunk) => parseDamageParts(chunk)?.[0]);
  return parts.every((part) => part !== undefined) ? parts : undefined;
}
