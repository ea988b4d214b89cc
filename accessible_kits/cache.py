"""A content-addressed cache for expensive results (synthesized speech first).

An entry's name is the SHA-256 of everything that determines its bytes (the
inputs themselves, never a game's name; settings; engine, library and tool
versions), so a changed script or a new espeak-ng simply misses. Entries live in
$XDG_CACHE_HOME/accessible-kits (default ~/.cache/accessible-kits), or in
$ACCESSIBLE_KITS_CACHE when set.

Safe when builds share it: an entry is written to a temporary file in the same
folder and renamed into place, so a reader sees a whole entry or none. Each entry
carries the SHA-256 of its payload; one that does not match (a half-written or
damaged file) is removed and reported as a miss, so the caller makes it again.
The folder is kept under a size bound ($ACCESSIBLE_KITS_CACHE_MAX_MB, default
1024) by removing the least recently used entries, when a build ends (one_build).

Clear it with `accessible-kits cache --clear`, or delete the folder; skip it for
one build with `--no-cache`.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path

MAGIC = b"AKC1"
DEFAULT_MAX_MB = 1024


def default_dir() -> Path:
    """The cache folder: $ACCESSIBLE_KITS_CACHE, else accessible-kits under the XDG cache home."""
    if os.environ.get("ACCESSIBLE_KITS_CACHE"):
        return Path(os.environ["ACCESSIBLE_KITS_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or ""
    if not os.path.isabs(base):  # the XDG spec: a relative value is ignored
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "accessible-kits"


def max_bytes() -> int:
    """The size bound of the folder in bytes, from $ACCESSIBLE_KITS_CACHE_MAX_MB (a bad value: the default)."""
    try:
        return int(float(os.environ.get("ACCESSIBLE_KITS_CACHE_MAX_MB", DEFAULT_MAX_MB)) * 1024 * 1024)
    except ValueError:
        return DEFAULT_MAX_MB * 1024 * 1024


class Cache:
    """One cache folder: entries by key, written atomically, checked on read, trimmed to a bound."""

    building = 0  # builds running in this process (one_build); the workers a build forks inherit it

    def __init__(self, root: Path, limit: int | None = None):
        self.root = Path(root)
        self.limit = max_bytes() if limit is None else limit
        self.hits = self.misses = 0
        self._written: int | None = None  # bytes put since the folder was last trimmed

    @staticmethod
    def key(kind: str, *parts) -> str:
        """The entry name for these parts (strings, numbers, lists of them): KIND-SHA256."""
        blob = json.dumps([kind, *parts], ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        return f"{kind}-{hashlib.sha256(blob.encode('utf-8')).hexdigest()}"

    def path(self, key: str) -> Path:
        """Entries of a kind share a folder, so `accessible-kits cache` and the benchmark can count them."""
        kind, _, digest = key.rpartition("-")
        return self.root / kind / digest[:2] / key

    def get(self, key: str) -> bytes | None:
        """The payload stored under key, or None when absent or damaged (a damaged entry is removed)."""
        path = self.path(key)
        try:
            data = path.read_bytes()
        except OSError:
            self.misses += 1
            return None
        payload = data[len(MAGIC) + 32 :]
        if data[: len(MAGIC)] != MAGIC or hashlib.sha256(payload).digest() != data[len(MAGIC) : len(MAGIC) + 32]:
            with _ignore():
                path.unlink()
            self.misses += 1
            return None
        with _ignore():
            os.utime(path)  # recently used: kept longest when the folder is trimmed
        self.hits += 1
        return payload

    def put(self, key: str, payload: bytes) -> None:
        """Store payload under key, atomically; a cache that cannot be written is skipped."""
        path = self.path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(MAGIC + hashlib.sha256(payload).digest() + payload)
                os.replace(tmp, path)
            except BaseException:
                with _ignore():
                    os.unlink(tmp)
                raise
        except OSError:
            return
        # Trimming reads the whole folder: do it on the first write, then after every sixteenth
        # of the bound written, not on every write; and never while a build runs (one_build).
        if Cache.building:
            return
        if self._written is None or self._written > self.limit // 16:
            self.trim()
            self._written = 0
        self._written += len(payload)

    def through(self, key: str, make) -> bytes:
        """The payload stored under key, or make() stored there and returned."""
        data = self.get(key)
        if data is None:
            data = make()
            self.put(key, data)
        return data

    def made_once(self, keys: list[str], make: Callable[[list[str]], Iterable[bytes]]) -> dict[str, bytes]:
        """{key: payload} for every key: stored, or made by make(the keys still missing) -> their
        payloads in order, and stored. Each entry is made once among the builds (and a build's
        workers) sharing the folder: a key is claimed before it is made, and a key another
        process has claimed is waited for and read, not made again. The keys claimed here are
        made first, and then only the keys another process holds are waited for, never a whole
        script. A claim is a lock the system drops when its holder dies: a killed build leaves none."""
        found: dict[str, bytes] = {}
        self.each_made_once(keys, make, found.__setitem__)
        return found

    def each_made_once(
        self,
        keys: list[str],
        make: Callable[[list[str]], Iterable[bytes]],
        use: Callable[[str, bytes], None],
        *,
        runs: list[list[str]] | None = None,
    ) -> None:
        """made_once, each payload handed to use(key, payload) as soon as it is read, or made and
        stored, and not kept here: with `make` a generator, a caller holds one payload at a time.

        `runs`: the keys cut into the runs they are made in, each claimed just before it is made.
        A key two builds share is then made by whichever reaches it first: claimed all at once,
        the other build waited at its end for a key the first would reach last (8 s in a default
        build, docs/performance.md stop 51)."""
        done: set[str] = set()

        def got(key: str) -> bool:
            blob = self.get(key)
            if blob is not None:
                done.add(key)
                use(key, blob)
            return blob is not None

        def made_here(todo: list[str]) -> list[str]:
            """Make the keys of todo this process claims: the keys another process holds."""
            with self._claims(todo) as claimed:
                # looked at again once claimed: another process may have stored it since
                mine = [key for key in claimed if not (self.path(key).exists() and got(key))]
                for key, blob in zip(mine, make(mine) if mine else [], strict=True):
                    self.put(key, blob)
                    # stored: another process waiting for it reads it now, not once all of `mine`
                    # is made (a piece two kits share waited for the other kit's whole sound task)
                    claimed.release(key)
                    done.add(key)
                    use(key, blob)
            held = set(claimed)  # once: a set built per key made this quadratic in a script's pieces
            return [key for key in todo if key not in held]

        held: list[str] = []
        for run in runs if runs is not None else [keys]:
            todo = [key for key in dict.fromkeys(run) if key not in done and not got(key)]
            held += made_here(todo) if todo else []
        while held:
            for key in held:
                if key not in done:
                    self._wait(key)  # made elsewhere: read below; made here if that build failed
            todo = [key for key in dict.fromkeys(held) if key not in done and not got(key)]
            held = made_here(todo) if todo else []

    @contextlib.contextmanager
    def _claims(self, keys: list[str]):
        """Claim each key no other process holds (an exclusive flock on KEY.lock, taken without
        waiting): yields the keys claimed, each held until released or the block ends. A key whose lock cannot be
        opened (a folder we cannot write, too many open files) counts as claimed: made here."""
        mine = _Claimed()
        try:
            for key in keys:
                fd = self._lock_file(key)
                if fd is None:
                    mine.append(key)
                    continue
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    os.close(fd)  # another process is making it
                    continue
                mine.fds[key] = fd
                mine.append(key)
            yield mine
        finally:
            for key in list(mine.fds):
                mine.release(key)

    def _wait(self, key: str) -> None:
        """Wait until no process holds key's claim."""
        fd = self._lock_file(key)
        if fd is not None:
            start = time.monotonic()
            try:
                fcntl.flock(fd, fcntl.LOCK_SH)
            finally:
                os.close(fd)
                WAITED[0] += time.monotonic() - start

    def _lock_file(self, key: str) -> int | None:
        """An open descriptor of key's lock file (made if need be, its time set so trim keeps it), or None."""
        path = self.path(key).with_suffix(".lock")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return None
        with _ignore():
            os.utime(fd)
        return fd

    def entries(self) -> list[tuple[float, int, Path]]:
        """(last used, size, path) of every entry and leftover temporary file."""
        out: list[tuple[float, int, Path]] = []
        if not self.root.is_dir():
            return out
        for f in self.root.glob("*/*/*"):
            with _ignore():
                st = f.stat()
                out.append((st.st_mtime, st.st_size, f))
        return out

    def kinds(self) -> dict[str, tuple[int, int]]:
        """{kind: (entries, bytes)}."""
        out: dict[str, tuple[int, int]] = {}
        for _, size, f in self.entries():
            if f.suffix != ".lock" and not f.name.startswith(".tmp-"):
                n, total = out.get(f.parent.parent.name, (0, 0))
                out[f.parent.parent.name] = (n + 1, total + size)
        return out

    def size(self) -> int:
        """Bytes held by the folder: entries, locks and leftover temporary files."""
        return sum(size for _, size, _ in self.entries())

    def trim(self) -> None:
        """Remove the least recently used entries until the folder is under its bound;
        temporary files left by a killed build are removed after an hour."""
        entries = self.entries()
        now = time.time()
        total = 0
        for mtime, size, f in entries:
            if f.name.startswith(".tmp-") or f.suffix == ".lock":
                if now - mtime > 3600:
                    with _ignore():
                        f.unlink()
            else:
                total += size
        if total <= self.limit:
            return
        kept = sorted(e for e in entries if not e[2].name.startswith(".tmp-") and e[2].suffix != ".lock")
        for _, size, f in kept:  # the least recently used first
            if total <= self.limit * 0.8:
                break
            with _ignore():
                f.unlink()
                total -= size

    def clear(self) -> int:
        """Remove every entry; returns the bytes freed."""
        freed = 0
        for _, size, f in self.entries():
            with _ignore():
                f.unlink()
                freed += size
        return freed


