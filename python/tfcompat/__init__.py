"""tfcompat - libtfcompat from Python, over ctypes (standard library only).

Can this consumer load this model?

    import tfcompat
    verdict = tfcompat.check("export/1", consumer=11, tf_version="1.0.0")
    print(verdict["accepted"], verdict["findings"][0]["message"])

Every answer is a plain Python value (dict, list, str, int, bool, None),
exactly the JSON object of the `tfcompat` command (docs/CLI.md), so a script
can move between the two. A verdict is a value: "the consumer rejects it" is a
dict with "accepted": False, never an exception. Failing to read an input
(missing, hostile, truncated, wrong kind) raises TFCompatError, which carries
the library's status code as a number and a name (TFC_E_*) and its message.

The library is loaded at the first call, not at import, from
$TFCOMPAT_LIBRARY (the path of libtfcompat.so) when it is set; else the copy
a wheel built by `pip install ./python` carries (tfcompat/libtfcompat.so.2);
else the library directory recorded at install (tfcompat/_libpath.py, by
`cmake --install` or pip); else through ctypes.util.find_library("tfcompat")
and the SONAME libtfcompat.so.2 (the dynamic linker's path).

Functions: version(), inspect(), check(), releases(), tflite_check(),
tflite_min_runtime(), walk(), scan(), summarize(); tfcompat.dask spreads
scan() over a Dask cluster. Each module-level function uses one shared Library
object; create Library(path) yourself to use a particular build.

The package is a thin caller of the library's check layer
(tfcompat/check.h): every rule, every merge of meta graphs and checkpoint,
every release parse and "does any release load it?" is answered in C, the
same code the command runs, so the same model and consumer get the same
answer from both.

Paths and strings. A path argument is a str, bytes or os.PathLike; it is
passed to the library as os.fsencode(path), so any file name works, also one
that is not valid UTF-8. A path in an answer (a record's "path", walk()'s
paths, TFCompatError.path) is os.fsdecode() of the bytes the library used:
bytes that are not UTF-8 are lone surrogates (U+DC80..U+DCFF, PEP 383
"surrogateescape"), so os.fsencode(record["path"]) names the very file that
was read, and b"\\xff.pb" and "\\u00ff.pb" stay two different names. The
command's JSON writes such a byte as the same escape ("\\udcff"), so
json.loads() of its output gives the same str. Other strings from the library
(messages, op names) are decoded from UTF-8 the same way. A path or string
holding a NUL character raises ValueError; an argument of the wrong type
raises TypeError; an integer outside the 32-bit range the library takes
raises OverflowError.
"""
import collections
import concurrent.futures
import os
import queue
import threading
from typing import Any, Dict, Iterable, List, Optional, Sequence, Union

from . import _native as N
from ._native import ABI_VERSION, ENV_VAR, TFCompatError  # noqa: F401 - the package's names

PathLike = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]
#: A scan record: the keys of `tfcompat scan --format ndjson` (docs/CLI.md).
Record = Dict[str, Any]

__all__ = ["Library", "TFCompatError", "version", "inspect", "check", "releases",
           "tflite_check", "tflite_min_runtime", "walk", "scan", "summarize", "Walked", "release_normalize",
           "ENV_VAR", "ABI_VERSION"]

#: The package version; the library's own is version()["package"].
__version__ = "1.0.0"

_text, _display = N.text, N.display
#: Reason codes the summary lists (as `tfcompat scan` does).
SUMMARY_REASONS = 5
#: Most threads scan() runs (as `tfcompat scan --jobs`).
MAX_JOBS = 256


