"""A kit's work split into tasks (tasks.py) on two workers gives the bytes of the one-job build
(every writer in one process, on products made when first asked: pipeline.write_kit), and its
sound is made once: by its sound task alone, once for the kits that share it through the cache."""

from __future__ import annotations

import itertools
import json
import os
import shutil
from pathlib import Path

import pytest

from accessible_kits import tasks
from accessible_kits.audio.synthesis import engine_rate
from accessible_kits.build import build
from accessible_kits.compose import compose, drawn_profile
from accessible_kits.fonts import configure_fontconfig
from accessible_kits.freshness import stamp
from accessible_kits.games import load_game
from accessible_kits.manifest import manifest
from accessible_kits.options import BuildOptions
from accessible_kits.pipeline import MissingProduct, Products, write_kit
from accessible_kits.profile import load_profile
from accessible_kits.writers.recording import piece_words, plan, scripts
from conftest import need

GAMES = ["poison-corner", "row-removal"]
PROFILES = ["large-print", "tactile"]  # print, and braille with raised sheets; one speech setting


def one_job(game_ref: str, profile_ref: str, options: BuildOptions) -> dict[str, bytes]:
    """A kit as one job makes it: every writer in this process (drawn with the sides' marks from the
    game, as a build draws it), then the manifest (of the profile as loaded)."""
    game, loaded = load_game(game_ref), load_profile(profile_ref)
    profile = drawn_profile(game, loaded)
    kit = compose(game, profile, tasks.plan_of(game, profile))
    files, _ = write_kit(kit, profile, options)
    data = {name: f.data for name, f in files.items()}
    data["manifest.json"] = manifest(game, loaded, data, stamp(game_ref, loaded, options))
    return data


REFERENCES: dict[tuple[str, str], dict[str, bytes]] = {}  # each kit's one-job bytes, made once a worker


def same_as_one_job(out: Path, kits: list[tuple[str, str]]) -> None:
    """Each kit built into OUT has the bytes of one job, which makes every file again in this
    process. Its sound comes from the run's shared cache (conftest: the head start's and other
    tests' builds fill it), never from the build under test's own folder: spoken again with no
    cache, the references were half of this module's time (stop 51), and a piece's bytes are the
    same however it is made (tests/test_cache.py). Made once a kit for every test here."""
    for g, p in kits:
        folder = out / g / p
        built = {f.relative_to(folder).as_posix(): f.read_bytes() for f in folder.rglob("*") if f.is_file()}
        if (g, p) not in REFERENCES:
            before = os.environ.get("XDG_CACHE_HOME")
            os.environ["XDG_CACHE_HOME"] = os.environ["ACCESSIBLE_KITS_TEST_CACHE"]
            try:
                REFERENCES[g, p] = one_job(g, p, BuildOptions(audio="on"))
            finally:
                if before is None:
                    os.environ.pop("XDG_CACHE_HOME")
                else:
                    os.environ["XDG_CACHE_HOME"] = before
        reference = REFERENCES[g, p]
        assert sorted(built) == sorted(reference), (g, p)
        assert [n for n in reference if built[n] != reference[n]] == [], (g, p)
        assert len(built) > 30 and any(n.startswith("chapters/") for n in built)


def said(game_ref: str, profile_ref: str) -> set[tuple[str, int, str]]:
    """Every (voice, engine rate, sentence) a kit's scripts say."""
    game, profile = load_game(game_ref), load_profile(profile_ref)
    kit = compose(game, profile, tasks.plan_of(game, profile))
    s = profile.speech
    return {
        (s.voice, engine_rate(s.rate_wpm), text)
        for _, _, segments in scripts(kit)
        for kind, text, _ in plan(segments, profile)
        if kind == "say"
    }


def assert_parts_cover(sound: list[dict], kits: list[tuple[str, str]], *, parts: int = 1) -> None:
    """The sound tasks of each kit made `parts` runs of its pieces that follow one another from the
    first piece to the last, each saying something."""
    for n, (g, p) in enumerate(kits):
        runs = sorted(e["part"] for e in sound if e["kit"] == n)
        game, profile = load_game(g), load_profile(p)
        kit = compose(game, profile, tasks.plan_of(game, profile))
        words = piece_words(kit, profile)
        assert runs[0][0] == 0 and runs[-1][1] == len(words), (g, p, runs)
        assert all(a[1] == b[0] and sum(words[a[0] : a[1]]) for a, b in itertools.pairwise(runs)), (g, p, runs)
        assert len(runs) == parts, (g, p, runs)


