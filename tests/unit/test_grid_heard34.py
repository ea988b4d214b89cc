"""Wave 34's readers on the grid family (LISTEN33, READER32, LISTEN32, records33).

Poison corner and the readers' long corner (tests/rule_texts.py MAYA), at large print and by touch,
and user boards written from docs/games.md:

- The board said what the arrow means, "the way a move reaches from the cell you choose", before a
  move was taught: a listener pictured a piece sliding (LISTEN33 #13). The board says what it is and
  where, and that Your turn says what it shows; Your turn says it;
- "If a letter is not clear, ask: which column? ... like column B, the second column.": B is always
  said back with its place, so the example showed nothing the question adds (round 32): the first
  letter the scribe says plainly, from the board's own columns;
- the record sheet's "like 4, 4, 7" beside the rules' "After D2, the read back is: three cells ..."
  (records33, long corner): one turn, the record's, replayed by the engine, in print, speech and the
  braille form's line."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import alike, ask_which_column
from accessible_kits.compose.words import Voice
from accessible_kits.games import parse_game
from accessible_kits.games.notation import column_letter
from accessible_kits.profile import load_profile
from rule_texts import GRID_CASES, MAYA, flat, flat_texts, grid_cases_composed, section_texts

CASES = GRID_CASES
EAR = Voice(ear=True)


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (game, kit, rules text flat, script flat)}, composed once."""
    return grid_cases_composed()


def _plain(columns: int) -> list[str]:
    """The board's letters the scribe says plainly: those that sound like no other of its letters."""
    sounding = {i for g in alike(columns) for i in g}
    return [column_letter(i) for i in range(columns) if i not in sounding]


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_board_says_what_the_arrow_is_and_your_turn_what_it_shows(kits, name, profile):
    _, kit, text, script = kits[name, profile]
    board = flat(" ".join(section_texts(kit, "board")))
    turn = flat(" ".join(section_texts(kit, "turn")))
    arrow = board[board.index("arrow") :]
    # where it is and its way, then where its meaning is said; no move in The board's words for it
    assert "just outside the board's top right cell." in arrow
    assert "It points up and to the right. The part called Your turn says in words what it shows." in arrow
    assert "reaches" not in arrow and "move" not in arrow and "the cell you choose" not in arrow
    # Your turn says it, after the move's rectangle and its corners
    shows = "shows which way the rectangle reaches from your cell."
    corners = "The board's top right cell is its top right corner."
    assert turn.count(shows) == 1 and turn.index(corners) < turn.index(shows)
    for words in (text, script):
        assert words.count(shows) == 1 and words.count("says in words what it shows") == 1
        said = words.index("Your turn says in words what it shows")
        assert said < words.index("Choose any cell") < words.index(shows)
        assert "the way a move reaches" not in words


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_which_column_example_is_a_letter_said_plainly(kits, name, profile):
    game, _, text, script = kits[name, profile]
    columns = game.engine.columns
    ask = r"ask the scribe: which column\? The scribe then says its place from the left, like column (\w+), the"
    for words in (text, script):
        asked = re.findall(ask, words)
        assert asked == [_plain(columns)[0]], asked


@pytest.mark.parametrize("columns", range(2, 27))
def test_the_which_column_example_holds_for_every_board_a_user_can_write(columns):
    said = ask_which_column(EAR, columns)
    plain = _plain(columns)
    if not plain:  # every letter said with its place: nothing to ask about, so no example
        assert said == ""
        return
    letter = re.search(r"like column (\w+), the (\w+) column\.$", said)
    assert letter and letter.group(1) == plain[0]
    assert all(len(s.split()) < 25 for s in re.split(r"(?<=[.?]) ", said))  # each sentence, the question too


def _counts(e, cell) -> list[int]:
    """The counts a read back says after `cell` from a full board, top row first, as the engine replays it."""
    return list(reversed(e.row_ends(e.play(e.initial(), cell))))


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_read_back_example_and_the_record_sheet_give_one_position(kits, name, profile):
    game, kit, text, script = kits[name, profile]
    e = game.engine
    first = game.replays[0][0]  # the game's own example's first turn, from a full board
    assert first.before == e.initial() and not first.reason
    counts = list(reversed(e.row_ends(first.after)))
    record = kit.record_sheets[0]
    # the braille form's line and the hint
    assert record.example[2] == e.notation(first.move)
    assert record.example[3] == ", ".join(str(n) for n in counts)
    hint = next(c.hint for c in record.columns if c.name == "Cells still there")
    assert hint.endswith(f"like {', '.join(str(n) for n in counts)}")
    # the rules' example in print and speech: the same turn, the same counts
    move = e.notation(first.move)
    said = re.search(rf"a player chooses {move}\. Then the read back is: ([^.]*)\.", text)
    assert said, text
    assert [int(n) for n in re.findall(r"(\d+) cells? in row", said.group(1))] == counts
    heard = f"a player chooses column {move[0]} row {move[1:]}. Then the read back is: "
    assert heard in script
    spoken = script[script.index(heard) + len(heard) :].split(".")[0]
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven"]
    assert [words.index(w) for w in re.findall(r"(\w+) cells? in row", spoken)] == counts
    assert f"like {', '.join(str(n) for n in counts)}" in script  # the record's hint, said


# a user's long corner whose example opens wide: its top row keeps 5 cells, the example names them
WIDE = MAYA.replace('move = "E2", removes = 6', 'move = "F2", removes = 4').replace('move = "F1"', 'move = "G1"')
WIDE = WIDE.replace('{ move = "G1", removes = 2 }', '{ move = "G1", removes = 1 }')
# and one with no example: the rules' own example cell, D2, for the read back and the record alike
BARE = MAYA.split("[[examples]]")[0]


@pytest.mark.parametrize("source", [WIDE, BARE])
def test_a_users_board_gives_one_position_and_short_sentences(source):
    game = parse_game(source, "user.toml")
    e = game.engine
    (kit, text, script) = flat_texts({"g": game}, load_profile("large-print"))["g"]
    record = kit.record_sheets[0]
    hint = next(c.hint for c in record.columns if c.name == "Cells still there")
    said = re.search(r"a player chooses (\w\d)\. Then the read back is: ([^.]*)\.", text)
    assert said
    counts = _counts(e, e.parse(said.group(1)))
    assert [int(n) for n in re.findall(r"(\d+) cells? in row", said.group(2))] == counts
    assert hint.endswith(f"like {', '.join(str(n) for n in counts)}")
    if game.replays:
        assert said.group(1) == e.notation(game.replays[0][0].move)
    for words in (text, script):
        named = words[words.index("To hear which cells a row still has") :]
        for sentence in named.split(". ")[:2]:
            assert len(sentence.split()) < 25, sentence
