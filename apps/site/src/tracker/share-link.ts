import {
  type PlayerView,
  playerView,
  playerViewText,
  readPlayerView,
  type TrackerState,
} from '@polyhedral/core/tracker';
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

/** The fragment (`#view=…`) that shows the players this moment of the fight. */
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
