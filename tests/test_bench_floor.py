"""`make bench`'s floor and the host's own two-job speed-up, run for real on a tiny kit:
espeak-ng speaking its captions and cairosvg drawing its page (tools/bench_floor.py)."""

from __future__ import annotations

import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[1] / "tools"
sys.path.insert(0, str(TOOLS))

import bench_floor  # noqa: E402

CUES = "WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nHello.\n\n2\n00:00:01.000 --> 00:00:02.000\nHave fun.\n"
SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10mm" height="10mm"><rect width="5" height="5"/></svg>'


def tiny_kit(root: Path) -> Path:
    folder = root / "kits" / "game" / "large-print"
    (folder / "pages").mkdir(parents=True)
    (folder / "rules.vtt").write_text(CUES)
    (folder / "rules-chapters.vtt").write_text(CUES)  # chapter titles are not spoken by the floor
    (folder / "pages" / "board.svg").write_text(SVG)
    return root / "kits"


def test_the_floors_commands_speak_the_captions_and_draw_the_pages(tmp_path):
    (tmp_path / "work").mkdir()
    cmds = bench_floor.commands(tiny_kit(tmp_path), tmp_path / "work")
    assert [c[0] for c in cmds] == ["espeak-ng", sys.executable]
    assert (tmp_path / "work" / "game-rules.txt").read_text() == "Hello.\nHave fun.\n"
    assert cmds[1][-1] == str(tmp_path / "work" / "000.svg")


def test_two_copies_at_once_are_measured_against_one(tmp_path):
    """Both copies run whole, each with its own files, and the speed-up is 2 x once / both."""
    got = bench_floor.two_at_once(tiny_kit(tmp_path), {"PATH": "/usr/bin:/bin"})
    assert got["once"] > 0 and got["both"] > 0 and got["cpu_once"] > 0
    assert got["cpu_both"] > 1.5 * got["cpu_once"]  # two copies' work, not one
    assert abs(got["speedup"] - 2 * got["once"] / got["both"]) < 1e-9
