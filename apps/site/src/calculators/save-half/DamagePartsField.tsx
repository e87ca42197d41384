import { type DamagePart, type DamageType, SAVE_HALF_DAMAGE_TYPES, SAVE_HALF_LIMITS } from '@polyhedral/core';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { validateExpression } from '../shared/dice-field.ts';
import { translate } from '../shared/translate.ts';

/**
 * The effect's damage as typed parts (`2d6` slashing + `1d6` fire): one row per part with its
 * dice and type, add / remove buttons. A part's dice are kept as typed until they parse.
 */
export function DamagePartsField(props: {
  id: string;
  parts: readonly DamagePart[];
  messages: Record<string, string>;
  diceShare: number;
  onChange: (parts: DamagePart[]) => void;
}): JSX.Element {
  const t = (key: string, p?: Record<string, string | number>) => translate(props.messages, key, p);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const share = props.diceShare / Math.max(props.parts.length, 1);
  const update = (index: number, part: DamagePart) =>
    props.onChange(props.parts.map((p, i) => (i === index ? part : p)));
  return (
    <fieldset class="calc-parts">
      <legend>{t('calc.save.damageParts')}</legend>
      {props.parts.map((part, index) => {
        const text = drafts[index] ?? part.dice;
        const check = validateExpression(text, share);
        const diceId = `${props.id}-${index + 1}-dice`;
        return (
          <div class="calc-part" key={index}>
            <div class="calc-field">
              <label for={diceId}>{t('calc.save.partDice', { n: index + 1 })}</label>
              <input
                id={diceId}
                type="text"
                inputMode="text"
                autoComplete="off"
                spellcheck={false}
                value={text}
                aria-invalid={check.ok ? 'false' : 'true'}
                aria-describedby={check.ok ? undefined : `${diceId}-error`}
                onInput={(event) => {
                  const value = (event.target as HTMLInputElement).value;
                  setDrafts({ ...drafts, [index]: value });
                  const next = validateExpression(value, share);
                  if (next.ok) update(index, { ...part, dice: next.value });
                }}
              />
              {check.ok ? null : (
                <small id={`${diceId}-error`} class="calc-error" role="alert">
                  {t(check.messageKey, check.params)}
                </small>
              )}
            </div>
            <div class="calc-field">
              <label for={`${props.id}-${index + 1}-type`}>{t('calc.save.partType', { n: index + 1 })}</label>
              <select
                id={`${props.id}-${index + 1}-type`}
                value={part.type}
                onChange={(event) =>
                  update(index, { ...part, type: (event.target as HTMLSelectElement).value as DamageType })
                }
              >
                {SAVE_HALF_DAMAGE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`calc.damageType.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            {props.parts.length > 1 ? (
              <button
                type="button"
                class="calc-button"
                onClick={() => {
                  setDrafts({});
                  props.onChange(props.parts.filter((_, i) => i !== index));
                }}
              >
                {t('calc.save.removePart', { n: index + 1 })}
              </button>
            ) : null}
          </div>
        );
      })}
      {props.parts.length < SAVE_HALF_LIMITS.maxParts ? (
        <button
          type="button"
          class="calc-button"
          onClick={() =>
            props.onChange([...props.parts, { dice: '1d6', type: props.parts.at(-1)?.type ?? 'fire' }])
          }
        >
          {t('calc.save.addPart')}
        </button>
      ) : null}
    </fieldset>
  );
}
