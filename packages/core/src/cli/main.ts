import { run } from './run.ts';
import { stdioSink } from './stdio-sink.ts';

/**
 * Entry point of the `polyhedral` CLI (README, "CLI"): `pnpm --silent polyhedral <command> ...`, in
 * the environment's language without `--locale`, written synchronously (stdio-sink.ts).
 */
process.exitCode = run(process.argv.slice(2), stdioSink(1), stdioSink(2), process.env, (dir) => {
  // The SDK is loaded only for `mcp`: no other command's start pays for it.
  void import('./mcp/serve-mcp.ts').then(({ serveMcp }) => serveMcp(dir));
});
