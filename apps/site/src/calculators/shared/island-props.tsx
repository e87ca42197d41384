import type { ParamSpec } from '@polyhedral/core/calculators';
import { type MessageLookup, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import type { CalculatorIslandProps } from '../calculator-props.ts';
import { CalculatorPlaceContext } from './calculator-place.ts';
import { pageMessages } from './page-messages.ts';
import type { CalculatorProps } from './types.ts';
import {
  type OptionsOf,
  type RegistryCalculator,
  type RegistrySpec,
  useRegistryCalculator,
} from './use-registry-calculator.ts';
import './calculators.css';

/** Adapts the props CalculatorSlot.astro passes to every island into what a calculator needs. */
export function toCalculatorProps(props: CalculatorIslandProps): CalculatorProps {
  return {
    locale: props.locale,
    messages: props.messages ?? pageMessages(props.locale),
    params: props.params ?? {},
    instanceId: props.instanceId,
    ruleId: props.ruleId,
  };
}

/** Wraps a calculator as the island CalculatorSlot.astro mounts (`src/calculators/<kind>/index.tsx`). */
export function islandOf(Calculator: (props: CalculatorProps) => JSX.Element) {
  return function Island(props: CalculatorIslandProps): JSX.Element {
    return (
      <CalculatorPlaceContext.Provider value={props.place}>
        <Calculator {...toCalculatorProps(props)} />
      </CalculatorPlaceContext.Provider>
    );
  };
}

/** A registry calculator's island: `view` draws the kind's state (useRegistryCalculator) in its words. */
export function registryIsland<I extends object, O extends object, Ps extends readonly ParamSpec[]>(
  spec: RegistrySpec<I, O> & { readonly params: Ps },
  view: (calc: RegistryCalculator<I, O>, props: CalculatorProps, words: MessageLookup) => JSX.Element,
  ...options: OptionsOf<Ps, I, O>
) {
  return islandOf((props) =>
    view(useRegistryCalculator(spec, props, ...options), props, messageLookup(props.messages, props.locale)),
  );
}
