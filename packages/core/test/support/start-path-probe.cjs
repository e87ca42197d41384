// Loaded with `node --require` before a program: records what its start path loads and reads,
// written as JSON to the file named by START_PATH_REPORT at exit (src/cli/start-path.test.ts).
// - modules: the URL of every module loaded after it (Node's synchronous module hooks);
// - read: every file read with fs.readFileSync;
// - written: every file written with fs.writeFileSync (the bin writes a code cache it had not);
// - builtins: Node's own list of the internal modules and bindings loaded (process.moduleLoadList);
// - segmenters: how many Intl.Segmenter objects were made (string-width makes one when it loads).
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
let segmenters = 0;
const Segmenter = Intl.Segmenter;
Intl.Segmenter = class CountedSegmenter extends Segmenter {
  constructor(...args) {
    super(...args);
    segmenters += 1;
  }
};
process.on('exit', () => {
  writeFileSync(
    process.env.START_PATH_REPORT,
    JSON.stringify({ modules, read, written, builtins: process.moduleLoadList, segmenters }),
  );
});
