import {
  type PlayerView,
  playerView,
  playerViewText,
  readPlayerView,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';

/**
 * The players' view of a fight as the text that carries it to the players, by a share link or to
 * the live players' screen: the core's players' view (no monster numbers), written by the core.
 */
export function playersText(state: TrackerState): string {
  return playerViewText(playerView(state));
}

/**
 * A players' view text read back by the core (readPlayerView), or the problem to show in the
 * reader's language: a tampered or cut text never shows a wrong fight.
 */
export function readPlayersText(text: string): { ok: true; view: PlayerView } | ErrorResult {
  try {
    return { ok: true, view: readPlayerView(text) };
  } catch (error) {
    return errorResultOf(error);
  }
}
