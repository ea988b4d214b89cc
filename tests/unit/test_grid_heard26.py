"""Round 26's cold listener and braille reader (issue 24) on the words every family shares and the
grid's: who puts a wrong mark right (LISTEN26 #2); what a drawn round's line holds in the match
record's winner column (LISTEN26 #15, READER26 #3); the chosen cell counted among the move's in the
diagrams' keys (READER26 #7); the check by hand beside the read back it checks (READER26 #6); and
which letters this game says back plainly (READER26 #13). Read in the built-in games and the readers'
own (written from docs/games.md), printed, spoken and by touch."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import alike
from accessible_kits.compose.words import Voice
from accessible_kits.families import family
from accessible_kits.games.notation import column_letter
from accessible_kits.profile import load_profile
from accessible_kits.render.tactile import KEY_WORDS
from rule_texts import at_profiles, flat_texts, readers_games, section_texts

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {name: load() for name, load in readers_games().items()}
GRID = ("poison-corner", "long-corner")
LETTERED = (*GRID, "corner-polyominoes", "garden")  # the games whose columns have letters


@pytest.fixture(scope="module")
def kits():
    """{(name, profile): (kit, rules text flat, script)} at large print and tactile."""
    return at_profiles(flat_texts, GAMES, (LARGE, TACTILE))


def _words(kits, name):
    for profile in ("large-print", "tactile"):
        kit, text, script = kits[name, profile]
        yield profile, kit, text
        yield profile, kit, script


@pytest.mark.parametrize("name", GAMES)
def test_every_step_that_fixes_a_wrong_mark_says_the_scribe_does_it(kits, name):
    # "Draw a ring around the wrong mark. The scribe says void out loud." Who draws it? (LISTEN26 #2)
    for profile, kit, words in _words(kits, name):
        fixing = words[words.index("Stop before the next turn.") : words.index("If a mistake is found later")]
        assert not re.search(r"\b(?:Draw a ring|Take the wrong|Rub out the wrong mark|Make the mark|Lay the)", fixing)
        first = {
            "tactile": f"The scribe takes the wrong {'piece' if kit.pieces else 'token'} off the board.",
            # a board of pieces: the piece first, its marks where it is uncut (ROUND32 #16)
            "large-print": "The scribe takes the wrong piece off the board, or rubs out its marks."
            if kit.pieces
            else "The scribe draws a ring around",
        }[profile]
        assert first in fixing, fixing
        assert fixing.count("The scribe says void out loud.") == 1
        # without a scribe, the other player: said once, where the scribe is taught
        assert words.count(f"For a wrong {'piece' if kit.pieces else 'mark'}, the other player says void.") == 1


@pytest.mark.parametrize("name", GAMES)
def test_a_drawn_round_s_line_says_what_goes_in_the_winner_column(kits, name):
    # "After a drawn round, write zero." said nothing of the winner column (LISTEN26 #15, READER26 #3)
    draws = family(GAMES[name].family).wording().draws  # type: ignore[attr-defined]
    for _profile, kit, words in _words(kits, name):
        match = next(s for s in kit.record_sheets if s.id == "match")
        assert [c.name for c in match.columns][-2:] == ["Winner", "Points"]
        drawn = "After a drawn round, write draw in the winner column, and zero in the points column."
        assert words.count(drawn) == draws == ("A drawn round earns no points." in words)
        assert "write zero." not in words
        if draws:  # after the points' own line, before the next round's words
            assert words.index("Points: one point for this") < words.index(drawn)


@pytest.mark.parametrize("name", GAMES)
def test_the_chosen_cell_is_counted_among_the_move_s_cells_in_the_diagrams_key(kits, name):
    # "Diagonal lines: covered in this move. Solid: the cell chosen in this move." beside "covers 12
    # cells": is the chosen cell one of them? (READER26 #7) A grid's printed key says so (the raised
    # key's, drawn by liblouis: tests/test_swell_words.py)
    _, printed, _ = kits[name, "large-print"]
    said = "A filled-in cell with a cross: the cell chosen in this move. It counts among the cells crossed out"
    assert (f"{said} in this move." in printed) is (name in GRID)
    assert KEY_WORDS["solid"].format(done="covered").endswith("It counts among the cells covered in this move.")


@pytest.mark.parametrize("name", GAMES)
def test_the_check_by_hand_follows_the_read_back_it_checks(kits, name):
    # "The player can check by hand. ..." sat after the end of the game's paragraph, far from the
    # read back it checks (READER26 #6): now right after the read back's example, before the end
    game = GAMES[name]
    kit, _, _ = kits[name, "tactile"]
    w = family(game.family).wording()(game, TACTILE, kit.plan, Voice(ear=False, touch=True))
    lines = section_texts(kit, "scribe")
    example = [p for p in w.readback()[1].split("\n\n") if p]
    hand = len([p for p in w.by_hand().split("\n\n") if p])  # the family's paragraphs
    start = lines.index(example[-1]) + 1
    check = next(i for i, line in enumerate(lines) if line.startswith("The player can check by hand."))
    assert lines[start - len(example) : start] == example
    assert start <= check < start + hand  # among the paragraphs right after the read back's example
    after = lines[start + hand]
    assert after.startswith("When ") and "the scribe" in after, after  # then the game's end
    assert all(not line.startswith("The player can check by hand.") for line in lines[check + 1 :])


@pytest.mark.parametrize("name", LETTERED)
def test_the_letters_said_back_plainly_are_said_of_this_game(kits, name):
    # A said plainly on 7 columns, with its place on 8 (beside H): "The other letter, F" left the reader
    # checking which letters count in this game (READER26 #13)
    columns = GAMES[name].engine.columns
    sounding = {i for g in alike(columns) for i in g}
    plain = [column_letter(i) for i in range(columns) if i not in sounding]
    listed = plain[0] if len(plain) == 1 else f"{', '.join(plain[:-1])} and {plain[-1]}"
    # a piece game's read backs give the count too (poly28): its letters are said plainly everywhere
    # one template for every family, from the board's letters, with why (LISTEN37 #13)
    one = len(plain) == 1
    said = f"On this board, column{'' if one else 's'} {listed} {'sounds' if one else 'sound'} like no other column."
    how = "plainly" if GAMES[name].family == "polyomino" else "back plainly."
    said += f" So {'it is' if one else 'they are'} said {how}"
    for _profile, _kit, words in _words(kits, name):
        assert words.count(said) == 1, said
        assert "The other letter" not in words