class Library:
    """One loaded libtfcompat (tfcompat._native.Native). Thread-safe: every
    call is independent."""

    def __init__(self, path=None):
        self._lib = N.Native(path)
        self.path = self._lib.path
        self.has_registry = self.has_scan = True

    def _open_tflite(self, path):
        """Opens a TFLite model as `tfcompat tflite` does: its kind required,
        any file identifier (a wrong one is a finding of check). Returns the
        artifact (free it); tfc_artifact_tflite borrows the model from it."""
        opts = self._lib.artifact_options(N.TFC_KIND_TFLITE, tflite_flags=N.TFC_TFLITE_ANY_IDENTIFIER)
        return self._lib.tfc_artifact_open(path, opts, path=path)

    # ---- versions -------------------------------------------------------

    def version(self) -> Dict[str, Any]:
        lib = self._lib
        return {"package": _text(lib.tfc_version_string()), "number": lib.tfc_version_number(),
                "abi": lib.tfc_abi_version(), "ruleset": lib.tfc_ruleset_version(),
                "opver_api": lib.tfc_opver_api_version(), "has_registry": self.has_registry}

    # ---- releases by the one grammar ------------------------------------

    def release_normalize(self, spelling: str) -> str:
        return _text(self._lib.release_normalize(N.str_arg(spelling, "spelling", optional=False)))

    # ---- inspect --------------------------------------------------------

    def _versions(self, vd):
        lib = self._lib
        return {"producer": lib.tfc_versiondef_producer(vd),
                "min_consumer": lib.tfc_versiondef_min_consumer(vd),
                "bad_consumers": [lib.tfc_versiondef_bad_consumer(vd, i)
                                  for i in range(lib.tfc_versiondef_bad_consumer_count(vd))]}

    def _names(self, g, which):
        lib = self._lib
        return [_text(lib.tfc_meta_graph_name(g, which, i)) for i in range(lib.tfc_meta_graph_name_count(g, which))]

    def _meta_graph(self, g, graph_only):
        lib, d = self._lib, {}
        if not graph_only:
            d["tags"] = [_text(lib.tfc_meta_graph_tag(g, i)) for i in range(lib.tfc_meta_graph_tag_count(g))]
            d["tensorflow_version"] = _text(lib.tfc_meta_graph_tensorflow_version(g))
            d["tensorflow_git_version"] = _text(lib.tfc_meta_graph_tensorflow_git_version(g))
            d["stripped_default_attrs"] = bool(lib.tfc_meta_graph_stripped_default_attrs(g))
            d["meta_graph_version"] = _text(lib.tfc_meta_graph_meta_graph_version(g))
        d["has_versions"] = bool(lib.tfc_meta_graph_has_versions(g))
        d["versions"] = self._versions(lib.tfc_meta_graph_versions(g))
        d["graph_def_deprecated_version"] = lib.tfc_meta_graph_graph_def_deprecated_version(g)
        d["node_count"] = lib.tfc_meta_graph_node_count(g)
        d["function_count"] = lib.tfc_meta_graph_function_count(g)
        d["function_names"] = self._names(g, N.TFC_NAMES_FUNCTIONS)
        d["ops_in_graph"] = self._names(g, N.TFC_NAMES_OPS_IN_GRAPH)
        d["ops_in_functions"] = self._names(g, N.TFC_NAMES_OPS_IN_FUNCTIONS)
        if not graph_only:
            d["stripped_op_list_ops"] = self._names(g, N.TFC_NAMES_STRIPPED_OPS)
        return d

    def _model(self, m):
        lib = self._lib
        kind = lib.tfc_model_kind(m)
        d = {"kind": _text(lib.tfc_container_kind_name(kind))}
        if kind == N.TFC_KIND_GRAPH_DEF:
            d.update(self._meta_graph(lib.tfc_model_meta_graph(m, 0), True))
            return d
        d["schema_version"] = lib.tfc_model_schema_version(m) if kind == N.TFC_KIND_SAVED_MODEL else None
        d["meta_graphs"] = [self._meta_graph(lib.tfc_model_meta_graph(m, i), False)
                            for i in range(lib.tfc_model_meta_graph_count(m))]
        return d

    def _checkpoint(self, c):
        lib = self._lib
        endianness = lib.tfc_checkpoint_endianness(c)
        d = {"kind": "checkpoint_index", "num_shards": lib.tfc_checkpoint_num_shards(c),
             "endianness": endianness, "endianness_name": _text(lib.tfc_checkpoint_endianness_name(endianness)),
             "has_version": bool(lib.tfc_checkpoint_has_version(c)),
             "versions": {"producer": lib.tfc_checkpoint_producer(c),
                          "min_consumer": lib.tfc_checkpoint_min_consumer(c),
                          "bad_consumers": [lib.tfc_checkpoint_bad_consumer_at(c, i)
                                            for i in range(lib.tfc_checkpoint_bad_consumer_count(c))]}}
        reader = {"consumer": lib.tfc_checkpoint_bundle_version(),
                  "min_producer": lib.tfc_checkpoint_bundle_min_producer(), "accepted": None, "reason": None}
        v = lib.tfc_checkpoint_check_versions(c, b"(any)")
        try:
            reader["accepted"] = bool(lib.tfc_verdict_accepted(v))
            first = lib.tfc_verdict_first_finding(v)
            if first >= 0:
                reader["reason"] = _text(lib.tfc_verdict_reason_name(lib.tfc_verdict_finding_reason(v, first))).lower()
        finally:
            lib.tfc_verdict_free(v)
        d["tf_bundle_reader"] = reader
        n = lib.tfc_checkpoint_entry_count(c)
        d["entry_count"] = n
        entries = []
        for i in range(n):
            rank = lib.tfc_checkpoint_entry_rank(c, i)
            entries.append({
                "name": _text(lib.tfc_checkpoint_entry_name(c, i)),
                "dtype": lib.tfc_checkpoint_entry_dtype(c, i),
                "dtype_name": _text(lib.tfc_checkpoint_entry_dtype_name(c, i)),
                "shape": None if rank < 0 else [lib.tfc_checkpoint_entry_dim(c, i, k) for k in range(rank)],
                "shard_id": lib.tfc_checkpoint_entry_shard_id(c, i),
                "offset": lib.tfc_checkpoint_entry_offset(c, i),
                "size": lib.tfc_checkpoint_entry_size(c, i),
                "crc32c": lib.tfc_checkpoint_entry_crc32c(c, i),
                "slice_count": lib.tfc_checkpoint_entry_slice_count(c, i)})
        d["entries"] = entries
        d["crc_ok"] = bool(lib.tfc_checkpoint_crc_ok(c))
        mask = lib.tfc_checkpoint_compression_types(c)
        d["compression_types_seen"] = [t for t in range(32) if mask & (1 << t)]
        d["table"] = {"data_blocks": lib.tfc_checkpoint_data_blocks(c),
                      "index_entries": lib.tfc_checkpoint_index_entries(c),
                      "metaindex_entries": lib.tfc_checkpoint_metaindex_entries(c)}
        return d

    def _tflite_operators(self, m, sg, n_ops):
        lib, ops = self._lib, []
        for op in range(n_ops):
            oi = lib.tfc_tflite_model_operator(m, sg, op)
            d = {"opcode_index": oi.opcode_index}
            for which, key, count in ((0, "input_types", oi.input_count), (1, "output_types", oi.output_count)):
                types = []
                for k in range(count):
                    t = lib.tfc_tflite_model_operator_io(m, sg, op, which, k)
                    try:
                        ti = lib.tfc_tflite_model_tensor(m, sg, t) if t >= 0 else None
                    except TFCompatError:  # an index check reports it
                        ti = None
                    # None: an optional input omitted, or a bad index
                    types.append(None if ti is None else _text(lib.tfc_tflite_tensor_type_name(ti.type)) or None)
                d[key] = types
            ops.append(d)
        return ops

    def _tflite(self, m, operators):
        lib = self._lib
        vers = lib.tfc_op_versions_compute(m)
        try:
            codes = []
            for i in range(lib.tfc_tflite_model_operator_code_count(m)):
                oc = lib.tfc_tflite_model_opcode(m, i)
                computed = lib.tfc_op_versions_get(vers, i)[0]
                codes.append({"index": i, "builtin_code": oc.builtin_code,
                              "builtin_name": _text(oc.builtin_name) or None,
                              "deprecated_builtin_code": oc.deprecated_builtin_code,
                              "raw_builtin_code": oc.raw_builtin_code, "custom_code": _text(oc.custom_code),
                              "version": oc.version, "builtin_code_field_present": bool(oc.builtin_code_present),
                              "version_field_present": bool(oc.version_present),
                              "computed_version": computed if computed > 0 else None})
        finally:
            lib.tfc_op_versions_free(vers)
        metadata = []
        for i in range(lib.tfc_tflite_model_metadata_count(m)):
            name, buf, size = lib.tfc_tflite_model_metadata(m, i)
            metadata.append({"name": _text(name), "buffer": buf, "size": size if size >= 0 else None})
        subgraphs = []
        for s in range(lib.tfc_tflite_model_subgraph_count(m)):
            si = lib.tfc_tflite_model_subgraph(m, s)
            sd = {"name": _text(si.name), "tensor_count": si.tensor_count, "operator_count": si.operator_count}
            if operators:
                sd["operators"] = self._tflite_operators(m, s, si.operator_count)
            subgraphs.append(sd)
        return {"kind": "tflite", "file_identifier": _text(lib.tfc_tflite_model_file_identifier(m)),
                "schema_version": lib.tfc_tflite_model_schema_version(m),
                "description": _text(lib.tfc_tflite_model_description(m)), "operator_codes": codes,
                "metadata": metadata, "metadata_names": [e["name"] for e in metadata],
                "min_runtime_version": _text(lib.tfc_tflite_model_min_runtime_version(m)),
                "signature_def_count": lib.tfc_tflite_model_signature_def_count(m),
                "buffer_count": lib.tfc_tflite_model_buffer_count(m),
                "subgraph_count": lib.tfc_tflite_model_subgraph_count(m),
                "operator_count": lib.tfc_tflite_model_operator_count(m), "subgraphs": subgraphs}

    _INSPECT_KINDS = {None: (N.TFC_KIND_UNKNOWN, 0), "checkpoint_index": (N.TFC_KIND_CHECKPOINT_INDEX, 0),
                      "tflite": (N.TFC_KIND_TFLITE, 0), "version_def": (N.TFC_KIND_VERSION_DEF, 0),
                      "model": (N.TFC_KIND_UNKNOWN, N.MODEL_KINDS)}

    def _wrong_kind(self, message, p):
        return TFCompatError(N.TFC_E_WRONG_KIND, _text(self._lib.tfc_status_name(N.TFC_E_WRONG_KIND)), message,
                             None, _display(p))

    def inspect(self, path: PathLike, operators: bool = False, kind: Optional[str] = None) -> Dict[str, Any]:
        lib = self._lib
        p = N.path_arg(path)
        if kind is not None and not isinstance(kind, str):
            raise TypeError("kind must be a str or None, not %s" % type(kind).__name__)
        if kind not in self._INSPECT_KINDS:
            raise ValueError("kind must be one of %s" % ", ".join(k for k in self._INSPECT_KINDS if k))
        # "model": a GraphDef, MetaGraphDef or SavedModel; only those are read
        a = lib.tfc_artifact_open(p, lib.artifact_options(*self._INSPECT_KINDS[kind]), path=p)
        try:
            found = lib.tfc_artifact_kind(a)
            if found == N.TFC_KIND_VERSION_DEF:
                return {"kind": "version_def", "versions": self._versions(lib.tfc_artifact_versiondef(a))}
            if found == N.TFC_KIND_CHECKPOINT_INDEX:
                return self._checkpoint(lib.tfc_artifact_checkpoint(a))
            if found == N.TFC_KIND_TFLITE:
                return self._tflite(lib.tfc_artifact_tflite(a), operators)
            m = lib.tfc_artifact_model(a)
            if not m:
                raise self._wrong_kind("not a GraphDef, MetaGraphDef or SavedModel", p)
            model = self._model(m)
            if not lib.tfc_artifact_is_directory(a):
                return model
            # the directory's variables/variables.index: absent is None, unreadable raises
            lib.tfc_artifact_checkpoint_status(a, path=lib.tfc_artifact_checkpoint_path(a))
            c = lib.tfc_artifact_checkpoint(a)
            checkpoint = self._checkpoint(c) if c else None
            return {"kind": "saved_model_dir", "saved_model": model, "checkpoint": checkpoint}
        finally:
            lib.tfc_artifact_free(a)

    # ---- the check layer: targets, one verdict, every release ---------------

    def _target(self, registry=None, spec=None, spec_name="tf", runtime=None, resolver=None,
                resolver_text=None, consumer=None, min_producer=None, scheme=None, tf_version=None):
        """A check-layer target built as the command builds it (src/cli/
        target.c): every argument is checked here for its type, every value
        by the library. Returns a _Target (close it, or use `with`)."""
        spec_b = N.str_arg(spec, spec_name)
        runtime_b = N.str_arg(runtime, "runtime")
        scheme_b = N.str_arg(scheme, "scheme")
        tf_version_b = N.str_arg(tf_version, "tf_version")
        resolver_b = None if resolver is None else N.path_arg(resolver, "resolver")
        text_b = None if resolver_text is None else N.bytes_arg(resolver_text, "resolver_text")
        if consumer is not None:
            consumer = N.int_arg(consumer, "consumer")
            min_producer = 0 if min_producer is None else N.int_arg(min_producer, "min_producer")
        lib = self._lib
        t = _Target(self, registry)
        try:
            if consumer is not None:
                h = t._adopt("tfc_target_free", lib.tfc_target_new_consumer(
                    t.registry, scheme_b, consumer, min_producer, tf_version_b or b"unknown"))
            else:
                h = t._adopt("tfc_target_free", lib.tfc_target_new(t.registry))
                if spec_b is not None:
                    lib.tfc_target_add(h, spec_b)
                    if tf_version_b is not None:
                        lib.tfc_target_set_tf_version(h, tf_version_b)
                if runtime_b is not None:
                    # the library's one reading of --runtime: a release, or a
                    # runtime profile NAME@VERSION (a product is refused)
                    lib.tfc_target_add_runtime(h, runtime_b)
            t.handle = h
            # the resolver after the target, as the command (src/cli/target.c):
            # freed first, and tfc_target_free does not touch the one it borrows
            if resolver_b is not None:
                r = t._adopt("tfc_resolver_free", lib.tfc_resolver_open(resolver_b, None, path=resolver_b))
                lib.tfc_target_set_resolver(h, r, resolver_b)
            elif text_b is not None:
                r = t._adopt("tfc_resolver_free", lib.tfc_resolver_parse(text_b, len(text_b), None))
                lib.tfc_target_set_resolver(h, r, b"(resolver text)")
            return t
        except BaseException:
            t.close()
            raise

    def _findings(self, v):
        """A verdict's findings as the command's check --json writes them
        (src/cli/verdict_out.c)."""
        lib, out = self._lib, []
        for i in range(lib.tfc_verdict_finding_count(v)):
            f = {"code": _text(lib.tfc_verdict_reason_name(lib.tfc_verdict_finding_reason(v, i))),
                 "severity": _severity_name(lib, lib.tfc_verdict_finding_severity(v, i)),
                 "message": _text(lib.tfc_verdict_finding_message(v, i))}
            subject, where = lib.tfc_verdict_finding_subject(v, i), lib.tfc_verdict_finding_where(v, i)
            if subject:
                f["subject"] = _text(subject)
            if where:
                f["where"] = _text(where)
                if where.startswith(b"meta_graph "):  # the 0.x member, from the part's name
                    f["meta_graph"] = int(where[len(b"meta_graph "):])
            out.append(f)
        return out

    def check(self, path: PathLike, consumer: Optional[int] = None, min_producer: Optional[int] = None,
              tf_version: Optional[str] = None, tf: Optional[str] = None, *, runtime: Optional[str] = None,
              target: Optional[str] = None, scheme: Optional[str] = None, registry: Optional[PathLike] = None,
              resolver: Optional[PathLike] = None, resolver_text: Optional[Union[str, bytes]] = None
              ) -> Dict[str, Any]:
        lib = self._lib
        p = N.path_arg(path)
        if tf is not None and target is not None:
            raise TypeError("check() takes one of tf= and target=, not both")
        tflite_side = [n for n, x in (("runtime", runtime), ("resolver", resolver), ("resolver_text", resolver_text))
                       if x is not None]
        if len(tflite_side) > 1:
            raise TypeError("check() takes one of runtime=, resolver= and resolver_text=, not %s"
                            % " and ".join(x + "=" for x in tflite_side))
        side = tf if tf is not None else target
        if consumer is not None:
            if side is not None or tflite_side:
                raise TypeError("check(): consumer= names the consumer alone; leave out tf=, target=, runtime=, "
                                "resolver= and resolver_text=")
            consumer = N.int_arg(consumer, "consumer")
            min_producer = 0 if min_producer is None else N.int_arg(min_producer, "min_producer")
        else:
            if side is None and not tflite_side:
                raise TypeError("check() needs a consumer: consumer=N, tf=RELEASE or target=SPEC (with runtime=, "
                                "resolver= or resolver_text= for TFLite models)")
            if min_producer is not None or scheme is not None:
                raise TypeError("check(): min_producer= and scheme= go with consumer=")
            if tf_version is not None and side is None:
                raise TypeError("check(): tf_version= names the TensorFlow version of tf=, target= or consumer=")
        with self._target(registry, side, "tf" if tf is not None else "target", runtime, resolver, resolver_text,
                          consumer, min_producer, scheme, tf_version) as t:
            a = lib.tfc_check_open(p, None, path=p)
            try:
                tflite = lib.tfc_artifact_kind(a) == N.TFC_KIND_TFLITE
                # a kind the target has no side for is the check layer's
                # verdict (KIND_NOT_LOADED), not an exception
                v = lib.tfc_check(a, t.handle, None, path=p)
                try:
                    return self._check_answer(p, a, t.handle, v, tflite, consumer, min_producer, scheme)
                finally:
                    lib.tfc_verdict_free(v)
            finally:
                lib.tfc_artifact_free(a)

    def _check_answer(self, p, a, t, v, tflite, consumer, min_producer, scheme):
        """The object of `tfcompat check --json` (src/cli/check.c)."""
        lib = self._lib
        outcome = lib.tfc_verdict_outcome(v)
        d = {"path": _display(p), "target": _text(lib.tfc_target_name(t)),
             "accepted": outcome == N.TFC_OUTCOME_ACCEPTED}  # type: Dict[str, Any]
        ci = lib.tfc_target_consumer(t)
        if tflite:
            d["runtime"] = _text(lib.tfc_target_runtime(t))
        elif consumer is not None:
            d.update(consumer=consumer, min_producer=min_producer,
                     scheme=scheme if scheme is not None else _text(lib.tfc_artifact_scheme(a)))
        elif ci >= 0:
            reg = lib.tfc_target_registry(t)
            known = lib.tfc_registry_consumer_known(reg, ci)
            d["consumer"] = lib.tfc_registry_consumer_version(reg, ci) if known else None
            if not known:
                d["consumer_bounds"] = [lib.tfc_registry_consumer_version_low(reg, ci),
                                        lib.tfc_registry_consumer_version_high(reg, ci)]
            d.update(min_producer=lib.tfc_registry_consumer_min_producer(reg, ci),
                     scheme=_text(lib.tfc_artifact_scheme(a)), release=_text(lib.tfc_target_release(t)))
        d["outcome"] = _outcome_name(lib, outcome)
        note = lib.tfc_target_note(t)
        if note:
            d["note"] = _text(note)
        d["findings"] = self._findings(v)
        dropped = lib.tfc_verdict_dropped_count(v)
        if dropped:
            d["dropped_findings"] = dropped
        return d

    def releases(self, path: PathLike, registry: Optional[PathLike] = None) -> Dict[str, Any]:
        lib = self._lib
        p = N.path_arg(path)
        with _Registry(self, registry) as reg:
            a = lib.tfc_check_open(p, None, path=p)
            try:
                ans = lib.tfc_check_releases(a, reg.registry, None, path=p)
                try:
                    return self._releases_answer(p, ans)
                finally:
                    lib.tfc_answer_free(ans)
            finally:
                lib.tfc_artifact_free(a)

    def _releases_answer(self, p, ans):
        """The object of `tfcompat releases --json` (src/cli/releases.c)."""
        lib = self._lib
        n = lib.tfc_answer_count(ans)
        release = [_text(lib.tfc_answer_release(ans, i)) for i in range(n)]
        outcome = [lib.tfc_answer_release_outcome(ans, i) for i in range(n)]
        runs = [(lib.tfc_answer_run_first(ans, k), lib.tfc_answer_run_last(ans, k), lib.tfc_answer_run_outcome(ans, k))
                for k in range(lib.tfc_answer_run_count(ans))]

        def code(i):
            return _text(lib.tfc_verdict_reason_name(lib.tfc_answer_reason(ans, i)))

        d = {"path": _display(p), "scheme": _text(lib.tfc_answer_scheme(ans)),
             "accepting": [release[i] for i in range(n) if outcome[i] == N.TFC_OUTCOME_ACCEPTED],
             "ranges": [{"first": release[f], "last": release[l]} for f, l, o in runs if o == N.TFC_OUTCOME_ACCEPTED],
             "rejecting": [{"release": release[i], "code": code(i), "message": _text(lib.tfc_answer_message(ans, i))}
                           for i in range(n) if outcome[i] == N.TFC_OUTCOME_REJECTED],
             "undetermined": [{"release": release[i], "message": _text(lib.tfc_answer_message(ans, i))}
                              for i in range(n) if outcome[i] == N.TFC_OUTCOME_UNDETERMINED],
             "runs": []}  # type: Dict[str, Any]
        for f, l, o in runs:
            run = {"first": release[f], "last": release[l], "outcome": _outcome_name(lib, o)}  # type: Dict[str, Any]
            if o != N.TFC_OUTCOME_ACCEPTED:
                # the run's message is its newest release's
                run["code"] = code(l)
                subject = lib.tfc_answer_subject(ans, l)
                if subject:
                    run["subject"] = _text(subject)
                run["message"] = _text(lib.tfc_answer_message(ans, l))
            d["runs"].append(run)
        return d

    # ---- TFLite -----------------------------------------------------------

    def tflite_check(self, path: PathLike, runtime: Optional[str] = None, resolver: Optional[PathLike] = None, *,
                     resolver_text: Optional[Union[str, bytes]] = None) -> Dict[str, Any]:
        lib = self._lib
        p = N.path_arg(path)
        given = [n for n, x in (("runtime", runtime), ("resolver", resolver), ("resolver_text", resolver_text))
                 if x is not None]
        if len(given) != 1:
            raise TypeError("tflite_check() needs exactly one of runtime=, resolver= (a file) and resolver_text=")
        with self._target(runtime=runtime, resolver=resolver, resolver_text=resolver_text) as t:
            a = self._open_tflite(p)
            try:
                v = lib.tfc_check(a, t.handle, None, path=p)
                try:
                    findings = [{"code": _text(lib.tfc_verdict_reason_name(lib.tfc_verdict_finding_reason(v, i))),
                                 "severity": _severity_name(lib, lib.tfc_verdict_finding_severity(v, i)),
                                 "op": _text(lib.tfc_verdict_finding_subject(v, i)),
                                 "version": lib.tfc_verdict_finding_value(v, i),
                                 "message": _text(lib.tfc_verdict_finding_message(v, i))}
                                for i in range(lib.tfc_verdict_finding_count(v))]
                    d = {"path": _display(p), "target": _text(lib.tfc_target_name(t.handle)),
                         "accepted": bool(lib.tfc_verdict_accepted(v)), "runtime": runtime}  # type: Dict[str, Any]
                    if resolver is not None:
                        d["resolver"] = _display(N.path_arg(resolver, "resolver"))
                    d["findings"] = findings
                    dropped = lib.tfc_verdict_dropped_count(v)
                    if dropped:
                        d["dropped_findings"] = dropped
                    return d
                finally:
                    lib.tfc_verdict_free(v)
            finally:
                lib.tfc_artifact_free(a)

    def tflite_min_runtime(self, path: PathLike) -> Dict[str, Any]:
        lib = self._lib
        p = N.path_arg(path)
        a = self._open_tflite(p)
        try:
            mr = lib.tfc_min_runtime_compute(lib.tfc_artifact_tflite(a), path=p)
            try:
                unmapped = []
                for i in range(lib.tfc_min_runtime_unmapped_count(mr)):
                    name, _, ver = lib.tfc_min_runtime_unmapped(mr, i)
                    unmapped.append({"op": _text(name), "version": ver})
                raising = []
                for i in range(lib.tfc_min_runtime_raising_count(mr)):
                    code, ver, rt = lib.tfc_min_runtime_raising(mr, i)
                    raising.append({"op": _text(lib.tfc_tflite_builtin_name(code)), "version": ver,
                                    "min_runtime": _text(rt)})
                agreement = lib.tfc_min_runtime_agreement(mr)
                return {"min_runtime": N.text_or_none(lib.tfc_min_runtime_version(mr)),
                        "stored": _text(lib.tfc_min_runtime_stored(mr)),
                        "agrees": agreement == N.TFC_MIN_RUNTIME_AGREES, "unmapped_ops": unmapped,
                        "agreement": N.MIN_RUNTIME_AGREEMENT.get(agreement, "not_stored"),
                        "raising_ops": raising, "message": _text(lib.tfc_min_runtime_message(mr))}
            finally:
                lib.tfc_min_runtime_free(mr)
        finally:
            lib.tfc_artifact_free(a)

    # ---- a whole store: walk and scan ------------------------------------

    def walk(self, root: PathLike, follow: bool = False) -> "Walked":
        root_b = N.path_arg(root, "root")  # here, so that a wrong root raises at the call
        return Walked(lambda w: self._walk(root_b, _walk_flags(follow), w))

    def _walk(self, root_b, flags, walked, kinds=False):
        """The model paths under root_b (tfc_scan_walk_v2 with flags); each
        link the walk did not follow adds one to walked.links_not_followed.
        kinds: (path, kind) pairs, the kind the walk found by content."""
        q = queue.Queue(maxsize=1024)  # type: queue.Queue
        done = object()
        stop = threading.Event()
        failure = []  # type: List[BaseException]

        def visit(path, kind, user):
            # An exception must not unwind through C: keep it, stop the walk.
            try:
                if stop.is_set():
                    return 1
                if kind == N.TFC_SCAN_LINK_NOT_FOLLOWED:  # no model: counted for the summary
                    walked.links_not_followed += 1
                    return 0
                q.put((os.fsdecode(path), kind) if kinds else os.fsdecode(path))
                return 0
            except BaseException as e:  # noqa: B902 - handed to the caller below
                failure.append(e)
                return 1

        cb = N.visit_callback(visit)

        def run():
            try:
                self._lib.tfc_scan_walk_v2(root_b, flags, cb, None, path=root_b)
            except BaseException as e:  # noqa: B902 - handed to the caller below
                failure.append(e)
            finally:
                q.put(done)

        t = threading.Thread(target=run, name="tfcompat-walk", daemon=True)
        t.start()
        try:
            while True:
                item = q.get()
                if item is done:
                    break
                yield item
        finally:
            stop.set()
            while t.is_alive():  # let a blocked put() finish
                try:
                    q.get(timeout=0.05)
                except queue.Empty:
                    pass
            t.join()
        if failure:
            raise failure[0]

    def scan_target(self, tf: Optional[str] = None, runtime: Optional[str] = None,
                    registry: Optional[PathLike] = None, target: Optional[str] = None) -> "ScanTarget":
        """A target for record(), shared by threads: what `tfcompat scan`
        asks of every model (tf=, runtime=, or target=, a target string,
        instead of both; registry=, a registry file). Close it, or use
        `with`. Unknown release: raises TFCompatError (TFC_E_UNKNOWN_RELEASE)."""
        return ScanTarget(self, tf, runtime, registry, target)

    def record(self, target: "ScanTarget", path: PathLike) -> Record:
        """The record of one path against `target`, as one line of
        `tfcompat scan --format ndjson`: "path" is os.fsdecode() of the bytes
        read. An unreadable file is a record (outcome "unreadable"), not an
        exception. Raises ValueError when target is closed; a close() that
        starts while this call runs waits for it."""
        if not isinstance(target, ScanTarget):
            raise TypeError("target must be a ScanTarget, not %s" % type(target).__name__)
        return self._record(target, N.path_arg(path))

    def _record(self, target, p, kind=None):
        """record() of the path bytes p; kind: the one the walk passed with
        p (TFC_SCAN_UNREAD_FILES), so that the record reads the file once
        (tfc_scan_record_new_walked): None when the file holds no model."""
        lib = self._lib
        with target.use():
            r = (lib.tfc_scan_record_new(target.handle, p, path=p) if kind is None
                 else lib.tfc_scan_record_new_walked(target.handle, p, kind, path=p))
        if not r:
            return None
        try:
            return _record(lib, r)
        finally:
            lib.tfc_scan_record_free(r)

    def scan(self, roots: Union[PathLike, Sequence[PathLike]], tf: Optional[str] = None,
             runtime: Optional[str] = None, registry: Optional[PathLike] = None,
             jobs: Optional[int] = None, *, target: Optional[str] = None, follow: bool = False) -> "Walked":
        roots_b = N.roots_arg(roots)
        jobs = (os.cpu_count() or 1) if jobs is None else N.int_arg(jobs, "jobs", 1, MAX_JOBS)
        flags = _walk_flags(follow)
        st = self.scan_target(tf, runtime, registry, target)  # raises here, at the call
        return Walked(lambda w: self._scan(roots_b, flags, st, min(jobs, MAX_JOBS), w))

    def _scan(self, roots_b, flags, st, jobs, walked):
        # The walk only lists (TFC_SCAN_UNREAD_FILES): each record reads its
        # file once, in the pool, and a file that holds no model has none.
        window = 16 * jobs
        flags |= N.TFC_SCAN_UNREAD_FILES
        try:
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                pending = collections.deque()  # type: collections.deque
                for root in roots_b:
                    for path, kind in self._walk(root, flags, walked, True):
                        pending.append(pool.submit(self._record, st, N.path_arg(path), kind))
                        if len(pending) >= window:
                            rec = pending.popleft().result()
                            if rec is not None:
                                yield rec
                while pending:
                    rec = pending.popleft().result()
                    if rec is not None:
                        yield rec
        finally:
            st.close()

    def walk_paths(self, roots_b, follow):
        """(paths as bytes, links not followed) of every root: what a Dask
        client walks before it hands the paths to the workers."""
        flags = _walk_flags(follow)
        w = Walked(lambda w: (os.fsencode(p) for root in roots_b for p in self._walk(root, flags, w)))
        return list(w), w.links_not_followed


