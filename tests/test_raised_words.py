"""A raised kit's words about its own sheets (issue 24, round 7): the boards on a shared sheet by
name, the raised arrow told from the sheet's solid triangle by touch, and what a blind host does
about the flat scale bar. Composing a tactile kit runs liblouis, so these are in the full tier."""

from __future__ import annotations

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import OTTERS, composed_texts, flat


def test_a_raised_kit_names_its_boards_and_tells_the_arrow_from_the_triangle():
    _, text, _ = composed_texts(load_game("poison-corner"), load_profile("tactile"))
    t = flat(text)
    # each board's place on the one sheet, from the plan; its name above it (round 10: "on one, on the other")
    assert "The sheet has the practice board in its upper half and the play board in its lower half." in t
    assert "Each board has its name just above it, in print and braille." in t
    assert "A solid triangle in the top right corner of the paper shows which way is up." in t
    assert "It is made of lines, so it feels unlike the triangle." in t
    assert "A blind host asks a sighted person to check the bar on the first sheet printed." in t


def test_a_flipped_raised_piece_is_known_by_asking():
    """Its marks face the board (rounds 10 to 12's braille readers): the hand check, which a flipped own
    piece would pass unfelt (READER20 #16), says to ask the scribe whose it is."""
    _, text, script = composed_texts(parse_game(OTTERS, "otters.toml"), load_profile("tactile"))
    # the piece a flip changes named, not every piece (round 15's braille reader read "a flipped piece" so)
    check = "Feel round the new piece. No side of it may touch a cell with your own mark."
    said = (
        "A flipped Zig has its marks underneath, where a hand cannot feel them. "
        "If a piece with no mark on top touches a side of the new piece, ask the scribe whose it is."
    )
    lies = "Flipping gives a new shape only for the Zig."
    for words in (flat(text), script):
        assert (
            f"{check} {said}" in words
            and lies in words
            # small36 (READER35 #14): where its marks are, then that it counts
            and "Then it lies raised side down, with its marks underneath. It still counts as yours." in words
        )
        assert "A flipped piece" not in words
    # the built-in pieces are never flipped: nothing to ask
    _, text, _ = composed_texts(load_game("corner-polyominoes"), load_profile("tactile"))
    assert f"{check} " in flat(text) and "no mark on top" not in text
