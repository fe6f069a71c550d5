"""tfcompat._native - the one binding of the package to libtfcompat.

Every Python file of the package (tfcompat, tfcompat.migrate, tfcompat.dask)
reaches the C library through this module and nothing else (a test fails
when another file uses ctypes):

- one loader (find_library, Native): $TFCOMPAT_LIBRARY, the copy a wheel
  carries, the directory recorded at install, the dynamic linker's path;
- one set of prototypes (PROTOTYPES): each function's result and
  parameters are declared once; a function whose last parameter is the
  caller's tfc_error raises on a negative status, and its output
  parameters (OUT) come back as its result, so no other file handles a
  pointer, a structure or an error record;
- the ABI constants the package needs, named as the headers name them
  (TFC_KIND_TFLITE, ...): a test parses include/tfcompat/*.h and compares
  them; every name of a value (status, reason, kind, change, outcome,
  severity) is read from the library, never spelled here;
- one error hierarchy: every exception the package raises for the library
  is a TFCompatError (MigrationError is one);
- one argument layer (path_arg, str_arg, int_arg, roots_arg): a NUL is a
  ValueError, a wrong type a TypeError, in every function;
- one in-flight count for every object that owns C memory (Handle):
  close() waits for the calls in progress, and a call after close() raises
  ValueError, so no thread ever uses freed memory.
"""

import ctypes
import ctypes.util
import operator
import os
import threading

ENV_VAR = "TFCOMPAT_LIBRARY"
#: The SONAME major version (libtfcompat.so.N) this package is written for.
ABI_VERSION = 2
SONAME = "libtfcompat.so.%d" % ABI_VERSION

# ---- ABI constants, named as in include/tfcompat/*.h (tests/python/
# test_binding.py checks every TFC_* name here against the headers) ---------

TFC_E_WRONG_KIND = -16
TFC_ERROR_MESSAGE_SIZE = 512
# enum tfc_kind (container.h)
TFC_KIND_UNKNOWN = 0
TFC_KIND_GRAPH_DEF = 1
TFC_KIND_META_GRAPH_DEF = 2
TFC_KIND_SAVED_MODEL = 3
TFC_KIND_CHECKPOINT_INDEX = 4
TFC_KIND_TFLITE = 5
TFC_KIND_VERSION_DEF = 6
# enum tfc_name_list (container.h)
TFC_NAMES_FUNCTIONS = 0
TFC_NAMES_OPS_IN_GRAPH = 1
TFC_NAMES_OPS_IN_FUNCTIONS = 2
TFC_NAMES_STRIPPED_OPS = 3
# enum tfc_outcome (verdict.h), enum tfc_scan_outcome (scan.h)
TFC_OUTCOME_ACCEPTED = 0
TFC_OUTCOME_REJECTED = 1
TFC_OUTCOME_UNDETERMINED = 2
TFC_SCAN_UNREADABLE = 3
# enum tfc_scan_walk_flags, enum tfc_scan_walk_entry (scan.h)
TFC_SCAN_FOLLOW_LINKS = 1
TFC_SCAN_UNREAD_FILES = 2
TFC_SCAN_LINK_NOT_FOLLOWED = 64
TFC_SCAN_FILE = 65
# enum tfc_severity, enum tfc_reason (verdict.h)
TFC_SEVERITY_ERROR = 0
TFC_SEVERITY_WARNING = 1
TFC_SEVERITY_UNDETERMINED = 2
TFC_REASON_NONE = 0
# enum tfc_change (check.h)
TFC_CHANGE_NONE = 0
TFC_CHANGE_BREAKS = 1
TFC_CHANGE_WORKS = 2
TFC_CHANGE_UNDETERMINED = 3
TFC_CHANGE_REJECTED = 4
# enum tfc_tflite_option_flags (tflite.h)
TFC_TFLITE_ANY_IDENTIFIER = 1 << 1
# enum tfc_min_runtime_agreement (runtime.h): its name in answers is the
# constant's, lower case ("stored_newer")
TFC_MIN_RUNTIME_AGREES = 0
TFC_MIN_RUNTIME_STALE = 1
TFC_MIN_RUNTIME_STORED_NEWER = 2
TFC_MIN_RUNTIME_NOT_STORED = 3
MIN_RUNTIME_AGREEMENT = {v: k[len("TFC_MIN_RUNTIME_"):].lower() for k, v in dict(globals()).items()
                         if k.startswith("TFC_MIN_RUNTIME_")}