def _walk_flags(follow):
    """tfc_scan_walk_v2's flags: links to directories entered only when asked."""
    if not isinstance(follow, bool):
        raise TypeError("follow must be a bool, not %s" % type(follow).__name__)
    return N.TFC_SCAN_FOLLOW_LINKS if follow else 0


class Walked:
    """The iterator walk() and scan() return: what the walk found, in walk
    order, and links_not_followed, the symbolic links to directories it did
    not enter (follow=False), counted as it goes: final once the iterator is
    exhausted. summarize(it) reads it from the iterator it is given."""

    def __init__(self, make):
        self.links_not_followed = 0
        self._it = make(self)

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)

    def close(self):
        self._it.close()


# ---- what a record says, named by the library -----------------------------

def _outcome_name(lib, outcome):
    return _text(lib.tfc_outcome_name(outcome))


def _severity_name(lib, severity):
    return _text(lib.tfc_severity_name(severity))


def _answer(lib, r):
    """A scan record's answer: {"outcome", "code", "message"}."""
    outcome = lib.tfc_scan_record_outcome(r)
    return {"outcome": _outcome_name(lib, outcome), "code": _text(lib.tfc_scan_record_code(r)) or None,
            "message": None if outcome == N.TFC_OUTCOME_ACCEPTED else _text(lib.tfc_scan_record_message(r))}


