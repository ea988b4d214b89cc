"""Wave 36's row words (issue 24): the board sheets said as the table each step leaves, so one step brings
in each spare whatever board it replaces (LISTEN34 #15, LISTEN35 #17, READER35 #11, #12); the spoiled
board's new sheet said plainly as a new copy (READER35 #9); Before you play's paragraphs given by
boards_line, not found by a sentence's first words. Over the row games of ROW_CASES (the built-in game,
FOUR_ROWS, TWO_REFUSED), with pen and with tokens, every count read from the plan."""

from __future__ import annotations

import itertools
import re

import pytest

from accessible_kits.profile import load_profile
from rule_texts import ROW_CASES, composed_texts, flat, row_cases_flat, section_texts

MOMENTS = ("Before the worked examples", "For the first round", "Before the second round", "For every round")
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4}
STEP = r"(.*?) Now only board (\d+) is out and uncovered\."
PAPER = r"(?:the|one of the|\w+ of the) blank sheets?"  # every blank sheet, or some of them


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}: module-scoped, as liblouis refuses in function scope."""
    return row_cases_flat()


def _sheets(words: str) -> set[int]:
    """The board sheets a phrase names, in print ("board sheets 1 and 2") or aloud ("the first board sheet")."""
    return {int(n) for n in re.findall(r"\d+", words)} or {ORDINALS[w] for w in words.split() if w in ORDINALS}


def _boards(words: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", words)]


class Table:
    """What a player at the table has after each step: the board sheets out, and where each blank sheet lies
    (None: not laid yet). A step is played from whatever the steps before left."""

    def __init__(self, groups, covers: int):
        self.groups = [[i + 1 for i in g] for g in groups]
        self.out = set(range(1, len(groups) + 1))  # before any step, every printed sheet is at hand
        self.lying: list[int | None] = [None] * covers

    def uncovered(self) -> set[int]:
        return {b for n in self.out for b in self.groups[n - 1] if b not in self.lying}

    def play(self, step: str, board: int) -> None:
        """A step's sentences, as a player does them, then a check that only `board` is out and uncovered."""
        sheets = len(self.groups)
        for sentence in re.split(r"(?<=\.) ", step):
            if had := re.search(r"[Hh]ave (.+?) out and (.+?) away\.", sentence):
                out, away = _sheets(had[1]), _sheets(had[2])
                assert out | away == set(range(1, sheets + 1)) and not out & away, sentence  # each sheet by number
                self.out = out
            elif laid := re.match(rf"[Cc]over (.+?) with {PAPER}\.", sentence):
                assert None in self.lying, sentence  # laid once, at the first step
                self._move(_boards(laid[1]))
            elif moved := re.match(rf"[Mm]ove {PAPER} (?:onto|so that) (.+?)(?: are covered)?\.", sentence):
                assert None not in self.lying, sentence  # every blank sheet laid before one is moved
                self._move(_boards(moved[1]))
            else:
                assert re.match(r"Board \d+ is alone on its sheet, so it needs no blank sheet\.", sentence), sentence
        assert self.uncovered() == {board}, (step, self.out, self.lying)

    def _move(self, boards: list[int]) -> None:
        """The blank sheets onto `boards`: those on one stay, the others move, never more than the plan counts."""
        assert len(boards) <= len(self.lying), boards
        free = [k for k, b in enumerate(self.lying) if b not in boards]
        for b, k in zip([b for b in boards if b not in self.lying], free, strict=False):
            self.lying[k] = b


def _steps(text: str) -> tuple[list[tuple[int, str]], dict[tuple[int, int | None], str]]:
    """The rules' own moments, (board in play, step) in order, and each spare's steps: the first spare's by
    (spare, the board it replaces), its one step whatever it replaces (LISTEN39 #11), with the sentence after
    it; each later spare's by (spare, None), said once whatever it replaces."""
    moments = [(text.index(m[0]), int(m[3]), m[2]) for m in re.finditer(rf"({'|'.join(MOMENTS)}), {STEP}", text)]
    spares: dict[tuple[int, int | None], str] = {}
    common = re.findall(
        r"If a board is spoiled, use board (\d+) in its place, whichever board it is\. (.*?) "
        r"If a board is spoiled during a round, ",
        text,
    )
    assert len(common) <= 1, common
    for spare, step in common:  # its actions only, no state said after them (LISTEN41 #5)
        assert "Now only" not in step, step
        for b in dict.fromkeys(b for _, b, _ in moments):
            spares[int(spare), b] = step
    for m in re.finditer(
        r"If a board is spoiled once board \d+ has replaced one, use board (\d+) in its place\. (.*?) "
        r"The other boards keep their uses\.",
        text,
    ):
        assert "Now only" not in m[2], m[0]
        spares[int(m[1]), None] = m[2]
    return [(b, s) for _, b, s in sorted(moments)], spares


