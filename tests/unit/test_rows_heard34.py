"""Wave 34's row words (issue 24), as round 32's and 33's cold listeners heard them, in the built-in row
game, the readers' four rows (FOUR_ROWS) and a user's game of four boards on one sheet (TWO_REFUSED), with
pen and with tokens. The covering steps' table, replayed here move by move, is replayed by test_rows36 over
every spoiled history: each step now says the table it leaves (wave 36)."""

from __future__ import annotations

import re

import pytest

from rule_texts import ROW_CASES, row_cases_flat, row_games_and_two_refused


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}: module-scoped, as liblouis refuses in function scope."""
    return row_cases_flat()


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
