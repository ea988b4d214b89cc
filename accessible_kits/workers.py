"""The worker processes kits are built in, the scheduler that shares tasks among them, and the
signals that stop a build.

A build runs its kits' tasks (tasks.py) in a bounded process pool (the CLI's --jobs, the
studio's builds), the costliest ready task first (`Scheduler`), or one after another in this
process with one job and a few kits (`InProcess`). A long build's workers are started again
after a fixed count of tasks (`Renewed`): what cairo keeps per size of text grows from kit to
kit and cannot be emptied, so a process builds only so many kits.

SIGINT and SIGTERM end a build with Interrupted, except while kits are being swapped in
(publish), when they wait: a half-done swap is what must never happen. Workers leave Ctrl-C
to the main process and die with it, so no speech child outlives a build.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Hashable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

from accessible_kits.process import die_with_parent, return_freed_memory, share_cores


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM: the CLI ends with one line and exit code 130."""


POLL = 0.2  # seconds: how soon the scheduler sees a signal that came while the pool ran


class Signals:
    """SIGINT and SIGTERM raise Interrupted, except while kits are being swapped in: then
    they wait, as the swap takes a moment and a half-done swap is what must never happen."""

    def __init__(self):
        self.deferred = False
        self.pending = False
        # While the pool runs, a signal only sets `interrupted` and the scheduler raises at its next
        # look (within POLL seconds): raised inside the executor's own code (a lock taken, not yet
        # in its `with`), it left the pool's shutdown lock held and stop_pool waited for ever.
        self.soft = False
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
        if not self.soft:
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


