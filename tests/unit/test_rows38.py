"""Wave 38's spare-board words (issue 24): the first spare said by the case a table meets, a step for each
board it can replace, with what the later boards are still for (LISTEN37 #6, #7); a board spoiled once
every spare is in use, and a copy printed during play, who prints it and that the round waits (LISTEN37
Q8 #2, #3). Over the row games of ROW_CASES and the grid games of GRID_CASES, every board read from the
rules' own sentences and the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import Voice
from accessible_kits.families.row_removal.wording.boards import uses, uses_lines
from rule_texts import GRID_CASES, ROW_CASES, grid_cases_composed, row_cases_flat, section_texts
from unit.test_rows36 import _steps


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}: module-scoped, as liblouis refuses in function scope."""
    return row_cases_flat()


def _uses(setup: str) -> dict[int, str]:
    """What Setting up says each board is for ("Board 2 is for the first round."), by its number."""
    return {
        int(m[1]): m[2]
        for m in re.finditer(r"Board (\d+) is for (the worked examples|the \w+ round|every round)\.", setup)
    }


def _after(step: str) -> list[str]:
    """The sentences a spare's step says after the table it leaves ("Now only board 4 ...")."""
    return [s for s in re.split(r"(?<=\.) ", step.split(" is out and uncovered. ", 1)[1]) if s] if ". " in step else []


@pytest.mark.parametrize("case", ROW_CASES)
def test_the_first_spare_names_each_board_it_replaces_with_what_the_later_boards_are_for(kits, case):
    """LISTEN37 #6, #7: board 3's use was lost once board 4 replaced board 2. LISTEN39 #11: the first spare's
    table is said once, whatever it replaces; then each board it can replace is named, in the order the
    rules' moments bring them in, with only what differs: each later board still for its use, a board of
    every round passing its rounds to the spare. READER39 #20: a later board on a sheet the spare's step puts
    away says when that sheet comes back out, and what is covered then, as that moment's own step says.
    Said in print and aloud, each sentence under 25 words."""
    kit, text, script = kits[case]
    setup = " ".join(section_texts(kit, "setup"))
    moments, spares = _steps(text)
    if not kit.preparation.covers:  # one board a sheet: the spares' rule, with no step (test_rows36)
        return
    use = _uses(setup)
    played = list(dict.fromkeys(b for b, _ in moments))  # the boards in the order play brings them in
    assert set(played) == set(use), (case, use, played)
    first = min(s for s, _ in spares)
    own = dict(moments)  # each board's own step, at its moment
    cases = {int(m[1]): m[2] for m in re.finditer(r"If board (\d+) is spoiled, (.*?)(?= \d+\. | If |$)", setup)}
    for k, board in enumerate(played):
        took = [f"Board {first} is now for every round."] if use[board] == "every round" else []
        later = []
        for b in played[k + 1 :]:
            later.append(f"Board {b} is still for {use[b]}.")
            out = re.search(r"[Hh]ave board sheet (\d+) out", own[b])
            spare_out = re.search(r"[Hh]ave board sheet (\d+) out", spares[first, board])
            if out and spare_out and out[1] != spare_out[1]:  # its sheet is away while the spare is in play
                covered = re.search(r"(?:[Cc]over|onto|so that) (boards? [\d ,and]+?)(?: with| are covered|\.)", own[b])
                with_ = f", with {covered[1]} covered" if covered else ""
                later.append(f"Board sheet {out[1]} comes back out for {use[b]}{with_}.")
        said = " ".join(took + later)
        if not said:  # nothing differs: the board is not named again
            assert board not in cases, (case, board)
            continue
        assert cases[board] == said[0].lower() + said[1:], (case, cases[board], said)
        step = f"If board {board} is spoiled, {cases[board]}"
        assert all(len(s.split()) < 25 for s in re.split(r"(?<=\.) ", step)), step
        # aloud, the sheets by ordinal words ("the first board sheet"): the same case, from its lead to its uses
        lead = f"If board {board} is spoiled, "
        heard = script[script.index(lead) :].split(" If ")[0]
        assert heard.count(" is still for ") == len([s for s in later if " is still for " in s]), heard
        assert heard.count(" comes back out for ") == len([s for s in later if "comes back" in s]), heard
    assert list(cases) == [b for b in played if b in cases], cases  # in the order played


@pytest.mark.parametrize("case", ROW_CASES)
def test_a_board_is_placed_on_its_sheet_once_and_named_by_its_number_after(kits, case):
    """LISTEN37 #6: halves of a sheet, rows of a board and boards 1 to 4 kept apart. A board's place on its
    sheet ("upper board", "lower half") is said where it is first found, once a board; every step after
    names boards by number only."""
    kit, text, _ = kits[case]
    setup = " ".join(section_texts(kit, "setup"))
    _, spares = _steps(text)
    for step in spares.values():
        assert not re.search(r"\b(upper|lower|half|left|right)\b", step), step
    placed = re.findall(r"It is the (?:[\w ]+?) board (?:of|going down|from the left on) (?:the )?board sheet", setup)
    named = re.findall(r"Board (\d+) is for ", setup)
    assert len(placed) <= len(named), (case, placed)
    assert not re.search(r"\b(upper|lower) board\b", setup.split("Keep each board sheet whole")[1]), case


