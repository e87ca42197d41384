import { positionalArgs } from '../args.ts';
import type { CliCommand } from '../command.ts';
import { apiFolder } from './rule-document.ts';

/**
 * `mcp [--api DIR|URL]`: a Model Context Protocol server over stdio (src/cli/mcp/) answering from the
 * data API where `rule` reads it; it serves until its client closes stdin.
 */
export const mcpCommand: CliCommand = {
  name: 'mcp',
  summary: { key: 'cli.core.help.summary.mcp' },
  positionals: '',
  flags: { api: { kind: 'value', value: 'DIR|URL', help: { key: 'cli.core.help.api' } } },
  examples: ['mcp --api https://polyhedral.example/api'],
  run(parsed) {
    positionalArgs(parsed, []);
    const api = parsed.flags.api;
    return { stdout: '', serveMcp: apiFolder(typeof api === 'string' ? api : undefined) };
  },
};
