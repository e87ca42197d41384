/** Whether the service worker installed: a download is offered only where it can be served offline. */
export type OfflineWorkerState = 'ready' | 'failed';

const EVENT = 'polyhedral:offline-worker';

/** Records the outcome on <html data-offline-worker> and tells whoever waits. */
export function announceOfflineWorker(state: OfflineWorkerState): void {
  document.documentElement.dataset.offlineWorker = state;
  window.dispatchEvent(new Event(EVENT));
}

function known(): OfflineWorkerState | null {
  const state = document.documentElement.dataset.offlineWorker;
  return state === 'ready' || state === 'failed' ? state : null;
}

/** The outcome, now or when registration settles. */
export function offlineWorkerState(): Promise<OfflineWorkerState> {
  const now = known();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    window.addEventListener(EVENT, () => resolve(known() ?? 'failed'), { once: true });
  });
}