#: A GraphDef, MetaGraphDef or SavedModel: artifact.h's read_kinds bits.
MODEL_KINDS = (1 << TFC_KIND_GRAPH_DEF) | (1 << TFC_KIND_META_GRAPH_DEF) | (1 << TFC_KIND_SAVED_MODEL)
_INT32_MIN, _INT32_MAX = -(1 << 31), (1 << 31) - 1


# ---- strings ----------------------------------------------------------------

def text(b):
    """A string from the library: UTF-8, an invalid byte as a lone surrogate."""
    return None if b is None else b.decode("utf-8", "surrogateescape")


def text_or_none(b):
    """A string the library gives as "" when it has none: None then."""
    return text(b) or None


def display(b):
    """How a path (bytes) is shown in answers and errors."""
    return None if b is None else os.fsdecode(b)


# ---- errors -----------------------------------------------------------------

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


class MigrationError(TFCompatError):
    """tfcompat.migrate's error: a target string the library refuses (code
    TFC_E_UNKNOWN_RELEASE, ...), a registry or a root that cannot be read.
    A TFCompatError, with the same fields."""


# ---- arguments: checked here, so that a mistake is a clear Python error and
# never reaches C as a truncated, wrapped or misread value ------------------

def path_arg(path, name="path"):
    """A path argument (str, bytes, os.PathLike) as the bytes the library
    takes (os.fsencode). TypeError for another type (None included),
    ValueError for a NUL: C would stop at it and read another file."""
    try:
        p = os.fspath(path)
    except TypeError:
        raise TypeError("%s must be a str, bytes or os.PathLike object, not %s"
                        % (name, type(path).__name__)) from None
    b = os.fsencode(p)
    if b"\0" in b:
        raise ValueError("%s holds a NUL character: %r" % (name, p))
    return b


def str_arg(value, name, optional=True):
    """A string argument (a target string, a release, a scheme) as
    NUL-terminated UTF-8; None stays None when optional. TypeError for
    another type, ValueError for a NUL or text that is not valid Unicode."""
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise TypeError("%s must be a str, not %s" % (name, type(value).__name__))
    if "\0" in value:
        raise ValueError("%s holds a NUL character: %r" % (name, value))
    try:
        return value.encode("utf-8")
    except UnicodeEncodeError as e:
        raise ValueError("%s is not valid text (%s): %r" % (name, e.reason, value)) from None


def strings_arg(values, name):
    """A list of strings (str_arg each) as a C array of char pointers."""
    return (_S * len(values))(*[str_arg(v, name, optional=False) for v in values])


def int_arg(value, name, low=_INT32_MIN, high=_INT32_MAX):
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


def roots_arg(roots):
    """One root or a sequence of them, as a list of path bytes."""
    if isinstance(roots, (str, bytes)) or hasattr(roots, "__fspath__"):
        roots = [roots]
    else:
        try:
            roots = list(roots)
        except TypeError:
            raise TypeError("roots must be a path (str, bytes, os.PathLike) or a sequence of paths, not %s"
                            % type(roots).__name__) from None
    return [path_arg(r, "root") for r in roots]


def bytes_arg(value, name):
    """Text given as str (UTF-8, surrogates as the bytes they stand for) or
    bytes, passed with its length: a NUL is the library's to judge."""
    if isinstance(value, str):
        return value.encode("utf-8", "surrogateescape")
    if isinstance(value, bytes):
        return value
    raise TypeError("%s must be a str or bytes, not %s" % (name, type(value).__name__))


