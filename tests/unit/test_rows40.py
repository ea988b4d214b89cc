"""Wave 40's row words (issue 24): the first spare's table said once, each board it replaces with only what
differs (LISTEN39 #11); a later board's sheet, put away by the spare's step, said to come back out (READER39
#20). Over the row games of ROW_CASES (the built-in game, FOUR_ROWS, TWO_REFUSED), with pen and with tokens,
every board and sheet read from the rules' own sentences and the plan."""

from __future__ import annotations

import re

import pytest

from rule_texts import ROW_CASES, row_cases_flat, section_texts


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}: module-scoped, as liblouis refuses in function scope."""
    return row_cases_flat()


def _cases(setup: str) -> dict[int, str]:
    """Each board the first spare replaces, by its number, and what its step says after its name."""
    return {int(m[1]): m[2] for m in re.finditer(r"If board (\d+) is spoiled, (.*?)(?= If |$)", setup)}


@pytest.mark.parametrize("case", ROW_CASES)
def test_the_first_spares_table_is_said_once_and_each_case_only_what_differs(kits, case):
    """LISTEN39 #11: three steps word for word alike ("use board 4 ... Move the blank sheet onto board 3") were
    reread to find what differs. The first spare's table (sheets out and away, blank sheets) is one step, led
    by "whichever board it is"; no case names a sheet out or a blank sheet moved. Since LISTEN41 #5 the table
    is its actions only: no "Now only ..." after them, nor why a board of the spare's sheet is covered."""
    kit, _, script = kits[case]
    if not kit.preparation.covers:
        return
    setup = " ".join(section_texts(kit, "setup"))
    lead = re.search(r"If a board is spoiled, use board (\d+) in its place, whichever board it is\. (.*?) If ", setup)
    assert lead and setup.count("whichever board it is") == 1 and script.count("whichever board it is") == 1, case
    table = lead[2]
    assert "Now only" not in table and "is in play" not in table, table
    for board, said in _cases(setup).items():
        assert not re.search(r"[Hh]ave board sheet|blank sheet|in its place", said), (board, said)


@pytest.mark.parametrize("case", ROW_CASES)
def test_a_board_whose_sheet_the_spare_puts_away_says_when_it_comes_back(kits, case):
    """READER39 #20 (four rows, raised): "Have board sheet 2 out and board sheet 1 away. ... Board 1 is still
    for every round." left a reader to work out that board sheet 1 comes back out, with the spoiled board 2
    covered. Each board still for a use whose sheet the spare's step puts away is followed by when its sheet
    comes back out, and which boards are covered then, as that moment's own step covers them."""
    kit, _, _ = kits[case]
    if not kit.preparation.covers:
        return
    setup = " ".join(section_texts(kit, "setup"))
    had = re.search(r"whichever board it is\. Have board sheets? [\d ,and]+? out and (.*?) away\.", setup)
    away = {int(n) for n in re.findall(r"\d+", had[1])} if had else set()  # one board sheet: none put away
    labels = [b.label.lower() for b in kit.boards]
    groups = kit.plan.groups()
    back = 0
    for said in _cases(setup).values():
        still = r"[Bb]oard (\d+) is still for ([\w ]+?)\.( Board sheet (\d+) comes back out[^.]*\.)?"
        for m in re.finditer(still, said):
            sheet = next(n for n, g in enumerate(groups, 1) if labels.index(f"board {m[1]}") in g)
            if sheet not in away:
                assert not m[3], (case, said)
                continue
            # the other boards of its sheet, covered then, as its moment's own step covers them
            others = [labels[i] for i in groups[sheet - 1] if labels[i] != f"board {m[1]}"]
            covered = ", with " + " and ".join(others).replace(" and board ", " and ") + " covered" if others else ""
            covered = covered.replace("with board ", "with boards ") if len(others) > 1 else covered
            assert m[3] == f" Board sheet {sheet} comes back out for {m[2]}{covered}.", (case, said)
            back += 1
    if case in (("row-removal", "standard"), ("four-rows", "tactile")):  # their later boards' sheets go away
        assert back, case


