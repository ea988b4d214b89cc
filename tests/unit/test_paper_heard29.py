"""Round 28's readers on the kit's paper words (LISTEN28 #1, #14, #19; READER28 #41): the blank
sheets' use said where What you need lists them; where each part of a split board sits, before the
rows it holds; every round on the same board where the marks come off, not "one board does for the
whole match" beside a practice board and spares; the record sheets by their use, with no "score
keeper" nobody explains. Every family, built-in games and the readers', large print and tactile,
printed and spoken; every count and place read from the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import number_word
from rule_texts import readers_kits_flat, section_texts


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}, composed once (liblouis measures the labels)."""
    return readers_kits_flat()


def test_what_you_need_says_what_the_blank_sheets_are_for(kits):
    """LISTEN28 #14: "One blank sheet of plain paper." alone was taken for drawing a board on."""
    covered = set()
    for (name, profile), (kit, text, script) in kits.items():
        need = section_texts(kit, "need")
        n = kit.preparation.covers
        blank = [item for item in need if "blank sheet" in item]
        if not n:
            assert not blank, (name, profile, blank)
            continue
        covered.add((name, profile))
        use = "It covers a board" if n == 1 else "They cover boards"
        said = f"{use} you are not using, as the part called Setting up says."
        assert blank == [f"{number_word(n).capitalize()} blank sheet{'s' if n > 1 else ''} of plain paper. {said}"]
        for words in (text, script):
            assert words.count(said) == 1, (name, profile)
            assert words.index(said) < words.index("Leave only the board in play uncovered")  # Setting up's rule
    assert {("row-removal", "large-print"), ("row-removal", "tactile"), ("long-corner", "tactile")} <= covered


def test_each_part_of_a_split_board_says_where_it_sits(kits):
    """LISTEN28 #19: "Part one holds rows 8 through 5" came before The board said which way the rows
    run. Each part says where it sits on the whole board, from the plan's parts, before its rows.
    LISTEN29 #13: "rows 8 through 5" and "columns A through D" came before The board said how rows
    and columns are named: a part's rows and columns are counted from its edge of the board. LISTEN29
    #14: four columns and three were "halves": a half only where the parts are equal."""
    split = set()
    for (name, profile), (kit, text, script) in kits.items():
        if not kit.plan.split:
            assert "Part one" not in text, (name, profile)
            continue
        split.add(name)
        tiles = kit.plan.tiles
        rows = {t.rows for t in tiles}
        for n, tile in enumerate(tiles, 1):
            if len(tiles) == 2 and len(rows) == 2:  # one part above the other: the higher rows on top
                top = max(tile.rows) == max(max(r) for r in rows)
                share = "half" if len({len(r) for r in rows}) == 1 else "part"
                place = f"{'top' if top else 'bottom'} {share}"
                holds = f"the {'top' if top else 'bottom'} {_said(len(tile.rows))} rows"
            elif len(tiles) == 2:  # side by side: the first columns on the left
                left = min(tile.columns) == 0
                share = "half" if len({len(t.columns) for t in tiles}) == 1 else "part"
                place = f"{'left' if left else 'right'} {share}"
                holds = f"the {'left' if left else 'right'} {_said(len(tile.columns))} columns"
            else:
                place, holds = "[a-z ]+", "[^.]+"
            part = f"Part (?:{number_word(n)}|{n})"  # a number in figures in print, in words aloud
            said = rf"{part} is the {place} of the board: {holds}\."
            for words in (text, script):
                assert len(re.findall(said, words)) == 1, (name, profile, said)
                assert not re.search(r"(?:rows \d+|columns [A-Z]) through", words), (name, profile)
            assert not re.search(f"{part} holds", text + script), (name, profile)
    assert {"corner-polyominoes", "garden"} <= split, split
    garden = kits["garden", "large-print"][1]  # seven columns: four and three
    assert "Part 1 is the left part of the board: the left 4 columns." in garden


def _said(n: int) -> str:
    """A count as print writes it (figures) or as it is said (words)."""
    return f"(?:{number_word(n)}|{n})"


def test_where_marks_come_off_both_rounds_are_played_on_the_same_board(kits):
    """READER28 #41: "so one board does for the whole match" beside a practice board, a play board
    and spares was read as one board spare."""
    off = set()
    for (name, profile), (kit, text, script) in kits.items():
        rounds = kit.preparation.rounds
        both = "both rounds" if rounds == 2 else f"all {number_word(rounds)} rounds"
        for words in (text, script):
            assert "one board does for the whole match" not in words, (name, profile)
        before = " ".join(section_texts(kit, "before"))
        for mark in ("token", "piece"):
            # two sentences (READER37 #3)
            said = f"{both.capitalize()} are played on the same board. Before each round, take every {mark} off the"
            if said in before:
                off.add((name, profile))
                assert text.count(said) == 1 and script.count(said) == 1, (name, profile)
    # tokens on a grid and on rows, pieces on a grid: the built-in games and the readers' alike
    assert {("poison-corner", "tactile"), ("four-rows", "tactile"), ("garden", "large-print")} <= off, off


def test_the_record_sheets_are_listed_by_their_use(kits):
    """LISTEN28 #1: "The record sheets, for a scribe or a score keeper.": a score keeper was never
    explained. The list says what the sheets are for."""
    listed = 0
    for (name, profile), (kit, text, script) in kits.items():
        for words in (text, script):
            assert "score keeper" not in words, (name, profile)
        sheets = section_texts(kit, "sheets")
        if "The record sheets, to write down each turn and each round's result." in sheets:
            listed += 1
    assert listed == 6, listed  # every large print kit lists them: the tactile kits name kit.pdf's parts
