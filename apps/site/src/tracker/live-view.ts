import type { PlayerView, TrackerState } from '@polyhedral/core/tracker';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ErrorResult } from '../calculators/shared/error-result.ts';
import { playersText, readPlayersText } from './share-link.ts';

/**
 * The live players' screen: the game master's tracker sends the core's players' view (the same
 * hidden-HP rules as the share link: no monster numbers) to other tabs and windows of the same
 * browser on this device over a BroadcastChannel, at every change. No server is involved; a
 * players' screen opened with `#live` asks for the view when it starts and shows each one it
 * receives, checked by the core's readPlayerView like a share link.
 */
export const LIVE_CHANNEL = 'polyhedral.tracker.live';
export const LIVE_HASH = '#live';

type LiveMessage = { kind: 'hello' } | { kind: 'view'; text: string };

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LIVE_CHANNEL);
}

/**
 * Sends the players' view of `state` at every change, and again to a players' screen that says
 * hello. Only while `enabled` (the game master's own tracker, loaded): a players' screen or a
 * share link in this page must not answer its own hello.
 */
export function useLiveSender(state: TrackerState, enabled: boolean): void {
  const latest = useRef(state);
  latest.current = state;
  const open = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const live = channel();
    open.current = live;
    if (!live) return;
    live.onmessage = (event: MessageEvent<LiveMessage>) => {
      if (event.data?.kind === 'hello') live.postMessage({ kind: 'view', text: playersText(latest.current) });
    };
    return () => {
      open.current = null;
      live.close();
    };
  }, [enabled]);
  useEffect(() => {
    if (enabled) open.current?.postMessage({ kind: 'view', text: playersText(state) });
  }, [state, enabled]);
}

export interface LiveView {
  view: PlayerView | null;
  problem: ErrorResult | null;
  /** Whether this browser has BroadcastChannel at all. */
  supported: boolean;
}

/** The players' screen side: the latest view the game master's tracker sent (null until one comes). */
export function useLiveReceiver(enabled: boolean): LiveView {
  const [live, setLive] = useState<LiveView>({ view: null, problem: null, supported: true });
  useEffect(() => {
    if (!enabled) return;
    const listen = channel();
    if (!listen) {
      setLive({ view: null, problem: null, supported: false });
      return;
    }
    listen.onmessage = (event: MessageEvent<LiveMessage>) => {
      if (event.data?.kind !== 'view' || typeof event.data.text !== 'string') return;
      const read = readPlayersText(event.data.text);
      if (read.ok) setLive({ view: read.view, problem: null, supported: true });
      else setLive((before) => ({ ...before, problem: read }));
    };
    listen.postMessage({ kind: 'hello' });
    return () => listen.close();
  }, [enabled]);
  return live;
}
