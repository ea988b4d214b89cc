"""Wave 35's row words (issue 24): the hand-drawn boards given by a family hook, not found by their words;
which of two spares is used first; the split board's flap edge named. (The spare's steps after a round on
the spare, and its cases a step each, gave way to one step a spare in wave 36: test_rows36.) Over the row
games of test_rows_heard34 (the built-in game, FOUR_ROWS, TWO_REFUSED), with pen and with tokens."""

from __future__ import annotations

import re

import pytest

from accessible_kits.profile import load_profile
from rule_texts import ROW_CASES, composed_texts, flat, row_cases_flat, row_games_and_two_refused, section_texts


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}: module-scoped, as liblouis refuses in function scope."""
    return row_cases_flat()


def _wording(game, profile_name: str):
    """The family's wording for `game`, made as compose makes it, from the plan."""
    from accessible_kits import families
    from accessible_kits import plan as planning
    from accessible_kits.compose import blank_set, drawn_profile
    from accessible_kits.compose.words import Twin

    profile = drawn_profile(game, load_profile(profile_name))
    whole = planning.make(game, profile, *blank_set(game))
    w = families.family(game.family).wording()(game, profile, whole.boards, Twin(touch=profile.braille))
    w.turned = whole.turned
    return w


@pytest.fixture(scope="module")
def wordings():
    """{(game, profile): the family's wording}: module-scoped, as liblouis refuses in function scope."""
    games = row_games_and_two_refused()
    return {(name, profile): _wording(games[name](), profile) for name, profile in ROW_CASES}


@pytest.mark.parametrize("case", ROW_CASES)
def test_the_drawn_boards_come_from_the_family_hook_not_from_need(wordings, case):
    """Item 1: compose found the "No printer? ..." line by its first words in need(). The family gives the
    drawn boards' lines by a hook (none by touch: raised boards are not drawn), and need() no longer holds them."""
    w = wordings[case]
    drawn = w.drawn_lines()
    assert not any("No printer?" in line or "Draw " in line for line in w.need()), case
    if w.touch:
        assert drawn == [], case
        return
    assert len(drawn) == 1 and drawn[0].startswith("No printer? Draw "), (case, drawn)
    assert all(len(s.split()) < 25 for s in re.split(r"(?<=[.?]) ", drawn[0])), drawn


def test_a_drawn_line_in_other_words_is_still_said_in_before_you_play(monkeypatch):
    """Item 1: a family whose drawn boards are worded otherwise ("No printer?" matched by its words) still
    has them said in Before you play, after the printed boards, and never in What you need."""
    from accessible_kits.compose import compose
    from accessible_kits.families.row_removal.wording import Wording
    from accessible_kits.games import load_game

    said = "Without a printer, draw each board by hand."
    monkeypatch.setattr(Wording, "drawn_lines", lambda self: [said])
    kit = compose(load_game("row-removal"), load_profile("standard"))
    assert said in section_texts(kit, "before")
    assert not any(said in t for t in section_texts(kit, "need"))


def test_the_print_only_families_draw_no_board():
    """Item 1: the base hook gives no line: a family that only prints says nothing of drawing."""
    from accessible_kits.compose import compose
    from accessible_kits.games import load_game

    for game in ("poison-corner", "corner-polyominoes"):
        kit = compose(load_game(game), load_profile("standard"))
        assert not any("No printer?" in t for sid in ("need", "before") for t in section_texts(kit, sid)), game


@pytest.mark.parametrize("case", ROW_CASES)
def test_two_spares_say_which_is_used_first(kits, case):
    """Item 3: with two spares ("a spare, board 3 or board 4"), only the first spare's steps were said and
    nothing said when the other is used. Setting up says which spare replaces the first board spoiled, and
    which the next: the first is the one whose steps follow."""
    _, text, _ = kits[case]
    listed = re.search(r"use a spare, board (\d+) or board (\d+), in its place", text)
    order = re.search(r"Board (\d+) replaces the first board spoiled\. Board (\d+) replaces the next one\.", text)
    if not listed:
        assert not order, case
        return
    assert order and order.groups() == listed.groups(), case
    assert not re.search(r"\d (?:for|to|too)\b", order[0]), order[0]  # no number beside a sound-alike word
    # each spare's own step, in that order (wave 36: the second spare had none, READER35 #12)
    first, then = (text.index(f"When board {order[n]} replaces a spoiled board") for n in (1, 2))
    assert first < then, case


def test_the_flap_crosses_are_in_line_with_a_named_edge():
    """Item 4: "in line with the board's edge" named no edge. The whole crosses by a flap are in line
    with the part's edge the flap is on, named from the plan, in print and aloud."""
    from accessible_kits.render.layout import joins
    from unit.test_paper_heard18 import LARGE, SPLIT

    for name in SPLIT:
        kit, text, script = composed_texts(SPLIT[name](), LARGE)
        if len(kit.plan.tiles) != 2:
            continue
        (flap,) = [e for e, how in joins(kit.plan.tiles, kit.plan.tiles[0]).items() if how != "trim"]
        said = re.search(r"Part (?:1|one) has a whole cross mark [^.]+, in line with its (\w+) edge\.", flat(text))
        assert said and said[1] == flap, name
        assert f"in line with its {flap} edge." in script and "in line with the board's edge" not in script, name
