"""Round 37's smaller doubts (issue 24, misc38): shared words, the scribe's job, the grid games."""

from __future__ import annotations

import pytest

from accessible_kits.profile import load_profile
from rule_texts import composed_texts, readers_games

GAMES = tuple(readers_games())


@pytest.fixture(scope="module")
def forms():
    """{game: (kit, the record form's blocks)} at the tactile profile."""
    from accessible_kits import braille
    from accessible_kits.writers.braille_forms import forms_blocks

    out = {}
    for n, f in readers_games().items():
        kit = composed_texts(f(), load_profile("tactile"))[0]
        blocks, _ = forms_blocks(kit.title, kit.record_sheets, braille.GRADE2, 40)
        out[n] = (kit, blocks[0])
    return out


@pytest.mark.parametrize("game", GAMES)
def test_no_separator_stands_alone_in_a_form_line(forms, game):
    """READER37 #13, #17: "Maya; A1; ;" and "B; pass; ; ;" read back as "Maya; A1; be" and "B; pass; be be":
    a lone semicolon is the wordsign "be". Every shown line's marks sit after a written part; the empty
    parts' marks are said in words, as many as the line leaves empty."""
    from accessible_kits.writers.braille_forms import DISPLAY, separator

    kit, form = forms[game]
    sheet = kit.record_sheets[0]
    mark = separator(sheet)
    shown = [t for k, t, _ in form if k.startswith(DISPLAY)]
    assert shown
    for line in shown:
        for part in line.split(" "):
            assert part.strip(mark), (game, line)  # no part is the mark alone
    if not sheet.empty:
        return
    left = sheet.empty.count("")
    texts = [t for _, t, _ in form]
    said = next(t for t in texts if t.startswith("Then the line ends with"))
    assert said == (
        f"Then the line ends with {left} semicolons, one before each empty part."
        if left > 1
        else "Then the line ends with a semicolon, before the empty part."
    ), said
    at = texts.index(said)
    assert form[at - 1][0].startswith(DISPLAY)  # right after the line it ends


def test_a_single_empty_part_and_other_marks_are_said_in_words():
    """The count and the mark's name follow the sheet: one empty part, a slash, a run of semicolons."""
    from accessible_kits.writers.braille_forms import _marks

    assert _marks(";", 1) == "a semicolon"
    assert _marks("/", 3) == "3 slashes"
    assert _marks(";;", 2) == "2 marks of 2 semicolons each"
