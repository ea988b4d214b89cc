"""Round 24's cold listener (issue 24) on the words of the sheets, read in built-in games and in the
readers' own games written from docs/games.md, printed and spoken: how a blank sheet is folded so it
covers one board only (LISTEN24 #6), a board sheet put away is taken out again (#7), and which record
pages are whose round (#13). The raised kits' items: tests/test_paper_felt24.py."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from accessible_kits.compose.covering import FOLD_WORDS
from accessible_kits.compose.words import Voice, ordinal_word
from accessible_kits.model import BoardSheet, SheetPlan
from accessible_kits.preparation import cover_fold
from accessible_kits.profile import load_profile
from accessible_kits.profile.declaration import PAPER_MM
from rule_texts import blank_sheets_cover, composed_texts, flat, readers_games

GAMES = readers_games()
EAR = Voice(ear=True)


def _texts(name: str, profile):
    kit, text, script = composed_texts(GAMES[name](), profile)
    return kit, flat(text), script


def _share(plan: SheetPlan) -> tuple[float, float]:
    """One board's share of the plan's fullest board sheet, in mm: the sheet cut into its lines of
    boards going down, and each line into its boards across (render.layout.board_places)."""
    sheet = max(plan.layout, key=lambda s: s.boards)
    across = max(1, min(sheet.across, sheet.boards))
    w, h = sorted(PAPER_MM[plan.paper], reverse=sheet.orientation == "landscape")
    return w / across, h / -(-sheet.boards // across)


@pytest.mark.parametrize(
    ("name", "profile"),
    [("row-removal", "large-print"), ("four-rows", "standard"), ("row-removal", "standard")],
)
def test_a_blank_sheet_is_folded_to_one_boards_share_of_the_sheet(name, profile):
    """LISTEN24 #6: "One blank sheet of plain paper covers the other board on the board sheet in play":
    a whole sheet laid on a board of half a sheet covers the board in play too. Setting up says how
    to fold it, right before where it is laid (READER25 #1); the fold said, applied to the blank paper's
    size, gives a piece as big as one board's share of the sheet (within a tenth), and no bigger."""
    kit, text, script = _texts(name, load_profile(profile))
    prep = kit.preparation
    assert prep.covers, (name, profile)  # boards share a sheet: the plan counts blank paper
    parts = {words: fold for fold, words in FOLD_WORDS.items()}
    one = prep.covers == 1
    for words in (text, script):
        cover = blank_sheets_cover(prep.covers)
        blank = "one blank sheet" if one else "two blank sheets"
        said = re.search(
            rf"Fold {blank} of plain paper (.+?)\. (?:On the board sheet in play, l|L)ay (?:it|one) ", words
        )
        assert said and cover in words[said.end() :][:40], (name, profile, words[words.index(cover) - 200 :][:300])
        a, b = parts[said.group(1)]
        w, h = PAPER_MM[prep.cover_size]
        share = sorted(_share(kit.plan))
        fits = [sorted(d) for d in ((w / a, h / b), (w / b, h / a))]
        assert any(all(0.9 * s <= d <= 1.05 * s for d, s in zip(f, share, strict=True)) for f in fits), said.group(0)


def test_the_fold_is_read_from_the_papers_and_the_layout():
    """The fold comes from the sizes, never typed: half an A3 sheet takes an A4 sheet flat, a third of
    it no plain fold (then the words say to fold it to one board's size), a quarter of A4 a sheet
    folded twice, and two boards side by side a sheet folded in half the other way."""
    a3 = SheetPlan("A3", "portrait", 2, 2, 1, layout=(BoardSheet(2, "portrait", across=1),))
    assert cover_fold(a3, "A4") == (1, 1)
    thirds = replace(a3, boards=3, per_sheet=3, layout=(BoardSheet(3, "portrait", across=1),))
    assert cover_fold(thirds, "A4") == (0, 0)
    quarters = SheetPlan("A4", "portrait", 4, 4, 1, layout=(BoardSheet(4, "portrait", across=2),))
    assert cover_fold(quarters, "A4") == (2, 2)
    side = SheetPlan("letter", "landscape", 2, 2, 1, layout=(BoardSheet(2, "landscape", across=2),))
    assert cover_fold(side, "letter") == (2, 1)


@pytest.mark.parametrize(("name", "profile"), [("row-removal", "large-print"), ("four-rows", "standard")])
def test_a_board_sheet_put_away_is_taken_out_again(name, profile):
    """LISTEN24 #7: "Before the worked examples, put the second board sheet away" and then "Before round
    2, put the first board sheet away, and cover board 4": nothing said to take the second sheet back
    out. Each board sheet step names the board sheet to have out, and the others away (the plan's sheets),
    whatever the step before left (wave 36)."""
    kit, text, script = _texts(name, load_profile(profile))
    groups = kit.plan.groups()
    sheets = [n for n, g in enumerate(groups, 1) for _ in g]  # each board's sheet, numbered from 1
    for words in (text, script):
        when = r"(Before the worked examples|For the first round|Before the second round), "  # each at its moment
        # each step says the sheet out and the sheets away, whatever the step before left (wave 36)
        steps = re.findall(when + r"have ([^.]+?) out and ([^.]+?) away\. ([^.]+\.)", words)
        assert len(steps) >= 2, (name, words)
        for _, out, away, cover in steps:
            covered = re.search(r"(?:[Cc]over boards?|onto board) (\d+)", cover)
            assert covered, cover
            own = sheets[int(covered.group(1)) - 1]
            assert out in (f"board sheet {own}", f"the {ordinal_word(own)} board sheet"), (name, out)
            others = [n for n in range(1, len(groups) + 1) if n != own]
            assert all(str(n) in away or ordinal_word(n) in away for n in others), (name, away)
            assert "out again" not in words and "put away for" not in words


@pytest.mark.parametrize("name", ["poison-corner", "long-corner", "corner-polyominoes"])
def test_the_record_pages_say_whose_round_each_is(name):
    """LISTEN24 #13: "Pages four through seven: the record sheets. Each round uses two of these pages,
    round 1 first." left which pages to work out. Each round's pages are said, from the plan's run of
    record pages (printed once each, a round's table over several pages)."""
    kit, text, script = _texts(name, load_profile("large-print"))
    (run,) = kit.preparation.of("records")
    per = run.pages // 2
    assert per > 1, name
    for words, num in ((text, str), (script, EAR.num)):
        rounds = [
            f"Round {k + 1} uses pages {num(run.first + k * per)} {'and' if per == 2 else 'through'} "
            f"{num(run.first + k * per + per - 1)}."
            for k in range(2)
        ]
        assert " ".join(rounds) in words, (name, words[words.index("the record sheets") :][:200])
        assert "of these pages, round 1 first" not in words
