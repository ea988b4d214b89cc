"""Round 18's cold readers (issue 24) on the printing and sheet words, read in built-in games and
in the readers' own games written from docs/games.md: a section is named as a title, never as a
noun ("Before you play says how to print them" was heard as an instruction); the plain paper that
covers the boards not in play is in "What you need" and in the paper count, from the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import parse_game
from accessible_kits.profile import load_profile
from rule_texts import GARDEN_CORNERS, blank_sheets_need, composed_texts, flat, readers_games, section_lines

LARGE = load_profile("large-print")
GAMES = readers_games()
TITLES = ("Before you play", "The sheets in this kit", "Setting up", "Printing the sheets")


@pytest.mark.parametrize(
    ("name", "profile"),
    [("poison-corner", "large-print"), ("long-corner", "large-print"), ("corner-polyominoes", "large-print")]
    + [("garden", "large-print")],  # the raised row games: tests/test_paper_heard18.py (liblouis)
)
def test_a_section_named_in_a_sentence_is_said_as_a_title(name, profile):
    """The grid games' fresh board each round, printed as Before you play says; the piece games'
    split board, joined as The sheets in this kit says."""
    check_sections_named(name, profile)


def check_sections_named(name: str, profile: str) -> None:
    """Every sentence of the printing and sheet words that names a section says "the part called"
    before its title, in print and aloud (the raised row games' boards, each for what Setting up
    says, and the raised-only file of Printing the sheets: tests/test_paper_heard18.py)."""
    kit, text, _ = composed_texts(GAMES[name](), load_profile(profile))
    named = 0
    for line in section_lines(kit.sections):  # every section: the families name them too (round 18)
        for sentence in line.sentences:
            for words in (sentence.text, sentence.said):
                for title in TITLES:
                    for m in re.finditer(re.escape(title), words):
                        assert re.search(r"part,? called $", words[: m.start()]), (name, words)
                        named += 1
    assert named, "no section named: the test would read nothing"
    said = flat(text)
    if kit.preparation.marks_stay:  # the grid games: each round a fresh board, printed as that section says
        assert "The part called Before you play says how to print them." in said
    if kit.preparation.parts:  # a split board: joined after printing, as Before you play says (LISTEN31 #12)
        assert "as the part called Before you play says." in said
    if profile == "tactile":
        assert "The part called Setting up says what each board is for." in said
        assert "The last part, called Printing the sheets, says which file to use." in said


@pytest.mark.parametrize(("name", "profile"), [("row-removal", "large-print"), ("four-rows", "standard")])
def test_the_paper_that_covers_the_boards_not_in_play_is_counted(name, profile):
    """Round 18's listener: "Cover the boards not in play with plain paper" stood beside a paper count
    without it. Boards sharing a sheet: What you need asks for the blank sheets, one a board beside
    the one in play on the fullest sheet, and the match's total counts them with the printed pages."""
    p = load_profile(profile)
    kit, text, _ = composed_texts(GAMES[name](), p)
    prep, plan = kit.preparation, kit.plan
    fullest = max(len(g) for g in plan.groups())
    assert fullest > 1 and prep.covers == fullest - 1
    printed = sum(r.sheets for r in prep.runs if r.paper == "plain paper")
    ((paper, size, total),) = prep.totals()
    assert (paper, size, total) == ("plain paper", p.paper, printed + prep.covers)
    words = flat(text)
    assert "Leave only the board in play uncovered" in words  # the family's words ask for it
    need = [line.text for line in section_lines([s for s in kit.sections if s.id == "need"])]
    blank = {1: "One blank sheet", 2: "Two blank sheets", 3: "Three blank sheets"}[prep.covers]
    other = "the other boards" if prep.covers > 1 else "the other board"  # of the sheet in play (round 19)
    assert blank_sheets_need(plan, prep.covers) in " ".join(need)  # the count; what they cover: The sheets in this kit
    assert any(line.startswith(f"{blank} of plain paper.") for line in need)
    # the blank sheets said before the total that counts them (LISTEN39 #12)
    stay = "1 sheet of plain paper stays" if prep.covers == 1 else f"{prep.covers} sheets of plain paper stay"
    with_ = "with the blank sheet" if prep.covers == 1 else "with the blank sheets"
    assert (
        f"Apart from the printed pages, {stay} blank, to cover {other} on the board sheet in play. "
        f"In all, {with_}, the match takes {total} sheets of {size} plain paper." in words
    )


