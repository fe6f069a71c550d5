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

It is a caller of the package's one binding (tfcompat._native): the same
loaded library, argument checks (a NUL is a ValueError, a wrong type a
TypeError) and in-flight count (Migration.close() waits for the record()
calls in progress) as tfcompat itself; MigrationError is a
tfcompat.TFCompatError. Dask: migrate_bag() and dask_migrate() spread the
records over a cluster, as tfcompat.dask does for scan().
"""

import os
import threading
from collections.abc import Sequence as _Sequence
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

import tfcompat
from . import _native as N
from ._native import MigrationError, TFCompatError

__all__ = ["migrate", "summarize", "Migration", "migrate_bag", "dask_migrate", "CHANGES", "products", "target",
           "MigrationError", "product_scan"]

PathLike = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]
_lock = threading.Lock()


def _library() -> N.Native:
    """The library the package loaded (tfcompat's default Library)."""
    return tfcompat._lib()._lib


#: enum tfc_change (tfcompat/check.h), by value: the library's names
#: (tfc_check_change_name), read at the first use
class _Changes(_Sequence):
    _names = None  # type: Optional[List[str]]

    def __getitem__(self, i):
        if self._names is None:  # static strings of the library: read once
            lib = _library()
            self._names = [N.text(lib.tfc_check_change_name(c)) for c in range(len(self))]
        return self._names[i]

    def __len__(self):
        return N.TFC_CHANGE_REJECTED + 1


CHANGES = _Changes()


class Migration(tfcompat._Registry):
    """Targets A and B (and the registry they borrow), parsed once; shared
    by threads. Close it (or use `with`) to free it early: close() waits for
    the record() calls in flight, and a later record() raises ValueError."""

    _what = "Migration"

    def __init__(self, from_: str, to: str, registry: Optional[PathLike] = None):
        specs = [N.str_arg(from_, "from_", optional=False), N.str_arg(to, "to", optional=False)]
        super().__init__(tfcompat._lib(), registry, MigrationError)
        lib = self._native
        self._st = []  # type: List[int]
        try:
            targets = []
            for spec in specs:
                t = self._adopt("tfc_target_free", lib.tfc_target_parse(spec, self.registry, error=MigrationError))
                targets.append(t)
                self._st.append(self._adopt("tfc_scan_target_free", lib.tfc_scan_target_for(t, error=MigrationError)))
        except BaseException:
            self.close()
            raise
        self.from_name = N.text(lib.tfc_target_name(targets[0]))
        self.to_name = N.text(lib.tfc_target_name(targets[1]))

    def record(self, path: PathLike) -> Dict[str, Any]:
        """The change for one path, as a line of `tfcompat scan --from --to
        --format ndjson` (also for an unchanged model: "change": "unchanged")."""
        p = N.path_arg(path)
        lib = self._native
        made = tfcompat._Made(tfcompat._lib())  # both records, for summarize()
        with self.use():
            ra = made._adopt("tfc_scan_record_free", lib.tfc_scan_record_new(self._st[0], p, path=p,
                                                                             error=MigrationError))
            rb = made._adopt("tfc_scan_record_free", lib.tfc_scan_record_new(self._st[1], p, path=p,
                                                                             error=MigrationError))
        return tfcompat._Record(self._change(lib, ra, rb), made)

    @staticmethod
    def _change(lib, ra, rb):
        rec = {"path": N.display(lib.tfc_scan_record_path(ra)),
               "kind": N.text(lib.tfc_container_kind_name(lib.tfc_scan_record_kind(ra)))}  # type: Dict[str, Any]
        bad = [r for r in (ra, rb) if lib.tfc_scan_record_outcome(r) == N.TFC_SCAN_UNREADABLE]
        if bad:
            answer = tfcompat._answer(lib, bad[0])
            rec.update({"change": answer["outcome"], "code": answer["code"], "message": answer["message"],
                        "status": lib.tfc_scan_record_status(bad[0]), "offset": lib.tfc_scan_record_offset(bad[0])})
        else:
            rec.update({"change": N.text(lib.tfc_check_change_name(lib.tfc_scan_record_change(ra, rb))),
                        "from": tfcompat._answer(lib, ra), "to": tfcompat._answer(lib, rb)})
        return rec


def walk(root: PathLike) -> List[str]:
    """The model paths under root, in the library's walk order. Raises
    MigrationError when root cannot be read."""
    return _walk(N.path_arg(root, "root"), False)


def _walk(root_b: bytes, kinds: bool) -> List[Any]:
    """walk(); kinds: (path, kind) pairs, the kind the walk found."""
    try:
        return list(tfcompat._lib()._walk(root_b, kinds))
    except MigrationError:
        raise
    except TFCompatError as e:
        raise MigrationError(e.code, e.name, e.message, e.offset, e.path) from None


def migrate(roots: Union[PathLike, Sequence[PathLike]], from_: str, to: str,
            registry: Optional[PathLike] = None, all: bool = False) -> Iterator[Dict[str, Any]]:
    """Yields, in walk order, the record of every model under roots whose
    answer changes from target `from_` to target `to` (and every unreadable
    one; all=True: every model), as `tfcompat scan --from --to --format
    ndjson` prints them. An unknown target raises MigrationError."""
    roots_b = N.roots_arg(roots)
    with Migration(from_, to, registry) as m:
        for root in roots_b:
            for path in walk(root):
                rec = m.record(path)
                if all or rec["change"] != CHANGES[N.TFC_CHANGE_NONE]:
                    yield rec


def summarize(records: Iterable[Dict[str, Any]], from_name: Optional[str] = None,
              to_name: Optional[str] = None, models: Optional[int] = None) -> Dict[str, Any]:
    """The summary line of `tfcompat scan --from --to`: counts by change and
    the commonest reasons (at most 5, commonest first, then by name). Give
    `models` when the records left the unchanged ones out.

    The library counts and ranks (tfc_scan_summary_add_change) the records
    Migration.record() and migrate() made in this process, which keep
    what it needs; records that crossed a process (dask_migrate) are plain
    dicts, counted from their fields."""
    lib = _library()
    with tfcompat._Summary(lib) as s:
        rest = s.add_all(records, lib.tfc_scan_summary_add_change)
        counted = s.models() + len(rest)
        total = models if models is not None else counted
        out = {"from": from_name, "to": to_name, "models": total}  # type: Dict[str, Any]
        for c, name in enumerate(CHANGES):
            out[name] = s.change_count(c) + sum(1 for r in rest if r["change"] == name)
        out[CHANGES[N.TFC_CHANGE_NONE]] += total - counted  # the unchanged models left out
        unreadable = tfcompat._outcome_name(lib, N.TFC_SCAN_UNREADABLE)
        out[unreadable] = s.outcome_count(N.TFC_SCAN_UNREADABLE) + sum(1 for r in rest if r["change"] == unreadable)
        out["reasons"] = s.reasons(_explaining_code(r, unreadable) for r in rest)
        return out


def _explaining_code(r, unreadable):
    """A plain dict record's reason, as tfc_scan_summary_add_change takes it."""
    if r["change"] == unreadable:
        return r["code"]
    if r["change"] == CHANGES[N.TFC_CHANGE_NONE]:
        return None
    return (r["from"] if r["change"] == CHANGES[N.TFC_CHANGE_WORKS] else r["to"])["code"]


def products() -> List[Dict[str, str]]:
    """The built-in catalogue (tfcompat/product.h, `tfcompat registry
    products --json`): each product version, the runtime it embeds, and the
    source it was read from."""
    lib, t = _library(), N.text
    return [{"product": t(lib.tfc_product_name(i)), "version": t(lib.tfc_product_version(i)),
             "side": t(lib.tfc_product_side(i)), "runtime": t(lib.tfc_product_runtime(i)),
             "runtime_version": t(lib.tfc_product_runtime_version(i)),
             "source": t(lib.tfc_product_source(i))} for i in range(lib.tfc_product_count())]


def target(spec: str, registry: Optional[PathLike] = None) -> Dict[str, Optional[str]]:
    """What a target string stands for, as the library parses it:
    target("tfjs-node@4.22.0") == {"name": "tfjs-node 4.22.0 (libtensorflow
    2.9.1)", "product": "tfjs-node", "product_version": "4.22.0", "embeds":
    "libtensorflow 2.9.1", "release": "2.9.0", "runtime": None}. Raises
    MigrationError for a string the library refuses."""
    spec_b = N.str_arg(spec, "spec", optional=False)
    with tfcompat._Target(tfcompat._lib(), registry, MigrationError) as h:
        lib, text = h._native, N.text
        t = h._adopt("tfc_target_free", lib.tfc_target_parse(spec_b, h.registry, error=MigrationError))
        product = text(lib.tfc_target_product(t))
        return {"name": text(lib.tfc_target_name(t)), "product": product,
                "product_version": text(lib.tfc_target_product_version(t)),
                "embeds": "%s %s" % (text(lib.tfc_target_embedded(t)), text(lib.tfc_target_embedded_version(t)))
                if product else None,
                "release": text(lib.tfc_target_release(t)), "runtime": text(lib.tfc_target_runtime(t))}


class ProductTally(tfcompat._Registry):
    """One product of the catalogue over a store (tfc_product_tally) and the
    registry its models are checked against; close() waits for the record()
    calls in flight, and a later record() raises ValueError."""

    _what = "ProductTally"

    def __init__(self, product: str, registry: Optional[PathLike] = None):
        self._product = N.str_arg(product, "product", optional=False)
        self.product = product
        self._writer = threading.Lock()  # the tally has one writer at a time
        super().__init__(tfcompat._lib(), registry, MigrationError)
        try:
            self.handle = self._adopt("tfc_product_tally_free",
                                      self._native.tfc_product_tally_new(self._product, error=MigrationError))
        except BaseException:
            self.close()
            raise

    def record(self, path: PathLike, kind: Optional[int] = None) -> Dict[str, Any]:
        """Which versions of the product load the model at path, added to
        the tally: one line of `tfcompat scan --product NAME --format
        ndjson` (an unreadable file is a record, not an exception)."""
        p = N.path_arg(path)
        lib = self._native
        with self.use(), tfcompat._Made(tfcompat._lib()) as made:
            line, failure = None, None
            try:
                art = made._adopt("tfc_artifact_free", lib.tfc_check_open(p, None, path=p, error=MigrationError))
                if kind is None:  # not from the walk: the kind the check layer read
                    kind = lib.tfc_artifact_kind(art)
                all_ = made._adopt("tfc_answer_free",
                                   lib.tfc_check_releases(art, self.registry, None, path=p, error=MigrationError))
                line = made._adopt("tfc_answer_free",
                                   lib.tfc_answer_product(all_, self._product, path=p, error=MigrationError))
            except MigrationError as e:
                if e.name == "TFC_E_NOMEM":
                    raise MemoryError("tfcompat: out of memory") from None
                failure = e
            with self._writer:
                lib.tfc_product_tally_add(self.handle, line)
            return _product_record(lib, self.product, p, kind, line, failure)

    def summary(self, records: Iterable[Dict[str, Any]]) -> Dict[str, Any]:
        """The summary line of `tfcompat scan --product`: the library's tally
        of the models recorded, and the paths of `records` none loads."""
        lib, unreadable = self._native, tfcompat._outcome_name(self._native, N.TFC_SCAN_UNREADABLE)
        records = list(records)
        with self.use():
            models = lib.tfc_product_tally_models(self.handle)
            return {"product": self.product, "models": models,
                    "loaded": models - lib.tfc_product_tally_unloaded(self.handle),
                    "unreadable": sum(1 for r in records if r["outcome"] == unreadable),
                    "newest_for_all": N.text(lib.tfc_product_tally_newest(self.handle)),
                    "unloaded": [_path_member(r) for r in records if not r["loading"]]}


def _path_member(r):
    return {k: r[k] for k in ("path", "path_hex") if k in r}


def _product_record(lib, product, path, kind, line, failure):
    """One model's line of `scan --product --format ndjson`."""
    n, loading = lib.tfc_answer_count(line), lib.tfc_answer_accepting_count(line)
    rec = {"path": N.display(path)}  # type: Dict[str, Any]
    rec["kind"] = N.text(lib.tfc_container_kind_name(kind)) if kind is not None and kind >= 0 else None
    rec["product"] = product
    code = message = None
    if failure is not None and failure.name != "TFC_E_UNKNOWN_RELEASE":
        outcome, code, message = N.TFC_SCAN_UNREADABLE, failure.name, failure.message
    elif failure is not None:  # the product does not read this kind: no version loads it
        outcome, message = N.TFC_OUTCOME_REJECTED, failure.message
    else:
        outcome = lib.tfc_answer_outcome(line)
        if not loading and n:
            code = N.text(lib.tfc_verdict_reason_name(lib.tfc_answer_reason(line, n - 1)))
            message = N.text(lib.tfc_answer_message(line, n - 1))
    ranges = [{"first": N.text(lib.tfc_answer_release(line, lib.tfc_answer_run_first(line, k))),
               "last": N.text(lib.tfc_answer_release(line, lib.tfc_answer_run_last(line, k)))}
              for k in range(lib.tfc_answer_run_count(line))
              if lib.tfc_answer_run_outcome(line, k) == N.TFC_OUTCOME_ACCEPTED]
    rec.update({"outcome": tfcompat._outcome_name(lib, outcome), "versions": n, "loading": loading,
                "ranges": ranges, "code": code, "message": message})
    if outcome == N.TFC_SCAN_UNREADABLE:
        rec.update({"status": failure.code, "offset": -1 if failure.offset is None else failure.offset})
    return rec


def product_scan(roots: Union[PathLike, Sequence[PathLike]], product: str,
                 registry: Optional[PathLike] = None) -> Tuple[List[Dict[str, Any]], Dict[str, Any]]:
    """Which versions of a product of the catalogue load each model under
    roots: (records, summary), as `tfcompat scan ROOT... --product NAME
    --format ndjson` prints them (docs/CLI.md): per model its loading
    versions as ranges, and the library's tally of the store (the newest
    version that loads every model, the models no version loads). An unknown
    product raises MigrationError."""
    roots_b = N.roots_arg(roots)
    with ProductTally(product, registry) as t:
        records = [t.record(path, kind) for root in roots_b for path, kind in _walk(root, True)]
        return records, t.summary(records)


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

    reg = N.path_arg(registry, "registry") if registry is not None else None
    partition_size = N.int_arg(partition_size, "partition_size", 1, 1 << 30)
    Migration(from_, to, reg).close()  # fail early, here
    paths = [p for root in N.roots_arg(roots) for p in walk(root)]
    if not paths:
        return db.from_sequence([], npartitions=1)
    return db.from_sequence(paths, partition_size=partition_size).map_partitions(
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
    return [r for r in recs if r["change"] != CHANGES[N.TFC_CHANGE_NONE]], summary
