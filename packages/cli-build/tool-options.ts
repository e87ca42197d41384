/**
 * Node's `parseArgs` for a maintainer's tool (a measurement or a repository script): an unknown
 * option, a missing value or a stray argument is one line on stderr naming the tool, and exit 2;
 * parseArgs alone throws, and Node prints its stack.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

export function toolOptions<T extends ParseArgsConfig>(
  tool: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    if (!String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS_')) throw error;
    process.stderr.write(`${tool}: ${(error as Error).message}\n`);
    process.exit(2);
  }
}
