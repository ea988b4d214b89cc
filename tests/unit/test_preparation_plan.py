"""The preparation plan from a sheet plan alone (no drawing): enough boards for a whole match,
the record sheet once a round, pieces on card, the raised sheets on swell paper, and the totals
of each paper the sum of the pages printed. The words and the drawn pages are checked against
it for every kit in tests/test_preparation.py."""

from __future__ import annotations

import pytest

from accessible_kits.model import PAGES_FILE, RAISED_SHEETS_FILE, SheetPlan, Tile
from accessible_kits.plan import Plan
from accessible_kits.preparation import CARD, HOST_FILE, PLAIN, ROUNDS, SWELL, Counts, make
from accessible_kits.profile import load_profile

COUNTS = Counts(records=(frozenset({0}), frozenset({1})), summary=1, host=1)


@pytest.fixture(scope="module")
def print_profile():
    return load_profile("standard")


@pytest.fixture(scope="module")
def raised_profile():
    return load_profile("tactile")


@pytest.mark.parametrize(
    ("boards", "per_sheet", "sheets", "want_copies"),
    [(2, 2, 1, [2]), (2, 1, 2, [1, 2]), (4, 2, 2, [1]), (1, 1, 1, [3])],
)
def test_pen_marks_get_a_board_for_the_examples_and_each_round(print_profile, boards, per_sheet, sheets, want_copies):
    plan = Plan(SheetPlan("A4", "portrait", boards, per_sheet, sheets))
    prep = make(plan, print_profile, COUNTS, examples=True, pieces=False)
    runs = prep.of("boards")
    assert [r.copies for r in runs] == want_copies
    assert sum(r.pages for r in runs) == sheets
    per_page = [min(per_sheet, boards - i * per_sheet) for i in range(sheets)]
    printed = sum(r.copies * sum(per_page[r.first - 2 : r.last - 1]) for r in runs)  # page 1 is the checklist
    assert printed == prep.boards >= prep.boards_needed == ROUNDS + 1
    assert runs[0].first == 2 and runs[0].file == PAGES_FILE


def test_a_split_board_is_printed_again_part_by_part(print_profile):
    tiles = tuple(Tile((c,), (r,)) for r in (1, 0) for c in (0, 1))
    plan = Plan(SheetPlan("A4", "portrait", 2, 1, 8, tiles))
    prep = make(plan, print_profile, COUNTS, examples=True, pieces=False)
    first, last = prep.of("boards")
    assert (first.pages, first.copies, last.pages, last.copies) == (4, 1, 4, 2)
    assert prep.boards == 3 and prep.parts == 4 and prep.cuts


def test_tokens_and_pieces_come_off_so_one_board_does(print_profile, raised_profile):
    pieces = make(
        Plan(SheetPlan("A4", "portrait", 1, 1, 1), piece_sheets=2), print_profile, COUNTS, examples=True, pieces=True
    )
    assert not pieces.marks_stay and pieces.boards_needed == 1
    (card,) = [r for r in pieces.runs if r.paper == CARD]
    assert card.what == "pieces" and card.cut and card.pages == 2
    assert pieces.spare is not None and pieces.spare.first == 2  # the board, for players who write on it
    raised = make(
        Plan(SheetPlan("A3", "portrait", 2, 2, 1), token_sheets=1, key_sheets=1, diagram_sheets=3),
        raised_profile,
        COUNTS,
        examples=True,
        pieces=False,
    )
    swell = raised.runs_of(RAISED_SHEETS_FILE)
    assert [r.what for r in swell] == ["key", "boards", "tokens", "diagrams"]
    assert all(r.paper == SWELL and r.size == raised_profile.swell_paper and r.copies == 1 for r in swell)
    assert raised.file_pages(RAISED_SHEETS_FILE) == 6 and raised.braille
    under = Plan(
        SheetPlan("A3", "portrait", 2, 2, 1, tokens_with_diagrams=True), key_sheets=1, diagram_sheets=3
    )  # the plan put the tokens under the last diagram: no token sheet, the diagrams say so
    swell = make(under, raised_profile, COUNTS, examples=True, pieces=False).runs_of(RAISED_SHEETS_FILE)
    assert [r.what for r in swell] == ["key", "boards", "diagrams-tokens"] and swell[-1].pages == 3


def test_the_record_sheet_once_a_round_and_the_totals(print_profile):
    """Each round's record has pages of its own, printed once, the match record under the last
    round's or on a page of its own: no page is printed twice, so no match record is."""
    assert ROUNDS == 2
    counts = Counts(records=(frozenset({0}), frozenset({1}), frozenset({2})), summary=2, host=1)
    prep = make(
        Plan(SheetPlan("A4", "portrait", 4, 2, 2)), print_profile, counts, examples=True, pieces=False, covered=True
    )
    records, match = prep.of("records"), prep.of("match")
    assert [(r.first, r.pages, r.copies) for r in records] == [(4, 2, 1)]
    assert [(r.first, r.pages, r.copies) for r in match] == [(6, 1, 1)]
    assert prep.file_pages(PAGES_FILE) == 8 and prep.file_pages(HOST_FILE) == 1
    # checklist, boards, rounds, match, card, key, and a blank sheet to cover the board beside the one in play
    assert prep.covers == 1 and prep.totals() == [(PLAIN, "A4", 1 + 2 + ROUNDS + 1 + 2 + 1 + 1)]
    shared = Counts(records=(frozenset({0}), frozenset({1, 2})), summary=1, host=1)
    prep = make(Plan(SheetPlan("A4", "portrait", 4, 2, 2)), print_profile, shared, examples=True, pieces=False)
    assert [(r.first, r.pages, r.copies) for r in prep.of("records")] == [(4, 2, 1)] and not prep.of("match")
