#!/usr/bin/env python3
"""Writes models/*.json: small TF.js graph models, one per op family and a few
ops that arrived late, for the oracle test (test_tfjs_runtime.c). Each has
only Placeholder inputs (no weights; float16_weight: one float16-quantized
weight, which 1.x's loader refuses) and a "tfcompatFeeds" member that says
what oracle.mjs feeds them. Rerun after editing; the files are committed.
usage: make_models.py  (in tests/tfjs_runtime)"""
import base64, json, os

def b64(s): return base64.b64encode(s.encode()).decode()
F = {"type": "DT_FLOAT"}
I = {"type": "DT_INT32"}
def ph(name, dt, shape):
    return {"name": name, "op": "Placeholder",
            "attr": {"dtype": {"type": dt}, "shape": {"shape": {"dim": [{"size": str(d)} for d in shape]}}}}
def node(name, op, inputs, attr): return {"name": name, "op": op, "input": inputs, "attr": attr}
def feed(dt, shape, values): return {"dtype": dt, "shape": shape, "values": values}
x22 = feed("float32", [2, 2], [1, -2, 3, -4])
models = {
 # op families every pinned release maps
 "relu": ([ph("x", "DT_FLOAT", [2, 2]), node("y", "Relu", ["x"], {"T": F})], {"x": x22}),
 "addv2": ([ph("x", "DT_FLOAT", [2, 2]), ph("z", "DT_FLOAT", [2, 2]), node("y", "AddV2", ["x", "z"], {"T": F})], {"x": x22, "z": x22}),
 "matmul": ([ph("x", "DT_FLOAT", [2, 2]), ph("z", "DT_FLOAT", [2, 2]),
             node("y", "MatMul", ["x", "z"], {"T": F, "transpose_a": {"b": False}, "transpose_b": {"b": False}})], {"x": x22, "z": x22}),
 "sum": ([ph("x", "DT_FLOAT", [2, 2]), ph("axis", "DT_INT32", [1]),
          node("y", "Sum", ["x", "axis"], {"T": F, "Tidx": I, "keep_dims": {"b": False}})], {"x": x22, "axis": feed("int32", [1], [0])}),
 "concat": ([ph("x", "DT_FLOAT", [2, 2]), ph("z", "DT_FLOAT", [2, 2]), ph("axis", "DT_INT32", []),
             node("y", "ConcatV2", ["x", "z", "axis"], {"T": F, "Tidx": I, "N": {"i": "2"}})], {"x": x22, "z": x22, "axis": feed("int32", [], [1])}),
 "conv2d": ([ph("x", "DT_FLOAT", [1, 2, 2, 1]), ph("w", "DT_FLOAT", [1, 1, 1, 1]),
             node("y", "Conv2D", ["x", "w"], {"T": F, "strides": {"list": {"i": ["1", "1", "1", "1"]}}, "padding": {"s": b64("VALID")},
                                              "data_format": {"s": b64("NHWC")}, "dilations": {"list": {"i": ["1", "1", "1", "1"]}}})],
            {"x": feed("float32", [1, 2, 2, 1], [1, 2, 3, 4]), "w": feed("float32", [1, 1, 1, 1], [2])}),
 # ops that arrived later: 2.x, 3.x, 4.x
 "cumsum": ([ph("x", "DT_FLOAT", [2, 2]), ph("axis", "DT_INT32", []),
             node("y", "Cumsum", ["x", "axis"], {"T": F, "Tidx": I, "exclusive": {"b": False}, "reverse": {"b": False}})],
            {"x": x22, "axis": feed("int32", [], [0])}),
 "broadcast_to": ([ph("x", "DT_FLOAT", [2]), ph("shape", "DT_INT32", [2]), node("y", "BroadcastTo", ["x", "shape"], {"T": F, "Tidx": I})],
                  {"x": feed("float32", [2], [1, 2]), "shape": feed("int32", [2], [2, 2])}),
 "tensor_list": ([ph("x", "DT_FLOAT", [2, 2]), ph("es", "DT_INT32", [1]),
                  node("l", "TensorListFromTensor", ["x", "es"], {"element_dtype": F, "shape_type": I}),
                  node("y", "TensorListStack", ["l", "es"], {"element_dtype": F, "num_elements": {"i": "-1"}})],
                 {"x": x22, "es": feed("int32", [1], [2])}),
 # a TensorList whose element shape has unknown rank (the scalar -1, as TensorFlow
 # writes it): 2.1.0 .. 3.0.0 fail SetItem with "TensorList shape mismatch"
 # (tensorflow/tfjs#4641, data/tfjs_runtime_faults.csv), later releases run it
 "tensor_list_unknown_rank": ([ph("x", "DT_FLOAT", [3]), ph("es", "DT_INT32", []), ph("n", "DT_INT32", []),
                               ph("i", "DT_INT32", []),
                               node("l", "TensorListReserve", ["es", "n"], {"element_dtype": F, "shape_type": I}),
                               node("s", "TensorListSetItem", ["l", "i", "x"], {"element_dtype": F}),
                               node("y", "TensorListStack", ["s", "es"], {"element_dtype": F, "num_elements": {"i": "-1"}})],
                              {"x": feed("float32", [3], [1, 2, 3]), "es": feed("int32", [], [-1]),
                               "n": feed("int32", [], [1]), "i": feed("int32", [], [0])}),
 "is_nan": ([ph("x", "DT_FLOAT", [2, 2]), node("y", "IsNan", ["x"], {"T": F})], {"x": x22}),
 "einsum": ([ph("x", "DT_FLOAT", [2, 2]), ph("z", "DT_FLOAT", [2, 2]),
             node("y", "Einsum", ["x", "z"], {"T": F, "N": {"i": "2"}, "equation": {"s": b64("ij,jk->ik")}})], {"x": x22, "z": x22}),
 "is_inf": ([ph("x", "DT_FLOAT", [2, 2]), node("y", "IsInf", ["x"], {"T": F})], {"x": x22}),
 "is_finite": ([ph("x", "DT_FLOAT", [2, 2]), node("y", "IsFinite", ["x"], {"T": F})], {"x": x22}),
 # a weight the loader decodes from 2.0.1 on (data/tfjs_weight_support.csv)
 "float16_weight": ([{"name": "w16", "op": "Const", "attr": {"dtype": F, "value": {"tensor": {"dtype": "DT_FLOAT",
                     "tensorShape": {"dim": [{"size": "2"}]}}}}}, node("y", "Identity", ["w16"], {"T": F})], {}),
}
WEIGHTS = {"float16_weight": [{"name": "w16", "shape": [2], "dtype": "float32", "quantization": {"dtype": "float16"}}]}
os.makedirs("models", exist_ok=True)
for name, (nodes, feeds) in models.items():
    d = {"format": "graph-model", "generatedBy": "tfcompat tests", "convertedBy": "tfcompat tests/tfjs_runtime",
         "modelTopology": {"node": nodes, "versions": {"producer": 1205}}, "weightsManifest": [{"paths": ["group1-shard1of1.bin"], "weights": WEIGHTS[name]}] if name in WEIGHTS else [],
         "tfcompatFeeds": feeds}
    with open(f"models/{name}.json", "w") as f:
        json.dump(d, f, indent=1)
        f.write("\n")
