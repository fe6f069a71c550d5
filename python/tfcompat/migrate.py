"""tfcompat.migrate - what changes for a model store when its consumer moves.

    from tfcompat.migrate import migrate, summarize
    changes = list(migrate(["/models"], from_="tf-serving@2.11.0", to="tfjs-node@4.22.0"))
    summary = summarize(changes)

The same question and the same answer as `tfcompat scan ROOT --from A --to B
--format ndjson` (docs/CLI.md): every model under the roots is checked by the
library's check layer against both targets (target strings: "2.11.1",
"tf-serving@2.11.0", "tfjs-node@4.22.0", "litert@2.14.0", ...), and the
library names the change (tfc_scan_record_change): "breaks", "works",
"undetermined", "rejected", or "unchanged". A downgrade is the same question.

This module talks to libtfcompat on its own (ctypes, the functions of
tfcompat/check.h and tfcompat/scan.h it needs), so that it does not depend on
the rest of the package; the library is found as the package finds it
($TFCOMPAT_LIBRARY, then the dynamic linker). Dask: migrate_bag() and
dask_migrate() spread the records over a cluster, as tfcompat.dask does for
scan().
"""

import ctypes
import ctypes.util
import os
import threading
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

__all__ = ["migrate", "summarize", "Migration", "migrate_bag", "dask_migrate", "CHANGES", "products", "target",
           "product_scan"]

PathLike = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]
#: enum tfc_change (tfcompat/check.h), by value
CHANGES = ("unchanged", "breaks", "works", "undetermined", "rejected")

_I32, _U32, _I64, _SZ = ctypes.c_int32, ctypes.c_uint32, ctypes.c_int64, ctypes.c_size_t
_P, _S = ctypes.c_void_p, ctypes.c_char_p
_PP = ctypes.POINTER(_P)
_VISIT = ctypes.CFUNCTYPE(_I32, _S, _I32, _P)
_OUTCOMES = ("accepted", "rejected", "undetermined", "unreadable")
_ACCEPTED, _UNDETERMINED, _UNREADABLE = 0, 2, 3
_REASON_NONE = 0


class _Error(ctypes.Structure):
    _fields_ = [("size", _U32), ("code", _I32), ("offset", _I64), ("message", ctypes.c_char * 512)]


_PROTOS = {
    "tfc_error_init": (None, [_P, _SZ]),
    "tfc_status_name": (_S, [_I32]),
    "tfc_registry_open": (_I32, [_PP, _S, _P, _P]),
    "tfc_registry_free": (None, [_P]),
    "tfc_target_parse": (_I32, [_PP, _S, _P, _P]),
    "tfc_target_free": (None, [_P]),
    "tfc_target_name": (_S, [_P]),
    "tfc_scan_target_for": (_I32, [_PP, _P, _P]),
    "tfc_scan_target_free": (None, [_P]),
    "tfc_scan_walk": (_I32, [_S, _VISIT, _P, _P]),
    "tfc_scan_record_new": (_I32, [_PP, _P, _S, _P]),
    "tfc_scan_record_free": (None, [_P]),
    "tfc_scan_record_path": (_S, [_P]),
    "tfc_scan_record_kind": (_I32, [_P]),
    "tfc_scan_record_outcome": (_I32, [_P]),
    "tfc_scan_record_reason": (_I32, [_P]),
    "tfc_scan_record_message": (_S, [_P]),
    "tfc_scan_record_status": (_I32, [_P]),
    "tfc_scan_record_offset": (_I64, [_P]),
    "tfc_scan_record_change": (_I32, [_P, _P]),
    "tfc_container_kind_name": (_S, [_I32]),
    "tfc_product_count": (_SZ, []),
    "tfc_product_name": (_S, [_SZ]),
    "tfc_product_version": (_S, [_SZ]),
    "tfc_product_side": (_S, [_SZ]),
    "tfc_product_runtime": (_S, [_SZ]),
    "tfc_product_runtime_version": (_S, [_SZ]),
    "tfc_product_source": (_S, [_SZ]),
    "tfc_target_product": (_S, [_P]),
    "tfc_target_product_version": (_S, [_P]),
    "tfc_target_embedded": (_S, [_P]),
    "tfc_target_embedded_version": (_S, [_P]),
    "tfc_target_release": (_S, [_P]),
    "tfc_target_runtime": (_S, [_P]),
    "tfc_verdict_reason_name": (_S, [_I32]),
    # product_scan(): one product over a store (tfcompat/check.h)
    "tfc_status_str": (_S, [_I32]),
    "tfc_check_open": (_I32, [_PP, _S, _P, _P]),
    "tfc_artifact_free": (None, [_P]),
    "tfc_check_releases": (_I32, [_PP, _P, _P, _P, _P]),
    "tfc_answer_product": (_I32, [_PP, _P, _S, _P]),
    "tfc_answer_free": (None, [_P]),
    "tfc_answer_outcome": (_I32, [_P]),
    "tfc_answer_count": (_SZ, [_P]),
    "tfc_answer_accepting_count": (_SZ, [_P]),
    "tfc_answer_release": (_S, [_P, _SZ]),
    "tfc_answer_reason": (_I32, [_P, _SZ]),
    "tfc_answer_message": (_S, [_P, _SZ]),
    "tfc_answer_run_count": (_SZ, [_P]),
    "tfc_answer_run_first": (_I64, [_P, _SZ]),
    "tfc_answer_run_last": (_I64, [_P, _SZ]),
    "tfc_answer_run_outcome": (_I32, [_P, _SZ]),
    "tfc_product_tally_new": (_I32, [_PP, _S, _P]),
    "tfc_product_tally_add": (_I32, [_P, _P]),
    "tfc_product_tally_models": (ctypes.c_uint64, [_P]),
    "tfc_product_tally_unloaded": (ctypes.c_uint64, [_P]),
    "tfc_product_tally_newest": (_S, [_P]),
    "tfc_product_tally_free": (None, [_P]),
}

