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
import ctypes
import ctypes.util
import operator
import os
import queue
import threading
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Union

PathLike = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]
#: A scan record: the keys of `tfcompat scan --format ndjson` (docs/CLI.md).
Record = Dict[str, Any]

__all__ = ["Library", "TFCompatError", "version", "inspect", "check", "releases",
           "tflite_check", "tflite_min_runtime", "walk", "scan", "summarize", "release_normalize", "ENV_VAR",
           "ABI_VERSION"]

ENV_VAR = "TFCOMPAT_LIBRARY"
#: The package version; the library's own is version()["package"].
__version__ = "1.0.0"
#: The SONAME major version (libtfcompat.so.N) this module is written for.
ABI_VERSION = 2

_I32, _U32, _I64, _U64, _SZ = ctypes.c_int32, ctypes.c_uint32, ctypes.c_int64, ctypes.c_uint64, ctypes.c_size_t
_P, _S = ctypes.c_void_p, ctypes.c_char_p
_PP, _PI32, _PU32, _PI64, _PSZ, _PS = (ctypes.POINTER(_P), ctypes.POINTER(_I32), ctypes.POINTER(_U32),
                                       ctypes.POINTER(_I64), ctypes.POINTER(_SZ), ctypes.POINTER(_S))

# enum values the bindings need (they are ABI: include/tfcompat/*.h)
_KIND_UNKNOWN, _KIND_GRAPH_DEF, _KIND_META_GRAPH_DEF, _KIND_SAVED_MODEL = 0, 1, 2, 3
_KIND_CHECKPOINT_INDEX, _KIND_TFLITE, _KIND_VERSION_DEF = 4, 5, 6
_OUTCOME_ACCEPTED, _OUTCOME_REJECTED, _OUTCOME_UNDETERMINED = 0, 1, 2
_OUTCOME_NAMES = ("accepted", "rejected", "undetermined")
_SEVERITY_ERROR = 0
_SEVERITY = {0: "error", 1: "warning", 2: "undetermined"}
_NAMES_FUNCTIONS, _NAMES_OPS_IN_GRAPH, _NAMES_OPS_IN_FUNCTIONS, _NAMES_STRIPPED_OPS = 0, 1, 2, 3
_TFLITE_ANY_IDENTIFIER = 1 << 1
_MIN_RUNTIME_AGREEMENT = {0: "agrees", 1: "stale", 2: "stored_newer", 3: "not_stored"}
_E_WRONG_KIND = -16
_ERROR_MESSAGE_SIZE = 512
_INT32_MIN, _INT32_MAX = -(1 << 31), (1 << 31) - 1


def _text(b):
    """A string from the library: UTF-8, an invalid byte as a lone surrogate."""
    return None if b is None else b.decode("utf-8", "surrogateescape")


def _text_or_none(b):
    """A string the library gives as "" when it has none: None then."""
    return _text(b) or None


# ---- arguments: checked here, so that a mistake is a clear Python error and
# never reaches C as a truncated, wrapped or misread value ------------------

def _path_arg(path, name="path"):
    """A path argument as the bytes the library takes (os.fsencode)."""
    try:
        p = os.fspath(path)
    except TypeError:
        raise TypeError("%s must be a str, bytes or os.PathLike object, not %s"
                        % (name, type(path).__name__)) from None
    b = os.fsencode(p)
    if b"\0" in b:
        raise ValueError("%s holds a NUL character: %r" % (name, p))
    return b


def _display(b):
    """How a path (bytes) is shown in answers and errors."""
    return None if b is None else os.fsdecode(b)


def _str_arg(value, name):
    """An optional str argument as NUL-terminated UTF-8 (None stays None)."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError("%s must be a str, not %s" % (name, type(value).__name__))
    if "\0" in value:
        raise ValueError("%s holds a NUL character: %r" % (name, value))
    try:
        return value.encode("utf-8")
    except UnicodeEncodeError as e:
        raise ValueError("%s is not valid text (%s): %r" % (name, e.reason, value)) from None


def _int_arg(value, name, low=_INT32_MIN, high=_INT32_MAX):
    """An integer argument, range-checked (C would silently wrap it):
    OverflowError outside the int32_t the library takes, ValueError outside
    a narrower range of the argument (low..high)."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError("%s must be an int, not %s" % (name, type(value).__name__))
    v = operator.index(value)
    if not _INT32_MIN <= v <= _INT32_MAX:
        raise OverflowError("%s=%d does not fit the 32-bit integer the library takes" % (name, v))
    if not low <= v <= high:
        raise ValueError("%s=%d is out of range (%d..%d)" % (name, v, low, high))
    return v


class TFCompatError(Exception):
    """An input could not be read or is not valid, or a call was misused.

    code    the library's status code, a negative number (TFC_E_*)
    name    its stable name ("TFC_E_TRUNCATED")
    message the library's message (names the fault and where)
    offset  byte offset of the fault in the input, or None
    path    the path involved (os.fsdecode of the bytes used), or None
    """

    def __init__(self, code, name, message, offset=None, path=None):
        self.code, self.name, self.message, self.offset, self.path = code, name, message, offset, path
        super().__init__("%s%s (%s, %d)" % (path + ": " if path else "", message, name, code))


class _Error(ctypes.Structure):
    # tfc_error from tfcompat/common.h; its size is checked against
    # tfc_error_sizeof() when the library is loaded.
    _fields_ = [("size", _U32), ("code", _I32), ("offset", _I64),
                ("message", ctypes.c_char * _ERROR_MESSAGE_SIZE)]


class _OpcodeInfo(ctypes.Structure):
    _fields_ = [("size", _U32), ("builtin_code", _I32), ("deprecated_builtin_code", _I32),
                ("raw_builtin_code", _I32), ("version", _I32), ("builtin_code_present", _I32),
                ("version_present", _I32), ("custom_code", _S), ("builtin_name", _S)]


class _SubgraphInfo(ctypes.Structure):
    _fields_ = [("size", _U32), ("name", _S), ("tensor_count", _SZ), ("operator_count", _SZ),
                ("input_count", _SZ), ("output_count", _SZ)]


class _OperatorInfo(ctypes.Structure):
    _fields_ = [("size", _U32), ("opcode_index", _U32), ("input_count", _SZ), ("output_count", _SZ),
                ("builtin_options_type", _I32), ("builtin_options2_type", _I32),
                ("has_custom_options", _I32)]


class _TensorInfo(ctypes.Structure):
    _fields_ = [("size", _U32), ("type", _I32), ("buffer", _U32), ("rank", _I64), ("name", _S),
                ("has_quantization", _I32), ("has_sparsity", _I32), ("is_variable", _I32)]


