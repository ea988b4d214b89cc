"""`make bench`'s report: issue 29's targets judged from the figures, the load warning, the
per-task table, and the peak memory told apart by process (tools/bench_*.py)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))

import bench_report as report  # noqa: E402
import bench_tasks  # noqa: E402
import bench_wrap  # noqa: E402


def figures(wall: float, cpu: float = 1.0, workers_mb: float = 0.0, workers: int = 0, main_mb: float = 90.0) -> dict:
    return {"wall": wall, "cpu": cpu, "rss_mb": 100.0, "workers_mb": workers_mb, "workers": workers, "main_mb": main_mb}


def judged(floor, rows, class_key=None, sounds=()):
    return {name: (value, ok) for name, value, ok in report.targets(floor, rows, class_key, list(sounds))}


def test_targets_at_their_limits():
    floor = figures(10.0)
    one, two = report.class_row(3, 50, 1), report.class_row(3, 50, 2)
    rows = {
        report.DEFAULT: figures(15.0),  # 1.5x: met, the limit is "at most"
        report.CHANGED: figures(5.01),  # just over 0.5x
        report.UNCHANGED: figures(1.0),  # 0.1x: not met, the limit is "under"
        report.HELP: figures(0.099),
        one: figures(185.0, main_mb=250),  # --jobs 1: the kits are built in the main process
        two: figures(100.0, workers_mb=299.5, workers=2),
    }
    got = judged(floor, rows, (one, two), [(606, 606), (606, 606)])
    assert got["Default build, empty cache: at most 1.5x the floor (wall)"] == ("1.50x", True)
    assert got["Changed profiles, warm cache: at most 0.5x the floor"] == ("0.50x", False)
    assert got["Nothing changed: under 0.1x the floor"] == ("0.10x", False)
    assert got["accessible-kits --help: under 0.1 s"] == ("0.099 s", True)
    assert got["Class set: speed-up with 2 jobs at least 1.85x"] == ("1.85x", True)
    assert got["Class set: peak memory of a process building kits under 300 MB"] == ("300 MB", True)  # 299.5 rounds up
    once = "Class set: each sound made once (sentences synthesized of distinct)"
    assert got[once] == ("606 of 606, 606 of 606", True)
    assert judged(floor, rows, (one, two), [(607, 606), (606, 606)])[once][1] is False
    rows[one] = figures(185.0, main_mb=301)
    assert judged(floor, rows, (one, two))["Class set: peak memory of a process building kits under 300 MB"] == (
        "301 MB",
        False,
    )


def test_only_the_targets_of_the_workloads_that_ran():
    assert list(judged(None, {report.HELP: figures(0.2)})) == ["accessible-kits --help: under 0.1 s"]
    assert judged(None, {report.DEFAULT: figures(9.0)}) == {}  # no floor, no ratio
    table = report.targets_table(report.targets(None, {report.HELP: figures(0.2)}, None, []))
    assert table[-1] == "| accessible-kits --help: under 0.1 s | 0.200 s | **no** |"


def test_the_results_table_puts_the_floor_first_and_its_cpu_beside_its_wall():
    lines = report.results_table(figures(4.0, cpu=3.5), {report.DEFAULT: figures(6.0, cpu=9.0)})
    assert lines[2].startswith("| Engine floor") and "| 4.00 | 3.50 | 1.00 |" in lines[2]
    assert "| 6.00 | 9.00 | 1.50 |" in lines[3]


def test_a_busy_machine_is_said_to_be_busy():
    assert len(report.quiet((0.9, 1.0, 1.0), (1.0, 1.0, 1.0), 2)) == 1  # 0.9 <= half of 2 cores
    lines = report.quiet((1.01, 1.0, 1.0), (1.0, 1.0, 1.0), 2)
    assert lines[0].startswith("- Load average (1, 5, 15 min) before: 1.01 1.00 1.00")
    assert lines[-1].startswith("**Warning: the machine was not quiet.** The 1-minute load before the run was 1.01")


def test_the_task_table_shares_the_kit_and_names_the_other_profiles():
    main = {key: 0.0 for _, key in bench_tasks.ROWS}
    main.update({"synthesis": 3.0, "mp3": 1.0})
    lines = bench_tasks.format_table("poison-corner", main, {"pef": 0.25, "models-3d": 2.0})
    assert "| Synthesis (espeak-ng) | 3.00 | 75% |" in lines
    assert "| PEF, at tactile | 0.25 | |" in lines
    assert "| 3D models, at tactile-3d | 2.00 | |" in lines
    assert lines[-1] == "| **The large-print kit in all** | **4.00** | 100% |"


def test_peak_memory_is_told_apart_by_process():
    peaks = {1: ("main", 120.0, 9), 2: ("workers", 280.0, 9), 3: ("workers", 250.0, 9), 4: ("speech", 20.0, 3)}
    peaks[5] = ("server", 110.0, 9)  # the fork server the workers are forked from: neither main nor a worker
    assert bench_wrap.by_role(peaks) == {
        "main_mb": 120.0,
        "workers_mb": 280.0,
        "server_mb": 110.0,
        "speech_mb": 20.0,
        "workers": 2,
    }


def test_a_fork_about_to_run_another_program_is_no_worker():
    """Seen once between fork and exec, a child looks like a worker with the command's memory (at
    --jobs 1 that made a 'worker' of 306 MB where there was none); after exec it is what it runs."""
    peaks = {1: ("main", 300.0, 9), 2: ("workers", 300.0, 1)}
    assert bench_wrap.by_role(peaks) == {
        "main_mb": 300.0,
        "workers_mb": 0.0,
        "server_mb": 0.0,
        "speech_mb": 0.0,
        "workers": 0,
    }
    me = os.getpid()
    peaks = {me: ("workers", 900.0, 1)}  # seen as a worker before its exec; now it is the command itself
    bench_wrap.sample(me, peaks)
    assert peaks[me][0] == "main" and peaks[me][1] < 900.0 and peaks[me][2] == 1


def test_the_wrapper_reads_a_process_peak_memory_from_proc():
    """The sampler finds this process, as the command's main process, at its peak as the kernel counts it."""
    import resource

    peaks: dict = {}
    bench_wrap.sample(os.getpid(), peaks)
    role, mb, seen = peaks[os.getpid()]
    assert role == "main" and seen == 1
    assert mb == pytest.approx(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, rel=0.05)