_lock = threading.Lock()
_cdll = None


def _library():
    global _cdll
    with _lock:
        if _cdll is None:
            try:  # the package's own search, when it has one
                from . import _find_library  # type: ignore[attr-defined]
                path = _find_library()
            except ImportError:
                path = os.environ.get("TFCOMPAT_LIBRARY") or ctypes.util.find_library("tfcompat") or "libtfcompat.so.2"
            lib = ctypes.CDLL(path)
            for name, (res, args) in _PROTOS.items():
                fn = getattr(lib, name)
                fn.restype, fn.argtypes = res, args
            _cdll = lib
        return _cdll


def _text(b: Optional[bytes]) -> Optional[str]:
    return None if b is None else b.decode("utf-8", "surrogateescape")


def _fs(path: PathLike) -> bytes:
    return os.fsencode(path)


class MigrationError(Exception):
    """A target string the library refuses (code TFC_E_UNKNOWN_RELEASE, ...)
    or a root that cannot be walked."""

    def __init__(self, code: int, name: str, message: str):
        super().__init__("%s: %s" % (name, message))
        self.code, self.name, self.message = code, name, message


def _call(lib, fn, *args):
    err = _Error()
    lib.tfc_error_init(ctypes.byref(err), ctypes.sizeof(err))
    rc = fn(*args, ctypes.byref(err))
    if rc:
        raise MigrationError(rc, _text(lib.tfc_status_name(rc)) or str(rc), _text(err.message) or "")


