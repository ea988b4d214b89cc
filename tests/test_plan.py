"""The plan counts the sheets it lays out exactly as the pages are drawn, for every built-in kit.

The build holds a kit to its most sheets from the plan, before a word is written or a page
drawn; this proves the count is the one the drawn pages have (boards, board parts, pieces,
raised tokens, the braille key). Tactile kits need liblouis, so this is not in tests/unit.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from accessible_kits import plan
from accessible_kits.compose import blank_set, compose
from accessible_kits.games import load_game
from accessible_kits.profile import load_profile
from accessible_kits.render.pages import kit_pages

GAMES = ["poison-corner", "corner-polyominoes", "row-removal"]
PROFILES = ["standard", "large-print", "high-contrast", "tactile"]
PLANNED = re.compile(r"board-\d+|.+-part-\d+|pieces-\d+|tokens-\d+|key")


def planned_pages(game, profile):
    """The plan of a kit, and the ids of the pages drawn from it that the plan lays out."""
    kit_plan = plan.make(game, profile, *blank_set(game))
    pages = kit_pages(compose(game, profile, kit_plan.boards), profile)
    return kit_plan, [pg.id for pg in pages if PLANNED.fullmatch(pg.id)]


@pytest.mark.parametrize("profile_ref", PROFILES)
@pytest.mark.parametrize("game_ref", GAMES)
def test_the_plan_counts_the_sheets_the_pages_have(game_ref, profile_ref):
    """The plan's sheets are the drawn ones. One exception, by design: the plan lays out the tokens
    before the worked examples' diagrams exist, so tokens that render/raised.py then fits under the
    last diagram are still a sheet of the plan (an upper bound, for MAX_SHEETS); the preparation plan
    and the words count them as drawn (test_preparation)."""
    game, profile = load_game(game_ref), load_profile(profile_ref)
    kit_plan, ids = planned_pages(game, profile)
    drawn = kit_pages(compose(game, profile, kit_plan.boards), profile)
    under_diagram = [pg.id for pg in drawn if pg.id.startswith("examples-") and "Tokens" in pg.svg]
    assert kit_plan.sheets == len(ids) + (kit_plan.token_sheets if under_diagram else 0), ids
    if under_diagram:
        assert kit_plan.token_sheets == 1 and not [i for i in ids if i.startswith("tokens-")]
    assert kit_plan.boards.sheets == len([i for i in ids if i.startswith("board-") or "-part-" in i])


@pytest.mark.parametrize("profile_ref", ["large-print", "tactile"])
def test_a_split_board_and_many_tokens_are_counted_as_drawn(profile_ref):
    """Big cells: the board is split over sheets, and the tokens run over several sheets."""
    p = replace(load_profile(profile_ref), cell_size=60.0)
    kit_plan, ids = planned_pages(load_game("poison-corner"), p)
    assert kit_plan.boards.split
    assert kit_plan.sheets == len(ids), ids
    if p.braille:
        assert kit_plan.token_sheets > 1