def _record(lib, r):
    """A scan record as one line of `tfcompat scan --format ndjson`."""
    producer = lib.tfc_scan_record_producer(r)
    min_consumer = lib.tfc_scan_record_min_consumer(r)
    rec = {"path": _display(lib.tfc_scan_record_path(r)),
           "kind": _text(lib.tfc_container_kind_name(lib.tfc_scan_record_kind(r))),
           "producer": producer if producer >= 0 else None,
           "min_consumer": min_consumer if min_consumer >= 0 else None,
           "oldest": _text(lib.tfc_scan_record_oldest(r)),
           "newest": _text(lib.tfc_scan_record_newest(r)),
           "accepting": lib.tfc_scan_record_accepting_count(r)}  # type: Dict[str, Any]
    rec.update(_answer(lib, r))
    if lib.tfc_scan_record_outcome(r) == N.TFC_SCAN_UNREADABLE:
        rec["status"] = lib.tfc_scan_record_status(r)
        rec["offset"] = lib.tfc_scan_record_offset(r)
    return rec


# ---- objects that own C memory: each one a tfcompat._native.Handle, so
# close() waits for the calls in flight and never frees what one uses ------

class _Registry(N.Handle):
    """A registry file, read by the library (tfc_registry_open: only a
    regular file, at most 16 MiB); registry None: the default registry,
    no handle (self.registry is None)."""

    _what = "registry"

    def __init__(self, library, registry, error=TFCompatError):
        super().__init__(library._lib)
        self.registry = None
        if registry is not None:
            b = N.path_arg(registry, "registry")
            self.registry = self._adopt("tfc_registry_free", library._lib.tfc_registry_open(b, None, path=b,
                                                                                             error=error))


