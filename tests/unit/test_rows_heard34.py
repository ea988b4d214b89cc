"""Wave 34's row words (issue 24), as round 32's and 33's cold listeners heard them: the covering steps
replayed on a table read from the plan, in the built-in row game, the readers' four rows (FOUR_ROWS) and
a user's game of four boards on one sheet (TWO_REFUSED), with pen and with tokens."""

from __future__ import annotations

import re

import pytest

from rule_texts import ROW_CASES, row_cases_flat, row_games_and_two_refused

# the moments the board in play changes, as the rules say them, and the phase each brings in
MOMENTS = {
    "Before the worked examples": "the worked examples",
    "For the first round": "the first round",
    "Before the second round": "the second round",
    "For every round": "every round",
}
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}: module-scoped, as liblouis refuses in function scope."""
    return row_cases_flat()


class Table:
    """What the words leave on the table: the board sheets out, and the boards a blank sheet lies on."""

    def __init__(self, groups: list[list[int]]):
        self.groups = groups
        self.out = set(range(1, len(groups) + 1))  # before any step, every printed sheet is at hand
        self.lying: list[int] = []
        self.said: list[int] = []  # each step's sheet taken out, with what it was said to be put away for
        self.put_for: dict[int, str] = {}

    def sheet(self, board: int) -> int:
        return next(n for n, g in enumerate(self.groups, 1) if board - 1 in g)

    def uncovered(self) -> set[int]:
        """The boards out and not under a blank sheet."""
        return {i + 1 for n in self.out for i in self.groups[n - 1] if i + 1 not in self.lying}

    def play(self, words: str, phase: str) -> None:
        """Each sentence of a step, in order, as a player at the table does it."""
        for sentence in re.split(r"(?<=\.) ", words):
            if took := re.match(r"[Tt]ake out (?:board sheet (\d+)|the (\w+) board sheet)\.", sentence):
                n = int(took[1]) if took[1] else ORDINALS[took[2]]
                assert n not in self.out, (sentence, self.out)
                self.out.add(n)
                self.said.append(n)
            elif was := re.match(r"It was put away for ([^.]+)\.", sentence):
                assert self.put_for.pop(self.said[-1]) == was[1], (sentence, self.put_for)
            for sheets in re.findall(r"[Pp]ut (board sheets? [\d ,and]+?|the [\w ,]+? board sheets?) away", sentence):
                named = {int(n) for n in re.findall(r"\d+", sheets)} or {
                    ORDINALS[w] for w in re.findall(r"\w+", sheets) if w in ORDINALS
                }
                assert named <= self.out, (sentence, self.out)  # never a sheet already away (LISTEN30 #11)
                self.out -= named
                self.put_for.update(dict.fromkeys(named, phase))
            for frm, to in re.findall(r"the blank sheet from board (\d+) onto board (\d+)", sentence):
                self.lying.remove(int(frm))  # moved from where it lies: never a second sheet (LISTEN32 #7)
                self.lying.append(int(to))
            for boards in re.findall(r"\bcover (boards? [\d ,and]+?) with", sentence):
                self.lying += [int(n) for n in re.findall(r"\d+", boards)]
            if off := re.search(r"take the blank sheet off board (\d+)", sentence):
                self.lying.remove(int(off[1]))


def _moment_steps(text: str) -> list[tuple[str, str, str]]:
    """(moment, step, board now in play) of each moment, in the order said."""
    found = re.finditer(rf"({'|'.join(MOMENTS)}), (.*?) Now only (board \d+) is out and uncovered\.", text)
    return sorted(((m[1], m[2], m[3]) for m in found), key=lambda s: text.index(f"{s[0]}, {s[1]}"))


def _normal(kit, text: str) -> list[tuple[str, int, Table]]:
    """The rules' own moments played in order: (phase, board in play, a copy of the table after it)."""
    import copy

    table, out = Table(kit.plan.groups()), []
    for moment, step, board in _moment_steps(text):
        table.play(step, MOMENTS[moment])
        number = int(board.split()[1])
        assert table.uncovered() == {number}, (moment, step, table.out, table.lying)
        out.append((MOMENTS[moment], number, copy.deepcopy(table)))
    return out


@pytest.mark.parametrize("case", ROW_CASES)
def test_each_moment_moves_the_blank_sheet_from_the_board_it_lies_on(kits, case):
    """Item 1 (LISTEN32 #7): "For the first round, cover board 1 with the blank sheet." after the blank
    sheet was laid on board 2 was heard as a second blank sheet. Played in order at a table, each
    moment leaves only its board uncovered, and once every blank sheet is laid, a step moves one from
    the board it lies on: it never lays another."""
    kit, text, script = kits[case]
    moments = _normal(kit, text)
    if not moments:  # one board a sheet: nothing covered
        assert "blank sheet" not in text, case
        return
    assert len(moments[0][2].lying) == kit.preparation.covers  # the first step lays them all
    for _, step, _ in _moment_steps(text)[1:]:
        assert not re.search(r"\bcover (?:board|the)", step), step
        moved = re.findall(r"move the blank sheet from board \d+ onto board \d+", step)
        assert moved and all(m in script for m in moved), step


