import type { Metafile } from 'esbuild';

export declare const CLI_DIR: string;
export declare const CLI_COMMANDS_ENTRY: string;
export declare const CLI_BIN: string;
export declare const CLI_INPUTS_FILE: string;
/** `metafile`: the commands' ESM build; `startMetafile`: the CommonJS start bundle's. */
export declare function buildContentCli(): Promise<{
  bin: string;
  inputs: string[];
  metafile: Metafile;
  startMetafile: Metafile;
}>;
