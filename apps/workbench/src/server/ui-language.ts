/**
 * The interface language of a request (`?ui=`, English by default) and the strings the page
 * shows in it: its own, the chapter names, and the messages of every problem the API sends.
 */
import { isWrittenLocale, messageLookup, messagesFor, type WrittenLocale } from '@polyhedral/i18n';
import type { Context } from 'hono';

/** The message prefixes of the page: `GET /strings` sends them, a refusal's code is one of them. */
const PAGE_MESSAGE_PREFIXES = [
  'workbench',
  'ui.chapter',
  'content.write',
  'content.fault',
  'content.file',
  'content.diff',
  'content.note',
  'handback.bundle',
  'handback.error',
  'handback.import',
  // A name that is no plain name or a look-alike; no maintainer's key to sign an acceptance.
  'handback.trust',
] as const;

export function uiOf(c: Context): WrittenLocale {
  const ui = c.req.query('ui');
  return ui && isWrittenLocale(ui) ? ui : 'en';
}

/** Every string the page needs, in `ui`. */
export function pageMessages(ui: WrittenLocale): Record<string, string> {
  return Object.assign({}, ...PAGE_MESSAGE_PREFIXES.map((prefix) => messagesFor(ui, prefix)));
}

const lookups = new Map<WrittenLocale, ReturnType<typeof messageLookup>>();

function pageLookup(ui: WrittenLocale): ReturnType<typeof messageLookup> {
  let found = lookups.get(ui);
  if (!found) {
    found = messageLookup(pageMessages(ui), ui);
    lookups.set(ui, found);
  }
  return found;
}

/** A message of the page's strings by its full key, in `ui`. */
export function pageText(ui: WrittenLocale): ReturnType<typeof messageLookup>['tData'] {
  return pageLookup(ui).tData;
}

/** A problem `{ code, params }` (a refusal) in `ui`: i18n's formatProblem over the page's strings. */
export function pageProblem(ui: WrittenLocale): ReturnType<typeof messageLookup>['problem'] {
  return pageLookup(ui).problem;
}
