"""`make bench`: build the issue-14 workloads and, in the same run, the engine floor; write docs/performance.md.

The floor is the work no build can avoid: espeak-ng's command line speaking the
same caption sentences, and cairosvg rendering the same SVG pages to PDF, run
one after the other. Each workload runs the real CLI in a fresh process
(tools/bench_wrap.py): its CPU time and peak memory cover everything it started
(pool workers and speech processes included), and each worker's peak memory is
sampled while it runs. Wall times are medians of --repeat runs. One kit's time is
broken down by task in-process (tools/bench_tasks.py), and the 3D step of each
tactile-3d kit is timed apart (tools/bench_3d.py).

Usage: python tools/bench.py [--repeat 3] [--class-size 50] [--class-jobs 1,2] [--only default,per-task] [--out FILE]
With --only, the report is printed and written only when --out is given; without it, every
workload runs and docs/performance.md is written. From make: make bench BENCH_ARGS="--only per-task".
The workloads: default (with the floor and the rebuild that changes nothing), changed, help,
class, per-task, 3d.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import bench_floor
import bench_report as report  # tools/, beside this script
from bench_floor import cue_texts, engine_rate

ROOT = Path(__file__).resolve().parent.parent
CLI = [sys.executable, "-m", "accessible_kits"]
GAMES = ["corner-polyominoes", "poison-corner", "row-removal"]

WRAP = str(ROOT / "tools" / "bench_wrap.py")
WORKLOADS = ("default", "changed", "help", "class", "per-task", "3d")


def measure(cmd: list[str], env: dict) -> dict:
    run = subprocess.run([sys.executable, WRAP, *cmd], capture_output=True, text=True, env=env, check=False)
    if run.returncode:
        sys.exit(f"bench: {' '.join(cmd)} failed:\n{run.stderr}")
    return json.loads(run.stdout)


def median(runs: list[dict]) -> dict:
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def fresh_env(cache: Path) -> dict:
    env = dict(os.environ, XDG_CACHE_HOME=str(cache))
    env.pop("ACCESSIBLE_KITS_CACHE", None)
    return env


def heard_wpm(kits: Path) -> list[tuple[str, float]]:
    """Words a minute heard in each built WAV, from the sentence cues: how well ENGINE_FIT holds."""
    from accessible_kits.audio.synthesis import words

    out = []
    for vtt in sorted(kits.glob("*/*/*.vtt")):
        if "chapters" in vtt.name:
            continue
        spans = re.findall(r"(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})\n(.+)", vtt.read_text())
        secs = sum(
            (int(c[4]) * 3600 + int(c[5]) * 60 + int(c[6]) + int(c[7]) / 1000)
            - (int(c[0]) * 3600 + int(c[1]) * 60 + int(c[2]) + int(c[3]) / 1000)
            for c in spans
        )
        out.append((f"{vtt.parent.parent.name} {vtt.stem}", sum(words(c[8]) for c in spans) / secs * 60))
    return out


def class_profiles(folder: Path, n: int) -> list[str]:
    """n generated profiles: varied cell and text sizes, paper and orientation, two speech settings."""
    folder.mkdir(parents=True, exist_ok=True)
    papers = ["A4", "letter", "A3"]
    paths = []
    for i in range(n):
        p = folder / f"pupil-{i + 1:02d}.toml"
        p.write_text(
            'extends = "standard"\n'
            f'name = "Pupil {i + 1}"\n'
            f'paper = "{papers[i % 3]}"\n'
            f'orientation = "{"landscape" if i % 4 == 3 else "portrait"}"\n'
            f'cell_size = "{18 + (i * 7) % 15}mm"\n'
            f'text_size = "{14 + (i * 5) % 7}pt"\n'  # 14-20 pt: record sheet columns fit on A4 and letter
            f'heading_size = "{20 + (i * 5) % 7}pt"\n'
            "[speech]\n"
            f"rate_wpm = {150 if i % 2 == 0 else 130}\n"
        )
        paths.append(str(p))
    return paths


def sentences(kits: Path, task_log: Path) -> tuple[int, int]:
    """(sentences synthesized, distinct (speech rate, sentence) pairs the kits say). The count is
    the sound tasks' own: each (voice, rate, sentence) a task synthesized, from the task log
    (tasks.log_task), not the cache's entries, which its bound (least recently used dropped first)
    thins out in a class set. Equal numbers mean each sentence was made once."""
    import html

    pairs = set()
    for vtt in kits.glob("*/*/*.vtt"):
        if not vtt.name.endswith("-chapters.vtt"):
            found = re.search(r'rate="([^"]+)"', vtt.with_suffix(".ssml").read_text(encoding="utf-8"))
            assert found, f"{vtt.with_suffix('.ssml')} names no rate"
            rate = found.group(1)
            pairs |= {(rate, html.unescape(t)) for t in cue_texts(vtt)}
    made = sum(len(e["spoken"]) for e in task_entries(task_log) if e["step"] == "sound" and e["event"] == "ended")
    return made, len(pairs)


def task_entries(task_log: Path) -> list[dict]:
    """The task log's entries (tasks.log_task: a JSON line a task's start and end)."""
    return [json.loads(line) for line in task_log.read_text(encoding="utf-8").splitlines()]


def twice(task_log: Path) -> int:
    """How many (voice, rate, sentence) the sound tasks synthesized more than once, from the log alone."""
    import collections

    said = collections.Counter(
        tuple(s) for e in task_entries(task_log) if e["step"] == "sound" and e["event"] == "ended" for s in e["spoken"]
    )
    return sum(1 for n in said.values() if n > 1)


def waited(task_log: Path) -> float:
    """Seconds the build's sound tasks waited for sentences and pieces another worker was making."""
    return sum(e.get("waited", 0.0) for e in task_entries(task_log) if e["step"] == "sound" and e["event"] == "ended")


