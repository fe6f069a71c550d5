#!/usr/bin/env python3
"""Writes tests/corpus/tfjs/*.json and the TF.js fuzz seeds of
tests/fuzz/corpus/tfjs: TensorFlow.js model.json files of our own, modelled
on the op sets and converter stamps of public TF.js models (MoveNet, BlazeFace,
the converter's small load/predict integration models), for the reader's
tests, the command's, the Python binding's and the oracle (oracle.mjs runs
them on zero weights and the "tfcompatFeeds" member's inputs). No file of
tensorflow/tfjs is copied: every node here is written below.
Rerun after editing; the files are committed and the ctest
tfjs_corpus_generated fails when they differ from what this script writes.
usage: make_corpus_models.py [--check] [ROOT]  (ROOT: the repository, default ../..)"""
import base64, json, os, sys

def b64(s): return base64.b64encode(s.encode()).decode()
F, I, B, V = ({"type": t} for t in ("DT_FLOAT", "DT_INT32", "DT_BOOL", "DT_VARIANT"))
def shape(dims): return {"shape": {"dim": [{"size": str(d)} for d in dims]}}
def ph(name, dt, dims): return {"name": name, "op": "Placeholder", "attr": {"dtype": {"type": dt}, "shape": shape(dims)}}
def node(name, op, inputs, attr=None):
    n = {"name": name, "op": op, "input": inputs}
    if attr is not None: n["attr"] = attr
    return n
def ints(*v): return {"list": {"i": [str(x) for x in v]}}
def strs(*v): return {"list": {"s": [b64(x) for x in v]}}
def feed(dt, dims, values): return {"dtype": dt, "shape": dims, "values": values}

class Weights:
    """Const nodes and their manifest entries (values live in the shards, as the converter writes them)."""
    def __init__(self): self.specs = []
    def const(self, name, dt, dims):
        self.specs.append({"name": name, "shape": dims, "dtype": {"DT_FLOAT": "float32", "DT_INT32": "int32"}[dt]})
        return {"name": name, "op": "Const", "attr": {"value": {"tensor": {"dtype": dt, "tensorShape": shape(dims)["shape"]}},
                                                       "dtype": {"type": dt}}}

def conv_attr(strides, padding, fused=None):
    a = {"T": F, "strides": ints(*strides), "padding": {"s": b64(padding)}, "data_format": {"s": b64("NHWC")},
         "dilations": ints(1, 1, 1, 1), "explicit_paddings": {"list": {}}}
    if fused: a.update({"fused_ops": strs(*fused), "num_args": {"i": "1"}, "epsilon": {"f": 0.0}})
    return a

