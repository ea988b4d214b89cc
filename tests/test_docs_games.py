"""Every game file docs/games.md shows builds into a kit as it is copied (one for each family)."""

from __future__ import annotations

import re
from pathlib import Path

from accessible_kits.families import FAMILIES
from cli_runner import run

DOC = Path(__file__).resolve().parent.parent / "docs" / "games.md"


def test_every_toml_block_of_the_games_docs_builds(tmp_path):
    blocks = re.findall(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == len(FAMILIES)
    paths = []
    for n, text in enumerate(blocks, 1):
        path = tmp_path / f"block-{n}.toml"
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
    out = tmp_path / "kits"
    result = run("build", *paths, "-p", "large-print", "-o", str(out), "--audio", "off", "--jobs", "1")
    assert result.exit_code == 0, result.output
    for text in blocks:
        game_id = re.search(r'^id = "([a-z0-9-]+)"', text, re.M).group(1)
        rules = (out / game_id / "large-print" / "rules.txt").read_text(encoding="utf-8")
        title = re.search(r'^title = "(.+)"', text, re.M).group(1)
        assert title in rules
