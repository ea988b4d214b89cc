"""Which letters and row numbers of a board sound alike (compose/grid_words.py): the warning is
read from each board's own columns and rows, for the built-in boards and for any board a user can
write (tests/test_sound_alike.py checks the groups against espeak-ng's phonemes)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_kits.compose.grid_words import NUMBER_SOUNDS, SOUND_GROUPS, alike, sound_alike_lines
from accessible_kits.compose.words import Voice
from accessible_kits.games.declare import MAX_COLUMNS, MAX_ROWS
from accessible_kits.games.notation import column_letter

EAR, PRINT = Voice(ear=True), Voice()


def test_the_built_in_boards_warn_of_their_own_letters_only():
    seven_by_four = sound_alike_lines(EAR, 7, 4)  # poison corner: no H, so A has no partner
    assert (
        seven_by_four[0]
        == "These letters sound alike: B, C, D, E and G. They all have the vowel sound of the word key."
    )
    assert not any("A and H" in line for line in seven_by_four)
    eight = sound_alike_lines(EAR, 8, 8)  # corner polyominoes: A and H, and row 8 (H8 is a start cell)
    assert eight[:2] == [
        "These letters sound alike: B, C, D, E and G. They all have the vowel sound of the word key.",
        # why (LISTEN21 #12); the letters first, "So do these" was heard as the key sound (LISTEN40 #1)
        "A and H sound alike too, but not like the letters before. They both have the vowel sound of the word eight.",
    ]
    assert "The word eight can sound like the letters A or H." in eight[-2]  # the word (LISTEN37 #9)
    assert "like column H row 8" in eight[-2]
    assert eight[-1] == "No other row number sounds like a letter."  # the other rows (LISTEN27 #14)
    # every row that sounds like a letter, in the shared warning, so a grid game of 8 rows warns of
    # row 3 too (the polyomino wording had added it on top for its own boards: round 14)
    assert eight[-3] == "The word three can sound like the letters B, C, D, E or G."
    # printed, the words to say are written out too: "like H8" would not show them
    assert "like column H row 8" in sound_alike_lines(PRINT, 8, 8)[-2]
    assert sound_alike_lines(EAR, 2, 2) == []  # A and B: nothing alike


@settings(max_examples=200, deadline=None)
@given(st.integers(2, MAX_COLUMNS), st.integers(2, MAX_ROWS))
def test_every_board_names_each_of_its_alike_letters_and_no_other(columns, rows):
    lines = sound_alike_lines(EAR, columns, rows)
    letters = {column_letter(i) for i in range(columns)}
    named = set()
    for line in lines:
        if line.startswith("These letters sound alike:"):
            named |= set(re.findall(r"\b[A-Z]\b", line.split(":", 1)[1]))
        elif " sound alike too, " in line:  # a later group, its letters first (LISTEN40 #1)
            named |= set(re.findall(r"\b[A-Z]\b", line.split(" sound alike too, ", 1)[0]))
    expected = {column_letter(i) for g in alike(columns) for i in g}
    assert named == expected and named <= letters
    for group in SOUND_GROUPS:  # a letter is warned of whenever another of its group is a column too
        present = letters & set(group)
        assert (present <= named) if len(present) > 1 else not (present & named)
    number = [line for line in lines if line.startswith("The number")]
    if number:
        example = re.search(r"like column [A-Z] row (\d+)", number[0])
        assert example, number[0]
        n = int(example.group(1))
        assert n <= rows and letters & set(NUMBER_SOUNDS[n])
    for line in lines:
        for sentence in re.split(r"(?<=[.?]) ", line):
            assert len(sentence.split()) <= 25, sentence
