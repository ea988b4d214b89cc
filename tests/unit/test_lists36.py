"""Round 36 (issue 24) on a polyomino kit's lists of cells, read in the built-in corner-polyominoes and the readers'
Garden corners, at large print and at tactile: every list of cells one sentence however long (rounds 33 to 35: a
full stop inside a list was taken for its end), every whole-board row in one shape, and the scribe's repeat of
a move said in words a first-time listener has (LISTEN35 #4)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import Voice
from accessible_kits.families.polyomino.engine import Placement, Position
from accessible_kits.families.polyomino.wording import Wording
from accessible_kits.profile import load_profile
from rule_texts import piece_games_at_large_and_tactile, piece_heard_case

GAMES, TEXTS = piece_games_at_large_and_tactile()
LARGE = load_profile("large-print")
# where a list of cells begins: after a read back's or a say-back's count, or a whole-board row's number
LEAD = re.compile(r"(?:covers|piece,) \w+ cells: (?=column )|\bRow \d+: (?=column )")


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def _words(game):
    return Wording(game, LARGE, None, Voice())  # type: ignore[arg-type]  # a list's words read no sheet plan


def test_every_list_of_cells_in_the_kit_is_one_sentence(heard):
    """Rounds 33 to 35: "covers three cells: column A, ..., row 6. Column A, ..., row 5; and ..." was heard as a
    piece of one cell. In print and aloud, each list runs from its lead-in to one full stop, its last cell after
    "; and", and no sentence begins with a list's next cell."""
    _, _, _, text, script, _ = heard
    for words in (text, script):
        starts = [m.end() for m in LEAD.finditer(words)]
        assert starts, "the kit says some list of cells"
        for at in starts:
            items = words[at : words.index(".", at)].split("; ")
            assert all(re.match(r"(?:and )?column [A-Z]\b", item) for item in items), items  # nothing but cells
            assert len(items) == 1 or items[-1].startswith("and "), items
        assert not re.search(r"\. (?:And c|C)olumn [A-Z]\b", words), "a list going on after a full stop"


def test_a_straight_triomino_down_column_a_is_read_back_in_one_sentence():
    """The readers' own case (READER35, LISTEN35): White's straight triomino in column A, rows 6 to 4."""
    w = _words(GAMES["corner-polyominoes"])
    cells = frozenset({(0, 5), (0, 4), (0, 3)})
    said = w.read_back("White's straight triomino covers", cells)
    a = "column A, the first column, row"
    assert said == f"White's straight triomino covers 3 cells: {a} 6; {a} 5; and {a} 4."


def test_a_long_say_back_is_one_sentence_its_count_first():
    """A five-cell piece of sound-alike letters, said back: the count, then its cells, one sentence."""
    w = _words(GAMES["garden"])
    said = w.said_back(Placement("long piece", frozenset({(1, 0), (1, 1), (1, 2), (1, 3), (2, 3)})))
    assert said.startswith("The scribe says: the long piece, 5 cells: column B, the second column, row 4; ")
    assert said.count(".") == 1 and said.endswith("; and column B, the second column, row 1.")


def test_every_whole_board_row_opens_with_its_number_never_its_count():
    """Rounds 34, 35: "Four cells in row 6:" opened one row of four and "Row 6:" another. None counted: the row's
    number first, where its cells go, whether the row holds one cell or eight."""
    game = GAMES["corner-polyominoes"]
    w = _words(game)
    eight = {(c, 5): c % 2 for c in range(8)}  # row 6 full, its owners alternating: the longest row
    pos = Position(owner=tuple(sorted((eight | {(2, 2): 0, (3, 2): 1, (5, 2): 0, (6, 2): 1, (0, 0): 0}).items())))
    said = w.whole_board(pos)
    rows = said.split(". ")
    assert [row.split(":")[0] for row in rows] == ["Row 6", "Row 3", "Row 1"], said
    assert "cells in row" not in said
    assert rows[0].count("; ") == 7 and rows[1].count("; ") == 3 and "; " not in rows[2]


def test_the_sentence_rules_count_a_list_after_each_lead_in_as_one_item():
    """The house's sentence rule (tests/test_rules.py) and the property test's (tests/unit/test_user_games.py)
    count each lead-in's list as one item, and the words before it as words: a long list is never split to fit."""
    from test_rules import _READ_BACK_LIST as RULES_LIST
    from unit.test_user_games import _READ_BACK_LIST as PROPERTY_LIST

    cells = "; ".join(f"column B, the second column, row {n}" for n in range(1, 9))
    for lead in (
        "Row 6:",
        "White's straight triomino covers three cells:",
        "The scribe says: the tee piece, four cells:",
    ):
        for rule in (RULES_LIST, PROPERTY_LIST):
            left = rule.sub("", f"{lead} {cells}; and column C, the third column, row 1").split()
            assert len(left) >= 2 and left == lead.split()[: len(left)], left  # the lead-in's words still counted


def test_the_read_back_is_taught_in_words_the_listener_has(heard):
    """LISTEN35 #4: "The read back says each cell as the say-back does." used "say-back", a noun defined nowhere
    before it. In print and aloud, the scribe's repeat of a move is said as what the scribe does."""
    _, _, _, text, script, _ = heard
    for words in (text, script):
        assert "say-back" not in words
        taught = words.index("The scribe says the move back.")
        assert taught < words.index("The read back says each cell just as the scribe said the move back.")
