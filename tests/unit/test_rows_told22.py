"""A row game's words as round 22's cold listener met them, for the built-in game and a user's
(tests/rule_texts.py FOUR_ROWS, the readers' own four rows), pen and tokens: the ban on a circle
brought back said plainly, the card alike (LISTEN22 #12); every refused move told in full, in the
order the scribe section teaches (LISTEN22 #6, LISTEN23 #9); and the board sheets' switch said again when the
first round ends (LISTEN22 #11)."""

from __future__ import annotations

import re

import pytest

from rule_texts import composed_flat, flat, row_games, section_texts

GAMES = row_games()
# a user's game of small rows, whose boards share their sheets as the built-in game's do
SMALL_ROWS = """id = "small-rows"
title = "Small rows"
family = "row-removal"
minutes = [5, 10]
[params]
rows = [2, 3, 4]
[[examples]]
title = "One turn"
steps = [{ move = "bottom row, 2", after = "2-3-2" }]
"""


@pytest.fixture(scope="module", params=[(g, p) for g in GAMES for p in ("standard", "tactile")])
def composed(request):
    name, profile = request.param
    return composed_flat(GAMES[name](), profile)


def test_the_ban_on_a_circle_brought_back_is_said_plainly(composed):
    """The ban "You may not bring back a crossed out circle, not even if you ask to take back a move
    on the board." was hard to parse by ear (LISTEN22 #12). Now the move taken back, then why, in the
    scribe's words to that ask; the card bans the same act."""
    from accessible_kits.writers.rules_text import summary_text

    _, kit, text, script = composed
    done = "covered" if "Each turn, cover circles" in text else "crossed out"
    ban = f"Once a circle is {done}, it stays {done}. No move is taken back."  # a new idea (READER31 #16)
    asked = f"If a player asks to take back a move on the board, the scribe says: a {done} circle stays {done}."
    assert ban in section_texts(kit, "not-allowed")
    card, card_said = flat(summary_text(kit)), " ".join(s.text for s in kit.summary_script if s.kind == "say")
    for words in (text, script):
        assert ban in words and asked in words
        assert "bring back" not in words and "not even if" not in words
    for words in (card, card_said):
        assert "You may not pass, or take back a move." in words
        assert "bring back" not in words


def test_every_refused_move_is_told_in_full_in_the_order_the_rules_teach(composed):
    """The words "That move is not allowed." said just after the move left open whether the refusal comes before
    or after the say-back and the yes (LISTEN22 #6); told in full for the first refusal only, a later
    one skipped them again (LISTEN23 #9, READER23 #18). Every refused move of the examples (the file's
    own, or the one the kit adds) is told step by step: said, said back, yes, checked, the scribe's
    words (the engine's reason), chosen again."""
    _, kit, text, script = composed
    steps = [line.text for x in kit.examples for line in x.steps]
    refused = [t for t in steps if "That move is not allowed." in t]
    assert refused
    order = [
        " says: ",
        ". The scribe says: ",  # the say-back, voiced (LISTEN29 #10)
        " says yes.",
        "The scribe checks the move.",
        "That move is not allowed.",
        "allowed. The scribe says: ",
        " chooses again.",
    ]
    for step in refused:
        at = [step.index(words) for words in order]
        assert at == sorted(at), step
    for words in (text, script):
        assert words.count("says yes. The scribe checks the move. That move is not allowed. The scribe says: ") == len(
            refused
        )


@pytest.fixture(scope="module", params=["standard", "large-print", "tactile"])
def every_game(request):
    """(profile, {name: (kit, script)}) of the row games, the built-in and the users' (as `composed`)."""
    from accessible_kits.games import parse_game

    games = {**GAMES, "small-rows": lambda: parse_game(SMALL_ROWS, "small.toml")}
    return request.param, {name: composed_flat(game(), request.param)[1::2] for name, game in games.items()}


def test_the_board_sheets_switch_is_said_once_where_round_2_begins(every_game):
    """Setting up alone said what to do with the board sheets for round 2, and nothing was said when
    round 1 ended (LISTEN22 #11); then it was said in three places (LISTEN27 #11), then listed in
    Setting up with the others, too many to hold by ear (LISTEN29 #8). The match section says it once,
    in covering's words (compose/covering.py); where there is no such step (one board a sheet, or one
    board for every round), nothing."""
    profile, kits = every_game
    switched = set()
    for name, (kit, script) in kits.items():
        match = " ".join(section_texts(kit, "match"))
        setup = " ".join(section_texts(kit, "setup"))
        assert "Before round 2" not in match and "Before round 2" not in script
        assert "Setting up lists" not in match + setup + script
        steps = re.findall(r"Before the second round, ((?:have|take|put|cover|move) [^.]+\.)", match)
        moment = r"For (?:the \w+|every) round, (?:have|take|put|cover|move) "
        assert len(steps) <= 1 and not re.search(moment, setup), setup
        if steps:
            assert script.count("Before the second round, ") == 1, match
            switched.add(name)
    if profile == "standard":  # the built-in game and a user's: two boards a sheet, and four
        assert {"row-removal", "small-rows"} <= switched, switched