class _Target(_Registry):
    """A check-layer target (self.handle) and what it borrows: the
    registry, a resolver."""

    _what = "target"

    def __init__(self, library, registry, error=TFCompatError):
        super().__init__(library, registry, error)
        self.handle = None


class ScanTarget(_Target):
    """What a scan asks of every model (tfc_scan_target): immutable, shared
    by threads. Close it (or use `with`) to free it early: close() waits for
    the record() calls in flight, and a later record() raises ValueError."""

    _what = "ScanTarget"

    def __init__(self, library: Library, tf: Optional[str] = None, runtime: Optional[str] = None,
                 registry: Optional[PathLike] = None, target: Optional[str] = None):
        if target is not None and (tf is not None or runtime is not None):
            raise TypeError("target= names the whole target; leave out tf= and runtime=")
        self.tf, self.runtime, self.target = tf, runtime, target
        tf_b, runtime_b, spec = N.str_arg(tf, "tf"), N.str_arg(runtime, "runtime"), N.str_arg(target, "target")
        super().__init__(library, registry)
        lib = library._lib
        try:
            if spec is not None:
                t = self._adopt("tfc_target_free", lib.tfc_target_parse(spec, self.registry))
                self.handle = self._adopt("tfc_scan_target_free", lib.tfc_scan_target_for(t))
            else:
                self.handle = self._adopt("tfc_scan_target_free",
                                          lib.tfc_scan_target_new(self.registry, tf_b, runtime_b))
        except BaseException:
            self.close()
            raise


