"""A row game's words as round 21's cold readers met them, for the built-in game and a user's
(tests/rule_texts.py FOUR_ROWS, the readers' own four rows), pen and tokens: the say-back and the
yes in Your turn (LISTEN21 #4); no scribe's refusal for a circle "brought back", a move no player
can say, but the ask to take back a move on the board (LISTEN21 #3); and rows named by place words said
as they are, never "by its name, not by its place" (LISTEN21 #6, READER21 #11)."""

from __future__ import annotations

import pytest

from accessible_kits.compose import scribe_words
from rule_texts import composed_flat, row_games, section_texts

GAMES = row_games()


@pytest.fixture(scope="module", params=[(g, p) for g in GAMES for p in ("standard", "tactile")])
def composed(request):
    name, profile = request.param
    return composed_flat(GAMES[name](), profile)


def test_your_turn_has_the_say_back_and_the_yes_before_the_marks(composed):
    """The turn went from the move said to the marks and the read back; the say-back and the yes
    came only under "Playing with a scribe" (LISTEN21 #4). Now a step of the turn, after the move is
    said and before it is marked, true without a scribe too: the other player does the scribe's part."""
    _, kit, _, script = composed
    turn = section_texts(kit, "turn")
    back = turn.index("The scribe says your move back. If it is right, say yes.")
    said = next(i for i, line in enumerate(turn) if line.startswith("Say out loud how many circles"))
    marked = next(i for i, line in enumerate(turn) if line.endswith("that many circles in that row."))
    readback = next(i for i, line in enumerate(turn) if line.startswith("The scribe says how many circles are left"))
    assert said < back < marked < readback, turn
    assert turn[readback].endswith("Without a scribe, the other player does the scribe's part."), turn[readback]
    assert "The scribe says your move back. If it is right, say yes." in script


def test_no_refusal_for_a_move_nobody_can_say(composed):
    """The words "For a crossed out circle brought back, the scribe says" named a move no player can say
    ("2 circles from the top row" only crosses out), so a listener could not picture it (LISTEN21 #3).
    The ban stays (GAMES.md: no restoring), said with the one way it happens: a move on the board taken back."""
    _, kit, text, script = composed
    done = "covered" if "Each turn, cover circles" in text else "crossed out"
    ban = f"Once a circle is {done}, it stays {done}. No move is taken back."  # plainly (LISTEN22 #12, READER31 #16)
    assert ban in section_texts(kit, "not-allowed")
    asked = f"If a player asks to take back a move on the board, the scribe says: a {done} circle stays {done}."
    # under 25 words with the spoken script's [pause] (tests/test_rules.py::test_plain_language)
    assert all(len(s.split()) < 24 for s in ban.split(". ")) and len(asked.split()) < 24
    for words in (text, script):
        assert ban in words and asked in words
        assert "brought back" not in words
    # the refused moves' list ends on choosing again; a move on the board asked back is no turn to choose again in
    assert f"{asked} Then the player chooses again." not in text
    # said once after the whole list, not tied to its last refusal (LISTEN26 #4)
    # the list's last line is a pass's, as Not allowed's last rule (READER28 #56)
    assert f"you may not pass. After any of these, the player chooses again. {scribe_words.TRIES}" in text
    assert f"{asked} If a move is not allowed, the scribe says why" in text  # the ask before the list (round 28)


def test_rows_named_by_place_words_are_said_as_they_are(composed):
    """The words "Say a row by its name, not by its place. So the second row going down is called the
    middle row" read as a contradiction: top, middle and bottom are places (LISTEN21 #6, READER21 #11).
    Such names are said as they are, never a number; other names (Alpha ...) keep the sentence."""
    game, _, text, script = composed
    names = game.engine.row_names
    for words in (text, script):
        if game.id == "row-removal":
            assert "Say top, middle or bottom, never a number such as second row." in words
            assert "not by its place" not in words and "is called the middle row" not in words
        else:
            assert names[:2] == ("Alpha", "Bravo")
            assert "Say a row by its name, not by its place." in words
            assert "The second row going down is the Bravo row: call it the Bravo row." in words  # READER25 #11