class _ArtifactOptions(ctypes.Structure):
    # tfc_artifact_options from tfcompat/artifact.h
    _fields_ = [("size", _U32), ("flags", _U32), ("expected_kind", _I32), ("allocator", _P),
                ("parse", _P), ("checkpoint", _P), ("tflite", _P), ("read_kinds", _U32)]


class _TfliteOptions(ctypes.Structure):
    _fields_ = [("size", _U32), ("flags", _U32), ("allocator", _P), ("max_size", _SZ),
                ("max_depth", _U32), ("max_vector_len", _U32), ("max_tables", _U32),
                ("max_work", ctypes.c_uint64), ("max_findings", _U32)]


def _info(cls):
    s = cls()
    s.size = ctypes.sizeof(cls)
    return s


# name: (restype, argtypes). Every function the module calls, declared once.
_PROTOTYPES = {
    "tfc_version_string": (_S, []),
    "tfc_version_number": (_U32, []),
    "tfc_abi_version": (_U32, []),
    "tfc_opver_api_version": (_U32, []),
    "tfc_ruleset_version": (_U32, []),
    "tfc_status_name": (_S, [_I32]),
    "tfc_status_str": (_S, [_I32]),
    "tfc_error_init": (None, [_P, _SZ]),
    "tfc_error_sizeof": (_SZ, []),
    "tfc_verdict_reason_name": (_S, [_I32]),
    "tfc_container_kind_name": (_S, [_I32]),
    # the one release grammar (tfcompat/release.h, since 1.1.0)
    "tfc_release_normalize": (_I32, [_P, _SZ, _PSZ, _S, _P]),
    # verdicts (tfcompat/verdict.h)
    "tfc_verdict_free": (None, [_P]),
    "tfc_verdict_outcome": (_I32, [_P]),
    "tfc_verdict_accepted": (_I32, [_P]),
    "tfc_verdict_finding_count": (_SZ, [_P]),
    "tfc_verdict_dropped_count": (_U64, [_P]),
    "tfc_verdict_finding_reason": (_I32, [_P, _SZ]),
    "tfc_verdict_finding_severity": (_I32, [_P, _SZ]),
    "tfc_verdict_finding_message": (_S, [_P, _SZ]),
    "tfc_verdict_finding_subject": (_S, [_P, _SZ]),
    "tfc_verdict_finding_where": (_S, [_P, _SZ]),
    "tfc_verdict_finding_value": (_I64, [_P, _SZ]),
    "tfc_verdict_first_finding": (_I64, [_P]),
    # the check layer (tfcompat/check.h): every question is asked here
    "tfc_target_parse": (_I32, [_PP, _S, _P, _P]),
    "tfc_target_add": (_I32, [_P, _S, _P]),
    "tfc_target_new": (_I32, [_PP, _P, _P]),
    "tfc_target_new_consumer": (_I32, [_PP, _P, _S, _I32, _I32, _S, _P]),
    "tfc_target_set_resolver": (_I32, [_P, _P, _S, _P]),
    "tfc_target_set_tf_version": (_I32, [_P, _S, _P]),
    "tfc_target_free": (None, [_P]),
    "tfc_target_name": (_S, [_P]),
    "tfc_target_registry": (_P, [_P]),
    "tfc_target_release": (_S, [_P]),
    "tfc_target_consumer": (_I64, [_P]),
    "tfc_target_runtime": (_S, [_P]),
    "tfc_target_note": (_S, [_P]),
    "tfc_check": (_I32, [_PP, _P, _P, _P, _P]),
    "tfc_check_open": (_I32, [_PP, _S, _P, _P]),
    "tfc_check_releases": (_I32, [_PP, _P, _P, _P, _P]),
    "tfc_answer_free": (None, [_P]),
    "tfc_answer_scheme": (_S, [_P]),
    "tfc_answer_count": (_SZ, [_P]),
    "tfc_answer_release": (_S, [_P, _SZ]),
    "tfc_answer_release_outcome": (_I32, [_P, _SZ]),
    "tfc_answer_reason": (_I32, [_P, _SZ]),
    "tfc_answer_message": (_S, [_P, _SZ]),
    "tfc_answer_subject": (_S, [_P, _SZ]),
    "tfc_answer_run_count": (_SZ, [_P]),
    "tfc_answer_run_first": (_I64, [_P, _SZ]),
    "tfc_answer_run_last": (_I64, [_P, _SZ]),
    "tfc_answer_run_outcome": (_I32, [_P, _SZ]),
    # VersionDef (inspect)
    "tfc_versiondef_producer": (_I32, [_P]),
    "tfc_versiondef_min_consumer": (_I32, [_P]),
    "tfc_versiondef_bad_consumer_count": (_SZ, [_P]),
    "tfc_versiondef_bad_consumer": (_I32, [_P, _SZ]),
    # containers (inspect)
    "tfc_model_kind": (_I32, [_P]),
    "tfc_model_schema_version": (_I64, [_P]),
    "tfc_model_meta_graph_count": (_SZ, [_P]),
    "tfc_model_meta_graph": (_P, [_P, _SZ]),
    "tfc_meta_graph_tag_count": (_SZ, [_P]),
    "tfc_meta_graph_tag": (_P, [_P, _SZ, _PSZ]),
    "tfc_meta_graph_tensorflow_version": (_P, [_P, _PSZ]),
    "tfc_meta_graph_tensorflow_git_version": (_P, [_P, _PSZ]),
    "tfc_meta_graph_meta_graph_version": (_P, [_P, _PSZ]),
    "tfc_meta_graph_stripped_default_attrs": (_I32, [_P]),
    "tfc_meta_graph_has_versions": (_I32, [_P]),
    "tfc_meta_graph_versions": (_P, [_P]),
    "tfc_meta_graph_graph_def_deprecated_version": (_I32, [_P]),
    "tfc_meta_graph_node_count": (_I64, [_P]),
    "tfc_meta_graph_function_count": (_SZ, [_P]),
    "tfc_meta_graph_name_count": (_SZ, [_P, _I32]),
    "tfc_meta_graph_name": (_S, [_P, _I32, _SZ]),
    # one entry for every kind (tfcompat/artifact.h)
    "tfc_artifact_options_init": (None, [_P, _SZ]),
    "tfc_artifact_open": (_I32, [_PP, _S, _P, _P]),
    "tfc_artifact_free": (None, [_P]),
    "tfc_artifact_scheme": (_S, [_P]),
    "tfc_artifact_model": (_P, [_P]),
    "tfc_artifact_kind": (_I32, [_P]),
    "tfc_artifact_is_directory": (_I32, [_P]),
    "tfc_artifact_checkpoint": (_P, [_P]),
    "tfc_artifact_checkpoint_path": (_S, [_P]),
    "tfc_artifact_checkpoint_status": (_I32, [_P, _P]),
    "tfc_artifact_tflite": (_P, [_P]),
    "tfc_artifact_versiondef": (_P, [_P]),
    # checkpoints (inspect)
    "tfc_checkpoint_num_shards": (_I32, [_P]),
    "tfc_checkpoint_endianness": (_I32, [_P]),
    "tfc_checkpoint_endianness_name": (_S, [_I32]),
    "tfc_checkpoint_has_version": (_I32, [_P]),
    "tfc_checkpoint_producer": (_I32, [_P]),
    "tfc_checkpoint_min_consumer": (_I32, [_P]),
    "tfc_checkpoint_bad_consumer_count": (_SZ, [_P]),
    "tfc_checkpoint_bad_consumer_at": (_I32, [_P, _SZ]),
    "tfc_checkpoint_check_versions": (_I32, [_PP, _P, _S, _P]),
    "tfc_checkpoint_bundle_version": (_I32, []),
    "tfc_checkpoint_bundle_min_producer": (_I32, []),
    "tfc_checkpoint_entry_count": (_SZ, [_P]),
    "tfc_checkpoint_entry_name": (_P, [_P, _SZ, _PSZ]),
    "tfc_checkpoint_entry_dtype": (_I32, [_P, _SZ]),
    "tfc_checkpoint_entry_dtype_name": (_S, [_P, _SZ]),
    "tfc_checkpoint_entry_rank": (_I32, [_P, _SZ]),
    "tfc_checkpoint_entry_dim": (_I64, [_P, _SZ, _SZ]),
    "tfc_checkpoint_entry_shard_id": (_I32, [_P, _SZ]),
    "tfc_checkpoint_entry_offset": (_I64, [_P, _SZ]),
    "tfc_checkpoint_entry_size": (_I64, [_P, _SZ]),
    "tfc_checkpoint_entry_crc32c": (_U32, [_P, _SZ]),
    "tfc_checkpoint_entry_slice_count": (_SZ, [_P, _SZ]),
    "tfc_checkpoint_crc_ok": (_I32, [_P]),
    "tfc_checkpoint_compression_types": (_U32, [_P]),
    "tfc_checkpoint_data_blocks": (_SZ, [_P]),
    "tfc_checkpoint_index_entries": (_SZ, [_P]),
    "tfc_checkpoint_metaindex_entries": (_SZ, [_P]),
    # TFLite (inspect, min-runtime; check goes through the check layer)
    "tfc_tflite_options_init": (None, [_P, _SZ]),
    "tfc_tflite_model_file_identifier": (_S, [_P]),
    "tfc_tflite_model_schema_version": (_U32, [_P]),
    "tfc_tflite_model_description": (_S, [_P]),
    "tfc_tflite_model_buffer_count": (_SZ, [_P]),
    "tfc_tflite_model_signature_def_count": (_SZ, [_P]),
    "tfc_tflite_model_operator_code_count": (_SZ, [_P]),
    "tfc_tflite_model_subgraph_count": (_SZ, [_P]),
    "tfc_tflite_model_operator_count": (_SZ, [_P]),
    "tfc_tflite_model_opcode": (_I32, [ctypes.POINTER(_OpcodeInfo), _P, _SZ]),
    "tfc_tflite_model_subgraph": (_I32, [ctypes.POINTER(_SubgraphInfo), _P, _SZ]),
    "tfc_tflite_model_operator": (_I32, [ctypes.POINTER(_OperatorInfo), _P, _SZ, _SZ, _P]),
    "tfc_tflite_model_operator_io": (_I32, [_PI32, _P, _SZ, _SZ, _I32, _SZ, _P]),
    "tfc_tflite_model_tensor": (_I32, [ctypes.POINTER(_TensorInfo), _P, _SZ, _SZ, _P]),
    "tfc_tflite_tensor_type_name": (_S, [_I32]),
    "tfc_tflite_model_metadata_count": (_SZ, [_P]),
    "tfc_tflite_model_metadata": (_I32, [_PS, _PU32, _PI64, _P, _SZ]),
    "tfc_tflite_model_min_runtime_version": (_S, [_P]),
    "tfc_tflite_builtin_name": (_S, [_I32]),
    "tfc_resolver_open": (_I32, [_PP, _S, _P, _P]),
    "tfc_resolver_parse": (_I32, [_PP, _S, _SZ, _P, _P]),
    "tfc_resolver_free": (None, [_P]),
    "tfc_op_versions_compute": (_I32, [_PP, _P, _P]),
    "tfc_op_versions_get": (_I32, [_PI32, _PU32, _PS, _P, _SZ]),
    "tfc_op_versions_free": (None, [_P]),
    "tfc_min_runtime_compute": (_I32, [_PP, _P, _P]),
    "tfc_min_runtime_version": (_S, [_P]),
    "tfc_min_runtime_stored": (_S, [_P]),
    "tfc_min_runtime_agreement": (_I32, [_P]),
    "tfc_min_runtime_message": (_S, [_P]),
    "tfc_min_runtime_raising_count": (_SZ, [_P]),
    "tfc_min_runtime_raising": (_I32, [_PI32, _PI32, _PS, _P, _SZ]),
    "tfc_min_runtime_unmapped_count": (_SZ, [_P]),
    "tfc_min_runtime_unmapped": (_I32, [_PS, _PI32, _PI32, _P, _SZ]),
    "tfc_min_runtime_free": (None, [_P]),
}