@pytest.mark.parametrize("case", ROW_CASES)
def test_a_sheet_taken_out_is_said_to_have_been_put_away_and_for_what(kits, case):
    """Item 2 (LISTEN33 #15): "take the second board sheet out again": "again" sent a listener looking
    back for when it had been out; it was put away at set-up and before the examples, never laid out.
    A sheet is taken out, then said to have been put away, for the moment that put it away."""
    kit, text, script = kits[case]
    for words in (text, script):
        assert "out again" not in words, case
    moments = _normal(kit, text)  # Table.play checks each "It was put away for ...": the moment that did
    taken = sum(len(re.findall(r"[Tt]ake out ", step)) for _, step, _ in _moment_steps(text))
    assert len(moments[-1][2].said if moments else []) == taken, case
    if case == ("row-removal", "large-print"):  # the listener's own case: two sheets, put away before the examples
        said = "take out the second board sheet. It was put away for the worked examples."
        assert f"Before the second round, {said}" in script


@pytest.mark.parametrize("case", ROW_CASES)
def test_the_spare_says_its_steps_for_each_board_it_can_stand_for(kits, case):
    """Item 3 (LISTEN33 #16): "While board 4 is in play, put the first board sheet away, and cover board 3"
    left a listener unsure what follows when board 4 replaces board 2 in round 1 and board 3 is needed next.
    For each board in use, the spare's steps, played at the table from where that board's moment left it,
    bring the spare in alone, then each later board, until the table is the one the rules' own steps leave."""
    kit, text, script = kits[case]
    moments = _normal(kit, text)
    spare_said = re.search(r"If a board is spoiled, use (?:a spare, )?board (\d+)", text)
    if not moments or not spare_said:
        assert "is spoiled, " not in text.replace("If a board is spoiled, ", ""), case
        return
    spare = int(spare_said[1])  # the first spare's steps are said
    assert "While board" not in text + script
    boards = list(dict.fromkeys(b for _, b, _ in moments))
    import copy

    for board in boards:
        i = next(k for k, (_, b, _) in enumerate(moments) if b == board)
        chain = re.search(
            rf"If board {board} is spoiled, [^.]+ on board {spare}\. (.*?)(?= If board \d+ is spoiled|$)", text
        )
        assert chain, (case, board)
        assert chain[0].split(". ")[0] in script.replace("the first board sheet", "board sheet 1")
        table = copy.deepcopy(moments[i][2])
        first, *later = re.split(r" ?Then, for ", chain[1].split(" Sit side by side")[0])
        table.play(first, moments[i][0])
        assert table.uncovered() == {spare}, (case, board, first)
        for step in later:
            phase, words = step.split(", ", 1)
            j = next(k for k, (p, _, _) in enumerate(moments) if p == phase)
            table.play(words, phase)
            assert table.uncovered() == {moments[j][1]}, (case, board, step)
            i = j
        # back on the rules' own steps: the table is the one they leave, or the spare's is the last
        if i + 1 < len(moments):
            normal = moments[i][2]
            assert (table.out, sorted(table.lying)) == (normal.out, sorted(normal.lying)), (case, board)


def _counts(board: str, names: tuple[str, ...]) -> list[int]:
    """A board as the host key says it ("top row 3, middle row 4, bottom row 5"), its rows in order."""
    from accessible_kits.compose.words import number_word

    said = re.findall(r"(\w+) row (\w+)", board)
    assert [name for name, _ in said] == list(names), board  # each row by its name, top row first
    numbers = {number_word(n): n for n in range(30)}
    return [int(n) if n.isdigit() else numbers[n] for _, n in said]


@pytest.mark.parametrize("case", ROW_CASES)
def test_the_host_key_says_each_board_row_by_row(kits, case):
    """Item 4 (LISTEN32 #11): the host key wrote boards in the dash form "3-4-5", not as a person reads a
    board. In print, aloud and in the braille volume's text, each answer says each row's count by its
    name, top row first, and what a move leaves is the board before less the circles the move takes."""
    from accessible_kits.writers.braille_volumes import section_blocks
    from rule_texts import section_lines

    kit, _, _ = kits[case]
    engine = row_games_and_two_refused()[case[0]]().engine
    lines = section_lines(kit.host_key)
    braille = " ".join(text for _, text, _ in section_blocks(kit.title, kit.host_key))
    for words in (" ".join(line.text for line in lines), " ".join(line.said for line in lines), braille):
        answers = words[words.index("A fresh board has") :]  # the key's lines, not the title ("Four rows 1-3-5-7")
        assert not re.search(r"\d-\d", answers) and "Counts are written" not in words, answers
        said = re.findall(
            r"Before the move: ([^.]+)\. \w+ (?:out )?(?:(\w+) circles? from the (\w+) row leaves: ([^.]+)\.)?", answers
        )
        assert len(said) == answers.count("Before the move: ") > 0, answers
        befores = [_counts(before, engine.row_names) for before, *_ in said]
        assert list(engine.sizes) in befores  # an example from the fresh board
        for (_, k, row, after), before in zip(said, befores, strict=True):
            if k:  # an allowed move: what it leaves
                taken = int(k) if k.isdigit() else _counts(f"{row} row {k}", (row,))[0]
                left = [n - taken * (name == row) for name, n in zip(engine.row_names, before, strict=True)]
                assert _counts(after, engine.row_names) == left, (before, k, row, after)