def _page_of(kit, board: str) -> tuple[int, str]:
    """The page and file the plan prints `board`'s sheet on: its sheet counted along the board runs."""
    labels = [b.label.lower() for b in kit.boards]
    n = next(k for k, g in enumerate(kit.plan.groups()) if labels.index(board) in g)
    for run in kit.preparation.of("boards"):
        if n < run.pages:
            return run.first + n, run.file
        n -= run.pages
    raise AssertionError(board)


@pytest.mark.parametrize("case", ROW_CASES)
def test_the_last_spares_sheet_printed_again_is_named_by_its_page_and_its_other_boards_covered(kits, case):
    """READER39 #21: "print the sheet of board 4 once more ... Set out the copy as the old sheet was." said no
    page, and left whether to cover the copy's board 3. The step names the page and file the plan prints the
    last spare's sheet on, and moves the blank sheets onto the copy's other boards; a
    spare alone on its sheet needs none. In print and aloud."""
    kit, _, script = kits[case]
    setup = " ".join(section_texts(kit, "setup"))
    step = re.search(
        r"If a board is spoiled once (board \d+) has replaced one, print (.*?from the record sheet\.)", setup
    )
    if not step or not kit.preparation.covers:  # drawn by hand, or no covering steps (uses_lines)
        return
    last = step[1]
    page, file = _page_of(kit, last)
    assert step[2].startswith(f"page {page} of {file} once more, the sheet of {last}."), step[2]
    assert "as the old sheet was" not in step[2] and "Put away the board sheet in play" in step[2], step[2]
    labels = [b.label.lower() for b in kit.boards]
    group = next(g for g in kit.plan.groups() if labels.index(last) in g)
    others = [labels[i] for i in group if labels[i] != last]
    moved = re.search(r"Move (?:the|a|\w+ of the) blank sheets? onto the copy's (boards? [\d ,and]+?)\.", step[2])
    assert bool(moved) == bool(others), step[2]
    if moved:
        assert sorted(re.findall(r"\d+", moved[1])) == sorted(o.split()[1] for o in others), moved[1]
        assert "onto the copy's " in script, case
    assert f"If a board is spoiled once {last} has replaced one, print page " in script, case


@pytest.mark.parametrize("case", ROW_CASES)
def test_the_blank_sheets_are_said_before_the_total_that_counts_them(kits, case):
    """LISTEN39 #12: "In all, the match takes ten sheets of A4 plain paper." came before the blank cover sheet,
    and a listener counted the printed pages one short. The blank sheets come first, as apart from the printed
    pages, and the total says it counts them: the printed sheets of plain paper plus the blank, from the plan.
    A kit that covers nothing says neither. In print, aloud and in the checklist."""
    from accessible_kits.compose.paper_totals import totals_line
    from accessible_kits.compose.words import Voice

    kit, text, script = kits[case]
    prep = kit.preparation
    for words in (text, script):
        blank, total = words.find("Apart from the printed pages, "), words.find("In all, ")
        assert total >= 0, case
        assert (blank >= 0) == bool(prep.covers), case
        if prep.covers:
            assert blank < total and "Of these" not in words, case
            assert words[total:].startswith(f"In all, with the blank sheet{'s' if prep.covers > 1 else ''}, "), case
    plain = [(size, n) for paper, size, n in prep.totals() if paper == "plain paper"]
    printed = sum(r.sheets for r in prep.runs if r.paper == "plain paper")
    for short in (False, True):
        line = totals_line(Voice(), prep, short=short)
        if prep.covers:
            assert line.index("stay") < line.index("In all"), line
            ((size, n),) = plain
            assert n == printed + prep.covers and f"{n} sheets of {size} plain paper" in line, line
        else:
            assert "blank" not in line, line
