"""Build kits: compose each game once, run the writers, and swap every kit in whole.

Every kit and the top index are first written in full to a private work folder
inside -o (OUT/.accessible-kits-build-*). Only when all of them are complete are
they swapped into place, each with one atomic exchange, under a lock on OUT.
So a failed, interrupted or killed build leaves every earlier kit and the index
as they were. The builder replaces only folders that hold a kit of ours (our
manifest, no foreign files), and every path it writes lies under -o. The work
folder is also the temporary folder of the build (TMPDIR), so WeasyPrint and
speech temporary files go with it; a work folder left by a killed build is
cleaned by the next build into the same OUT.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import json
import os
import re
import shutil
import signal
import sys
import tempfile
import threading
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path, PurePosixPath

from accessible_kits.errors import KitError
from accessible_kits.manifest import manifest, read_manifest
from accessible_kits.options import BuildOptions
from accessible_kits.process import die_with_parent, return_freed_memory

WORK_PREFIX = ".accessible-kits-build-"
MAX_SHEETS = 80          # printed sheets in one kit; more means a board too big to serve
_FOLDER = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")   # a game id or a profile's file name
_LEGACY = re.compile(r"\.[A-Za-z0-9_-]+\.(?:tmp|old)-(\d+)")   # left by builders before the work folder


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM: the CLI ends with one line and exit code 130."""


# -- the output folder ------------------------------------------------------------

def prepare_output(out: Path) -> Path:
    """Create OUT if needed; return it absolute and resolved (every write is proven to lie under it)."""
    if str(out) == "":
        raise KitError("--output: an empty folder name is not allowed; give a folder, like -o kits")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise KitError(f"--output {out}: cannot create the folder ({exc.strerror})") from None
    if not os.access(out, os.W_OK | os.X_OK):
        raise KitError(f"--output {out}: the folder is not writable; choose another with -o")
    return Path(os.path.realpath(out))


def check_writable(out: Path) -> None:
    prepare_output(out)


def _under(out: Path, path: Path) -> Path:
    """`path` itself, proven to resolve inside `out` (no link or '..' leads elsewhere)."""
    real = os.path.realpath(path)
    if not real.startswith(str(out) + os.sep):
        raise KitError(f"--output {out}: {path} leads outside the output folder; the builder writes only inside -o")
    return path


@contextmanager
def _locked(folder: Path, blocking: bool = True):
    """An exclusive flock on a folder; released when the holder ends, even by SIGKILL."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        except BlockingIOError:
            yield None
            return
        yield fd
    finally:
        os.close(fd)


def _exchange(a: Path, b: Path) -> bool:
    """Swap two folders in one atomic step (Linux renameat2); False where the system cannot."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return False
    if fn(-100, os.fsencode(a), -100, os.fsencode(b), 2) == 0:   # AT_FDCWD, RENAME_EXCHANGE
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(b))


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _clean_stale(out: Path) -> None:
    """Remove work folders of builds that ended (their lock is free); put back any kit a killed
    two-step swap had moved aside. Holds the OUT lock, so no live build is mid-creation."""
    for entry in sorted(out.iterdir()):
        if not entry.name.startswith(WORK_PREFIX) or entry.is_symlink() or not entry.is_dir():
            continue
        with _locked(entry, blocking=False) as fd:
            if fd is None:
                continue   # a live build
            aside = entry / "old"
            if aside.is_dir():
                for kit in aside.glob("*/*"):
                    final = out / kit.parent.name / kit.name
                    if not final.exists() and _FOLDER.fullmatch(kit.name) and _FOLDER.fullmatch(kit.parent.name):
                        os.rename(kit, final)
            shutil.rmtree(entry, ignore_errors=True)
    for game in out.iterdir():   # .<profile>.tmp-<pid> and .old-<pid> of older builders
        if not _FOLDER.fullmatch(game.name) or game.is_symlink() or not game.is_dir():
            continue
        for entry in game.iterdir():
            m = _LEGACY.fullmatch(entry.name)
            if m and not entry.is_symlink() and entry.is_dir() and not _pid_alive(int(m.group(1))):
                shutil.rmtree(entry, ignore_errors=True)


# -- one kit ----------------------------------------------------------------------