# ---- in-flight count: every object that owns C memory ----------------------

class Handle:
    """Owns C objects, freed together by close() (or `with`, or garbage
    collection): the last adopted first. Shared by threads: each call that
    uses them holds the handle (use()); close() marks it closed, so no new
    call starts (they raise ValueError), and waits for the calls in flight
    before it frees anything. A close() from inside a call of the same
    thread raises RuntimeError instead of waiting for itself."""

    _what = "object"

    def __init__(self, native):
        self._native = native
        self._cv = threading.Condition()
        self._busy = {}  # thread ident -> calls in flight
        self._closed = False
        self._owned = []  # (free function name, pointer)

    def _adopt(self, free, ptr):
        """Takes ownership of ptr, freed by the library's function `free`."""
        if ptr:
            self._owned.append((free, ptr))
        return ptr

    def use(self):
        """Holds the handle for a call (`with h.use():`): close() waits
        until it ends."""
        return _InFlight(self)

    def close(self):
        """Frees the C objects, after the calls in flight end. Twice is fine."""
        with self._cv:
            if threading.get_ident() in self._busy:
                raise RuntimeError("close() of a %s from inside one of its own calls" % self._what)
            self._closed = True
            while self._busy:
                self._cv.wait()
            owned, self._owned = self._owned, []
        for free, ptr in reversed(owned):
            getattr(self._native, free)(ptr)

    @property
    def closed(self):
        return self._closed

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown, or a half-made object
            pass


class _InFlight:
    """One call holding a Handle (Handle.use())."""

    __slots__ = ("_h", "_me")

    def __init__(self, handle):
        self._h = handle

    def __enter__(self):
        h, me = self._h, threading.get_ident()
        with h._cv:
            if h._closed:
                raise ValueError("the %s is closed" % h._what)
            h._busy[me] = h._busy.get(me, 0) + 1
        self._me = me
        return h

    def __exit__(self, *exc):
        h, me = self._h, self._me
        with h._cv:
            n = h._busy.pop(me) - 1
            if n:
                h._busy[me] = n
            if not h._busy:
                h._cv.notify_all()


# ---- structures -------------------------------------------------------------

_I32, _U32, _I64, _U64, _SZ = ctypes.c_int32, ctypes.c_uint32, ctypes.c_int64, ctypes.c_uint64, ctypes.c_size_t
_P, _S = ctypes.c_void_p, ctypes.c_char_p


class _Error(ctypes.Structure):
    # tfc_error (common.h); its size is checked against tfc_error_sizeof()
    _fields_ = [("size", _U32), ("code", _I32), ("offset", _I64),
                ("message", ctypes.c_char * TFC_ERROR_MESSAGE_SIZE)]


class OpcodeInfo(ctypes.Structure):
    _fields_ = [("size", _U32), ("builtin_code", _I32), ("deprecated_builtin_code", _I32),
                ("raw_builtin_code", _I32), ("version", _I32), ("builtin_code_present", _I32),
                ("version_present", _I32), ("custom_code", _S), ("builtin_name", _S)]


class SubgraphInfo(ctypes.Structure):
    _fields_ = [("size", _U32), ("name", _S), ("tensor_count", _SZ), ("operator_count", _SZ),
                ("input_count", _SZ), ("output_count", _SZ)]


class OperatorInfo(ctypes.Structure):
    _fields_ = [("size", _U32), ("opcode_index", _U32), ("input_count", _SZ), ("output_count", _SZ),
                ("builtin_options_type", _I32), ("builtin_options2_type", _I32),
                ("has_custom_options", _I32)]


class TensorInfo(ctypes.Structure):
    _fields_ = [("size", _U32), ("type", _I32), ("buffer", _U32), ("rank", _I64), ("name", _S),
                ("has_quantization", _I32), ("has_sparsity", _I32), ("is_variable", _I32)]