# The release registry (tfcompat/registry.h): the registry a target looks
# releases up in, and the consumer's numbers check() reports.
_REGISTRY_PROTOTYPES = {
    "tfc_registry_default": (_P, []),
    "tfc_registry_open": (_I32, [_PP, _S, _P, _P]),
    "tfc_registry_free": (None, [_P]),
    "tfc_registry_consumer_known": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_version": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_version_low": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_version_high": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_min_producer": (_I32, [_P, _SZ]),
}


_SONAME = "libtfcompat.so.%d" % ABI_VERSION


def _find_library():
    """The library to load, looked up at the first call (never at import):
    $TFCOMPAT_LIBRARY; the copy a wheel carries (pip install ./python bundles
    it when the build finds one); the directory recorded at install
    (_libpath.py, by cmake --install or pip); the dynamic linker's path."""
    path = os.environ.get(ENV_VAR)
    if path:
        return path
    looked = []
    bundled = os.path.join(os.path.dirname(os.path.abspath(__file__)), _SONAME)
    if os.path.exists(bundled):
        return bundled
    looked.append(bundled)
    try:  # written by `cmake --install` or `pip install` next to this module
        from ._libpath import LIBDIR  # type: ignore[import-not-found]
    except ImportError:
        LIBDIR = None
    if LIBDIR:
        recorded = os.path.join(LIBDIR, _SONAME)
        if os.path.exists(recorded):
            return recorded
        looked.append(recorded)
    name = ctypes.util.find_library("tfcompat")
    if name:
        return name
    try:  # the dynamic linker's own search (ld.so.cache, LD_LIBRARY_PATH)
        ctypes.CDLL(_SONAME)
        return _SONAME
    except OSError:
        looked.append(_SONAME + " on the dynamic linker's path")
    raise OSError("libtfcompat not found (looked for %s; %s is not set). Build and install the C "
                  "library (cmake --install build), then reinstall this package (pip install ./python "
                  "copies it in), or set %s to the path of libtfcompat.so"
                  % (", ".join(looked), ENV_VAR, ENV_VAR))


