import { type CharacterFill, type CharacterFillKind, characterFills } from '@polyhedral/core/character';
import {
  formatInteger,
  formatMessage,
  formatSigned,
  type Locale,
  messageLookup,
} from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CalcButton } from './CalcButton.tsx';
import { PLACEHOLDER_CHARACTER, useMyCharacter } from './my-character.ts';
import type { CalculatorProps } from './types.ts';

const UNSIGNED: ReadonlySet<string> = new Set([
  'calc.mine.hp',
  'calc.mine.level',
  'calc.mine.score',
  'calc.mine.attackedAc',
]);

/** The text of one fill: "Dexterity saving throw (+5)". */
export function fillLabel(fill: CharacterFill, messages: Record<string, string>, locale: Locale): string {
  const subject = fill.subject ? formatMessage(messages, fill.subject, {}, locale) : '';
  // Modifiers and bonuses are signed; a score, a level, an AC or hit points are not.
  const signed = !UNSIGNED.has(fill.label);
  const value = signed ? formatSigned(locale, fill.value) : formatInteger(locale, fill.value);
  return formatMessage(messages, fill.label, { subject, value }, locale);
}

/**
 * "Use my character": a choice of the character's numbers (core characterFills) handed to `onFill`,
 * so the URL holds only those numbers. Until a character is read a placeholder holds the row's
 * place (calculators.css), so hydration moves nothing.
 */
export function UseMyCharacter(props: {
  id: string;
  kind: CharacterFillKind;
  messages: Record<string, string>;
  locale: Locale;
  onFill: (fill: CharacterFill) => void;
  /** The button's text (default calc.mine.fill). */
  action?: string;
}): JSX.Element | null {
  const stored = useMyCharacter();
  const [chosen, setChosen] = useState('');
  const { t } = messageLookup(props.messages, props.locale);
  const fills = characterFills(props.kind, stored ?? PLACEHOLDER_CHARACTER);
  const current = (stored && fills.find((fill) => fill.id === chosen)) || fills[0];
  const title = t('calc.mine.title', { name: stored?.name || t('calc.mine.unnamed') });
  const action = props.action ?? t('calc.mine.fill');
  const mark = stored
    ? { 'data-testid': 'use-my-character' }
    : { 'data-placeholder': '', 'aria-hidden': true };
  return (
    <div class="calc-mine" {...mark}>
      {fills.length > 1 && !stored ? (
        <div class="calc-field">
          <span class="calc-mine-label">{title}</span>
          <span class="calc-mine-select" />
        </div>
      ) : fills.length > 1 ? (
        <div class="calc-field">
          <label for={`${props.id}-mine`}>{title}</label>
          <select
            id={`${props.id}-mine`}
            value={current?.id}
            onChange={(event) => setChosen((event.target as HTMLSelectElement).value)}
          >
            {fills.map((fill) => (
              <option key={fill.id} value={fill.id}>
                {fillLabel(fill, props.messages, props.locale)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p class="calc-hint">
          {title}: {current ? fillLabel(current, props.messages, props.locale) : ''}
        </p>
      )}
      {stored ? (
        <CalcButton label={action} onClick={() => current && props.onFill(current)} />
      ) : (
        <span class="calc-button calc-mine-button">{action}</span>
      )}
    </div>
  );
}

/** What the last fill wrote into a calculator's fields, and what those fields held before it. */
export interface LastFill {
  wrote: Readonly<Record<string, string>>;
  before: Readonly<Record<string, string>>;
  /** The choices it set that say what its numbers mean (a d20 test's kind): its non-numeric values. */
  context: readonly string[];
}

/**
 * The field changes of choosing `fill` after `last`: a field the last fill wrote and this one does
 * not goes back to what it held before, unless the reader changed it, so no number stays behind in
 * a field that now means something else (an Armor Class read as a DC).
 */
export function fillChanges(
  fill: CharacterFill,
  raw: Readonly<Record<string, string>>,
  last: LastFill | null,
): { changes: Record<string, string>; last: LastFill } {
  const wrote = Object.fromEntries(Object.entries(fill.values).map(([name, value]) => [name, String(value)]));
  const changes: Record<string, string> = {};
  for (const [name, value] of Object.entries(last?.wrote ?? {})) {
    if (name in wrote || raw[name] !== value) continue;
    changes[name] = last?.before[name] ?? value;
  }
  const now = { ...raw, ...changes };
  // What a field held before any fill of the chain: a field the last fill wrote and the reader
  // left alone still holds the character's number, so its "before" is the last fill's.
  const untouched = (name: string) => last !== null && name in last.wrote && raw[name] === last.wrote[name];
  const before = Object.fromEntries(
    Object.keys(wrote).map((name) => [
      name,
      untouched(name) ? (last?.before[name] ?? '') : (now[name] ?? ''),
    ]),
  );
  const context = Object.entries(fill.values)
    .filter(([, value]) => typeof value === 'string')
    .map(([name]) => name);
  return { changes: { ...changes, ...wrote }, last: { wrote, before, context } };
}

/** When the reader changes what the last fill's numbers mean, they go back as fillChanges does; null otherwise. */
export function withdrawnFill(
  last: LastFill | null,
  raw: Readonly<Record<string, string>>,
): Record<string, string> | null {
  if (!last || last.context.every((name) => raw[name] === last.wrote[name])) return null;
  const changes: Record<string, string> = {};
  for (const [name, value] of Object.entries(last.wrote)) {
    if (last.context.includes(name) || raw[name] !== value) continue;
    changes[name] = last.before[name] ?? value;
  }
  return changes;
}

/** "Use my character" in a registry calculator: the chosen fill typed into its own fields. */
export function UseMyCharacterFields(props: {
  island: Pick<CalculatorProps, 'instanceId' | 'messages' | 'locale'>;
  kind: CharacterFillKind;
  state: { raw: Readonly<Record<string, string>>; set: (name: string, value: string) => void };
}): JSX.Element | null {
  const { island, kind, state } = props;
  const [last, setLast] = useState<LastFill | null>(null);
  useEffect(() => {
    const changes = withdrawnFill(last, state.raw);
    if (changes === null) return;
    for (const [name, value] of Object.entries(changes)) state.set(name, value);
    setLast(null);
  }, [state.raw, last]);
  return (
    <UseMyCharacter
      id={island.instanceId}
      kind={kind}
      messages={island.messages}
      locale={island.locale}
      onFill={(fill) => {
        const next = fillChanges(fill, state.raw, last);
        for (const [name, value] of Object.entries(next.changes)) state.set(name, value);
        setLast(next.last);
      }}
    />
  );
}