class Migration:
    """Targets A and B (and the registry they borrow), parsed once; shared
    by threads. Close it (or use `with`) to free it early."""

    def __init__(self, from_: str, to: str, registry: Optional[PathLike] = None):
        self._lib = lib = _library()
        self._reg, self._t, self._st = _P(), [], []
        if registry is not None:
            _call(lib, lib.tfc_registry_open, ctypes.byref(self._reg), _fs(registry), None)
        try:
            for spec in (from_, to):
                t, st = _P(), _P()
                _call(lib, lib.tfc_target_parse, ctypes.byref(t), spec.encode(), self._reg)
                self._t.append(t)
                _call(lib, lib.tfc_scan_target_for, ctypes.byref(st), t)
                self._st.append(st)
        except Exception:
            self.close()
            raise
        self.from_name = _text(lib.tfc_target_name(self._t[0]))
        self.to_name = _text(lib.tfc_target_name(self._t[1]))

    def _side(self, r) -> Dict[str, Any]:
        lib = self._lib
        outcome = lib.tfc_scan_record_outcome(r)
        reason = lib.tfc_scan_record_reason(r)
        if outcome == _ACCEPTED:
            code = None
        elif outcome == _UNDETERMINED and reason == _REASON_NONE:
            code = "VERSION_UNKNOWN"
        else:
            code = _text(lib.tfc_verdict_reason_name(reason))
        return {"outcome": _OUTCOMES[outcome], "code": code,
                "message": None if outcome == _ACCEPTED else _text(lib.tfc_scan_record_message(r))}

    def record(self, path: PathLike) -> Dict[str, Any]:
        """The change for one path, as a line of `tfcompat scan --from --to
        --format ndjson` (also for an unchanged model: "change": "unchanged")."""
        lib = self._lib
        ra, rb = _P(), _P()
        _call(lib, lib.tfc_scan_record_new, ctypes.byref(ra), self._st[0], _fs(path))
        try:
            _call(lib, lib.tfc_scan_record_new, ctypes.byref(rb), self._st[1], _fs(path))
            rec = {"path": _text(lib.tfc_scan_record_path(ra)),
                   "kind": _text(lib.tfc_container_kind_name(lib.tfc_scan_record_kind(ra)))}
            bad = ra if lib.tfc_scan_record_outcome(ra) == _UNREADABLE else (
                rb if lib.tfc_scan_record_outcome(rb) == _UNREADABLE else None)
            if bad is not None:
                rec.update({"change": "unreadable", "code": _text(lib.tfc_status_name(lib.tfc_scan_record_status(bad))),
                            "message": _text(lib.tfc_scan_record_message(bad)),
                            "status": lib.tfc_scan_record_status(bad), "offset": lib.tfc_scan_record_offset(bad)})
            else:
                rec.update({"change": CHANGES[lib.tfc_scan_record_change(ra, rb)], "from": self._side(ra),
                            "to": self._side(rb)})
            return rec
        finally:
            lib.tfc_scan_record_free(ra)
            lib.tfc_scan_record_free(rb)

    def close(self) -> None:
        lib = self._lib
        for st in self._st:
            lib.tfc_scan_target_free(st)
        for t in self._t:
            lib.tfc_target_free(t)
        if self._reg:
            lib.tfc_registry_free(self._reg)
        self._st, self._t, self._reg = [], [], _P()

    def __enter__(self) -> "Migration":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def walk(root: PathLike) -> List[str]:
    """The model paths under root, in the library's walk order."""
    lib = _library()
    out = []  # type: List[str]

    @_VISIT
    def visit(path, kind, user):  # noqa: ARG001
        out.append(os.fsdecode(path))
        return 0

    _call(lib, lib.tfc_scan_walk, _fs(root), visit, None)
    return out


def _roots(roots) -> List[PathLike]:
    if isinstance(roots, (str, bytes)) or hasattr(roots, "__fspath__"):
        return [roots]
    return list(roots)


def migrate(roots: Union[PathLike, Sequence[PathLike]], from_: str, to: str,
            registry: Optional[PathLike] = None, all: bool = False) -> Iterator[Dict[str, Any]]:
    """Yields, in walk order, the record of every model under roots whose
    answer changes from target `from_` to target `to` (and every unreadable
    one; all=True: every model), as `tfcompat scan --from --to --format
    ndjson` prints them. An unknown target raises MigrationError."""
    with Migration(from_, to, registry) as m:
        for root in _roots(roots):
            for path in walk(root):
                rec = m.record(path)
                if all or rec["change"] != "unchanged":
                    yield rec


def summarize(records: Iterable[Dict[str, Any]], from_name: Optional[str] = None,
              to_name: Optional[str] = None, models: Optional[int] = None) -> Dict[str, Any]:
    """The summary line of `tfcompat scan --from --to`: counts by change and
    the commonest reasons (at most 5, commonest first, then by name). Give
    `models` when the records left the unchanged ones out."""
    counts = {c: 0 for c in CHANGES}
    counts["unreadable"] = 0
    reasons = {}  # type: Dict[str, int]
    n = 0
    for r in records:
        n += 1
        counts[r["change"]] += 1
        if r["change"] == "unreadable":
            code = r["code"]
        elif r["change"] == "unchanged":
            continue
        else:
            code = (r["from"] if r["change"] == "works" else r["to"])["code"]
        if code:
            reasons[code] = reasons.get(code, 0) + 1
    total = models if models is not None else n
    counts["unchanged"] = total - sum(v for k, v in counts.items() if k != "unchanged")
    out = {"from": from_name, "to": to_name, "models": total}
    out.update(counts)
    out["reasons"] = [{"code": c, "count": k} for c, k in sorted(reasons.items(), key=lambda x: (-x[1], x[0]))[:5]]
    return out


