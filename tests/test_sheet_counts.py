"""Each built-in kit prints the sheets docs/kit.md says it does, and its plan counts them as drawn.

The table "Sheets a kit prints" in docs/kit.md gives, for every built-in game at every bundled
profile, the sheets of each paper before and after the packing of issue 23: plain paper (kit.pdf
less its pieces), card (the cut-out pieces of a print kit, in kit.pdf) and swell paper
(swell.pdf). This holds each kit to its "after" figures, counted from the pages the writers print
(kit.pdf holds the pages neither for the host nor raised, swell.pdf the raised ones), and checks
that the plan, which the build and the words read, counts the board, piece, token, key and raised
diagram sheets the pages have on each paper. A change that adds or saves a sheet updates the table with it.
Tactile kits need liblouis, so this is not in tests/unit.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from accessible_kits import checkup, plan
from accessible_kits.compose import blank_set, compose
from accessible_kits.fonts import Metrics
from accessible_kits.games import load_game
from accessible_kits.model import GridBoard
from accessible_kits.profile import load_profile
from accessible_kits.render.pages import kit_pages
from accessible_kits.render.raised import diagram_items
from accessible_kits.render.sheets import board_pages

DOC = Path(__file__).resolve().parents[1] / "docs" / "kit.md"
GAMES = ["poison-corner", "corner-polyominoes", "row-removal"]
PROFILES = ["standard", "large-print", "high-contrast", "tactile"]
ROW = re.compile(r"\| `([\w-]+)` \| `([\w-]+)` \| (\d+) -> (\d+) \| (\d+) -> (\d+) \| (\d+) -> (\d+) \|")


def table() -> dict[tuple[str, str], dict[str, int]]:
    """The "after" figures of docs/kit.md's table: {(game, profile): {plain, card, swell}}."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## Sheets a kit prints") :]
    out = {}
    for g, p, *n in ROW.findall(section):
        plain, card, swell = (int(n[i]) for i in (1, 3, 5))
        out[(g, p)] = {"plain": plain, "card": card, "swell": swell}
    return out


def printed(game_ref: str, profile_ref: str):
    """The kit's plan and its sheets of each paper, counted from the pages drawn from it."""
    game, profile = load_game(game_ref), load_profile(profile_ref)
    blank = blank_set(game)
    first = plan.make(game, profile, *blank)
    kit = compose(game, profile, first)
    kit_plan = plan.with_diagrams(first, game, profile, blank, diagram_items(kit.examples))  # as the kit has it
    pages = [pg for pg in kit_pages(kit, profile) if not pg.for_host]
    on_plain = [pg for pg in pages if not pg.swell]
    card = [pg for pg in on_plain if pg.id.startswith("pieces-")]
    counts = {"plain": len(on_plain) - len(card), "card": len(card), "swell": len(pages) - len(on_plain)}
    return kit_plan, pages, counts


def test_the_table_has_every_built_in_kit():
    assert set(table()) == {(g, p) for g in GAMES for p in PROFILES}


@pytest.mark.parametrize("profile_ref", PROFILES)
@pytest.mark.parametrize("game_ref", GAMES)
def test_each_kit_prints_the_sheets_the_table_says(game_ref, profile_ref):
    _, _, counts = printed(game_ref, profile_ref)
    assert counts == table()[(game_ref, profile_ref)], f"{game_ref} at {profile_ref}: update docs/kit.md's table"


@pytest.mark.parametrize("profile_ref", PROFILES)
@pytest.mark.parametrize("game_ref", GAMES)
def test_the_plan_counts_each_papers_sheets_as_drawn(game_ref, profile_ref):
    """The plan's board, piece, token and key sheets are the pages of those kinds, on the paper
    the plan puts them on: swell paper with braille on, else the board sheets on plain paper and
    the pieces on card."""
    kit_plan, pages, counts = printed(game_ref, profile_ref)
    ids = {pg.id: pg for pg in pages}
    boards = [i for i in ids if re.fullmatch(r"board-\d+|.+-part-\d+", i)]
    assert kit_plan.boards.sheets == len(boards)
    assert kit_plan.piece_sheets == len([i for i in ids if i.startswith("pieces-")])
    assert kit_plan.token_sheets == len([i for i in ids if i.startswith("tokens-")]), "the plan's token sheets"
    assert kit_plan.diagram_sheets == len([i for i in ids if i.startswith("examples-")])
    under_diagram = [i for i in ids if i.startswith("examples-") and ids[i].title.endswith("and the tokens")]
    assert len(under_diagram) == int(kit_plan.boards.tokens_with_diagrams), "the tokens where the plan put them"
    assert not (under_diagram and kit_plan.boards.tokens_with_boards)
    assert kit_plan.key_sheets == int("key" in ids)
    raised = load_profile(profile_ref).braille
    assert all(ids[i].swell == raised for i in boards)
    if not raised:
        assert counts["card"] == kit_plan.piece_sheets
        assert counts["swell"] == 0
        assert all("on card" in ids[i].svg for i in ids if i.startswith("pieces-")), "each piece sheet says card"


