"""Round 32's cold readers on the paper words (issue 24): what a spoiled board is and what to do with one in
the middle of a round (#5), the boards drawn by hand said once The board has said what a board is (#8),
and the cross marks for joining a split board said where they are before what to do with them (#13).
The six readers' games at large print and tactile, printed and spoken; every count read from the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.render.layout import joins
from rule_texts import composed_texts, flat, readers_kits_flat, section_texts
from unit.test_paper_heard18 import LARGE, SPLIT, _registrations


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}, composed once (liblouis measures the labels)."""
    return readers_kits_flat()


def test_a_spoiled_board_is_explained_with_what_to_do_mid_round(kits):
    """READER32 #5: "Only if a board is spoiled, print page three of kit.pdf once more": "spoiled" was not
    explained, and nothing said what to do when a board is spoiled during a round. Wherever Before you play
    names a spoiled board, it says what spoiled means (pen marks past fixing where marks stay, wear where
    they come off) and that the round goes on, its turns put on the new copy from the record sheet."""
    said = 0
    for (name, profile), (kit, text, script) in kits.items():
        prep = kit.preparation
        before = " ".join(section_texts(kit, "before"))
        if "spoiled" not in before:
            continue
        said += 1
        what = "so marked that it cannot be read" if prep.marks_stay else "so worn that it cannot be used"
        means = f"Spoiled means torn, or {what}."
        for words in (before, text, script):
            assert words.count(means) == 1, (name, profile)
            assert words.index("spoiled") < words.index(means), (name, profile)  # said where first heard
        spare = prep.marks_stay and prep.boards > prep.boards_needed  # pen-marked boards printed beyond the need
        board = "a board" if prep.boards > 1 or spare else "the board"
        new = "the spare" if spare else "the new copy of the board"  # not "printed again" (READER35 #9)
        # a copy printed during play: who prints it, and that the round waits for it (LISTEN37 Q8 #3)
        wait = "" if spare else f"The round waits while the host or a player prints {new}. "
        mid = (
            f"If {board} is spoiled during a round, do not start the round again. {wait}"
            f"The scribe puts each turn of the round so far on {new}, from the record sheet. Then play on."
        )
        assert mid in before and mid in text and mid in script, (name, profile, before)
        if spare:  # what the spares printed are for, counted from the plan
            n = prep.boards - prep.boards_needed
            assert ("One is a spare" if n == 1 else "are spares") + ", for a board that is spoiled." in before
    assert said >= 6, said  # the grid games, the piece games and the row games in print


def test_boards_drawn_by_hand_come_after_the_board(kits):
    """READER32 #8: "No printer?" in What you need came before The board said what a board is: the listener
    did not yet know what to draw. The drawing is said in Before you play, after The board and after the
    printed boards are counted, in print and aloud; What you need keeps the pen it asks for."""
    drawn = 0
    for (name, profile), (kit, _text, script) in kits.items():
        ids = [s.id for s in kit.sections]
        assert "No printer?" not in " ".join(section_texts(kit, "need")), (name, profile)
        before = " ".join(section_texts(kit, "before"))
        if "No printer?" not in before:
            continue
        drawn += 1
        assert ids.index("board") < ids.index("before"), (name, profile)
        boards = f"Printed as above, the kit gives {kit.preparation.boards} boards."
        assert before.index(boards) < before.index("No printer?"), (name, profile)
        heard = script.index("The board has")  # The board's first sentence, heard before the drawing
        assert heard < script.index("No printer?") and script.count("No printer?") == 1, (name, profile)
        assert "A thick dark pen." in " ".join(section_texts(kit, "need")), (name, profile)
    assert drawn == 2, drawn  # row removal and four rows, in print


def _words(name: str) -> str:
    return flat(composed_texts(SPLIT[name](), LARGE)[1])


@pytest.mark.parametrize("name", ["garden", "corner-polyominoes"])
def test_the_cross_marks_are_placed_before_they_are_used(name):
    """READER32 #13: "Line up each half cross with a cross on part one" came with no word of what the
    crosses are or where. A board in two parts: the words say where the cut part's crosses are (on its
    dashed line, beyond each end of the board's edge, as the drawn parts have them) and where the flap
    part's are, then cutting halves them, then each half lies over a whole cross; one step a sentence."""
    from accessible_kits.fonts import Metrics
    from accessible_kits.render.sheets import board_pages

    kit, text, _ = composed_texts(SPLIT[name](), LARGE)
    pages = board_pages(kit, LARGE, Metrics(LARGE.font), None)
    assert len(pages) == 2
    (edge,) = [e for e, how in joins(kit.plan.tiles, kit.plan.tiles[1]).items() if how == "trim"]
    (flap,) = [e for e, how in joins(kit.plan.tiles, kit.plan.tiles[0]).items() if how != "trim"]
    regs, trims = _registrations(pages[1].svg)
    down = edge in ("left", "right")
    on_cut = [(x, y) for x, y, _ in regs if abs((x if down else y) - trims[edge]) < 0.01]
    assert len(on_cut) == 2 and len({round(x if down else y, 2) for x, y in on_cut}) == 1  # one line, two ends
    ends = "just above the board and another just below it"
    ends = ends if down else "just left of the board and another just right of it"
    flap_ends = ends.replace("the board", "the flap")
    steps = [
        f"On part 2, the dashed line at its {edge} edge runs through two small cross marks.",
        f"One is {ends}.",
        f"First, cut part 2 along the dashed line at its {edge} edge",
        f"Cutting leaves half of each cross mark on part 2, at the ends of its {edge} edge.",
        f"Then find the glue flap, outside the board at the {flap} edge of part 1.",
        f"Part 1 has a whole cross mark {flap_ends}, in line with its {flap} edge.",
        f"Then lay the {edge} edge of part 2 on the flap at the {flap} edge of part 1.",
        "Slide it until each half cross lies over a whole cross on part 1, so they look like one cross.",
        "Then the board's lines meet.",
    ]
    words = flat(text)
    at = [words.find(s) for s in steps]
    assert -1 not in at and at == sorted(at), (name, at)
    assert "Line up each half cross with a cross on part" not in words


def test_a_board_in_more_parts_says_where_its_crosses_are():
    """READER32 #13, for a board in four parts: where the crosses are said before cutting halves them,
    and the whole crosses by the flaps before the half crosses are laid over them."""
    words = _words("big-garden")
    steps = [
        "Where a dashed line runs on beyond the board, it passes through a small cross mark.",
        "First, cut part",
        "Cutting leaves half of each such cross mark on the part you cut.",
        "Beyond the ends of a flap, in line with the edge the flap is on, are whole cross marks.",
        "Slide each part until each half cross lies over a whole cross, so they look like one cross.",
    ]
    at = [words.find(s) for s in steps]
    assert -1 not in at and at == sorted(at), at
    assert not re.search(r"Line up each half cross", words)
