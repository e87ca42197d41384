import type { Metafile } from 'esbuild';

declare const CLI_DIR: string;
declare const CLI_COMMANDS_ENTRY: string;
declare const CLI_BIN: string;
declare const CLI_INPUTS_FILE: string;
/** `metafile`: the commands' ESM build; `startMetafile`: the CommonJS start bundle's. */
declare function buildContentCli(): Promise<{
  bin: string;
  inputs: string[];
  metafile: Metafile;
  startMetafile: Metafile;
}>;