def movenet_like():
    """A pose model's shape: a MobileNet-style trunk of fused convolutions, heat-map
    decoding (TopKV2, ArgMax, GatherNd, Select) and a tf.map over boxes lowered to a
    StatelessWhile on TensorLists, with its body and cond in library.function."""
    w = Weights()
    p = "StatefulPartitionedCall/"
    feeds = {"input": feed("int32", [1, 8, 8, 3], [(7 * i) % 255 for i in range(192)]),
             "scale": feed("float32", [], [0.0078125]), "one": feed("float32", [], [1]), "half": feed("float32", [], [0.5]),
             "two": feed("int32", [], [2]), "resize_size": feed("int32", [2], [4, 4]), "perm": feed("int32", [4], [0, 3, 1, 2]),
             "flat_shape": feed("int32", [2], [4, 16]), "k": feed("int32", [], [2]),
             "gather_indices": feed("int32", [2, 2], [0, 1, 3, 15]), "multiples": feed("int32", [2], [2, 1]),
             "begin": feed("int32", [2], [0, 0]), "end": feed("int32", [2], [4, 16]), "strides": feed("int32", [2], [1, 2]),
             "boxes_shape": feed("int32", [3], [4, 2, 4]), "box_shape": feed("int32", [2], [2, 4]),
             "window_shape": feed("int32", [1], [4]), "num_boxes": feed("int32", [], [4]), "step": feed("int32", [], [1]),
             "maximum_iterations": feed("int32", [], [4]), "axis_one": feed("int32", [], [1])}
    nodes = [ph(n, "DT_INT32" if f["dtype"] == "int32" else "DT_FLOAT", f["shape"]) for n, f in feeds.items()]
    nodes += [
        w.const(p + "conv1/weights", "DT_FLOAT", [3, 3, 3, 4]), w.const(p + "conv1/bias", "DT_FLOAT", [4]),
        w.const(p + "depthwise1/weights", "DT_FLOAT", [3, 3, 4, 1]), w.const(p + "depthwise2/weights", "DT_FLOAT", [3, 3, 4, 1]),
        w.const(p + "depthwise2/bias", "DT_FLOAT", [4]), w.const(p + "zero", "DT_FLOAT", []),
        w.const(p + "ArgMax/dimension", "DT_INT32", []), w.const(p + "Min/reduction_indices", "DT_INT32", []),
        w.const(p + "Sum/reduction_indices", "DT_INT32", []), w.const(p + "ExpandDims/dim", "DT_INT32", []),
        w.const(p + "map/while/loop_counter", "DT_INT32", []), w.const(p + "map/Const", "DT_INT32", []),
        node(p + "Cast", "Cast", ["input"], {"SrcT": I, "DstT": F, "Truncate": {"b": False}}),
        node(p + "mul", "Mul", [p + "Cast", "scale"], {"T": F}),
        node(p + "sub", "Sub", [p + "mul", "one"], {"T": F}),
        node(p + "conv1/Relu", "_FusedConv2D", [p + "sub", p + "conv1/weights", p + "conv1/bias"],
             conv_attr([1, 2, 2, 1], "SAME", ["BiasAdd", "Relu"])),
        node(p + "depthwise1", "DepthwiseConv2dNative", [p + "conv1/Relu", p + "depthwise1/weights"], conv_attr([1, 1, 1, 1], "SAME")),
        node(p + "depthwise2", "FusedDepthwiseConv2dNative", [p + "depthwise1", p + "depthwise2/weights", p + "depthwise2/bias"],
             conv_attr([1, 1, 1, 1], "SAME", ["BiasAdd", "Relu"])),
        node(p + "MaxPool", "MaxPool", [p + "depthwise2"],
             {"T": F, "ksize": ints(1, 2, 2, 1), "strides": ints(1, 2, 2, 1), "padding": {"s": b64("VALID")},
              "data_format": {"s": b64("NHWC")}}),
        node(p + "upsample", "ResizeNearestNeighbor", [p + "MaxPool", "resize_size"],
             {"T": F, "align_corners": {"b": False}, "half_pixel_centers": {"b": True}}),
        node(p + "AddN", "AddN", [p + "upsample", p + "depthwise2", p + "conv1/Relu"], {"T": F, "N": {"i": "3"}}),
        node(p + "heatmap", "Sigmoid", [p + "AddN"], {"T": F}),
        node(p + "transpose", "Transpose", [p + "heatmap", "perm"], {"T": F, "Tperm": I}),
        node(p + "Reshape", "Reshape", [p + "transpose", "flat_shape"], {"T": F, "Tshape": I}),
        node(p + "TopKV2", "TopKV2", [p + "Reshape", "k"], {"T": F, "sorted": {"b": True}}),
        node(p + "ArgMax", "ArgMax", [p + "Reshape", p + "ArgMax/dimension"], {"T": F, "Tidx": I, "output_type": I}),
        node(p + "floordiv", "FloorDiv", [p + "ArgMax", "two"], {"T": I}),
        node(p + "Cast_1", "Cast", [p + "floordiv"], {"SrcT": I, "DstT": F, "Truncate": {"b": False}}),
        node(p + "sub_1", "Sub", [p + "Reshape", p + "Cast_1"], {"T": F}),
        node(p + "Abs", "Abs", [p + "sub_1"], {"T": F}),
        node(p + "Sqrt", "Sqrt", [p + "Abs"], {"T": F}),
        node(p + "add", "AddV2", [p + "Sqrt", "one"], {"T": F}),
        node(p + "Reciprocal", "Reciprocal", [p + "add"], {"T": F}),
        node(p + "SquaredDifference", "SquaredDifference", [p + "Reciprocal", p + "Reshape"], {"T": F}),
        node(p + "add_1", "AddV2", [p + "Abs", "one"], {"T": F}),
        node(p + "truediv", "RealDiv", [p + "SquaredDifference", p + "add_1"], {"T": F}),
        node(p + "Maximum", "Maximum", [p + "truediv", p + "zero"], {"T": F}),
        node(p + "Minimum", "Minimum", [p + "Maximum", "one"], {"T": F}),
        node(p + "Greater", "Greater", [p + "Minimum", "half"], {"T": F}),
        node(p + "LessEqual", "LessEqual", [p + "Minimum", "one"], {"T": F}),
        node(p + "GreaterEqual", "GreaterEqual", [p + "Reciprocal", "half"], {"T": F}),
        node(p + "Less", "Less", [p + "Abs", "one"], {"T": F}),
        node(p + "LogicalAnd", "LogicalAnd", [p + "Greater", p + "LessEqual"]),
        node(p + "LogicalAnd_1", "LogicalAnd", [p + "GreaterEqual", p + "Less"]),
        node(p + "LogicalAnd_2", "LogicalAnd", [p + "LogicalAnd", p + "LogicalAnd_1"]),
        node(p + "Select", "Select", [p + "LogicalAnd_2", p + "Minimum", p + "truediv"], {"T": F}),
        node(p + "Equal", "Equal", [p + "floordiv", "two"], {"T": I, "incompatible_shape_error": {"b": True}}),
        node(p + "Cast_2", "Cast", [p + "Equal"], {"SrcT": B, "DstT": F, "Truncate": {"b": False}}),
        node(p + "mul_1", "Mul", [p + "Select", p + "Cast_2"], {"T": F}),
        node(p + "Min", "Min", [p + "mul_1", p + "Min/reduction_indices"], {"T": F, "Tidx": I, "keep_dims": {"b": False}}),
        node(p + "Sum", "Sum", [p + "mul_1", p + "Sum/reduction_indices"], {"T": F, "Tidx": I, "keep_dims": {"b": False}}),
        node(p + "GatherNd", "GatherNd", [p + "mul_1", "gather_indices"], {"Tparams": F, "Tindices": I}),
        node(p + "stack", "Pack", [p + "Min", p + "Sum"], {"T": F, "N": {"i": "2"}, "axis": {"i": "0"}}),
        node(p + "unstack", "Unpack", [p + "stack"], {"T": F, "num": {"i": "2"}, "axis": {"i": "0"}}),
        node(p + "add_2", "AddV2", [p + "unstack", p + "unstack:1"], {"T": F}),
        node(p + "ExpandDims", "ExpandDims", [p + "add_2", p + "ExpandDims/dim"], {"T": F, "Tdim": I}),
        node(p + "Tile", "Tile", [p + "ExpandDims", "multiples"], {"T": F, "Tmultiples": I}),
        node(p + "Squeeze", "Squeeze", [p + "ExpandDims"], {"T": F, "squeeze_dims": ints(0)}),
        node(p + "StridedSlice", "StridedSlice", [p + "mul_1", "begin", "end", "strides"],
             {"T": F, "Index": I, "begin_mask": {"i": "0"}, "end_mask": {"i": "0"}, "ellipsis_mask": {"i": "0"},
              "new_axis_mask": {"i": "0"}, "shrink_axis_mask": {"i": "0"}}),
        node(p + "boxes", "Reshape", [p + "StridedSlice", "boxes_shape"], {"T": F, "Tshape": I}),
        node(p + "map/TensorArrayUnstack/TensorListFromTensor", "TensorListFromTensor", [p + "boxes", "box_shape"],
             {"element_dtype": F, "shape_type": I}),
        node(p + "map/TensorArrayV2", "TensorListReserve", ["window_shape", "num_boxes"], {"element_dtype": F, "shape_type": I}),
        node(p + "map/while", "StatelessWhile",
             [p + "map/while/loop_counter", "maximum_iterations", p + "map/Const", "step", "num_boxes", "box_shape",
              p + "map/TensorArrayV2", p + "map/TensorArrayUnstack/TensorListFromTensor"],
             {"T": {"list": {"type": ["DT_INT32"] * 6 + ["DT_VARIANT"] * 2}}, "body": {"func": {"name": "map_while_body"}},
              "cond": {"func": {"name": "map_while_cond"}}, "parallel_iterations": {"i": "10"},
              "output_shapes": {"list": {"shape": [{}] * 8}}, "_lower_using_switch_merge": {"b": False}}),
        node(p + "map/TensorArrayV2Stack/TensorListStack", "TensorListStack", [p + "map/while:6", "window_shape"],
             {"element_dtype": F, "num_elements": {"i": "-1"}}),
        node(p + "concat", "ConcatV2", [p + "TopKV2", p + "map/TensorArrayV2Stack/TensorListStack", p + "StridedSlice", "axis_one"],
             {"T": F, "Tidx": I, "N": {"i": "3"}}),
        node("Identity", "Identity", [p + "concat"], {"T": F}),
        node("Identity_1", "Identity", [p + "Tile"], {"T": F}),
        node("Identity_2", "Identity", [p + "Squeeze"], {"T": F}),
        node("Identity_3", "Identity", [p + "GatherNd"], {"T": F}),
    ]
    args = [("loop_counter", "DT_INT32"), ("maximum_iterations", "DT_INT32"), ("placeholder", "DT_INT32"),
            ("step", "DT_INT32"), ("num_boxes", "DT_INT32"), ("box_shape", "DT_INT32"),
            ("windows", "DT_VARIANT"), ("boxes", "DT_VARIANT")]
    sig = lambda name, outs: {"name": name, "inputArg": [{"name": a, "type": t} for a, t in args], "outputArg": outs}
    cond = {"signature": sig("map_while_cond", [{"name": "identity", "type": "DT_BOOL"}]),
            "nodeDef": [node("Less", "Less", ["loop_counter", "maximum_iterations"], {"T": I}),
                        node("Less_1", "Less", ["placeholder", "num_boxes"], {"T": I}),
                        node("LogicalAnd", "LogicalAnd", ["Less:z:0", "Less_1:z:0"])],
            "ret": {"identity": "LogicalAnd:z:0"}}
    body_consts = [w.const("map_while_body/concat/axis", "DT_INT32", []), w.const("map_while_body/split/split_dim", "DT_INT32", [])]
    body = {"signature": sig("map_while_body", [{"name": "out_" + a, "type": t} for a, t in args]),
            "nodeDef": body_consts + [
                node("add", "AddV2", ["placeholder", "step"], {"T": I}),
                node("add_1", "AddV2", ["loop_counter", "step"], {"T": I}),
                node("TensorListGetItem", "TensorListGetItem", ["boxes", "placeholder", "box_shape"], {"element_dtype": F}),
                node("unstack", "Unpack", ["TensorListGetItem:item:0"], {"T": F, "num": {"i": "2"}, "axis": {"i": "0"}}),
                node("Maximum", "Maximum", ["unstack:output:0", "unstack:output:1"], {"T": F}),
                node("Minimum", "Minimum", ["unstack:output:0", "unstack:output:1"], {"T": F}),
                node("concat", "ConcatV2", ["Maximum:z:0", "Minimum:z:0", "map_while_body/concat/axis:output:0"],
                     {"T": F, "Tidx": I, "N": {"i": "2"}}),
                node("split", "Split", ["map_while_body/split/split_dim:output:0", "concat:output:0"], {"T": F, "num_split": {"i": "2"}}),
                node("add_2", "AddV2", ["split:output:0", "split:output:1"], {"T": F}),
                node("TensorListSetItem", "TensorListSetItem", ["windows", "placeholder", "add_2:z:0"], {"element_dtype": F})],
            "ret": {"out_loop_counter": "add_1:z:0", "out_maximum_iterations": "maximum_iterations", "out_placeholder": "add:z:0",
                    "out_step": "step", "out_num_boxes": "num_boxes", "out_box_shape": "box_shape",
                    "out_windows": "TensorListSetItem:output_handle:0", "out_boxes": "boxes"}}
    third = (len(w.specs) + 2) // 3
    groups = [w.specs[:third], w.specs[third:2 * third], w.specs[2 * third:]]
    manifest = [{"paths": ["group1-shard1of3.bin", "group1-shard2of3.bin", "group1-shard3of3.bin"],
                 "weights": [s for g in groups for s in g]}]
    return {"format": "graph-model", "generatedBy": "2.7.0", "convertedBy": "TensorFlow.js Converter v3.7.0",
            "modelTopology": {"node": nodes, "library": {"function": [body, cond]}, "versions": {"producer": 716, "minConsumer": 12}},
            "weightsManifest": manifest, "tfcompatFeeds": feeds}

