"""Braille page layout, without liblouis: wrapping at cell width, and the pages of BANA's Braille
Formats (top line, page numbers, print page indicators, transcriber's notes) at any geometry."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_kits import braille
from accessible_kits.braille import CELLS, wrap
from accessible_kits.writers.braille_pages import (
    GAP,
    TN_CLOSE,
    TN_OPEN,
    Geometry,
    Item,
    brf,
    text_pages,
    title_page,
    unicode_text,
    volume,
)

words = st.lists(st.text("abcdefgh", min_size=1, max_size=50), min_size=1, max_size=40)


@settings(deadline=None)  # a loaded machine is no failure of the wrap
@given(words=words, first=st.integers(0, 4), rest=st.integers(0, 4))
def test_wrap_never_overflows_and_keeps_every_cell(words, first, rest):
    lines = wrap(" ".join(words), CELLS, first, rest)
    assert all(len(line) <= CELLS for line in lines)
    assert lines[0].startswith(" " * first)
    assert all(line.startswith(" " * rest) for line in lines[1:])
    assert "".join(line.replace(" ", "") for line in lines) == "".join(words), "no cell lost or added"


def test_wrap_breaks_at_spaces_when_it_can():
    assert wrap("aaaa bbbb cccc", 9) == ["aaaa bbbb", "cccc"]
    assert wrap("aaaa bbbb cccc", 9, first=2, rest=0) == ["  aaaa", "bbbb cccc"]


def test_a_line_long_word_after_another_keeps_to_the_next_lines_indent():
    """Found by the property test: a word exactly a line long, after another word, moved to a line
    indented by `rest` and ran one cell over."""
    assert [len(line) for line in wrap("ab " + "x" * CELLS, CELLS, 0, 1)] == [2, CELLS, 2]


def test_numbers_and_cells_as_liblouis_writes_them():
    assert braille.number(12) == "#AB" and braille.number(305) == "#CJE"
    assert braille.to_ascii(braille.to_unicode(braille.ASCII)) == braille.ASCII
    assert braille.to_unicode(",A#A") == "\u2820\u2801\u283c\u2801"


def _number_at_right(line: str, number: str, cells: int) -> bool:
    """`number` ends the line, with at least GAP blank cells before it."""
    return line.endswith(number) and len(line) <= cells and line[: -len(number)].endswith(" " * GAP)


block = st.tuples(st.sampled_from(["heading", "para", "item", "note", "page", "form"]), words)


@settings(max_examples=60, deadline=None)
@given(blocks=st.lists(block, min_size=1, max_size=30), cells=st.integers(28, 42), lines=st.integers(20, 31))
def test_every_page_keeps_the_formats(blocks, cells, lines):
    """At any geometry: every page has exactly its lines, none wider than its cells; the braille page
    number ends the last line, three blanks before it; the top line ends with the print page, a
    continuation letter on a print page's further pages; an indicator line is dots 3-6 then a number."""
    items, page = [Item("para", "START")], 1  # print page 1 begins with the text
    for kind, ws in blocks:
        if kind == "page" and items[-1].kind == "page":
            continue  # print pages that begin at one place are one indicator (braille_volumes)
        if kind == "page":
            page += 1
            items.append(Item("page", braille.number(page), page=page))
        elif kind == "form":  # a numbered line to write on, and the room after it
            items.append(Item(kind, braille.number(len(items)) + "4", height=len(ws) % 4 + 1))
        else:
            items.append(Item(kind, " ".join(ws).upper()))
    g = Geometry(cells, lines)
    pages = text_pages("HEAD", items, g, print_pages=True)
    shown = set()
    for n, p in enumerate(pages, 1):
        assert len(p.lines) == lines and all(len(line) <= cells for line in p.lines)
        assert _number_at_right(p.lines[-1], braille.number(n), cells) and p.number == braille.number(n)
        assert _number_at_right(p.lines[0], p.print_page, cells)
        assert n == 1 or p.lines[0].strip().startswith("HEAD"), "the running head after the first page"
        for line in p.lines[1:-1]:
            if line.startswith("-"):
                assert line.rstrip("#ABCDEFGHIJ").strip("-") == "" and len(line) == cells
                shown.add(line.lstrip("-"))
        shown.add(p.print_page.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ") if p.print_page[0] != "#" else p.print_page)
    assert shown == {braille.number(k) for k in range(1, page + 1)}, "every print page is shown where it begins"


def test_a_print_page_that_begins_a_braille_page_is_on_its_top_line():
    body = 25 - 2
    items = [Item("para", "X")] * (body * 2) + [Item("page", "#B", page=2), Item("para", "Y")]
    pages = text_pages("HEAD", items, Geometry(), print_pages=True)
    assert [p.print_page for p in pages] == ["#A", "A#A", "#B"], "no indicator line at a page's top"
    assert not any(line.startswith("-") for p in pages for line in p.lines)


def test_print_pages_combined_at_a_braille_pages_top_keep_both_numbers():
    """Print pages with nothing in braille between them (an example's diagrams) are one indicator,
    "#AC-#AD"; where it falls at a braille page's top, the top line says both, and a runover the last."""
    body = 25 - 2
    items = [Item("para", "X")] * body + [Item("page", "#AC-#AD", page=14)] + [Item("para", "Y")] * (body + 1)
    pages = text_pages("HEAD", items, Geometry(), print_pages=True)
    assert [p.print_page for p in pages] == ["#A", "#AC-#AD", "A#AD"]


def test_transcribers_notes_start_in_cell_7_and_run_over_to_cell_5():
    note = " ".join(["WORD"] * 20)
    (page,) = text_pages("HEAD", [Item("para", "A"), Item("note", note)], Geometry())
    lines = [line for line in page.lines[1:-1] if line.strip()][1:]
    assert lines[0].startswith(" " * 6 + TN_OPEN) and lines[-1].endswith(TN_CLOSE)
    assert all(line.startswith(" " * 4) and line[4] != " " for line in lines[1:])


def test_interpoint_leaves_the_title_page_back_blank_and_numbers_both_sides():
    """BANA's Interpoint Guidelines: the title page's back is blank, its number implied (E.2.1,
    E.3.5); a text page carries its braille page number on the left-hand side too (E.3.4)."""
    g = Geometry(interpoint=True)
    text = text_pages("HEAD", [Item("para", "X")] * 80, g)
    pages = volume(title_page(["TITLE"], g), text, g)
    assert pages[0].number == "T#A" and not any(pages[1].lines), "t1, then its blank back"
    assert [p.number for p in pages[2:]] == [braille.number(n) for n in range(1, len(text) + 1)]
    assert all(p.lines[-1].endswith(p.number) for p in pages[2:])


def test_a_form_line_and_its_room_stay_on_one_page():
    items = [Item("form", f"#{n}", height=5) for n in range(12)]
    for p in text_pages("HEAD", items, Geometry()):
        body = p.lines[1:-1]
        starts = [i for i, line in enumerate(body) if line.startswith("#")]
        assert all(i + 5 <= len(body) for i in starts), "a form line's room runs over a page"


def test_brf_and_unicode_hold_the_same_pages():
    g = Geometry()
    pages = volume(title_page(["TITLE"], g), text_pages("HEAD", [Item("para", "AB CD")] * 30, g), g)
    data = brf(pages).decode("ascii").split("\f")
    uni = unicode_text(pages).decode("utf-8").split("\f")
    assert [braille.to_ascii(p.replace("\r\n", "\n").replace("\n", "")) for p in uni] == [
        p.replace("\r\n", "") for p in data
    ]
    assert all(page.endswith("\r\n") and page.count("\r\n") == 25 for page in data)


def test_a_number_ending_a_sentence_never_starts_a_line():
    """'row 1 has 7.' broken before '7.' reads as item 7 of a list: the number stays with the word
    before it. A numbered item's own number, first on its line, is untouched."""
    assert braille.wrap("XXXX HAS #G4 ,ROW", 10) == ["XXXX", "HAS #G4", ",ROW"]
    assert braille.wrap("XXXX HAS #G4 ,ROW", 12) == ["XXXX HAS #G4", ",ROW"]
    assert braille.wrap("#G4 ,ROW #D HAS #C", 8) == ["#G4 ,ROW", "#D HAS", "#C"]
    assert braille.wrap("AB #G #C3 X", 5) == ["AB #G", "#C3 X"]  # a count, or a number with a colon, may start one
    assert braille.wrap("AT #AJJ .04", 8) == ["AT", "#AJJ .04"]  # and "100 %." keeps its percent sign


def test_a_braille_page_outside_what_embossers_take_is_one_clear_line(tmp_path):
    """braille_cells and braille_lines are checked against the range embossers support (28 to 42
    cells, 20 to 31 lines): a value outside is refused with one line naming the key."""
    from accessible_kits.errors import KitError
    from accessible_kits.profile import load_profile

    for key, value in (("braille_cells", 50), ("braille_lines", 12), ("braille_duplex", '"both"')):
        path = tmp_path / f"{key}.toml"
        path.write_text(f'extends = "tactile"\n{key} = {value}\n')
        with pytest.raises(KitError) as err:
            load_profile(str(path))
        message = str(err.value)
        assert key in message and "\n" not in message.strip(), message
