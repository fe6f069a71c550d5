"""tfcompat - libtfcompat from Python, over ctypes (standard library only).

Can this consumer load this model?

    import tfcompat
    verdict = tfcompat.check("export/1", consumer=11, tf_version="1.0.0")
    print(verdict["accepted"], verdict["findings"][0]["message"])

Every answer is a plain Python value (dict, list, str, int, bool, None),
shaped like the JSON of the `tfcompat` command (docs/CLI.md), so a script can
move between the two. A verdict is a value: "the consumer rejects it" is a
dict with "accepted": False, never an exception. Failing to read an input
(missing, hostile, truncated, wrong kind) raises TFCompatError, which carries
the library's status code as a number and a name (TFC_E_*) and its message.

The library is loaded at the first call, not at import, from
$TFCOMPAT_LIBRARY (the path of libtfcompat.so) when it is set; else the copy
a wheel built by `pip install ./python` carries (tfcompat/libtfcompat.so.1);
else the library directory recorded at install (tfcompat/_libpath.py, by
`cmake --install` or pip); else through ctypes.util.find_library("tfcompat")
and the SONAME libtfcompat.so.1 (the dynamic linker's path).

Functions: version(), inspect(), check(), releases(), tflite_check(),
tflite_min_runtime(), walk(), scan(), summarize(); tfcompat.dask spreads
scan() over a Dask cluster. Each module-level function uses one shared Library
object; create Library(path) yourself to use a particular build. Strings from
the library are UTF-8; bytes that are not valid UTF-8 become the code points
U+0080..U+00FF, as in the command's JSON.
"""

import codecs
import collections
import concurrent.futures
import ctypes
import ctypes.util
import os
import queue
import threading
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Union

PathLike = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]
#: A scan record: the keys of `tfcompat scan --format ndjson` (docs/CLI.md).
Record = Dict[str, Any]

__all__ = ["Library", "TFCompatError", "version", "inspect", "check", "releases",
           "tflite_check", "tflite_min_runtime", "walk", "scan", "summarize", "ENV_VAR", "ABI_VERSION"]

ENV_VAR = "TFCOMPAT_LIBRARY"
#: The package version; the library's own is version()["package"].
__version__ = "0.2.0"
#: The SONAME major version (libtfcompat.so.N) this module is written for.
ABI_VERSION = 1

_I32, _U32, _I64, _SZ = ctypes.c_int32, ctypes.c_uint32, ctypes.c_int64, ctypes.c_size_t
_P, _S = ctypes.c_void_p, ctypes.c_char_p
_PP, _PI32, _PU32, _PI64, _PSZ, _PS = (ctypes.POINTER(_P), ctypes.POINTER(_I32), ctypes.POINTER(_U32),
                                       ctypes.POINTER(_I64), ctypes.POINTER(_SZ), ctypes.POINTER(_S))

# enum values the bindings need (they are ABI: include/tfcompat/*.h)
_KIND_UNKNOWN, _KIND_GRAPH_DEF, _KIND_META_GRAPH_DEF, _KIND_SAVED_MODEL = 0, 1, 2, 3
_KIND_CHECKPOINT_INDEX, _KIND_TFLITE, _KIND_VERSION_DEF = 4, 5, 6
_OUTCOME_ACCEPTED, _OUTCOME_REJECTED, _OUTCOME_UNDETERMINED = 0, 1, 2
_SEVERITY = {0: "error", 1: "warning", 2: "undetermined"}
_NAMES_FUNCTIONS, _NAMES_OPS_IN_GRAPH, _NAMES_OPS_IN_FUNCTIONS, _NAMES_STRIPPED_OPS = 0, 1, 2, 3
_TFLITE_ANY_IDENTIFIER = 1 << 1
_TFLITE_CHECK_STRUCTURE = 1 << 0
_MIN_RUNTIME_AGREEMENT = {0: "agrees", 1: "stale", 2: "stored_newer", 3: "not_stored"}
_E_INVALID_ARGUMENT, _E_IO = -1, -40
_ERROR_MESSAGE_SIZE = 512


def _latin1_for_bad_bytes(exc):
    bad = exc.object[exc.start:exc.end]
    return "".join(chr(b) for b in bad), exc.end


