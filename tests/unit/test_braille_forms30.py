"""Round 29's braille reader on the record forms and the braille pages (READER29 #1-#5, #10): a form's
example line is a real turn (turn 1 of a worked example, replayed), on lines of its own where no part
of it stands at the margin or parts a name from its count; the parts named, not numbered; the scribe
named as the one who writes, in the rules' words; a page that would end inside a short sentence ends
before it."""

from __future__ import annotations

import re

import pytest

from accessible_kits import braille
from accessible_kits.compose.record_turn import first_turn
from accessible_kits.profile import load_profile
from accessible_kits.writers.braille_breaks import BACK, ends_sentence, sentence_turns
from accessible_kits.writers.braille_forms import DISPLAY, example_line, record_blocks, separator
from accessible_kits.writers.braille_pages import Geometry, Item, _Pager, flow, text_pages
from accessible_kits.writers.braille_volumes import Sheet, _items, rule_blocks
from rule_texts import composed_texts, readers_games

GAMES = tuple(readers_games())  # the six the reader read: a built-in and a user's game of each family


def _laid(items: list, g: Geometry, *, turns: bool = True):
    """The lines and the pager of `items` laid out as text_pages lays them (its sentence turns, or none)."""
    turned = items
    while True:
        lines = flow(turned, g.cells)
        pager = _Pager(g, 0)
        pager.add(lines)
        nxt = sentence_turns(turned, lines, pager.breaks) if turns else None
        if nxt is None:
            return lines, pager
        turned = nxt


@pytest.fixture(scope="module")
def kits():
    """{game: (game, kit, its forms' blocks, its forms' translated items, the rules' items)} at the
    tactile profile, composed and translated once (liblouis, outside the fast tier's function guard)."""
    out = {}
    for name in GAMES:
        game = readers_games()[name]()
        kit = composed_texts(game, load_profile("tactile"))[0]
        forms = [record_blocks(kit.title, s, braille.GRADE2, 40)[0] for s in kit.record_sheets]
        form_items = []
        for blocks in forms:
            cells = [[c] for c in braille.translate([t for _, t, _ in blocks], braille.GRADE2, braille.BRF)]
            form_items.append(_items(blocks, cells, {}, 1))
        sheets = {n: [Sheet(4, "diagram sheet 1")] * len(x.diagrams) for n, x in enumerate(kit.examples, 1)}
        blocks = [b for b in rule_blocks(kit, sheets) if b[0]]
        cells = [[c] for c in braille.translate([t for _, t, _ in blocks], braille.GRADE2, braille.BRF)]
        out[name] = (game, kit, forms, form_items, _items(blocks, cells, {}, 1))
    return out


@pytest.fixture(scope="module")
def cells():
    """{print: braille ASCII} of the few texts the tests below translate (liblouis, once)."""
    texts = [";", FILLER, TEXT]
    return dict(zip(texts, braille.translate(texts, braille.GRADE2, braille.BRF), strict=True))


@pytest.mark.parametrize("game", GAMES)
def test_the_record_forms_example_line_is_turn_1_of_an_example(kits, game):
    """READER29 #1: "28; Sam; D2; 3, 3, 3, 7; yes", each column's widest entry, read as a turn that
    cannot be. The line is turn 1, its player, its move and the counts after it, as the engine replayed it."""
    g, kit, forms, *_ = kits[game]
    record, blocks = kit.record_sheets[0], forms[0]
    found = first_turn(g)
    assert found is not None
    n, res = found
    parts = example_line(record, separator(record)).split("; ")
    assert parts[0] == "1" and record.example_of == n
    said = [t for kind, t, _ in blocks if kind == "para"]
    assert f"Turn 1 of Example {n} in the rules is written like this:" in said
    e = g.engine
    if g.family == "grid-removal":
        counts = ", ".join(str(k) for k in reversed(e.row_ends(res.after)))
        assert parts[2:4] == [e.notation(res.move), counts]
    elif g.family == "row-removal":
        assert parts[-len(res.after.counts) :] == [str(k) for k in res.after.counts]
        assert parts[-len(res.after.counts) - 1] == str(res.move[0][1])
    else:
        piece, cells = e.notation(res.move).split(" ")
        assert parts[2:4] == [piece, cells]
        assert parts[4] in cells.split("+")  # a first piece's contact: the start cell it covers
    assert e.play(e.initial(), res.move) == res.after


@pytest.mark.parametrize("game", GAMES)
def test_the_example_line_stands_off_the_margin_and_keeps_each_part_whole(kits, cells, game):
    """READER29 #2, #5: "2; Sam; Sam;" then "1" alone at the margin, read as form line 1; and "Sam /
    3, Ana 5" parted a name from its count. The line stands in cell 3, its runovers in cell 5, broken
    only after a part's separator."""
    _, kit, forms, form_items, _ = kits[game]
    for sheet, blocks, items in zip(kit.record_sheets, forms, form_items, strict=True):
        mark = cells[separator(sheet)][-1]  # ";2": the separator's cell, after a grade 1 indicator alone
        every = [line for line in flow(items, 40) if line.src == DISPLAY]
        lines = [t for kind, t, _ in blocks if kind.startswith(DISPLAY)]
        assert every and len(lines) == len(every)  # each laid out as made: liblouis wraps none further
        for block in sorted({line.block for line in every}):  # turn 1's line, and one that leaves parts empty
            shown = [line for line in every if line.block == block]
            assert all(line.cells.startswith("  ") for line in shown)
            assert all(line.cells.startswith("    ") for line in shown[1:])
            assert all(line.cells.endswith(mark) for line in shown[:-1]), [line.cells for line in shown]
            if len(" ".join(line.cells.strip() for line in shown)) <= 38:
                assert len(shown) == 1, sheet.id  # a line that fits on one braille line: "2; Sam; Sam; 1"


