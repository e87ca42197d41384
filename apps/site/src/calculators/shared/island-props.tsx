import type { JSX } from 'preact';
import type { CalculatorIslandProps } from '../calculator-props.ts';
import { CalculatorPlaceContext } from './calculator-place.ts';
import { pageMessages } from './page-messages.ts';
import type { CalculatorProps } from './types.ts';
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