class _Summary(N.Handle):
    """The library's summary of a scan or a migration (tfc_scan_summary),
    counted from the records' printed fields (tfc_scan_summary_add_fields):
    a record made here, read back from NDJSON or computed by a Dask worker
    counts the same."""

    _what = "summary"

    def __init__(self, native):
        super().__init__(native)
        self.handle = self._adopt("tfc_scan_summary_free", native.tfc_scan_summary_new())
        self._outcomes = {_outcome_name(native, o): o for o in range(N.TFC_SCAN_UNREADABLE + 1)}

    def outcome(self, name):
        """An outcome's value from its printed name (-2, refused by the library, when unknown)."""
        return self._outcomes.get(name, -2) if isinstance(name, str) else -2

    def add(self, change, outcome, code, to_code=None):
        with self.use():
            self._native.tfc_scan_summary_add_fields(self.handle, change, outcome, N.str_arg(code, "code"),
                                                     N.str_arg(to_code, "code"))

    def counts(self, links_not_followed, first, counts):
        """The summary object: `first`, "models", for each (name, getter,
        value) of counts getter(summary, value) under name,
        "links_not_followed" when not 0, the commonest reasons
        (SUMMARY_REASONS), as the command's NDJSON summary line."""
        lib, h = self._native, self.handle
        with self.use():
            lib.tfc_scan_summary_add_links(h, N.int_arg(links_not_followed, "links_not_followed", 0))
            out = dict(first)  # type: Dict[str, Any]
            out["models"] = lib.tfc_scan_summary_models(h)
            for name, getter, value in counts:
                out[name] = getter(h, value)
            links = lib.tfc_scan_summary_links(h)
            if links:
                out["links_not_followed"] = links
            out["reasons"] = [{"code": _text(lib.tfc_scan_summary_reason_code(h, i)),
                               "count": lib.tfc_scan_summary_reason_n(h, i)}
                              for i in range(min(lib.tfc_scan_summary_reason_count(h), SUMMARY_REASONS))]
            return out