codecs.register_error("tfcompat.latin1", _latin1_for_bad_bytes)


def _text(b):
    return None if b is None else b.decode("utf-8", "tfcompat.latin1")


class TFCompatError(Exception):
    """An input could not be read or is not valid, or a call was misused.

    code    the library's status code, a negative number (TFC_E_*)
    name    its stable name ("TFC_E_TRUNCATED")
    message the library's message (names the fault and where)
    offset  byte offset of the fault in the input, or None
    path    the path involved, or None
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


_ARTIFACT_NO_CHECKPOINT = 1 << 0
# TFC_ARTIFACT_KINDS_VERSIONED: every kind but TFLite is read; a TFLite file is only detected
_ARTIFACT_KINDS_VERSIONED = (1 << 1) | (1 << 2) | (1 << 3) | (1 << 4) | (1 << 6)


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
    "tfc_error_init": (None, [_P]),
    "tfc_error_sizeof": (_SZ, []),
    "tfc_verdict_reason_name": (_S, [_I32]),
    "tfc_container_kind_name": (_S, [_I32]),
    # verdicts
    "tfc_verdict_free": (None, [_P]),
    "tfc_verdict_outcome": (_I32, [_P]),
    "tfc_verdict_accepted": (_I32, [_P]),
    "tfc_verdict_finding_count": (_SZ, [_P]),
    "tfc_verdict_finding_reason": (_I32, [_P, _SZ]),
    "tfc_verdict_finding_severity": (_I32, [_P, _SZ]),
    "tfc_verdict_finding_message": (_S, [_P, _SZ]),
    "tfc_verdict_finding_subject": (_S, [_P, _SZ]),
    "tfc_verdict_finding_value": (_I64, [_P, _SZ]),
    # VersionDef and the acceptance rule
    "tfc_versiondef_parse": (_I32, [_PP, _S, _SZ, _P, _P]),
    "tfc_versiondef_new": (_I32, [_PP, _I32, _I32, _PI32, _SZ, _P, _P]),
    "tfc_versiondef_free": (None, [_P]),
    "tfc_versiondef_producer": (_I32, [_P]),
    "tfc_versiondef_min_consumer": (_I32, [_P]),
    "tfc_versiondef_bad_consumer_count": (_SZ, [_P]),
    "tfc_versiondef_bad_consumer": (_I32, [_P, _SZ]),
    "tfc_accept_check": (_I32, [_PP, _P, _I32, _I32, _S, _S, _S, _P, _P]),
    # containers
    "tfc_file_detect_kind": (_I32, [_PI32, _PI32, _S, _P]),
    "tfc_file_open_model": (_I32, [_PP, _S, _I32, _P, _P]),
    "tfc_model_free": (None, [_P]),
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
    "tfc_artifact_open": (_I32, [_PP, _S, _P, _P]),
    "tfc_artifact_free": (None, [_P]),
    "tfc_artifact_scheme": (_S, [_P]),
    "tfc_artifact_versions_count": (_SZ, [_P]),
    "tfc_artifact_versions": (_P, [_P, _SZ]),
    "tfc_artifact_ops": (_PS, [_P, _SZ, _PSZ]),
    "tfc_artifact_model": (_P, [_P]),
    "tfc_artifact_kind": (_I32, [_P]),
    "tfc_artifact_is_directory": (_I32, [_P]),
    "tfc_artifact_checkpoint": (_P, [_P]),
    "tfc_artifact_checkpoint_path": (_S, [_P]),
    "tfc_artifact_checkpoint_status": (_I32, [_P, _P]),
    "tfc_artifact_tflite": (_P, [_P]),
    "tfc_artifact_versiondef": (_P, [_P]),
    # checkpoints
    "tfc_checkpoint_open": (_I32, [_PP, _S, _P, _P]),
    "tfc_checkpoint_free": (None, [_P]),
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
    # TFLite
    "tfc_tflite_options_init": (None, [_P]),
    "tfc_tflite_model_open": (_I32, [_PP, _S, _P, _P]),
    "tfc_tflite_model_free": (None, [_P]),
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
    "tfc_resolver_for_release": (_I32, [_PP, _S, _P, _P]),
    "tfc_resolver_parse": (_I32, [_PP, _S, _SZ, _P, _P]),
    "tfc_resolver_free": (None, [_P]),
    "tfc_resolver_check": (_I32, [_PP, _P, _P, _U32, _P]),
    "tfc_op_versions_compute": (_I32, [_PP, _P, _P]),
    "tfc_op_versions_get": (_I32, [_PI32, _PU32, _PS, _P, _SZ]),
    "tfc_op_versions_findings": (_P, [_P]),
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

# The release registry (tfcompat/registry.h): used by releases() and
# check(tf=...) when the loaded library has it.
_REGISTRY_PROTOTYPES = {
    "tfc_registry_default": (_P, []),
    "tfc_registry_load": (_I32, [_PP, _S, _SZ, _P, _P]),
    "tfc_registry_free": (None, [_P]),
    "tfc_registry_scheme_graphdef": (_S, []),
    "tfc_registry_scheme_checkpoint": (_S, []),
    "tfc_registry_find": (_I64, [_P, _S, _S]),
    "tfc_registry_consumer_release": (_S, [_P, _SZ]),
    "tfc_registry_consumer_known": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_version": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_version_low": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_version_high": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_min_producer": (_I32, [_P, _SZ]),
    "tfc_registry_check_release": (_I32, [_PP, _P, _S, _S, _P, _PS, _SZ, _S, _P]),
    "tfc_registry_check": (_I32, [_PP, _P, _S, _P, _PS, _SZ, _P]),
    # Since 0.2.0 (tfcompat/opreg.h): the op-level verdict of a meta graph.
    "tfc_opreg_check_release": (_I32, [_PP, _P, _S, _P, _S, _P]),
    "tfc_opreg_check": (_I32, [_PP, _P, _P, _P]),
    "tfc_release_answer_free": (None, [_P]),
    "tfc_release_answer_count": (_SZ, [_P]),
    "tfc_release_answer_release": (_S, [_P, _SZ]),
    "tfc_release_answer_outcome": (_I32, [_P, _SZ]),
    "tfc_release_answer_reason": (_I32, [_P, _SZ]),
    "tfc_release_answer_message": (_S, [_P, _SZ]),
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


def _fs(path):
    """A path as the bytes the C library takes."""
    return os.fsencode(os.fspath(path))


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
        self._lib.tfc_error_init(ctypes.byref(err))
        return err

    def _raise(self, rc, err=None, path=None):
        message = _text(err.message) if err is not None and err.message else _text(self._lib.tfc_status_str(rc))
        offset = err.offset if err is not None and err.offset >= 0 else None
        raise TFCompatError(rc, _text(self._lib.tfc_status_name(rc)), message, offset,
                            os.fsdecode(path) if path is not None else None)

    def _call(self, name, *args, path=None):
        """Calls a fallible function whose last parameter is a tfc_error."""
        err = self._new_error()
        rc = getattr(self._lib, name)(*args, ctypes.byref(err))
        if rc != 0:
            self._raise(rc, err, path)

    def _findings(self, verdict, meta_graph=None, tflite=False):
        lib, out = self._lib, []
        for i in range(lib.tfc_verdict_finding_count(verdict)):
            f = {"code": _text(lib.tfc_verdict_reason_name(lib.tfc_verdict_finding_reason(verdict, i))),
                 "severity": _SEVERITY.get(lib.tfc_verdict_finding_severity(verdict, i), "undetermined")}
            if tflite:
                f["op"] = _text(lib.tfc_verdict_finding_subject(verdict, i))
                f["version"] = lib.tfc_verdict_finding_value(verdict, i)
            f["message"] = _text(lib.tfc_verdict_finding_message(verdict, i))
            if meta_graph is not None:
                f["meta_graph"] = meta_graph
            out.append(f)
        return out

    @staticmethod
    def _sized(fn, *args):
        n = _SZ(0)
        p = fn(*args, ctypes.byref(n))
        return _text(ctypes.string_at(p, n.value)) if p else ""

    def _open_tflite(self, path):
        opts = _TfliteOptions()
        self._lib.tfc_tflite_options_init(ctypes.byref(opts))
        opts.flags = _TFLITE_ANY_IDENTIFIER  # a wrong identifier is then a finding of check
        m = _P()
        self._call("tfc_tflite_model_open", ctypes.byref(m), _fs(path), ctypes.byref(opts), path=path)
        return m

    # ---- versions -------------------------------------------------------

    def version(self):
        """The linked library's versions: package, number, ABI, ruleset, op-version API."""
        lib = self._lib
        return {"package": _text(lib.tfc_version_string()), "number": lib.tfc_version_number(),
                "abi": lib.tfc_abi_version(), "ruleset": lib.tfc_ruleset_version(),
                "opver_api": lib.tfc_opver_api_version(), "has_registry": self.has_registry}

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
            findings = self._findings(v)
            errors = [f for f in findings if f["severity"] == "error"]
            if errors:
                reader["reason"] = errors[0]["code"].lower()
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

    def inspect(self, path, operators=False, kind=None):
        """What PATH holds, detected from its content: a dict shaped like
        `tfcompat inspect --json` ("kind" is graph_def, meta_graph_def,
        saved_model, saved_model_dir, checkpoint_index, tflite or
        version_def). operators=True adds each TFLite subgraph's operators.
        kind ("checkpoint_index", "tflite", "version_def" or "model") skips
        detection and reads PATH as that kind, so that a damaged file is
        reported by the reader of its kind. Raises TFCompatError when PATH
        cannot be read or is not valid."""
        lib = self._lib
        forced = {None: None, "checkpoint_index": _KIND_CHECKPOINT_INDEX, "tflite": _KIND_TFLITE,
                  "version_def": _KIND_VERSION_DEF, "model": _KIND_UNKNOWN}
        if kind not in forced:
            raise ValueError("kind must be one of %s" % ", ".join(k for k in forced if k))
        opts = _info(_ArtifactOptions)
        opts.expected_kind = forced[kind] if kind is not None else _KIND_UNKNOWN
        if kind == "model":  # a GraphDef, MetaGraphDef or SavedModel: only those are read
            opts.read_kinds = (1 << 1) | (1 << 2) | (1 << 3)
        a = _P()
        self._call("tfc_artifact_open", ctypes.byref(a), _fs(path), ctypes.byref(opts), path=path)
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
                raise TFCompatError(-16, "TFC_E_WRONG_KIND", "not a GraphDef, MetaGraphDef or SavedModel",
                                    None, os.fsdecode(path))
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

    # ---- GraphDef acceptance ---------------------------------------------

    def _load(self, path):
        """What check() and releases() ask about: (scheme, [VersionDef
        handles], [op name lists], [handles to free as (function, handle)],
        [meta graph handles, None for a bare VersionDef or checkpoint]).
        A graph, MetaGraphDef, SavedModel or VersionDef is in the graphdef
        scheme; a checkpoint index in the checkpoint scheme."""
        lib = self._lib
        # One entry opens every other kind (tfcompat/artifact.h): the scheme,
        # one VersionDef per graph and the ops each graph uses, borrowed from
        # the artifact until it is freed.
        # Not tfc_artifact_options_init: it writes the library's struct, which
        # may have grown past this one. `size` says how much is given here;
        # the library defaults the fields beyond it.
        opts = _info(_ArtifactOptions)
        opts.flags = _ARTIFACT_NO_CHECKPOINT  # check() and releases() ask about the graphs
        opts.read_kinds = _ARTIFACT_KINDS_VERSIONED
        a = _P()
        self._call("tfc_artifact_open", ctypes.byref(a), _fs(path), ctypes.byref(opts), path=path)
        if lib.tfc_artifact_kind(a) == _KIND_TFLITE:
            lib.tfc_artifact_free(a)
            raise TFCompatError(-16, "TFC_E_WRONG_KIND",
                                "a TFLite model has no GraphDef versions; use tflite_check()", None,
                                os.fsdecode(path))
        try:
            vds, ops, graphs = [], [], []
            model = lib.tfc_artifact_model(a)  # NULL for a bare VersionDef or a checkpoint
            for i in range(lib.tfc_artifact_versions_count(a)):
                vds.append(lib.tfc_artifact_versions(a, i))
                # the meta graph, for the op and attr rules (tfcompat/opreg.h)
                graphs.append(lib.tfc_model_meta_graph(model, i) if model else None)
                n = _SZ()
                names = lib.tfc_artifact_ops(a, i, ctypes.byref(n))
                ops.append([names[k] for k in range(n.value)] if n.value else [])
            scheme = _text(lib.tfc_artifact_scheme(a))
        except BaseException:
            lib.tfc_artifact_free(a)
            raise
        return scheme, vds, ops, [(lib.tfc_artifact_free, a)], graphs

    def check(self, path, consumer=None, min_producer=0, tf_version=None, tf=None):
        """Would a consumer load PATH? PATH is a GraphDef, MetaGraphDef,
        SavedModel (file or directory: its graphs), bare VersionDef (the
        graphdef scheme) or checkpoint index (the checkpoint scheme).

        Give either consumer (TF_GRAPH_DEF_VERSION, or the bundle version for
        a checkpoint) with min_producer, or tf, a TensorFlow release looked up
        in the library's registry (which also applies that release's op
        deprecations). tf_version is the TensorFlow version messages name
        (default "unknown", or the release). Returns a dict shaped like
        `tfcompat check --json`: {"accepted", "consumer", "min_producer",
        "scheme", "findings": [...]} (plus "release" and "outcome" with tf);
        a rejection is a value. Raises TFCompatError when PATH is unreadable."""
        if (consumer is None) == (tf is None):
            raise TypeError("check() needs exactly one of consumer= and tf=")
        lib = self._lib
        scheme, vds, ops, owned, graphs = self._load(path)
        try:
            if tf is not None:
                return self._check_release(path, scheme, tf, vds, ops, tf_version, graphs)
            upper, lower = (b"GraphDef", b"graph") if scheme == "graphdef" else (b"Checkpoint", b"checkpoint")
            findings, accepted = [], True
            for i, vd in enumerate(vds):
                v = _P()
                self._call("tfc_accept_check", ctypes.byref(v), vd, consumer, min_producer, upper, lower,
                           (tf_version or "unknown").encode(), None, path=path)
                try:
                    accepted = accepted and bool(lib.tfc_verdict_accepted(v))
                    findings += self._findings(v, i if len(vds) > 1 else None)
                finally:
                    lib.tfc_verdict_free(v)
            return {"accepted": accepted, "consumer": consumer, "min_producer": min_producer,
                    "scheme": scheme, "findings": findings}
        finally:
            for free, handle in owned:
                free(handle)

    def _need_registry(self):
        if not self.has_registry:
            raise TFCompatError(_E_INVALID_ARGUMENT, "TFC_E_INVALID_ARGUMENT",
                                "%s has no release registry (tfcompat/registry.h)" % self.path)

    def _check_release(self, path, scheme_name, release, vds, ops, tf_version, graphs):
        self._need_registry()
        lib = self._lib
        reg = lib.tfc_registry_default()
        scheme = scheme_name.encode()
        idx = lib.tfc_registry_find(reg, scheme, release.encode())
        if idx < 0:
            raise TFCompatError(-92, "TFC_E_UNKNOWN_RELEASE", "no release '%s' in scheme '%s'"
                                % (release, scheme_name))
        outcome, findings = _OUTCOME_ACCEPTED, []
        for i, vd in enumerate(vds):
            arr = (_S * max(1, len(ops[i])))(*ops[i])
            v = _P()
            if graphs[i] is not None and scheme == b"graphdef":
                # Ops and attrs too (OP_NOT_REGISTERED, ATTR_NOT_IN_OP, ...).
                self._call("tfc_opreg_check_release", ctypes.byref(v), reg,
                           lib.tfc_registry_consumer_release(reg, idx), graphs[i],
                           tf_version.encode() if tf_version else None, path=path)
            else:
                self._call("tfc_registry_check_release", ctypes.byref(v), reg, scheme,
                           lib.tfc_registry_consumer_release(reg, idx), vd, arr, len(ops[i]),
                           tf_version.encode() if tf_version else None, path=path)
            try:
                o = lib.tfc_verdict_outcome(v)
                if o == _OUTCOME_REJECTED or (o == _OUTCOME_UNDETERMINED and outcome == _OUTCOME_ACCEPTED):
                    outcome = o
                findings += self._findings(v, i if len(vds) > 1 else None)
            finally:
                lib.tfc_verdict_free(v)
        known = bool(lib.tfc_registry_consumer_known(reg, idx))
        d = {"accepted": outcome == _OUTCOME_ACCEPTED,
             "consumer": lib.tfc_registry_consumer_version(reg, idx) if known else None}
        if not known:
            d["consumer_bounds"] = [lib.tfc_registry_consumer_version_low(reg, idx),
                                    lib.tfc_registry_consumer_version_high(reg, idx)]
        d.update({"min_producer": lib.tfc_registry_consumer_min_producer(reg, idx), "scheme": scheme_name,
                  "release": _text(lib.tfc_registry_consumer_release(reg, idx)),
                  "outcome": ("accepted", "rejected", "undetermined")[outcome], "findings": findings})
        return d

    def releases(self, path, registry=None):
        """Which releases accept PATH (a graph, SavedModel or VersionDef: the
        graphdef scheme; a checkpoint index: the checkpoint scheme)? Asks
        every release of TensorFlow's history, or of the registry file
        `registry` (docs/registry-format.md). Returns a dict shaped like
        `tfcompat releases --json`: {"accepting": [...], "ranges":
        [{"first", "last"}], "rejecting": [{"release", "code", "message"}],
        "undetermined": [{"release", "message"}]}."""
        self._need_registry()
        lib = self._lib
        scheme, vds, ops, owned, graphs = self._load(path)
        reg = own_reg = None
        try:
            reg = lib.tfc_registry_default()
            if registry is not None:
                with open(registry, "rb") as f:
                    text = f.read()
                own_reg = _P()
                self._call("tfc_registry_load", ctypes.byref(own_reg), text, len(text), None, path=registry)
                reg = own_reg
            return self._releases(path, reg, scheme.encode(), vds or [None], ops or [[]], graphs or [None])
        finally:
            for free, handle in owned:
                free(handle)
            if own_reg is not None:
                lib.tfc_registry_free(own_reg)

    def _releases(self, path, reg, scheme, vds, ops, graphs):
        lib = self._lib
        per_release = None  # [(release, outcome, reason, message)], worst over the graphs
        for vd, names, g in zip(vds, ops, graphs):
            a = _P()
            if g is not None and scheme == b"graphdef":
                self._call("tfc_opreg_check", ctypes.byref(a), reg, g, path=path)
            else:
                self._call("tfc_registry_check", ctypes.byref(a), reg, scheme, vd,
                           (_S * max(1, len(names)))(*names), len(names), path=path)
            try:
                rows = [(_text(lib.tfc_release_answer_release(a, i)), lib.tfc_release_answer_outcome(a, i),
                         lib.tfc_release_answer_reason(a, i), _text(lib.tfc_release_answer_message(a, i)))
                        for i in range(lib.tfc_release_answer_count(a))]
            finally:
                lib.tfc_release_answer_free(a)
            if per_release is None:
                per_release = rows
                continue
            for i, row in enumerate(rows):
                o, cur = row[1], per_release[i][1]
                if (o == _OUTCOME_REJECTED and cur != _OUTCOME_REJECTED) or \
                   (o == _OUTCOME_UNDETERMINED and cur == _OUTCOME_ACCEPTED):
                    per_release[i] = row
        result = {"accepting": [], "ranges": [], "rejecting": [], "undetermined": []}
        run = None
        for release, outcome, reason, message in per_release:
            if outcome == _OUTCOME_ACCEPTED:
                result["accepting"].append(release)
                if run is None:
                    run = {"first": release, "last": release}
                    result["ranges"].append(run)
                run["last"] = release
                continue
            run = None
            if outcome == _OUTCOME_REJECTED:
                result["rejecting"].append({"release": release, "code": _text(lib.tfc_verdict_reason_name(reason)),
                                            "message": message})
            else:
                result["undetermined"].append({"release": release, "message": message})
        return result

    # ---- TFLite -----------------------------------------------------------

    def tflite_check(self, path, runtime=None, resolver=None):
        """Would a TFLite/LiteRT runtime load the model? Give runtime, a
        release ("2.4.0": its builtin ops), or resolver, the text of a
        resolver file (docs/tflite.md). Returns a dict shaped like
        `tfcompat tflite check --json`: {"accepted", "runtime", "findings":
        [{"code", "severity", "op", "version", "message"}]}."""
        if (runtime is None) == (resolver is None):
            raise TypeError("tflite_check() needs exactly one of runtime= and resolver=")
        lib = self._lib
        r = _P()
        if runtime is not None:
            self._call("tfc_resolver_for_release", ctypes.byref(r), runtime.encode(), None)
        else:
            text = resolver.encode() if isinstance(resolver, str) else bytes(resolver)
            self._call("tfc_resolver_parse", ctypes.byref(r), text, len(text), None)
        m = v = vers = None
        try:
            m = self._open_tflite(path)
            v, vers = _P(), _P()
            self._call("tfc_resolver_check", ctypes.byref(v), m, r, _TFLITE_CHECK_STRUCTURE, path=path)
            self._call("tfc_op_versions_compute", ctypes.byref(vers), m, path=path)
            return {"accepted": bool(lib.tfc_verdict_accepted(v)), "runtime": runtime,
                    "findings": self._findings(v, tflite=True) +
                    self._findings(lib.tfc_op_versions_findings(vers), tflite=True)}
        finally:
            lib.tfc_op_versions_free(vers)
            lib.tfc_verdict_free(v)
            lib.tfc_tflite_model_free(m)
            lib.tfc_resolver_free(r)

    def tflite_min_runtime(self, path):
        """The first runtime release with every (op, version) of the model,
        and whether its stored min_runtime_version agrees: a dict shaped like
        `tfcompat tflite min-runtime --json`."""
        lib = self._lib
        m = self._open_tflite(path)
        mr = _P()
        try:
            self._call("tfc_min_runtime_compute", ctypes.byref(mr), m, path=path)
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
            return {"min_runtime": _text(lib.tfc_min_runtime_version(mr)),
                    "stored": _text(lib.tfc_min_runtime_stored(mr)),
                    "agrees": agreement == 0, "unmapped_ops": unmapped,
                    "agreement": _MIN_RUNTIME_AGREEMENT.get(agreement, "not_stored"),
                    "raising_ops": raising, "message": _text(lib.tfc_min_runtime_message(mr))}
        finally:
            lib.tfc_min_runtime_free(mr)
            lib.tfc_tflite_model_free(m)

    # ---- a whole store: walk and scan ------------------------------------

    def _need_scan(self):
        if not self.has_scan:
            raise OSError("%s has no scan module (tfcompat/scan.h, libtfcompat 0.2.0)" % self.path)

    def walk(self, root: PathLike) -> Iterator[str]:
        """The model paths under `root`, in the order `tfcompat scan` lists
        them (tfc_scan_walk: SavedModel directories, files detected by
        content). The walk runs in a thread; at most 1024 paths wait, so
        memory does not grow with the store. Raises TFCompatError when root
        itself cannot be read."""
        self._need_scan()
        q = queue.Queue(maxsize=1024)  # type: queue.Queue
        done = object()
        stop = threading.Event()

        def visit(path, kind, user):
            if stop.is_set():
                return 1
            q.put(_text(path))
            return 0

        cb = _VISIT(visit)
        failure = []

        def run():
            err = self._new_error()
            try:
                rc = self._lib.tfc_scan_walk(_fs(root), cb, None, ctypes.byref(err))
                if rc < 0:
                    failure.append((rc, _text(err.message) or _text(self._lib.tfc_status_str(rc)),
                                    err.offset))
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
            rc, message, offset = failure[0]
            raise TFCompatError(rc, _text(self._lib.tfc_status_name(rc)), message,
                                offset if offset >= 0 else None, os.fsdecode(_fs(root)))

    def scan_target(self, tf: Optional[str] = None, runtime: Optional[str] = None,
                    registry: Optional[PathLike] = None) -> "ScanTarget":
        """A target for record(): a TensorFlow release (tf=, graphs,
        SavedModels, checkpoints), a TFLite runtime (runtime=), a registry
        file (registry=, docs/registry-format.md). Unknown release: raises
        TFCompatError (TFC_E_UNKNOWN_RELEASE)."""
        self._need_scan()
        return ScanTarget(self, tf, runtime, registry)

    def record(self, target: "ScanTarget", path: PathLike) -> Record:
        """The record of one path, as one line of `tfcompat scan --format
        ndjson`. An unreadable file is a record (outcome "unreadable"), not
        an exception."""
        lib = self._lib
        r = _P()
        self._call("tfc_scan_record_new", ctypes.byref(r), target._handle, _fs(path), path=path)
        try:
            outcome = lib.tfc_scan_record_outcome(r)
            reason = lib.tfc_scan_record_reason(r)
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
            rec = {"path": _text(lib.tfc_scan_record_path(r)),
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
             jobs: Optional[int] = None) -> Iterator[Record]:
        """Yields the record of every model under `roots` (a path or a list
        of paths), in the order and with the content of `tfcompat scan
        --format ndjson` (without its summary line: see summarize()). jobs
        threads compute records (default: the number of CPUs; the library
        releases the GIL); at most 16 per thread are pending."""
        if isinstance(roots, (str, bytes)) or hasattr(roots, "__fspath__"):
            roots = [roots]  # type: ignore[list-item]
        target = self.scan_target(tf, runtime, registry)
        jobs = jobs or os.cpu_count() or 1
        window = 16 * jobs
        try:
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                pending = collections.deque()  # type: collections.deque
                for root in roots:  # type: ignore[union-attr]
                    for path in self.walk(root):
                        pending.append(pool.submit(self.record, target, path))
                        if len(pending) >= window:
                            yield pending.popleft().result()
                while pending:
                    yield pending.popleft().result()
        finally:
            target.close()