def blazeface_like():
    """A face detector's shape (BlazeFace, converted by 1.3.2): fused and depthwise
    convolutions, padding for the residual blocks, and a head that reshapes by the
    input's own batch (Shape, StridedSlice, Pack)."""
    w = Weights()
    feeds = {"input": feed("float32", [1, 8, 8, 3], [((5 * i) % 17) / 17 for i in range(192)]),
             "begin": feed("int32", [1], [0]), "end": feed("int32", [1], [1]), "strides": feed("int32", [1], [1]),
             "minus_one": feed("int32", [], [-1]), "axis": feed("int32", [], [1])}
    nodes = [ph(n, "DT_INT32" if f["dtype"] == "int32" else "DT_FLOAT", f["shape"]) for n, f in feeds.items()]
    nodes += [
        w.const("conv/weights", "DT_FLOAT", [3, 3, 3, 4]), w.const("conv/bias", "DT_FLOAT", [4]),
        w.const("depthwise/weights", "DT_FLOAT", [3, 3, 4, 1]), w.const("pad/paddings", "DT_INT32", [4, 2]),
        node("conv/Relu", "_FusedConv2D", ["input", "conv/weights", "conv/bias"], conv_attr([1, 2, 2, 1], "SAME", ["BiasAdd", "Relu"])),
        node("depthwise", "DepthwiseConv2dNative", ["conv/Relu", "depthwise/weights"], conv_attr([1, 1, 1, 1], "SAME")),
        node("MaxPool", "MaxPool", ["depthwise"], {"T": F, "ksize": ints(1, 2, 2, 1), "strides": ints(1, 2, 2, 1),
                                                    "padding": {"s": b64("VALID")}, "data_format": {"s": b64("NHWC")}}),
        node("pad", "Pad", ["MaxPool", "pad/paddings"], {"T": F, "Tpaddings": I}),
        node("add", "AddV2", ["pad", "pad"], {"T": F}),
        node("Relu", "Relu", ["add"], {"T": F}),
        node("Shape", "Shape", ["Relu"], {"T": F, "out_type": I}),
        node("strided_slice", "StridedSlice", ["Shape", "begin", "end", "strides"],
             {"T": I, "Index": I, "begin_mask": {"i": "0"}, "end_mask": {"i": "0"}, "ellipsis_mask": {"i": "0"},
              "new_axis_mask": {"i": "0"}, "shrink_axis_mask": {"i": "1"}}),
        node("Reshape/shape", "Pack", ["strided_slice", "minus_one"], {"T": I, "N": {"i": "2"}, "axis": {"i": "0"}}),
        node("Reshape", "Reshape", ["Relu", "Reshape/shape"], {"T": F, "Tshape": I}),
        node("concat", "ConcatV2", ["Reshape", "Reshape", "axis"], {"T": F, "Tidx": I, "N": {"i": "2"}}),
        node("Identity", "Identity", ["concat"], {"T": F}),
    ]
    return {"format": "graph-model", "generatedBy": "1.15.0", "convertedBy": "TensorFlow.js Converter v1.3.2",
            "modelTopology": {"node": nodes, "versions": {"producer": 134, "minConsumer": 12}},
            "weightsManifest": [{"paths": ["group1-shard1of1.bin"], "weights": w.specs}], "tfcompatFeeds": feeds}