# The scan module (tfcompat/scan.h): used by walk() and scan() when the
# loaded library has it.
_SCAN_UNREADABLE = 3
_VISIT = ctypes.CFUNCTYPE(_I32, _S, _I32, _P)
_SCAN_PROTOTYPES = {
    "tfc_scan_target_new": (_I32, [_PP, _P, _S, _S, _P]),
    "tfc_scan_target_for": (_I32, [_PP, _P, _P]),
    "tfc_scan_target_free": (None, [_P]),
    "tfc_scan_record_new": (_I32, [_PP, _P, _S, _P]),
    "tfc_scan_record_free": (None, [_P]),
    "tfc_scan_record_path": (_S, [_P]),
    "tfc_scan_record_kind": (_I32, [_P]),
    "tfc_scan_record_producer": (_I32, [_P]),
    "tfc_scan_record_min_consumer": (_I32, [_P]),
    "tfc_scan_record_oldest": (_S, [_P]),
    "tfc_scan_record_newest": (_S, [_P]),
    "tfc_scan_record_accepting_count": (_SZ, [_P]),
    "tfc_scan_record_outcome": (_I32, [_P]),
    "tfc_scan_record_reason": (_I32, [_P]),
    "tfc_scan_record_message": (_S, [_P]),
    "tfc_scan_record_status": (_I32, [_P]),
    "tfc_scan_record_offset": (_I64, [_P]),
    "tfc_scan_walk": (_I32, [_S, _VISIT, _P, _P]),
}
_OUTCOME_WORDS = ("accepted", "rejected", "undetermined", "unreadable")
_REASON_NONE = 0
#: Reason codes the summary lists (as `tfcompat scan` does).
SUMMARY_REASONS = 5
#: Most threads scan() runs (as `tfcompat scan --jobs`).
MAX_JOBS = 256


