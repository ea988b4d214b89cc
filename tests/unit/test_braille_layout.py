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


def test_print_pages_combined_at_a_braille_pages_top_are_a_line_of_their_own_too():
    """Print pages with nothing in braille between them (an example's diagrams) are one indicator,
    "#AC-#AD"; where it falls at a braille page's top, it is still a line of its own, as everywhere
    else (READER21 #14: four rows showed "15-16" at a top right, the other volumes "---15-16"); the
    top line says the page that goes on, not the line's last page again ("14" above "13-14", READER27
    T), and a runover after the line says the last page."""
    body = 25 - 2
    items = [Item("para", "X")] * body + [Item("page", "#AC-#AD", page=14)] + [Item("para", "Y")] * (body + 1)
    pages = text_pages("HEAD", items, Geometry(), print_pages=True)
    assert [p.print_page for p in pages] == ["#A", "A#A", "A#AD"]
    assert pages[1].lines[1] == "-" * (40 - len("#AC-#AD")) + "#AC-#AD"


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


# The keep rules (braille_pages.keep_rules), at any geometry. Each item's words carry its number
# ("BCX" and "Y"s: item 12), so every line on the pages says which item it is from.
def _word(n: int, extra: int) -> str:
    return "".join("ABCDEFGHIJ"[int(d)] for d in str(n)) + "X" + "Y" * extra


def _of(line: str) -> int:
    """The item a body line is from, read from its first word."""
    word = line.strip().split(" ")[0].removeprefix(TN_OPEN)
    return int("".join(str("ABCDEFGHIJ".index(c)) for c in word.split("X")[0]))


keep_block = st.tuples(
    st.sampled_from(["heading", "minor", "para", "para", "item", "item", "item", "note", "page"]),
    st.lists(st.integers(0, 5), min_size=1, max_size=6),  # short blocks: every run kept together fits a page
)


def _keep_volume(blocks, cells, lines):
    """Each item's kind by its number, and the pages of a volume of the generated blocks (no more
    than two headings in a row, print pages between blocks)."""
    items, kinds, page, heads = [Item("para", _word(0, 3))], {0: "para"}, 1, 0
    for kind, extras in blocks:
        heads = heads + 1 if kind in ("heading", "minor") else 0
        if (kind == "page" and items[-1].kind == "page") or heads > 2:
            continue
        if kind == "page":
            page += 1
            items.append(Item("page", braille.number(page), page=page))
            continue
        n = len(kinds)
        kinds[n] = kind
        items.append(Item(kind, " ".join(_word(n, e) for e in extras)))
    return kinds, text_pages("HEAD", items, Geometry(cells, lines), print_pages=True)


def _placed(pages) -> list[list[int]]:
    """Each page's body lines, as the numbers of the items they are from (indicator lines left out)."""
    return [[_of(line) for line in p.lines[1:-1] if line.strip() and not line.startswith("-")] for p in pages]


def _text_after(where, order, kinds, k) -> list[int]:
    """The pages of the lines of text after the k-th item, a heading: up to the next heading that follows text."""
    out: list[int] = []
    for p, m in where:
        if order.index(m) <= k:
            continue
        if kinds[m] in ("heading", "minor"):
            if out:
                break
            continue
        out.append(p)
    return out


@settings(max_examples=80, deadline=None)
@given(blocks=st.lists(keep_block, min_size=1, max_size=40), cells=st.integers(28, 42), lines=st.integers(20, 31))
def test_keep_rules_at_any_geometry(blocks, cells, lines):
    """A heading never ends a page and has 2 lines at least of what follows on its page; a lead-in
    (a paragraph right before a list) shares its page with the list's first item; a transcriber's
    note that fits on a page is never split; a paragraph or an item split across pages leaves 2
    lines at least on either side; a list neither begins nor ends with one line alone on a page."""
    kinds, pages = _keep_volume(blocks, cells, lines)
    placed = _placed(pages)
    where = [(p, n) for p, ids in enumerate(placed) for n in ids]  # (page, item) of every line, in order
    on: dict[int, list[int]] = {}
    for p, n in where:
        on.setdefault(n, []).append(p)
    order = list(on)
    for k, n in enumerate(order):
        kind, at = kinds[n], on[n]
        after = _text_after(where, order, kinds, k)
        if kind in ("heading", "minor"):
            assert len(set(at)) == 1, "a heading split across pages"
            assert after[:2] == [at[-1]] * len(after[:2]), f"heading {n} without 2 lines of its text on its page"
        if kind == "note":
            assert len(set(at)) == 1, f"note {n} split, though it fits on a page"
        if kind in ("para", "item") and len(set(at)) > 1:
            assert all(at.count(p) >= 2 for p in set(at)), f"{kind} {n} leaves 1 line on a page: {at}"
        nxt = order[k + 1] if k + 1 < len(order) else None
        if kind == "para" and nxt is not None and kinds[nxt] == "item":
            assert at[-1] == on[nxt][0], f"lead-in {n} ends a page, its list begins the next"
    _lists_keep_their_ends(order, kinds, on)


