import {
  ABILITIES,
  type Ability,
  CHARACTER_SHEET_RULE_IDS,
  type Character,
  characterFileText,
  characterSheet,
  finalScores,
  POINT_BUY_LIMITS,
  pointBuy,
  readCharacterFile,
  SKILLS,
  type Skill,
  STANDARD_ARRAY,
} from '@polyhedral/core';
import { formatInteger, formatSigned, type Locale } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';
import { CheckboxField, SelectField, TextField } from '../calculators/shared/fields.tsx';
import { forgetCharacter, loadCharacter, saveCharacter } from '../calculators/shared/my-character.ts';
import { translate } from '../calculators/shared/translate.ts';
import { type CharacterForm, checkForm, EMPTY_FORM, formOf } from './character-form.ts';
import {
  BACKGROUND_CHOICES,
  type BackgroundChoice,
  type BuilderState,
  backgroundAbilities,
  baseFor,
  DEFAULT_BUILDER,
  INCREASE_PATTERNS,
  type IncreasePattern,
  increasesOf,
} from './score-builder.ts';
import '../calculators/shared/calculators.css';
import './character.css';

export interface CharacterPageProps {
  locale: Locale;
  messages: Record<string, string>;
  /** The title of each rule the page links to, in the reader's language (lib/rule-title.ts). */
  rules: Readonly<Record<string, { title: string; locale: string }>>;
}

/** A rule link's text and language: the rule's title, never its ID (an unknown ID as a last resort). */
export function ruleLinkText(
  rules: CharacterPageProps['rules'],
  ruleId: string,
  locale: Locale,
): { text: string; lang: string | undefined } {
  const rule = rules[ruleId];
  if (!rule) return { text: ruleId, lang: 'en' };
  return { text: rule.title, lang: rule.locale === locale ? undefined : rule.locale };
}

type Status = { kind: 'saved' | 'forgotten' | 'imported' } | { kind: 'error'; error: ErrorResult } | null;

/**
 * "My character" (DESIGN.md "At the table"): finish character creation (point buy or Standard
 * Array, then the background's increases), then the character's numbers, all computed by the
 * core with their rule IDs; kept on this device only, exported and imported as a JSON file.
 */