class _TfliteOptions(ctypes.Structure):
    _fields_ = [("size", _U32), ("flags", _U32), ("allocator", _P), ("max_size", _SZ),
                ("max_depth", _U32), ("max_vector_len", _U32), ("max_tables", _U32),
                ("max_work", _U64), ("max_findings", _U32)]


class _ArtifactOptions(ctypes.Structure):
    # tfc_artifact_options (artifact.h)
    _fields_ = [("size", _U32), ("flags", _U32), ("expected_kind", _I32), ("allocator", _P),
                ("parse", _P), ("checkpoint", _P), ("tflite", _P), ("read_kinds", _U32)]


_VISIT = ctypes.CFUNCTYPE(_I32, _S, _I32, _P)


def visit_callback(fn):
    """A tfc_scan_visit_fn calling fn(path bytes, kind, user); keep it
    alive for the walk. fn must not raise (it would not unwind through C)."""
    return _VISIT(fn)


# ---- prototypes -------------------------------------------------------------

class OUT:
    """An output parameter: the call allocates it and returns its value."""

    def __init__(self, ctype):
        self.ctype = ctype


ERR = object()  # the last parameter, the caller's tfc_error: the call raises on failure
LEN = object()  # the last parameter, a size_t * length: the call returns the bytes


# name: (result, parameters). Every function the package calls, declared once.
PROTOTYPES = {
    "tfc_version_string": (_S, []),
    "tfc_version_number": (_U32, []),
    "tfc_abi_version": (_U32, []),
    "tfc_opver_api_version": (_U32, []),
    "tfc_ruleset_version": (_U32, []),
    "tfc_status_name": (_S, [_I32]),
    "tfc_status_str": (_S, [_I32]),
    "tfc_error_init": (None, [ctypes.POINTER(_Error), _SZ]),
    "tfc_error_sizeof": (_SZ, []),
    "tfc_verdict_reason_name": (_S, [_I32]),
    "tfc_outcome_name": (_S, [_I32]),
    "tfc_severity_name": (_S, [_I32]),
    "tfc_container_kind_name": (_S, [_I32]),
    # the one release grammar (tfcompat/release.h, since 1.1.0)
    "tfc_release_normalize": (_I32, [_P, _SZ, OUT(_SZ), _S, ERR]),
    # verdicts (verdict.h)
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
    # the check layer (check.h): every question is asked here
    "tfc_target_parse": (_I32, [OUT(_P), _S, _P, ERR]),
    "tfc_target_add": (_I32, [_P, _S, ERR]),
    "tfc_target_add_runtime": (_I32, [_P, _S, ERR]),
    "tfc_target_new": (_I32, [OUT(_P), _P, ERR]),
    "tfc_target_new_consumer": (_I32, [OUT(_P), _P, _S, _I32, _I32, _S, ERR]),
    "tfc_target_set_resolver": (_I32, [_P, _P, _S, ERR]),
    "tfc_target_set_tf_version": (_I32, [_P, _S, ERR]),
    "tfc_target_free": (None, [_P]),
    "tfc_target_name": (_S, [_P]),
    "tfc_target_registry": (_P, [_P]),
    "tfc_target_release": (_S, [_P]),
    "tfc_target_consumer": (_I64, [_P]),
    "tfc_target_runtime": (_S, [_P]),
    "tfc_target_note": (_S, [_P]),
    "tfc_target_product": (_S, [_P]),
    "tfc_target_product_version": (_S, [_P]),
    "tfc_target_embedded": (_S, [_P]),
    "tfc_target_embedded_version": (_S, [_P]),
    "tfc_check": (_I32, [OUT(_P), _P, _P, _P, ERR]),
    "tfc_check_open": (_I32, [OUT(_P), _S, _P, ERR]),
    "tfc_check_releases": (_I32, [OUT(_P), _P, _P, _P, ERR]),
    "tfc_check_change_name": (_S, [_I32]),
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
    "tfc_answer_product": (_I32, [OUT(_P), _P, _S, ERR]),
    "tfc_answer_outcome": (_I32, [_P]),
    "tfc_answer_accepting_count": (_SZ, [_P]),
    # one product over a store (check.h)
    "tfc_product_tally_new": (_I32, [OUT(_P), _S, ERR]),
    "tfc_product_tally_add": (_I32, [_P, _P]),
    "tfc_product_tally_add_ranges": (_I32, [_P, ctypes.POINTER(_S), ctypes.POINTER(_S), _SZ, _SZ, ERR]),
    "tfc_product_tally_models": (_U64, [_P]),
    "tfc_product_tally_unloaded": (_U64, [_P]),
    "tfc_product_tally_newest": (_S, [_P]),
    "tfc_product_tally_free": (None, [_P]),
    # the product catalogue (product.h)
    "tfc_product_count": (_SZ, []),
    "tfc_product_name": (_S, [_SZ]),
    "tfc_product_version": (_S, [_SZ]),
    "tfc_product_side": (_S, [_SZ]),
    "tfc_product_runtime": (_S, [_SZ]),
    "tfc_product_runtime_version": (_S, [_SZ]),
    "tfc_product_source": (_S, [_SZ]),
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
    "tfc_meta_graph_tag": (_P, [_P, _SZ, LEN]),
    "tfc_meta_graph_tensorflow_version": (_P, [_P, LEN]),
    "tfc_meta_graph_tensorflow_git_version": (_P, [_P, LEN]),
    "tfc_meta_graph_meta_graph_version": (_P, [_P, LEN]),
    "tfc_meta_graph_stripped_default_attrs": (_I32, [_P]),
    "tfc_meta_graph_has_versions": (_I32, [_P]),
    "tfc_meta_graph_versions": (_P, [_P]),
    "tfc_meta_graph_graph_def_deprecated_version": (_I32, [_P]),
    "tfc_meta_graph_node_count": (_I64, [_P]),
    "tfc_meta_graph_function_count": (_SZ, [_P]),
    "tfc_meta_graph_name_count": (_SZ, [_P, _I32]),
    "tfc_meta_graph_name": (_S, [_P, _I32, _SZ]),
    # one entry for every kind (artifact.h)
    "tfc_artifact_options_init": (None, [ctypes.POINTER(_ArtifactOptions), _SZ]),
    "tfc_artifact_open": (_I32, [OUT(_P), _S, ctypes.POINTER(_ArtifactOptions), ERR]),
    "tfc_artifact_free": (None, [_P]),
    "tfc_artifact_scheme": (_S, [_P]),
    "tfc_artifact_model": (_P, [_P]),
    "tfc_artifact_kind": (_I32, [_P]),
    "tfc_artifact_is_directory": (_I32, [_P]),
    "tfc_artifact_checkpoint": (_P, [_P]),
    "tfc_artifact_checkpoint_path": (_S, [_P]),
    "tfc_artifact_checkpoint_status": (_I32, [_P, ERR]),
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
    "tfc_checkpoint_check_versions": (_I32, [OUT(_P), _P, _S, ERR]),
    "tfc_checkpoint_bundle_version": (_I32, []),
    "tfc_checkpoint_bundle_min_producer": (_I32, []),
    "tfc_checkpoint_entry_count": (_SZ, [_P]),
    "tfc_checkpoint_entry_name": (_P, [_P, _SZ, LEN]),
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
    "tfc_tflite_options_init": (None, [ctypes.POINTER(_TfliteOptions), _SZ]),
    "tfc_tflite_model_file_identifier": (_S, [_P]),
    "tfc_tflite_model_schema_version": (_U32, [_P]),
    "tfc_tflite_model_description": (_S, [_P]),
    "tfc_tflite_model_buffer_count": (_SZ, [_P]),
    "tfc_tflite_model_signature_def_count": (_SZ, [_P]),
    "tfc_tflite_model_operator_code_count": (_SZ, [_P]),
    "tfc_tflite_model_subgraph_count": (_SZ, [_P]),
    "tfc_tflite_model_operator_count": (_SZ, [_P]),
    "tfc_tflite_model_opcode": (_I32, [OUT(OpcodeInfo), _P, _SZ]),
    "tfc_tflite_model_subgraph": (_I32, [OUT(SubgraphInfo), _P, _SZ]),
    "tfc_tflite_model_operator": (_I32, [OUT(OperatorInfo), _P, _SZ, _SZ, ERR]),
    "tfc_tflite_model_operator_io": (_I32, [OUT(_I32), _P, _SZ, _SZ, _I32, _SZ, ERR]),
    "tfc_tflite_model_tensor": (_I32, [OUT(TensorInfo), _P, _SZ, _SZ, ERR]),
    "tfc_tflite_tensor_type_name": (_S, [_I32]),
    "tfc_tflite_model_metadata_count": (_SZ, [_P]),
    "tfc_tflite_model_metadata": (_I32, [OUT(_S), OUT(_U32), OUT(_I64), _P, _SZ]),
    "tfc_tflite_model_min_runtime_version": (_S, [_P]),
    "tfc_tflite_builtin_name": (_S, [_I32]),
    "tfc_resolver_open": (_I32, [OUT(_P), _S, _P, ERR]),
    "tfc_resolver_parse": (_I32, [OUT(_P), _S, _SZ, _P, ERR]),
    "tfc_resolver_free": (None, [_P]),
    "tfc_op_versions_compute": (_I32, [OUT(_P), _P, ERR]),
    "tfc_op_versions_get": (_I32, [OUT(_I32), OUT(_U32), OUT(_S), _P, _SZ]),
    "tfc_op_versions_free": (None, [_P]),
    "tfc_min_runtime_compute": (_I32, [OUT(_P), _P, ERR]),
    "tfc_min_runtime_version": (_S, [_P]),
    "tfc_min_runtime_stored": (_S, [_P]),
    "tfc_min_runtime_agreement": (_I32, [_P]),
    "tfc_min_runtime_message": (_S, [_P]),
    "tfc_min_runtime_raising_count": (_SZ, [_P]),
    "tfc_min_runtime_raising": (_I32, [OUT(_I32), OUT(_I32), OUT(_S), _P, _SZ]),
    "tfc_min_runtime_unmapped_count": (_SZ, [_P]),
    "tfc_min_runtime_unmapped": (_I32, [OUT(_S), OUT(_I32), OUT(_I32), _P, _SZ]),
    "tfc_min_runtime_free": (None, [_P]),
    # the release registry (registry.h)
    "tfc_registry_default": (_P, []),
    "tfc_registry_open": (_I32, [OUT(_P), _S, _P, ERR]),
    "tfc_registry_free": (None, [_P]),
    "tfc_registry_consumer_known": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_version": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_version_low": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_version_high": (_I32, [_P, _SZ]),
    "tfc_registry_consumer_min_producer": (_I32, [_P, _SZ]),
    # a whole store (scan.h)
    "tfc_scan_target_new": (_I32, [OUT(_P), _P, _S, _S, ERR]),
    "tfc_scan_target_for": (_I32, [OUT(_P), _P, ERR]),
    "tfc_scan_target_free": (None, [_P]),
    "tfc_scan_record_new": (_I32, [OUT(_P), _P, _S, ERR]),
    "tfc_scan_record_new_walked": (_I32, [OUT(_P), _P, _S, _I32, ERR]),
    # its kind is an answer also when it fails: called through releases_walked()
    "tfc_scan_releases_walked": (_I32, [ctypes.POINTER(_P), ctypes.POINTER(_I32), _S, _I32, _P,
                                        ctypes.POINTER(_Error)]),
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
    "tfc_scan_record_change": (_I32, [_P, _P]),
    "tfc_scan_record_code": (_S, [_P]),
    # the summary of a scan or a migration (scan.h)
    "tfc_scan_summary_new": (_I32, [OUT(_P), ERR]),
    "tfc_scan_summary_free": (None, [_P]),
    "tfc_scan_summary_models": (_U64, [_P]),
    "tfc_scan_summary_outcome_count": (_U64, [_P, _I32]),
    "tfc_scan_summary_change_count": (_U64, [_P, _I32]),
    "tfc_scan_summary_reason_count": (_SZ, [_P]),
    "tfc_scan_summary_reason_code": (_S, [_P, _SZ]),
    "tfc_scan_summary_reason_n": (_U64, [_P, _SZ]),
    "tfc_scan_summary_add_fields": (_I32, [_P, _I32, _I32, _S, _S, ERR]),
    "tfc_scan_summary_add_links": (_I32, [_P, _U64]),
    "tfc_scan_summary_links": (_U64, [_P]),
    "tfc_scan_walk_v2": (_I32, [_S, _U32, _VISIT, _P, ERR]),
}


