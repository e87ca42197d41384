// Loaded with `node --require` before a program: records what its start path loads and reads,
// written as JSON to the file named by START_PATH_REPORT at exit (src/cli/start-path.test.ts).
// - modules: the URL of every module loaded after it (Node's synchronous module hooks);
// - read: every file read with fs.readFileSync;
// - written: every file written with fs.writeFileSync (the bin writes a code cache it had not);
// - builtins: Node's own list of the internal modules and bindings loaded (process.moduleLoadList);
// - intl: how many objects of each Intl constructor were made (string-width makes a Segmenter when
//   it loads; the first NumberFormat of a process loads ICU's number data, ~17 ms of CPU).
const fs = require('node:fs');
const { registerHooks } = require('node:module');

const modules = [];
registerHooks({
  load(url, context, nextLoad) {
    modules.push(url);
    return nextLoad(url, context);
  },
});
const read = [];
const readFileSync = fs.readFileSync;
fs.readFileSync = function recordedRead(file, ...rest) {
  read.push(String(file));
  return readFileSync.call(this, file, ...rest);
};
const written = [];
const writeFileSync = fs.writeFileSync;
fs.writeFileSync = function recordedWrite(file, ...rest) {
  written.push(String(file));
  return writeFileSync.call(this, file, ...rest);
};
const intl = {};
for (const name of [
  'Collator',
  'DateTimeFormat',
  'DisplayNames',
  'ListFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'Segmenter',
]) {
  intl[name] = 0;
  const counted = () => {
    intl[name] += 1;
  };
  Intl[name] = new Proxy(Intl[name], {
    construct(target, args, newTarget) {
      counted();
      return Reflect.construct(target, args, newTarget === Intl[name] ? target : newTarget);
    },
    apply(target, self, args) {
      counted();
      return Reflect.apply(target, self, args);
    },
  });
}
process.on('exit', () => {
  writeFileSync(
    process.env.START_PATH_REPORT,
    JSON.stringify({ modules, read, written, builtins: process.moduleLoadList, intl }),
  );
});
