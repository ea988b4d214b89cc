"""Round 28's braille reader on the record forms and the rules' braille pages (READER28 #47-#51,
#53, #54): a form line's parts stand apart by a separator no part holds, said and shown in an
example line; a form line is a line, not a row; the match form's points and drawn round in the
rules' own words; the cells left by name, as the rules and the line's other columns name players;
a print page line at a sentence end when one is near; a list item that fits on a page never split."""

from __future__ import annotations

from dataclasses import replace

import pytest

from accessible_kits import braille
from accessible_kits.compose import scribe_words
from accessible_kits.profile import load_profile
from accessible_kits.writers.braille_breaks import CLOSING, ENDS, apart
from accessible_kits.writers.braille_forms import DISPLAY, example_line, record_blocks, separator
from accessible_kits.writers.braille_pages import Geometry, _Pager, flow
from accessible_kits.writers.braille_volumes import Sheet, _items, rule_blocks
from rule_texts import composed_texts, flat, readers_games

GAMES = tuple(readers_games())  # the six the reader read: a built-in and a user's game of each family


@pytest.fixture(scope="module")
def kits():
    """{game: (kit, rules text flat, its forms' blocks, the rules' braille lines as laid out)} at the
    tactile profile, composed and translated once (liblouis, outside the fast tier's function guard)."""
    out = {}
    for g in GAMES:
        kit, text, _ = composed_texts(readers_games()[g](), load_profile("tactile"))
        forms = [record_blocks(kit.title, sheet, braille.GRADE2, 40)[0] for sheet in kit.record_sheets]
        sheets = {n: [Sheet(4, "diagram sheet 1")] * len(x.diagrams) for n, x in enumerate(kit.examples, 1)}
        blocks = [b for b in rule_blocks(kit, sheets) if b[0]]
        cells = [[c] for c in braille.translate([t for _, t, _ in blocks], braille.GRADE2, braille.BRF)]
        out[g] = (kit, flat(text), forms, flow(_items(blocks, cells, {}, 1), 40), blocks)
    return out


def _said(blocks) -> list[str]:
    return [t for kind, t, _ in blocks if kind in ("para", "item")]


@pytest.mark.parametrize("game", GAMES)
def test_a_form_lines_parts_stand_apart_by_a_separator_no_part_holds(kits, game):
    """READER28 #47: "with a space between them", yet parts hold spaces ("3, 3, 3, 7", "Red team")."""
    kit, _, forms, *_ = kits[game]
    for sheet, blocks in zip(kit.record_sheets, forms, strict=True):
        said = _said(blocks)
        assert not any("with a space between them" in t for t in said)
        mark = separator(sheet)
        assert mark == ";", "no part of these games holds a semicolon"
        assert "Put a semicolon between two parts, as parts may hold spaces." in said
        at = next(k for k, (kind, _, _) in enumerate(blocks) if kind == DISPLAY)  # turn 1's line, its run-ons after
        run = [t for kind, t, _ in blocks[at + 1 :]]
        run = run[: next((k for k, (kind, _, _) in enumerate(blocks[at + 1 :]) if kind != f"{DISPLAY}+"), len(run))]
        shown = " ".join([blocks[at][1], *run])
        assert shown == example_line(sheet, mark) and len(shown.split(f"{mark} ")) == len(sheet.columns)
        for c in sheet.columns:
            assert mark not in c.hint + c.longest, (c.name, c.hint)


def test_a_name_that_holds_a_semicolon_takes_a_slash():
    """A user's game may name a player "Red; blue" (any text): then no semicolon parts the line."""
    kit = composed_texts(readers_games()["four-rows"](), load_profile("standard"))[0]
    sheet = kit.record_sheets[0]
    odd = replace(sheet, columns=tuple(replace(c, hint=c.hint.replace("Owls", "Owls; blue")) for c in sheet.columns))
    assert separator(odd) == "/"
    both = replace(odd, footer=("a / b",))
    assert separator(both) == ";;"
    assert len(example_line(both, ";;").split(";; ")) == len(sheet.columns)


@pytest.mark.parametrize("game", GAMES)
def test_a_form_line_is_a_line_of_the_print_sheet(kits, game):
    """READER28 #48: "one row of the print sheet", where a row is a board's word and a form column."""
    for blocks in kits[game][2]:
        said = " ".join(_said(blocks))
        assert "Each numbered line below is one line of the print sheet." in said
        assert "row of the print sheet" not in said


