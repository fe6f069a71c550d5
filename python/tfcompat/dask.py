"""tfcompat.dask - a model store scanned by a Dask cluster.

    from distributed import Client
    import tfcompat.dask
    records, summary = tfcompat.dask.scan(["/models"], client=Client("scheduler:8786"), tf="2.16.0")

The client walks the roots (tfcompat.walk: cheap, it reads only what
identifies each model) and the workers compute the records
(tfcompat.Library.record: the versions, releases and verdicts), partition by
partition. The records are those of the local `tfcompat.scan()` and of
`tfcompat scan --format ndjson`, in the same order; the summary is
`tfcompat.summarize()` of them.

Every worker needs libtfcompat.so.2 and this package installed, and must see
the paths at the same place as the client (a shared or replicated file
system). Paths travel to the workers as the bytes the walk found, so a name
that is not valid UTF-8 names the same file there, and each record's "path"
is os.fsdecode() of those bytes, as in tfcompat.scan(). A registry file is
opened by the library (tfc_registry_open) on the client, to fail early, and
again by each worker at the same path.

product_scan() asks the question of `tfcompat scan ROOT --product NAME`
(which versions of a product of the catalogue load each model) the same
way: the records are computed on the workers, and the store's summary on
the client by the library's tally, from what each record carries
(tfcompat.migrate.ProductTally.add_record).

Needs dask.bag and distributed (Debian: apt-get install python3-distributed).
"""

import os
import threading
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

import tfcompat
from . import _native as N

__all__ = ["scan", "records_bag", "product_scan"]

# One target per (tf, runtime, target, registry) in each worker process.
_targets_lock = threading.Lock()
_targets = {}  # type: Dict[Tuple[Optional[str], Optional[str], Optional[str], Optional[bytes]], Any]


def _target(tf: Optional[str], runtime: Optional[str], target: Optional[str],
            registry: Optional[bytes]) -> "tfcompat.ScanTarget":
    key = (tf, runtime, target, registry)
    with _targets_lock:
        t = _targets.get(key)
        if t is None:
            t = tfcompat._lib().scan_target(tf, runtime, registry, target)
            _targets[key] = t
        return t


def _records(paths: Iterable[bytes], tf: Optional[str], runtime: Optional[str], target: Optional[str],
             registry: Optional[bytes]) -> List[Dict[str, Any]]:
    """One partition, on a worker: the record of every path."""
    st = _target(tf, runtime, target, registry)
    lib = tfcompat._lib()
    return [lib.record(st, p) for p in paths]


def records_bag(roots: Union[tfcompat.PathLike, Sequence[tfcompat.PathLike]], tf: Optional[str] = None,
                runtime: Optional[str] = None, registry: Optional[tfcompat.PathLike] = None,
                partition_size: int = 256, *, target: Optional[str] = None, follow: bool = False) -> Any:
    """A dask.bag of the records of every model under roots.

    The roots are walked here, on the client, as tfcompat.walk() walks them
    (follow=True enters symbolic links to directories); each task computes
    the records of partition_size paths (1 or more). tf=, runtime=, target=
    and registry= are those of tfcompat.scan(). Nothing is computed until
    the bag is (bag.compute(), bag.to_textfiles(), ...). The target is made
    here first, so an unknown release or an unreadable registry raises
    TFCompatError at once.
    """
    return _records_bag(roots, tf, runtime, registry, partition_size, target, follow)[0]


def _records_bag(roots, tf, runtime, registry, partition_size, target, follow):
    """(the bag, the links the walk did not follow)."""
    import dask.bag as db

    partition_size = N.int_arg(partition_size, "partition_size", 1, 1 << 30)
    registry_b = None if registry is None else N.path_arg(registry, "registry")
    tfcompat._lib().scan_target(tf, runtime, registry_b, target).close()  # fail early, here
    paths, links = tfcompat._lib().walk_paths(N.roots_arg(roots), follow)
    if not paths:
        return db.from_sequence([], npartitions=1), links
    bag = db.from_sequence(paths, partition_size=partition_size)
    return bag.map_partitions(_records, tf, runtime, target, registry_b), links


def scan(roots: Union[tfcompat.PathLike, Sequence[tfcompat.PathLike]], client: Any = None,
         tf: Optional[str] = None, runtime: Optional[str] = None, registry: Optional[tfcompat.PathLike] = None,
         partition_size: int = 256, *, target: Optional[str] = None,
         follow: bool = False) -> Tuple[List[Dict[str, Any]], Dict[str, Any]]:
    """Records and summary of every model under roots, computed by a Dask cluster.

    client: a distributed.Client; else the current default client, else
    Dask's local scheduler. The other arguments are those of records_bag().
    Returns (records, summary), equal to (list(tfcompat.scan(roots, ...)),
    tfcompat.summarize() of that scan, links not followed included) and to
    the lines of `tfcompat scan --format ndjson` (with --follow when
    follow=True).
    """
    bag, links = _records_bag(roots, tf, runtime, registry, partition_size, target, follow)
    if client is not None:
        records = client.compute(bag).result()
    else:
        records = bag.compute()
    records = list(records)
    return records, tfcompat.summarize(records, links)


# ---- which versions of a product load each model ---------------------------

# One ProductTally per (product, registry) in each worker process: its
# registry and product, never its counts (the client's tally counts).
_tallies = {}  # type: Dict[Tuple[str, Optional[bytes]], Any]


def _product_records(walked: Iterable[Tuple[bytes, int]], product: str,
                     registry: Optional[bytes]) -> List[Dict[str, Any]]:
    """One partition, on a worker: the product record of every (path, kind)."""
    from .migrate import ProductTally

    key = (product, registry)
    with _targets_lock:
        t = _tallies.get(key)
        if t is None:
            t = _tallies[key] = ProductTally(product, registry)
    return [r for r in (t._walked(p, kind, add=False) for p, kind in walked) if r is not None]


def product_scan(roots: Union[tfcompat.PathLike, Sequence[tfcompat.PathLike]], product: str,
                 client: Any = None, registry: Optional[tfcompat.PathLike] = None,
                 partition_size: int = 256, *, follow: bool = False
                 ) -> Tuple[List[Dict[str, Any]], Dict[str, Any]]:
    """Which versions of a product of the catalogue load each model under
    roots, computed by a Dask cluster: (records, summary), equal to
    tfcompat.migrate.product_scan(roots, product, registry, follow) and to
    the lines of `tfcompat scan ROOT... --product NAME --format ndjson`.

    The roots are walked here, as scan() walks them; the workers compute
    the records, partition_size paths a task; the summary (the newest
    version that loads every model, the models no version loads) is the
    library's tally here of what the records carry. client: as for scan().
    An unknown product or an unreadable registry raises MigrationError here,
    before anything is computed.
    """
    import dask.bag as db
    from .migrate import ProductTally, _as_migration_error, _walk_kinds

    partition_size = N.int_arg(partition_size, "partition_size", 1, 1 << 30)
    registry_b = None if registry is None else N.path_arg(registry, "registry")
    walked = _walk_kinds(roots, follow)
    with ProductTally(product, registry_b) as tally:  # fails early, here
        with _as_migration_error():
            paths = [(os.fsencode(p), kind) for p, kind in walked]
        records = []  # type: List[Dict[str, Any]]
        if paths:
            bag = db.from_sequence(paths, partition_size=partition_size).map_partitions(
                _product_records, product, registry_b)
            records = list(client.compute(bag).result() if client is not None else bag.compute())
        for r in records:
            tally.add_record(r)
        return records, tally.summary(records, walked.links_not_followed)
