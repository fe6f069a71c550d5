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
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

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
    artifacts.weightData = realWeights(path, json) || new ArrayBuffer(size);
    try {
      const model = await loadGraphModel({load: async () => artifacts});
      const feeds = {};
      for (const [name, f] of Object.entries(json.tfcompatFeeds || {}))
        feeds[name] = tf.tensor(f.values, f.shape, f.dtype);
      const types = {DT_FLOAT: 'float32', DT_INT32: 'int32', DT_BOOL: 'bool'};
      if (!json.tfcompatFeeds && !signatureFeeds(tf, json, feeds))
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

// A real converted model (tests/tfjs_models: the npm package ships each
// model.json with its shards) runs on its own weights: its int32 constants
// are shapes, paddings and axes, which zeros would turn into shape errors
// that say nothing about the release. The shards are read, in manifest
// order, when every one of them is beside the model.json; else null (zeros).
function realWeights(path, json) {
  const shards = (json.weightsManifest || []).flatMap((g) => (g.paths || []).map((p) => join(dirname(path), p)));
  if (!shards.length || !shards.every((f) => existsSync(f))) return null;
  const bytes = Buffer.concat(shards.map((f) => readFileSync(f)));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
}

// Zero feeds from the model's own signature (the converter writes it for a
// SavedModel's serving signature): its input shapes are what the model was
// converted for, where a Placeholder may say -1 (handtrack's 1,-1,-1,3 is
// 1,320,320,3 in its signature). Unknown dimensions 1; TensorFlow's integer
// dtypes are int32 in TensorFlow.js (its loader maps DT_UINT8 and the others
// so). Returns false when the model has no signature inputs.
function signatureFeeds(tf, json, feeds) {
  const inputs = Object.values((json.signature || {}).inputs || {});
  if (!inputs.length) return false;
  const types = {DT_FLOAT: 'float32', DT_BOOL: 'bool', DT_STRING: 'string'};
  for (const input of inputs) {
    const dims = ((input.tensorShape || {}).dim || []).map((d) => Math.max(1, Number(d.size)));
    feeds[input.name.replace(/:0$/, '')] = tf.zeros(dims, types[input.dtype] || 'int32');
  }
  return true;
}