def build_one(game_ref: str, profile_ref: str, stage: str, options: BuildOptions) -> tuple[str, str, list[str]]:
    """Write one complete kit into STAGE/<game>/<profile>/; returns (game id, profile id, notes)."""
    from accessible_kits.compose import compose
    from accessible_kits.fonts import configure_fontconfig, font_files
    from accessible_kits.games import load_game
    from accessible_kits.pipeline import Products, write_kit
    from accessible_kits.profile import load_profile

    configure_fontconfig()
    return_freed_memory()   # what the kit before this one freed
    game = load_game(game_ref)
    profile = load_profile(profile_ref)
    font_files(profile.font)
    try:
        kit = compose(game, profile)  # the sheet plan is worked out here, before the words
        products = Products(kit, profile, options)
        sheets = len(products.pages())
    except KitError as exc:   # the layout blames the profile; a row or piece too long is the game's
        key = "params.rows" if "rows of circles" in str(exc) else "params.pieces" if "for a piece" in str(exc) else None
        if key is None:
            raise
        fix = "fewer circles in a row" if key == "params.rows" else "smaller pieces"
        raise KitError(f"{game.source}: {key}: too big for {profile.paper} paper at cell_size {profile.cell_mm:g}mm "
                       f"(profile {profile.id}); use {fix}, or a profile with smaller cells") from None
    if sheets > MAX_SHEETS:
        raise KitError(f"{game.source}: params: the kit needs {sheets} sheets at {profile.id}'s cell_size "
                       f"{profile.cell_mm:g}mm; at most {MAX_SHEETS} are allowed; use a smaller board")
    declared, notes = write_kit(kit, profile, options, products)
    from accessible_kits.freshness import stamp

    files = {rel: f.data for rel, f in declared.items()}
    files["manifest.json"] = manifest(game, profile, files, stamp(game_ref, profile, options))
    folder = Path(stage) / game.id / profile.id
    for rel, data in sorted(files.items()):
        parts = PurePosixPath(rel).parts
        if not parts or PurePosixPath(rel).is_absolute() or ".." in parts:
            raise KitError(f"{game.source}: a kit file name '{rel}' would leave the kit folder")
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return game.id, profile.id, notes


def _replaceable(out: Path, final: Path) -> None:
    """Refuse, before anything is swapped, to replace a folder that is not wholly a kit of ours."""
    rel = final.relative_to(out)
    if final.is_symlink() or not final.is_dir():
        raise KitError(f"--output {out}: {rel} is not a kit folder; move it away or choose another -o")
    try:
        listed = {f["path"] for f in read_manifest(final)["files"]} | {"manifest.json"}
    except ValueError as exc:
        raise KitError(f"--output {out}: {rel} holds no kit manifest of ours ({exc}), so it is left alone; "
                       "move it away or choose another -o") from None
    for path in sorted(final.rglob("*")):
        if path.is_symlink() or path.is_file() and path.relative_to(final).as_posix() not in listed:
            raise KitError(f"--output {out}: {rel}/{path.relative_to(final)} is not part of the kit, so the kit "
                           "is left alone; move the file away or choose another -o")


# -- interrupts -------------------------------------------------------------------

class _Signals:
    """SIGINT and SIGTERM raise Interrupted, except while kits are being swapped in: then
    they wait, as the swap takes a moment and a half-done swap is what must never happen."""

    def __init__(self):
        self.deferred = False
        self.pending = False
        self.interrupted = False
        self.notes = []      # the index's notes, said once with the last kit
        self.saved = {}

    def __enter__(self):
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self.saved[sig] = signal.signal(sig, self.handle)
            self.hook = sys.unraisablehook
            sys.unraisablehook = self.unraisable
        return self

    def handle(self, signum, frame):
        if self.deferred:
            self.pending = True
            return
        self.interrupted = True
        raise Interrupted()

    @contextlib.contextmanager
    def held(self):
        """Signals wait until the block is done, then take effect."""
        self.deferred = True
        try:
            yield
        finally:
            self.deferred = False
        if self.pending:
            self.pending = False
            self.interrupted = True
            raise Interrupted()

    def unraisable(self, info):
        """Raised inside a C callback (cairo's writer), Interrupted cannot propagate: the library then
        fails with an error of its own, which build() turns back into Interrupted. Say nothing here."""
        if not isinstance(info.exc_value, Interrupted):
            self.hook(info)

    def __exit__(self, *exc):
        for sig, old in self.saved.items():
            signal.signal(sig, old)
        if self.saved:
            sys.unraisablehook = self.hook


