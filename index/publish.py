"""Crash-atomic publication of index versions under one index directory.

Layout::

    current -> index-<time>-<id>     a symlink, replaced by one rename (atomic on POSIX)
    index-<time>-<id>/               a complete index version: manifest.json, games/, model/
    .build-*/                        a build in progress (or left by a killed one)
    .lock                            held by a build (flock), so builds never overlap

A build writes a ``.build-*`` directory, renames it to its version name, points a temporary symlink
at it and renames that symlink over ``current``. A process killed at any point leaves ``current``
naming the old version or the new one, never nothing; what it left behind (``.build-*``,
``.current-*``, ``.old-*``, unreferenced versions) is removed by the next build's `cleanup`. The
version a publish replaces is kept until then, for readers that were loading it.
Readers resolve ``current`` once and read everything from that version directory.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

from index.errors import IndexUnwritable

CURRENT = "current"
VERSION_PREFIX = "index-"
_LEFTOVER_PREFIXES = (".build-", ".current-", ".old-")


def _no_fault(step: str) -> None:
    """Called between publication steps; tests replace it to simulate a kill at that point."""


fault: Callable[[str], None] = _no_fault


@contextlib.contextmanager
def build_lock(index_dir: Path) -> Iterator[None]:
    """Exclusive lock of the index directory for one build (released when the process dies)."""
    try:
        index_dir.mkdir(parents=True, exist_ok=True)
        fd = os.open(index_dir / ".lock", os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise IndexUnwritable(f"the index directory cannot be written ({exc.strerror or exc})") from exc
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def current_version(index_dir: Path) -> Path | None:
    """The version directory ``current`` names (None when there is none). Without ``current`` (a
    build killed while replacing an old-layout directory) the newest complete version, or the
    complete old directory moved aside, is still the index: readers never see nothing."""
    link = index_dir / CURRENT
    if link.is_symlink():
        target = index_dir / os.readlink(link)
        return target if target.is_dir() else None
    if link.is_dir():
        return link  # an index written before versions were symlinked
    return _orphan(index_dir)


def _orphan(index_dir: Path) -> Path | None:
    if not index_dir.is_dir():
        return None
    versions = sorted(p.name for p in index_dir.glob(f"{VERSION_PREFIX}*") if (p / "manifest.json").is_file())
    if versions:
        return index_dir / versions[-1]
    return next((p for p in sorted(index_dir.glob(".old-*")) if (p / "manifest.json").is_file()), None)


def cleanup(index_dir: Path, keep: Path | None = None) -> list[str]:
    """Remove what killed builds left and versions ``current`` no longer names, except `keep`; call
    with the build lock held. Returns the removed names."""
    if not index_dir.is_dir():
        return []
    if not (index_dir / CURRENT).exists():
        _restore_current(index_dir)
    kept = {p.resolve() for p in (current_version(index_dir), keep) if p is not None}
    removed = []
    for entry in sorted(index_dir.iterdir()):
        name = entry.name
        stale_version = name.startswith(VERSION_PREFIX) and entry.resolve() not in kept
        if name.startswith(_LEFTOVER_PREFIXES) or stale_version:
            if entry.is_symlink() or entry.is_file():
                entry.unlink(missing_ok=True)
            else:
                shutil.rmtree(entry, ignore_errors=True)
            removed.append(name)
    return removed


def _restore_current(index_dir: Path) -> None:
    """Without ``current`` (a kill while replacing an old-layout directory), point it at the newest
    complete version, or move a complete ``.old-*`` index back."""
    found = _orphan(index_dir)
    if found is None:
        return
    if found.name.startswith(VERSION_PREFIX):
        _swap_link(index_dir, found.name)
    else:
        os.rename(found, index_dir / CURRENT)


def _swap_link(index_dir: Path, version: str) -> None:
    tmp_link = index_dir / f".current-{uuid.uuid4().hex}"
    os.symlink(version, tmp_link)
    fault("linked")
    os.replace(tmp_link, index_dir / CURRENT)


def publish(index_dir: Path, build_dir: Path) -> Path:
    """Make the finished `build_dir` (a ``.build-*`` directory in `index_dir`) the current version;
    returns its final path. The version it replaces stays until the next build starts (a reader
    may be loading it right now); older ones are removed."""
    previous = current_version(index_dir)
    name = f"{VERSION_PREFIX}{datetime.now(UTC).strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:8]}"
    version = index_dir / name
    umask = os.umask(0)
    os.umask(umask)
    build_dir.chmod(0o777 & ~umask)  # mkdtemp made it owner-only; readers may be another user
    os.rename(build_dir, version)
    fault("renamed")
    link = index_dir / CURRENT
    if link.is_dir() and not link.is_symlink():
        # the old layout: `current` is a directory, which a symlink cannot replace in one step
        old = index_dir / f".old-{uuid.uuid4().hex}"
        os.rename(link, old)
        fault("moved-old")
    _swap_link(index_dir, name)
    fault("swapped")
    cleanup(
        index_dir,
        keep=previous if previous is not None and previous.name.startswith(VERSION_PREFIX) else None,
    )
    return version
