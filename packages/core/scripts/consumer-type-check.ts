/**
 * Type-checks (and, where the config emits, compiles) the consumer projects test:pack writes into
 * the install folder, as `tsc -p <config>` would, with TypeScript 5's compiler API in this one
 * process: test:pack checks eleven configs (one consumer, then each README example under three
 * module settings and as two CommonJS projects), and eleven `tsc` processes each loaded the
 * compiler and parsed the same declarations again (about 1.7 CPU-s each). Here the files are parsed
 * once for every program that reads them with the same parse settings, as the language service's
 * document registry does.
 *
 * TypeScript's own default library files (lib.*.d.ts) are not type-checked (`skipDefaultLibCheck`):
 * they are TypeScript's, checked by TypeScript, and checking them took two thirds of each run. The
 * packages' published declarations are still checked in full (`skipLibCheck` stays as the config
 * sets it).
 */
import path from 'node:path';
import ts from 'typescript';

export interface ConsumerCheck {
  /** The config, relative to the install folder. */
  config: string;
  /** True when TypeScript found nothing (and the emit, if any, was written). */
  ok: boolean;
  /** TypeScript's messages, as `tsc` prints them (`file(line,col): error TS1479: ...`). */
  messages: string;
}

/** A compiler host whose parsed files are kept for every program made with this checker. */
function sharedHost(options: ts.CompilerOptions, parsed: Map<string, ts.SourceFile>): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, settings, onError, shouldCreateNew) => {
    const { languageVersion, impliedNodeFormat } =
      typeof settings === 'object' ? settings : { languageVersion: settings, impliedNodeFormat: undefined };
    const key = `${languageVersion}:${impliedNodeFormat ?? ''}:${fileName}`;
    const known = parsed.get(key);
    if (known && !shouldCreateNew) return known;
    const file = parse(fileName, settings, onError, shouldCreateNew);
    if (file) parsed.set(key, file);
    return file;
  };
  return host;
}

/** Checks a config of the install folder as `tsc -p config` does (and emits, when it emits). */
export type ConsumerChecker = (config: string) => ConsumerCheck;

/** A checker for the configs in `folder`: the files one check parses are kept for the next. */
export function consumerChecker(folder: string): ConsumerChecker {
  const parsed = new Map<string, ts.SourceFile>();
  const format: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => folder,
    getNewLine: () => '\n',
  };
  return (config) => {
    const configErrors: ts.Diagnostic[] = [];
    const commandLine = ts.getParsedCommandLineOfConfigFile(
      path.join(folder, config),
      { skipDefaultLibCheck: true },
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic) },
    );
    if (!commandLine)
      return { config, ok: false, messages: ts.formatDiagnostics(configErrors, format) || 'config not read' };
    const program = ts.createProgram({
      rootNames: commandLine.fileNames,
      options: commandLine.options,
      host: sharedHost(commandLine.options, parsed),
    });
    const found = [...commandLine.errors, ...ts.getPreEmitDiagnostics(program)];
    if (found.length === 0 && !commandLine.options.noEmit) found.push(...program.emit().diagnostics);
    return { config, ok: found.length === 0, messages: ts.formatDiagnostics(found, format) };
  };
}