def worker_start(jobs: int = 1, ready=None) -> None:
    """In each worker: leave Ctrl-C to the main process, die when it dies, and run its thread
    pools on its share of the cores (one of `jobs` workers); then say so on `ready`, if given."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent()
    share_cores(jobs)
    if ready is not None:
        ready.send(os.getpid())
        ready.close()


def worker_pool(jobs: int, context=None) -> ProcessPoolExecutor:
    """The bounded pool kits are built in: the CLI's --jobs, and the studio's builds."""
    return ProcessPoolExecutor(max_workers=jobs, initializer=worker_start, initargs=(jobs,), mp_context=context)


def started_pool(jobs: int, context) -> ProcessPoolExecutor:
    """A pool of `jobs` workers started by `context` (a fork server's), all running before it is
    returned, its queues' named semaphores already given up.

    Workers not forked from this process open the queues' semaphores by name, so multiprocessing
    names them and its resource tracker unlinks them when this process ends: one killed (SIGKILL)
    left the tracker warning of "leaked semaphore objects" under the build's last line. Once every
    worker has opened them, the names are unlinked here (what this process's exit would have done
    with them), a few milliseconds after they were made, and nothing is left for the tracker."""
    reader, writer = context.Pipe(duplex=False)
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=worker_start, initargs=(jobs, writer), mp_context=context)
    try:
        for _ in range(jobs):  # all now, not one a submit: the names go once they have all opened them
            pool._spawn_process()  # type: ignore[attr-defined]  # (the executor's own, as on its first tasks)
        writer.close()
        for _ in range(jobs):
            reader.recv()  # EOFError: every worker ended before it started, so the names stay for the exit
        _give_up_names(pool)
    except EOFError:
        pass
    except BaseException:
        _end(*_cancel(pool))
        raise
    finally:
        writer.close()
        reader.close()
    return pool


def _give_up_names(pool: ProcessPoolExecutor) -> None:
    """Unlink the names of the pool's queues' semaphores now, by the cleanup multiprocessing set for
    this process's exit (unlinked, and the resource tracker told): its workers hold them open."""
    from multiprocessing import synchronize, util

    queues = [getattr(pool, name, None) for name in ("_call_queue", "_result_queue")]
    handles = [
        getattr(lock, "_semlock", None)
        for queue in queues
        if queue is not None
        for lock in vars(queue).values()
        if isinstance(lock, synchronize.SemLock)
    ]
    names = {handle.name for handle in handles if handle is not None and handle.name}
    cleanup = getattr(synchronize.SemLock, "_cleanup", None)
    registry = util._finalizer_registry  # type: ignore[attr-defined]
    for finalizer in list(registry.values()):
        if finalizer._callback is cleanup and finalizer._args and finalizer._args[0] in names:
            finalizer()  # runs once, and leaves the registry


def _parts(pool: ProcessPoolExecutor) -> tuple[list, Any]:
    """A pool's worker processes and manager thread (its shutdown forgets them)."""
    return list((getattr(pool, "_processes", None) or {}).values()), getattr(pool, "_executor_manager_thread", None)


def stop_pool(pool: ProcessPoolExecutor | Renewed) -> None:
    """End every worker now (their speech children follow them), then wait for them."""
    if isinstance(pool, Renewed):
        pool.stop()
        return
    _end(*_cancel(pool))


def _cancel(pool: ProcessPoolExecutor) -> tuple[list, Any]:
    """Shut `pool` down without waiting, its queued tasks dropped: its workers and manager thread,
    which the shutdown forgets, for _end."""
    parts = _parts(pool)
    pool.shutdown(wait=False, cancel_futures=True)
    return parts


END_WAIT = 5.0  # seconds a terminated worker has to end before it is killed


def _end(procs: list, manager) -> None:
    """End these workers now, then wait for them and their pool's manager thread."""
    for p in procs:
        if p.is_alive():
            p.terminate()
    for p in procs:
        # a worker forked a moment before holds the main process's SIGTERM handler until its
        # initializer runs, so the signal may only set a flag; it then waited forever on the result
        # queue's lock, which a terminated sibling held (seen in test_fuzz): kill what is left
        p.join(timeout=END_WAIT)
        if p.is_alive():
            p.kill()
            p.join()
    if manager is not None:
        manager.join(timeout=5)
        # Python 3.11's exit hook wakes each pool's manager thread through a pipe that the
        # manager may have closed by then, without a lock, and prints a traceback when it has
        # (seen after Ctrl-C in the kill test). This pool is finished: take it off that list.
        from concurrent.futures import process as futures_process

        futures_process._threads_wakeups.pop(manager, None)


class Renewed:
    """A pool of `jobs` workers started again after `per_worker` tasks each (on average): the
    pool that has been given that many is shut down (its running tasks end, then its workers)
    and the next task starts a fresh pool, its workers started by `context` (a build's: forked
    from its fork server, so they never start with what this process holds). The old tasks and
    the new run side by side, so no core waits for the change. What a worker gathers that cannot
    be given back (cairo's fonts and glyphs, about 0.4 MB a kit) then stays bounded."""

    in_process = False

    def __init__(self, jobs: int, per_worker: int, context=None):
        self.jobs, self.limit, self.context = jobs, jobs * per_worker, context
        self.pool, self.given = self._fresh(), 0
        self.retired: list[tuple[list, Any]] = []  # the old pools' workers and manager threads
        self.pools = 1  # pools started: the count of workers started is this times jobs

    def _fresh(self) -> ProcessPoolExecutor:
        """A new pool. A worker forked from this process (the default context) starts as big as
        it: the kits' products this process took in and let go are given back first (malloc_trim),
        else each new worker would start with them (210 MB where the first started at 136, measured)."""
        return_freed_memory()
        if self.context is None or self.context.get_start_method() == "fork":
            return worker_pool(self.jobs, self.context)
        return started_pool(self.jobs, self.context)

    def submit(self, fn: Callable, *args) -> Future:
        """Run fn(*args) on the current pool, first starting a fresh one when it has had its share."""
        if self.given >= self.limit:
            parts = _parts(self.pool)
            self.pool.shutdown(wait=False)  # its workers end when their tasks are done
            self.retired = [r for r in self.retired if any(p.is_alive() for p in r[0])] + [parts]
            self.pool, self.given = self._fresh(), 0
            self.pools += 1
        self.given += 1
        return self.pool.submit(fn, *args)

    def stop(self) -> None:
        """End every worker, old and current, now; then wait for them."""
        for procs, manager in [*self.retired, _cancel(self.pool)]:
            _end(procs, manager)


# -- tasks on the pool -------------------------------------------------------------------


@dataclass(eq=False)
class Task:
    """One piece of work: fn(*args) in a worker (fn and args picklable). `order` is (unit, step):
    a unit (a kit) whose task fails stops its own and later units, and ties go to the lowest.
    `cost` is the estimated seconds of the task and of what waits on it: the costliest ready task
    starts first. Two tasks of one `group` (not None) never run at once."""

    name: str
    fn: Callable
    args: tuple
    order: tuple[int, int]
    cost: float = 0.0
    group: Hashable = None
    wall: float = 0.0  # seconds it took, measured in the process that ran it
    cpu: float = 0.0  # CPU seconds of that process and the children it waited for
    memory: tuple[float, float] = (0.0, 0.0)  # MB that process held after it, and its peak so far
    pid: int = 0  # the process that ran it: a worker started again is a new one
    began: float = 0.0  # when it began there (time.time())


def timed(fn: Callable, *args) -> tuple[Any, float, float, tuple[float, float], int, float]:
    """fn(*args), the wall and CPU seconds it took (the children it waited for included), the
    memory of the process that ran it (_memory: what grows from kit to kit in a class set), its
    id, and when it began (the clock's seconds: the benchmark finds a worker's idle gaps by them)."""
    began, wall, cpu = time.time(), time.perf_counter(), _cpu()
    result = fn(*args)
    return result, time.perf_counter() - wall, _cpu() - cpu, _memory(), os.getpid(), began


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _memory() -> tuple[float, float]:
    """(resident MB now, peak resident MB) of this process, from /proc (Linux; elsewhere zeros)."""
    found = {}
    with contextlib.suppress(OSError), open("/proc/self/status") as f:
        for line in f:
            if line.startswith(("VmRSS:", "VmHWM:")):
                found[line[:5]] = int(line.split()[1]) / 1024
    return found.get("VmRSS", 0.0), found.get("VmHWM", 0.0)


class InProcess:
    """A pool of one, in this process: submit runs the task at once (one job, and the tests).
    Ctrl-C raised inside a task goes straight up; an error of the task goes into its future."""

    in_process = True

    def submit(self, fn: Callable, *args) -> Future:
        """Run fn(*args) now; the future holds its result or its error."""
        future: Future = Future()
        try:
            future.set_result(fn(*args))
        except Exception as exc:  # told by the scheduler, as a worker's error is
            future.set_exception(exc)
        return future


class Scheduler:
    """Run tasks on `pool` (a ProcessPoolExecutor or InProcess), `slots` at once and `ahead` more
    queued: whenever one ends, the costliest ready task is given, so every worker has work until
    the last task. A task is added when its inputs are in (by `done`, told each result), so it
    waits only for them.

    When a task fails, no task of its unit or a later one starts; the units before it go on (one
    may fail too), and then the error of the first unit that failed is raised: the same error,
    whichever ended first. `halt()` true after a task ends (Ctrl-C seen by a library) stops at once."""

    def __init__(self, pool, slots: int, halt: Callable[[], bool] = lambda: False, *, ahead: int = 0):
        self.pool, self.slots, self.halt = pool, max(1, slots), halt
        # Tasks given to a process pool beyond its workers, waiting in its queue: a worker that ends a
        # task takes the next at once, not after this process has read its result, chosen and sent
        # another (a round trip of tens of ms, the arguments pickled: a kit's finish sends its sound).
        self.ahead = 0 if isinstance(pool, InProcess) else max(0, ahead)
        self.in_process = isinstance(pool, InProcess)
        self.ready: list[Task] = []
        self.running: dict[Future, Task] = {}
        self.failed: list[tuple[tuple[int, int], BaseException]] = []

    def add(self, task: Task) -> None:
        """A task whose inputs are in; dropped when its unit, or an earlier one, failed."""
        if not self.failed or task.order[0] < min(self.failed, key=lambda f: f[0])[0][0]:
            self.ready.append(task)

    def run(self, done: Callable[[Task, Any], None], started: Callable[[Task], None] | None = None) -> None:
        """Run every task (and those `done` adds) to its end; raise the first unit's error."""
        while self.ready or self.running:
            self._start(started)
            finished, _ = wait(
                list(self.running), timeout=None if self.in_process else POLL, return_when=FIRST_COMPLETED
            )
            for future in sorted(finished, key=lambda f: self.running[f].order):
                task = self.running.pop(future)
                try:
                    result, task.wall, task.cpu, task.memory, task.pid, task.began = future.result()
                except Exception as exc:  # raised below, once the units before it are done
                    self.fail(task, exc)
                    continue
                finally:
                    # its inputs (a kit's products) go now: a pool forked next must not start with them
                    task.args = ()
                done(task, result)
            if self.halt():
                raise Interrupted()
        if self.failed:
            raise min(self.failed, key=lambda f: f[0])[1]

    def _start(self, started) -> None:
        """Start the costliest ready tasks (lowest order first among equals) while slots are free,
        leaving a task whose group is running for later."""
        busy = {t.group for t in self.running.values() if t.group is not None}
        for task in sorted(self.ready, key=lambda t: (-t.cost, t.order)):
            if len(self.running) >= self.slots + self.ahead:
                return
            if task.group is not None and task.group in busy:
                continue
            self.ready.remove(task)
            busy.add(task.group)
            if started:
                started(task)
            self.running[self.pool.submit(timed, task.fn, *task.args)] = task

    def fail(self, task: Task, exc: BaseException) -> None:
        """Task failed with exc: no task of its unit or a later one starts; exc is raised at the end."""
        self.failed.append((task.order, exc))
        self.ready = [t for t in self.ready if t.order[0] < task.order[0]]
