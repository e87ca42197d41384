/** `polyhedral --help`, `-h`, `help` and `<command> --help`: every option, with examples, exit 0. */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CALCULATOR_KIND_NAMES, CALCULATOR_KINDS } from '../calculators/kinds.ts';
import { captureRun } from './capture-run.ts';
import { type HelpText, LOCALE_FLAG } from './command.ts';
import { allCommands } from './commands/index.ts';
import { installCliDerivedLocale } from './derived-locale.ts';
import { flagHelpKey } from './help.ts';
import { CLI_LOCALES, cliMessage } from './messages.ts';

// zh-hant's words, as run() installs them for a zh-hant command line.
installCliDerivedLocale('zh-hant');

// `rule`'s examples read the data API: a few documents of a real build (test/fixtures/api).
beforeAll(() => {
  vi.stubEnv('POLYHEDRAL_API', fileURLToPath(new URL('../../test/fixtures/api', import.meta.url)));
  return () => vi.unstubAllEnvs();
});

/** Split a command line as a shell would (double quotes only, as the examples use). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

describe('CLI help', () => {
  it.each([['--help'], ['-h'], ['help']])('%s lists every option of every command with examples', (flag) => {
    const result = captureRun(flag);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    for (const command of allCommands()) {
      expect(result.stdout).toContain(`polyhedral ${command.name} `);
      for (const name of Object.keys(command.flags))
        expect(result.stdout).toMatch(new RegExp(`--${name}\\b`));
      for (const example of command.examples) expect(result.stdout).toContain(`polyhedral ${example}`);
    }
  });

  it.each(
    allCommands().flatMap((c) => [
      [c.name, '--help'],
      [c.name, '-h'],
      ['help', c.name],
    ]),
  )('%s %s: that command, every option, exit 0', (...argv) => {
    const command = allCommands().find((c) => argv.includes(c.name))!;
    const result = captureRun(...argv);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.startsWith(`polyhedral ${command.name}`)).toBe(true);
    for (const name of Object.keys(command.flags)) expect(result.stdout).toMatch(new RegExp(`--${name}\\b`));
    expect(result.stdout).toContain('--help, -h');
  });

  it('names the rulesets an option is limited to and the options it needs or excludes', () => {
    const damage = captureRun('damage', '--help').stdout;
    expect(damage).toMatch(/--con SCORE .*\(playtest only\)/);
    expect(damage).toMatch(/--failures F .*\(srd-5\.2 only\)/);
    const dice = captureRun('dice', '--help').stdout;
    expect(dice).toMatch(/--seed N .*\(with --roll\)/);
    expect(dice).toMatch(/--time .*\(not with --roll\)/);
  });

  it.each(allCommands().flatMap((c) => c.examples))(
    'the example "polyhedral %s" runs (exit 0)',
    (example) => {
      const result = captureRun(...shellWords(example));
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    },
  );

  it.each([
    [['help', 'teleport'], 'rules.cli.unknown-command'],
    [['help', 'dice', 'd20'], 'rules.cli.unexpected-argument'],
  ])('%j is exit 2 (%s)', (argv, code) => {
    const result = captureRun(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`[${code}]`);
  });
});

describe('calculator commands from the registry', () => {
  it('--help lists one calc command per calculator kind, each with every registry parameter', () => {
    const help = captureRun('--help').stdout;
    const listed = [...help.matchAll(/^polyhedral calc ([a-z0-9-]+) /gm)].map((match) => match[1]);
    expect(listed).toEqual([...CALCULATOR_KIND_NAMES]);
    for (const kind of CALCULATOR_KIND_NAMES) {
      const own = captureRun('calc', kind, '--help').stdout;
      for (const param of CALCULATOR_KINDS[kind].params)
        expect(own).toMatch(new RegExp(`--${param.name}\\b`));
    }
  });

  it.each([[['calc', '--help']], [['calc', '-h']], [['help', 'calc']]])(
    '%j lists every kind with its summary (exit 0), not "no calculator of kind --help"',
    (argv) => {
      const result = captureRun(...argv);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toMatch(/^usage: polyhedral calc <kind> \[options\]/);
      const listed = [...result.stdout.matchAll(/^ {2}calc ([a-z0-9-]+) /gm)].map((match) => match[1]);
      expect(listed).toEqual([...CALCULATOR_KIND_NAMES]);
    },
  );

  // A kind that is also a published command's name (`dice`, `save-half`) answers as that command.
  const published = new Set(allCommands().map((command) => command.name));
  it.each(CALCULATOR_KIND_NAMES.filter((kind) => !published.has(kind)).map((kind) => [kind]))(
    '%s --help (without calc) is the help of calc %s',
    (kind) => {
      expect(captureRun(kind, '--help')).toEqual(captureRun('calc', kind, '--help'));
    },
  );

  it('an unknown command lists the commands; an unknown kind says so', () => {
    expect(captureRun('frobnicate').stderr).toBe(
      'polyhedral: Unknown command “frobnicate”. The commands are: calc <kind>, dice, d20, damage, death-saves, save-half, table, tables, conditions, rule, search, mcp. [rules.cli.unknown-command]\n',
    );
    expect(captureRun('calc', 'nope')).toMatchObject({ code: 2, stdout: '' });
    expect(captureRun('calc', 'nope').stderr).toContain('[rules.calculator.unknown-kind]');
  });

  it('speaks Thai and Chinese when asked (--locale), in error lines and readable steps', () => {
    expect(captureRun('calc', 'd20-test', '--bonus', '99', '--locale', 'zh').stderr).toMatch(
      /^polyhedral: d20-test 计算器的参数“bonus”不能是“99”/,
    );
    const steps = captureRun(
      'damage',
      '--hp',
      '20',
      '--max',
      '20',
      '--amount',
      '7',
      '--type',
      'slashing',
      '--locale',
      'th',
    );
    // The receipt of the damage calculator: "7 slashing damage" in Thai, the type translated too.
    expect(steps.stdout).toContain('ความเสียหายฟัน 7 แต้ม');
    expect(steps.stdout).not.toMatch(/damage\.step\.|slashing/);
    expect(captureRun('dice', '2d6', '--locale', 'fr')).toMatchObject({ code: 2 });
  });
});

describe('CLI help in the --locale language (issue 31 item 3)', () => {
  const keysOf = (help: HelpText) => [
    help.key,
    help.expected && `rules.expected.${help.expected.expectedCode}`,
  ];

  it('every help text of every command and option has its words in en, th and zh', () => {
    for (const command of allCommands()) {
      const keys = [
        ...keysOf(command.summary),
        ...keysOf(LOCALE_FLAG.help),
        ...Object.entries(command.flags).flatMap(([name, def]) => [
          ...keysOf(def.help),
          // A published command's options have words of their own; an option spelt as a
          // parameter (`wordless`) does not.
          flagHelpKey(command, name, def),
        ]),
      ];
      for (const key of keys.filter((one): one is string => one !== undefined))
        for (const locale of CLI_LOCALES)
          expect(cliMessage(locale, key), `${command.name}: ${key} (${locale})`).toBeDefined();
    }
  });

  it.each(['th', 'zh'] as const)(
    'in %s, every option line of every command reads other than in English',
    (locale) => {
      for (const command of allCommands()) {
        const lines = (language: string) =>
          captureRun(...command.name.split(' '), '--help', '--locale', language).stdout.split('\n');
        const english = lines('en');
        const translated = lines(locale);
        expect(translated.length, command.name).toBe(english.length);
        // Line 0 is the usage line; examples (last lines) are command lines in every language.
        translated.forEach((line, index) => {
          if (index === 0 || line === '' || english[index]!.trimStart().startsWith('polyhedral ')) return;
          if (/^\s+(examples|ตัวอย่าง|示例):/.test(line) || /^\s+polyhedral /.test(line)) return;
          expect(line, `${command.name} line ${index}`).not.toBe(english[index]);
        });
      }
    },
  );

  it("names the other spelling of an option in calc's help, and what a bare value stands for", () => {
    const damage = captureRun('calc', 'damage-application', '--help').stdout;
    expect(damage).toMatch(
      /^ {4}--max-hp N +integer 1\.\.10000 \(default 20\)\n {4}--max N +the same as --max-hp\n/m,
    );
    expect(damage).toMatch(/^ {4}--monster +the same as --creature monster$/m);
    expect(damage).toMatch(/^ {4}--knock-out +the same as --knockout$/m);
    const zh = captureRun('calc', 'd20-test', '--help', '--locale', 'zh').stdout;
    expect(zh).toMatch(/^ {4}--kind CHOICE +等同于 --kind-of-test$/m);
    expect(zh).toMatch(/^ {4}--advantage \[N\] +0 到 20 之间的整数 （默认 0） \(不带值时为 1\)$/m);
    const th = captureRun('d20', '--help', '--locale', 'th').stdout;
    expect(th).toMatch(/^ {4}--advantage \[N\] +ทอย d20 สองลูก .*\(ถ้าไม่ระบุค่า: 1\)$/m);
    expect(th).toMatch(/^ {4}--kind-of-test CHOICE +ค่าใดค่าหนึ่งใน check\|save\|attack \(ค่าเริ่มต้น check\)$/m);
  });

  it('prints d20 --help in Thai and Chinese (D20Tests: a bonus of -30..30)', () => {
    const th = captureRun('d20', '--help', '--locale', 'th').stdout;
    expect(th).toMatch(
      /--bonus B\s+โบนัสรวมที่บวกกับ d20 \(ต้องระบุ\); จำนวนเต็มตั้งแต่ -30 ถึง 30 \[calc d20-test --bonus\]/,
    );
    expect(th).toContain('ตัวอย่าง: polyhedral d20');
    const zh = captureRun('d20', '--help', '--locale', 'zh').stdout;
    expect(zh).toContain('掷两个 d20，取较高者');
    expect(zh).toContain('显示本帮助');
  });
});
