import type { Character } from '@polyhedral/core/character';
import type { CharacterStatus } from './character-page-types.ts';
import type { CharacterText } from './character-text.ts';

/** The status line: what the last action did, else what is kept on this device (empty for an error). */
export function statusMessage(
  t: CharacterText['t'],
  status: CharacterStatus,
  stored: Character | null,
): string {
  if (status === null)
    return stored
      ? t('character.status.stored', { name: stored.name || t('character.unnamed') })
      : t('character.status.none');
  return status.kind === 'error' ? '' : t(`character.status.${status.kind}`);
}
