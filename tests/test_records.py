"""Scribe record sheets: columns as text, rows enough for the longest game, rows tall enough to write in."""

from __future__ import annotations

import csv
import subprocess

import numpy as np
import pytest

from accessible_kits.compose.fixing_words import SPARE_LINES
from accessible_kits.compose.scribe_words import MATCH_RESULT
from accessible_kits.games import load_game
from accessible_kits.preparation import ROUNDS
from accessible_kits.profile import load_profile
from accessible_kits.render.record_sheets import row_height
from conftest import GAMES, PROFILES, kit_dir, need_cmd, render_page
from measure import dark_mask, horizontal_lines, load

COLUMNS = {
    "poison-corner": ["Turn", "Player", "Cell said", "Cells still there", "Read back"],
    "row-removal": ["Turn", "Player", "Row", "Crossed", "Top", "Middle", "Bottom"],
    "corner-polyominoes": ["Turn", "Player", "Piece", "Cells", "Corner contact", "Sides checked"],
}
MATCH = ["Round", "Who started", "Winner", "Points"]


def columns(game: str, profile: str) -> list[str]:
    """A tactile kit's circles are covered with raised tokens, not crossed out: its sheet says so, as its rules do."""
    return [("Covered" if c == "Crossed" and load_profile(profile).braille else c) for c in COLUMNS[game]]


MATCH_COLUMNS = dict.fromkeys(COLUMNS, MATCH) | {
    "corner-polyominoes": ["Round", "Who started", "Cells left", "Winner", "Points"]
}  # what decides a round


def record_page_numbers(folder):
    """kit.pdf page numbers of the record sheets, from the bookmarks."""
    import pikepdf

    pdf = pikepdf.open(folder / "kit.pdf")
    with pdf.open_outline() as outline:
        titles = [item.title for item in outline.root]
    return [i + 1 for i, t in enumerate(titles) if t.startswith(("Record sheet, ", "Match record"))]


@pytest.mark.parametrize("game", GAMES)
def test_templates_have_the_columns_and_enough_rows(kits, game):
    folder = kit_dir(kits, game, "large-print")
    longest = load_game(game).engine.longest_game() + SPARE_LINES  # and lines for turns written again
    with open(folder / "records/record.csv", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == COLUMNS[game]
    assert len(rows) - 1 == longest
    with open(folder / "records/match.csv", newline="") as f:
        assert next(csv.reader(f)) == MATCH_COLUMNS[game]
    text = (folder / "records/record.txt").read_text()
    assert f"There is room for {longest} rows." in text and f"Row {longest}: " in text
    with open(kit_dir(kits, game, "tactile") / "records/record.csv", newline="") as f:
        assert next(csv.reader(f)) == columns(game, "tactile")


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", GAMES)
def test_record_pages_columns_rows_and_row_height(kits, tmp_path, game, profile):
    """Every table's rows measured on the rendered pages: as many blank rows as the longest game
    for each round (plus the match record's 2), each tall enough to write in, and no page with a
    few lonely rows."""
    need_cmd("pdftotext", "poppler-utils")
    folder = kit_dir(kits, game, profile)
    p = load_profile(profile)
    pages = record_page_numbers(folder)
    text = subprocess.run(
        ["pdftotext", "-f", str(pages[0]), "-l", str(pages[-1]), str(folder / "kit.pdf"), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    flat = " ".join(text.split())
    for name in columns(game, profile) + MATCH:
        assert all(w in flat for w in name.split()), name
    assert "Write one turn on each row" in flat and f"In the {MATCH_RESULT} box, write" in flat
    blank_rows, heights, per_page = 0, [], []
    rh = row_height(p) / 25.4 * 150
    for page in pages:
        img = load(render_page(folder / "kit.pdf", page, 150, tmp_path))
        lines = horizontal_lines(dark_mask(img), 0.8)
        gaps = np.diff([s + h / 2 for s, h in lines])
        rows = [g for g in gaps if abs(g - rh) < 3]  # a blank row is a gap of one row height between two rules
        heights += [g / 150 * 25.4 for g in rows]
        blank_rows += len(rows)
        page_text = subprocess.run(
            ["pdftotext", "-f", str(page), "-l", str(page), str(folder / "kit.pdf"), "-"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        if any(line.startswith("Record sheet, round") for line in page_text.splitlines()):
            per_page.append(len(rows))  # each round's record shares its rows evenly over its pages
    # each round's lines, its spare lines for turns written again, the match's rounds and its result box
    assert blank_rows == (load_game(game).engine.longest_game() + SPARE_LINES) * ROUNDS + 2 + 1
    # Measured on the page against the need, not the code's own formula: room for handwriting
    # twice the text size, and never under 10 mm for a shaky hand.
    assert min(heights) >= max(2 * p.text_mm, 10) - 0.3
    assert min(per_page) >= max(per_page) / 3, f"a record page with few rows: {per_page}"


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", GAMES)
def test_words_name_the_boxes_the_sheet_has_and_the_pages_the_card_takes(kits, game, profile):
    """What the rules say of the record sheet and the quick reference, against the files built:
    the scribe ticks a box only where the record sheet's CSV has a tick column, named by its
    heading (on a braille kit, what stands for the tick on the braille form), and a print kit
    gives the quick reference's pages as summary.pdf has them."""
    import pikepdf

    folder = kit_dir(kits, game, profile)
    rules = " ".join((folder / "rules.txt").read_text().split())
    ticks = {"poison-corner": ["Read back"], "row-removal": [], "corner-polyominoes": ["Sides checked"]}[game]
    with open(folder / "records/record.csv", newline="") as f:
        head = next(csv.reader(f))
    assert all(t in head for t in ticks)
    assert "ticks the read back box" not in rules
    assert ("The scribe ticks" in rules) == bool(ticks)
    for name in ticks:  # who ticks, and after what check: the sheet's own words
        assert f"The scribe ticks the {name} box after " in rules or f"The scribe ticks the {name} box when " in rules
    if load_profile(profile).braille:
        assert "the file record.brf, in the records folder" in rules
        assert ("Write yes in place of ticking" in rules) == bool(ticks)
    else:
        with pikepdf.open(folder / "summary.pdf") as pdf:
            pages = len(pdf.pages)
        assert f"The quick reference: the rules in short, on {pages} page{'s' if pages > 1 else ''}." in rules


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("profile", ["large-print", "tactile", "tactile-learner"])
def test_the_rules_say_how_a_wrong_record_entry_is_put_right(game, profile):
    """Fixing a mistake covers the record as well as the board: in print a line through the wrong
    entry, on the braille form full cells over it (a braille writer cannot rub out), and the turn
    written again; on a tactile kit the board's mistake is a token or piece, not a "mark"."""
    from accessible_kits.compose import compose

    p = load_profile(profile)
    kit = compose(load_game(game), p)
    sec = next(s for s in kit.sections if s.id == "mistakes")
    text = " ".join(t for b in sec.blocks for t in ([b.text] if hasattr(b, "text") else b.items))
    assert f"written wrong on the {kit.record_sheets[0].title.lower()}, draw one line through it." in text
    assert "write the turn again on the next line" in text
    assert ("On the braille form, write full cells, all six dots, over it instead." in text) == bool(p.braille)
    touch = "piece" if game == "corner-polyominoes" else "token"
    # a piece game leaves pieces on the board in print too (the family's word, poly35: READER32 #16)
    assert (f"Sometimes a {touch} goes in the wrong place on the board." in text) == bool(
        p.braille or game == "corner-polyominoes"
    )
