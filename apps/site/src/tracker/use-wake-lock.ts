import { useEffect, useState } from 'preact/hooks';

/** The screen's state for the table: kept awake, let sleep, refused by the browser, or no such API. */
export type WakeState = 'on' | 'off' | 'refused' | 'unsupported';

interface WakeLockSentinelLike {
  release: () => Promise<void>;
  addEventListener: (type: 'release', listener: () => void) => void;
}

/**
 * Keeps the screen awake while `wanted` (a fight runs and the table has not turned it off), through
 * the Screen Wake Lock API where the browser has it; asks again when the page comes back into view
 * (the browser releases the lock when it is hidden) and releases it when no longer wanted.
 */
export function useWakeLock(wanted: boolean): WakeState {
  const [state, setState] = useState<WakeState>('off');
  useEffect(() => {
    const api = (
      navigator as Navigator & { wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> } }
    ).wakeLock;
    if (!api) {
      setState('unsupported');
      return;
    }
    if (!wanted) {
      setState('off');
      return;
    }
    let lock: WakeLockSentinelLike | null = null;
    let done = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      api
        .request('screen')
        .then((sentinel) => {
          if (done) {
            void sentinel.release();
            return;
          }
          lock = sentinel;
          setState('on');
          sentinel.addEventListener('release', () => {
            if (!done) setState('off');
          });
        })
        .catch(() => setState('refused'));
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, [wanted]);
  return state;
}