def find_library():
    """The library to load, looked up at the first call (never at import):
    $TFCOMPAT_LIBRARY; the copy a wheel carries (pip install ./python bundles
    it when the build finds one); the directory recorded at install
    (_libpath.py, by cmake --install or pip); the dynamic linker's path."""
    path = os.environ.get(ENV_VAR)
    if path:
        return path
    looked = []
    bundled = os.path.join(os.path.dirname(os.path.abspath(__file__)), SONAME)
    if os.path.exists(bundled):
        return bundled
    looked.append(bundled)
    try:  # written by `cmake --install` or `pip install` next to this module
        from ._libpath import LIBDIR  # type: ignore[import-not-found]
    except ImportError:
        LIBDIR = None
    if LIBDIR:
        recorded = os.path.join(LIBDIR, SONAME)
        if os.path.exists(recorded):
            return recorded
        looked.append(recorded)
    name = ctypes.util.find_library("tfcompat")
    if name:
        return name
    try:  # the dynamic linker's own search (ld.so.cache, LD_LIBRARY_PATH)
        ctypes.CDLL(SONAME)
        return SONAME
    except OSError:
        looked.append(SONAME + " on the dynamic linker's path")
    raise OSError("libtfcompat not found (looked for %s; %s is not set). Build and install the C "
                  "library (cmake --install build), then reinstall this package (pip install ./python "
                  "copies it in), or set %s to the path of libtfcompat.so"
                  % (", ".join(looked), ENV_VAR, ENV_VAR))


