"""The clean parent a build's workers are forked from: multiprocessing's fork server.

A worker forked from the main process starts with all the main holds: the kits in flight, 242 MB
in the class set at --jobs 2, so a long build could not start its workers again. The fork server
is a fresh Python the build starts (`start`), that imports the heavy modules once (tasks.preload)
and forks every worker from itself: a worker starts as small as the server at every job count, and
the main process never imports what only the workers use.

This module is also the server's preload (set_forkserver_preload): imported in the server, it
readies it (`_serve`); imported anywhere else, it only defines `launch`, `ready` (or both at once,
`start`) and `stop`.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import os
import signal
import sys
import threading
from multiprocessing import forkserver, process
from multiprocessing.context import BaseContext
from types import FrameType


def start(folder: str) -> BaseContext:
    """Start the fork server and wait until it has imported the heavy modules (`launch`, then `ready`)."""
    launch(folder)
    return ready()


def launch(folder: str) -> BaseContext:
    """Start the fork server, and return the context that forks workers from it, without waiting
    while it imports: this process goes on with its own work meanwhile, on the other core (`ready`
    waits). Its socket goes in `folder` (the build's work
    folder, removed with it), named through this process's descriptor of it: a socket's path has
    at most 107 bytes, and -o may be longer."""
    context = multiprocessing.get_context("forkserver")
    # the CLI: a worker of the console script runs it again as its __main__ (multiprocessing's spawn)
    context.set_forkserver_preload(["accessible_kits.cli", __name__])
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    _state.update(fd=fd, tempdir=_config().get("tempdir"), context=context, ready=False)
    _config()["tempdir"] = f"/proc/self/fd/{fd}"  # where multiprocessing puts the socket
    # Started with Ctrl-C ignored, the server is never cut off by a traceback while it imports, and
    # its workers start with it ignored too (the server hands its own setting on): Ctrl-C is the main's.
    # Blocked meanwhile, a Ctrl-C to this process waits (Linux keeps a blocked signal though ignored).
    main_thread = threading.current_thread() is threading.main_thread()
    if main_thread:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        saved = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        forkserver.ensure_running()
    finally:
        if main_thread:
            signal.signal(signal.SIGINT, saved)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    return context


def launched() -> bool:
    """Whether a server `launch` started is running (until `stop`)."""
    return "context" in _state


def ready() -> BaseContext:
    """Wait until the server `launch` started has imported all, and return its context: it forks
    its first process only then, and a pool's named semaphores are made only after, given up a
    moment later (workers.Renewed), never while it imports."""
    context = _state["context"]
    if not _state["ready"]:
        first = context.Process(target=os.getpid)
        first.start()
        first.join()
        _state["ready"] = True
    return context


def stop() -> None:
    """End the fork server once the workers have ended, and wait for it (so the build's CPU time
    counts the workers': the server waited for them); its socket is removed. A server still
    importing (a build stopped before `ready`) is killed: it would end only once it had imported
    all, and it has no worker yet."""
    pid = getattr(forkserver._forkserver, "_forkserver_pid", None)
    if pid is not None and not _state.get("ready", True):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    _state.pop("ready", None)
    _state.pop("context", None)
    with contextlib.suppress(ChildProcessError, OSError):
        forkserver._forkserver._stop()  # type: ignore[attr-defined]  # (CPython's, for its tests)
    fd = _state.pop("fd", None)
    if fd is not None:
        _config()["tempdir"] = _state.pop("tempdir", None)
        os.close(fd)


def _config() -> dict:
    """This process's multiprocessing settings (its "tempdir": the folder of the server's socket)."""
    return process.current_process()._config  # type: ignore[attr-defined]


# while a server runs: the work folder's descriptor, multiprocessing's own tempdir, the server's
# context, and whether it has imported all
_state: dict = {}


def _in_server() -> bool:
    """Whether this module is being imported by the fork server's preload."""
    frame: FrameType | None = sys._getframe(1)
    while frame is not None:
        if frame.f_code is forkserver.main.__code__:
            return True
        frame = frame.f_back
    return False


def _serve() -> None:
    """In the server: die with the main process (its workers die with the server), and import what
    every worker uses, with the collector set as their work needs (tasks.preload). Its workers run
    while the main's build holds the cache (cache.one_build): they never trim it either, which read
    the whole folder in every worker at its first write (2 400 entries after one default build)."""
    from accessible_kits.cache import Cache
    from accessible_kits.process import die_with_parent
    from accessible_kits.tasks import preload

    die_with_parent()
    preload()
    Cache.building += 1
    atexit.register(_quick_exit)  # the last registered: run first, before the others


def _quick_exit() -> None:
    """The server's end, once the build has ended its workers: at once, without tearing down one
    by one what it imported. That took 0.2 to 0.3 CPU s and up to a second of wall under load
    (docs/performance.md, stop 44), while the main process waited for it at the end of every
    build. Nothing is lost: the workers exit on their own (os._exit), the socket is the main's to
    remove, and the server writes nothing but what is flushed here."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(0)


if _in_server():
    _serve()
