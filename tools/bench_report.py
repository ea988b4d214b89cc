"""The tables of docs/performance.md, from the figures tools/bench.py measured.

Kept apart from the measuring so the targets and their wording can be checked without a
build (tests/unit/test_bench_report.py).
"""

from __future__ import annotations

import os
import platform
import subprocess

# The names bench.py gives its rows
DEFAULT = "Default build, empty cache (3 games, large-print, audio, --jobs 2)"
UNCHANGED = "Rebuild, nothing changed"
CHANGED = "Changed profiles, warm cache"
HELP = "accessible-kits --help"


def class_row(games: int, size: int, jobs: int) -> str:
    """The row name of the class set at --jobs `jobs`."""
    return f"Class set, {games} games x {size} profiles, --jobs {jobs}"


def results_table(floor: dict | None, rows: dict[str, dict]) -> list[str]:
    """Each workload's wall and CPU time, its wall against the floor's, and its memory."""
    lines = [
        "| Workload | Wall s | CPU s | Wall / floor | Peak memory of one process (MB) | Peak of a worker (MB) |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    if floor:
        lines.append(
            f"| Engine floor (espeak-ng CLI + cairosvg, same sentences and pages) | {floor['wall']:.2f} | "
            f"{floor['cpu']:.2f} | 1.00 | {floor['rss_mb']:.0f} | |"
        )
    for name, m in rows.items():
        ratio = f"{m['wall'] / floor['wall']:.2f}" if floor else ""
        worker = f"{m['workers_mb']:.0f}" if m.get("workers") else ""
        lines.append(f"| {name} | {m['wall']:.2f} | {m['cpu']:.2f} | {ratio} | {m['rss_mb']:.0f} | {worker} |")
    return lines


def least_wall(floor: dict | None, rows: dict[str, dict], cores: int) -> list[str]:
    """What the default build's CPU time allows: its CPU seconds shared by every core from the
    first second to the last, against the floor's CPU seconds (a one-process floor's wall on a
    quiet machine). The load changes CPU times far less than wall times, so this says, even on
    a busy machine, whether the wall target is a matter of keeping the cores busy or of doing
    less work."""
    if not floor or DEFAULT not in rows or not floor["cpu"]:
        return []
    least = rows[DEFAULT]["cpu"] / cores / floor["cpu"]
    return [
        f"- With all {cores} cores busy from start to end, the default build's {rows[DEFAULT]['cpu']:.2f} CPU s "
        f"would take {least:.2f}x the floor's {floor['cpu']:.2f} CPU s: the least that scheduling can give.",
        *(
            [
                "- Its sound tasks waited for sentences and pieces another worker was making (a core idle meanwhile): "
                + ", ".join(f"{w:.2f}" for w in rows[DEFAULT]["waited"])
                + " s, run by run."
            ]
            if rows[DEFAULT].get("waited")
            else []
        ),
    ]


def builder_mb(m: dict) -> float:
    """The peak memory of a process that builds kits: a worker's, or the main process's when
    the build had no workers (--jobs 1 with at most build.KITS_PER_WORKER kits runs the same tasks
    in the main process, which then also holds what the scheduler keeps between them: judged
    whole, not as a worker's share; a longer build runs them in workers started again)."""
    return float(m["workers_mb"] if m.get("workers") else m["main_mb"])


def targets(
    floor: dict | None, rows: dict[str, dict], class_key: tuple[str, str] | None, sounds, host: dict | None = None
) -> list:
    """(target, measured, met) for each of issue 29's targets whose workloads ran.

    `class_key`: the class set's rows at --jobs 1 and 2; `sounds`: (sentences synthesized,
    distinct sentences) of each class-set run; `host`: bench_floor.two_at_once's figures, said
    beside the class set's speed-up (the most two jobs give the engines on this host).
    """
    out = []
    if floor:
        for name, key, limit in (
            ("Default build, empty cache: at most 1.5x the floor (wall)", DEFAULT, 1.5),
            ("Changed profiles, warm cache: at most 0.5x the floor", CHANGED, 0.5),
        ):
            if key in rows:
                ratio = rows[key]["wall"] / floor["wall"]
                out.append((name, f"{ratio:.2f}x", ratio <= limit))
        if UNCHANGED in rows:
            ratio = rows[UNCHANGED]["wall"] / floor["wall"]
            out.append(("Nothing changed: under 0.1x the floor", f"{ratio:.2f}x", ratio < 0.1))
    if HELP in rows:
        out.append(("accessible-kits --help: under 0.1 s", f"{rows[HELP]['wall']:.3f} s", rows[HELP]["wall"] < 0.1))
    if class_key:
        one, two = rows[class_key[0]], rows[class_key[1]]
        speedup = one["wall"] / two["wall"]
        said = f"{speedup:.2f}x" + (f" (the engines' own on this host: at most {cpu_bound(host):.2f}x)" if host else "")
        out.append(("Class set: speed-up with 2 jobs at least 1.85x", said, speedup >= 1.85))
        worker = max(builder_mb(one), builder_mb(two))
        out.append(("Class set: peak memory of a process building kits under 300 MB", f"{worker:.0f} MB", worker < 300))
        once = all(made == distinct for made, distinct in sounds)
        said = ", ".join(f"{made} of {distinct}" for made, distinct in sounds)
        out.append(("Class set: each sound made once (sentences synthesized of distinct)", said, once))
    return out


def cpu_bound(host: dict) -> float:
    """The engines' speed-up with two jobs from their CPU alone: one copy's CPU run alone, twice, against two
    copies' CPU shared by two cores (4 x once / both). Wall times on a busy host swing both ways (stop 49: two
    copies at once beat one copy alone, 2.19x); the CPU a copy spends more beside another is the host's cost."""
    return 4 * host["cpu_once"] / host["cpu_both"]


def host_lines(host: dict | None) -> list[str]:
    """What two jobs give the engines themselves on this host (bench_floor.two_at_once)."""
    if not host:
        return []
    more = host["cpu_both"] / (2 * host["cpu_once"]) - 1
    cost = f"{abs(more):.1%} {'more' if more >= 0 else 'less'}"  # a quiet host's copies can spend less (stop 49)
    return [
        f"- Two copies of the floor at once took {host['both']:.2f} s against {host['once']:.2f} s for one: "
        f"a wall speed-up of {host['speedup']:.2f}x with two jobs. Each copy spent {cost} CPU beside "
        f"the other ({host['cpu_both']:.2f} CPU s for two, {host['cpu_once']:.2f} for one): with both cores busy "
        f"throughout, the engines' own speed-up with two jobs on this host is at most {cpu_bound(host):.2f}x."
    ]


def targets_table(rows: list) -> list[str]:
    """The targets as a markdown table."""
    lines = ["| Target | Measured | Met |", "|---|---:|---|"]
    return lines + [f"| {name} | {value} | {'yes' if ok else '**no**'} |" for name, value, ok in rows]


def quiet(before: tuple[float, float, float], after: tuple[float, float, float], cores: int) -> list[str]:
    """How busy the machine was: the load averages, and a warning when it was not quiet."""
    lines = [
        f"- Load average (1, 5, 15 min) before: {before[0]:.2f} {before[1]:.2f} {before[2]:.2f}; "
        f"after: {after[0]:.2f} {after[1]:.2f} {after[2]:.2f}"
    ]
    if before[0] > 0.5 * cores:
        lines += [
            "",
            f"**Warning: the machine was not quiet.** The 1-minute load before the run was {before[0]:.2f}, "
            f"more than half its {cores} cores: other work shared them, so the wall times and the speed-up "
            "below are worse than this code gives. Compare CPU times, or run `make bench` again on a quiet machine.",
        ]
    return lines


def machine() -> list[str]:
    """The CPU, memory, system, Python and espeak-ng the figures were measured on."""
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


HAND = "## Issue "  # the sections written by hand, after the generated report: kept when it is written again


def with_hand_sections(generated: str, old: str) -> str:
    """The generated report followed by the hand-written sections of the report it replaces (from
    its first HAND heading on): a full run wrote docs/performance.md whole, and the notes of every
    stop on issue 29 went with the old figures (stop 46)."""
    at = old.find("\n" + HAND)
    return generated.rstrip("\n") + "\n" + (old[at:] if at >= 0 else "\n")
