"""Round 30's braille reader on the record forms (READER30 #12, #13, #14): the match form's example line
can happen (round 1, begun by round 1's starter, the winner as the family's rule has it, one point)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.scribe_words import OWN_NAME, PEOPLE
from accessible_kits.profile import load_profile
from rule_texts import composed_texts, readers_games

GAMES = tuple(readers_games())  # the six the reader read: a built-in and a user's game of each family


@pytest.fixture(scope="module")
def kits():
    """{game: (game, kit)} at the tactile profile, composed once."""
    return {n: (f(), composed_texts(f(), load_profile("tactile"))[0]) for n, f in readers_games().items()}


@pytest.mark.parametrize("game", GAMES)
def test_the_match_forms_example_line_can_happen(kits, game):
    """READER30 #12, #13: "1; Badgers team; Badgers team; 1" where Owls team starts round 1, and "1; Red
    team; Otters 3, Red team 6; Red team; 1" where fewer cells wins. Round 1 is begun by the file's first
    player (the stand-in Sam where the form takes own names); the winner has fewer cells left; a win earns 1."""
    g, kit = kits[game]
    match = kit.record_sheets[1]
    names = PEOPLE if match.columns[1].hint == OWN_NAME else tuple(g.players[:2])
    line = match.example
    assert line[0] == "1" and line[1] == names[0], line
    assert line[-2] in names and line[-1] == "1", line
    if len(line) == 5:  # cells left: "Otters 3, Red team 6"
        pairs = [re.fullmatch(r"(.+?):? (\d+)", p) for p in line[2].split(", ")]
        left = {m.group(1): m.group(2) for m in pairs if m}
        assert set(left) == set(names), line
        other = names[1 - names.index(line[-2])]
        assert int(left[line[-2]]) < int(left[other]), line


@pytest.mark.parametrize("game", GAMES)
def test_the_transcribers_note_says_what_a_quoted_plus_sign_means(kits, game):
    """READER30 #16: the note quoted "Example 1: Not allowed: domino A2+B2" pages before the rules say what
    the plus sign means. Where the quoted title holds one, the note says it, from the title's own cells."""
    from accessible_kits.compose.sheet_words import first_diagram
    from accessible_kits.writers.braille_prelims import Sheets, _note_words

    kit = kits[game][1]
    title = first_diagram(kit.examples)
    notes = " ".join(_note_words(Sheets(True, title=kit.title, diagram=title), False, 2, True))
    assert f"like {title}." in notes
    joined = [w.rstrip(".") for w in title.split() if "+" in w]
    said = "A plus sign joins the cells of one piece"
    if joined:
        cells = joined[0].split("+")
        assert f"{said}: {joined[0]} is one piece on {', '.join(cells[:-1])} and {cells[-1]}." in notes
    else:
        assert said not in notes and game in ("poison-corner", "long-corner", "row-removal", "four-rows")


@pytest.fixture(scope="module")
def forms(kits):
    """{game: (each form's blocks, the form line's height, each form's widest line in braille)}, translated once."""
    from accessible_kits import braille
    from accessible_kits.writers.braille_forms import forms_blocks, separator, widest_line

    out = {}
    for name, (_, kit) in kits.items():
        blocks, height = forms_blocks(kit.title, kit.record_sheets, braille.GRADE2, 40)
        rows = [f"{s.rows}. {widest_line(s, separator(s))}" for s in kit.record_sheets]
        out[name] = (blocks, height, braille.translate(rows, braille.GRADE2, braille.BRF))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_form_leaves_the_same_room_and_says_a_line_may_run_on(forms, game):
    """READER30 #14: "1; Owls team; Delta; 3; 1; 3; 5;" then "4", and some forms left a blank line under
    each number where others did not. Every form line takes the lines the widest of the kit's forms needs;
    a form whose line or example can take two braille lines says how a run-on is written, and only that form."""
    import math

    from accessible_kits.writers.braille_forms import DISPLAY

    blocks, height, rows = forms[game]
    assert height == max(1 + math.ceil(max(0, len(r) - 40) / 38) for r in rows), game
    assert height > 1 or game in ("poison-corner", "long-corner", "row-removal"), game  # the reader's wrap
    for form, row in zip(blocks, rows, strict=True):
        paras = [t for kind, t, _ in form if kind == "para"]
        runs = len(row) > 40 or any(kind == f"{DISPLAY}+" for kind, _, _ in form)
        said = "A line may run on to the next braille line. Its run-on starts two cells in."
        assert (said in paras) == runs, (game, paras)


def _inside_items(lines, pager) -> list[int]:
    """The page breaks that fall inside a list item's sentence (a step longer than a page)."""
    from accessible_kits.writers.braille_breaks import ends_sentence

    return [
        i
        for i in pager.breaks
        if lines[i - 1].kind == lines[i].kind == "text"
        and lines[i - 1].block == lines[i].block
        and lines[i - 1].src == "item"
        and not ends_sentence(lines[i - 1].cells.split(" ")[-1])
    ]


@pytest.fixture(scope="module")
def rules_pages(kits):
    """{game: (lines, pager)}: the rules laid out as the braille writer lays them (rule_texts.rules_layout), once."""
    from rule_texts import rules_layout

    return {name: rules_layout(kit) for name, (_, kit) in kits.items()}


@pytest.mark.parametrize("game", GAMES)
def test_a_long_step_breaks_at_a_sentence_not_inside_a_cell_name(rules_pages, game):
    """READER30 #22: a read back longer than a page broke inside "column E, the / fifth column, Black". A
    page that would end inside a step's sentence begun within BACK lines ends before that sentence."""
    from accessible_kits.writers.braille_breaks import BACK, ends_sentence

    lines, pager = rules_pages[game]
    for i in _inside_items(lines, pager):
        tail = [w for line in lines[max(0, i - BACK) : i] for w in line.cells.split(" ")[:-1]]
        assert not any(ends_sentence(w) for w in tail), lines[i - 1].cells
    if game == "corner-polyominoes":  # its whole-board read back is longer than a page
        assert any(lines[i].src == "item" and lines[i].turn for i in pager.breaks)


@pytest.mark.parametrize("game", GAMES)
def test_a_step_longer_than_a_page_leaves_no_page_mostly_blank_before_it(rules_pages, game):
    """READER30 #22: a braille page held only steps 28 and 29 and blank lines, as step 30, a read back
    longer than any page, began a new page. A run of lines longer than a page begins where it falls, on
    a page with LONG_START lines left at least, and breaks at a sentence near the page's end."""
    from accessible_kits.writers.braille_pages import LONG_START

    lines, pager = rules_pages[game]
    for n, i in enumerate(pager.breaks):
        if lines[i].keep > pager.body and not lines[i].turn:
            assert len(pager.pages[n][0]) > pager.body - LONG_START, (n, lines[i].cells)
    if game == "corner-polyominoes":  # its whole-board read back is longer than a page: it breaks at a sentence
        from accessible_kits.writers.braille_breaks import ends_sentence

        sizes: dict[int, int] = {}
        for line in lines:
            if line.kind == "text" and line.src == "item":
                sizes[line.block] = sizes.get(line.block, 0) + 1
        long = {b for b, size in sizes.items() if size > pager.body}
        inside = [i for i in pager.breaks if lines[i].block in long and lines[i - 1].block == lines[i].block]
        assert long and inside
        assert all(ends_sentence(lines[i - 1].cells.split(" ")[-1]) for i in inside), "a break inside a sentence"
