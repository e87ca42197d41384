/** How the number check reports a finding: a code, its parameters, where, and where in the English. */
import type { ContentCode } from '../findings/messages.ts';
import type { Position } from './block-texts.ts';

export type NumberReport = (
  code: ContentCode,
  params: Record<string, string | number>,
  at: Position,
  englishAt?: Position,
) => void;
