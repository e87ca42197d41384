import { parseDice } from '@polyhedral/dice';

/** One directive parameter of a calculator kind (`::calc{kind="d20-test" bonus="5"}`). */
export type ParamSpec =
  | { name: string; type: 'integer'; min: number; max: number }
  | { name: string; type: 'enum'; options: readonly string[] }
  | { name: string; type: 'boolean' }
  | { name: string; type: 'dice' }
  | { name: string; type: 'integer-list'; min: number; max: number; maxItems: number }
  | { name: string; type: 'enum-list'; options: readonly string[] };

export type ParamValue = number | string | boolean | readonly number[] | readonly string[];

export interface ParamIssue {
  code: 'rules.calculator.unknown-kind' | 'rules.calculator.unknown-param' | 'rules.calculator.bad-param';
  params: Record<string, string | number>;
}

export type ParseParamsResult =
  | { ok: true; params: Record<string, ParamValue> }
  | { ok: false; issues: ParamIssue[]; params: Record<string, ParamValue> };

function expected(spec: ParamSpec): string {
  switch (spec.type) {
    case 'integer':
      return `integer ${spec.min}..${spec.max}`;
    case 'enum':
      return spec.options.join('|');
    case 'boolean':
      return 'true|false';
    case 'dice':
      return 'dice notation';
    case 'integer-list':
      return `comma list of integers ${spec.min}..${spec.max}`;
    case 'enum-list':
      return `comma list of ${spec.options.join('|')}`;
  }
}

function parseOne(spec: ParamSpec, raw: string): ParamValue | undefined {
  const value = raw.trim();
  const integer = (text: string, min: number, max: number): number | undefined => {
    if (!/^[+-]?\d+$/.test(text.trim())) return undefined;
    const n = Number(text);
    return n >= min && n <= max ? n : undefined;
  };
  switch (spec.type) {
    case 'integer':
      return integer(value, spec.min, spec.max);
    case 'enum':
      return spec.options.includes(value) ? value : undefined;
    case 'boolean':
      return value === 'true' || value === '' ? true : value === 'false' ? false : undefined;
    case 'dice':
      try {
        parseDice(value);
        return value;
      } catch {
        return undefined;
      }
    case 'integer-list': {
      const items = value.split(',').map((item) => integer(item, spec.min, spec.max));
      if (items.length > spec.maxItems || items.some((item) => item === undefined)) return undefined;
      return items as number[];
    }
    case 'enum-list': {
      const items = value === '' ? [] : value.split(',').map((item) => item.trim());
      return items.every((item) => spec.options.includes(item)) ? items : undefined;
    }
  }
}

/** Validate directive parameters (a string map) against a kind's specs: typed values or issue codes. */
export function parseParams(
  kind: string,
  specs: readonly ParamSpec[],
  raw: Readonly<Record<string, string>>,
): ParseParamsResult {
  const params: Record<string, ParamValue> = {};
  const issues: ParamIssue[] = [];
  for (const [name, text] of Object.entries(raw)) {
    if (name === 'kind') continue;
    const spec = specs.find((s) => s.name === name);
    if (!spec) {
      issues.push({ code: 'rules.calculator.unknown-param', params: { kind, param: name } });
      continue;
    }
    const value = parseOne(spec, text);
    if (value === undefined) {
      issues.push({
        code: 'rules.calculator.bad-param',
        params: { kind, param: name, value: text, expected: expected(spec) },
      });
    } else {
      params[name] = value;
    }
  }
  return issues.length > 0 ? { ok: false, issues, params } : { ok: true, params };
}
