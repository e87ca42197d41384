/** A FieldHost for fields outside an island's state (a save target card, the tracker's attack tab). */
import type { FieldHost } from './RegistryFields.tsx';

export interface BoundFieldsInput
  extends Pick<FieldHost, 'kind' | 'params' | 'ruleset' | 'results' | 'ranges' | 'messages' | 'locale'> {
  /** Every field's text, by parameter name. */
  raw: Record<string, string>;
  /** A text typed or chosen for a field. */
  set: (name: string, text: string) => void;
  /** The element ID of a field. */
  idOf: (name: string) => string;
}

export function boundFieldHost(input: BoundFieldsInput): FieldHost {
  const { raw, set, idOf, ...host } = input;
  const textProps = (name: string) => ({
    id: idOf(name),
    value: raw[name] ?? '',
    result: host.results[name] ?? { ok: true as const, value: null },
    onInput: (text: string) => set(name, text),
  });
  return {
    ...host,
    textProps,
    state: {
      raw,
      set,
      textProps,
      selectProps: (name: string) => ({
        id: idOf(name),
        value: raw[name] ?? '',
        onChange: (text: string) => set(name, text),
      }),
    },
  };
}
