/** The one table printer (also used by `pnpm content status`): see text-table/text-table.ts. */
export { displayWidth, textTable } from '../text-table/text-table.ts';

/** What a command produces: text for stdout (JSON or a readable table). */
export interface CommandOutput {
  stdout: string;
  /** `mcp`: serve the MCP server over stdio from this data API (a folder or an address) once written. */
  serveMcp?: string;
}

export function json(value: unknown): CommandOutput {
  return { stdout: `${JSON.stringify(value)}\n` };
}

/** The named fields of `value`, in this order, as JSON. */
export function jsonOf<T extends object>(value: T, keys: readonly (keyof T & string)[]): CommandOutput {
  return json(Object.fromEntries(keys.map((key) => [key, value[key]])));
}

/** A probability as a percentage with 2 decimals. */
export function percent(p: number): string {
  return `${(p * 100).toFixed(2)}%`;
}