def _lists_keep_their_ends(order, kinds, on) -> None:
    """Every run of list items has its first two lines on one page, and its last two."""
    runs: list[list[int]] = [[]]
    for n in order:
        if kinds[n] == "item":
            runs[-1] += on[n]
        elif runs[-1]:
            runs.append([])
    for run in (r for r in runs if len(r) > 1):
        assert run[0] == run[1] and run[-2] == run[-1], f"a list with one line alone on a page: {run}"


def test_a_worked_examples_title_is_a_cell_5_heading_kept_with_its_first_lines():
    """Found by a braille reader: "Example 1: Two turns from a full board" alone at a page's foot.
    A worked example's title is a cell-5 heading (Formats 4.5: cell 5, runover in cell 5, a blank
    line before it) and goes to the next page with the first two lines of its example."""
    g = Geometry()
    filler = [Item("para", "XX")] * (g.lines - 2 - 3)  # 3 lines left: a blank, the title and one item
    items = [*filler, Item("minor", ",EXAMPLE #A3 ,TWO TURNS"), Item("item", "#A4 ,/>T"), Item("item", "#B4 ,PLAY")]
    first, second = text_pages("HEAD", items, g)[:2]
    assert not any("EXAMPLE" in line for line in first.lines), "the title stayed alone at the foot"
    assert second.lines[1] == "    ,EXAMPLE #A3 ,TWO TURNS" and second.lines[2:4] == ("#A4 ,/>T", "#B4 ,PLAY")


def test_a_lead_in_keeps_with_its_list_and_a_note_is_not_split():
    """Found by a braille reader: "They are these." ended a page, its list on the next; "In print,
    3 diagrams of this / example stand here" split a transcriber's note across two pages."""
    g = Geometry()
    body = g.lines - 2
    lead = [*[Item("para", "XX")] * (body - 1), Item("para", ",!Y >E ^!4"), Item("item", ",! KEY4")]
    first = text_pages("HEAD", lead, g)[0]
    assert not any(",!Y >E ^!4" in line for line in first.lines), "the lead-in ended the page without its list"
    note = " ".join(["WORD"] * 12)  # 2 lines between the indicators
    pages = text_pages("HEAD", [*[Item("para", "XX")] * (body - 1), Item("note", note)], g)
    assert not any(TN_OPEN in line for line in pages[0].lines) and TN_CLOSE in pages[1].lines[2]


def test_a_list_never_ends_with_its_last_line_alone_on_a_page():
    """Found by a braille reader: "Row 3 has 5." ended a page and "Row 4 has 7.", the list's last
    item, stood alone at the top of the next. The list's last two lines share a page (Formats 8.3.5
    lets a list be divided, not leave one line), as do its first two. A short list, of LIST lines at
    most, is not divided at all (READER32 #3: the record sheet's 5 columns, and four rows' 8 parts)."""
    g = Geometry()
    body = g.lines - 2
    rows = [Item("item", f",ROW #{'ABCD'[k]} HAS #{'CEG'[min(k, 2)]}4") for k in range(4)]
    pages = text_pages("HEAD", [*[Item("para", "XX")] * (body - 3), *rows], g)
    assert not any("ROW" in line for line in pages[0].lines), "a short list divided"
    assert [line for line in pages[1].lines if "ROW" in line] == [r.cells for r in rows]
    rows = [Item("item", f",ROW #{'ABCDEFGHIJKLM'[k]}4") for k in range(13)]  # longer than LIST: divided
    pages = text_pages("HEAD", [*[Item("para", "XX")] * (body - 12), *rows], g)
    assert [line for line in pages[0].lines if "ROW" in line][-1] == ",ROW #K4"
    assert pages[1].lines[1:3] == (",ROW #L4", ",ROW #M4"), "the last item alone on a page"
    pages = text_pages("HEAD", [*[Item("para", "XX")] * (body - 1), *rows], g)
    assert not any("ROW" in line for line in pages[0].lines), "a list began on a page's last line"


def test_the_special_symbols_page_says_what_two_page_numbers_mean():
    """Found by a braille reader: "13-14" (print pages combined, as nothing in braille begins on
    page 13) was not on the special symbols page. Its entry names the volume's own pages."""
    from accessible_kits.writers.braille_prelims import _combined_words, _numbers

    assert _numbers("#AC-#AD") == [13, 14] and _numbers("#AJ-#AA") == [10, 11]
    words = _combined_words(("#AC-#AD",))
    assert "as 13-14: print pages 13 and 14 of rules.pdf begin here" in words
    assert "No braille text begins on print page 13." in words
    assert "pages 4 through 6 of rules.pdf" in _combined_words(("#D-#F",))
    assert "on print pages 4 through 5." in _combined_words(("#D-#F",))
    # READER21 #14: row removal showed 15-16 and 18-19, and only 15-16 was explained: each is named
    both = _combined_words(("#AE-#AF", "#AH-#AI"))
    assert both == (
        "A line of these, ending in two numbers, as 15-16 or 18-19: both print pages of rules.pdf begin here. "
        "No braille text begins on the first of the two."
    )
    assert "as 4-6 or 18-19: the print pages of rules.pdf from the first number to the second" in _combined_words(
        ("#D-#F", "#AH-#AI")
    )