def products() -> List[Dict[str, str]]:
    """The built-in catalogue (tfcompat/product.h, `tfcompat registry
    products --json`): each product version, the runtime it embeds, and the
    source it was read from."""
    lib = _library()
    return [{"product": _text(lib.tfc_product_name(i)), "version": _text(lib.tfc_product_version(i)),
             "side": _text(lib.tfc_product_side(i)), "runtime": _text(lib.tfc_product_runtime(i)),
             "runtime_version": _text(lib.tfc_product_runtime_version(i)),
             "source": _text(lib.tfc_product_source(i))} for i in range(lib.tfc_product_count())]


def target(spec: str, registry: Optional[PathLike] = None) -> Dict[str, Optional[str]]:
    """What a target string stands for, as the library parses it:
    target("tfjs-node@4.22.0") == {"name": "tfjs-node 4.22.0 (libtensorflow
    2.9.1)", "product": "tfjs-node", "product_version": "4.22.0", "embeds":
    "libtensorflow 2.9.1", "release": "2.9.0", "runtime": None}. Raises
    MigrationError for a string the library refuses."""
    lib = _library()
    reg, t = _P(), _P()
    try:
        if registry is not None:
            _call(lib, lib.tfc_registry_open, ctypes.byref(reg), _fs(registry), None)
        _call(lib, lib.tfc_target_parse, ctypes.byref(t), spec.encode(), reg)
        product = _text(lib.tfc_target_product(t))
        return {"name": _text(lib.tfc_target_name(t)), "product": product,
                "product_version": _text(lib.tfc_target_product_version(t)),
                "embeds": "%s %s" % (_text(lib.tfc_target_embedded(t)), _text(lib.tfc_target_embedded_version(t)))
                if product else None,
                "release": _text(lib.tfc_target_release(t)), "runtime": _text(lib.tfc_target_runtime(t))}
    finally:
        if t:
            lib.tfc_target_free(t)
        if reg:
            lib.tfc_registry_free(reg)


def product_scan(roots: Union[PathLike, Sequence[PathLike]], product: str,
                 registry: Optional[PathLike] = None) -> Tuple[List[Dict[str, Any]], Dict[str, Any]]:
    """Which versions of a product of the catalogue load each model under
    roots: (records, summary), as `tfcompat scan ROOT... --product NAME
    --format ndjson` prints them (docs/CLI.md): per model its loading
    versions as ranges, and the library's tally of the store (the newest
    version that loads every model, the models no version loads). An unknown
    product raises MigrationError."""
    lib = _library()
    reg, tally = _P(), _P()
    records = []  # type: List[Dict[str, Any]]
    unloaded = []  # type: List[str]
    try:
        if registry is not None:
            _call(lib, lib.tfc_registry_open, ctypes.byref(reg), _fs(registry), None)
        _call(lib, lib.tfc_product_tally_new, ctypes.byref(tally), product.encode())
        for root in _roots(roots):
            found = []  # type: List[Tuple[bytes, int]]

            @_VISIT
            def visit(path, kind, user):  # noqa: ARG001
                found.append((path, kind))
                return 0

            _call(lib, lib.tfc_scan_walk, _fs(root), visit, None)
            for path, kind in found:
                rec = _product_record(lib, reg, tally, product, path, kind)
                records.append(rec)
                if not rec["loading"]:
                    unloaded.append(rec["path"])
        models = lib.tfc_product_tally_models(tally)
        summary = {"product": product, "models": models, "loaded": models - lib.tfc_product_tally_unloaded(tally),
                   "unreadable": sum(1 for r in records if r["outcome"] == "unreadable"),
                   "newest_for_all": _text(lib.tfc_product_tally_newest(tally)), "unloaded": unloaded}
        return records, summary
    finally:
        lib.tfc_product_tally_free(tally)
        if reg:
            lib.tfc_registry_free(reg)


