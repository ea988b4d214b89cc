"""Round 28's braille reader: words the braille reads one way only. A tick on the braille record
form is the word yes, not a lone y (the wordsign "you", READER27 #14); a print page line stands
between words that belong apart, never inside a cell name ("column B / ---12 / row 2") or between
a number and its noun (READER27 T, READER28 #53)."""

from __future__ import annotations

import pytest

from accessible_kits import braille
from accessible_kits.profile import load_profile
from accessible_kits.writers.braille_breaks import CLOSING, ENDS, apart
from accessible_kits.writers.braille_forms import record_blocks
from accessible_kits.writers.braille_volumes import Sheet, rule_blocks, split_points
from accessible_kits.writers.card_text import words
from rule_texts import composed_texts, flat, readers_games

# a built-in game and a reader's of each family whose record sheet has a tick box
GAMES = ("poison-corner", "long-corner", "corner-polyominoes", "garden")


@pytest.fixture(scope="module")
def kits():
    """{game: (kit, rules text flat, its record forms' blocks)} at the tactile profile, composed once
    (liblouis measures the labels and the form's lines, outside the fast tier's function-scoped guard);
    and a sentence with yes, there and back."""
    out = {}
    for g in GAMES:
        kit, text, _ = composed_texts(readers_games()[g](), load_profile("tactile"))
        forms = [record_blocks(kit.title, sheet, braille.GRADE2, 40)[0] for sheet in kit.record_sheets]
        out[g] = (kit, flat(text), forms)
    said = "Write yes in place of a tick."
    (back,) = braille.translate(braille.translate([said]), backward=True)
    return out, back


@pytest.mark.parametrize("game", GAMES)
def test_a_tick_is_the_word_yes_on_the_braille_form(kits, game):
    (kit, text, forms), back = kits[0][game], kits[1]
    ticks = [c.name for s in kit.record_sheets for c in s.columns if c.tick]
    assert ticks, "each of these games' record sheets has a tick box"
    assert "Write yes in place of ticking the " in text and "Write y " not in text
    for sheet, blocks in zip(kit.record_sheets, forms, strict=True):
        said = [t for _, t, _ in blocks if "tick" in t]
        assert all("write yes in place of a tick" in t for t in said)
        assert len(said) == sum(c.tick for c in sheet.columns)
    assert back == "Write yes in place of a tick."


@pytest.mark.parametrize("game", GAMES)
def test_a_print_page_line_never_falls_inside_a_cell_name(kits, game):
    """Every place a print page could begin inside a paragraph or item of the braille rules: its
    line stands after a word that ends a sentence, or before or after the block."""
    kit = kits[0][game][0]
    sheets = {n: [Sheet(4, "diagram sheet 1")] * len(x.diagrams) for n, x in enumerate(kit.examples, 1)}
    blocks = rule_blocks(kit, sheets)
    named = 0
    for b, (kind, text, key) in enumerate(blocks):
        if kind not in ("para", "item") or not key:
            continue
        said = text.split(" ")
        for at in range(1, len(said)):
            cut = apart(said, at, item=kind == "item")
            # between sentences (READER32 #23): the block's start or end, or after a sentence's last word
            assert cut in (0, len(said)) or said[cut - 1].rstrip(CLOSING).endswith(ENDS), (text, at, cut)
        for at in (k for k in range(1, len(said)) if said[k - 1] == "column" and said[k + 1 : k + 2] == ["row"]):
            # rules.pdf's page begun at "row 2" of "column B row 2": the braille's line stands before the cell
            named += 1
            start = next(blocks[n][2] for n in range(b + 1, len(blocks)) if blocks[n][2])
            splits = split_points(blocks, {9: words(" ".join(said[at + 1 : at + 5]))}, {9: start})
            ((cut, page),) = splits.get(b, [(-1, 9)])
            assert page == 9 and not (at <= cut <= at + 2), (text, cut)  # not before B, row or 2
    if game in ("poison-corner", "long-corner"):
        assert named, "the grid games say a cell as column B row 2"