@pytest.mark.parametrize("game", GAMES)
def test_the_match_forms_points_and_drawn_round_are_the_rules_words(kits, game):
    """READER28 #49, #51: "Points: write one, ..." read as one line; the form's "1 for a win" said it
    another way; the form said nothing of a drawn round that the rules say."""
    kit, text, forms, *_ = kits[game]
    (match,) = [f for s, f in zip(kit.record_sheets, forms, strict=True) if s.id == "match"]
    said = _said(match)
    points = f"Points: {scribe_words.POINTS_HELD}."
    assert points in text and any(t.startswith(points) for t in said)
    assert "write one, the point" not in text and not any("for a win" in t for t in said)
    drawn = scribe_words.drawn_line()
    draws = game in ("corner-polyominoes", "garden")  # the piece games: the same cells left is a draw
    assert (drawn in text) == draws and (drawn in " ".join(said)) == draws, game


@pytest.mark.parametrize("game", ["corner-polyominoes", "garden"])
def test_the_cells_left_are_written_by_name_as_the_rules_say(kits, game):
    """READER28 #50: the form wrote "W 3, B 5" (marks, which change hands in round 2), the rules by name."""
    kit, text, *_ = kits[game]
    (match,) = [s for s in kit.record_sheets if s.id == "match"]
    (left,) = [c for c in match.columns if c.name == "Cells left"]
    (winner,) = [c for c in match.columns if c.name == scribe_words.WINNER]
    if winner.hint == scribe_words.OWN_NAME:  # White and Black swap start cells: own names
        assert "by own name, like Sam 3, Ana 5" in left.hint
        assert "Cells left: each player's own name, then how many cells that player has left." in text  # LISTEN37 #21
    else:  # sides kept all match: their names, as the winner column takes them
        assert "like Otters 3, Red team 6" in left.hint and "like Otters 3, Red team 6." in text  # READER29 #5
    assert not any(f"{m} 3" in left.hint for m in ("W", "B", "O", "R"))


def test_a_print_page_line_stands_at_a_near_sentence_end():
    """READER28 #53: "The win goes to / ---15 / White.": a sentence end within NEAR words is taken
    before a nearer clause end."""
    text = "The win goes to White. The scribe says so, and the round ends."
    assert apart(text.split(" "), 9) == 5  # after "White.", not after "so,"
    text = "Say it, and then the scribe writes the move down, word for word."
    # no sentence end inside: the paragraph's start, never a clause end inside its sentence (READER32 #23)
    assert apart(text.split(" "), 4) == 0


@pytest.mark.parametrize("game", GAMES)
def test_every_print_page_line_in_the_rules_takes_a_near_sentence_end(kits, game):
    for kind, text, key in kits[game][4]:
        if kind not in ("para", "item") or not key:
            continue
        said = text.split(" ")
        ends = [k for k in range(2 if kind == "item" else 1, len(said)) if said[k - 1].rstrip(CLOSING).endswith(ENDS)]
        for at in range(1, len(said)):
            cut = apart(said, at, item=kind == "item")
            # between sentences, the nearest such place: a sentence end, or the block's start or end (READER32 #23)
            assert cut in (0, len(said)) or cut in ends, (text, at, cut)
            assert abs(cut - at) == min(abs(k - at) for k in ({0, len(said)} | set(ends))), (text, at, cut)


@pytest.mark.parametrize("game", GAMES)
def test_a_list_item_that_fits_on_a_braille_page_is_never_split(kits, game):
    """READER28 #54: a step, a read back or a key entry split over two braille pages ("the Delta row /
    has 0 circles"). Each laid-out line is marked with its index, so each page's lines are known. An item
    longer than a kept paragraph (braille_breaks.SHORT lines, half a page) breaks as a paragraph does, at a
    sentence (test_braille_forms31): kept whole, a 21-line read back left the page before it 3 lines."""
    from accessible_kits.writers.braille_breaks import SHORT

    lines = kits[game][3]
    g = Geometry()
    for i, line in enumerate(lines):
        line.cells = f"L{i}" if line.kind != "blank" else ""
    pager = _Pager(g, 0)
    pager.add(lines)
    page_of = {int(c[1:]): n for n, (text, *_) in enumerate(pager.pages) for c in text if c.startswith("L")}
    items: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        if line.src == "item" and line.kind == "text":
            items.setdefault(line.block, []).append(i)
    long = 0
    for at in items.values():
        if len(at) <= min(SHORT, pager.body // 2):
            assert page_of[at[0]] == page_of[at[-1]], at
            long += len(at) > 3
    assert long, "some items run to 4 lines or more, which a page break could split before"