class Library:
    """One loaded libtfcompat. Thread-safe: every call is independent."""

    def __init__(self, path=None):
        self.path = path or _find_library()
        lib = ctypes.CDLL(self.path)
        for name, (res, args) in _PROTOTYPES.items():
            try:
                fn = getattr(lib, name)
            except AttributeError:
                raise OSError("%s does not export %s: it is not a libtfcompat this module can use "
                              "(an older release, or an ABI break)" % (self.path, name)) from None
            fn.restype, fn.argtypes = res, args
        self.has_registry = True
        for name, (res, args) in _REGISTRY_PROTOTYPES.items():
            fn = getattr(lib, name, None)
            if fn is None:
                self.has_registry = False
                continue
            fn.restype, fn.argtypes = res, args
        self.has_scan = True
        for name, (res, args) in _SCAN_PROTOTYPES.items():
            fn = getattr(lib, name, None)
            if fn is None:
                self.has_scan = False
                continue
            fn.restype, fn.argtypes = res, args
        self._lib = lib
        if lib.tfc_abi_version() != ABI_VERSION:
            raise OSError("%s has ABI version %d; this module needs %d"
                          % (self.path, lib.tfc_abi_version(), ABI_VERSION))
        if lib.tfc_error_sizeof() != ctypes.sizeof(_Error):
            raise OSError("tfc_error is %d bytes in %s, %d here"
                          % (lib.tfc_error_sizeof(), self.path, ctypes.sizeof(_Error)))

    # ---- plumbing -------------------------------------------------------


    def _new_error(self):
        err = _Error()
        self._lib.tfc_error_init(ctypes.byref(err), ctypes.sizeof(err))
        return err

    def _error(self, rc, err=None, path=None):
        """The TFCompatError of status rc (path: the bytes used, or None)."""
        message = _text(err.message) if err is not None and err.message else _text(self._lib.tfc_status_str(rc))
        offset = err.offset if err is not None and err.offset >= 0 else None
        return TFCompatError(rc, _text(self._lib.tfc_status_name(rc)), message, offset, _display(path))

    def _call(self, name, *args, path=None):
        """Calls a fallible function whose last parameter is a tfc_error."""
        err = self._new_error()
        rc = getattr(self._lib, name)(*args, ctypes.byref(err))
        if rc != 0:
            raise self._error(rc, err, path)

    @staticmethod
    def _sized(fn, *args):
        n = _SZ(0)
        p = fn(*args, ctypes.byref(n))
        return _text(ctypes.string_at(p, n.value)) if p else ""

    def _artifact_options(self, expected_kind=_KIND_UNKNOWN, read_kinds=0, tflite=None):
        opts = _ArtifactOptions()
        self._lib.tfc_artifact_options_init(ctypes.byref(opts), ctypes.sizeof(opts))
        opts.expected_kind = expected_kind
        opts.read_kinds = read_kinds
        if tflite is not None:
            opts.tflite = ctypes.addressof(tflite)
        return opts

    def _open_tflite(self, path):
        """Opens a TFLite model as `tfcompat tflite` does: its kind required,
        any file identifier (a wrong one is a finding of check). Returns the
        artifact (free it); tfc_artifact_tflite borrows the model from it."""
        to = _TfliteOptions()
        self._lib.tfc_tflite_options_init(ctypes.byref(to), ctypes.sizeof(to))
        to.flags = _TFLITE_ANY_IDENTIFIER
        opts = self._artifact_options(_KIND_TFLITE, tflite=to)
        a = _P()
        self._call("tfc_artifact_open", ctypes.byref(a), path, ctypes.byref(opts), path=path)
        return a

    def _open_registry(self, registry):
        """A registry file through the library's reading layer (only a
        regular file is opened, at most 16 MiB); None: no handle (the
        default registry)."""
        if registry is None:
            return None
        b = _path_arg(registry, "registry")
        r = _P()
        self._call("tfc_registry_open", ctypes.byref(r), b, None, path=b)
        return r

    # ---- versions -------------------------------------------------------

    def version(self) -> Dict[str, Any]:
        lib = self._lib
        return {"package": _text(lib.tfc_version_string()), "number": lib.tfc_version_number(),
                "abi": lib.tfc_abi_version(), "ruleset": lib.tfc_ruleset_version(),
                "opver_api": lib.tfc_opver_api_version(), "has_registry": self.has_registry}

    # ---- releases by the one grammar ------------------------------------

    def release_normalize(self, spelling: str) -> str:
        if spelling is None:
            raise TypeError("spelling must be a str, not NoneType")
        b = _str_arg(spelling, "spelling")
        buf = ctypes.create_string_buffer(80)
        n = _SZ(0)
        self._call("tfc_release_normalize", buf, ctypes.sizeof(buf), ctypes.byref(n), b)
        return _text(buf.value)

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
            d["tags"] = [self._sized(lib.tfc_meta_graph_tag, g, i) for i in range(lib.tfc_meta_graph_tag_count(g))]
            d["tensorflow_version"] = self._sized(lib.tfc_meta_graph_tensorflow_version, g)
            d["tensorflow_git_version"] = self._sized(lib.tfc_meta_graph_tensorflow_git_version, g)
            d["stripped_default_attrs"] = bool(lib.tfc_meta_graph_stripped_default_attrs(g))
            d["meta_graph_version"] = self._sized(lib.tfc_meta_graph_meta_graph_version, g)
        d["has_versions"] = bool(lib.tfc_meta_graph_has_versions(g))
        d["versions"] = self._versions(lib.tfc_meta_graph_versions(g))
        d["graph_def_deprecated_version"] = lib.tfc_meta_graph_graph_def_deprecated_version(g)
        d["node_count"] = lib.tfc_meta_graph_node_count(g)
        d["function_count"] = lib.tfc_meta_graph_function_count(g)
        d["function_names"] = self._names(g, _NAMES_FUNCTIONS)
        d["ops_in_graph"] = self._names(g, _NAMES_OPS_IN_GRAPH)
        d["ops_in_functions"] = self._names(g, _NAMES_OPS_IN_FUNCTIONS)
        if not graph_only:
            d["stripped_op_list_ops"] = self._names(g, _NAMES_STRIPPED_OPS)
        return d

    def _model(self, m):
        lib = self._lib
        kind = lib.tfc_model_kind(m)
        d = {"kind": _text(lib.tfc_container_kind_name(kind))}
        if kind == _KIND_GRAPH_DEF:
            d.update(self._meta_graph(lib.tfc_model_meta_graph(m, 0), True))
            return d
        d["schema_version"] = lib.tfc_model_schema_version(m) if kind == _KIND_SAVED_MODEL else None
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
        v = _P()
        reader = {"consumer": lib.tfc_checkpoint_bundle_version(),
                  "min_producer": lib.tfc_checkpoint_bundle_min_producer(), "accepted": None, "reason": None}
        try:
            self._call("tfc_checkpoint_check_versions", ctypes.byref(v), c, b"(any)")
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
                "name": self._sized(lib.tfc_checkpoint_entry_name, c, i),
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
            oi = _info(_OperatorInfo)
            self._call("tfc_tflite_model_operator", ctypes.byref(oi), m, sg, op)
            d = {"opcode_index": oi.opcode_index}
            for which, key, count in ((0, "input_types", oi.input_count), (1, "output_types", oi.output_count)):
                types = []
                for k in range(count):
                    t = _I32()
                    self._call("tfc_tflite_model_operator_io", ctypes.byref(t), m, sg, op, which, k)
                    ti = _info(_TensorInfo)
                    if t.value < 0 or lib.tfc_tflite_model_tensor(ctypes.byref(ti), m, sg, t.value, None) != 0:
                        types.append(None)  # optional input omitted, or an index check reports
                    else:
                        types.append(_text(lib.tfc_tflite_tensor_type_name(ti.type)) or None)
                d[key] = types
            ops.append(d)
        return ops

    def _tflite(self, m, operators):
        lib = self._lib
        vers = _P()
        self._call("tfc_op_versions_compute", ctypes.byref(vers), m)
        try:
            codes = []
            for i in range(lib.tfc_tflite_model_operator_code_count(m)):
                oc = _info(_OpcodeInfo)
                lib.tfc_tflite_model_opcode(ctypes.byref(oc), m, i)
                computed = _I32(0)
                lib.tfc_op_versions_get(ctypes.byref(computed), None, None, vers, i)
                codes.append({"index": i, "builtin_code": oc.builtin_code,
                              "builtin_name": _text(oc.builtin_name) or None,
                              "deprecated_builtin_code": oc.deprecated_builtin_code,
                              "raw_builtin_code": oc.raw_builtin_code, "custom_code": _text(oc.custom_code),
                              "version": oc.version, "builtin_code_field_present": bool(oc.builtin_code_present),
                              "version_field_present": bool(oc.version_present),
                              "computed_version": computed.value if computed.value > 0 else None})
        finally:
            lib.tfc_op_versions_free(vers)
        metadata = []
        for i in range(lib.tfc_tflite_model_metadata_count(m)):
            name, buf, size = _S(), _U32(), _I64()
            lib.tfc_tflite_model_metadata(ctypes.byref(name), ctypes.byref(buf), ctypes.byref(size), m, i)
            metadata.append({"name": _text(name.value), "buffer": buf.value,
                             "size": size.value if size.value >= 0 else None})
        subgraphs = []
        for s in range(lib.tfc_tflite_model_subgraph_count(m)):
            si = _info(_SubgraphInfo)
            lib.tfc_tflite_model_subgraph(ctypes.byref(si), m, s)
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

    _INSPECT_KINDS = {None: _KIND_UNKNOWN, "checkpoint_index": _KIND_CHECKPOINT_INDEX, "tflite": _KIND_TFLITE,
                      "version_def": _KIND_VERSION_DEF, "model": _KIND_UNKNOWN}

    def inspect(self, path: PathLike, operators: bool = False, kind: Optional[str] = None) -> Dict[str, Any]:
        lib = self._lib
        p = _path_arg(path)
        if kind is not None and not isinstance(kind, str):
            raise TypeError("kind must be a str or None, not %s" % type(kind).__name__)
        if kind not in self._INSPECT_KINDS:
            raise ValueError("kind must be one of %s" % ", ".join(k for k in self._INSPECT_KINDS if k))
        # "model": a GraphDef, MetaGraphDef or SavedModel; only those are read
        opts = self._artifact_options(self._INSPECT_KINDS[kind],
                                      (1 << 1) | (1 << 2) | (1 << 3) if kind == "model" else 0)
        a = _P()
        self._call("tfc_artifact_open", ctypes.byref(a), p, ctypes.byref(opts), path=p)
        try:
            found = lib.tfc_artifact_kind(a)
            if found == _KIND_VERSION_DEF:
                return {"kind": "version_def", "versions": self._versions(lib.tfc_artifact_versiondef(a))}
            if found == _KIND_CHECKPOINT_INDEX:
                return self._checkpoint(lib.tfc_artifact_checkpoint(a))
            if found == _KIND_TFLITE:
                return self._tflite(lib.tfc_artifact_tflite(a), operators)
            m = lib.tfc_artifact_model(a)
            if not m:
                raise TFCompatError(_E_WRONG_KIND, "TFC_E_WRONG_KIND", "not a GraphDef, MetaGraphDef or SavedModel",
                                    None, _display(p))
            model = self._model(m)
            if not lib.tfc_artifact_is_directory(a):
                return model
            # the directory's variables/variables.index: absent is None, unreadable raises
            self._call("tfc_artifact_checkpoint_status", a, path=lib.tfc_artifact_checkpoint_path(a))
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
        spec_b = _str_arg(spec, spec_name)
        runtime_b = _str_arg(runtime, "runtime")
        scheme_b = _str_arg(scheme, "scheme")
        tf_version_b = _str_arg(tf_version, "tf_version")
        resolver_b = None if resolver is None else _path_arg(resolver, "resolver")
        text_b = None
        if resolver_text is not None:
            if isinstance(resolver_text, str):
                text_b = resolver_text.encode("utf-8", "surrogateescape")
            elif isinstance(resolver_text, bytes):
                text_b = resolver_text
            else:
                raise TypeError("resolver_text must be a str or bytes, not %s" % type(resolver_text).__name__)
        if consumer is not None:
            consumer = _int_arg(consumer, "consumer")
            min_producer = 0 if min_producer is None else _int_arg(min_producer, "min_producer")
        t = _Target(self)
        try:
            t.registry = self._open_registry(registry)
            h = _P()
            if consumer is not None:
                self._call("tfc_target_new_consumer", ctypes.byref(h), t.registry, scheme_b, consumer, min_producer,
                           tf_version_b or b"unknown")
                t.handle = h
            else:
                self._call("tfc_target_new", ctypes.byref(h), t.registry)
                t.handle = h
                if spec_b is not None:
                    self._call("tfc_target_add", t.handle, spec_b)
                    if tf_version_b is not None:
                        self._call("tfc_target_set_tf_version", t.handle, tf_version_b)
                if runtime_b is not None:
                    # a bare release is the standard interpreter (the item
                    # litert@RELEASE), NAME@VERSION a runtime profile: as --runtime
                    self._call("tfc_target_add", t.handle, runtime_b if b"@" in runtime_b else b"litert@" + runtime_b)
            if resolver_b is not None or text_b is not None:
                r = _P()
                if resolver_b is not None:
                    self._call("tfc_resolver_open", ctypes.byref(r), resolver_b, None, path=resolver_b)
                else:
                    self._call("tfc_resolver_parse", ctypes.byref(r), text_b, len(text_b), None)
                t.resolver = r
                self._call("tfc_target_set_resolver", t.handle, t.resolver,
                           resolver_b if resolver_b is not None else b"(resolver text)")
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
                 "severity": _SEVERITY.get(lib.tfc_verdict_finding_severity(v, i), "undetermined"),
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
        p = _path_arg(path)
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
            consumer = _int_arg(consumer, "consumer")
            min_producer = 0 if min_producer is None else _int_arg(min_producer, "min_producer")
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
            a = _P()
            self._call("tfc_check_open", ctypes.byref(a), p, None, path=p)
            try:
                tflite = lib.tfc_artifact_kind(a) == _KIND_TFLITE
                if tflite and not lib.tfc_target_runtime(t.handle):
                    raise TFCompatError(_E_WRONG_KIND, "TFC_E_WRONG_KIND",
                                        "a TFLite model has no GraphDef versions; give runtime=, resolver= or "
                                        "resolver_text= (or use tflite_check())", None, _display(p))
                if not tflite and consumer is None and not lib.tfc_target_release(t.handle):
                    raise TFCompatError(_E_WRONG_KIND, "TFC_E_WRONG_KIND",
                                        "runtime=, resolver= and resolver_text= check TFLite models; give tf= or "
                                        "target= for a %s" % _text(lib.tfc_container_kind_name(lib.tfc_artifact_kind(a))),
                                        None, _display(p))
                v = _P()
                self._call("tfc_check", ctypes.byref(v), a, t.handle, None, path=p)
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
             "accepted": outcome == _OUTCOME_ACCEPTED}  # type: Dict[str, Any]
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
        d["outcome"] = _OUTCOME_NAMES[outcome] if 0 <= outcome < 3 else "undetermined"
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
        p = _path_arg(path)
        reg = self._open_registry(registry)
        try:
            a = _P()
            self._call("tfc_check_open", ctypes.byref(a), p, None, path=p)
            try:
                ans = _P()
                self._call("tfc_check_releases", ctypes.byref(ans), a, reg, None, path=p)
                try:
                    return self._releases_answer(p, ans)
                finally:
                    lib.tfc_answer_free(ans)
            finally:
                lib.tfc_artifact_free(a)
        finally:
            lib.tfc_registry_free(reg)

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
             "accepting": [release[i] for i in range(n) if outcome[i] == _OUTCOME_ACCEPTED],
             "ranges": [{"first": release[f], "last": release[l]} for f, l, o in runs if o == _OUTCOME_ACCEPTED],
             "rejecting": [{"release": release[i], "code": code(i), "message": _text(lib.tfc_answer_message(ans, i))}
                           for i in range(n) if outcome[i] == _OUTCOME_REJECTED],
             "undetermined": [{"release": release[i], "message": _text(lib.tfc_answer_message(ans, i))}
                              for i in range(n) if outcome[i] == _OUTCOME_UNDETERMINED],
             "runs": []}  # type: Dict[str, Any]
        for f, l, o in runs:
            run = {"first": release[f], "last": release[l], "outcome": _OUTCOME_NAMES[o]}  # type: Dict[str, Any]
            if o != _OUTCOME_ACCEPTED:
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
        p = _path_arg(path)
        given = [n for n, x in (("runtime", runtime), ("resolver", resolver), ("resolver_text", resolver_text))
                 if x is not None]
        if len(given) != 1:
            raise TypeError("tflite_check() needs exactly one of runtime=, resolver= (a file) and resolver_text=")
        with self._target(runtime=runtime, resolver=resolver, resolver_text=resolver_text) as t:
            a = self._open_tflite(p)
            try:
                v = _P()
                self._call("tfc_check", ctypes.byref(v), a, t.handle, None, path=p)
                try:
                    findings = [{"code": _text(lib.tfc_verdict_reason_name(lib.tfc_verdict_finding_reason(v, i))),
                                 "severity": "error" if lib.tfc_verdict_finding_severity(v, i) == _SEVERITY_ERROR
                                 else "warning",
                                 "op": _text(lib.tfc_verdict_finding_subject(v, i)),
                                 "version": lib.tfc_verdict_finding_value(v, i),
                                 "message": _text(lib.tfc_verdict_finding_message(v, i))}
                                for i in range(lib.tfc_verdict_finding_count(v))]
                    d = {"path": _display(p), "target": _text(lib.tfc_target_name(t.handle)),
                         "accepted": bool(lib.tfc_verdict_accepted(v)), "runtime": runtime}  # type: Dict[str, Any]
                    if resolver is not None:
                        d["resolver"] = _display(_path_arg(resolver, "resolver"))
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
        p = _path_arg(path)
        a = self._open_tflite(p)
        mr = _P()
        try:
            self._call("tfc_min_runtime_compute", ctypes.byref(mr), lib.tfc_artifact_tflite(a), path=p)
            unmapped = []
            for i in range(lib.tfc_min_runtime_unmapped_count(mr)):
                name, ver = _S(), _I32()
                lib.tfc_min_runtime_unmapped(ctypes.byref(name), None, ctypes.byref(ver), mr, i)
                unmapped.append({"op": _text(name.value), "version": ver.value})
            raising = []
            for i in range(lib.tfc_min_runtime_raising_count(mr)):
                code, ver, rt = _I32(), _I32(), _S()
                lib.tfc_min_runtime_raising(ctypes.byref(code), ctypes.byref(ver), ctypes.byref(rt), mr, i)
                raising.append({"op": _text(lib.tfc_tflite_builtin_name(code.value)), "version": ver.value,
                                "min_runtime": _text(rt.value)})
            agreement = lib.tfc_min_runtime_agreement(mr)
            return {"min_runtime": _text_or_none(lib.tfc_min_runtime_version(mr)),
                    "stored": _text(lib.tfc_min_runtime_stored(mr)),
                    "agrees": agreement == 0, "unmapped_ops": unmapped,
                    "agreement": _MIN_RUNTIME_AGREEMENT.get(agreement, "not_stored"),
                    "raising_ops": raising, "message": _text(lib.tfc_min_runtime_message(mr))}
        finally:
            lib.tfc_min_runtime_free(mr)
            lib.tfc_artifact_free(a)

    # ---- a whole store: walk and scan ------------------------------------

    def _need_scan(self):
        if not self.has_scan:
            raise OSError("%s has no scan module (tfcompat/scan.h, libtfcompat 0.2.0)" % self.path)

    def walk(self, root: PathLike) -> Iterator[str]:
        self._need_scan()
        root_b = _path_arg(root, "root")  # here, so that a wrong root raises at the call
        return self._walk(root_b)

    def _walk(self, root_b):
        q = queue.Queue(maxsize=1024)  # type: queue.Queue
        done = object()
        stop = threading.Event()
        failure = []  # type: List[BaseException]

        def visit(path, kind, user):
            # An exception must not unwind through C: keep it, stop the walk.
            try:
                if stop.is_set():
                    return 1
                q.put(os.fsdecode(path))
                return 0
            except BaseException as e:  # noqa: B902 - handed to the caller below
                failure.append(e)
                return 1

        cb = _VISIT(visit)

        def run():
            try:
                err = self._new_error()
                rc = self._lib.tfc_scan_walk(root_b, cb, None, ctypes.byref(err))
                if rc < 0:
                    failure.append(self._error(rc, err, root_b))
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
        self._need_scan()
        return ScanTarget(self, tf, runtime, registry, target)

    def record(self, target: "ScanTarget", path: PathLike) -> Record:
        """The record of one path against `target`, as one line of
        `tfcompat scan --format ndjson`: "path" is os.fsdecode() of the bytes
        read. An unreadable file is a record (outcome "unreadable"), not an
        exception. Raises ValueError when target is closed; a close() that
        starts while this call runs waits for it."""
        if not isinstance(target, ScanTarget):
            raise TypeError("target must be a ScanTarget, not %s" % type(target).__name__)
        p = _path_arg(path)
        lib = self._lib
        r = _P()
        with target._in_use() as handle:
            self._call("tfc_scan_record_new", ctypes.byref(r), handle, p, path=p)
        try:
            outcome = lib.tfc_scan_record_outcome(r)
            reason = lib.tfc_scan_record_reason(r)
            # the code as the command's record names it (src/cli/scan.c, code_of)
            if outcome == _SCAN_UNREADABLE:
                code = _text(lib.tfc_status_name(lib.tfc_scan_record_status(r)))
            elif outcome == _OUTCOME_ACCEPTED:
                code = None
            elif outcome == _OUTCOME_UNDETERMINED and reason == _REASON_NONE:
                code = "VERSION_UNKNOWN"
            else:
                code = _text(lib.tfc_verdict_reason_name(reason))
            producer = lib.tfc_scan_record_producer(r)
            min_consumer = lib.tfc_scan_record_min_consumer(r)
            rec = {"path": _display(lib.tfc_scan_record_path(r)),
                   "kind": _text(lib.tfc_container_kind_name(lib.tfc_scan_record_kind(r))),
                   "producer": producer if producer >= 0 else None,
                   "min_consumer": min_consumer if min_consumer >= 0 else None,
                   "oldest": _text(lib.tfc_scan_record_oldest(r)),
                   "newest": _text(lib.tfc_scan_record_newest(r)),
                   "accepting": lib.tfc_scan_record_accepting_count(r),
                   "outcome": _OUTCOME_WORDS[outcome] if 0 <= outcome < 4 else "unreadable",
                   "code": code,
                   "message": None if outcome == _OUTCOME_ACCEPTED else _text(lib.tfc_scan_record_message(r))}
            if outcome == _SCAN_UNREADABLE:
                rec["status"] = lib.tfc_scan_record_status(r)
                rec["offset"] = lib.tfc_scan_record_offset(r)
            return rec
        finally:
            lib.tfc_scan_record_free(r)

    def scan(self, roots: Union[PathLike, Sequence[PathLike]], tf: Optional[str] = None,
             runtime: Optional[str] = None, registry: Optional[PathLike] = None,
             jobs: Optional[int] = None, *, target: Optional[str] = None) -> Iterator[Record]:
        self._need_scan()
        roots_b = [_path_arg(r, "root") for r in _roots(roots)]
        jobs = (os.cpu_count() or 1) if jobs is None else _int_arg(jobs, "jobs", 1, MAX_JOBS)
        st = self.scan_target(tf, runtime, registry, target)  # raises here, at the call
        return self._scan(roots_b, st, min(jobs, MAX_JOBS))

    def _scan(self, roots_b, st, jobs):
        window = 16 * jobs
        try:
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                pending = collections.deque()  # type: collections.deque
                for root in roots_b:
                    for path in self._walk(root):
                        pending.append(pool.submit(self.record, st, path))
                        if len(pending) >= window:
                            yield pending.popleft().result()
                while pending:
                    yield pending.popleft().result()
        finally:
            st.close()


