/**
 * The offline page: "Download <language> for offline" (size, progress, outcome), "remove", and the
 * "you are offline" notice; files from /offline/<locale>.json into cache `offline-<locale>` (sw.ts).
 */
import { formatInteger, isLocale, type Locale, messageLookup } from '@polyhedral/i18n/client';
import { downloadCacheName } from '../service-worker/offline-rules.ts';
import { DownloadFailure, storedManifest, syncDownload } from '../service-worker/sync-download.ts';
import type { DownloadManifest } from '../service-worker/worker-types.ts';
import { offlineWorkerState } from './offline-worker-state.ts';

type Translate = ReturnType<typeof messageLookup>['t'];

const root = document.querySelector<HTMLElement>('[data-offline-download]');

/** Offered only once the service worker is there: a cache nothing reads would only fill the device. */
function offerWhenWorkerReady(start: HTMLButtonElement, status: HTMLElement, noWorker: string): void {
  start.disabled = true;
  void offlineWorkerState().then((state) => {
    if (state === 'ready') {
      start.disabled = false;
      return;
    }
    start.hidden = true;
    status.textContent = [status.textContent, noWorker].filter(Boolean).join(' ');
  });
}

/** Served by the worker for another address: say that this page is not on the device. */
function showMissingPage(section: HTMLElement): void {
  if (window.location.pathname === section.dataset.page) return;
  const missing = document.querySelector<HTMLElement>('[data-offline-missing]');
  if (missing) missing.hidden = false;
  document
    .querySelector<HTMLAnchorElement>('[data-offline-retry]')
    ?.setAttribute('href', window.location.href);
  const title = section.dataset.missingTitle;
  if (title) document.title = title;
}

async function setUp(section: HTMLElement): Promise<void> {
  const locale: Locale = isLocale(section.dataset.locale) ? section.dataset.locale : 'en';
  const manifestUrl = section.dataset.manifest ?? '';
  // The page's `offline.download.*` messages (messagesFor), rendered by the one engine (i18next).
  const { t, tData } = messageLookup(JSON.parse(section.dataset.messages ?? '{}'), locale);
  // A size in megabytes from 1 MB, else in kilobytes: the templates write the unit the locale's way.
  const formatSize = (bytes: number): string =>
    bytes >= 1024 * 1024
      ? t('offline.download.megabytes', { n: bytes / (1024 * 1024) })
      : t('offline.download.kilobytes', { n: bytes / 1024 });
  const language = section.dataset.language ?? '';
  const size = section.querySelector<HTMLElement>('[data-offline-size]')!;
  const start = section.querySelector<HTMLButtonElement>('[data-offline-start]')!;
  const remove = section.querySelector<HTMLButtonElement>('[data-offline-remove]')!;
  const progress = section.querySelector<HTMLProgressElement>('[data-offline-progress]')!;
  const status = section.querySelector<HTMLElement>('[data-offline-status]')!;
  const origin = window.location.origin;

  showMissingPage(section);

  if (!('caches' in window) || !('serviceWorker' in navigator)) {
    start.disabled = true;
    status.textContent = t('offline.download.unsupported');
    return;
  }
  const cacheName = downloadCacheName(locale);
  const showStored = async () => {
    const cache = (await caches.has(cacheName)) ? await caches.open(cacheName) : null;
    const stored = cache ? await storedManifest(cache, origin, locale) : null;
    // Files of a download that stopped can be removed too: Remove shows whenever any are kept.
    const kept = cache ? (await cache.keys()).length : 0;
    remove.hidden = kept === 0;
    section.dataset.keptFiles = String(kept);
    return stored;
  };
  const manifest = await fetchManifest(manifestUrl);
  const stored = await showStored();
  if (manifest) {
    size.textContent = t('offline.download.size', {
      pages: formatInteger(locale, manifest.pages),
      size: formatSize(manifest.bytes),
    });
  } else {
    // Offline (or no manifest): nothing can be downloaded now.
    start.hidden = true;
  }
  const kept = keptStatus(stored, manifest, Number(section.dataset.keptFiles), { t, locale, language });
  if (kept) status.textContent = kept.status;
  if (kept?.again) start.textContent = t('offline.download.again', { language });

  offerWhenWorkerReady(start, status, t('offline.download.noWorker'));

  start.addEventListener('click', async () => {
    if (!manifest) return;
    start.disabled = true;
    remove.hidden = true;
    progress.hidden = false;
    progress.value = 0;
    try {
      const cache = await caches.open(cacheName);
      const result = await syncDownload(manifest, cache, origin, ({ doneBytes, totalBytes }) => {
        progress.value = totalBytes > 0 ? doneBytes / totalBytes : 1;
        status.textContent = t('offline.download.progress', {
          done: formatSize(doneBytes),
          total: formatSize(totalBytes),
        });
      });
      status.textContent = t('offline.download.done', {
        language,
        pages: formatInteger(locale, manifest.pages),
        size: formatSize(result.bytes),
      });
      section.dataset.downloadedBytes = String(result.bytes);
      start.textContent = t('offline.download.again', { language });
    } catch (error) {
      const failure = error instanceof DownloadFailure ? error : new DownloadFailure('network');
      const reason = tData(`offline.download.reason.${failure.code}`, failure.params);
      const advice = tData(`offline.download.advice.${failure.code}`, { language });
      status.textContent = t('offline.download.failed', { reason, advice });
    } finally {
      progress.hidden = true;
      start.disabled = false;
      await showStored();
    }
  });

  remove.addEventListener('click', async () => {
    await caches.delete(cacheName);
    remove.hidden = true;
    status.textContent = t('offline.download.removed', { language });
  });
}

if (root) void setUp(root);

/** The download's manifest, or null offline (what is stored is still shown). */
async function fetchManifest(url: string): Promise<DownloadManifest | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as DownloadManifest) : null;
  } catch {
    return null;
  }
}

/**
 * What is kept: the saved download (outdated when the manifest changed) or a stopped one (`kept`
 * files); `again`: the button says Download again. Null when nothing is kept.
 */
function keptStatus(
  stored: DownloadManifest | null,
  manifest: DownloadManifest | null,
  kept: number,
  words: { t: Translate; locale: Locale; language: string },
): { status: string; again: boolean } | null {
  const { t, locale, language } = words;
  if (stored) {
    const outdated = manifest !== null && JSON.stringify(manifest.files) !== JSON.stringify(stored.files);
    return outdated
      ? { status: t('offline.download.outdated', { language }), again: true }
      : {
          status: t('offline.download.saved', { language, pages: formatInteger(locale, stored.pages) }),
          again: false,
        };
  }
  if (kept === 0) return null;
  return {
    status: t('offline.download.partial', { language, files: formatInteger(locale, kept) }),
    again: true,
  };
}
