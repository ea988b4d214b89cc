"""Round 33's braille read back (issue 24): a print page change line stood inside a sentence ("The read back
is: the Alpha row has 1 circle, / ---12 / the Bravo row has 3 circles", READER32 #23), and four rows' record
list of 12 braille lines went on over a page ("A: ... / B: B for Bravo ...", READER32 #3)."""

from __future__ import annotations

import pytest

from accessible_kits import braille
from accessible_kits.profile import load_profile
from accessible_kits.writers.braille_breaks import CLOSING, ENDS, apart, kept_whole
from accessible_kits.writers.braille_pages import Geometry, _lists
from accessible_kits.writers.braille_volumes import Sheet, _items, _pieces, rule_blocks, split_points
from accessible_kits.writers.card_text import words
from rule_texts import composed_texts, layout_turned, readers_games, rules_layout

TACTILE = load_profile("tactile")


@pytest.fixture(scope="module")
def kits():
    """{game: (kit, its braille rules' blocks)} of the readers' tactile kits, composed once (liblouis
    measures the labels, in a module fixture, before the fast tier's guard against programs)."""
    out = {}
    for name, game in readers_games().items():
        kit = composed_texts(game(), TACTILE)[0]
        sheets = {n: [Sheet(4, "diagram sheet 1")] * len(x.diagrams) for n, x in enumerate(kit.examples, 1)}
        out[name] = (kit, rule_blocks(kit, sheets))
    return out


@pytest.fixture(scope="module")
def layouts(kits):
    """{where: (lines, pager)}: four rows' braille rules and record form as the writer lays them out, once."""
    kit = kits["four-rows"][0]
    return {"rules": rules_layout(kit), "record": _form_layout(kit, "record")}


def _between_sentences(words: list[str], cut: int) -> bool:
    return cut in (0, len(words)) or words[cut - 1].rstrip(CLOSING).endswith(ENDS)


def test_a_print_page_line_never_stands_inside_a_sentence(kits):
    """Every place a print page of rules.pdf could begin inside a paragraph or an item of the braille rules:
    its line stands between sentences, at the block's start or after its end (as BANA's formats allow the
    nearest sentence or paragraph end), never at a clause end inside a sentence."""
    clauses = 0
    for name, (_, blocks) in kits.items():
        for kind, text, key in blocks:
            if kind not in ("para", "item") or not key:
                continue
            said = text.split(" ")
            for at in range(1, len(said)):
                cut = apart(said, at, item=kind == "item")
                assert _between_sentences(said, cut), (name, text, at, cut)
                clauses += said[at - 1].endswith(",")
    assert clauses, "no page could begin after a comma: the test would read nothing"


def test_the_four_rows_read_back_is_not_parted_at_its_comma(kits):
    """READER32 #23: four rows' print page 12 begins at "the Bravo row has 3 circles", after a comma of the
    read back; its line now stands at a sentence's start or the paragraph's end."""
    blocks = kits["four-rows"][1]
    (b,) = [n for n, (kind, text, _) in enumerate(blocks) if "The read back is: the Alpha row has" in text]
    said = blocks[b][1].split(" ")
    at = next(k for k in range(1, len(said)) if said[k - 1] == "circle," and said[k : k + 2] == ["the", "Bravo"])
    start = next(blocks[n][2] for n in range(b + 1, len(blocks)) if blocks[n][2])
    ((cut, page),) = split_points(blocks, {12: words(" ".join(said[at:]))}, {12: start})[b]
    assert page == 12 and cut != at and _between_sentences(said, cut), (cut, at)


def test_a_page_moved_to_a_paragraph_end_stands_after_the_paragraph():
    """The nearest sentence end may be the paragraph's own end: the line then stands after the paragraph,
    before the next block, with the paragraph whole (no empty runover)."""
    blocks = [
        ("para", "One two three. Four five six seven eight nine ten eleven twelve.", "k1"),
        ("para", "Next block here.", "k2"),
    ]
    splits = split_points(blocks, {2: words("nine ten eleven")}, {2: "k2"})
    assert splits == {0: [(12, 2)]}
    items = _items(blocks, _pieces(blocks, splits), {}, 1, splits)
    assert [(i.kind, i.cells) for i in items] == [("para", blocks[0][1]), ("page", "#B"), ("para", "Next block here.")]


def _form_layout(kit, sheet_id: str) -> tuple:
    """(lines, pager) of one record form's braille, as the writer lays it out (sentences turned as it turns them)."""
    from accessible_kits.writers.braille_forms import forms_blocks

    table = braille.table(TACTILE.braille_grade)
    forms, height = forms_blocks(kit.title, kit.record_sheets, table, TACTILE.braille_cells)
    (form,) = [f for f, s in zip(forms, kit.record_sheets, strict=True) if s.id == sheet_id]
    blocks = [b for b in form if b[0]]
    cells = [[c] for c in braille.translate([t for _, t, _ in blocks], table, braille.BRF)]
    g = Geometry.of(TACTILE)
    return layout_turned(_items(blocks, cells, {}, height), g, g.lines - 2)


def _parted(lines, pager, run: list[int]) -> list[int]:
    """The page breaks inside a list, or between it and the lead-in line just before it."""
    lead = run[0] - 1 if run[0] > 0 and lines[run[0] - 1].src == "para" else run[0]
    return [i for i in pager.breaks if lead < i <= run[-1]]


@pytest.mark.parametrize("where", ["rules", "record"])
def test_four_rows_record_list_stays_on_one_page_with_its_lead_in(layouts, where):
    """READER32 #3: four rows' 8 record parts, 12 braille lines, went on over a page, in the rules and in the
    record form. A list of LIST lines or fewer (just over half a page) is kept whole with its lead-in."""
    from accessible_kits.writers.braille_breaks import LIST, SHORT

    lines, pager = layouts[where]
    runs = _lists(lines)
    lists = [run for run in runs if len(run) <= min(LIST, pager.body // 2 + 1)]
    # the record parts' list: in the record form, since its headings are said once (LISTEN36 #7), it is as
    # short as a kept paragraph; a longer one is kept whole by the list rule
    assert lists and (where == "record" or any(len(run) > SHORT for run in lists)), [len(r) for r in runs]
    kept = kept_whole(lines, runs, pager.body)
    for run in lists:
        assert len(run) <= SHORT or (run[0], run[-1]) in kept
        assert not _parted(lines, pager, run), [lines[i].cells for i in run]
    for n, i in enumerate(pager.breaks):  # no page left mostly blank by a list moved on
        assert len(pager.pages[n][0]) >= pager.body - LIST - 3, (n, lines[i].cells)
