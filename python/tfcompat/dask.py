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
system). A registry file is read once on the client and its text shipped to
the workers.

Needs dask.bag and distributed (Debian: apt-get install python3-distributed).
"""

import os
import tempfile
import threading
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

import tfcompat

__all__ = ["scan", "records_bag"]

# One Library per worker process, and one target per (tf, runtime, registry).
_local = threading.local()
_targets_lock = threading.Lock()
_targets = {}  # type: Dict[Tuple[Optional[str], Optional[str], Optional[bytes]], Any]


def _target(tf: Optional[str], runtime: Optional[str], registry_text: Optional[bytes]) -> "tfcompat.ScanTarget":
    key = (tf, runtime, registry_text)
    with _targets_lock:
        t = _targets.get(key)
        if t is None:
            lib = tfcompat._lib()
            if registry_text is None:
                t = lib.scan_target(tf, runtime)
            else:
                with tempfile.NamedTemporaryFile(prefix="tfcompat-registry-", delete=False) as f:
                    f.write(registry_text)
                try:
                    t = lib.scan_target(tf, runtime, f.name)
                finally:
                    os.unlink(f.name)
            _targets[key] = t
        return t


def _records(paths: Iterable[str], tf: Optional[str], runtime: Optional[str],
             registry_text: Optional[bytes]) -> List[Dict[str, Any]]:
    """One partition, on a worker: the record of every path."""
    target = _target(tf, runtime, registry_text)
    lib = tfcompat._lib()
    return [lib.record(target, p) for p in paths]


def _paths(roots: Union[tfcompat.PathLike, Sequence[tfcompat.PathLike]]) -> List[str]:
    if isinstance(roots, (str, bytes)) or hasattr(roots, "__fspath__"):
        roots = [roots]  # type: ignore[list-item]
    out = []  # type: List[str]
    for root in roots:  # type: ignore[union-attr]
        out.extend(tfcompat.walk(root))
    return out


def records_bag(roots: Union[tfcompat.PathLike, Sequence[tfcompat.PathLike]], tf: Optional[str] = None,
                runtime: Optional[str] = None, registry: Optional[tfcompat.PathLike] = None,
                partition_size: int = 256) -> Any:
    """A dask.bag of the records of every model under roots (walked here,
    on the client), partition_size paths per task. Nothing is computed until
    the bag is (bag.compute(), bag.to_textfiles(), ...). The target is
    checked here first, so an unknown release raises at once."""
    import dask.bag as db

    registry_text = None
    if registry is not None:
        with open(registry, "rb") as f:
            registry_text = f.read()
    tfcompat._lib().scan_target(tf, runtime, registry).close()  # fail early, here
    paths = _paths(roots)
    if not paths:
        return db.from_sequence([], npartitions=1)
    bag = db.from_sequence(paths, partition_size=max(1, partition_size))
    return bag.map_partitions(_records, tf, runtime, registry_text)


def scan(roots: Union[tfcompat.PathLike, Sequence[tfcompat.PathLike]], client: Any = None,
         tf: Optional[str] = None, runtime: Optional[str] = None, registry: Optional[tfcompat.PathLike] = None,
         partition_size: int = 256) -> Tuple[List[Dict[str, Any]], Dict[str, Any]]:
    """Records and summary of every model under roots, computed by a Dask
    cluster: `client` (a distributed.Client), else the current default
    client, else Dask's local scheduler. Returns (records, summary), equal
    to (list(tfcompat.scan(roots, ...)), tfcompat.summarize(records))."""
    bag = records_bag(roots, tf, runtime, registry, partition_size)
    if client is not None:
        records = client.compute(bag).result()
    else:
        records = bag.compute()
    records = list(records)
    return records, tfcompat.summarize(records)
