"""A paper size said where a listener could hear it as a cell: on a board with a cell A3 or A4,
the ear says "plain paper of size A4", never "A4 plain paper" beside "column A row 4"; print, and
a board without such a cell, keep "A4 plain paper"."""

from __future__ import annotations

import re

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, OTTERS, SMALL, composed_texts

SIZE = re.compile(r"\bA[345]\b")


def test_a_grid_games_script_says_the_paper_size_apart_from_any_cell():
    games = (load_game("poison-corner"), parse_game(OTTERS, "otters.toml"), parse_game(MAYA, "maya.toml"))
    for game in games:  # 7 by 4, 7 by 7, 7 by 3 (a cell A3)
        for profile in ("large-print", "standard"):  # a tactile kit runs liblouis: the full tier
            _, text, script = composed_texts(game, load_profile(profile))
            assert "A4 size plain paper" in script and "A4 plain paper" not in script and "of size" not in script
            sizes = list(SIZE.finditer(script))
            assert sizes and all(script[m.end() : m.end() + 6] == " size " for m in sizes), script
            assert "A4 plain paper" in text  # print says it as a printer's menu does


def test_a_board_without_such_a_cell_keeps_the_paper_size_as_written():
    """No cell A3 or A4 there (rows of circles; a grid of 2 rows): the words stay as they were."""
    for game in (load_game("row-removal"), parse_game(SMALL, "small.toml")):
        _, text, script = composed_texts(game, load_profile("large-print"))
        assert "A4 plain paper" in script and "A4 size" not in script and "A4 plain paper" in text