def idle(task_log: Path, jobs: int) -> tuple[float, float, float]:
    """Core-seconds the build's `jobs` workers ran no task, from when each task began in its worker
    (tasks.log_task's "began") and its wall: (in all, before `jobs` tasks first ran at once, after they
    last did). A wait inside a task (on a speech process, on another worker's sentence) is not here."""
    runs = [(e["began"], e["began"] + e["wall"]) for e in task_entries(task_log) if e["event"] == "ended"]
    events = sorted([(a, 1) for a, _ in runs] + [(b, -1) for _, b in runs])
    spans, running = [], 0  # (seconds, tasks running through them)
    for (at, step), (after, _) in itertools.pairwise(events):
        running += step
        spans.append((after - at, running))
    full = [n for n, (_, running) in enumerate(spans) if running >= jobs]
    lost = [seconds * max(0, jobs - running) for seconds, running in spans]
    if not full:
        return sum(lost), sum(lost), 0.0
    return sum(lost), sum(lost[: full[0]]), sum(lost[full[-1] + 1 :])


def memory_by_kit(task_log: Path, kits: int) -> str:
    """The resident memory of the process that ran each kit's last task (MB after it, and that
    process's peak so far) at kit 1, a third, two thirds and the last: what grows over a class set."""
    ended = {e["kit"]: e for e in task_entries(task_log) if e["event"] == "ended" and e["step"] == "finish"}
    marks = sorted({0, kits // 3 - 1, 2 * kits // 3 - 1, kits - 1} & ended.keys())
    return ", ".join(f"kit {n + 1} {ended[n]['rss_mb']:.0f} (peak {ended[n]['peak_mb']:.0f})" for n in marks)


def class_set(
    work: Path, pflags: list[str], class_size: int, rows: dict, notes: list, *, runs=(1, 2)
) -> list[tuple[int, int]]:
    """4. The class set: 3 games x N profiles, at each --jobs of `runs`, each from an empty cache; each
    run's figures go into rows, how many sentences it synthesized and its memory kit by kit into
    notes; returns, for each run, (sentences synthesized, distinct sentences)."""
    sounds = []
    for jobs in runs:
        cache, task_log = work / f"class-cache-{jobs}", work / f"class-tasks-{jobs}.jsonl"
        out = work / f"class-{jobs}"
        cmd = CLI + ["build", *GAMES, *pflags, "-o", str(out), "--jobs", str(jobs), "--audio", "on"]
        task_log.unlink(missing_ok=True)  # the log is appended to
        env = dict(fresh_env(cache), ACCESSIBLE_KITS_TASK_LOG=str(task_log))
        rows[report.class_row(len(GAMES), class_size, jobs)] = m = measure(cmd, env)
        sounds.append(sentences(out, task_log))
        lost, head, tail = idle(task_log, jobs)
        notes.append(
            f"class set --jobs {jobs}: {sounds[-1][0]} sentences synthesized for {sounds[-1][1]} distinct sentences "
            f"and speech rates ({len(GAMES)} games x 2 speech settings); peak memory: "
            + (f"{m['workers']} worker processes, the largest {m['workers_mb']:.0f} MB, " if m["workers"] else "")
            + f"the main process {m['main_mb']:.0f} MB, "
            + (f"the fork server {m['server_mb']:.0f} MB, " if m.get("server_mb") else "")
            + f"a speech process {m['speech_mb']:.0f} MB; "
            f"{twice(task_log)} sentences synthesized more than once; "
            f"{lost:.1f} core-seconds with a worker running no task ({head:.1f} at the start, {tail:.1f} at the end); "
            f"resident MB of the process that "
            f"finished the kit: {memory_by_kit(task_log, len(GAMES) * class_size)}; the cache "
            + ", ".join(f"{kind} {mb:.0f} MB" for kind, mb in cache_mb(cache).items())
        )
        print(f"class set --jobs {jobs}: {m['wall']:.1f} s", flush=True)
        shutil.rmtree(out, ignore_errors=True)
    return sounds


def cache_mb(cache: Path) -> dict[str, float]:
    """MB held by each kind of the cache's entries at the end of a run (what its bound weighs)."""
    sys.path.insert(0, str(ROOT))
    from accessible_kits.cache import Cache

    return {kind: size / 2**20 for kind, (_, size) in sorted(Cache(cache / "accessible-kits").kinds().items())}


def default_builds(work: Path, repeat: int, rows: dict) -> dict:
    """1. the default build from an empty cache, 3. the same command again (nothing changed), and
    the floor from the kits built; the floor's median figures. Run 0's cache is left warm."""
    default, same, floors, waits = [], [], [], []
    for r in range(repeat):
        cache, out, task_log = work / f"cache-{r}", work / f"default-{r}", work / f"default-tasks-{r}.jsonl"
        env = fresh_env(cache)
        cmd = CLI + ["build", *GAMES, "-p", "large-print", "-o", str(out), "--jobs", "2", "--audio", "on"]
        task_log.unlink(missing_ok=True)  # the log is appended to
        default.append(measure(cmd, dict(env, ACCESSIBLE_KITS_TASK_LOG=str(task_log))))
        waits.append(waited(task_log))
        same.append(measure(cmd, env))
        floors.append(bench_floor.floor(out, env, measure))
        print(
            f"run {r + 1}: default {default[-1]['wall']:.2f} s, unchanged {same[-1]['wall']:.2f} s, "
            f"floor {floors[-1]['wall']:.2f} s",
            flush=True,
        )
    rows[report.DEFAULT] = median(default)
    rows[report.UNCHANGED] = median(same)
    rows[report.DEFAULT]["waited"] = waits
    return median(floors)


def changed_builds(work: Path, repeat: int, rows: dict) -> None:
    """2. warm cache (run 0's), changed profiles: only layout work and the sentences that name the paper are left."""
    changed = []
    for r in range(repeat):
        prof = work / f"large-print-{r}.toml"
        prof.write_text(
            f'extends = "large-print"\npaper = "{["letter", "A3", "A4"][r % 3]}"\ncell_size = "{26 + r}mm"\n'
        )
        cmd = CLI + ["build", *GAMES, "-p", str(prof), "-o", str(work / f"changed-{r}"), "--jobs", "2"]
        changed.append(measure(cmd + ["--audio", "on"], fresh_env(work / "cache-0")))
    rows[report.CHANGED] = median(changed)


def run(args, work: Path) -> dict:
    """Every workload asked for; what the report is made from."""
    want = set(args.only)
    rows: dict[str, dict] = {}
    notes: list[str] = []
    got: dict = {"rows": rows, "notes": notes, "floor": None, "class_key": None, "sounds": []}
    if want & {"default", "changed"}:
        got["floor"] = default_builds(work, args.repeat if "default" in want else 1, rows)
        got["heard"] = heard_wpm(work / "default-0")
        got["host"] = bench_floor.two_at_once(work / "default-0", fresh_env(work / "cache-0"))
        if "default" not in want:  # the build that warmed the cache is not a result
            del rows[report.DEFAULT], rows[report.UNCHANGED]
    if "changed" in want:
        changed_builds(work, args.repeat, rows)
    if "help" in want:  # 5.
        entry = str(Path(sys.executable).parent / "accessible-kits")  # the command a user runs
        rows[report.HELP] = median([measure([entry, "--help"], dict(os.environ)) for _ in range(5)])
    if "class" in want:  # 4.
        profiles = class_profiles(work / "class", args.class_size)
        pflags = [x for p in profiles for x in ("-p", p)]
        # the class profiles must build: check them first (one game, no audio), not after the long runs
        measure(
            CLI + ["build", "row-removal", *pflags, "-o", str(work / "class-check"), "--audio", "off"],
            fresh_env(work / "class-check-cache"),
        )
        got["sounds"] = class_set(work, pflags, args.class_size, rows, notes, runs=args.class_jobs)
        if args.class_jobs == [1, 2]:  # the speed-up needs both
            got["class_key"] = tuple(report.class_row(len(GAMES), args.class_size, j) for j in (1, 2))
    if "per-task" in want:
        got["tasks"] = __import__("bench_tasks").table()[0]
        print("\n".join(got["tasks"]), flush=True)
    if "3d" in want:
        got["3d"] = __import__("bench_3d").table()
    return got


def document(args, got: dict, load_before, load_after) -> str:
    """docs/performance.md from what ran."""
    rows, fl = got["rows"], got["floor"]
    text = [
        "# Performance",
        "",
        "Written by `make bench` (tools/bench.py). Wall times are medians of "
        f"{args.repeat} runs except the class set (one run each); CPU time and peak memory",
        "cover every process a workload started (a worker's peak is sampled while it runs). The floor is",
        "measured in the same run.",
        "",
        "## Machine",
        "",
        *report.machine(),
        f"- The whole run took {got['minutes']:.1f} min",
        *report.quiet(load_before, load_after, os.cpu_count() or 1),
        "",
    ]
    if set(args.only) != set(WORKLOADS):
        text += [f"Only these workloads ran (--only): {', '.join(args.only)}.", ""]
    if rows or fl:
        text += ["## Results", "", *report.results_table(fl, rows), ""]
        bound = report.least_wall(fl, rows, os.cpu_count() or 1) + report.host_lines(got.get("host"))
        if bound:
            text += [*bound, ""]
    aims = report.targets(fl, rows, got["class_key"], got["sounds"], got.get("host"))
    if aims:
        text += ["## Targets (issue 29)", "", *report.targets_table(aims), ""]
    if "tasks" in got:
        text += [
            "## Where one kit's time goes",
            "",
            "One kit made in one process as a build worker makes it (tools/bench_tasks.py), each stage timed by",
            "its CPU time (every thread, and the speech process it waits for); each writer after the products it",
            "reads are made, so its time is its own. Module imports are counted where they first happen.",
            "",
            *got["tasks"],
            "",
        ]
    if "3d" in got:
        text += [
            "## 3D models",
            "",
            "The 3D step of each tactile-3d kit (tools/bench_3d.py): making the models and writing their 3MF, STL",
            "and a picture of each part, in a fresh process after the rest of the kit is composed.",
            "",
            *got["3d"],
            "",
        ]
    text += [
        "## Reading these figures",
        "",
        "- On a machine shared with other work, wall times grow and two jobs cannot be twice as fast as one:",
        "  compare the CPU column with the wall column, and the load average above.",
        "- The floor has no loudness mastering, no MP3 encoding (one file a chapter; the whole script's MP3 is",
        "  those joined, not encoded again), no tagged rules PDF (WeasyPrint), no PNG previews and no worker",
        "  processes to start: those are what an empty-cache build spends beyond it.",
        "- With a warm cache and changed profiles, sound is made only for the sentences and chapters that",
        "  changed (the one that names the paper); the rest is drawing pages.",
        "- Before issue 14 the default build took 22.2 s wall and 13.2 s CPU, 13x the floor (measured then);",
        "  with MP3 chapters and the talking rule book added (issue 15) it took 52.6 s, 7.7x.",
        "",
    ]
    notes = list(got["notes"])
    if "heard" in got:
        notes.append(
            f"Heard speech rate (target 150 words a minute, engine rate {engine_rate()}): "
            + ", ".join(f"{name} {wpm:.0f}" for name, wpm in got["heard"])
        )
    if notes:
        text += ["## Notes", "", *[f"- {n}" for n in notes], ""]
    return "\n".join(text)


def workloads(value: str) -> list[str]:
    """--only's value: workload names, comma-separated, each one of WORKLOADS."""
    names = [v.strip() for v in value.split(",") if v.strip()]
    wrong = [n for n in names if n not in WORKLOADS]
    if wrong or not names:
        raise argparse.ArgumentTypeError(f"{', '.join(wrong) or value!r}: the workloads are {', '.join(WORKLOADS)}")
    return names


def main() -> None:
    """Run the workloads asked for and write (or print) the report."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--class-size", type=int, default=50)
    ap.add_argument("--only", type=workloads, default=list(WORKLOADS), help=f"some of: {','.join(WORKLOADS)}")
    ap.add_argument(
        "--class-jobs",
        type=lambda v: sorted({int(j) for j in v.split(",")}),
        default=[1, 2],
        help="the --jobs of the class set's runs (default 1,2; the speed-up is judged with both)",
    )
    ap.add_argument("--out", help="where the report goes (default docs/performance.md, for a full run)")
    args = ap.parse_args()
    out = args.out or (str(ROOT / "docs" / "performance.md") if set(args.only) == set(WORKLOADS) else None)
    load_before, started = os.getloadavg(), time.perf_counter()
    work = Path(tempfile.mkdtemp(prefix="accessible-kits-bench-"))
    try:
        got = run(args, work)
    finally:
        load_after = os.getloadavg()
        shutil.rmtree(work, ignore_errors=True)
    got["minutes"] = (time.perf_counter() - started) / 60
    text = document(args, got, load_before, load_after)
    if out:
        before = Path(out).read_text(encoding="utf-8") if Path(out).exists() else ""
        Path(out).write_text(report.with_hand_sections(text, before), encoding="utf-8")
    print(text)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
