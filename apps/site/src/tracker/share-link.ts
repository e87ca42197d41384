import {
  type PlayerView,
  playerView,
  playerViewText,
  readPlayerView,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { useEffect, useRef, useState } from 'preact/hooks';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';

/**
 * The players' share link: the core's players' view of the fight (no monster numbers), compressed
 * (deflate-raw) and base64url-encoded after `#view=`. The fragment never reaches a server; the link
 * is a snapshot of the moment it was made.
 */
export const SHARE_HASH_PREFIX = '#view=';

/** A link longer than this, or a view that inflates beyond LIMITS.text, is refused unread. */
export const SHARE_LIMITS = { hash: 200_000, text: 1024 * 1024 } as const;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflates at most SHARE_LIMITS.text bytes (a crafted link cannot fill the memory). */
async function inflate(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > SHARE_LIMITS.text) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(chunks as BlobPart[]).arrayBuffer());
}

export async function shareHashFor(state: TrackerState): Promise<string> {
  return `${SHARE_HASH_PREFIX}${toBase64Url(await deflate(playersText(state)))}`;
}

/** Whether an address fragment is a players' view link (read or refused, never the local tracker). */
export function isShareHash(hash: string): boolean {
  return hash.startsWith(SHARE_HASH_PREFIX);
}

/**
 * The players' view a fragment holds. A cut, changed or oversized link is `tracker.view.broken`
 * (or the core's code naming the field), shown in the reader's language; it never touches the
 * tracker kept on this device.
 */
export async function readShareHash(hash: string): Promise<{ ok: true; view: PlayerView } | ErrorResult> {
  const broken: ErrorResult = { ok: false, code: 'tracker.view.broken', params: {} };
  const data = hash.slice(SHARE_HASH_PREFIX.length);
  if (!isShareHash(hash) || data === '' || data.length > SHARE_LIMITS.hash) return broken;
  let text: string;
  try {
    text = await inflate(fromBase64Url(data));
  } catch {
    return broken;
  }
  return readPlayersText(text);
}

/** The text a share link or the live screen carries: the core's players' view (no monster numbers). */
export function playersText(state: TrackerState): string {
  return playerViewText(playerView(state));
}

/** Read back by the core (readPlayerView): a tampered or cut text is a problem, never a wrong fight. */
export function readPlayersText(text: string): { ok: true; view: PlayerView } | ErrorResult {
  try {
    return { ok: true, view: readPlayerView(text) };
  } catch (error) {
    return errorResultOf(error);
  }
}

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