class ScanTarget:
    """What a scan asks of every model (tfc_scan_target): immutable, shared
    by threads. Close it (or use `with`) to free it early."""

    def __init__(self, library: Library, tf: Optional[str] = None, runtime: Optional[str] = None,
                 registry: Optional[PathLike] = None):
        self._library, self._handle, self._registry = library, None, None
        self.tf, self.runtime = tf, runtime
        lib = library._lib
        if registry is not None:
            with open(registry, "rb") as f:
                text = f.read()
            self._registry = _P()
            library._call("tfc_registry_load", ctypes.byref(self._registry), text, len(text), None,
                          path=registry)
        handle = _P()
        try:
            library._call("tfc_scan_target_new", ctypes.byref(handle), self._registry,
                          None if tf is None else tf.encode(), None if runtime is None else runtime.encode())
        except TFCompatError:
            if self._registry is not None:
                lib.tfc_registry_free(self._registry)
            raise
        self._handle = handle

    def close(self) -> None:
        lib = self._library._lib
        if self._handle is not None:
            lib.tfc_scan_target_free(self._handle)
            self._handle = None
        if self._registry is not None:
            lib.tfc_registry_free(self._registry)
            self._registry = None

    def __enter__(self) -> "ScanTarget":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # interpreter shutdown
            pass


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


