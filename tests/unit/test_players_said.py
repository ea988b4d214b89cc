"""How the people at the table take a game's names, as rounds 10 to 12's cold readers needed it:
names are chosen (the file may name nobody at this table), the starter of round two is named,
and people's names keep their pieces and swap start cells (said where the start cells are)."""

from __future__ import annotations

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import MAYA, OTTERS, composed_texts, flat

LARGE = load_profile("large-print")


def test_names_are_chosen_and_round_two_names_its_starter():
    _, text, script = composed_texts(parse_game(MAYA, "maya.toml"), LARGE)
    for said in (flat(text), script):
        assert "Choose who plays Maya and who plays Theo. You can toss a coin." in said
        assert "Maya goes first in round 1." in said and "Maya goes first." not in said  # not every round
        assert "In the second round, Theo goes first." in said and "if the names" not in said
    # roles need no choosing: going first makes the first player
    poison = flat(composed_texts(load_game("poison-corner"), LARGE)[1])
    assert "Choose who goes first in round 1. You can toss a coin." in poison and "Choose who plays" not in poison


def test_peoples_names_keep_their_pieces_and_swap_start_cells():
    game = parse_game(OTTERS, "otters.toml")
    kit, text, _ = composed_texts(game, LARGE)
    t = flat(text)
    # the corner named first ("column H, the eighth column, row 8" was three sound-alikes: round 15)
    assert "Otters' start cell is the bottom left corner, A1. Red team's start cell is the top right corner, G7. " in t
    # where the start cells are said, with who goes first then (LISTEN31 #21)
    assert "In the second round, the players swap start cells, and Red team goes first. Nothing else is swapped." in t
    assert (
        "In the second round, each player keeps the same pieces, and the players swap start cells. "
        "Red team goes first, from the bottom left corner, A1. "
        "Otters' first piece then covers the top right corner, G7." in t
    )
    # who starts each round, round 1 too (round 15's braille reader); each round's start cells are the turn's line
    quick = flat(summary_text(kit))
    assert "Otters goes first in round 1, and Red team in round 2." in quick
    assert "In the second round, Otters' is G7, and Red team's is A1." in quick
    assert "with the pieces marked O" not in t  # the marks stay with their names
