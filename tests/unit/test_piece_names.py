"""A game's own names in what the engine says and in its pieces: `check`'s messages name the file's
players (never the engine's White and Black), piece names are one name whatever their capitals,
and an error about a piece names it by its name as well as its place."""

from __future__ import annotations

import pytest

from accessible_kits.errors import KitError
from accessible_kits.games import parse_game
from rule_texts import OTTERS


@pytest.fixture(scope="module")
def otters():
    return parse_game(OTTERS, "otters.toml")


def test_the_engines_messages_name_the_files_players():
    wrong = OTTERS.replace('{ move = "bar B3+C3+D3" }', '{ move = "square A1+B1+A2+B2" }')
    with pytest.raises(KitError, match=r"A2 is already covered by Otters$"):
        parse_game(wrong, "otters.toml")
    first = OTTERS.replace('{ move = "bend G7+F7+G6" }', '{ move = "bend F6+E6+F5" }')
    with pytest.raises(KitError, match=r"Red team's first piece must cover G7$"):
        parse_game(first, "otters.toml")


def test_piece_names_are_one_name_whatever_their_capitals(otters):
    twice = OTTERS.replace('name = "square"', 'name = "zig"')
    with pytest.raises(KitError, match=r"params\.pieces\[4\]\.name: 'Zig' is used twice \(capitals do not count\)"):
        parse_game(twice, "otters.toml")
    # a move may write a name in any case; the kit keeps it as the file writes it
    lower = parse_game(OTTERS.replace('move = "bar B3+C3+D3"', 'move = "zig B3+C3+C4+D4"'), "otters.toml")
    assert lower.replays[0][-1].move.piece == "Zig"
    assert otters.engine.parse("ZIG B3+C3+C4+D4").piece == "Zig"


def test_an_error_about_a_piece_names_it_by_name_and_place():
    apart = OTTERS.replace('"C1", "B2"] }', '"C1", "E2"] }')
    with pytest.raises(KitError, match=r"params\.pieces\[5\]\.cells: the piece 'tee': the squares do not all touch"):
        parse_game(apart, "otters.toml")