def summarize(records: Iterable[Record], links_not_followed: Optional[int] = None) -> Dict[str, Any]:
    """The summary of records, as the last line of `tfcompat scan --format
    ndjson` ({"summary": ...}'s value): counts by outcome,
    "links_not_followed" (only when not 0) and the commonest codes (at most
    SUMMARY_REASONS, most frequent first, then by name).

    The library counts and ranks them (tfc_scan_summary) from each record's
    "outcome" and "code", so records made here, read back from JSON or
    computed in another process count the same; a field the library never
    prints raises TFCompatError (TFC_E_INVALID_ARGUMENT). links_not_followed:
    the links the walk did not enter; None takes it from `records` when it
    is the iterator scan() returned (summarize(tfcompat.scan(root))), else 0."""
    lib = _lib()._lib
    with _Summary(lib) as s:
        for r in records:
            s.add(-1, s.outcome(r["outcome"]), r["code"])
        if links_not_followed is None:
            links_not_followed = getattr(records, "links_not_followed", 0)
        return s.counts(links_not_followed, {}, [(name, lib.tfc_scan_summary_outcome_count, o)
                                                 for name, o in s._outcomes.items()])


_default = None
_default_lock = threading.Lock()


def _lib():
    global _default
    with _default_lock:
        if _default is None:
            _default = Library()
        return _default


# ---- the module's functions: one shared Library ---------------------------

def version() -> Dict[str, Any]:
    """The versions of the loaded libtfcompat.

    Returns {"package": "X.Y.Z", "number": X*10000+Y*100+Z, "abi": the SONAME
    major version, "ruleset": the version of the embedded rules and release
    tables, "opver_api": the op-version module's API version,
    "has_registry": True}.
    """
    return _lib().version()


def release_normalize(spelling: str) -> str:
    """A release spelling in its normal form, by the library's one release
    grammar (tfc_release_normalize): "v2.11" -> "2.11.0", "2.11.0-rc1" kept.
    A malformed spelling ("2.1O.0", "+2.11.1", "V2.11.1") raises
    TFCompatError TFC_E_BAD_VALUE, saying what is wrong."""
    return _lib().release_normalize(spelling)


def inspect(path: PathLike, operators: bool = False, kind: Optional[str] = None) -> Dict[str, Any]:
    """What PATH holds, detected from its content.

    Returns the object of `tfcompat inspect PATH --json`: "kind" is
    graph_def, meta_graph_def, saved_model, saved_model_dir,
    checkpoint_index, tflite or version_def, with that kind's fields.

    path:      a file or SavedModel directory (str, bytes, os.PathLike)
    operators: True adds each TFLite subgraph's operators (--operators)
    kind:      None (detect), or "checkpoint_index", "tflite", "version_def"
               or "model" (GraphDef, MetaGraphDef, SavedModel): read PATH as
               that kind, so that a damaged file is reported by its reader
    Raises TFCompatError when PATH cannot be read or is not valid; ValueError
    for an unknown kind.
    """
    return _lib().inspect(path, operators, kind)


def check(path: PathLike, consumer: Optional[int] = None, min_producer: Optional[int] = None,
          tf_version: Optional[str] = None, tf: Optional[str] = None, *, runtime: Optional[str] = None,
          target: Optional[str] = None, scheme: Optional[str] = None, registry: Optional[PathLike] = None,
          resolver: Optional[PathLike] = None, resolver_text: Optional[Union[str, bytes]] = None
          ) -> Dict[str, Any]:
    """Would a consumer load PATH? One verdict of the library's check layer.

    PATH is a GraphDef, MetaGraphDef, SavedModel (file, or directory with its
    variables/variables.index), bare VersionDef, checkpoint index, or a TFLite
    model. The consumer is one of (as `tfcompat check` takes them):

    consumer=N, min_producer=M (default 0), scheme=S
        TensorFlow's acceptance rule alone, for the explicit VersionDef
        consumer N (TF_GRAPH_DEF_VERSION, or the bundle version for a
        checkpoint) in scheme S ("graphdef", "checkpoint" or a scheme of
        registry=; default the model's own scheme)
    tf=RELEASE
        a TensorFlow release ("2.11.1", "v2.11", "2.11"; a patch release the
        registry does not list answers as its minor release, "note" says so)
        or a registry consumer NAME@RELEASE: every rule it applies (versions,
        ops and attrs, op deprecations, a SavedModel directory's checkpoint)
    target=SPEC
        any target string of docs/CLI.md, e.g. "2.11.1,litert@2.14.0"
    runtime=X.Y.Z or NAME@VERSION, resolver=FILE, resolver_text=TEXT
        the TFLite side, for a TFLite model: the standard interpreter of a
        release, a runtime profile ("litertjs@2.5.3"), a resolver file
        (docs/tflite.md), or the text of one
    tf_version=STR: the TensorFlow version messages name (default: the
    release, or "unknown" with consumer=); registry=FILE: the consumers and
    schemes to look releases up in (docs/registry-format.md; read by the
    library: only a regular file, at most 16 MiB).

    Returns the object of `tfcompat check PATH ... --json`: {"path",
    "target", "accepted", ("consumer", "min_producer", "scheme", and with a
    release "release"; or "runtime" for a TFLite model), "outcome":
    "accepted"|"rejected"|"undetermined", "note"?, "findings": [{"code",
    "severity", "message", "subject"?, "where"?, "meta_graph"?}, ...]}.
    A rejection is a value, not an exception; so is a model of a kind the
    consumer has no side for (a TFLite model and tfjs-node, a graph and a
    TFLite runtime): rejected, KIND_NOT_LOADED, as every entry answers it.
    A TensorFlow release answers a TFLite model with its own
    tf.lite.Interpreter (a RELEASE_INTERPRETER warning says so;
    tfcompat/check.h).

    Raises TFCompatError when PATH or registry cannot be read, for an
    unknown release (TFC_E_UNKNOWN_RELEASE), a bad runtime (TFC_E_BAD_VALUE,
    also a product with no TFLite side given as runtime=); TypeError for a wrong combination or type of
    arguments; ValueError for a NUL in a string; OverflowError for an
    integer outside 32 bits.
    """
    return _lib().check(path, consumer, min_producer, tf_version, tf, runtime=runtime, target=target,
                        scheme=scheme, registry=registry, resolver=resolver, resolver_text=resolver_text)