def test_the_split_build_gives_the_one_job_bytes_and_makes_each_sound_once(tmp_path, monkeypatch):
    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))  # empty: every sound is made in this build
    monkeypatch.setenv("ACCESSIBLE_KITS_TASK_LOG", str(tmp_path / "tasks.jsonl"))  # what `make bench` counts
    configure_fontconfig()
    tasks.LOG.clear()
    out = tmp_path / "split"
    build(GAMES, PROFILES, out, jobs=2, options={"audio": "on"})
    ended = [e for e in tasks.LOG if e["event"] == "ended"]
    kits = [(g, p) for p in PROFILES for g in GAMES]
    steps = sorted(["compose", "print", "docs", "finish"] * len(kits))
    assert sorted(e["step"] for e in ended if e["step"] != "sound") == steps
    # the kits are composed in this process while the workers' fork server imports (kit_tasks.compose_first),
    # so the workers start on their sound; every other task runs in a worker
    assert {e["pid"] for e in ended if e["step"] == "compose"} == {os.getpid()}
    assert os.getpid() not in {e["pid"] for e in ended if e["step"] != "compose"}
    # Each sentence is synthesized once in the build, by the sound tasks alone: a game's kits share their
    # speech settings, so they take turns and the later finds it in the cache; two games said at once share
    # some sentences, each claimed by the first to need it and waited for by the other (Cache.made_once).
    sound = [e for e in ended if e["step"] == "sound"]
    assert_parts_cover(sound, kits)
    by_game = {g: [tuple(s) for e in sound if e["task"].startswith(f"{g} ") for s in e["spoken"]] for g in GAMES}
    wanted = {g: set().union(*(said(g, p) for p in PROFILES)) for g in GAMES}
    for g, spoken in by_game.items():
        assert set(spoken) <= wanted[g]
    everything = [s for spoken in by_game.values() for s in spoken]
    assert wanted[GAMES[0]] & wanted[GAMES[1]], "the games share sentences: what could be made twice"
    assert len(everything) == len(set(everything)), "a sentence synthesized twice"
    assert set(everything) == set().union(*wanted.values()), "each sentence is made"
    # the task log file says the same: the benchmark counts the sound made from it, not from the cache
    logged = [json.loads(line) for line in (tmp_path / "tasks.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [e["spoken"] for e in logged if e["step"] == "sound" and e["event"] == "ended"] == [
        [list(s) for s in e["spoken"]] for e in sound
    ]
    with pytest.raises(MissingProduct):
        Products(None, None, BuildOptions(), {}, makes=()).recording("rules")  # type: ignore[arg-type]
    same_as_one_job(out, kits)


def test_one_kit_at_two_jobs_makes_its_sound_in_two_parts_with_the_one_job_bytes(tmp_path, monkeypatch):
    """A build of one kit on two workers cuts the kit's sound in two parts, made at once (else one
    worker would wait while the other speaks): the same bytes, each sentence synthesized once."""
    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    configure_fontconfig()
    tasks.LOG.clear()
    out = tmp_path / "one"
    build(["row-removal"], ["standard"], out, jobs=2, options={"audio": "on"})
    sound = [e for e in tasks.LOG if e["event"] == "ended" and e["step"] == "sound"]
    assert_parts_cover(sound, [("row-removal", "standard")], parts=2)
    spoken = [tuple(s) for e in sound for s in e["spoken"]]
    assert len(spoken) == len(set(spoken)) and set(spoken) == said("row-removal", "standard")
    same_as_one_job(out, [("row-removal", "standard")])


def test_profiles_of_one_game_at_two_jobs_speak_each_sentence_once(tmp_path, monkeypatch):
    """A few profiles of one game, --jobs 2, an empty cache: the task log shows no sentence spoken
    twice, though the kits share most of their sentences, among them two profiles whose rates differ
    by a word a minute (the engine says them alike, so they share every sentence)."""
    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    # two whole rates near the standard's that the engine's fit says alike (ENGINE_FIT decides which)
    rate = next(n for n in range(140, 160) if engine_rate(n) == engine_rate(n + 1))
    calm, brisk = tmp_path / "calm.toml", tmp_path / "brisk.toml"
    calm.write_text(f'extends = "standard"\n[speech]\nrate_wpm = {rate}\n')
    brisk.write_text(f'extends = "standard"\n[speech]\nrate_wpm = {rate + 1}\n')
    log = tmp_path / "tasks.jsonl"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("ACCESSIBLE_KITS_TASK_LOG", str(log))
    profiles = ["standard", "large-print", "tactile", str(calm), str(brisk)]
    build(["row-removal"], profiles, tmp_path / "out", jobs=2, options={"audio": "on"})
    entries = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    sound = [e for e in entries if e["step"] == "sound" and e["event"] == "ended"]
    assert_parts_cover(sound, [("row-removal", p) for p in profiles])
    spoken = [tuple(s) for e in sound for s in e["spoken"]]
    wanted = set().union(*(said("row-removal", p) for p in profiles))
    assert spoken and set(spoken) == wanted, "every sentence the kits say is made"
    assert len(spoken) == len(set(spoken)), "a sentence synthesized twice"
    assert sum(len(said("row-removal", p)) for p in profiles) > 2 * len(wanted)  # they share most of them
    assert said("row-removal", str(calm)) == said("row-removal", str(brisk))  # alike to the engine: shared


def test_a_kit_that_cannot_be_planned_is_refused_before_the_others_are_built(tmp_path):
    """Tasks of several kits at once, one kit refused by its plan: that refusal is said (the first kit
    that fails, in the order of the kits), and no -o is left."""
    from accessible_kits.errors import DoesNotFit

    big = tmp_path / "big.toml"
    big.write_text('extends = "standard"\ncell_size = "60mm"\n')
    out = tmp_path / "out"
    with pytest.raises(DoesNotFit) as refused:
        build(["poison-corner", "row-removal"], ["standard", str(big)], out, jobs=2, options={"audio": "off"})
    assert "params.rows: too big for A4 paper at cell_size 60mm (profile big)" in str(refused.value)
    assert refused.value.key == "params.rows"
    assert not out.exists() or [p.name for p in Path(out).iterdir()] == []


def _where(_n: int) -> tuple[int, int]:
    """In a worker: its process id and how many threads its sound may run."""
    import os

    from accessible_kits.process import threads

    return os.getpid(), threads()


def test_renewed_workers_are_started_again_and_run_on_their_share_of_the_cores():
    """Two workers, started again after 3 tasks each: 6 tasks a pool, so 15 tasks run in 3 pools
    (6 processes at most, a fresh one for each pool); each worker's thread pools take its half of
    the cores (at least one thread), and stopping ends every worker, old and current."""
    import os

    from accessible_kits.workers import Renewed, stop_pool

    pool = Renewed(2, 3)
    try:
        ran = [pool.submit(_where, n).result() for n in range(15)]
    finally:
        stop_pool(pool)
    assert pool.pools == 3
    assert 3 <= len({pid for pid, _ in ran}) <= 6 and os.getpid() not in {pid for pid, _ in ran}
    assert {share for _, share in ran} == {max(1, (os.cpu_count() or 1) // 2)}
    firsts = [ran[0][0], ran[6][0], ran[12][0]]
    assert len(set(firsts)) == 3, "each pool's workers are new processes"
    assert not [p for old, _ in pool.retired for p in old if p.is_alive()]


def _deaf_to_term() -> None:
    """A worker that keeps on after SIGTERM, as one forked a moment before the stop does until its
    initializer runs (it holds the main process's handler, which only sets a flag)."""
    import signal

    signal.signal(signal.SIGTERM, signal.SIG_IGN)


def test_stopping_ends_a_worker_that_does_not_end_on_sigterm(monkeypatch):
    """stop_pool never waits for ever: a worker still running after SIGTERM is killed (test_fuzz
    once hung there, a worker blocked on the result queue's lock that its terminated sibling held)."""
    import time
    from concurrent.futures import ProcessPoolExecutor

    from accessible_kits import workers

    monkeypatch.setattr(workers, "END_WAIT", 0.5)
    pool = ProcessPoolExecutor(max_workers=1, initializer=_deaf_to_term)
    pool.submit(time.sleep, 60)
    time.sleep(0.5)  # the worker has started and ignores SIGTERM
    (proc,) = list(pool._processes.values())
    start = time.monotonic()
    workers.stop_pool(pool)
    assert not proc.is_alive() and proc.exitcode == -9
    assert time.monotonic() - start < 30


def test_one_job_builds_a_long_set_in_workers_started_again_with_the_same_bytes(tmp_path, monkeypatch):
    """One job, more kits than a worker builds (KITS_PER_WORKER, here 1): each kit is built in a
    worker of its own, not in this process, and gives the bytes of the one-job build in this process."""
    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    import os

    from accessible_kits import build as build_module

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(build_module, "KITS_PER_WORKER", 1)
    configure_fontconfig()
    tasks.LOG.clear()
    out = tmp_path / "renewed"
    kits = [("row-removal", "standard"), ("poison-corner", "standard")]
    build([g for g, _ in kits], ["standard"], out, jobs=1, options={"audio": "on"})
    ended = [e for e in tasks.LOG if e["event"] == "ended"]
    by_kit = {n: {e["pid"] for e in ended if e["kit"] == n} for n in range(len(kits))}
    assert [len(pids) for pids in by_kit.values()] == [1, 1], "a kit's tasks run in its worker"
    assert len(set.union(*by_kit.values())) == 2 and os.getpid() not in set.union(*by_kit.values())
    same_as_one_job(out, kits)


def _started(_n: int) -> tuple[int, int, bool, float]:
    """In a worker: its process id, its parent's, whether WeasyPrint was imported before any task
    asked for it, and its resident MB."""
    import os
    import sys

    from accessible_kits.workers import _memory

    return os.getpid(), os.getppid(), "weasyprint" in sys.modules, _memory()[0]


def _puts_over_the_bound(root: str) -> int:
    """Two entries put in a cache whose bound is one byte: how many are left."""
    from accessible_kits.cache import Cache

    cache = Cache(Path(root), limit=1)
    for n in (1, 2):
        cache.put(cache.key("test", n), b"x" * 100)
    return len(list(Path(root).glob("test/*/*")))


def test_a_builds_workers_never_trim_the_cache(tmp_path):
    """A build's workers run while it holds the cache (cache.one_build), so they never trim it (an
    entry a later kit needs would be made twice); outside a build, a put over the bound trims."""
    from accessible_kits import fork_server
    from accessible_kits.workers import Renewed, stop_pool

    (tmp_path / "work").mkdir()
    context = fork_server.start(str(tmp_path / "work"))
    pool = Renewed(2, 2, context)
    try:
        in_worker = pool.submit(_puts_over_the_bound, str(tmp_path / "a")).result()
    finally:
        stop_pool(pool)
        fork_server.stop()
    assert in_worker == 2
    assert _puts_over_the_bound(str(tmp_path / "b")) < 2


def test_workers_start_from_the_fork_server_never_with_what_this_process_holds(tmp_path):
    """A build's workers are forked from its fork server (fork_server.start), at every job count and
    when started again: the heavy modules are imported there once, and no worker starts with the
    memory this process holds (here 300 MB more); the server's socket is gone once it stops."""
    import os

    from accessible_kits import fork_server
    from accessible_kits.workers import Renewed, stop_pool

    held = b"\x01" * (300 << 20)  # written, so resident in this process
    context = fork_server.start(str(tmp_path))
    pool = Renewed(2, 2, context)  # 4 tasks a pool
    try:
        ran = [pool.submit(_started, n).result() for n in range(8)]
        # its queues' semaphores are named (opened by name in the workers), and the names are already
        # unlinked: a build killed now leaves nothing for multiprocessing's resource tracker to warn of
        names = [q._rlock._semlock.name for q in (pool.pool._call_queue, pool.pool._result_queue)]
        assert all(names) and not [n for n in names if Path(f"/dev/shm/sem.{n.lstrip('/')}").exists()]
    finally:
        stop_pool(pool)
        fork_server.stop()
    assert pool.pools == 2 and {pid for pid, *_ in ran[:4]}.isdisjoint(pid for pid, *_ in ran[4:])
    parents = {ppid for _, ppid, _, _ in ran}
    assert len(parents) == 1 and os.getpid() not in parents | {pid for pid, *_ in ran}, "forked by the server"
    assert all(loaded for _, _, loaded, _ in ran), "the heavy modules preloaded in the server"
    assert max(rss for *_, rss in ran) < len(held) / (1 << 20), [rss for *_, rss in ran]
    assert list(tmp_path.iterdir()) == []
    del held


def _cpu_of(pid: int) -> float:
    """CPU seconds of a running process and of the children it has waited for, from /proc."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return sum(int(x) for x in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def _children_cpu() -> float:
    t = os.times()
    return t.children_user + t.children_system


def test_a_fork_server_still_importing_is_killed_and_one_done_ends_at_once(tmp_path):
    """A build stopped while its fork server imports (it is started before the build checks its
    inputs: fork_server.launch) ends the server at once, not once it has imported all; a server
    that has imported all ends at its stop without tearing its modules down one by one (0.25 to
    0.29 CPU s and half a second of wall measured, that every build waited for at its end; 0.02
    to 0.03 s now). Nothing is left in the folder."""
    import time
    from multiprocessing import forkserver

    from accessible_kits import fork_server

    fork_server.launch(str(tmp_path))
    pid = forkserver._forkserver._forkserver_pid  # type: ignore[attr-defined]
    began = time.monotonic()
    fork_server.stop()
    stopped = time.monotonic() - began
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # ended and waited for
    began = time.monotonic()
    fork_server.start(str(tmp_path))
    started = time.monotonic() - began
    assert stopped < started / 2, (stopped, started)
    pid = forkserver._forkserver._forkserver_pid  # type: ignore[attr-defined]
    before, children = _cpu_of(pid), _children_cpu()
    fork_server.stop()
    assert _children_cpu() - children - before < 0.12, "the server tore down its modules at its exit"
    assert list(tmp_path.iterdir()) == []