@pytest.mark.parametrize("name", ["poison-corner", "long-corner", "garden", "four-rows"])
def test_a_kit_whose_boards_have_sheets_of_their_own_asks_for_no_cover(name):
    kit, text, _ = composed_texts(GAMES[name](), LARGE)
    assert kit.preparation.covers == 0
    assert "blank" not in flat(text) and "not in play" not in flat(text)


BIG_GARDEN = GARDEN_CORNERS.replace("columns = 7", "columns = 10").replace("rows = 7", "rows = 10")
SPLIT = {
    "corner-polyominoes": GAMES["corner-polyominoes"],
    "garden": GAMES["garden"],
    "big-garden": lambda: parse_game(BIG_GARDEN, "big.toml"),  # four parts, four joins
}


def _registrations(svg: str) -> tuple[list[tuple[float, float, str]], dict[str, float]]:
    """A part's registration crosses (centre x, y on the sheet, where it is in the whole board) and
    its cut lines (edge: x or y), as render/parts.py draws them."""
    regs = []
    for at, first in re.findall(r'<g data-at="([^"]+)" data-mark="registration">(<line[^>]*>)', svg):
        x1, x2, y1 = (float(re.search(rf'{k}="([^"]+)"', first)[1]) for k in ("x1", "x2", "y1"))  # type: ignore[index]
        regs.append(((x1 + x2) / 2, y1, at))
    trims = {e: float(a) for a, e in re.findall(r'data-at="([^"]+)" data-edge="(\w+)" data-mark="trim"', svg)}
    return regs, trims


@pytest.mark.parametrize("name", SPLIT)
def test_the_cross_marks_are_said_as_the_parts_draw_them(name):
    """Round 18's listener: "The cross marks beside the board show where each cut edge goes" said
    nothing to do. The words say it: a cut leaves half crosses, each lined up with a cross on the
    part with the flap. True to the drawn parts: each cross a cut line runs through stands, in the
    whole board, where a cross of the part whose flap that edge is laid on stands."""
    from accessible_kits.fonts import Metrics
    from accessible_kits.render.sheets import board_pages

    kit, text, _ = composed_texts(SPLIT[name](), LARGE)
    pages = board_pages(kit, LARGE, Metrics(LARGE.font), None)
    drawn = [_registrations(page.svg) for page in pages]
    halves = 0
    for n, (regs, trims) in enumerate(drawn, 1):
        for x, y, at in regs:
            cut = [e for e, where in trims.items() if abs((x if e == "left" else y) - where) < 0.01]
            if not cut:
                continue
            halves += 1
            others = {a for m, (r, _) in enumerate(drawn, 1) if m < n for _, _, a in r}
            assert at in others, f"part {n}: a half cross at {at} meets no cross of an earlier part"
    assert halves, "no cut runs through a cross"
    words = flat(text)
    assert "The cross marks beside the board show where each cut edge goes." not in words
    if len(pages) == 2:
        from accessible_kits.render.layout import joins

        (edge,) = [e for e, how in joins(kit.plan.tiles, kit.plan.tiles[1]).items() if how == "trim"]
        # where each mark is, then what to do with it (READER32 #13; test_paper_heard34 says where)
        assert f"Cutting leaves half of each cross mark on part 2, at the ends of its {edge} edge." in words
        assert "Slide it until each half cross lies over a whole cross on part 1, so they look like one cross." in words
    else:
        assert "Cutting leaves half of each such cross mark on the part you cut." in words
        line_up = "Slide each part until each half cross lies over a whole cross, so they look like one cross."
        assert line_up in words


def test_a_grid_kit_whose_boards_share_a_sheet_covers_the_one_not_in_play():
    """Boards share a sheet in a grid kit too (poison corner's at A3, both on one sheet): its words
    name each board's place, and cover the one not in play as the row games do (READER23 #13, #14,
    reversing round 18's "no cover"); the plan counts the one blank sheet."""
    from dataclasses import replace

    kit, text, _ = composed_texts(GAMES["poison-corner"](), replace(load_profile("standard"), paper="A3"))
    assert kit.plan.boards > kit.plan.sheets and kit.preparation.covers == 1
    assert "For every round, move the blank sheet onto the practice board." in flat(text)
    assert "the boards not in play" not in flat(text)  # heard as every other board (round 19)
    assert "over the board not in play." in flat(text)  # the one other board of the one sheet (READER25 #1)
