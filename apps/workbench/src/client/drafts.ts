/**
 * Unsaved text per section and per browser tab, kept in localStorage so a reload or a crash loses
 * nothing. Each tab has its own id (kept in sessionStorage, so it survives a reload of that tab and
 * a new tab gets a new one): two tabs editing the same or different sections never overwrite each
 * other's drafts. A reload offers the tab's own draft back; the drafts other tabs left for the same
 * section (a closed tab) are offered too, never dropped silently.
 */
export interface StoredDraft {
  text: string;
  /** The section version (sectionTextHash) the text was edited from; '' for a section not yet created. */
  base: string | null;
  time: number;
}

export interface FoundDraft extends StoredDraft {
  tab: string;
  own: boolean;
}

const PREFIX = 'polyhedral-workbench-draft:';
const TAB_KEY = 'polyhedral-workbench-tab';

const key = (locale: string, id: string, tab: string) => `${PREFIX}${locale}:${id}:${tab}`;

/** This tab's id: made once per tab, kept across reloads of it. */
export function tabId(): string {
  let id = sessionStorage.getItem(TAB_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(TAB_KEY, id);
  }
  return id;
}

/** Every draft of a section, this tab's first, then the newest. */
export function loadDrafts(locale: string, id: string): FoundDraft[] {
  const own = tabId();
  const prefix = `${PREFIX}${locale}:${id}:`;
  const found: FoundDraft[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const name = localStorage.key(index);
    if (!name?.startsWith(prefix)) continue;
    try {
      const draft = JSON.parse(localStorage.getItem(name) ?? '') as StoredDraft;
      const tab = name.slice(prefix.length);
      found.push({ ...draft, tab, own: tab === own });
    } catch {
      // Not a draft this code wrote: left alone.
    }
  }
  return found.sort((a, b) => Number(b.own) - Number(a.own) || b.time - a.time);
}

export function storeDraft(locale: string, id: string, draft: StoredDraft): void {
  localStorage.setItem(key(locale, id, tabId()), JSON.stringify(draft));
}

/** Drop a draft: this tab's, or the one `tab` left. */
export function dropDraft(locale: string, id: string, tab = tabId()): void {
  localStorage.removeItem(key(locale, id, tab));
}
