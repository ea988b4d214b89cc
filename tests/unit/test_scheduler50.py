"""The scheduler gives a process pool one task more than its workers (issue 29): a worker that ends a
task takes the next from the pool's queue at once, not after the main process has read its result and
chosen another. The order and the groups hold as before; a pool of one in this process queues nothing."""

from __future__ import annotations

import itertools
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from accessible_kits.workers import InProcess, Scheduler, Task


class Counting:
    """A real pool (threads stand in for the worker processes) that counts the tasks given and not ended."""

    def __init__(self, workers: int):
        self.pool = ThreadPoolExecutor(workers)
        self.lock = threading.Lock()
        self.given = self.most = 0

    def submit(self, fn, *args):
        with self.lock:
            self.given += 1
            self.most = max(self.most, self.given)
        future = self.pool.submit(fn, *args)
        future.add_done_callback(self._ended)
        return future

    def _ended(self, _future):
        with self.lock:
            self.given -= 1


def nap(seconds: float, runs: list, name: str) -> str:
    start = time.perf_counter()
    time.sleep(seconds)
    runs.append((name, start, time.perf_counter()))
    return name


def tasks(runs: list, count: int, *, group=None) -> list[Task]:
    return [Task(f"t{n}", nap, (0.02, runs, f"t{n}"), (n, 0), cost=count - n, group=group) for n in range(count)]


def run(pool, slots: int, ahead: int, todo: list[Task]) -> list[str]:
    done: list[str] = []
    sched = Scheduler(pool, slots, ahead=ahead)
    for task in todo:
        sched.add(task)
    sched.run(lambda task, result: done.append(result))
    return done


def test_a_process_pool_is_given_one_task_more_than_its_workers():
    runs: list = []
    counted = Counting(2)
    done = run(counted, 2, 1, tasks(runs, 8))
    assert sorted(done) == sorted(f"t{n}" for n in range(8))
    assert counted.most == 3  # two running, one waiting in the queue
    counted = Counting(2)
    run(counted, 2, 0, tasks(runs, 8))
    assert counted.most == 2  # as before the look-ahead


def test_the_costliest_task_is_still_given_first():
    runs: list = []
    done = run(Counting(1), 1, 1, tasks(runs, 6))
    assert done == [f"t{n}" for n in range(6)]  # cost falls with n: given, and so done, in that order


def test_tasks_of_one_group_never_run_at_once_with_a_look_ahead():
    runs: list = []
    run(Counting(2), 2, 1, tasks(runs, 6, group="same sentences"))
    spans = sorted((start, end) for _, start, end in runs)
    assert len(spans) == 6
    assert all(later[0] >= earlier[1] for earlier, later in itertools.pairwise(spans))


def test_a_pool_in_this_process_queues_nothing():
    sched = Scheduler(InProcess(), 1, ahead=1)
    assert sched.ahead == 0  # InProcess runs a task when given: a second would run before the first is told
    runs: list = []
    assert run(InProcess(), 1, 1, tasks(runs, 3)) == ["t0", "t1", "t2"]


def test_a_sound_part_made_in_a_worker_travels_as_a_file_of_the_work_folder(tmp_path, monkeypatch):
    """A part's pieces (10 to 19 MB of MP3 a kit) go to the kit's finish task through a file in the
    build's temporary folder, not pickled through the main process; read once, the file goes."""
    import pickle
    import tempfile

    from accessible_kits.tasks import Sound, Spilled
    from accessible_kits.writers.recording import _Encoded

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # as workspace() sets it for a build
    pieces = [_Encoded(b"\xff\xfb" * 500, 1152, 0, b""), _Encoded(b"\xff\xf3" * 9, 576, 64, b"")]
    sound = Sound(range(0, 2), Spilled.save(pieces), [], [])
    (made,) = tmp_path.iterdir()
    assert len(pickle.dumps(sound)) < 500  # what the pipe carries: the file's name, not the MP3s
    assert sound.loaded().pieces == pieces
    assert not made.exists() and not list(tmp_path.iterdir())
    kept = Sound(range(0, 2), pieces, [], [])
    assert kept.loaded() is kept  # made in this process (one job): nothing written