def releases(path: PathLike, registry: Optional[PathLike] = None) -> Dict[str, Any]:
    """Which releases load PATH? Every release asked at once (tfc_check_releases).

    A graph, MetaGraphDef, SavedModel or VersionDef is asked of every
    TensorFlow release of the registry (graphdef scheme; a SavedModel
    directory's checkpoint too), a checkpoint index of every release's
    checkpoint consumer, a TFLite model of every TFLite runtime release.
    registry=FILE asks the consumers of a registry file instead
    (docs/registry-format.md; read by the library).

    Returns the object of `tfcompat releases PATH --json`: {"path",
    "scheme", "accepting": [RELEASE, ...], "ranges": [{"first", "last"}],
    "rejecting": [{"release", "code", "message"}], "undetermined":
    [{"release", "message"}], "runs": [{"first", "last", "outcome", "code"?,
    "subject"?, "message"?}]}, in release order. Raises TFCompatError when
    PATH or registry cannot be read.
    """
    return _lib().releases(path, registry)


def tflite_check(path: PathLike, runtime: Optional[str] = None, resolver: Optional[PathLike] = None, *,
                 resolver_text: Optional[Union[str, bytes]] = None) -> Dict[str, Any]:
    """Would a TFLite/LiteRT runtime load the model at PATH?

    Give exactly one of runtime= (a release "2.4.0", "v2.4" or "2.4": that
    release's standard interpreter; or a runtime profile NAME@VERSION),
    resolver= (the path of a resolver file, as --resolver FILE) and
    resolver_text= (the text of one, str or bytes; docs/tflite.md).

    Returns the object of `tfcompat tflite check PATH --json`: {"path",
    "accepted", "runtime" (None with a resolver), "resolver"? (the file),
    "findings": [{"code", "severity", "op", "version", "message"}, ...],
    "dropped_findings"?}. Raises TFCompatError when the model or resolver
    cannot be read (TFC_E_PARSE for a resolver line), for an unknown runtime
    (TFC_E_BAD_VALUE, TFC_E_UNKNOWN_RELEASE); TypeError for a wrong
    combination or type of arguments.
    """
    return _lib().tflite_check(path, runtime, resolver, resolver_text=resolver_text)


def tflite_min_runtime(path: PathLike) -> Dict[str, Any]:
    """The first TFLite runtime release with every (op, version) of the model.

    Returns the object of `tfcompat tflite min-runtime PATH --json`, except
    that an absent value is None: {"min_runtime": "X.Y.Z" or None (no
    operator version is in the runtime map), "stored": the model's
    min_runtime_version metadata or None, "agrees", "unmapped_ops",
    "agreement", "raising_ops", "message"}. Raises TFCompatError when PATH is
    not a readable TFLite model.
    """
    return _lib().tflite_min_runtime(path)


def walk(root: PathLike, follow: bool = False) -> Walked:
    """The model paths under root, in the order `tfcompat scan` lists them.

    The library decides by content (tfc_scan_walk_v2): a SavedModel
    directory is one model (and what else it holds is walked too), every
    other file is a model when it holds one (or is named like one). Symbolic
    links to directories are not entered unless follow=True (as `tfcompat
    scan --follow`; loops are not entered twice): each one not followed is
    counted in the returned iterator's links_not_followed (final once it is
    exhausted), never listed, so a link to /proc costs one stat. Each path
    is os.fsdecode() of the bytes the walk found, so os.fsencode(path) is
    that file, whatever its name. The walk runs in a thread; at most 1024
    paths wait, so memory does not grow with the store. Raises
    TypeError/ValueError at the call for a bad root or follow; TFCompatError
    (while iterating) when root itself cannot be read; an exception of the
    walk's thread is raised to the caller.
    """
    return _lib().walk(root, follow)


def scan(roots: Union[PathLike, Sequence[PathLike]], tf: Optional[str] = None, runtime: Optional[str] = None,
         registry: Optional[PathLike] = None, jobs: Optional[int] = None, *,
         target: Optional[str] = None, follow: bool = False) -> Walked:
    """The record of every model under roots, as `tfcompat scan --format ndjson`.

    roots: a path or a sequence of paths. tf=RELEASE checks graphs,
    SavedModel directories and checkpoints against that release, runtime=
    TFLite models against that runtime; target=SPEC is a target string
    instead of both; registry=FILE the consumers to ask (read by the
    library). The check layer's one rule decides which answers each kind
    (tf= alone answers a TFLite model with that release's own interpreter;
    runtime= alone refuses other kinds, KIND_NOT_LOADED); without any
    target, a model is accepted when some release accepts it. jobs (1..256, default the number of CPUs) threads
    compute records; the library releases the GIL. The roots are walked as
    walk() does (follow=True enters symbolic links to directories); the
    iterator's links_not_followed counts the links not entered, and
    summarize() of the iterator itself reports them.

    Yields records in walk order, each the dict of one ndjson line: {"path"
    (os.fsdecode of the bytes read), "kind", "producer", "min_consumer",
    "oldest", "newest", "accepting", "outcome", "code", "message",
    "status"?, "offset"?}; summarize() gives the summary line
    (summarize(it) of the iterator, or summarize(records,
    it.links_not_followed) of a list). An unreadable
    model is a record, not an exception. Raises at the call for a bad
    argument or an unknown release (TFCompatError TFC_E_UNKNOWN_RELEASE),
    while iterating when a root cannot be read.
    """
    return _lib().scan(roots, tf, runtime, registry, jobs, target=target, follow=follow)


# Library's methods answer as the module's functions do (same parameters).
for _name in ("version", "inspect", "check", "releases", "tflite_check", "tflite_min_runtime", "walk", "scan"):
    getattr(Library, _name).__doc__ = globals()[_name].__doc__
del _name