export default function CharacterPage(props: CharacterPageProps): JSX.Element {
  const { locale, messages } = props;
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const n = (value: number) => formatInteger(locale, value);
  const signed = (value: number) => formatSigned(locale, value);
  const abilityName = (ability: Ability) => t(`table.ability.${ability}`);
  const ruleLink = (ruleId: string) => {
    const { text, lang } = ruleLinkText(props.rules, ruleId, locale);
    return (
      <a class="character-rule" href={`/${locale}/rules/${ruleId}/`} lang={lang} data-rule-id={ruleId}>
        {text}
      </a>
    );
  };
  /** A core error in the reader's language; an ability or a field named in its parameters translated. */
  const errorText = (error: ErrorResult): string => {
    const params: Record<string, string | number> = { ...error.params };
    if (typeof params.ability === 'string') params.ability = abilityName(params.ability as Ability);
    if (typeof params.field === 'string') {
      const field = params.field;
      const ability = field.startsWith('scores.') ? field.slice('scores.'.length) : null;
      params.field = ability ? abilityName(ability as Ability) : t(`character.field.${field}`);
    }
    return t(error.messageKey, params);
  };

  const [builder, setBuilder] = useState<BuilderState>(DEFAULT_BUILDER);
  const [form, setForm] = useState<CharacterForm>(EMPTY_FORM);
  const [stored, setStored] = useState<Character | null>(null);
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => {
    const character = loadCharacter();
    setStored(character);
    if (character) setForm(formOf(character));
  }, []);

  // Step 3: the generated scores, then the background's increases (the core's finalScores).
  const built = useMemo(() => {
    const base = builder.base.map((text) => Number(text.normalize('NFKC').trim()));
    try {
      return {
        ok: true as const,
        ...finalScores({
          method: builder.method,
          base,
          backgroundAbilities: backgroundAbilities(builder),
          increases: increasesOf(builder),
        }),
      };
    } catch (error) {
      return errorResultOf(error);
    }
  }, [builder]);
  const spent = builder.method === 'point-buy' ? pointBuy(builder.base.map((s) => Number(s) || 0)) : null;
  const update = (next: Partial<BuilderState>) => setBuilder({ ...builder, ...next });
  const bgAbilities = backgroundAbilities(builder);

  const check = checkForm(form);
  const sheet = useMemo(() => {
    if (!check.character) return null;
    try {
      return { ok: true as const, sheet: characterSheet(check.character) };
    } catch (error) {
      return errorResultOf(error);
    }
  }, [JSON.stringify(check.character)]);
  const setField = (next: Partial<CharacterForm>) => {
    setStatus(null);
    setForm({ ...form, ...next });
  };
  const toggle = <T extends string>(list: readonly T[], item: T, on: boolean): T[] =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

  const save = () => {
    if (!check.character) return;
    try {
      saveCharacter(check.character);
      setStored(check.character);
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'error', error: errorResultOf(error) });
    }
  };
  const exportFile = () => {
    if (!check.character) return;
    const blob = new Blob([characterFileText(check.character)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${(check.character.name || 'character').replace(/[\\/:*?"<>|]+/g, '_')}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const character = readCharacterFile(await file.text());
      setForm(formOf(character));
      saveCharacter(character);
      setStored(character);
      setStatus({ kind: 'imported' });
    } catch (error) {
      setStatus({ kind: 'error', error: errorResultOf(error) });
    }
  };
  const forget = () => {
    forgetCharacter();
    setStored(null);
    setForm(EMPTY_FORM);
    setStatus({ kind: 'forgotten' });
  };

  const scoreOptions = STANDARD_ARRAY.map((score) => ({ value: String(score), label: n(score) }));
  const abilityOptions = ABILITIES.map((a) => ({ value: a, label: abilityName(a) }));
  const fieldError = (name: string) => check.fields[name];

  return (
    <div class="calc character not-content">
      <section aria-labelledby="character-build">
        <h2 id="character-build">{t('character.build.title')}</h2>
        <p class="calc-hint">{t('character.build.intro')}</p>
        <div class="calc-fields">
          <SelectField
            id="character-method"
            label={t('character.build.method')}
            messages={messages}
            value={builder.method}
            options={[
              { value: 'point-buy', label: t('character.build.method.point-buy') },
              { value: 'standard-array', label: t('character.build.method.standard-array') },
            ]}
            onChange={(value) => {
              const method = value === 'standard-array' ? 'standard-array' : 'point-buy';
              update({ method, base: baseFor(method) });
            }}
          />
        </div>
        <div class="calc-fields character-scores">
          {ABILITIES.map((ability, index) =>
            builder.method === 'point-buy' ? (
              <TextField
                key={ability}
                id={`character-base-${ability}`}
                label={abilityName(ability)}
                messages={messages}
                value={builder.base[index] ?? ''}
                onInput={(value) => update({ base: builder.base.map((s, i) => (i === index ? value : s)) })}
              />
            ) : (
              <SelectField
                key={ability}
                id={`character-base-${ability}`}
                label={abilityName(ability)}
                messages={messages}
                value={builder.base[index] ?? ''}
                options={scoreOptions}
                onChange={(value) => update({ base: builder.base.map((s, i) => (i === index ? value : s)) })}
              />
            ),
          )}
        </div>
        {spent ? (
          <p class="calc-hint" data-testid="character-points">
            {t('character.build.points', {
              spent: n(spent.spent),
              budget: n(POINT_BUY_LIMITS.budget),
              min: n(POINT_BUY_LIMITS.min),
              max: n(POINT_BUY_LIMITS.max),
            })}{' '}
            {ruleLink(CHARACTER_SHEET_RULE_IDS.scores)}
          </p>
        ) : null}
        <h3>{t('character.background.title')}</h3>
        <div class="calc-fields">
          <SelectField
            id="character-background"
            label={t('character.background.choice')}
            messages={messages}
            value={builder.background}
            options={BACKGROUND_CHOICES.map((b) => ({
              value: b,
              label: b === 'other' ? t('character.background.other') : t(`table.background.${b}`),
            }))}
            onChange={(value) => {
              const background = value as BackgroundChoice;
              const abilities = backgroundAbilities({ ...builder, background });
              update({ background, plusTwo: abilities[0], plusOne: abilities[1] });
            }}
          />
          {builder.background === 'other'
            ? builder.otherAbilities.map((ability, index) => (
                <SelectField
                  key={`other-${index}`}
                  id={`character-other-${index + 1}`}
                  label={t('character.background.ability', { n: n(index + 1) })}
                  messages={messages}
                  value={ability}
                  options={abilityOptions}
                  onChange={(value) => {
                    const otherAbilities = builder.otherAbilities.map((a, i) =>
                      i === index ? (value as Ability) : a,
                    ) as [Ability, Ability, Ability];
                    update({ otherAbilities, plusTwo: otherAbilities[0], plusOne: otherAbilities[1] });
                  }}
                />
              ))
            : null}
          <SelectField
            id="character-pattern"
            label={t('character.background.pattern')}
            messages={messages}
            value={builder.pattern}
            options={INCREASE_PATTERNS.map((p) => ({
              value: p,
              label: t(`character.background.pattern.${p}`),
            }))}
            onChange={(value) => update({ pattern: value as IncreasePattern })}
          />
          {builder.pattern === 'two-one' ? (
            <>
              <SelectField
                id="character-plus-two"
                label={t('character.background.plusTwo')}
                messages={messages}
                value={builder.plusTwo}
                options={bgAbilities.map((a) => ({ value: a, label: abilityName(a) }))}
                onChange={(value) => update({ plusTwo: value as Ability })}
              />
              <SelectField
                id="character-plus-one"
                label={t('character.background.plusOne')}
                messages={messages}
                value={builder.plusOne}
                options={bgAbilities.map((a) => ({ value: a, label: abilityName(a) }))}
                onChange={(value) => update({ plusOne: value as Ability })}
              />
            </>
          ) : null}
        </div>
        <p class="calc-hint">
          {t('character.background.rule')} {ruleLink(CHARACTER_SHEET_RULE_IDS.background)}
        </p>
        {built.ok ? (
          <div class="character-built">
            <table class="character-table" data-testid="character-built">
              <thead>
                <tr>
                  <th scope="col">{t('character.sheet.ability')}</th>
                  <th scope="col">{t('character.build.base')}</th>
                  <th scope="col">{t('character.build.increase')}</th>
                  <th scope="col">{t('character.build.final')}</th>
                </tr>
              </thead>
              <tbody>
                {ABILITIES.map((ability) => (
                  <tr key={ability}>
                    <th scope="row">{abilityName(ability)}</th>
                    <td>{n(built.base[ability])}</td>
                    <td>
                      {built.final[ability] > built.base[ability]
                        ? signed(built.final[ability] - built.base[ability])
                        : ''}
                    </td>
                    <td>{n(built.final[ability])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <button
              type="button"
              class="calc-button calc-button--primary"
              onClick={() =>
                setField({
                  scores: Object.fromEntries(ABILITIES.map((a) => [a, String(built.final[a])])) as Record<
                    Ability,
                    string
                  >,
                })
              }
            >
              {t('character.build.useScores')}
            </button>
          </div>
        ) : (
          <p class="calc-error" role="alert" data-testid="character-build-error">
            {errorText(built)}
          </p>
        )}
      </section>

      <section aria-labelledby="character-mine">
        <h2 id="character-mine">{t('character.mine.title')}</h2>
        <p class="calc-hint">{t('character.mine.privacy')}</p>
        <div class="calc-fields">
          <div class="calc-field calc-field--wide">
            <label for="character-name">{t('character.field.name')}</label>
            <input
              id="character-name"
              type="text"
              autoComplete="off"
              maxLength={60}
              value={form.name}
              onInput={(event) => setField({ name: (event.target as HTMLInputElement).value })}
            />
          </div>
          <TextField
            id="character-level"
            label={t('character.field.level')}
            messages={messages}
            value={form.level}
            result={fieldError('level')}
            onInput={(level) => setField({ level })}
          />
          <TextField
            id="character-ac"
            label={t('character.field.armorClass')}
            messages={messages}
            value={form.armorClass}
            result={fieldError('armorClass')}
            onInput={(armorClass) => setField({ armorClass })}
          />
          <TextField
            id="character-max-hp"
            label={t('character.field.maxHp')}
            messages={messages}
            value={form.maxHp}
            result={fieldError('maxHp')}
            onInput={(maxHp) => setField({ maxHp })}
          />
        </div>
        <div class="calc-fields character-scores">
          {ABILITIES.map((ability) => (
            <TextField
              key={ability}
              id={`character-score-${ability}`}
              label={abilityName(ability)}
              messages={messages}
              value={form.scores[ability]}
              result={fieldError(ability)}
              onInput={(value) => setField({ scores: { ...form.scores, [ability]: value } })}
            />
          ))}
        </div>
        <fieldset class="character-checks">
          <legend>{t('character.field.saves')}</legend>
          {ABILITIES.map((ability) => (
            <CheckboxField
              key={ability}
              id={`character-save-${ability}`}
              label={abilityName(ability)}
              messages={messages}
              checked={form.saves.includes(ability)}
              onChange={(on) => setField({ saves: toggle(form.saves, ability, on) })}
            />
          ))}
        </fieldset>
        <fieldset class="character-checks">
          <legend>{t('character.field.skills')}</legend>
          {SKILLS.map(([skill]) => (
            <CheckboxField
              key={skill}
              id={`character-skill-${skill}`}
              label={t(`table.skill.${skill}`)}
              messages={messages}
              checked={form.skills.includes(skill)}
              onChange={(on) => setField({ skills: toggle<Skill>(form.skills, skill, on) })}
            />
          ))}
        </fieldset>

        {sheet?.ok ? (
          <div class="character-sheet" data-testid="character-sheet">
            <dl class="calc-results">
              <div class="calc-figure">
                <dt>
                  {t('character.sheet.proficiencyBonus')}{' '}
                  {ruleLink(CHARACTER_SHEET_RULE_IDS.proficiencyBonus)}
                </dt>
                <dd data-testid="character-pb">{signed(sheet.sheet.proficiencyBonus)}</dd>
              </div>
              <div class="calc-figure">
                <dt>
                  {t('character.sheet.initiative')} {ruleLink(CHARACTER_SHEET_RULE_IDS.initiative)}
                </dt>
                <dd data-testid="character-initiative">{signed(sheet.sheet.initiative)}</dd>
              </div>
              <div class="calc-figure">
                <dt>
                  {t('character.sheet.passivePerception')}{' '}
                  {ruleLink(CHARACTER_SHEET_RULE_IDS.passivePerception)}
                </dt>
                <dd data-testid="character-passive">{n(sheet.sheet.passivePerception)}</dd>
              </div>
            </dl>
            <table class="character-table" data-testid="character-abilities">
              <caption>
                {t('character.sheet.abilities')} {ruleLink(CHARACTER_SHEET_RULE_IDS.modifiers)}{' '}
                {ruleLink(CHARACTER_SHEET_RULE_IDS.saves)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('character.sheet.ability')}</th>
                  <th scope="col">{t('character.sheet.score')}</th>
                  <th scope="col">{t('character.sheet.modifier')}</th>
                  <th scope="col">{t('character.sheet.save')}</th>
                </tr>
              </thead>
              <tbody>
                {ABILITIES.map((ability) => (
                  <tr key={ability} data-ability={ability}>
                    <th scope="row">{abilityName(ability)}</th>
                    <td>{n(check.character?.scores[ability] ?? 0)}</td>
                    <td>{signed(sheet.sheet.modifiers[ability])}</td>
                    <td>
                      {signed(sheet.sheet.saves[ability].modifier)}
                      {sheet.sheet.saves[ability].proficient ? ` ${t('character.sheet.proficient')}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table class="character-table" data-testid="character-skills">
              <caption>
                {t('character.sheet.skills')} {ruleLink(CHARACTER_SHEET_RULE_IDS.skills)}
              </caption>
              <tbody>
                {SKILLS.map(([skill, ability]) => (
                  <tr key={skill} data-skill={skill}>
                    <th scope="row">
                      {t(`table.skill.${skill}`)} <small>({abilityName(ability)})</small>
                    </th>
                    <td>
                      {signed(sheet.sheet.skills[skill].modifier)}
                      {sheet.sheet.skills[skill].proficient ? ` ${t('character.sheet.proficient')}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : sheet ? (
          <p class="calc-error" role="alert">
            {errorText(sheet)}
          </p>
        ) : null}

        <div class="calc-actions character-actions">
          <button
            type="button"
            class="calc-button calc-button--primary"
            disabled={!check.character}
            onClick={save}
            data-testid="character-save"
          >
            {t('character.action.save')}
          </button>
          <button type="button" class="calc-button" disabled={!check.character} onClick={exportFile}>
            {t('character.action.export')}
          </button>
          <label class="calc-button character-import">
            {t('character.action.import')}
            <input
              type="file"
              accept="application/json,.json"
              data-testid="character-import"
              onChange={(event) => {
                const input = event.target as HTMLInputElement;
                void importFile(input.files?.[0]).then(() => {
                  input.value = '';
                });
              }}
            />
          </label>
          <button
            type="button"
            class="calc-button"
            disabled={!stored}
            onClick={forget}
            data-testid="character-forget"
          >
            {t('character.action.forget')}
          </button>
        </div>
        <p class="character-status" role="status" data-testid="character-status">
          {status === null
            ? stored
              ? t('character.status.stored', { name: stored.name || t('character.unnamed') })
              : t('character.status.none')
            : status.kind === 'error'
              ? ''
              : t(`character.status.${status.kind}`)}
        </p>
        {status?.kind === 'error' ? (
          <p class="calc-error" role="alert" data-testid="character-error">
            {errorText(status.error)}
          </p>
        ) : null}
      </section>
    </div>
  );
}
