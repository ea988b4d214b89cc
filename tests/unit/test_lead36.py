"""Round 36 (issue 24), after lists36: the cells a refusal or an example names mid-sentence (said.back_cells)
take the one shape of every list of cells where a cell is said with its place: parted by semicolons, "and"
before the last. ", and" between cells that hold commas of their own ("column B, the second column, row 3,
and column C, ...") was a list of another shape beside the read backs'."""

from __future__ import annotations

import re

import pytest

from rule_texts import piece_games_at_large_and_tactile, piece_heard_case, turns_taken

GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    return piece_heard_case(request.param)


def test_cells_said_with_their_place_are_parted_by_semicolons(heard):
    """No ", and column" after a cell said with its place, in print or aloud; a list of such cells is in the
    kit (the garden's refused example, the corner game's touching cells), each part a whole cell."""
    _, _, _, text, script, _ = heard
    for words in (text, script):
        assert not re.search(r"row \d+, and column ", words), re.search(r".{80}row \d+, and column .{40}", words)
    placed = r"column \w+, the \w+ column, row \d+"
    lists = re.findall(rf"(?:{placed}; )+and column \w+(?:, the \w+ column)?,? row \d+", script)
    assert lists, "no list of cells said with their place"


def test_a_diagrams_title_is_said_apart_from_its_examples_heading(heard):
    """READER36 #10: "Each diagram has a braille title: its example's number, then what it shows, like Example 1:
    Not allowed: domino A2+B2." beside the heading "Example 1: Corners touch, sides do not": the title was taken for
    the example's name. A tactile kit says the title is not the heading, right after the model title."""
    _, _, _, text, _, _ = heard
    if "Each diagram has a braille title:" not in text:
        assert "A diagram's title is not its example's heading." not in text
        return
    said = re.search(r"then what that diagram shows, like (Example 1: [^.]+)\. A diagram's title is not", text)
    assert said, text[text.index("Each diagram has a braille title") :][:300]


def test_the_transcribers_note_says_a_diagrams_title_is_not_its_heading():
    """READER36 #10 met the model title first in the transcriber's note (page t3), then again in the rules:
    the note says it too, right after the title it quotes, with the plus sign's meaning after."""
    from accessible_kits.compose.sheet_words import NOT_THE_HEADING
    from accessible_kits.writers.braille_prelims import Sheets, _note_words

    sheets = Sheets(True, title="Garden corners", diagram="Example 1: Not allowed: block C4+D4+C3+D3")
    (note, *_) = _note_words(sheets, True, 2, True)
    assert f"like Example 1: Not allowed: block C4+D4+C3+D3. {NOT_THE_HEADING} A plus sign joins" in note
    assert NOT_THE_HEADING not in " ".join(_note_words(Sheets(True, title="Garden corners"), True, 2, True))


def test_a_piece_games_players_are_said_to_take_turns(heard):
    """LISTEN36 "Not told" for the piece games too (misc37 said it for the row and grid games): once, in Your
    turn, with the game's own names, and no duty for the scribe to call the turn."""
    game, _, kit, text, script, _ = heard
    turns_taken(game.players, kit, text, script)
