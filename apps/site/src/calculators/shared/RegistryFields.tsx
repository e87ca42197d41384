import type { ParamSpec } from '@polyhedral/core/calculators';
import { formatMessage } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { fieldKeyCandidates, wordKeyOf } from './field-words.ts';
import { CheckboxField, SelectField, TextField } from './fields.tsx';
import { formatWhole } from './format.ts';
import { choiceSummary, MultiSelectField } from './MultiSelectField.tsx';
import type { RegistryCalculator } from './use-registry-calculator.ts';

/** What the field renderer reads: an island's state, or a part bound the same way (a save target). */
export type FieldHost = Pick<
  RegistryCalculator<object, object>,
  'kind' | 'params' | 'ruleset' | 'results' | 'ranges' | 'textProps' | 'messages' | 'locale'
> & {
  state: Pick<RegistryCalculator<object, object>['state'], 'set' | 'raw' | 'selectProps' | 'textProps'>;
};

type MessageParams = Record<string, string | number>;

export interface RegistryFieldsProps {
  /** The island's state (useRegistryCalculator), or a part bound the same way: its kind, parameters, strings and locale too. */
  calc: FieldHost;
  /** The parameters to draw here, in this order (default: every one, in the registry's order). */
  only?: readonly string[];
  /** Parameters the island draws itself (with `only` absent). */
  except?: readonly string[];
  /** A label that depends on another field's value (an attack's bonus and AC): its key. */
  labelKeys?: Readonly<Record<string, string>>;
  /** Values a label's placeholders take (`{{n}}` targets). */
  labelParams?: Readonly<Record<string, MessageParams>>;
  /** A hint the island words itself, by field, in place of `calc.<kind>.<param>.hint`. */
  hints?: Readonly<Record<string, string | undefined>>;
  /** Told after a field changed (an island that clears a roll made with the old values). */
  onChange?: (name: string, value: string) => void;
}

/**
 * A kind's fields drawn from the registry, as the CLI draws its options: integer and dice a text
 * field, enum a select, boolean a checkbox, enum list a checkbox group, a named-places list a field
 * per place; words from field-words.ts. Parameters the ruleset does not read, damage parts and save
 * targets (own editors) are not drawn.
 */
export function RegistryFields(props: RegistryFieldsProps): JSX.Element | null {
  const { calc } = props;
  const { kind } = calc;
  const byName = new Map(calc.params.map((param) => [param.name, param]));
  const names = props.only ?? calc.params.map((param) => param.name);
  const drawn = names
    .filter((name) => !props.except?.includes(name))
    .map((name) => {
      const param = byName.get(name);
      if (!param) throw new Error(`calculator ${kind} has no parameter ${name}`);
      return param;
    })
    .filter((param) => !param.rulesets || param.rulesets.includes(calc.ruleset));
  const fields = drawn.flatMap((param) => registryField(param, props) ?? []);
  return fields.length === 0 ? null : <div class="calc-fields">{fields}</div>;
}

/** A field's hint: the island's own, or `calc.<kind>.<param>.hint` with the field's limits. */
function fieldHint(props: RegistryFieldsProps, field: string): string | undefined {
  const { calc } = props;
  const { messages, locale, kind } = calc;
  if (props.hints && Object.hasOwn(props.hints, field)) return props.hints[field];
  const hintKey = wordKeyOf(messages, kind, field, '.hint');
  const range = calc.ranges[field];
  return hintKey
    ? formatMessage(
        messages,
        hintKey,
        range ? { min: formatWhole(locale, range.min), max: formatWhole(locale, range.max) } : {},
        locale,
      )
    : undefined;
}

/** A text field (a number or dice) bound to the island's state, told to `onChange` too. */
function registryTextField(
  props: RegistryFieldsProps,
  field: string,
  label: string,
  type: ParamSpec['type'],
): JSX.Element {
  const { calc } = props;
  return (
    <TextField
      key={field}
      {...calc.textProps(field)}
      onInput={(value) => {
        calc.state.set(field, value);
        props.onChange?.(field, value);
      }}
      label={label}
      hint={fieldHint(props, field)}
      wording={calc}
      inputMode={type === 'integer' || type === 'optional-integer' ? 'numeric' : 'text'}
      wide={type === 'dice'}
    />
  );
}

function registryField(param: ParamSpec, props: RegistryFieldsProps): JSX.Element | JSX.Element[] | null {
  const { calc } = props;
  const { state, messages, locale, kind } = calc;
  const name = param.name;
  const set = (value: string) => {
    state.set(name, value);
    props.onChange?.(name, value);
  };
  const labelKey =
    props.labelKeys?.[name] ?? wordKeyOf(messages, kind, name) ?? fieldKeyCandidates(kind, name)[0];
  const label = formatMessage(messages, labelKey, props.labelParams?.[name], locale);
  const optionLabel = (option: string) => {
    const key = wordKeyOf(messages, kind, name, `.${option}`);
    return key ? formatMessage(messages, key, {}, locale) : option;
  };
  const textField = (field: string, fieldLabel: string, type: ParamSpec['type']) =>
    registryTextField(props, field, fieldLabel, type);
  switch (param.type) {
    case 'integer-list':
      // A list whose places each mean one thing: a field per place, worded `calc.<kind>.<param>.<item>`.
      if (param.items)
        return param.items.map((item) =>
          textField(
            item,
            formatMessage(
              messages,
              props.labelKeys?.[item] ??
                wordKeyOf(messages, kind, name, `.${item}`) ??
                fieldKeyCandidates(kind, name, `.${item}`)[0],
              {},
              locale,
            ),
            'integer',
          ),
        );
      return textField(name, label, param.type);
    case 'integer':
    case 'optional-integer':
    case 'dice':
      return textField(name, label, param.type);
    case 'enum':
      return (
        <SelectField
          key={name}
          {...state.selectProps(name)}
          onChange={set}
          label={label}
          options={param.options.map((option) => ({ value: option, label: optionLabel(option) }))}
        />
      );
    case 'boolean':
      return (
        <CheckboxField
          key={name}
          id={state.textProps(name).id}
          label={label}
          checked={calc.results[name]?.ok === true && calc.results[name].value === true}
          onChange={(checked) => set(checked ? '1' : '0')}
        />
      );
    case 'enum-list': {
      const summary = choiceSummary(messages, locale, {
        template: 'calc.common.listSummary',
        none: 'calc.common.none',
      });
      return (
        <MultiSelectField
          key={name}
          id={state.textProps(name).id}
          label={label}
          summary={summary(label)}
          wording={calc}
          value={state.raw[name] ?? ''}
          result={calc.results[name]}
          options={param.options.map((option) => ({ value: option, label: optionLabel(option) }))}
          onChange={set}
        />
      );
    }
    case 'damage-parts':
    case 'save-targets':
      return null;
  }
}
