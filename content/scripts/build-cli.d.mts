import type { Metafile } from 'esbuild';

export declare const CLI_DIR: string;
export declare const CLI_ENTRY: string;
export declare const CLI_BIN: string;
export declare const CLI_INPUTS_FILE: string;
export declare function buildContentCli(): Promise<{ entry: string; inputs: string[]; metafile: Metafile }>;