@pytest.mark.parametrize("case", ROW_CASES)
def test_every_spoiled_history_leaves_only_the_board_in_play(kits, case):
    """Item 1 (LISTEN35 #17, READER35 #12), and wave 38's step for each board the first spare replaces
    (LISTEN37 #6): played at a table over every history the plan allows (no board spoiled, or at any moment
    the board in play spoiled, the first spare, then the next), each step, said once, leaves only its own
    board out and uncovered, and never asks for a blank sheet the plan did not count."""
    kit, text, script = kits[case]
    moments, spares = _steps(text)
    if not kit.preparation.covers:  # one board a sheet: nothing covered, and no step
        assert not moments and not spares and "blank sheet" not in text, case
        return
    order = sorted(set(range(1, kit.plan.boards + 1)) - {b for b, _ in moments})  # the plan's spares, in order
    first, *later = order
    # the first spare: a step for each board the plan gives a use; each later spare: one step
    assert {k for k in spares if k[0] == first} == {(first, b) for b, _ in moments} and order, case
    assert {k for k in spares if k[0] != first} == {(s, None) for s in later}, case
    histories: list[tuple[int, ...]] = [()]  # at which moments (by index) a board is spoiled: one spare each, in order
    for k in range(1, len(order) + 1):
        histories += list(itertools.combinations_with_replacement(range(len(moments)), k))
    for history in histories:
        table = Table(kit.plan.groups(), kit.preparation.covers)
        used = iter(order)
        for i, (board, step) in enumerate(moments):
            table.play(step, board)
            for _ in range(history.count(i)):
                spare = next(used)  # the board in play is spoiled: the moment's own, or the spare just put in
                table.play(spares[spare, board if spare == first else None], spare)
    for words in (text, script):
        assert "put away for" not in words and not re.search(r"(?:followed|played) on board \d+, instead", words), case


@pytest.mark.parametrize("case", ROW_CASES)
def test_the_spare_rule_is_said_once_before_its_steps_and_names_each_sheet(kits, case):
    """Item 1: the spare's steps said in Setting up, after the spares are named (wave 38: a step for each board
    the first spare replaces, LISTEN37 #6); each step names the board sheets by number, never "it" or "the
    other board sheet", and is said in the script too, a sentence under 25 words."""
    kit, text, script = kits[case]
    setup = " ".join(section_texts(kit, "setup"))
    _, spares = _steps(text)
    if not spares:
        return
    named = re.search(r"Board \d+ (?:and board \d+ )?(?:is a spare|are spares)\.", setup)
    assert named, case
    for (_, board), step in spares.items():
        lead = "If a board is spoiled, use " if board else "If a board is spoiled once"
        assert named.start() < setup.index(lead), case
        bare = f" {step} ".replace("so it needs", "").replace("so it is covered", "")  # "it": the board just named
        assert " it " not in bare and "other board sheet" not in step, step
    heard = re.findall(
        r"If (?:board \d+|a board) is spoiled(?: once board \d+ has replaced one)?, use board \d+ in", script
    )
    assert len(heard) == len({(s, b if b is None else 0) for s, b in spares}), case  # the first spare's once
    assert all(len(s.split()) < 25 for s in re.split(r"(?<=\.) ", " ".join(spares.values()))), spares


@pytest.mark.parametrize("name", ["corner-polyominoes", "row-removal"])
def test_the_board_put_in_a_spoiled_boards_place_is_the_spare_or_a_new_copy(name):
    """Item 2 (READER35 #9): "The scribe puts each turn of the round so far on the board printed again" was
    read as the board being printed during play. The sheet is named plainly: the spare where the plan
    prints one, else the new copy of the board, in print and aloud."""
    from accessible_kits.games import load_game

    kit, text, script = composed_texts(load_game(name), load_profile("standard"))
    prep = kit.preparation
    new = "the spare" if prep.boards > prep.boards_needed else "the new copy of the board"
    said = f"The scribe puts each turn of the round so far on {new}, from the record sheet."
    for words in (flat(text), script):
        assert said in words and "printed again" not in words, (name, new)


def test_before_you_play_says_boards_lines_paragraphs_as_they_are_given(monkeypatch):
    """Item 3 (review): before_you_play split boards_line's string at " Spoiled means " to make paragraphs, a
    sentence found by its first words. boards_line gives its paragraphs, and the section says each as one,
    whatever the words: a definition worded otherwise still has its own paragraph."""
    from accessible_kits.compose import preparation
    from accessible_kits.compose.words import Twin
    from accessible_kits.games import load_game

    monkeypatch.setattr(preparation, "spoiled_means", lambda prep, board="a board", new="": "A spoiled board is torn.")
    kit, _, _ = composed_texts(load_game("row-removal"), load_profile("standard"))
    prep = kit.preparation
    paragraphs = preparation.boards_line(Twin(touch=False), prep, "token")
    assert isinstance(paragraphs, list) and len(paragraphs) == 2, paragraphs
    assert paragraphs[1] == "A spoiled board is torn.", paragraphs
    before = section_texts(kit, "before")
    assert "A spoiled board is torn." in before, before  # a paragraph of its own, as given
    assert any(p.endswith("One is a spare, for a board that is spoiled.") for p in before), before
