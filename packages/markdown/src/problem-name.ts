/**
 * The short name of a content problem, derived from its code (the full message key): drop the
 * `content.` prefix and join group and problem with a dash, so `content.table.unknown` is shown
 * as `table-unknown`. `pnpm content check` prints it; the code stays the one identity.
 */
export type ProblemName<Code extends string> = Code extends `content.${infer Group}.${infer Problem}`
  ? `${Group}-${Problem}`
  : never;

const CODE = /^content\.([a-z0-9-]+)\.([a-z0-9-]+)$/;

export function problemName<Code extends string>(code: Code): ProblemName<Code> {
  const match = CODE.exec(code);
  if (!match) throw new Error(`not a content problem code: ${code}`);
  return `${match[1]}-${match[2]}` as ProblemName<Code>;
}