def _roots(roots):
    """One root or a sequence of them, as a list."""
    if isinstance(roots, (str, bytes)) or hasattr(roots, "__fspath__"):
        return [roots]
    try:
        return list(roots)
    except TypeError:
        raise TypeError("roots must be a path (str, bytes, os.PathLike) or a sequence of paths, not %s"
                        % type(roots).__name__) from None


class _Target:
    """A check-layer target and what it borrows (an opened registry, a
    resolver), freed together, the target first."""

    def __init__(self, library):
        self._lib = library._lib
        self.registry = None  # an opened registry file, or None: the default registry
        self.resolver = None
        self.handle = None

    def close(self):
        lib = self._lib
        if self.handle is not None:
            lib.tfc_target_free(self.handle)
            self.handle = None
        if self.resolver is not None:
            lib.tfc_resolver_free(self.resolver)
            self.resolver = None
        if self.registry is not None:
            lib.tfc_registry_free(self.registry)
            self.registry = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class ScanTarget:
    """What a scan asks of every model (tfc_scan_target): immutable, shared
    by threads. Close it (or use `with`) to free it early: close() waits for
    the record() calls in flight, and a later record() raises ValueError."""

    def __init__(self, library: Library, tf: Optional[str] = None, runtime: Optional[str] = None,
                 registry: Optional[PathLike] = None, target: Optional[str] = None):
        self._library = library
        self._handle = None  # type: Optional[ctypes.c_void_p]
        self._cv = threading.Condition()
        self._busy = 0
        self._closed = False
        if target is not None and (tf is not None or runtime is not None):
            raise TypeError("target= names the whole target; leave out tf= and runtime=")
        self.tf, self.runtime, self.target = tf, runtime, target
        tf_b, runtime_b = _str_arg(tf, "tf"), _str_arg(runtime, "runtime")
        self._target = _Target(library)  # the check-layer target (target=) and the registry
        try:
            if target is not None:
                spec = _str_arg(target, "target")
                self._target.registry = library._open_registry(registry)
                h = _P()
                library._call("tfc_target_parse", ctypes.byref(h), spec, self._target.registry)
                self._target.handle = h
            else:
                self._target.registry = library._open_registry(registry)
            handle = _P()
            if target is not None:
                library._call("tfc_scan_target_for", ctypes.byref(handle), self._target.handle)
            else:
                library._call("tfc_scan_target_new", ctypes.byref(handle), self._target.registry, tf_b, runtime_b)
            self._handle = handle
        except BaseException:
            self._target.close()
            raise

    def _in_use(self):
        return _InUse(self)

    def close(self) -> None:
        """Frees the target, after the record() calls in flight end."""
        with self._cv:
            self._closed = True
            while self._busy:
                self._cv.wait()
            if self._handle is not None:
                self._library._lib.tfc_scan_target_free(self._handle)
                self._handle = None
            self._target.close()

    def __enter__(self) -> "ScanTarget":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # interpreter shutdown
            pass