def _product_record(lib, reg, tally, product: str, path: bytes, kind: int) -> Dict[str, Any]:
    err = _Error()
    lib.tfc_error_init(ctypes.byref(err), ctypes.sizeof(err))
    art, all_, line = _P(), _P(), _P()
    try:
        rc = lib.tfc_check_open(ctypes.byref(art), path, None, ctypes.byref(err))
        if not rc:
            rc = lib.tfc_check_releases(ctypes.byref(all_), art, reg, None, ctypes.byref(err))
        if not rc:
            rc = lib.tfc_answer_product(ctypes.byref(line), all_, product.encode(), ctypes.byref(err))
        status = _text(lib.tfc_status_name(rc)) if rc else None
        if status == "TFC_E_NOMEM":
            raise MemoryError("tfcompat: out of memory")
        lib.tfc_product_tally_add(tally, line)
        n, loading = lib.tfc_answer_count(line), lib.tfc_answer_accepting_count(line)
        rec = {"path": os.fsdecode(path), "kind": _text(lib.tfc_container_kind_name(kind)) if kind >= 0 else None,
               "product": product}
        code = message = None
        if rc and status != "TFC_E_UNKNOWN_RELEASE":  # the product does not read this kind: no version loads it
            outcome = "unreadable"
            code = status
            message = _text(err.message) or _text(lib.tfc_status_str(rc))
        elif not line:
            outcome, message = "rejected", _text(err.message)
        else:
            outcome = _OUTCOMES[lib.tfc_answer_outcome(line)]
            if not loading and n:
                code = _text(lib.tfc_verdict_reason_name(lib.tfc_answer_reason(line, n - 1)))
                message = _text(lib.tfc_answer_message(line, n - 1))
        ranges = [{"first": _text(lib.tfc_answer_release(line, lib.tfc_answer_run_first(line, k))),
                   "last": _text(lib.tfc_answer_release(line, lib.tfc_answer_run_last(line, k)))}
                  for k in range(lib.tfc_answer_run_count(line)) if lib.tfc_answer_run_outcome(line, k) == _ACCEPTED]
        rec.update({"outcome": outcome, "versions": n, "loading": loading, "ranges": ranges, "code": code,
                    "message": message})
        if outcome == "unreadable":
            rec.update({"status": rc, "offset": err.offset})
        return rec
    finally:
        lib.tfc_answer_free(line)
        lib.tfc_answer_free(all_)
        lib.tfc_artifact_free(art)


# ---- Dask ------------------------------------------------------------------

_migrations = {}  # type: Dict[Tuple[str, str, Optional[bytes]], Migration]


def _partition(paths: Iterable[str], from_: str, to: str, registry: Optional[bytes]) -> List[Dict[str, Any]]:
    """One partition, on a worker: the change of every path. The registry
    is opened by the library on the worker, at the same path as on the
    client (as the models are)."""
    key = (from_, to, registry)
    with _lock:
        m = _migrations.get(key)
    if m is None:
        m = Migration(from_, to, registry)
        with _lock:
            m = _migrations.setdefault(key, m)
    return [m.record(p) for p in paths]


def migrate_bag(roots: Union[PathLike, Sequence[PathLike]], from_: str, to: str,
                registry: Optional[PathLike] = None, partition_size: int = 256) -> Any:
    """A dask.bag of the change record of every model under roots (walked
    here, on the client; unchanged ones included). Targets and the registry
    are checked here first (the library opens the registry: a FIFO or a
    device is refused, not read), so an unknown one raises at once; every
    worker opens the registry at the same path."""
    import dask.bag as db

    reg = _fs(registry) if registry is not None else None
    Migration(from_, to, registry).close()
    paths = [p for root in _roots(roots) for p in walk(root)]
    if not paths:
        return db.from_sequence([], npartitions=1)
    return db.from_sequence(paths, partition_size=max(1, partition_size)).map_partitions(
        _partition, from_, to, reg)


def dask_migrate(roots: Union[PathLike, Sequence[PathLike]], from_: str, to: str, client: Any = None,
                 registry: Optional[PathLike] = None, partition_size: int = 256
                 ) -> Tuple[List[Dict[str, Any]], Dict[str, Any]]:
    """(records, summary) of migrate() computed by a Dask cluster (`client`,
    else the default scheduler): the changed and unreadable models, in walk
    order, and the summary of all of them."""
    bag = migrate_bag(roots, from_, to, registry, partition_size)
    recs = list(client.compute(bag).result() if client is not None else bag.compute())
    with Migration(from_, to, registry) as m:
        names = (m.from_name, m.to_name)
    summary = summarize(recs, names[0], names[1])
    return [r for r in recs if r["change"] != "unchanged"], summary
