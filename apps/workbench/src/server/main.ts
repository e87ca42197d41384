/** `pnpm translate [--port N] [--root DIR]`: start the workbench and print its address. */
import process from 'node:process';
import { createTranslator, localeFromEnv } from '@polyhedral/i18n';
import { startWorkbench } from './start-workbench.ts';

/** The terminal's messages follow LC_ALL / LC_MESSAGES / LANG, as the content commands do. */
const { t } = createTranslator(localeFromEnv(process.env));

function parse(args: readonly string[]): { port: number; root?: string } | null {
  let port = 4322;
  let root: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = inline ?? args[i + 1];
    if (name === '--port' || name === '--root') {
      if (value === undefined) return null;
      if (inline === undefined) i += 1;
      if (name === '--root') root = value;
      else {
        port = Number(value);
        if (!Number.isInteger(port) || port < 0 || port > 65535) return null;
      }
    } else if (arg !== '--') return null;
  }
  return root === undefined ? { port } : { port, root };
}

const options = parse(process.argv.slice(2));
if (!options) {
  process.stderr.write(`${t('workbench.cli.usage')}\n`);
  process.exit(2);
}
const running = await startWorkbench(options);
process.stdout.write(`${t('workbench.cli.started', { url: running.url })}\n`);
