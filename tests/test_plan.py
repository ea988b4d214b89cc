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
from accessible_kits.render.raised import diagram_items

GAMES = ["poison-corner", "corner-polyominoes", "row-removal"]
PROFILES = ["standard", "large-print", "high-contrast", "tactile"]
PLANNED = re.compile(r"board-\d+|.+-part-\d+|pieces-\d+|tokens-\d+|key|examples-\d+")


def planned_pages(game, profile):
    """The plan a kit carries (made before the words, then its raised diagrams laid out once the
    examples are replayed), and the ids of the pages drawn from it that the plan lays out."""
    blank = blank_set(game)
    first = plan.make(game, profile, *blank)
    kit = compose(game, profile, first)
    kit_plan = plan.with_diagrams(first, game, profile, blank, diagram_items(kit.examples))
    assert kit.plan == kit_plan.boards, "the kit carries the plan laid out with its diagrams"
    return kit_plan, [pg.id for pg in kit_pages(kit, profile) if PLANNED.fullmatch(pg.id)]


@pytest.mark.parametrize("profile_ref", PROFILES)
@pytest.mark.parametrize("game_ref", GAMES)
def test_the_plan_counts_the_sheets_the_pages_have(game_ref, profile_ref):
    """The plan's sheets are the drawn ones, the raised diagrams and tokens under the last one
    too: where the tokens go is the plan's decision (plan.with_diagrams), which the pages follow.
    The plan made before the words counts a sheet of tokens then (for the most sheets a kit):
    never fewer than drawn."""
    game, profile = load_game(game_ref), load_profile(profile_ref)
    kit_plan, ids = planned_pages(game, profile)
    assert kit_plan.sheets == len(ids), ids
    assert kit_plan.token_sheets == len([i for i in ids if i.startswith("tokens-")])
    assert kit_plan.diagram_sheets == len([i for i in ids if i.startswith("examples-")])
    assert kit_plan.boards.sheets == len([i for i in ids if i.startswith("board-") or "-part-" in i])
    assert plan.make(game, profile, *blank_set(game)).sheets >= kit_plan.sheets - kit_plan.diagram_sheets


@pytest.mark.parametrize("profile_ref", ["large-print", "tactile"])
def test_a_split_board_and_many_tokens_are_counted_as_drawn(profile_ref):
    """Big cells: the board is split over sheets, and the tokens run over several sheets."""
    p = replace(load_profile(profile_ref), cell_size=60.0)
    kit_plan, ids = planned_pages(load_game("poison-corner"), p)
    assert kit_plan.boards.split
    assert kit_plan.sheets == len(ids), ids
    if p.braille:
        assert kit_plan.token_sheets > 1
