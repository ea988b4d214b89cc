"""Round 29's cold readers on the grid family and on what it shares with the other families.

Poison corner and the readers' long corner, with the piece and row families' built-in games and the
readers' own (tests/rule_texts.py readers_games), at large print and by touch:

- the move is heard as a rectangle first (LISTEN29 #2: "From your cell's row up to the top, your move
  crosses out your cell's column and every column to its right." was heard as whole columns);
- a letter's place is a place, never a count: "count" is only ever a number of cells (LISTEN29 #3);
- the examples' note on what they leave out is one line of its own after the first allowed move's
  whole step, in every family, printed and brailled without a step number (READER29 #15);
- an example's count of turns is said where its title does not already say it (LISTEN29 #6)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.examples import LEAVE_OUT
from accessible_kits.compose.grid_words import FROM_LEFT
from accessible_kits.writers.braille_volumes import section_blocks
from accessible_kits.writers.rules_text import rules_text
from rule_texts import readers_kits_flat, section_texts

GAMES = ("poison-corner", "long-corner", "corner-polyominoes", "garden", "row-removal", "four-rows")
GRIDS = ("poison-corner", "long-corner")
LETTERED = (*GRIDS, "corner-polyominoes", "garden")
PROFILES = ("large-print", "tactile")
DOES = {"large-print": "crosses out", "tactile": "covers"}


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}, composed once (liblouis measures the labels)."""
    return readers_kits_flat()


def _note(kit):
    """(example, its place from 1) of the one example line that holds LEAVE_OUT."""
    found = [(x, k) for x in kit.examples for k, line in enumerate(x.lines, 1) if "From here on" in line]
    assert len(found) == 1, [x.lines for x, _ in found]
    return found[0]


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", GAMES)
def test_the_note_on_what_the_examples_leave_out_is_a_line_of_its_own_after_a_whole_step(kits, name, profile):
    """READER29 #15: the grid examples put the note inside the first move's step ("... Sam says yes.
    From here on, the examples leave out ... Then the scribe covers 12 cells"), the piece examples made
    it a numbered step: one note, the same words first in every family, after the step, unnumbered."""
    kit, _, _ = kits[name, profile]
    x, k = _note(kit)
    note = x.lines[k - 1]
    assert note.startswith(LEAVE_OUT) and x.notes == (k,)
    # the grid's own tail: the poison cell is still told in full
    assert note in (LEAVE_OUT, f"{LEAVE_OUT} The examples still show them for A1, the poison cell.")
    assert all(len(s.split()) < 25 for s in note.split(". "))
    # printed without a number; the steps after it numbered on
    printed = rules_text(kit).splitlines()
    at = next(i for i, line in enumerate(printed) if "From here on" in line)
    assert printed[at].startswith("From here on"), printed[at]
    numbers = [int(m[1]) for line in printed[printed.index(x.name) :] for m in [re.match(r"(\d+)\. ", line)] if m]
    assert numbers[: len(x.lines) - 1] == list(range(1, len(x.lines))), numbers
    # heard after the step's last words, its read back, and not inside the step
    says = [seg for seg in kit.script if seg.kind == "say"]
    first = next(i for i, seg in enumerate(says) if seg.text.startswith("From here on"))
    assert says[first - 1].text == x.steps[k - 2].sentences[-1].said
    assert says[first - 1].text.startswith("Read back") or "Read back" in x.steps[k - 2].text
    if profile == "tactile":  # brailled as a paragraph, not a numbered item
        blocks = [b for b in section_blocks(kit.title, kit.sections) if "From here on" in b[1]]
        assert [b[0] for b in blocks] == ["para"] and blocks[0][1] == note


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", GRIDS)
def test_the_move_is_heard_as_a_rectangle_first(kits, name, profile):
    """LISTEN29 #2: the move's first words are the rectangle, then its two corners, a sentence each,
    in each kit's own verb; never column by column."""
    kit, text, script = kits[name, profile]
    move = (  # the rectangle, then its corners, a sentence each (LISTEN39 #10)
        f"Your move {DOES[profile]} a rectangle of cells. Your cell is its bottom left corner. "
        "The board's top right cell is its top right corner."
    )
    turn = flat_section(kit, "turn")
    assert move in turn and move in script
    assert turn.index(move) < turn.index("top right corner")
    for words in (text, script):
        assert "every column to its right" not in words and "your cell's column and" not in words
    assert all(len(s.split()) < 25 for s in move.split(". "))


def flat_section(kit, sid: str) -> str:
    """A section's printed words, one line, its step numbers left out."""
    return re.sub(r"\b\d+\. ", "", " ".join(section_texts(kit, sid)))


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", LETTERED)
def test_a_letter_s_place_is_a_place_and_a_count_is_a_number_of_cells(kits, name, profile):
    """LISTEN29 #3: "come with their count from the left" (a place) beside "so the count says which
    cells they are" (a number): a letter's place from the left, in both families that share FROM_LEFT."""
    _, text, script = kits[name, profile]
    assert FROM_LEFT == "place from the left"
    for words in (text, script):
        assert f"with its {FROM_LEFT}, like column" in words or f"with their {FROM_LEFT}, like column" in words
        assert "count from the left" not in words and not re.search(r"says its count\b", words)
        assert not re.search(r"\bcount, like column", words)
    if name in GRIDS:  # the read back's count stays a count of cells
        assert "so the count says which cells they are" in text


@pytest.mark.parametrize("profile", PROFILES)
def test_an_example_s_turns_are_counted_where_its_title_does_not_say_them(kits, profile):
    """LISTEN29 #6: "Example 1: A first move. This example shows two turns.": the count is what tells
    the listener the file's title means two turns, so it stays; where the title says it ("Two turns
    from a full board"), the same count again adds nothing."""
    poison, maya = (kits[name, profile][0].examples[0] for name in GRIDS)
    assert poison.title.lower().startswith("two turns")
    assert not any("This example shows" in line for line in poison.lines)
    assert maya.title == "A first move"
    assert "This example shows 2 turns." in maya.lines[0]
    said = [seg.text for seg in kits["long-corner", profile][0].script if seg.kind == "say"]
    assert said[said.index("Example 1: A first move.") + 1] == "This example shows two turns."