def small_graph():
    """y = x w: three nodes, one weight (the converter's smallest integration model's shape)."""
    w = Weights()
    nodes = [ph("x", "DT_FLOAT", [-1, 2]), w.const("w", "DT_FLOAT", [2, 1]),
             node("y", "MatMul", ["x", "w"], {"transpose_a": {"b": False}, "transpose_b": {"b": False}, "T": F})]
    return {"format": "graph-model", "generatedBy": "2.1.0", "convertedBy": "TensorFlow.js Converter v1.7.4r1",
            "userDefinedMetadata": {"signature": {"inputs": {"x": {"name": "x:0", "dtype": "DT_FLOAT"}}}},
            "modelTopology": {"node": nodes, "versions": {"producer": 175}},
            "weightsManifest": [{"paths": ["weights.bin"], "weights": w.specs}]}

def small_layers():
    """A Keras Sequential of Embedding and GRU as tfjs-layers saves it: layer classes
    with their initializers' classes nested in each config."""
    init = lambda cls, **cfg: {"class_name": cls, "config": cfg}
    layers = [
        {"class_name": "Embedding", "config": {"name": "embedding", "trainable": True, "batch_input_shape": [None, 4],
                                                "dtype": "float32", "input_dim": 10, "output_dim": 3, "mask_zero": False,
                                                "embeddings_initializer": init("RandomUniform", minval=-0.05, maxval=0.05, seed=None),
                                                "input_length": 4}},
        {"class_name": "GRU", "config": {"name": "gru", "trainable": True, "units": 2, "activation": "tanh",
                                          "recurrent_activation": "hard_sigmoid", "use_bias": True, "return_sequences": False,
                                          "kernel_initializer": init("VarianceScaling", scale=1, mode="fan_avg",
                                                                     distribution="uniform", seed=None),
                                          "recurrent_initializer": init("Orthogonal", gain=1, seed=None),
                                          "bias_initializer": init("Zeros"), "implementation": 1, "reset_after": False}},
    ]
    weights = [{"name": "embedding/embeddings", "shape": [10, 3], "dtype": "float32"},
               {"name": "gru/kernel", "shape": [3, 6], "dtype": "float32"},
               {"name": "gru/recurrent_kernel", "shape": [2, 6], "dtype": "float32"},
               {"name": "gru/bias", "shape": [6], "dtype": "float32"}]
    return {"modelTopology": {"class_name": "Sequential", "config": {"name": "sequential", "layers": layers},
                              "keras_version": "tfjs-layers 0.0.0", "backend": "tensor_flow.js"},
            "weightsManifest": [{"paths": ["weights.bin"], "weights": weights}],
            "format": "layers-model", "generatedBy": "TensorFlow.js tfjs-layers v0.0.0", "convertedBy": None}

