import type { MessageLookup } from '@polyhedral/i18n/client';

/** The popover's `ui.dice.*` messages from #dice-popover-strings, rendered by i18next once the body loads. */
export type DiceText = MessageLookup['t'];

/** The messages the page handed (an empty object when the holder's JSON is missing or not an object). */
export function readMessages(holder: HTMLElement): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(holder.dataset.messages ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