@pytest.mark.parametrize("case", ROW_CASES)
def test_a_board_spoiled_once_every_spare_is_in_use_has_a_step(kits, case):
    """LISTEN37 Q8 #2: nothing said what to do when a board is spoiled after the spare is used. One step, after
    the spares' steps, names the last spare: a print kit draws a board by hand as Before you play's No printer?
    says; a raised kit, which draws none, prints the last spare's sheet once more. The round waits, and the
    turns so far go on the board put in, from the record sheet. Said in print and aloud."""
    kit, _, script = kits[case]
    setup = " ".join(section_texts(kit, "setup"))
    spared = re.search(r"(Board \d+(?: and board \d+)?) (?:is a spare|are spares)\.", setup)
    assert spared, case
    last = "board " + re.findall(r"\d+", spared[1])[-1]
    lead = f"If a board is spoiled once {last} has replaced one, "
    assert setup.count(lead) == 1 and script.count(lead) == 1, case
    step = setup[setup.index(lead) :]
    assert all(
        setup.index(f"If board {b}") < setup.index(lead) for b in re.findall(r"If board (\d+) is spoiled", setup)
    )
    before = " ".join(section_texts(kit, "before"))
    if "No printer?" in before:
        assert step.startswith(f"{lead}draw a board by hand, as the part called Before you play says."), step
    else:
        assert re.match(rf"{lead}print page \d+ of [\w.-]+ once more, the sheet of {last}\.", step), step
    assert "The round waits until" in step and "so far on " in step and "from the record sheet." in step, step
    assert "new board" not in step  # heard as a fresh sheet (LISTEN28 #9)


def test_without_covering_steps_the_spares_rule_still_says_what_follows_the_last():
    """The uses said where no covering step says the spares (boards alone on their sheets): the last spare's
    step follows the rule, drawn by hand where the rules say how."""
    use = uses(["Board 1", "Board 2", "Board 3", "Board 4"], marks_stay=True)
    assert use is not None
    drawn = uses_lines(Voice(), use, "", drawn=True)
    printed = uses_lines(Voice(), use, "")
    assert drawn[-2] == printed[-2] and drawn[-2].startswith("If a board is spoiled, use board 4")
    assert drawn[-1].startswith("If a board is spoiled once board 4 has replaced one, draw a board by hand")
    assert printed[-1].startswith("If a board is spoiled once board 4 has replaced one, print the sheet of board 4")


@pytest.fixture(scope="module")
def grids():
    return grid_cases_composed()


@pytest.mark.parametrize("case", GRID_CASES)
def test_a_copy_printed_during_play_says_who_prints_it_and_that_the_round_waits(grids, case):
    """LISTEN37 Q8 #3 (long corner, poison corner: "print page 2 again"): who prints the new copy, and whether
    play waits, were not said. Where the pages print no spare, the mid-round step says the round waits while
    the host or a player prints it, before the turns so far are put on it; in print and aloud."""
    _game, kit, text, script = grids[case]
    before = " ".join(section_texts(kit, "before"))
    assert "No spare board is printed ahead." in before, case
    wait = "The round waits while the host or a player prints the new copy of the board."
    for words in (before, text, script):
        assert words.count(wait) == 1, case
        assert (
            words.index("do not start the round again.")
            < words.index(wait)
            < words.index("The scribe puts each turn of the round so far on the new copy of the board")
        ), case


@pytest.mark.parametrize("touch", [True, False])
def test_a_board_alone_on_its_sheet_says_where_its_name_is(kits, touch):
    """READER37 #5: "Board sheet 2 has board 4, named in the sheet's heading." sent a braille reader looking for
    a label just above board 4, as the boards of the other sheet have. A board alone says so, then that its
    name is in the sheet's heading at the top (the braille heading by touch: render.sheets.sheet_title names
    the board), with no label above it; the sheet of several boards still says its labels."""
    from accessible_kits.families.row_removal.wording.boards import placement_lines
    from accessible_kits.model import BoardSheet, SheetPlan

    labels = ["Board 1", "Board 2", "Board 3", "Board 4"]
    uneven = SheetPlan(
        "A3", "portrait", 4, 3, 2, layout=(BoardSheet(3, "portrait", False, 1), BoardSheet(1, "portrait", False, 1))
    )
    lines = placement_lines(Voice(), uneven, labels, touch=touch, rows=("only",))
    heading = "braille heading" if touch else "heading"
    said = (
        f"Board sheet 2 has board 4 alone. Its name is in the sheet's {heading} at the top, "
        "with no label just above it."
    )
    assert said in lines, lines  # one paragraph: the row names' note still just after the places (LISTEN23 #11)
    assert not any("named in the sheet's heading" in line for line in lines), lines
    for (name, profile), (kit, text, script) in kits.items():  # the built kits: each board alone said so
        groups = kit.plan.groups()
        alone = [kit.boards[g[0]].label.lower() for g in groups if len(g) == 1 and len(groups) < kit.plan.boards]
        for board in alone:
            assert f"has {board} alone. Its name is in the sheet's " in text, (name, profile)
            assert f"has {board} alone. Its name is in the sheet's " in script, (name, profile)
        assert "named in the sheet's heading" not in text + script, (name, profile)