class _InUse:
    """A record() call holding a ScanTarget: close() waits for it."""

    def __init__(self, st):
        self._st = st

    def __enter__(self):
        st = self._st
        with st._cv:
            if st._closed or st._handle is None:
                raise ValueError("the ScanTarget is closed")
            st._busy += 1
            return st._handle

    def __exit__(self, *exc):
        st = self._st
        with st._cv:
            st._busy -= 1
            if not st._busy:
                st._cv.notify_all()


def summarize(records: Iterable[Record]) -> Dict[str, Any]:
    """The summary of records, as the last line of `tfcompat scan --format
    ndjson` ({"summary": ...}'s value): counts by outcome and the commonest
    codes (at most SUMMARY_REASONS, most frequent first, then by name)."""
    s = {"models": 0, "accepted": 0, "rejected": 0, "undetermined": 0, "unreadable": 0}
    codes = collections.Counter()  # type: collections.Counter
    for r in records:
        s["models"] += 1
        s[r["outcome"]] += 1
        if r["code"]:
            codes[r["code"]] += 1
    ranked = sorted(codes.items(), key=lambda kv: (-kv[1], kv[0].encode()))
    out = dict(s)  # type: Dict[str, Any]
    out["reasons"] = [{"code": c, "count": n} for c, n in ranked[:SUMMARY_REASONS]]
    return out


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
    A rejection is a value, not an exception.

    Raises TFCompatError when PATH or registry cannot be read, for an
    unknown release (TFC_E_UNKNOWN_RELEASE), a bad runtime (TFC_E_BAD_VALUE),
    a TFLite model without a TFLite side or a graph with only one
    (TFC_E_WRONG_KIND); TypeError for a wrong combination or type of
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


