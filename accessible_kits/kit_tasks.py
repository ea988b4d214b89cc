"""The build's kits as tasks on the scheduler (tasks.py has the tasks): each kit's tasks added as
their inputs come in, a few kits at once, the first kits composed in the main process while the
workers' fork server imports."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from accessible_kits.options import BuildOptions
from accessible_kits.tasks import (
    STEPS,
    Composed,
    compose_kit,
    doc_files,
    finish_kit,
    log_task,
    make_sound,
    print_files,
)
from accessible_kits.workers import Scheduler, Task

# The words a sound part says (about 2.5 CPU s at stop 41: 0.0017 to 0.0021 s a word), and the most
# parts of a kit: a part starts a speech process and reads the kit, and a sentence two parts say is
# made by the first to claim it, the other waiting (Cache.each_made_once). At --jobs 2 a kit's tasks
# stay under the 2 x 5 a worker may run before build.py would start it again (Renewed).
PART_WORDS = 1200
SOUND_PARTS = 4


class Kits:
    """The build's kits as tasks: each kit's tasks are added to the scheduler as their inputs come
    in, at most `window` kits at once (so a class set holds a few kits' products, not all)."""

    def __init__(self, pairs, stage: str, options: BuildOptions, scheduler: Scheduler, window: int, *, early=()):
        self.pairs, self.stage, self.options, self.sched = list(pairs), stage, options, scheduler
        self.window = window
        self.early = list(early)  # the first kits' compose tasks, run already (compose_first)
        self.composed: dict[int, Composed] = {}  # the kits composed and not yet finished
        self.ids: dict[int, tuple[str, str]] = {}  # (game id, profile id) of each kit finished
        self.parts: dict[int, dict] = {}
        self.awaited: dict[int, int] = {}  # the tasks each kit's finish waits for
        self.notes: dict[int, list[str]] = {}
        self.opened = 0
        self.steps: dict[int, Any] = {}

    def run(self) -> list[tuple[str, str, list[str]]]:
        """Build every kit: (game id, profile id, notes) of each, in the order of `pairs`."""
        for task, outcome in self.early:  # told as the pool would tell them: a failure stops later kits
            self.opened += 1
            if isinstance(outcome, Exception):
                self.sched.fail(task, outcome)
            else:
                self._took(task, outcome)
        while self.opened < min(self.window, len(self.pairs)):
            self._open()
        self.sched.run(self._done, lambda task: log_task("started", task))
        return [(*self.ids[n], self.notes[n]) for n in range(len(self.pairs))]

    def _options(self, n: int) -> BuildOptions:
        """The options a task of kit n gets: in this process, the studio's progress counted for the
        kit (a function does not travel to a worker: there none)."""
        on_writer = self.options.on_writer
        if on_writer is None or not self.sched.in_process:
            return replace(self.options, on_writer=None)
        from accessible_kits.writers import WRITERS

        total = len(WRITERS) + (2 if self.options.audio != "off" else 1)
        count = self.steps.setdefault(n, iter(range(1, total + 1)))
        return replace(self.options, on_writer=lambda _n, _total, what: on_writer(next(count, total), total, what))

    def _open(self) -> None:
        n = self.opened
        self.opened += 1
        game_ref, profile_ref = self.pairs[n]
        self._add(n, "compose", compose_kit, (game_ref, profile_ref, self._options(n)), float("inf"))

    def _add(self, n: int, step: str, fn, args: tuple, cost: float, *, group=None, name: str = "") -> None:
        self.sched.add(_task(self.pairs[n], n, step, (fn, *args), cost, group=group, name=name))

    def _done(self, task: Task, result) -> None:
        """A task is in: log it, and add the tasks that waited only for it."""
        log_task("ended", task, result)
        self._took(task, result)

    def _took(self, task: Task, result) -> None:
        """A task is in (logged): add the tasks that waited only for it."""
        n, step = task.order[0], STEPS[task.order[1]]
        if step == "compose":
            self._composed(n, result)
        elif step == "finish":
            self.notes[n] = result
            self.parts.pop(n, None)  # its products can go, and so can the kit and its pages
            self.awaited.pop(n, None)
            c = self.composed[n]
            self.ids[n] = (c.game.id, c.profile.id)
            del self.composed[n]
            if self.opened < len(self.pairs):
                self._open()
        else:
            if step == "sound":
                self.parts[n].setdefault(step, []).append(result)
            else:
                self.parts[n][step] = result
            self.awaited[n] -= 1
            if not self.awaited[n]:
                c = self.composed[n]
                args = (c, self.parts[n], self.pairs[n][0], self.stage, self._options(n))
                self._add(n, "finish", finish_kit, args, c.costs["finish"])

    def _composed(self, n: int, c: Composed) -> None:
        from accessible_kits.writers.recording import sound_parts

        self.composed[n], self.parts[n] = c, {}
        kit, profile, options = c.kit, c.profile, self._options(n)
        last = c.costs["finish"]
        self.awaited[n] = 2
        if self.options.audio != "off":
            # Parts only when the build has fewer kits than workers (with as many kits, the kits' sounds
            # keep the workers busy: stop 42 measured the default build's 3 kits on 2 workers losing
            # 0.06 to 0.19 core-s, and parts cost CPU), and with the cache: without it, a sentence two
            # parts say would be made by each. A kit that shares a part of its sound with one being
            # made (the same game and speech, part k of each) waits for it, then finds it made.
            count = self.sched.slots // len(self.pairs) if self.options.cache else 1
            parts = sound_parts(c.words, max(1, min(count, SOUND_PARTS, round(sum(c.words) / PART_WORDS))))
            self.awaited[n] += len(parts)
            for k, part in enumerate(parts):
                group = (c.speech, k) if self.options.cache else None
                cost = c.costs["sound"] * sum(c.words[part.start : part.stop]) / max(1, sum(c.words)) + last
                name = f"sound {k + 1}/{len(parts)}" if len(parts) > 1 else "sound"
                spill = not self.sched.in_process  # its pieces through a file, not through this process
                self._add(n, "sound", make_sound, (kit, profile, options, part, spill), cost, group=group, name=name)
        self._add(n, "print", print_files, (kit, profile, c.pages, options), c.costs["print"] + last)
        self._add(n, "docs", doc_files, (kit, profile, c.pages, options), c.costs["docs"] + last)


def _task(pair: tuple[str, str], n: int, step: str, call: tuple, cost: float, *, group=None, name="") -> Task:
    """Kit n's task `step`, call (fn, *args), named by its game and profile as the log and the progress say it."""
    return Task(f"{pair[0]} {pair[1]} {name or step}", call[0], call[1:], (n, STEPS.index(step)), cost, group)


def compose_first(pairs, count: int, options: BuildOptions) -> list[tuple[Task, Any]]:
    """The compose tasks of the first `count` kits, run in this process: (task, its result or its
    error) each, for Kits(early=...). A build at two jobs runs them while its workers' fork server
    imports on the other core (0.7 to 0.9 CPU s), so its workers start on the kits' sound, not on
    composing: at the start, this process only waited. Ctrl-C raises here as anywhere in the build."""
    from accessible_kits.workers import timed

    done: list[tuple[Task, Any]] = []
    quiet = replace(options, on_writer=None)  # as a worker runs it: the progress is the pool's to tell
    for n, pair in enumerate(pairs[:count]):
        task = _task(pair, n, "compose", (compose_kit, *pair, quiet), float("inf"))
        log_task("started", task)
        try:
            result, task.wall, task.cpu, task.memory, task.pid, task.began = timed(task.fn, *task.args)
        except Exception as exc:  # told by the scheduler, in kit order, as a worker's error is
            done.append((task, exc))
            break  # the kits after it would not be built
        task.args = ()
        log_task("ended", task, result)
        done.append((task, result))
    return done
