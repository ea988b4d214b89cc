"""records32's reads of the record forms: long corner's hint "like 3, 3, 7" beside its turn 1 line "4, 4, 7";
garden corners' turn 1 line left "yes" on a braille line of its own."""

from __future__ import annotations

import pytest

from rule_texts import readers_games, tactile_record_forms

GAMES = tuple(readers_games())  # a built-in and a user's game of each family


@pytest.fixture(scope="module")
def kits():
    """{game: (kit, the record form's blocks)} at the tactile profile."""
    return tactile_record_forms()


@pytest.mark.parametrize("game", ("poison-corner", "long-corner"))
def test_the_hints_are_the_turn_the_form_shows(kits, game):
    """records32: long corner's "Cells still there: ..., like 3, 3, 7" (the rules' cell D2) beside its turn 1
    line "1; Maya; E2; 4, 4, 7; yes". The hints' cell and counts are that line's, as the engine replayed it."""
    kit, _ = kits[game]
    sheet = kit.record_sheets[0]
    cell, counts = sheet.columns[2].hint, sheet.columns[3].hint
    assert sheet.example_of and cell.endswith(f", like {sheet.example[2]}"), (cell, sheet.example)
    assert counts.endswith(f", like {sheet.example[3]}"), (counts, sheet.example)
    if game == "long-corner":
        assert sheet.example[2:4] == ("E2", "4, 4, 7"), sheet.example


@pytest.mark.parametrize("game", GAMES)
def test_the_example_lines_last_part_is_not_alone(kits, game):
    """records32: garden corners' turn 1 line wrapped "yes" onto a braille line of its own, four rows' "4"
    too. The last part keeps the part before it on its line; the parts still read in order."""
    from accessible_kits.writers.braille_forms import DISPLAY, example_parts

    kit, form = kits[game]
    at = next(k for k, (_, t, _) in enumerate(form) if t.endswith("is written like this:"))
    shown = []
    for kind, text, _ in form[at + 1 :]:
        if not kind.startswith(DISPLAY):
            break
        shown.append(text)
    assert " ".join(shown) == "; ".join(example_parts(kit.record_sheets[0])), shown
    assert len(shown) == 1 or "; " in shown[-1], shown
    if game in ("garden", "four-rows"):
        assert len(shown) == 2, shown


@pytest.fixture(scope="module")
def long_lines():
    """A user's game of a big piece: its turn 1 line, with a corner contact after the cells and without."""
    from accessible_kits import braille
    from accessible_kits.writers.braille_forms import displayed

    cells = "+".join(f"{c}2" for c in "BCDEFGHIJKLMN")
    return cells, [
        displayed(["1", "O", "long piece", cells, *after, "yes"], ";", braille.GRADE2, 40) for after in (["B2"], [])
    ]


def test_a_long_cell_list_keeps_yes_on_its_run_on(long_lines):
    """Its cells are a part longer than a braille line, which runs on; the tick's "yes" ends that run-on or
    stays beside the part before it, never a line of its own."""
    cells, (contact, alone) = long_lines
    assert contact[-1] == "B2; yes", contact
    assert alone[-1] == f"{cells}; yes", alone
