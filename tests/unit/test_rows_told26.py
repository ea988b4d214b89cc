"""A row game's words as round 26's cold readers met them, for the built-in game, the readers' four
rows (tests/rule_texts.py FOUR_ROWS) and a user's game of two rows (TWO_REFUSED), pen and tokens: a
ringed mark is made again on a circle, not a "place" (LISTEN26 #3); the player chooses again after
any refusal, said once after the list (LISTEN26 #4); the record's Row column holds the row's name,
written whole (READER26 #10); and the scribe reads back before saying who took the last circle, as
the examples do (READER26 #11)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose import scribe_words
from rule_texts import ROW_CASES, composed_row_case, section_texts


@pytest.fixture(scope="module", params=ROW_CASES)
def composed(request):
    return composed_row_case(request.param)


def _done(text: str) -> str:
    """The game's marking word, as its tagline says it."""
    return "covered" if "Each turn, cover circles" in text else "crossed out"


def test_a_ringed_mark_is_made_again_on_a_circle(composed):
    """LISTEN26 #3: "cross out a place whose wrong mark was ringed, cross out that place again" left a
    listener asking whether a later move must take that one, as any circle of a row may be taken.
    Pen marks say circle; tokens come off, so a raised kit rings nothing."""
    _, _kit, text, script = composed
    said = (  # one idea a sentence: the ring leaves the circle there, then where a later mark goes (forms36)
        "A circle whose wrong mark is ringed is still there. "
        "If a later move crosses out that circle, make the new mark beside the ring."
    )
    for words in (text, script):
        assert "place whose wrong mark" not in words and "that place again" not in words
        if _done(text) == "crossed out":
            assert words.count(said) == 1, words
        else:
            assert "whose wrong mark is ringed" not in words


def test_the_player_chooses_again_after_any_refusal(composed):
    """LISTEN26 #4: "Then the player chooses again." came only after the last refusal's words, so a
    listener checked whether it held for the others. One line after the whole list, before the ask
    to take a move back (no turn's move: nobody chooses again after it), which comes before the list
    since round 28, so the list runs on into how often (scribe_words.TRIES)."""
    _, kit, text, script = composed
    lines = section_texts(kit, "scribe")
    again = "After any of these, the player chooses again."
    assert lines.count(again) == 1, lines
    at = lines.index(again)
    refusals = [i for i, line in enumerate(lines) if re.match(r"For [^,]+, the scribe says", line)]
    assert len(refusals) >= 2 and refusals == list(range(at - len(refusals), at)), lines
    assert lines[at + 1] == scribe_words.TRIES
    assert lines[at - len(refusals) - 2].startswith("If a player asks to take back a move on the board")
    for words in (text, script):
        assert "Then the player chooses again." not in words
        assert words.count(again) == 1


def test_the_row_column_holds_the_rows_name(composed):
    """READER26 #10: "Row: row name." beside count columns headed A, B, C and D "short for the rows'
    names" asked whether to write Delta or D. The column says the name, like the game's last row's."""
    game, _kit, text, script = composed
    last = game.engine.row_names[-1]
    said = f"Row: the row's name, like {last}."
    for words in (text, script):
        assert words.count(said) == 1, words
        assert "Row: row name." not in words


def test_the_last_circle_is_read_back_before_the_winner_is_said(composed):
    """READER26 #11: "When a move takes the last circle, the scribe says who took it, and who wins."
    was silent on the read back the examples give first. The rule says the order of the example that
    ends a game: the read back, every row at zero, then the scribe's end sentence."""
    _, _kit, text, script = composed
    done = _done(text)
    for words, zero in ((text, "0"), (script, "zero")):
        does = "covers" if done == "covered" else "crosses out"  # the move's own verb (task rows29)
        rule = (
            f"When a move {does} the last circle, the scribe first reads back every row, as after every move: "
            f"each has {zero} circles. Then the scribe says who {done} the last circle, and who wins"
        )
        assert words.count(rule) == 1, words
        # the example's last move, as the engine replays it: its read back, then the end sentence
        ends = re.findall(rf"Read back: ([^.]+)\. The scribe says: [^.]+ {done} the last circle\.", words)
        assert ends, words
        for counts in ends:
            assert all(part.endswith(f"has {zero} circles") for part in re.split(r", | and ", counts)), counts
        assert words.index(rule) < words.index(f"Read back: {ends[-1]}")