def version() -> Dict[str, Any]:
    """See Library.version."""
    return _lib().version()


def inspect(path: PathLike, operators: bool = False, kind: Optional[str] = None) -> Dict[str, Any]:
    """See Library.inspect."""
    return _lib().inspect(path, operators, kind)


def check(path: PathLike, consumer: Optional[int] = None, min_producer: int = 0,
          tf_version: Optional[str] = None, tf: Optional[str] = None) -> Dict[str, Any]:
    """See Library.check."""
    return _lib().check(path, consumer, min_producer, tf_version, tf)


def releases(path: PathLike, registry: Optional[PathLike] = None) -> Dict[str, Any]:
    """See Library.releases."""
    return _lib().releases(path, registry)


def tflite_check(path: PathLike, runtime: Optional[str] = None,
                 resolver: Optional[Union[str, bytes]] = None) -> Dict[str, Any]:
    """See Library.tflite_check."""
    return _lib().tflite_check(path, runtime, resolver)


def tflite_min_runtime(path: PathLike) -> Dict[str, Any]:
    """See Library.tflite_min_runtime."""
    return _lib().tflite_min_runtime(path)


def walk(root: PathLike) -> Iterator[str]:
    """See Library.walk."""
    return _lib().walk(root)


def scan(roots: Union[PathLike, Sequence[PathLike]], tf: Optional[str] = None, runtime: Optional[str] = None,
         registry: Optional[PathLike] = None, jobs: Optional[int] = None) -> Iterator[Record]:
    """See Library.scan."""
    return _lib().scan(roots, tf, runtime, registry, jobs)