def test_no_bundled_profile_claims_an_orientation_its_board_sheets_lack():
    """A profile's description names a way up only if every board sheet of every built-in game
    is printed that way (the sheets turn to keep a board whole)."""
    for profile_ref in PROFILES:
        profile = load_profile(profile_ref)
        for way in ("landscape", "portrait"):
            if way not in profile.description:
                continue
            for game_ref in GAMES:
                game = load_game(game_ref)
                ways = plan.make(game, profile, *blank_set(game)).boards.ways()
                assert all(o == way for o, _ in ways), (profile_ref, game_ref)


def _way_up(page) -> str:
    """The way up a drawn page lies, from its SVG's width and height."""
    w, h = (float(re.search(rf'{k}="([\d.]+)mm"', page.svg).group(1)) for k in ("width", "height"))
    return "landscape" if w > h else "portrait"


def test_each_board_sheet_is_turned_its_own_way():
    """Three boards at high contrast on A3: two share a sheet turned portrait with a one-line
    heading; the third, alone, goes the profile's way (landscape) with the full heading, and each
    page is drawn the way the plan says."""
    game = load_game("poison-corner")
    profile = replace(load_profile("high-contrast"), paper="A3")
    boards = tuple(GridBoard(7, 4, label=f"Board {n}") for n in (1, 2, 3))
    sheets = plan.sheet_plan(game, profile, boards, 3, ())
    assert [len(g) for g in sheets.groups()] == [2, 1]
    assert sheets.ways() == [("portrait", True), ("landscape", False)]
    kit = replace(compose(game, profile, sheets), boards=boards, plan=sheets)
    m = Metrics(profile.font)
    pages = board_pages(kit, profile, m, None)
    assert [_way_up(pg) for pg in pages] == ["portrait", "landscape"]
    assert [pg.title for pg in pages] == ["Board 1 and Board 2", "Board 3"]
    assert "A3 (board sheet 1 portrait, board sheet 2 landscape)" in checkup.plan_words(plan.Plan(sheets))


def _turns(cells) -> set[tuple]:
    """A piece's cells at each quarter turn, moved to the corner."""
    out, cells = set(), list(cells)
    for _ in range(4):
        cells = [(r, -c) for c, r in cells]
        low_c, low_r = min(c for c, _ in cells), min(r for _, r in cells)
        out.add(tuple(sorted((c - low_c, r - low_r) for c, r in cells)))
    return out


@pytest.mark.parametrize(
    ("profile_ref", "paper", "cell", "sheets"),
    [("high-contrast", "A4", 35.0, 2), ("large-print", "A4", 25.0, 1), ("large-print", "A4", 32.0, 2)],
)
def test_pieces_are_packed_each_once_inside_the_sheet_turned_at_most(profile_ref, paper, cell, sheets):
    """Both players' pieces on as few sheets as the packing finds (at 32 mm cells 2, where shelves
    in order took 3; at high contrast 2 and at large print 1, packed together under one label,
    where each player's under their own took 3 and 2), each piece once, as drawn or a quarter
    turn of it, its box inside the sheet and clear of every other box by the gap."""
    from accessible_kits.render import layout, packing

    game = load_game("corner-polyominoes")
    profile = replace(load_profile(profile_ref), paper=paper, cell_size=cell)
    pieces = blank_set(game)[2]
    m = Metrics(profile.font)

    def canvas(way: str):
        return layout.probe(
            profile, m, game.title, layout.PIECES_SUBTITLE, None, paper=paper, orientation=way, braille_title=None
        )

    got = packing.pieces_sheets(canvas, pieces, profile.orientation)
    assert got is not None and len(got) == sheets
    placed = []
    for way, places in got:
        c = canvas(way)
        boxes = []
        for kind, what, x, y in places:
            if kind == "piece":
                w, h = packing.piece_box(c, what)
                assert c.left - 1e-6 <= x and x + w <= c.right + 1e-6 and c.top <= y and y + h <= c.bottom + 1e-6
                boxes.append((x, y, x + w, y + h))
                placed.append(what)
        gap = max(layout.GAP, profile.min_gap)
        for a, b in ((a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]):
            apart = a[2] + gap <= b[0] + 1e-6 or b[2] + gap <= a[0] + 1e-6
            assert apart or a[3] + gap <= b[1] + 1e-6 or b[3] + gap <= a[1] + 1e-6, (a, b)
    assert sorted((p.owner, p.name) for p in placed) == sorted((p.owner, p.name) for p in pieces)
    by_name = {(p.owner, p.name): p for p in pieces}
    assert all(tuple(sorted(p.cells)) in _turns(by_name[(p.owner, p.name)].cells) for p in placed)


def test_check_says_one_board_in_parts_without_each():
    """`check`'s sheet line: one split board is "in 2 parts", several are "each in"."""
    from accessible_kits.model import SheetPlan, Tile

    tiles = (Tile((0, 1, 2), (0, 1)), Tile((3, 4, 5), (0, 1)))
    one = checkup.plan_words(plan.Plan(SheetPlan("A4", "portrait", 1, 1, 2, tiles)))
    two = checkup.plan_words(plan.Plan(SheetPlan("A4", "portrait", 2, 1, 4, tiles)))
    assert "(1 board in 2 parts)" in one and "(2 boards, each in 2 parts)" in two