def text(d): return json.dumps(d, indent=1) + "\n"

def files():
    movenet = text(movenet_like())
    small, layers = text(small_graph()), text(small_layers())
    return {"tests/corpus/tfjs/movenet_like_model.json": movenet,
            "tests/corpus/tfjs/blazeface_like_model.json": text(blazeface_like()),
            "tests/corpus/tfjs/small_graph_model.json": small,
            "tests/corpus/tfjs/small_layers_model.json": layers,
            "tests/fuzz/corpus/tfjs/small_graph_model.json": small,
            "tests/fuzz/corpus/tfjs/small_layers_model.json": layers,
            # a truncated file: the reader's TFC_E_TRUNCATED path, deep inside a real-sized graph
            "tests/fuzz/corpus/tfjs/movenet_like_truncated.json": movenet[:len(movenet) * 2 // 3]}

def main(argv):
    check = "--check" in argv
    rest = [a for a in argv if a != "--check"]
    root = rest[0] if rest else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    stale = 0
    for rel, body in files().items():
        path = os.path.join(root, rel)
        if check:
            with open(path, encoding="utf-8") as f:
                if f.read() != body:
                    print(f"{rel}: differs from what make_corpus_models.py writes (rerun it)")
                    stale += 1
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(body)
    if check: print(f"{len(files())} files checked, {stale} stale")
    return 1 if stale else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
