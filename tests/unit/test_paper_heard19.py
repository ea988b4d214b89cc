"""Round 19's cold readers (issue 24) on the shared words, read in built-in games and in the
readers' own games written from docs/games.md: a team that cannot agree takes turns member by
member; "void" is explained where it is first heard, once; the boards sharing a sheet are put
away and covered phase by phase, from the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.covering import LIST_SAID, PhaseStep, lay_line
from accessible_kits.games import load_game
from accessible_kits.profile import load_profile
from rule_texts import composed_texts, flat, readers_games, section_texts

GAMES = readers_games()
SENTENCE = re.compile(r"(?<=[.?!:])\s+")


@pytest.fixture(scope="module")
def texts():
    """{game: (rules text flat, spoken rules)} at large print, composed once for the module."""
    out = {}
    for name, make in GAMES.items():
        _kit, text, script = composed_texts(make(), load_profile("large-print"))
        out[name] = (flat(text), script)
    return out


@pytest.mark.parametrize("name", GAMES)
def test_a_team_that_cannot_agree_takes_turns_member_by_member(texts, name):
    """LISTEN19 #1: "its players take turns to choose, one move each" was heard as the two teams'
    players in turn: one member chooses this move, the next member the next move."""
    for words in texts[name]:
        # LISTEN24 #1: "the next member chooses the next move" was heard as the very next turn: the team's next move
        assert (
            "If a team cannot agree, its members take turns: "
            "one chooses this move, another chooses the team's next move, and so on." in words
        ), name
        assert "one move each" not in words


@pytest.mark.parametrize("name", GAMES)
def test_void_is_explained_where_it_is_first_heard_once(texts, name):
    """LISTEN19 #2: "says void" in Playing with a scribe came before Fixing a mistake said what a
    void mark is: the sentence after its first use says it, and no other sentence does."""
    for words in texts[name]:
        sentences = SENTENCE.split(words)
        first = next(i for i, s in enumerate(sentences) if re.search(r"\bvoid\b", s, re.IGNORECASE))
        left = "piece" if "For a wrong piece" in sentences[first] else "mark"  # a piece game's word (ROUND32 #16)
        assert sentences[first + 1] == f"Void means that {left} does not count.", (name, sentences[first : first + 2])
        assert words.count("Void means") == 1, name


# a step's sheets away, and the boards it leaves covered: by a blank sheet laid fresh, or moved onto them
# (LISTEN32 #7: a sheet in use is moved, not laid again); each step says the whole table it leaves (wave 36)
AWAY = re.compile(r"and board sheets? ([\d ,and]+?) away")
COVERED = re.compile(r"[Cc]over (boards? [\d ,and]+?) with|onto (board \d+)\.|so that (boards [\d ,and]+?) are covered")
NUMBER = {"one": 1, "two": 2, "three": 3}


def _numbers(said: str | None) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", said or "")]


@pytest.mark.parametrize(("name", "profile"), [("row-removal", "large-print"), ("four-rows", "standard")])
def test_each_phase_puts_the_other_sheets_away_and_covers_the_other_boards_of_its_sheet(name, profile):
    """Print kits, two boards a sheet; the raised ones (three a sheet) in tests/test_paper_felt19.py."""
    check_phases(name, profile)


def check_phases(name: str, profile: str) -> None:
    """LISTEN19 #14 / READER19 #11: "One blank sheet ... to cover the boards not in play" beside four
    boards on two sheets. For the worked examples and each round, the words say which sheets go
    away and which boards of the sheet in play are covered, with how many blank sheets, as the
    plan lays the boards out, and the count the plan gives in all. Each phase's step is said once,
    at its moment (LISTEN29 #8: listed in Setting up, too many to hold by ear): read from the wording."""
    from accessible_kits.compose.words import Voice
    from accessible_kits.families.row_removal.wording import Wording
    from accessible_kits.families.row_removal.wording.boards import uses

    game = GAMES[name]()
    kit, text, script = composed_texts(game, load_profile(profile))
    steps = Wording(game, load_profile(profile), kit.plan, Voice()).board_steps()
    plan, covers = kit.plan, kit.preparation.covers
    groups = plan.groups()
    assert covers == max(len(g) for g in groups) - 1 > 0
    use = uses([b.label for b in kit.boards], marks_stay=not profile.startswith("tactile"))
    assert use is not None
    rounds = (
        [("every round", use.rounds[0])]
        if len(set(use.rounds)) == 1
        else [("the first round", use.rounds[0]), ("the second round", use.rounds[1])]
    )
    wanted = []
    for what, board in [("the worked examples", use.examples), *rounds]:
        index = int(board.split()[-1]) - 1
        sheet = next(n for n, g in enumerate(groups) if index in g)
        # every other sheet said away, whatever the step before left (wave 36: true after a spare too)
        away = [n + 1 for n in range(len(groups)) if n != sheet]
        wanted.append((what, away, sorted(i + 1 for i in groups[sheet] if i != index)))
    said = []
    for step in steps:
        assert isinstance(step, PhaseStep)
        away_said = AWAY.search(step.action)
        covered_said = sorted(n for m in COVERED.finditer(step.action) for n in _numbers("".join(m.groups(""))))
        said.append(
            (str(step).split(",")[0].removeprefix("For "), _numbers(away_said and away_said.group(1)), covered_said)
        )
    assert said == wanted
    # each step said once, at its moment, none listed in Setting up (LISTEN29 #8, LISTEN27 #11)
    setup = " ".join(section_texts(kit, "setup"))
    actions = [s.action for s in steps if isinstance(s, PhaseStep)]
    assert len(actions) == len(steps) and all(flat(text).count(a) == 1 and a not in setup for a in actions)
    assert f"Before the worked examples, {actions[0]}" in flat(text) and "Setting up lists" not in flat(text)
    # the blank sheets counted, folded and laid on the sheet in play only (READER25 #1: said after the layout)
    blank = {1: "one blank sheet of plain paper", 2: "two blank sheets of plain paper"}[covers]
    lay = lay_line(plan, covers, kit.preparation.cover_fold)
    assert blank in lay and "On the board sheet in play" in lay and lay in flat(text) and lay in script
    assert "the boards not in play" not in flat(text)  # heard as every other board (round 19)


def test_a_sheet_of_three_or_four_boards_covers_each_other_board_on_it():
    """Any count a sheet: three boards on one sheet and one alone; four on one sheet, none put away."""
    from accessible_kits.compose.covering import DRAWN, cover_steps
    from accessible_kits.compose.words import Voice
    from accessible_kits.families.row_removal.wording import Wording
    from accessible_kits.model import BoardSheet, SheetPlan

    labels = ["Board 1", "Board 2", "Board 3", "Board 4"]
    three = SheetPlan(
        "A4", "portrait", 4, 3, 2, layout=(BoardSheet(3, "portrait", False, 1), BoardSheet(1, "portrait", False, 1))
    )
    game, standard = load_game("row-removal"), load_profile("standard")
    assert cover_steps(Wording(game, standard, three, Voice()), labels, "board 1", ("board 2", "board 3"))[1:] == [
        # each step the whole table it leaves, every sheet by number, true whatever was spoiled before (wave 36)
        "For the worked examples, have board sheet 1 out and board sheet 2 away. "
        "Cover boards 2 and 3 with the blank sheets.",
        # a blank sheet in use moved, not laid again (LISTEN32 #7); only those not yet in place
        "For the first round, have board sheet 1 out and board sheet 2 away. "
        "Move the blank sheets so that boards 1 and 3 are covered.",
        "For the second round, have board sheet 1 out and board sheet 2 away. "
        "Move the blank sheets so that boards 1 and 2 are covered.",
        # the spare alone on its sheet: the other put away, nothing to cover (READER22 #15); its table once,
        # then each board it replaces by name with what the later boards are still for (LISTEN37 #6, #7,
        # LISTEN39 #11), and when their sheet comes back out (READER39 #20)
        "If a board is spoiled, use board 4 in its place, whichever board it is. Have board sheet 2 out and "
        "board sheet 1 away. Board 4 is alone on its sheet, so it needs no blank sheet. "
        "If a board is spoiled during a round, the scribe puts each turn of the round so far on "
        "board 4, from the record sheet.",
        "If board 1 is spoiled, board 2 is still for the first round. Board sheet 1 comes back out for the first "
        "round, with boards 1 and 3 covered. Board 3 is still for the second round. Board sheet 1 comes back out "
        "for the second round, with boards 1 and 2 covered.",
        "If board 2 is spoiled, board 3 is still for the second round. Board sheet 1 comes back out for the "
        "second round, with boards 1 and 2 covered.",
        # once the spare is in use (LISTEN37 Q8 #2)
        "If a board is spoiled once board 4 has replaced one, draw a board by hand, as the part called Before "
        "you play says. The round waits until it is drawn. The scribe puts each turn of the round so far on "
        "the drawn board, from the record sheet.",
    ]
    four = SheetPlan("A3", "portrait", 4, 4, 1, layout=(BoardSheet(4, "portrait", False, 2),))
    steps = cover_steps(Wording(game, standard, four, Voice()), labels, "board 2", ("board 1", "board 1"))
    said = "Fold three blank sheets of plain paper in half. Lay one over each board not in play."
    # a print kit's drawn boards need none of it (LISTEN31 #6)
    assert steps[0].endswith(f"{said} {DRAWN} {LIST_SAID}") and LIST_SAID.startswith(
        "Each time the board in play changes"
    )
    assert steps[1:] == [
        "For the worked examples, cover boards 1, 3 and 4 with the blank sheets.",
        "For every round, move the blank sheets so that boards 2, 3 and 4 are covered.",
        # a spare in play keeps to its sheet too (LISTEN21 #7); the first spare a step for each board it
        # replaces (LISTEN37 #6), the board of every round taken over by it; the next spare once
        "If a board is spoiled, use board 3 in its place, whichever board it is. Move the blank sheets so that "
        "boards 1, 2 and 4 are covered. If a board is spoiled during a round, the "
        "scribe puts each turn of the round so far on board 3, from the record sheet.",
        "If board 2 is spoiled, board 1 is still for every round.",
        "If board 1 is spoiled, board 3 is now for every round.",
        "If a board is spoiled once board 3 has replaced one, use board 4 in its place. Move the blank sheets "
        "so that boards 1, 2 and 3 are covered. The other boards keep their uses.",
        "If a board is spoiled once board 4 has replaced one, draw a board by hand, as the part called Before "
        "you play says. The round waits until it is drawn. The scribe puts each turn of the round so far on "
        "the drawn board, from the record sheet.",
    ]


@pytest.mark.parametrize("name", ["poison-corner", "long-corner", "corner-polyominoes", "garden"])
def test_a_game_whose_boards_do_not_share_a_sheet_covers_nothing(texts, name):
    """Boards of their own sheets (and a family that does not cover): no blank sheet, no covering."""
    for words in texts[name]:
        assert "blank sheet" not in words and "only the board in play" not in words and "put board sheet" not in words


def test_a_family_that_does_not_cover_has_no_cover_words_nor_paper_though_its_boards_share_a_sheet():
    """One declaration (the wording's covers_boards) gives both the blank paper the plan counts and
    Setting up's covering steps: a piece game's wording, on a sheet of two boards, gets neither (the
    grid games cover theirs since round 20: tests/unit/test_grid_told20.py)."""
    from accessible_kits.compose.covering import cover_steps
    from accessible_kits.compose.words import Voice
    from accessible_kits.families.polyomino.wording import Wording
    from accessible_kits.model import BoardSheet, SheetPlan

    two = SheetPlan("A4", "portrait", 4, 2, 2, layout=(BoardSheet(2, "portrait", False, 1),) * 2)
    w = Wording(load_game("corner-polyominoes"), load_profile("standard"), two, Voice())
    assert (
        not w.covers_boards()
        and cover_steps(w, ["Board 1", "Board 2", "Board 3", "Board 4"], "board 1", ("board 2",)) == []
    )