@pytest.mark.parametrize("value", ["", "default,nope"])
def test_only_names_the_workloads(value):
    import argparse

    sys.argv = ["bench.py"]
    import bench

    with pytest.raises(argparse.ArgumentTypeError, match="the workloads are default, changed, help"):
        bench.workloads(value)
    assert bench.workloads("per-task, default") == ["per-task", "default"]


def test_what_the_sound_took_is_said_from_the_counts():
    counts: dict[str, float] = {"sentences asked": 164, "sentences distinct": 158, "sentences spoken": 158}
    counts |= {"streams encoded": 14, "seconds encoded": 768.7, "seconds heard": 769.33}
    said = bench_tasks.made_once(counts)
    assert "164 sentences, 158 of them different, and espeak-ng was given 158 to speak" in said
    assert "LAME encoded 14 chapters, 768.7 s of sound, for the 769.3 s of the two scripts' MP3s" in said


def test_a_helper_program_is_not_a_worker():
    """A process the command did not fork as itself (ctypes runs ldconfig to find LAME) is 'other'."""
    assert bench_wrap.role(os.getpid(), os.getpid(), 0) == "main"
    assert bench_wrap.role(os.getpid(), 1, 1) == "other"  # this test's own cmdline is not init's


def test_the_least_wall_that_scheduling_can_give_is_the_cpu_shared_by_every_core():
    floor = figures(31.6, cpu=10.67)  # a busy machine: the floor's wall is three times its CPU
    line = report.least_wall(floor, {report.DEFAULT: figures(100.3, cpu=39.39)}, 2)
    assert line == [
        "- With all 2 cores busy from start to end, the default build's 39.39 CPU s would take 1.85x "
        "the floor's 10.67 CPU s: the least that scheduling can give."
    ]
    assert report.least_wall(None, {report.DEFAULT: figures(9.0)}, 2) == []
    assert report.least_wall(floor, {report.HELP: figures(0.1)}, 2) == []