def test_the_special_symbols_page_explains_every_continuation_letter():
    """b5 is explained as well as a5: the letter counts the braille pages a print page goes on to,
    as the pages number them (a braille reader, round 13, met b10 with only a5 explained)."""
    from accessible_kits.writers.braille_pages import _print_label, continuation
    from accessible_kits.writers.braille_prelims import Sheets, _symbol_entries

    words = dict(_symbol_entries(False, Sheets(False), True, 2))["A" + braille.number(5)]
    assert (continuation(1), continuation(2)) == ("A", "B")  # braille ASCII: the letters a and b
    assert "a for the first, b for the second, and so on." in words
    assert all(len(s.split()) < 25 for s in words.split(". "))
    # and the number alone, which the pages show where a print page begins at the top (round 14)
    alone = dict(_symbol_entries(False, Sheets(False), True, 2))[braille.number(5)]
    assert alone == "A print page number alone at the top right: print page 5 begins at the top of this page."
    assert _print_label(5, 0, braille.number(5)) == braille.number(5) and _print_label(5, 1, "").startswith("A")


def test_the_special_symbols_page_names_each_lone_letter_in_running_text():
    """Found by a braille reader: the symbols page showed the sheets' labels (",B", two cells, as the
    sheets write them) and nothing else, so at grade 2 ",B" read as "but" and ",P" as "people". The
    symbol stays as the sheets write it; its meaning names the letter in running text, where liblouis
    writes UEB's grade 1 indicator before a lone letter (5.7.1), and at grade 2 says the sheets leave it out."""
    from accessible_kits.writers.braille_prelims import _label_words

    assert _label_words(("P",), "The poison cell's label", 2) == (
        "The poison cell's label: the letter P, as the raised sheets write it, without the grade 1 indicator."
    )
    assert _label_words(("A", "B", "C", "D"), "The column letters", 1) == (
        "The column letters: the letters A to D, as the raised sheets write them."
    )
    assert "the letters W and B," in _label_words(("W", "B"), "The players' letters", 2)
    assert "the letters A, C and E," in _label_words(("A", "C", "E"), "The column letters", 2)


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


def test_a_letter_that_is_a_column_and_a_mark_is_told_apart_by_where_it_stands():
    """Black's B is column B's sign too (round 14's braille reader): the symbols page says where each stands."""
    from accessible_kits.writers.braille_prelims import Sheets, _symbol_entries

    labels = ((tuple("ABCDEFGH"), "The column letters of the boards"), (("W", "B"), "The letters of White's pieces"))
    entries = dict(_symbol_entries(False, Sheets(True, labels, ("B",)), False, 2))
    said = [w for w in entries.values() if w.startswith("Along the board's edges")]
    assert said == ["Along the board's edges, B is a column letter. Inside a cell, it is always a piece's mark."]
    assert not any(
        "Along the board's edges" in w for w in dict(_symbol_entries(False, Sheets(True, labels), False, 2)).values()
    )


def test_the_special_symbols_page_explains_each_form_of_two_page_numbers():
    """Round 18's reader met a16 after 15-16, with only a5 explained. The forms of two numbers the
    text pages show are each explained (a line of them, wherever it falls: READER21 #14, and the
    letter on the last number a braille page on), and none they do not show."""
    from accessible_kits.writers.braille_prelims import Marks, Sheets, _symbol_entries

    body = 25 - 2
    line = (
        "A line of these, ending in two numbers, as 13-14: print pages 13 and 14 of rules.pdf "
        "begin here. No braille text begins on print page 13."
    )
    # its meaning first (READER38 #20)
    after = (
        "At a page's top right, a14 means that print page 14 goes on there. "
        "It comes after a line that ends in two numbers, as 13-14."
    )
    at_top = [Item("para", "X")] * body + [Item("page", "#AC-#AD", page=14)] + [Item("para", "Y")] * (body + 1)
    in_line = [Item("para", "X")] * 3 + [Item("page", "#AC-#AD", page=14)] + [Item("para", "Y")] * (body + 1)
    for items in (at_top, in_line):  # one form, wherever the pages fall
        marks = Marks.of(text_pages("HEAD", items, Geometry(), print_pages=True))
        assert marks == Marks(("#AC-#AD",), "A#AD", "#AC-#AD")
        entries = dict(_symbol_entries(False, Sheets(False), True, 2, marks))
        assert entries["---#AC-#AD"] == line and entries["A#AD"] == after
        assert "#AC-#AD" not in entries, "no two numbers at a top right"
    plain = [Item("para", "X")] * (body * 2)
    assert Marks.of(text_pages("HEAD", plain, Geometry(), print_pages=True)) == Marks()
    assert not any("two numbers" in w for w in dict(_symbol_entries(False, Sheets(False), True, 2)).values())
