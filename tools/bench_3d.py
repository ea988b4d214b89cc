"""The 3D step of `make bench`: for each built-in game at the tactile-3d profile, in a fresh
process, the time and memory of making the models (solids.model) and writing their files
(3MF, STL and a picture of each part, writers/models_3d.py), after the rest of the kit is composed.

Usage: python tools/bench_3d.py  (prints the table tools/bench.py puts in docs/performance.md)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ["corner-polyominoes", "poison-corner", "row-removal"]

STEP = """
import json, resource, sys, time
from dataclasses import replace
from accessible_kits import solids
from accessible_kits.compose import compose
from accessible_kits.games import load_game
from accessible_kits.profile import load_profile
from accessible_kits.writers import models_3d
game, profile = load_game(sys.argv[1]), load_profile("tactile-3d")
kit = compose(game, replace(profile, models_3d=False))  # the rest of the kit, not timed
before = resource.getrusage(resource.RUSAGE_SELF)
t = time.perf_counter()
model = solids.model(game, profile)
files = models_3d.write(replace(kit, models=model), profile, None)
wall = time.perf_counter() - t
after = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({
    "wall": wall,
    "cpu": after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime,
    "rss_mb": after.ru_maxrss / 1024,
    "grown_mb": (after.ru_maxrss - before.ru_maxrss) / 1024,
    "parts": len(model.parts),
    "triangles": sum(len(m.faces) for p in model.parts for m in p.meshes),
    "bytes": sum(len(f.data) for f in files),
}))
"""


def measure(game: str) -> dict:
    """The 3D step of one game's kit, in a fresh process."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", STEP, game], capture_output=True, text=True, env=env, check=False)
    if run.returncode:
        sys.exit(f"bench_3d: {game} failed:\n{run.stderr}")
    result: dict = json.loads(run.stdout)
    return result


def table() -> list[str]:
    """The markdown table of the 3D step, a row a game."""
    lines = [
        "| Kit (tactile-3d) | Parts | Triangles | Files (MB) | Wall s | CPU s | Peak memory (MB) | Grown by (MB) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for game in GAMES:
        m = measure(game)
        lines.append(
            f"| {game} | {m['parts']} | {m['triangles']} | {m['bytes'] / 1e6:.1f} | {m['wall']:.2f} | "
            f"{m['cpu']:.2f} | {m['rss_mb']:.0f} | {m['grown_mb']:.0f} |"
        )
    return lines


if __name__ == "__main__":
    print("\n".join(table()))