class _Claimed(list):
    """The keys a process has claimed (Cache._claims), each held by an open lock file until released."""

    def __init__(self) -> None:
        super().__init__()
        self.fds: dict[str, int] = {}

    def release(self, key: str) -> None:
        """Let go of key's claim (closing its lock file drops the flock); a key not held is a no-op."""
        fd = self.fds.pop(key, None)
        if fd is not None:
            os.close(fd)


class _ignore:
    """Suppress OSError: another build may have removed or replaced the file first."""

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        return kind is not None and issubclass(kind, OSError)


_open: dict[str, Cache] = {}
# Seconds this process has waited for entries another process was making (Cache._wait): the task log
# says each sound task's, so a wait that leaves a core idle shows in the benchmark.
WAITED = [0.0]


@contextlib.contextmanager
def one_build(options):
    """Hold while a build makes its kits: the folder is not trimmed until it ends (then to its
    bound). An entry trimmed before the build's last kit that needs it would be made twice: a
    class set of 150 kits writes more than the default bound (its chapters most), and a sentence
    whose chapters were read from the cache was the least recently used. So a build may hold more
    than the bound while it runs, by what it writes."""
    Cache.building += 1
    try:
        yield
    finally:
        Cache.building -= 1
        cache = open_cache(options)
        if cache is not None and not Cache.building:
            cache.trim()


def open_cache(options) -> Cache | None:
    """The cache a build uses (None with --no-cache); one object per folder per process."""
    if not options.cache:
        return None
    root = str(default_dir())
    if root not in _open:
        _open[root] = Cache(Path(root))
    return _open[root]


def memo(options, parts: tuple, make) -> bytes:
    """make() through the cache: the bytes stored under `parts`, or made and stored."""
    cache = open_cache(options)
    return make() if cache is None else cache.through(cache.key(*parts), make)