class Native:
    """One loaded libtfcompat: an attribute per function of PROTOTYPES.

    A function without OUT or ERR parameters is the C function itself. One
    with them takes only its inputs (and the keywords path=, the bytes of
    the path an error names, and error=, the TFCompatError class to raise):
    it raises on a negative status and returns its OUT values (one value,
    a tuple of several, or the status when there are none). A LEN function
    returns the bytes it points at (b"" for NULL)."""

    def __init__(self, path=None):
        self.path = path or find_library()
        cdll = ctypes.CDLL(self.path)
        for name, (res, params) in PROTOTYPES.items():
            try:
                fn = getattr(cdll, name)
            except AttributeError:
                raise OSError("%s does not export %s: it is not a libtfcompat this module can use "
                              "(an older release, or an ABI break)" % (self.path, name)) from None
            setattr(self, name, self._bind(fn, res, params))
        if self.tfc_abi_version() != ABI_VERSION:
            raise OSError("%s has ABI version %d; this module needs %d"
                          % (self.path, self.tfc_abi_version(), ABI_VERSION))
        if self.tfc_error_sizeof() != ctypes.sizeof(_Error):
            raise OSError("tfc_error is %d bytes in %s, %d here"
                          % (self.tfc_error_sizeof(), self.path, ctypes.sizeof(_Error)))

    def _bind(self, fn, res, params):
        outs = [i for i, t in enumerate(params) if isinstance(t, OUT)]
        fallible, sized = params[-1:] == [ERR], params[-1:] == [LEN]
        fn.restype = res
        fn.argtypes = [ctypes.POINTER(t.ctype) if isinstance(t, OUT) else
                       ctypes.POINTER(_Error) if t is ERR else
                       ctypes.POINTER(_SZ) if t is LEN else t for t in params]
        if sized:
            def call_sized(*args):
                n = _SZ(0)
                p = fn(*args, ctypes.byref(n))
                return ctypes.string_at(p, n.value) if p else b""
            return call_sized
        if not outs and not fallible:
            return fn
        n_args = len(params)

        def call(*inputs, path=None, error=TFCompatError):
            args, it, made = [None] * n_args, iter(inputs), []
            for i, t in enumerate(params):
                if isinstance(t, OUT):
                    v = t.ctype()
                    if hasattr(v, "size"):  # an info struct starts with its own size
                        v.size = ctypes.sizeof(v)
                    made.append(v)
                    args[i] = ctypes.byref(v)
                elif t is ERR:
                    err = _Error()
                    self.tfc_error_init(err, ctypes.sizeof(err))
                    args[i] = ctypes.byref(err)
                else:
                    args[i] = next(it)
            rc = fn(*args)
            if rc < 0:
                raise self.error(rc, err if fallible else None, path, error)
            values = [v if isinstance(v, ctypes.Structure) else v.value for v in made]
            return rc if not values else values[0] if len(values) == 1 else tuple(values)
        return call

    def error(self, rc, err=None, path=None, error=TFCompatError):
        """The exception of status rc (path: the bytes used, or None)."""
        message = text(err.message) if err is not None and err.message else text(self.tfc_status_str(rc))
        offset = err.offset if err is not None and err.offset >= 0 else None
        return error(rc, text(self.tfc_status_name(rc)), message, offset, display(path))

    def releases_walked(self, path, kind, registry, error=TFCompatError):
        """tfc_scan_releases_walked of a path the walk passed with kind:
        (the answer or None, the walk's kind of the path, the exception of
        a failure or None); a failure is returned, not raised, because the
        kind is known also then. Answer None without a failure: no model."""
        out, k, err = _P(), _I32(), _Error()
        self.tfc_error_init(err, ctypes.sizeof(err))
        rc = self.tfc_scan_releases_walked(ctypes.byref(out), ctypes.byref(k), path, kind, registry,
                                           ctypes.byref(err))
        return out.value, k.value, self.error(rc, err, path, error) if rc < 0 else None

    def release_normalize(self, spelling):
        """The normal form (bytes) of a release spelling (bytes), by
        tfc_release_normalize into a buffer of its own; raises on a
        malformed one."""
        buf = ctypes.create_string_buffer(80)
        self.tfc_release_normalize(buf, ctypes.sizeof(buf), spelling)
        return buf.value

    def artifact_options(self, expected_kind=TFC_KIND_UNKNOWN, read_kinds=0, tflite_flags=None):
        """tfc_artifact_options for tfc_artifact_open; tflite_flags: options
        of the TFLite reader (kept alive by the returned object)."""
        opts = _ArtifactOptions()
        self.tfc_artifact_options_init(opts, ctypes.sizeof(opts))
        opts.expected_kind = expected_kind
        opts.read_kinds = read_kinds
        if tflite_flags is not None:
            to = _TfliteOptions()
            self.tfc_tflite_options_init(to, ctypes.sizeof(to))
            to.flags = tflite_flags
            opts._tflite_keep = to
            opts.tflite = ctypes.addressof(to)
        return opts
