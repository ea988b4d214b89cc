"""`make bench`: build the issue-14 workloads and, in the same run, the engine floor; write docs/performance.md.

The floor is the work no build can avoid: espeak-ng's command line speaking the
same caption sentences, and cairosvg rendering the same SVG pages to PDF, run
one after the other. Each workload runs the real CLI in a fresh process; its CPU
time and peak memory come from getrusage of everything it started (pool workers
and speech processes included). Wall times are medians of --repeat runs.

Usage: python tools/bench.py [--repeat 3] [--class-size 50] [--out docs/performance.md]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLI = [sys.executable, "-m", "accessible_kits"]
GAMES = ["corner-polyominoes", "poison-corner", "row-removal"]

# Runs a command and reports the CPU time and peak memory of it and everything it started.
# Wall time is taken inside the wrapper, so its own start-up is not counted.
WRAP = """
import json, resource, subprocess, sys, time
t = time.perf_counter()
run = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
wall = time.perf_counter() - t
if run.returncode:
    sys.stderr.buffer.write(run.stderr)
    sys.exit(run.returncode)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"wall": wall, "cpu": r.ru_utime + r.ru_stime, "rss_mb": r.ru_maxrss / 1024}))
"""


def measure(cmd: list[str], env: dict) -> dict:
    run = subprocess.run([sys.executable, "-c", WRAP, *cmd], capture_output=True, text=True, env=env, check=False)
    if run.returncode:
        sys.exit(f"bench: {' '.join(cmd)} failed:\n{run.stderr}")
    return json.loads(run.stdout)


def median(runs: list[dict]) -> dict:
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def fresh_env(cache: Path) -> dict:
    env = dict(os.environ, XDG_CACHE_HOME=str(cache))
    env.pop("ACCESSIBLE_KITS_CACHE", None)
    return env


FLOOR_PDF = """
import sys, cairosvg
for path in sys.argv[1:]:
    cairosvg.svg2pdf(url=path, write_to=path + ".floor.pdf")
