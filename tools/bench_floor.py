"""The engine floor of `make bench`, and the host's own speed-up with two jobs.

The floor is the work no build can avoid: espeak-ng's command line speaking the kits' caption
sentences, and cairosvg rendering their SVG pages to PDF, one command after the other.

Two jobs on two cores are not twice as fast as one even when no work waits: the two processes
share the host's caches and memory (and, on a VM, its other tenants). Stops 42 to 48 measured
the class set's two-job run spending 3 to 4 % more CPU than its one-job run, step by step alike.
`two_at_once` measures what this host gives the engines themselves: the floor's commands once,
then two copies of them at once, one per core. Equal work on each core, no scheduling, so the
speed-up it finds is the most any schedule can reach for work like the engines' on this host.
"""

from __future__ import annotations

import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

FLOOR_PDF = """
import sys, cairosvg
for path in sys.argv[1:]:
    cairosvg.svg2pdf(url=path, write_to=path + ".floor.pdf")
"""


def cue_texts(vtt: Path) -> list[str]:
    """Each cue's text. The file's last cue ends with the file's newline, not a blank line: kept, it
    counted "Have fun." twice among the sentences a class set says (1859 for 1857 made, stop 46)."""
    blocks = vtt.read_text(encoding="utf-8").split("\n\n")[1:]
    return [b.split("\n", 2)[2].rstrip("\n") for b in blocks if b.count("\n") >= 2]


def engine_rate() -> int:
    """espeak-ng's -s value the kits speak at (heard as 150 words a minute)."""
    from accessible_kits.audio.synthesis import engine_rate as rate

    return rate(150)


def commands(kits: Path, tmp: Path) -> list[list[str]]:
    """The floor's commands for the kits in `kits`, their inputs and outputs written under `tmp`."""
    cmds = []
    for vtt in sorted(kits.glob("*/*/*.vtt")):
        if "chapters" in vtt.name:
            continue
        text = tmp / f"{vtt.parent.parent.name}-{vtt.stem}.txt"
        text.write_text("\n".join(cue_texts(vtt)) + "\n")
        cmds.append(["espeak-ng", "-v", "en", "-s", str(engine_rate()), "-f", str(text), "-w", str(text) + ".wav"])
    svgs = sorted(kits.glob("*/*/pages/*.svg")) + sorted(kits.glob("*/*/host-key/*.svg"))
    copies = []
    for i, svg in enumerate(svgs):
        copies.append(str(tmp / f"{i:03d}.svg"))
        shutil.copyfile(svg, copies[-1])
    return cmds + [[sys.executable, "-c", FLOOR_PDF, *copies]]


def floor(kits: Path, env: dict, measure: Callable[[list[str], dict], dict]) -> dict:
    """The floor's wall and CPU time (each command measured by `measure`, summed) and its peak memory."""
    wall = cpu = rss = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for cmd in commands(kits, Path(tmp)):
            m = measure(cmd, env)
            wall += m["wall"]
            cpu += m["cpu"]
            rss = max(rss, m["rss_mb"])
    return {"wall": wall, "cpu": cpu, "rss_mb": rss}


def _children_cpu() -> float:
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def _run_all(cmds: list[list[str]], env: dict) -> None:
    for cmd in cmds:
        subprocess.run(cmd, env=env, check=True, capture_output=True)


def two_at_once(kits: Path, env: dict) -> dict:
    """The floor's commands run once, then two copies at once (each its own files): the wall and
    CPU of each, and the speed-up 2 x once / both, the most two jobs give the engines on this host."""
    with tempfile.TemporaryDirectory() as tmp:
        runs = []
        for n in range(2):
            (Path(tmp) / str(n)).mkdir()
            runs.append(commands(kits, Path(tmp) / str(n)))
        cpu0, t0 = _children_cpu(), time.perf_counter()
        _run_all(runs[0], env)
        cpu1, t1 = _children_cpu(), time.perf_counter()
        threads = [threading.Thread(target=_run_all, args=(cmds, env)) for cmds in runs]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        cpu2, t2 = _children_cpu(), time.perf_counter()
    once, both = t1 - t0, t2 - t1
    return {
        "once": once,
        "both": both,
        "cpu_once": cpu1 - cpu0,
        "cpu_both": cpu2 - cpu1,
        "speedup": 2 * once / both,
    }
