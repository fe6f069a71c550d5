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
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

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
        return self._record(N.path_arg(path))

    def _record(self, p, kind=None):
        """record() of the path bytes p; kind: the one the walk passed with
        p (TFC_SCAN_UNREAD_FILES), so that each target's record reads the
        file once (tfc_scan_record_new_walked): None when it holds no model."""
        lib = self._native
        made = []  # type: List[int]
        try:
            with self.use():
                for st in self._st:  # A's record, then B's
                    r = (lib.tfc_scan_record_new(st, p, path=p, error=MigrationError) if kind is None
                         else lib.tfc_scan_record_new_walked(st, p, kind, path=p, error=MigrationError))
                    if not r:  # no model (B's read too: the file changed between the reads)
                        return None
                    made.append(r)
            return self._change(lib, made[0], made[1])
        finally:
            for r in made:
                lib.tfc_scan_record_free(r)

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


def walk(root: PathLike, follow: bool = False) -> List[str]:
    """The model paths under root, in the library's walk order (follow:
    enter symbolic links to directories, as tfcompat.walk). Raises
    MigrationError when root cannot be read."""
    root_b = N.path_arg(root, "root")
    with _as_migration_error():
        return list(tfcompat._lib().walk(root_b, follow))


class _as_migration_error:
    """Raises a TFCompatError of the walk as a MigrationError."""

    def __enter__(self):
        return self

    def __exit__(self, kind, e, tb):
        if isinstance(e, TFCompatError) and not isinstance(e, MigrationError):
            raise MigrationError(e.code, e.name, e.message, e.offset, e.path) from None
        return False


def migrate(roots: Union[PathLike, Sequence[PathLike]], from_: str, to: str,
            registry: Optional[PathLike] = None, all: bool = False, follow: bool = False) -> tfcompat.Walked:
    """Yields, in walk order, the record of every model under roots whose
    answer changes from target `from_` to target `to` (and every unreadable
    one; all=True: every model), as `tfcompat scan --from --to --format
    ndjson` prints them. Symbolic links to directories are entered only
    with follow=True (`--follow`); the iterator's links_not_followed counts
    the others, and summarize() of the iterator reports them. An unknown
    target raises MigrationError."""
    roots_b = N.roots_arg(roots)
    flags = tfcompat._walk_flags(follow)
    m = Migration(from_, to, registry)
    return tfcompat.Walked(lambda w: _migrate(m, roots_b, flags, all, w))


def _migrate(m, roots_b, flags, all, walked):
    lib = tfcompat._lib()
    with m:
        for root in roots_b:
            with _as_migration_error():
                # the walk only lists: each record reads its file once
                for path, kind in lib._walk(root, flags | N.TFC_SCAN_UNREAD_FILES, walked, True):
                    rec = m._record(N.path_arg(path), kind)
                    if rec is not None and (all or rec["change"] != CHANGES[N.TFC_CHANGE_NONE]):
                        yield rec


