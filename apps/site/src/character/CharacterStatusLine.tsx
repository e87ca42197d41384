import type { Character } from '@polyhedral/core/character';
import type { JSX } from 'preact';
import type { CharacterStatus } from './character-page-types.ts';
import { statusMessage } from './character-status.ts';
import type { CharacterText } from './character-text.ts';

/** What the last action did (a live status line), and its error when it failed. */
export function CharacterStatusLine(props: {
  text: CharacterText;
  status: CharacterStatus;
  stored: Character | null;
}): JSX.Element {
  const { text, status } = props;
  return (
    <>
      <p class="character-status" role="status" data-testid="character-status">
        {statusMessage(text.t, status, props.stored)}
      </p>
      {status?.kind === 'error' ? (
        <p class="calc-error" role="alert" data-testid="character-error">
          {text.error(status.error)}
        </p>
      ) : null}
    </>
  );
}
