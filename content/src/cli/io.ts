/** What a CLI command may touch: output streams, the working directory and the content root. */
export interface CliIo {
  stdout(line: string): void;
  stderr(line: string): void;
  cwd: string;
  /** Content root override (tests); default: the package folder. */
  root?: string;
}
