"""Publish kits into -o: the lock on OUT, the private work folder, and the atomic swap.

Every kit and the top index are first written in full to a private work folder inside -o
(OUT/.accessible-kits-build-*). Only when all of them are complete are they swapped into
place, each with one atomic exchange, under a lock on OUT. So a failed, interrupted or
killed build leaves every earlier kit and the index as they were. Only folders that hold
a kit of ours (our manifest, no foreign files) are replaced, and every path written lies
under -o. The work folder is also the temporary folder of the build (TMPDIR), so
WeasyPrint and speech temporary files go with it; a work folder left by a killed build
is cleaned by the next build into the same OUT.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import json
import os
import re
import shutil
import tempfile
from contextlib import contextmanager, suppress
from pathlib import Path, PurePosixPath

from accessible_kits.errors import BadFile, BadOutput, CannotWrite
from accessible_kits.manifest import read_manifest

WORK_PREFIX = ".accessible-kits-build-"
_FOLDER = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")  # a game id or a profile's file name
_LEGACY = re.compile(r"\.[A-Za-z0-9_-]+\.(?:tmp|old)-(\d+)")  # left by builders before the work folder


# -- the output folder ------------------------------------------------------------


def prepare_output(out: Path) -> Path:
    """Create OUT if needed; return it absolute and resolved (every write is proven to lie under it)."""
    if str(out) == "":
        raise BadOutput("--output: an empty folder name is not allowed; give a folder, like -o kits", out="")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BadOutput(f"--output {out}: cannot create the folder ({exc.strerror})", out=str(out)) from None
    if not os.access(out, os.W_OK | os.X_OK):
        raise BadOutput(f"--output {out}: the folder is not writable; choose another with -o", out=str(out))
    return Path(os.path.realpath(out))


def _under(out: Path, path: Path) -> Path:
    """`path` itself, proven to resolve inside `out` (no link or '..' leads elsewhere)."""
    real = os.path.realpath(path)
    if not real.startswith(str(out) + os.sep):
        raise BadOutput(
            f"--output {out}: {path} leads outside the output folder; the builder writes only inside -o", out=str(out)
        )
    return path


@contextmanager
def locked(folder: Path, blocking: bool = True):
    """An exclusive flock on a folder; released when the holder ends, even by SIGKILL.
    Yields None, without waiting, when `blocking` is False and another holds it."""
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
    if fn(-100, os.fsencode(a), -100, os.fsencode(b), 2) == 0:  # AT_FDCWD, RENAME_EXCHANGE
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(b))


def _pid_alive(pid: int) -> bool:
    """Whether a process of that id still runs (one of another user's counts as running)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


# -- what a build that ended left behind -----------------------------------------


def clean_stale(out: Path) -> None:
    """Remove work folders of builds that ended (their lock is free); put back any kit a killed
    two-step swap had moved aside. Call it holding the OUT lock, so no live build is mid-creation."""
    for entry in sorted(out.iterdir()):
        if not entry.name.startswith(WORK_PREFIX) or entry.is_symlink() or not entry.is_dir():
            continue
        with locked(entry, blocking=False) as fd:
            if fd is None:
                continue  # a live build
            _put_back(out, entry / "old")
            shutil.rmtree(entry, ignore_errors=True)
    _clean_legacy(out)


def _put_back(out: Path, aside: Path) -> None:
    """Kits a killed two-step swap moved aside (WORK/old/<game>/<profile>) go back where they were."""
    if not aside.is_dir():
        return
    for kit in aside.glob("*/*"):
        final = out / kit.parent.name / kit.name
        if not final.exists() and _FOLDER.fullmatch(kit.name) and _FOLDER.fullmatch(kit.parent.name):
            os.rename(kit, final)


def _clean_legacy(out: Path) -> None:
    """The .<profile>.tmp-<pid> and .old-<pid> folders of older builders whose process ended."""
    for game in out.iterdir():
        if not _FOLDER.fullmatch(game.name) or game.is_symlink() or not game.is_dir():
            continue
        for entry in game.iterdir():
            m = _LEGACY.fullmatch(entry.name)
            if m and not entry.is_symlink() and entry.is_dir() and not _pid_alive(int(m.group(1))):
                shutil.rmtree(entry, ignore_errors=True)


# -- the work folder --------------------------------------------------------------


@contextmanager
def workspace(out: Path, sig):
    """A private work folder in OUT, locked for the life of this build (and its workers), that is
    also the temporary folder of every library; removed on every exit path but SIGKILL.
    `sig` (workers.Signals) is held from the clean-up on: a second Ctrl-C must not cut it short."""
    ws, fd = None, None
    saved_env, saved_dir = os.environ.get("TMPDIR"), tempfile.tempdir
    try:
        with locked(out):
            clean_stale(out)
            ws = Path(tempfile.mkdtemp(prefix=WORK_PREFIX, dir=out))
            fd = os.open(ws, os.O_RDONLY | os.O_DIRECTORY)
            fcntl.flock(fd, fcntl.LOCK_EX)
        (ws / "tmp").mkdir()
        (ws / "kits").mkdir()
        os.environ["TMPDIR"] = str(ws / "tmp")
        tempfile.tempdir = str(ws / "tmp")
        yield ws
    finally:
        sig.deferred = True
        if saved_env is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = saved_env
        tempfile.tempdir = saved_dir
        if ws is not None:
            shutil.rmtree(ws, ignore_errors=True)
        if fd is not None:
            os.close(fd)


# -- the swap ---------------------------------------------------------------------


def replaceable(out: Path, final: Path) -> None:
    """Refuse, before anything is swapped, to replace a folder that is not wholly a kit of ours."""
    rel = final.relative_to(out)
    if final.is_symlink() or not final.is_dir():
        raise BadOutput(f"--output {out}: {rel} is not a kit folder; move it away or choose another -o", out=str(out))
    try:
        listed = {f["path"] for f in read_manifest(final)["files"]} | {"manifest.json"}
    except ValueError as exc:
        raise BadOutput(
            f"--output {out}: {rel} holds no kit manifest of ours ({exc}), so it is left alone; "
            "move it away or choose another -o",
            out=str(out),
        ) from None
    for path in sorted(final.rglob("*")):
        if path.is_symlink() or (path.is_file() and path.relative_to(final).as_posix() not in listed):
            raise BadOutput(
                f"--output {out}: {rel}/{path.relative_to(final)} is not part of the kit, so the kit "
                "is left alone; move the file away or choose another -o",
                out=str(out),
            )


def _check_targets(out: Path, kits: list[tuple[str, str]]) -> None:
    """Every kit's folder in OUT is absent or a kit of ours, and index.html absent or our index."""
    from accessible_kits.writers.top_index import is_ours

    for gid, pid in kits:
        game_dir = out / gid
        if game_dir.is_symlink() or (game_dir.exists() and not game_dir.is_dir()):
            raise BadOutput(
                f"--output {out}: {gid} is not a folder of kits; move it away or choose another -o", out=str(out)
            )
        final = _under(out, game_dir / pid)
        if final.exists() or final.is_symlink():
            replaceable(out, final)
    index = out / "index.html"
    if index.is_symlink() or (index.exists() and not index.is_file()):
        raise BadOutput(f"--output {out}: index.html is not a file; move it away or choose another -o", out=str(out))
    if index.exists() and not is_ours(index):
        raise BadOutput(
            f"--output {out}: index.html is not an index of kits, so it is left alone; "
            "move it away or choose another -o",
            out=str(out),
        )


def commit(out: Path, ws: Path, kits: list[tuple[str, str]], sig) -> list[str]:
    """Under the OUT lock: check every target, write the index, then swap all in; undo on failure.
    Returns the kits' folders. From the swap on, `sig` (workers.Signals) is held for good."""
    from accessible_kits.writers.top_index import index_html

    stage = ws / "kits"
    with locked(out):
        _check_targets(out, kits)
        staged = {f"{g}/{p}": json.loads((stage / g / p / "manifest.json").read_bytes()) for g, p in kits}
        html, sig.notes = index_html(out, staged)
        (ws / "index.html").write_text(html, encoding="utf-8")
        done: list = []
        made: list = []
        sig.deferred = True
        try:
            for gid, pid in kits:
                _swap_one(out, ws, gid, pid, done=done, made=made)
            os.replace(ws / "index.html", out / "index.html")
        except OSError as exc:
            undo(done, made)
            raise BadOutput(
                f"--output {out}: cannot swap the kits in ({exc.strerror}); earlier kits are left as they were",
                out=str(out),
            ) from None
    return [str(out / g / p) for g, p in kits]


def _swap_one(out: Path, ws: Path, gid: str, pid: str, *, done: list, made: list) -> None:
    """Put one staged kit in place, noting each step in `done` (and each game folder made in
    `made`) so undo() can take it back."""
    if not (out / gid).exists():
        (out / gid).mkdir()
        made.append(out / gid)
    new, final = ws / "kits" / gid / pid, out / gid / pid
    if not final.exists():
        os.rename(new, final)
        done.append(("new", new, final))
    elif _exchange(new, final):
        done.append(("swap", new, final))
    else:  # two steps; a kill between them is undone by the next build (clean_stale)
        aside = ws / "old" / gid / pid
        aside.parent.mkdir(parents=True, exist_ok=True)
        os.rename(final, aside)
        done.append(("aside", aside, final))
        os.rename(new, final)
        done[-1] = ("moved", aside, final, new)


def undo(done: list, made: list) -> None:
    """Take back the swap's steps, last first, then the game folders it made: earlier kits return."""
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
        with suppress(OSError):  # a game folder with other kits in it stays
            folder.rmdir()


# -- a kit's files ------------------------------------------------------------------

FULL = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG)  # the disk (or the user's share of it) is full


def write_files(stage: Path, kit: str, files: dict[str, bytes], source: str) -> None:
    """Write a kit's files into STAGE/<kit> (WORK/kits/<game>/<profile>). A name that would leave
    the folder is the game's fault (`source`); a write that fails names the file and what to do."""
    folder = stage / kit
    for rel, data in sorted(files.items()):
        parts = PurePosixPath(rel).parts
        if not parts or PurePosixPath(rel).is_absolute() or ".." in parts:
            raise BadFile(f"{source}: a kit file name '{rel}' would leave the kit folder", path=str(source))
        path = folder / rel
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        except OSError as exc:
            raise cannot_write(stage.parent.parent, f"{kit}/{rel}", exc) from None


def cannot_write(out: Path, name: str, exc: OSError) -> CannotWrite:
    """The error for a build's write that failed: which file (`name`, as it would lie in OUT),
    why, and what to do; earlier kits are untouched, as nothing was swapped in."""
    reason = exc.strerror or str(exc)
    todo = "free some space on that disk or choose another -o" if exc.errno in FULL else "choose another -o"
    return CannotWrite(
        f"--output {out}: cannot write {name} ({reason}); {todo}; earlier kits are left as they were",
        where=name,
        reason=reason,
    )
