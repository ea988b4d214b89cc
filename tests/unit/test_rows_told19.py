"""A row game's words as round 19's cold readers met them, for the built-in game and a user's
(tests/rule_texts.py FOUR_ROWS, the readers' own four rows): how a row is named, the second row
going down said by its name; a row said another way asked about, not refused."""

from __future__ import annotations

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import FOUR_ROWS, composed_texts, flat, section_lines

GAMES = {"row-removal": lambda: load_game("row-removal"), "four-rows": lambda: parse_game(FOUR_ROWS, "four.toml")}


@pytest.fixture(scope="module", params=[(g, p) for g in GAMES for p in ("standard", "tactile")])
def composed(request):
    name, profile = request.param
    game = GAMES[name]()
    kit, text, script = composed_texts(game, load_profile(profile))
    return game, kit, flat(text), script


@pytest.mark.parametrize("part", ["text", "script"])
def test_the_second_row_going_down_is_said_by_its_name(composed, part):
    """READER19 #10, LISTEN19's question 9: nowhere said "second row"; a reader inferred it from the
    names going down. The rules say a row is named, not placed, and which row the second one is."""
    game, _, text, script = composed
    words = text if part == "text" else script
    second = {"row-removal": "the middle row", "four-rows": "the Bravo row"}[game.id]
    assert "Say a row by its name, not by its place." in words
    assert f"So the second row going down is called {second}, not the second row." in words
    assert game.engine.row_names[1] in second  # the engine's second name, top row first


def test_a_row_said_another_way_is_a_question_not_a_refusal(composed):
    """LISTEN19 #11: "the scribe asks: which row?" beside "You may not choose a row ... not on the
    board" left a listener asking which. The engine refuses only a move in a row it has (a row with
    no circle left); any other row words get the scribe's question, said to be no refusal."""
    game, kit, text, script = composed
    names = game.engine.row_names
    asked = f"If a player says a row any other way, the scribe asks: which row, {', '.join(names[:-1])} or {names[-1]}?"
    for words in (text, script):
        assert f"{asked} That is a question, not a refused move." in words
        assert "not on the board" not in words
        assert "You may not choose a row with no circle left." in words
    summary = " ".join(sent.text for line in section_lines(kit.summary) for sent in line.sentences)
    assert "You may not choose a row with no circle left." in summary and "not on the board" not in summary


def test_the_starter_says_the_end_rule_before_the_rounds_first_move(composed):
    """LISTEN19 #16: "before its first move" left "its" to be found (the round's). Said in the
    spoken welcome only (key_rule); the printed rules say it in Setting up."""
    _, _, text, script = composed
    said = "The player who starts a round says this rule out loud before the round's first move."
    assert said in script and "Before each round's first move, the player who starts says this rule" in text
    assert "its first move" not in text + script