"""


def floor(kits: Path, env: dict) -> dict:
    """espeak-ng speaking every caption sentence of the kits, then cairosvg rendering every SVG page."""
    wall = cpu = rss = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        cmds = []
        for vtt in sorted(kits.glob("*/*/*.vtt")):
            if "chapters" in vtt.name:
                continue
            text = Path(tmp) / f"{vtt.parent.parent.name}-{vtt.stem}.txt"
            text.write_text("\n".join(cue_texts(vtt)) + "\n")
            cmds.append(["espeak-ng", "-v", "en", "-s", str(engine_rate()), "-f", str(text), "-w", str(text) + ".wav"])
        svgs = sorted(str(p) for p in kits.glob("*/*/pages/*.svg")) + sorted(
            str(p) for p in kits.glob("*/*/host-key/*.svg")
        )
        copies = []
        for i, svg in enumerate(svgs):
            copies.append(str(Path(tmp) / f"{i:03d}.svg"))
            shutil.copyfile(svg, copies[-1])
        cmds.append([sys.executable, "-c", FLOOR_PDF, *copies])
        for cmd in cmds:
            m = measure(cmd, env)
            wall += m["wall"]
            cpu += m["cpu"]
            rss = max(rss, m["rss_mb"])
    return {"wall": wall, "cpu": cpu, "rss_mb": rss}


def cue_texts(vtt: Path) -> list[str]:
    blocks = vtt.read_text(encoding="utf-8").split("\n\n")[1:]
    return [b.split("\n", 2)[2] for b in blocks if b.count("\n") >= 2]


def engine_rate() -> int:
    from accessible_kits.audio.synthesis import engine_rate as rate

    return rate(150)


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


def sentences(kits: Path, cache: Path) -> tuple[int, int]:
    """(sentences synthesized, distinct (speech rate, sentence) pairs the kits say). The cache
    holds one entry for each sentence synthesized (cache.py files them by kind), and builds
    that speak the same scripts take turns, so equal numbers mean each was made once."""
    import html

    from accessible_kits.cache import Cache

    pairs = set()
    for vtt in kits.glob("*/*/*.vtt"):
        if not vtt.name.endswith("-chapters.vtt"):
            found = re.search(r'rate="([^"]+)"', vtt.with_suffix(".ssml").read_text(encoding="utf-8"))
            assert found, f"{vtt.with_suffix('.ssml')} names no rate"
            rate = found.group(1)
            pairs |= {(rate, html.unescape(t)) for t in cue_texts(vtt)}
    return Cache(cache / "accessible-kits").kinds().get("sentence", (0, 0))[0], len(pairs)


def machine() -> list[str]:
    cpu = "unknown CPU"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    mem = "?"
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemTotal"):
                mem = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    espeak = (
        subprocess.run(["espeak-ng", "--version"], capture_output=True, text=True, check=False)
        .stdout.split("Data")[0]
        .strip()
    )
    return [
        f"- CPU: {cpu}, {os.cpu_count()} cores visible; memory {mem}",
        f"- System: {platform.platform()}; Python {platform.python_version()}; {espeak}",
    ]


def class_set(work: Path, pflags: list[str], class_size: int, rows: dict, notes: list) -> None:
    """4. The class set: 3 games x N profiles, --jobs 1 and --jobs 2, each from an empty cache; each
    run's figures go into rows, and how many sentences it synthesized into notes."""
    for jobs in (1, 2):
        cache = work / f"class-cache-{jobs}"
        cmd = CLI + [
            "build",
            *GAMES,
            *pflags,
            "-o",
            str(work / f"class-{jobs}"),
            "--jobs",
            str(jobs),
            "--audio",
            "on",
        ]
        rows[f"Class set, {len(GAMES)} games x {class_size} profiles, --jobs {jobs}"] = measure(cmd, fresh_env(cache))
        made, distinct = sentences(work / f"class-{jobs}", cache)
        notes.append(
            f"class set --jobs {jobs}: {made} sentences synthesized for {distinct} distinct sentences "
            f"and speech rates ({len(GAMES)} games x 2 speech settings)"
        )
        print(f"class set --jobs {jobs}: {rows[list(rows)[-1]]['wall']:.1f} s", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--class-size", type=int, default=50)
    ap.add_argument("--out", default=str(ROOT / "docs" / "performance.md"))
    args = ap.parse_args()
    load_before = os.getloadavg()
    work = Path(tempfile.mkdtemp(prefix="accessible-kits-bench-"))
    rows: dict[str, dict] = {}
    notes: list[str] = []
    try:
        profiles = class_profiles(work / "class", args.class_size)
        pflags = [x for p in profiles for x in ("-p", p)]
        # the class profiles must build: check them first (one game, no audio), not after the long runs
        measure(
            CLI + ["build", "row-removal", *pflags, "-o", str(work / "class-check"), "--audio", "off"],
            fresh_env(work / "class-check-cache"),
        )
        # 1. default build, empty cache; 3. the same command again, nothing changed
        default, same, floors = [], [], []
        for r in range(args.repeat):
            cache, out = work / f"cache-{r}", work / f"default-{r}"
            env = fresh_env(cache)
            cmd = CLI + ["build", *GAMES, "-p", "large-print", "-o", str(out), "--jobs", "2", "--audio", "on"]
            default.append(measure(cmd, env))
            same.append(measure(cmd, env))
            floors.append(floor(out, env))
            print(
                f"run {r + 1}: default {default[-1]['wall']:.2f} s, unchanged {same[-1]['wall']:.2f} s, "
                f"floor {floors[-1]['wall']:.2f} s",
                flush=True,
            )
        rows["Default build, empty cache (3 games, large-print, audio, --jobs 2)"] = median(default)
        rows["Rebuild, nothing changed"] = median(same)
        # 2. warm cache (from run 0), changed profiles: only layout work is left
        changed = []
        for r in range(args.repeat):
            prof = work / f"large-print-{r}.toml"
            prof.write_text(
                f'extends = "large-print"\npaper = "{["letter", "A3", "A4"][r % 3]}"\ncell_size = "{26 + r}mm"\n'
            )
            cmd = CLI + [
                "build",
                *GAMES,
                "-p",
                str(prof),
                "-o",
                str(work / f"changed-{r}"),
                "--jobs",
                "2",
                "--audio",
                "on",
            ]
            changed.append(measure(cmd, fresh_env(work / "cache-0")))
        rows["Changed profiles, warm cache"] = median(changed)
        fl = median(floors)
        # 5. --help
        helps = [
            measure([str(ROOT / ".venv" / "bin" / "accessible-kits"), "--help"], dict(os.environ)) for _ in range(5)
        ]
        rows["accessible-kits --help"] = median(helps)
        class_set(work, pflags, args.class_size, rows, notes)  # 4.
        heard = heard_wpm(work / "default-0")
    finally:
        load_after = os.getloadavg()
        shutil.rmtree(work, ignore_errors=True)

    k1 = f"Class set, {len(GAMES)} games x {args.class_size} profiles, --jobs 1"
    k2 = k1.replace("--jobs 1", "--jobs 2")
    speedup = rows[k1]["wall"] / rows[k2]["wall"]
    lines = [
        "| Workload | Wall s | CPU s | Wall / floor | Peak memory of one process (MB) |",
        "|---|---:|---:|---:|---:|",
        f"| Engine floor (espeak-ng CLI + cairosvg, same sentences and pages) | {fl['wall']:.2f} | "
        f"{fl['cpu']:.2f} | 1.00 | {fl['rss_mb']:.0f} |",
    ]
    for name, m in rows.items():
        lines.append(
            f"| {name} | {m['wall']:.2f} | {m['cpu']:.2f} | {m['wall'] / fl['wall']:.2f} | {m['rss_mb']:.0f} |"
        )
    d, c, s, h = (
        rows["Default build, empty cache (3 games, large-print, audio, --jobs 2)"],
        rows["Changed profiles, warm cache"],
        rows["Rebuild, nothing changed"],
        rows["accessible-kits --help"],
    )
    targets = [
        ("Default build, empty cache: at most 2x the floor", d["wall"] / fl["wall"], d["wall"] / fl["wall"] <= 2),
        ("Changed profiles, warm cache: at most 1x the floor", c["wall"] / fl["wall"], c["wall"] / fl["wall"] <= 1),
        ("Nothing changed: under 0.3x the floor", s["wall"] / fl["wall"], s["wall"] / fl["wall"] < 0.3),
        ("Class set: speed-up with 2 jobs at least 1.7x", speedup, speedup >= 1.7),
        (
            "Class set: peak memory per process under 400 MB",
            max(rows[k1]["rss_mb"], rows[k2]["rss_mb"]),
            max(rows[k1]["rss_mb"], rows[k2]["rss_mb"]) < 400,
        ),
        ("accessible-kits --help under 0.15 s", h["wall"], h["wall"] < 0.15),
    ]
    report = [
        "# Performance",
        "",
        "Written by `make bench` (tools/bench.py). Wall times are medians of "
        f"{args.repeat} runs except the class set (one run each); CPU time and peak memory",
        "cover every process a workload started. The floor is measured in the same run.",
        "",
        "## Machine",
        "",
        *machine(),
        f"- Load average (1, 5, 15 min) before: {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}; "
        f"after: {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f}",
        "",
        "## Results",
        "",
        *lines,
        "",
        "## Targets",
        "",
        "| Target | Measured | Met |",
        "|---|---:|---|",
        *[f"| {name} | {value:.2f} | {'yes' if ok else 'no'} |" for name, value, ok in targets],
        "",
        "## 3D models",
        "",
        "The 3D step of each tactile-3d kit (tools/bench_3d.py): making the models and writing their 3MF, STL",
        "and a picture of each part, in a fresh process after the rest of the kit is composed.",
        "",
        *__import__("bench_3d").table(),
        "",
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
        "## Notes",
        "",
        *[f"- {n}" for n in notes],
        "- Heard speech rate (target 150 words a minute, engine rate "
        f"{engine_rate()}): " + ", ".join(f"{name} {wpm:.0f}" for name, wpm in heard),
        "",
    ]
    text = "\n".join(report)
    Path(args.out).write_text(text)
    print(text)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