@pytest.mark.parametrize("game", GAMES)
def test_the_parts_are_named_in_a_sentence_not_numbered(kits, game):
    """READER29 #3: numbered parts ("1. Turn ...") above the numbered lines ("1. 2. ...") read as the lines."""
    _, kit, forms, *_ = kits[game]
    for sheet, blocks in zip(kit.record_sheets, forms, strict=True):
        items = [t for kind, t, _ in blocks if kind == "item"]
        assert len(items) == len(sheet.columns)
        assert not any(re.match(r"\d+\. ", t) for t in items)
        names = "; ".join(c.name for c in sheet.columns)
        assert f"Write these {len(sheet.columns)} parts in order: {names}." in [t for _, t, _ in blocks]


@pytest.mark.parametrize("game", GAMES)
def test_the_form_says_the_scribe_writes_it_as_the_rules_do(kits, game):
    """READER29 #4: "Then write on it with a braille writer" named nobody; the rules say "After each
    round, the scribe writes one line of the match record."."""
    _, kit, forms, *_ = kits[game]
    for sheet, blocks in zip(kit.record_sheets, forms, strict=True):
        said = " ".join(t for _, t, _ in blocks)
        when = "round" if sheet.id == "match" else "turn"
        assert f"After each {when}, the scribe writes one line of the {sheet.title.lower()}" in said
        assert "Then write on it" not in said


def _inside(lines, pager) -> list[int]:
    """The page breaks that fall inside a paragraph's sentence."""
    return [
        i
        for i in pager.breaks
        if lines[i - 1].kind == lines[i].kind == "text"
        and lines[i - 1].block == lines[i].block
        and lines[i - 1].src == "para"
        and not ends_sentence(lines[i - 1].cells.split(" ")[-1])
    ]


@pytest.mark.parametrize("game", GAMES)
def test_a_page_ends_before_a_sentence_that_begins_near_its_end(kits, game):
    """READER29 #10: "only A and F are said back plainly, like / column F row 1", "the scribe / asks:
    which row". A page that would end inside a sentence begun within BACK lines ends before it; the
    page keeps all but BACK of its lines at least."""
    items = kits[game][4]
    g = Geometry()
    before = _inside(*_laid(items, g, turns=False))
    lines, pager = _laid(items, g)
    for i in _inside(lines, pager):
        tail = [w for line in lines[max(0, i - BACK) : i] for w in line.cells.split(" ")[:-1]]
        assert not any(ends_sentence(w) for w in tail), lines[i - 1].cells
        assert lines[i - BACK].block == lines[i].block  # the paragraph began further back
    turned = [i for i in pager.breaks if lines[i].turn]
    # a short paragraph is kept whole now (READER31 #18): only a longer one may still break inside a sentence
    assert len(_inside(lines, pager)) < len(before) or not before
    for n, (text, *_) in enumerate(pager.pages[:-1]):
        if lines[pager.breaks[n]].turn:
            assert len(text) >= pager.body - BACK - 1, n
    assert turned or not before


TEXT = (
    "The second row going down is the middle row: call it the middle row. If a player says a row "
    "any other way, the scribe asks: which row, top, middle or bottom? That is a question, not a "
    "broken rule."
)
FILLER = "All the boards are the same, and each has its rows of circles laid out in the same way."


def test_the_scribe_asks_on_the_page_the_sentence_begins(cells):
    """READER29 #10, Row removal p.7-8: "If a player says a row any other way, the scribe / asks:
    which row, top, middle or bottom?" The page ends after "middle row." instead."""
    g = Geometry(40, 8)  # 6 text lines: the filler's 2, then the paragraph's 5 would break after "the scribe"
    items = [Item("para", cells[FILLER]), Item("para", cells[TEXT])]
    pages = text_pages("", items, g)
    first = " ".join(pages[0].lines[1:-1]).split()
    assert first[-2:] == ["MIDDLE", "R[4"], first  # "middle row."
    second = " ".join(pages[1].lines[1:-1])
    assert second.lstrip().startswith(",IF") and "SCRIBE ASKS3" in second


def test_a_count_stays_on_the_line_of_the_name_it_follows():
    """READER29 #5, #10: "like Otters / 3, Red team 6" parted a name from its count at a line's end
    (Garden corners' match form at 32 cells). A count and its comma go with the word before it, unless
    that word is a count too: a list of counts ("3, 3, 3, 7") may part between two."""
    otters = "LIKE ,OTT]S #C1 ,R$ T1M #F4"  # "like Otters 3, Red team 6." in braille ASCII
    assert braille.wrap(otters, 14) == ["LIKE", ",OTT]S #C1 ,R$", "T1M #F4"]
    counts = "LIKE #C1 #C1 #C1 #G4"  # "like 3, 3, 3, 7."
    assert braille.wrap(counts, 10) == ["LIKE #C1", "#C1", "#C1 #G4"]  # "7." never first on a line