def _worker_start() -> None:
    """In each worker: leave Ctrl-C to the main process, and die when it dies."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent()


def worker_pool(jobs: int, context=None) -> ProcessPoolExecutor:
    """The bounded pool kits are built in: the CLI's --jobs, and the studio's builds."""
    return ProcessPoolExecutor(max_workers=jobs, initializer=_worker_start, mp_context=context)


@contextmanager
def _workspace(out: Path, sig: _Signals):
    """A private work folder in OUT, locked for the life of this build (and its workers), that is
    also the temporary folder of every library; removed on every exit path but SIGKILL."""
    ws, fd = None, None
    saved_env, saved_dir = os.environ.get("TMPDIR"), tempfile.tempdir
    try:
        with _locked(out):
            _clean_stale(out)
            ws = Path(tempfile.mkdtemp(prefix=WORK_PREFIX, dir=out))
            fd = os.open(ws, os.O_RDONLY | os.O_DIRECTORY)
            fcntl.flock(fd, fcntl.LOCK_EX)
        (ws / "tmp").mkdir()
        (ws / "kits").mkdir()
        os.environ["TMPDIR"] = str(ws / "tmp")
        tempfile.tempdir = str(ws / "tmp")
        yield ws
    finally:
        sig.deferred = True   # a second Ctrl-C must not cut the clean-up short
        if saved_env is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = saved_env
        tempfile.tempdir = saved_dir
        if ws is not None:
            shutil.rmtree(ws, ignore_errors=True)
        if fd is not None:
            os.close(fd)


def _stop(pool: ProcessPoolExecutor) -> None:
    """End every worker now (their speech children follow them), then wait for them."""
    procs = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for p in procs:
        if p.is_alive():
            p.terminate()
    for p in procs:
        p.join()
    manager = getattr(pool, "_executor_manager_thread", None)
    if manager is not None:
        manager.join(timeout=5)
        # Python 3.11's exit hook wakes each pool's manager thread through a pipe that the
        # manager may have closed by then, without a lock, and prints a traceback when it has
        # (seen after Ctrl-C in the kill test). This pool is finished: take it off that list.
        from concurrent.futures import process as futures_process

        futures_process._threads_wakeups.pop(manager, None)


# -- the whole build --------------------------------------------------------------

def _load_each(refs, load, clash) -> dict:
    """{ref: what it loads}. Each id names a kit folder, so two refs with one id are refused:
    `clash(item, source of the other)` says how."""
    loaded, seen = {}, {}
    for ref in refs:
        item = loaded[ref] = load(ref)
        if item.id in seen:
            raise KitError(clash(item, seen[item.id]))
        seen[item.id] = item.source
    return loaded


def build(games: list[str], profiles: list[str], out: Path, jobs: int, options: BuildOptions | dict | None = None,
          progress=None) -> list[str]:
    """Check every input, build every game x profile kit and the index in a work folder, then swap them in."""
    from accessible_kits.fonts import configure_fontconfig
    from accessible_kits.games import load_game
    from accessible_kits.profile import load_profile

    options = BuildOptions.of(options)
    games, profiles = list(dict.fromkeys(games)), list(dict.fromkeys(profiles))
    loaded_games = _load_each(games, load_game, lambda g, other: (
        f"{g.source}: id: '{g.id}' is also the id of {other}; each game needs its own id"))
    loaded_profiles = _load_each(profiles, load_profile, lambda p, other: (
        f"{p.source}: gives the kit folder '{p.id}', as {other} does; rename one file"))
    out = prepare_output(Path(out))
    configure_fontconfig()  # before the work folder becomes TMPDIR, and before any worker starts
    # profile by profile, so kits built at once are of different games and rarely wait on the same speech
    pairs = [(g, p) for p in profiles for g in games]
    from accessible_kits.freshness import split  # kits built from the same inputs are left as they are

    total = len(pairs)
    pairs, fresh = split(pairs, out, options, loaded_games, loaded_profiles)  # not loaded a second time
    for n, folder in enumerate(fresh, 1):
        if progress:
            progress(n, total, folder, ["up to date, not rebuilt (--force rebuilds it)"])
    if not pairs:  # nothing to build; still tidy up after a build that was killed
        with _locked(out):
            _clean_stale(out)
        return fresh
    shifted = (lambda n, _total, folder, notes: progress(len(fresh) + n, total, folder, notes)) if progress else None
    with _Signals() as sig:
        with sig.held():
            # pikepdf is a nanobind module: an interrupt raised while it registers its types makes
            # nanobind abort the whole process, so it is imported with signals held.
            import pikepdf  # noqa: F401
        try:
            return fresh + _build(pairs, out, jobs, options, shifted, sig)
        except Exception:
            if sig.interrupted:   # a library turned the interrupt into an error of its own
                raise Interrupted() from None
            raise


def _build(pairs, out: Path, jobs: int, options: BuildOptions, progress, sig: _Signals) -> list[str]:
    with _workspace(out, sig) as ws:
        stage = str(ws / "kits")
        built = []
        if jobs <= 1 or len(pairs) == 1:
            built = [build_one(g, p, stage, options) for g, p in pairs]
        else:
            pool = worker_pool(min(jobs, len(pairs)))
            try:
                futures = [pool.submit(build_one, g, p, stage, options) for g, p in pairs]
                built = [f.result() for f in futures]
            finally:
                sig.deferred = True   # from here on the build ends tidily: workers stopped, then swap or clean up
                _stop(pool)
        folders = _commit(out, ws, [(g, p) for g, p, _ in built], sig)
        # The kits are in: a signal from here on waits (and is dropped), so no line says otherwise.
        for n, ((_, _, notes), folder) in enumerate(zip(built, folders), 1):
            if progress:
                progress(n, len(built), folder, notes + (sig.notes if n == len(built) else []))
    return folders


def _commit(out: Path, ws: Path, kits: list[tuple[str, str]], sig: _Signals) -> list[str]:
    """Under the OUT lock: check every target, write the index, then swap all in; undo on failure."""
    from accessible_kits.writers.top_index import index_html, is_ours

    stage = ws / "kits"
    with _locked(out):
        for gid, pid in kits:
            game_dir = out / gid
            if game_dir.is_symlink() or game_dir.exists() and not game_dir.is_dir():
                raise KitError(f"--output {out}: {gid} is not a folder of kits; move it away or choose another -o")
            final = _under(out, game_dir / pid)
            if final.exists() or final.is_symlink():
                _replaceable(out, final)
        staged = {f"{g}/{p}": json.loads((stage / g / p / "manifest.json").read_bytes()) for g, p in kits}
        index = out / "index.html"
        if index.is_symlink() or index.exists() and not index.is_file():
            raise KitError(f"--output {out}: index.html is not a file; move it away or choose another -o")
        if index.exists() and not is_ours(index):
            raise KitError(f"--output {out}: index.html is not an index of kits, so it is left alone; "
                           "move it away or choose another -o")
        html, sig.notes = index_html(out, staged)
        (ws / "index.html").write_text(html, encoding="utf-8")
        done, made = [], []
        sig.deferred = True
        try:
            for gid, pid in kits:
                if not (out / gid).exists():
                    (out / gid).mkdir()
                    made.append(out / gid)
                new, final = stage / gid / pid, out / gid / pid
                if not final.exists():
                    os.rename(new, final)
                    done.append(("new", new, final))
                elif _exchange(new, final):
                    done.append(("swap", new, final))
                else:   # two steps; a kill between them is undone by the next build (_clean_stale)
                    aside = ws / "old" / gid / pid
                    aside.parent.mkdir(parents=True, exist_ok=True)
                    os.rename(final, aside)
                    done.append(("aside", aside, final))
                    os.rename(new, final)
                    done[-1] = ("moved", aside, final, new)
            os.replace(ws / "index.html", index)
        except OSError as exc:
            _undo(done, made)
            raise KitError(f"--output {out}: cannot swap the kits in ({exc.strerror}); "
                           "earlier kits are left as they were") from None
    return [str(out / g / p) for g, p in kits]


def _undo(done: list, made: list) -> None:
    for step in reversed(done):
        kind, other, final = step[:3]
        if kind == "new":
            os.rename(final, other)
        elif kind == "swap":
            _exchange(other, final)
        elif kind == "aside":
            os.rename(other, final)
        else:
            os.rename(final, step[3])
            os.rename(other, final)
    for folder in made:
        try:
            folder.rmdir()
        except OSError:
            pass