def summarize(records: Iterable[Dict[str, Any]], from_name: Optional[str] = None,
              to_name: Optional[str] = None, models: Optional[int] = None,
              links_not_followed: Optional[int] = None) -> Dict[str, Any]:
    """The summary line of `tfcompat scan --from --to`: counts by change,
    "links_not_followed" (only when not 0) and the commonest reasons (at
    most 5, commonest first, then by name). Give `models` when the records
    left the unchanged ones out (they are counted as unchanged).

    The library counts and ranks each record from its printed fields
    (tfc_scan_summary_add_fields: "change", and the codes of "from" and
    "to", or "code" of an unreadable one), so records made here, read back
    from JSON or computed by dask_migrate count the same.
    links_not_followed: None takes it from `records` when it is the
    iterator migrate() returned, else 0."""
    lib = _library()
    with tfcompat._Summary(lib) as s:
        unreadable = tfcompat._outcome_name(lib, N.TFC_SCAN_UNREADABLE)
        changes = {name: c for c, name in enumerate(CHANGES)}
        for r in records:
            if r["change"] == unreadable:
                s.add(-1, N.TFC_SCAN_UNREADABLE, r["code"])
            else:
                s.add(changes.get(r["change"], -2), s.outcome(r["to"]["outcome"]), r["from"]["code"], r["to"]["code"])
        if models is not None:  # the unchanged models left out: their outcome is not known (-1)
            counted = lib.tfc_scan_summary_models(s.handle)
            for _ in range(N.int_arg(models, "models", counted) - counted):
                s.add(N.TFC_CHANGE_NONE, -1, None)
        if links_not_followed is None:
            links_not_followed = getattr(records, "links_not_followed", 0)
        return s.counts(links_not_followed, {"from": from_name, "to": to_name},
                        [(name, lib.tfc_scan_summary_change_count, c) for c, name in enumerate(CHANGES)]
                        + [(unreadable, lib.tfc_scan_summary_outcome_count, N.TFC_SCAN_UNREADABLE)])


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

    def record(self, path: PathLike, kind: Optional[int] = None, *, add: bool = True) -> Dict[str, Any]:
        """Which versions of the product load the model at path, added to
        the tally: one line of `tfcompat scan --product NAME --format
        ndjson` (an unreadable file is a record, not an exception).
        add=False: the record only, for a tally in another process
        (add_record())."""
        return self._record(N.path_arg(path), kind, add)

    def _walked(self, path: str, kind: int, add: bool = True) -> Optional[Dict[str, Any]]:
        """record() of a path as the walk with TFC_SCAN_UNREAD_FILES passed
        it (_walk_kinds): the file is read once (tfc_scan_releases_walked);
        None when it holds no model."""
        return self._record(N.path_arg(path), kind, add, walked=True)

    def _record(self, p, kind, add, walked=False):
        lib = self._native
        with self.use(), N.Handle(lib) as made:
            line, failure = None, None
            try:
                if walked:
                    all_, kind, failure = lib.releases_walked(p, kind, self.registry, MigrationError)
                    if all_ is None and failure is None:
                        return None  # no model
                    if failure is not None:
                        raise failure
                    made._adopt("tfc_answer_free", all_)
                else:
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
            if add:
                with self._writer:
                    lib.tfc_product_tally_add(self.handle, line)
            return _product_record(lib, self.product, p, kind, line, failure)

    def add_record(self, record: Dict[str, Any]) -> None:
        """Adds the model of a record made by record(add=False), perhaps in
        another process, from what it carries: its loading ranges and count,
        counted by the library (tfc_product_tally_add_ranges) as record()
        counts the model's line. Raises MigrationError for a record whose
        ranges are not versions of the product, in order, covering its
        "loading" count."""
        ranges = record["ranges"]
        first = N.strings_arg([r["first"] for r in ranges], "first")
        last = N.strings_arg([r["last"] for r in ranges], "last")
        lib = self._native
        with self.use(), self._writer:
            lib.tfc_product_tally_add_ranges(self.handle, first, last, len(ranges),
                                             N.int_arg(record["loading"], "loading", 0), error=MigrationError)

    def summary(self, records: Iterable[Dict[str, Any]], links_not_followed: int = 0) -> Dict[str, Any]:
        """The summary line of `tfcompat scan --product`: the library's tally
        of the models recorded, the paths of `records` none loads, and the
        links the walk did not follow (when there were any)."""
        lib, unreadable = self._native, tfcompat._outcome_name(self._native, N.TFC_SCAN_UNREADABLE)
        records = list(records)
        with self.use():
            models = lib.tfc_product_tally_models(self.handle)
            summary = {"product": self.product, "models": models,
                       "loaded": models - lib.tfc_product_tally_unloaded(self.handle),
                       "unreadable": sum(1 for r in records if r["outcome"] == unreadable),
                       "newest_for_all": N.text(lib.tfc_product_tally_newest(self.handle)),
                       "unloaded": [_path_member(r) for r in records if not r["loading"]]}
        if links_not_followed:
            summary["links_not_followed"] = links_not_followed
        return summary


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
                 registry: Optional[PathLike] = None,
                 follow: bool = False) -> Tuple[List[Dict[str, Any]], Dict[str, Any]]:
    """Which versions of a product of the catalogue load each model under
    roots: (records, summary), as `tfcompat scan ROOT... --product NAME
    --format ndjson` prints them (docs/CLI.md): per model its loading
    versions as ranges, and the library's tally of the store (the newest
    version that loads every model, the models no version loads). An unknown
    product raises MigrationError."""
    walked = _walk_kinds(roots, follow)
    with ProductTally(product, registry) as t:
        with _as_migration_error():
            records = [r for r in (t._walked(path, kind) for path, kind in walked) if r is not None]
        return records, t.summary(records, walked.links_not_followed)


def _walk_kinds(roots: Union[PathLike, Sequence[PathLike]], follow: bool) -> "tfcompat.Walked":
    """(path, kind) of every model under roots, by the one walk policy, the
    walk only listing (TFC_SCAN_UNREAD_FILES: hand each pair to
    ProductTally._walked, which reads the file once); iterate it inside
    _as_migration_error()."""
    roots_b = N.roots_arg(roots)
    flags = tfcompat._walk_flags(follow) | N.TFC_SCAN_UNREAD_FILES
    lib = tfcompat._lib()
    return tfcompat.Walked(lambda w: (pk for root in roots_b for pk in lib._walk(root, flags, w, True)))


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
                registry: Optional[PathLike] = None, partition_size: int = 256, follow: bool = False) -> Any:
    """A dask.bag of the change record of every model under roots (walked
    here, on the client, as migrate() walks them; unchanged ones included).
    Targets and the registry are checked here first (the library opens the
    registry: a FIFO or a device is refused, not read), so an unknown one
    raises at once; every worker opens the registry at the same path."""
    return _migrate_bag(roots, from_, to, registry, partition_size, follow)[0]


def _migrate_bag(roots, from_, to, registry, partition_size, follow):
    """(the bag, the links the walk did not follow)."""
    import dask.bag as db

    reg = N.path_arg(registry, "registry") if registry is not None else None
    partition_size = N.int_arg(partition_size, "partition_size", 1, 1 << 30)
    Migration(from_, to, reg).close()  # fail early, here
    with _as_migration_error():
        paths, links = tfcompat._lib().walk_paths(N.roots_arg(roots), follow)
    if not paths:
        return db.from_sequence([], npartitions=1), links
    return db.from_sequence(paths, partition_size=partition_size).map_partitions(
        _partition, from_, to, reg), links


def dask_migrate(roots: Union[PathLike, Sequence[PathLike]], from_: str, to: str, client: Any = None,
                 registry: Optional[PathLike] = None, partition_size: int = 256, follow: bool = False
                 ) -> Tuple[List[Dict[str, Any]], Dict[str, Any]]:
    """(records, summary) of migrate() computed by a Dask cluster (`client`,
    else the default scheduler): the changed and unreadable models, in walk
    order, and the summary of all of them (with the links not followed)."""
    bag, links = _migrate_bag(roots, from_, to, registry, partition_size, follow)
    recs = list(client.compute(bag).result() if client is not None else bag.compute())
    with Migration(from_, to, registry) as m:
        names = (m.from_name, m.to_name)
    summary = summarize(recs, names[0], names[1], links_not_followed=links)
    return [r for r in recs if r["change"] != CHANGES[N.TFC_CHANGE_NONE]], summary
