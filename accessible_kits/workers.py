"""The worker processes kits are built in, and the signals that stop a build.

A build runs its kits in a bounded process pool (the CLI's --jobs, the studio's builds).
SIGINT and SIGTERM end it with Interrupted, except while kits are being swapped in
(publish), when they wait: a half-done swap is what must never happen. Workers leave
Ctrl-C to the main process and die with it, so no speech child outlives a build.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from concurrent.futures import ProcessPoolExecutor

from accessible_kits.process import die_with_parent


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM: the CLI ends with one line and exit code 130."""


class Signals:
    """SIGINT and SIGTERM raise Interrupted, except while kits are being swapped in: then
    they wait, as the swap takes a moment and a half-done swap is what must never happen."""

    def __init__(self):
        self.deferred = False
        self.pending = False
        self.interrupted = False
        self.notes = []  # the index's notes, said once with the last kit
        self.saved = {}

    def __enter__(self):
        """Take over SIGINT, SIGTERM and the unraisable hook (main thread only: a studio
        build runs in a thread, where signals cannot be set)."""
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self.saved[sig] = signal.signal(sig, self.handle)
            self.hook = sys.unraisablehook
            sys.unraisablehook = self.unraisable
        return self

    def handle(self, signum, frame):
        """The handler: note a signal while held, else stop the build now."""
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
        """Give the handlers and the hook back as they were."""
        for sig, old in self.saved.items():
            signal.signal(sig, old)
        if self.saved:
            sys.unraisablehook = self.hook


def worker_start() -> None:
    """In each worker: leave Ctrl-C to the main process, and die when it dies."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent()


def worker_pool(jobs: int, context=None) -> ProcessPoolExecutor:
    """The bounded pool kits are built in: the CLI's --jobs, and the studio's builds."""
    return ProcessPoolExecutor(max_workers=jobs, initializer=worker_start, mp_context=context)


def stop_pool(pool: ProcessPoolExecutor) -> None:
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
