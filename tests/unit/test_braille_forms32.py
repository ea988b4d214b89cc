"""Round 31's braille reader on the record forms (READER31 #10, #11, #12): the A1 line and a pass were never
shown, nor what goes in an empty part; garden corners' Cells hint "like B2+C2" was a piece it has not."""

from __future__ import annotations

import pytest

from accessible_kits.profile import load_profile
from rule_texts import composed_texts, readers_games

GAMES = tuple(readers_games())  # the six the reader read: a built-in and a user's game of each family
EMPTY = "Leave an empty part blank, but still write the semicolon before it."


@pytest.fixture(scope="module")
def kits():
    """{game: (game, kit, the record form's blocks)} at the tactile profile, composed and translated once."""
    from accessible_kits import braille
    from accessible_kits.writers.braille_forms import forms_blocks

    out = {}
    for n, f in readers_games().items():
        g = f()
        kit = composed_texts(g, load_profile("tactile"))[0]
        blocks, _ = forms_blocks(kit.title, kit.record_sheets, braille.GRADE2, 40)
        out[n] = (g, kit, blocks[0])
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_form_shows_how_a_line_with_empty_parts_is_written(kits, game):
    """READER31 #10, #11: "For A1 the last two stay empty" and a pass's Cells were never written out. Where a
    line can leave parts empty, the form says how, then shows a real one after its turn's number: the poison
    cell's line of the worked example that ends with it, as the engine replayed it; a pass's mark and word."""
    from accessible_kits.writers.braille_forms import DISPLAY

    _, kit, form = kits[game]
    record = kit.record_sheets[0]
    texts = [t for _, t, _ in form]
    if game in ("row-removal", "four-rows"):  # every part of every line is filled
        assert not record.empty and not any(EMPTY in t for t in texts)
        return
    at = next(k for k, t in enumerate(texts) if EMPTY in t)
    kind, said, _ = form[at]
    assert kind == "para" and said.endswith(
        f"{EMPTY} After the turn's number and a semicolon, its whole line is written like this:"
    )
    shown = " ".join(t for k, t, _ in form[at + 1 :] if k.startswith(DISPLAY))
    # the whole line, its empty parts' marks run on after its last written part (READER37 #13, READER38 #9)
    assert shown == "; ".join(p for p in record.empty if p) + ";" * record.empty.count(""), shown
    assert f"leaves {record.empty.count('')} parts empty." in said
    if game in ("poison-corner", "long-corner"):
        who = "Sam" if game == "poison-corner" else "Maya"
        assert shown == f"{who}; A1;;", shown
        n = int(said.split("Example ")[1].split()[0])  # the example that ends with the poison cell
        assert said.startswith(f"The last turn of Example {n} in the rules"), said
        assert "poison cell" in kit.examples[n - 1].title, kit.examples[n - 1].title
    else:
        assert shown.endswith("; pass;;;") and shown.split(";")[0] in ("B", "R"), shown
        assert said.startswith("A pass leaves 3 parts empty."), said


@pytest.mark.parametrize("game", ("corner-polyominoes", "garden"))
def test_the_cells_hint_is_a_placement_of_the_game(kits, game):
    """READER31 #12: garden corners' "Cells: like B2+C2" was a 2-cell piece the game has not. The hint's cells
    are a real placement, as a line writes them: an allowed move of the worked examples."""
    from accessible_kits.games.notation import cell_name, reading_order

    g, kit, _ = kits[game]
    hint = kit.record_sheets[0].columns[3].hint
    # in words first, then the example (ROUND32 #18: a plus sign alone told no reader how a line is written)
    assert hint.startswith("each cell as its letter and row number, like ") and "+" in hint, hint
    played = {
        "+".join(cell_name(c) for c in reading_order(r.move.cells))
        for rs in g.replays
        for r in rs
        if not r.reason and not isinstance(r.move, str)
    }
    assert hint.rsplit("like ", 1)[1] in played, (hint, played)
    assert hint.count("+") + 1 in {p.size for p in g.engine.pieces}, hint


@pytest.fixture(scope="module")
def rules_pages(kits):
    """{game: (lines, pager)}: each kit's braille rules laid out as the writer lays them, once."""
    from rule_texts import rules_layout

    return {name: rules_layout(kit) for name, (_, kit, _) in kits.items()}


@pytest.mark.parametrize("game", GAMES)
def test_a_short_paragraph_and_a_lists_last_two_items_stay_on_one_page(rules_pages, game):
    """READER31 #18, #16: the say-back rule's paragraph ran from page 8 to 9, and Not allowed's closing line
    stood on page 14 before the list's last item on page 15. No page breaks inside a paragraph of SHORT
    lines or less, nor between a list's last two items where they take SHORT lines or less; the page
    before such a run keeps the lines a heading and SHORT leave at least."""
    from accessible_kits.writers.braille_breaks import SHORT
    from accessible_kits.writers.braille_pages import _lists

    lines, pager = rules_pages[game]
    paras: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        if line.kind == "text" and line.src == "para":
            paras.setdefault(line.block, []).append(i)
    short = {b for b, at in paras.items() if len(at) <= SHORT}
    tails = []
    for run in _lists(lines):
        items = list(dict.fromkeys(lines[i].block for i in run))[-2:]
        tail = [i for i in run if lines[i].block in items]
        if len(items) == 2 and len(tail) <= SHORT:
            tails.append(set(tail[1:]))  # the lines no page may begin with
    for n, i in enumerate(pager.breaks):
        before, after = lines[i - 1], lines[i]
        assert not (before.block == after.block and after.block in short), (game, after.cells)
        assert not any(i in tail for tail in tails), (game, after.cells)
        assert len(pager.pages[n][0]) >= pager.body - SHORT - 3, (game, n, after.cells)
