/*
 * reason_texts.h - what a finding of each reason means and what to do about
 * it: X(NAME, "description", "help"), one row per row of TFC_REASON_TABLE
 * (tfcompat/verdict.h), read by tfc_verdict_reason_description and
 * tfc_verdict_reason_help. Kept apart from the public table so that the
 * table's form (three columns) never changes for the code that expands it.
 * test_verdict fails when a reason has no text here.
 */
#ifndef TFC_REASON_TEXTS_H
#define TFC_REASON_TEXTS_H

#define TFC__REASON_TEXTS(X) \
    X(TFC_REASON_NONE, \
      "No finding.", \
      "Nothing to do.") \
    X(TFC_REASON_INVALID_CONSUMER, \
      "The consumer version asked for is not a valid version number.", \
      "Give a consumer version of 0 or more, or a release the registry lists.") \
    X(TFC_REASON_PRODUCER_TOO_OLD, \
      "The data was produced by a version older than the oldest one the consumer still reads.", \
      "Re-export the model with a newer TensorFlow, or check it against an older consumer.") \
    X(TFC_REASON_CONSUMER_TOO_OLD, \
      "The data needs a consumer newer than this one (its min_consumer is above the consumer's version).", \
      "Load it with a newer TensorFlow release, or re-export it with the older release it must run on.") \
    X(TFC_REASON_BAD_CONSUMER, \
      "The data lists this consumer version among the ones it must not be loaded by (bad_consumers).", \
      "Load it with a release whose version the data does not exclude.") \
    X(TFC_REASON_FORWARD_COMPAT_WINDOW, \
      "The data was produced by a version newer than the consumer; it loads only while the forward-compatibility window covers it.", \
      "Prefer a consumer at least as new as the producer, or pin the producer to the consumer's release.") \
    X(TFC_REASON_OP_REMOVED, \
      "The graph uses an op that the consumer's release no longer provides.", \
      "Replace the op before export, or load the model with a release that still has it.") \
    X(TFC_REASON_OP_DEPRECATED, \
      "The graph uses an op that is deprecated at the graph's version in the consumer's release.", \
      "Rebuild the graph without the deprecated op, or produce it at an older GraphDef version.") \
    X(TFC_REASON_VERSION_UNKNOWN, \
      "The answer depends on a version that is only known within bounds, so it cannot be decided.", \
      "Pin the consumer to an exact release, or give a registry that records its versions.") \
    X(TFC_REASON_CHECKPOINT_REJECTED, \
      "The consumer cannot read this checkpoint's format version.", \
      "Write the checkpoint with a release the consumer reads, or load it with a newer release.") \
    X(TFC_REASON_OP_NOT_REGISTERED, \
      "The graph uses an op that the consumer's release does not register.", \
      "Load the model with a release that has the op, or export it without the op (or with the library that registers it).") \
    X(TFC_REASON_ATTR_NOT_IN_OP, \
      "A node sets an attribute that the consumer's definition of its op does not have.", \
      "Export with a release whose op definition matches the consumer's, or strip default-valued attributes at export.") \
    X(TFC_REASON_OP_UNKNOWN, \
      "The graph uses an op that tfcompat's registry does not know, so it cannot say whether the consumer has it.", \
      "Check that the consumer loads the library that defines the op.") \
    X(TFC_REASON_OP_NOT_IN_CORE, \
      "The graph uses an op that is not in TensorFlow's core op set; it loads only where its library is loaded.", \
      "Make sure the consumer loads the op's library (for example tensorflow_text).") \
    X(TFC_REASON_ATTR_STRIPPED_BY_LOADER, \
      "The consumer's loader removes an attribute of this node that it does not know, and uses its default.", \
      "Check that the model does not depend on the attribute's non-default value.") \
    X(TFC_REASON_POLICY_INTERVAL_CHANGED_IN_PATCH, \
      "A registry entry changes a release's accepted version interval within a patch release.", \
      "Check the registry file: a patch release should accept the same versions as its minor release.") \
    X(TFC_REASON_POLICY_INTERVAL_SHRANK, \
      "A registry entry accepts fewer versions than the release before it.", \
      "Check the registry file: a newer release should not read less than an older one.") \
    X(TFC_REASON_POLICY_LOWER_BOUND_RAISED_IN_MINOR, \
      "A registry entry raises the oldest accepted version in a minor release.", \
      "Check the registry file: only a major release should drop support for old versions.") \
    X(TFC_REASON_POLICY_DEPRECATION_WINDOW, \
      "A registry entry drops a version sooner than the deprecation window allows.", \
      "Check the registry file against the consumer's deprecation policy.") \
    X(TFC_REASON_POLICY_KNOWN_DEVIATION, \
      "A registry entry deviates from the version policy in a way the consumer is known to have shipped.", \
      "Nothing to fix: the deviation is recorded so that answers for this release match the real consumer.") \
    X(TFC_REASON_CONTAINER_TOO_NEW, \
      "The consumer's release cannot read this kind of container (it predates the format).", \
      "Load it with a release that reads the container, or export the model in a format the release reads.") \
    X(TFC_REASON_UNSUPPORTED_OP_VERSION, \
      "The model uses an op version that the TFLite runtime does not provide.", \
      "Convert the model with a converter that targets the runtime, or update the runtime.") \
    X(TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE, \
      "The model uses a builtin operator code that the TFLite runtime does not know.", \
      "Update the runtime, or convert the model with an older converter.") \
    X(TFC_REASON_UNRESOLVED_CUSTOM_OP, \
      "The model uses a custom op that the TFLite runtime's op resolver does not register.", \
      "Register the custom op with the interpreter's resolver, or convert the model without it.") \
    X(TFC_REASON_BAD_SCHEMA_VERSION, \
      "The model's TFLite schema version is not one the runtime reads.", \
      "Convert the model with a converter whose schema version the runtime reads.") \
    X(TFC_REASON_BAD_FILE_IDENTIFIER, \
      "The file does not carry the TFLite file identifier (TFL3).", \
      "Check that the file is a TFLite flatbuffer and was not truncated or re-encoded.") \
    X(TFC_REASON_BAD_INDEX, \
      "An index inside the model (tensor, buffer, operator code) points outside its table.", \
      "Regenerate the model: the runtime refuses a model with an index out of range.") \
    X(TFC_REASON_DELEGATE_UNSUPPORTED, \
      "The delegate does not support this op or op version, so it runs on the CPU or not at all.", \
      "Check the delegate's op coverage, or accept the CPU fallback.") \
    X(TFC_REASON_VERSION_MISMATCH, \
      "The op version stored in the model differs from the one the converter would assign.", \
      "Reconvert the model so that stored versions match what the runtime expects.") \
    X(TFC_REASON_STALE_MIN_RUNTIME, \
      "The model's min_runtime_version metadata is older than what its ops need.", \
      "Reconvert the model, or do not rely on its min_runtime_version metadata.") \
    X(TFC_REASON_UNMAPPED_OP, \
      "An op has no known first runtime release, so the model's minimum runtime cannot be computed.", \
      "Check the op against the runtime's release notes.") \
    X(TFC_REASON_BAD_QUANTIZATION, \
      "A tensor's quantization parameters are not valid for the runtime.", \
      "Reconvert the model with valid quantization parameters.") \
    X(TFC_REASON_BAD_TENSOR, \
      "A tensor's shape, type or buffer is not valid for the runtime.", \
      "Regenerate the model: the runtime refuses a malformed tensor.") \
    X(TFC_REASON_DEFERRED_CUSTOM_OP, \
      "The model uses a custom op whose resolution happens only when the interpreter is built.", \
      "Make sure the application registers the custom op before building the interpreter.") \
    X(TFC_REASON_UNSUPPORTED_VARIABLE_TENSOR, \
      "The model uses variable tensors, which the TFLite runtime does not support.", \
      "Convert the model without resource variables, or update the runtime.") \
    X(TFC_REASON_UNSUPPORTED_TENSOR_TYPE, \
      "A tensor has a type that the TFLite runtime does not support.", \
      "Convert the model with types the runtime supports, or update the runtime.") \
    X(TFC_REASON_KIND_NOT_LOADED, \
      "The target has no side that loads this kind of model (a TFLite runtime cannot load a SavedModel, for example).", \
      "Check the model against a target that loads its kind.") \
    X(TFC_REASON_RELEASE_INTERPRETER, \
      "A TensorFlow release answers for a TFLite model through its tf.lite.Interpreter.", \
      "Nothing to fix: the finding names the interpreter that answered.") \
    X(TFC_REASON_TFJS_UNKNOWN_OP, \
      "The TensorFlow.js release maps no such op: the model fails at its first run with \"Unknown op\".", \
      "Use a TensorFlow.js release that maps the op (tfcompat releases model.json), or register it with tf.registerOp().") \
    X(TFC_REASON_TFJS_UNSUPPORTED_OP, \
      "tensorflowjs_converter of this release has no such op in its op list: it stops with \"Unsupported Ops\".", \
      "Convert with a newer tensorflowjs_converter, or replace the op before converting.") \
    X(TFC_REASON_TFJS_LIST_UNKNOWN, \
      "The op list of this TensorFlow.js release could not be read, so the answer is not known.", \
      "Check against a release whose op list is known (data/tfjs_releases.csv).") \
    X(TFC_REASON_TFJS_LAYERS_MODEL, \
      "A TensorFlow.js layers model whose answer is not known: the layer classes the release registers are not in data/tfjs_layers.csv, or the side is the converter.", \
      "Check against a release whose layer classes are known, or load it in the release to see.") \
    X(TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, \
      "The TensorFlow.js release's weight loader cannot decode a weight of the manifest (its dtype or quantization).", \
      "Use a TensorFlow.js release that decodes it (tfcompat releases model.json), or convert without that quantization.") \
    X(TFC_REASON_TFJS_WEIGHTS_UNKNOWN, \
      "Which weight dtypes and quantizations this TensorFlow.js release loads could not be read, so the answer is not known.", \
      "Check against a release whose weight loader is known (data/tfjs_weight_support.csv).") \
    X(TFC_REASON_TFJS_NO_SIGNATURE, \
      "tensorflowjs_converter freezes the signature serving_default of the SavedModel's meta graph tagged 'serve': the model has no such meta graph or signature, so the converter stops.", \
      "Export the model with a serving_default signature (or convert with --signature_name and --saved_model_tags naming one it has).") \
    X(TFC_REASON_TFJS_OUTPUTS_UNKNOWN, \
      "Which nodes this tensorflowjs_converter validates depends on output node names that are not known (a converter before 1.1.0 takes --output_node_names, and the model has no serving_default signature; or the model's bytes are no longer at hand).", \
      "Check the SavedModel by its path, or give it a serving_default signature.") \
    X(TFC_REASON_TFJS_UNKNOWN_LAYER, \
      "The TensorFlow.js release's tfjs-layers registers no layer class of this name: loading stops with \"Unknown layer\".", \
      "Use a TensorFlow.js release that registers it (tfcompat releases model.json), or register a custom layer with tf.serialization.registerClass().") \
    X(TFC_REASON_TFJS_RUNTIME_FAULT, \
      "The TensorFlow.js release has a known runtime fault (data/tfjs_runtime_faults.csv) that an op of the model exposes: the run may fail with the error the message quotes, depending on values the tool does not read. A warning: the outcome stays accepted.", \
      "Use a TensorFlow.js release without the fault (the message names the first), or check that the model's values avoid it.")

#endif
