// The TensorFlow.js oracle: loads each model.json given into each pinned
// @tensorflow/tfjs release (package.json here; `npm ci` installs them), runs
// it once, and prints one line per model and release:
//   TFC_ORACLE <release> <model path> ok
//   TFC_ORACLE <release> <model path> unknown_op <op>      (the runtime's "Unknown op 'X'")
//   TFC_ORACLE <release> <model path> error <message>      (anything else)
// Weights: the manifest's, all zero (the shards are not needed to see which
// ops a release maps: a real model is copied without them). Feeds: the
// model's own "tfcompatFeeds" member ({input: {dtype, shape, values}}, which
// neither TensorFlow.js nor the tool reads), else zeros of each
// Placeholder's dtype and shape (unknown dimensions 1).
// One release per process: tfjs-core keeps its engine in a global, so a
// second release in the same process would run on the first one's kernels.
// usage: node oracle.mjs RELEASE MODEL.json...
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';

const require = createRequire(import.meta.url);
const [releases, ...models] = process.argv.slice(2);
const say = (...a) => process.stdout.write('TFC_ORACLE ' + a.join(' ') + '\n');
// Each release says hello on console.log; keep stdout for our lines.
console.log = (...a) => process.stderr.write(a.join(' ') + '\n');
console.warn = console.log;
// A failed run inside a control-flow loop can leave sibling promises that
// reject later; the run's outcome was printed already.
process.on('unhandledRejection', (e) => process.stderr.write('after the run: ' + (e && e.message || e) + '\n'));

for (const release of [releases]) {
  // The release's own tfjs-core, tfjs-converter and (2.x on) CPU backend,
  // nested under its @tensorflow/tfjs (.npmrc): the union package itself
  // would also load tfjs-data and tfjs-layers, which a graph model never uses.
  const req = createRequire(require.resolve('tfjs-' + release + '/package.json'));
  const tf = req('@tensorflow/tfjs-core');
  const {loadGraphModel} = req('@tensorflow/tfjs-converter');
  try { req('@tensorflow/tfjs-backend-cpu'); } catch (e) { /* 1.x: the CPU backend is in tfjs-core */ }
  await tf.setBackend('cpu');
  for (const path of models) {
    const json = JSON.parse(readFileSync(path, 'utf8'));
    const artifacts = {
      modelTopology: json.modelTopology,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      weightSpecs: [],
      weightData: null,
    };
    const bytes = {float32: 4, int32: 4, bool: 1, uint8: 1, uint16: 2, float16: 2};
    let size = 0;
    for (const group of json.weightsManifest || [])
      for (const w of group.weights || []) {
        artifacts.weightSpecs.push(w);
        const n = (w.shape || []).reduce((a, b) => a * b, 1);
        size += n * bytes[w.quantization ? w.quantization.dtype : w.dtype];
      }
    artifacts.weightData = new ArrayBuffer(size);
    try {
      const model = await loadGraphModel({load: async () => artifacts});
      const feeds = {};
      for (const [name, f] of Object.entries(json.tfcompatFeeds || {}))
        feeds[name] = tf.tensor(f.values, f.shape, f.dtype);
      const types = {DT_FLOAT: 'float32', DT_INT32: 'int32', DT_BOOL: 'bool'};
      if (!json.tfcompatFeeds)
        for (const n of json.modelTopology.node.filter((n) => n.op === 'Placeholder')) {
          const dims = ((((n.attr || {}).shape || {}).shape || {}).dim || []).map((d) => Math.max(1, Number(d.size)));
          feeds[n.name] = tf.zeros(dims, types[n.attr.dtype.type] || 'float32');
        }
      const out = await model.executeAsync(feeds);
      (Array.isArray(out) ? out : [out]).forEach((t) => t.dataSync());
      say(release, path, 'ok');
    } catch (e) {
      const msg = String(e && e.message || e).replace(/\s+/g, ' ');
      const m = /^Unknown op '([^']+)'/.exec(msg);
      if (m) say(release, path, 'unknown_op', m[1]);
      else say(release, path, 'error', msg);
    }
  }
}