def walk(root: PathLike) -> Iterator[str]:
    """The model paths under root, in the order `tfcompat scan` lists them.

    The library decides by content (tfc_scan_walk): a SavedModel directory is
    one model, every other file is a model when it holds one (or is named
    like one). Each path is os.fsdecode() of the bytes the walk found, so
    os.fsencode(path) is that file, whatever its name. The walk runs in a
    thread; at most 1024 paths wait, so memory does not grow with the store.
    Raises TypeError/ValueError at the call for a bad root; TFCompatError
    (while iterating) when root itself cannot be read; an exception of the
    walk's thread is raised to the caller.
    """
    return _lib().walk(root)


def scan(roots: Union[PathLike, Sequence[PathLike]], tf: Optional[str] = None, runtime: Optional[str] = None,
         registry: Optional[PathLike] = None, jobs: Optional[int] = None, *,
         target: Optional[str] = None) -> Iterator[Record]:
    """The record of every model under roots, as `tfcompat scan --format ndjson`.

    roots: a path or a sequence of paths. tf=RELEASE checks graphs,
    SavedModel directories and checkpoints against that release, runtime=
    TFLite models against that runtime; target=SPEC is a target string
    instead of both; registry=FILE the consumers to ask (read by the
    library). Without a target of its kind, a model is accepted when some
    release accepts it. jobs (1..256, default the number of CPUs) threads
    compute records; the library releases the GIL.

    Yields records in walk order, each the dict of one ndjson line: {"path"
    (os.fsdecode of the bytes read), "kind", "producer", "min_consumer",
    "oldest", "newest", "accepting", "outcome", "code", "message",
    "status"?, "offset"?}; summarize() gives the summary line. An unreadable
    model is a record, not an exception. Raises at the call for a bad
    argument or an unknown release (TFCompatError TFC_E_UNKNOWN_RELEASE),
    while iterating when a root cannot be read.
    """
    return _lib().scan(roots, tf, runtime, registry, jobs, target=target)


# Library's methods answer as the module's functions do (same parameters).
for _name in ("version", "inspect", "check", "releases", "tflite_check", "tflite_min_runtime", "walk", "scan"):
    getattr(Library, _name).__doc__ = globals()[_name].__doc__
del _name