def test_the_sound_tasks_waits_are_said_run_by_run():
    """The seconds a default build's sound tasks waited for another worker's entries are said, each run's."""
    row = dict(figures(20.0, cpu=34.0), waited=[0.12, 5.3, 0.0])
    lines = report.least_wall({"wall": 11.9, "cpu": 11.9}, {report.DEFAULT: row}, 2)
    assert lines[1].endswith("0.12, 5.30, 0.00 s, run by run.") and "waited" in lines[1]
    assert len(report.least_wall({"wall": 11.9, "cpu": 11.9}, {report.DEFAULT: figures(20.0, cpu=34.0)}, 2)) == 1


def test_a_report_written_again_keeps_the_sections_written_by_hand():
    """make bench rewrote docs/performance.md whole, and every stop's hand-written notes went with it."""
    old = "# Performance\n\n## Results\n\nold figures\n\n## Issue 29, stop 46: by hand\n\nwhy\n"
    new = report.with_hand_sections("# Performance\n\n## Results\n\nnew figures\n", old)
    assert new == "# Performance\n\n## Results\n\nnew figures\n\n## Issue 29, stop 46: by hand\n\nwhy\n"
    assert report.with_hand_sections("# P\n", "") == "# P\n\n"


def test_a_captions_last_cue_is_its_text_alone(tmp_path):
    """The class set's count of sentences said reads the captions: the last cue, ended by the file's
    newline, counted once more with that newline (1859 said for 1857 made, stop 46)."""
    import bench  # tools/, on the path above

    vtt = tmp_path / "rules.vtt"
    cues = ["1\n00:00:00.000 --> 00:00:01.000\nHello.", "2\n00:00:01.000 --> 00:00:02.000\nHave fun."]
    vtt.write_text("WEBVTT\n\n" + "\n\n".join(cues) + "\n")
    assert bench.cue_texts(vtt) == ["Hello.", "Have fun."]


def test_the_engines_own_speed_up_is_said_beside_the_class_sets():
    """Two jobs share the host's caches and memory: the class set's 1.85x is read against what two
    copies of the floor at once give the engines themselves (bench_floor.two_at_once)."""
    one, two = report.class_row(3, 50, 1), report.class_row(3, 50, 2)
    rows = {one: figures(433.1), two: figures(245.7, workers_mb=232, workers=2)}
    host = {"once": 19.70, "both": 17.97, "cpu_once": 15.61, "cpu_both": 33.31, "speedup": 2 * 19.70 / 17.97}
    got = {n: (v, ok) for n, v, ok in report.targets(None, rows, (one, two), [(9, 9)], host)}
    assert got["Class set: speed-up with 2 jobs at least 1.85x"] == (
        "1.76x (the engines' own on this host: at most 1.87x)",
        False,
    )
    assert report.host_lines(host) == [
        "- Two copies of the floor at once took 17.97 s against 19.70 s for one: a wall speed-up of 2.19x with two "
        "jobs. Each copy spent 6.7% more CPU beside the other (33.31 CPU s for two, 15.61 for one): with both cores "
        "busy throughout, the engines' own speed-up with two jobs on this host is at most 1.87x."
    ]
    quiet = {"once": 13.23, "both": 12.87, "cpu_once": 13.21, "cpu_both": 25.08, "speedup": 2 * 13.23 / 12.87}
    assert "Each copy spent 5.1% less CPU beside the other" in report.host_lines(quiet)[0]  # stop 49's quiet run
    assert report.host_lines(None) == []


def test_the_workers_idle_time_is_read_from_when_each_task_began(tmp_path):
    """The class set says how long a worker ran no task (issue 29: 10.8 core-seconds unexplained at
    stop 49), at the start, at the end and in all, from each task's start in its worker and its wall."""
    import json

    import bench  # tools/, on the path above

    log = tmp_path / "tasks.jsonl"
    runs = [(0.0, 1.0), (0.5, 3.0), (1.25, 2.0), (3.0, 4.0)]  # worker A: 0-1, 1.25-2 (0.25 idle), 3-4; B: 0.5-3
    log.write_text(
        "".join(json.dumps({"event": "ended", "step": "docs", "began": a, "wall": b - a}) + "\n" for a, b in runs)
        + json.dumps({"event": "started", "step": "docs"})
        + "\n"
    )
    total, head, tail = bench.idle(log, 2)
    # one ran 0-0.5 (the head), 1-1.25, 2-3 and 3-4: two last ran at once 1.25-2, so the tail is 2-4
    assert (round(total, 3), round(head, 3), round(tail, 3)) == (2.75, 0.5, 2.0)
