export declare const CLI_FILE: string;
export declare const CLI_INPUTS_FILE: string;
export declare const CLI_MESSAGES_DIR: string;
export declare const CLI_GLOSSARY_DIR: string;
export declare function buildCli(): Promise<{ file: string; inputs: string[] }>;
