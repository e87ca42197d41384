import type { DamagePart } from '@polyhedral/core';
import { parseDamageParts } from '@polyhedral/core/calculators';

/** The parts as set, one `;` chunk at a time, so a type given twice stays on screen; undefined if a chunk fails. */
export function partsAsSet(raw: string): DamagePart[] | undefined {
  const parts = raw.split(';').map((chunk) => parseDamageParts(chunk)?.[0]);
  return parts.every((part) => part !== undefined) ? parts : undefined;
}
