/** Offline, a search needing an index chunk not on the device shows the offline notice, not "no results". */
import { localeOfIntlTag } from '@polyhedral/i18n/client';

const NOTICE_CLASS = 'search-offline-notice';
const MISSING_CLASS = 'search-index-missing';

function dialog(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#starlight__search');
}

function showNotice(): void {
  const text = document.querySelector<HTMLMetaElement>('meta[name="polyhedral:search-offline"]')?.content;
  const host = dialog();
  const form = host?.querySelector('.pagefind-ui__form') ?? host?.querySelector('.pagefind-ui');
  if (!text || !host || !form) return;
  host.classList.add(MISSING_CLASS);
  if (host.querySelector(`.${NOTICE_CLASS}`)) return;
  const notice = document.createElement('p');
  notice.className = NOTICE_CLASS;
  notice.setAttribute('role', 'status');
  notice.textContent = text;
  form.append(notice);
}

function clearNotice(): void {
  dialog()?.classList.remove(MISSING_CLASS);
  for (const notice of document.querySelectorAll(`.${NOTICE_CLASS}`)) notice.remove();
}

if ('serviceWorker' in navigator) {
  const pageLocale = localeOfIntlTag(document.documentElement.lang);
  navigator.serviceWorker.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; locale?: string }>) => {
      if (event.data?.type !== 'search-index-missing') return;
      if (event.data.locale && event.data.locale !== pageLocale) return;
      showNotice();
    },
  );
  window.addEventListener('online', clearNotice);
  navigator.serviceWorker.startMessages();
}
