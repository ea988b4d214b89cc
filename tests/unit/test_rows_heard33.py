"""Wave 33's row words, heard in the built-in row game and the readers' four rows (FOUR_ROWS), with
pen and with tokens."""

from __future__ import annotations

import re

import pytest

from accessible_kits.profile import load_profile
from rule_texts import composed_texts, row_games, section_lines, section_texts

CASES = [(g, p) for g in row_games() for p in ("large-print", "tactile")]
# a read back's list (and a start board's, a board to make's) is as long as the board has rows: one item
_LIST = re.compile(r"(?<=ead back: )[^.]*|(?<=read back is: )[^.]*|(?<=a board where )[^.]*|(?<=row by row: )[^.]*")


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text, script)}: module-scoped, as liblouis refuses in function scope."""
    return {(g, p): composed_texts(row_games()[g](), load_profile(p)) for g, p in CASES}


def _sentences(kit) -> list[str]:
    lines = section_lines(kit.sections + kit.summary)
    out = [s.text for line in lines for s in line.sentences] + [s.said for line in lines for s in line.sentences]
    return out + [seg.text for seg in kit.script + kit.summary_script if seg.kind == "say"]


@pytest.mark.parametrize("case", CASES)
def test_an_example_from_the_start_says_a_full_board_defined_once(kits, case):
    """Item 1 (grid32): four rows' added Example 2 said "This example starts from a board where the Alpha row has one
    circle, ..." (about 30 words): a full board by its name, said once what it is, where first heard."""
    _, _, script = kits[case]
    done = "covered" if case[1] == "tactile" else "crossed out"
    if case[0] == "four-rows":  # Example 2 added by the kit, from the start
        assert "Example 2: More circles than the row has. This example starts from a full board." in script
        assert "Example 1: Two turns. Start with a full board." in script
    assert "Start with a full board." in script or "This example starts from a full board." in script
    assert script.count("A full board has") == 1
    first = script.index(f"A full board has no circle {done} yet.")
    assert first < script.index("full board.") and first < script.index("On a full board")
    assert "board where the Alpha row has one circle, the Bravo row has three circles, the Charlie" not in script


@pytest.mark.parametrize("case", CASES)
def test_every_sentence_is_under_25_words(kits, case):
    """Every sentence of the rules, the card and both scripts, a board's list counted as one item."""
    kit = kits[case][0]
    long = [t for t in _sentences(kit) if len(_LIST.sub("", t).split()) > 25]
    assert not long


@pytest.mark.parametrize("game", list(row_games()))
def test_clearing_the_boards_is_said_in_one_wording(kits, game):
    """Item 2 (rows32): "The tokens come off the board after each round", "Take every token off board 2.
    You need them all" and "Take every token off the boards." were one clearing said three ways."""
    kit, text, script = kits[game, "tactile"]
    for words in (" ".join(text.split()), script):
        clearings = re.findall(r"[^.]*\b(?:every token|tokens come) off\b[^.]*\.", words)
        assert clearings, game
        for said in clearings:
            if "to set it up" in said.lower():  # an example's own board made by touch, not the boards cleared
                continue
            assert re.search(r"(?:^|\s)(?:Before each round, take|Take) every token off the boards\b", said), said
        assert "come off the board after each round" not in words
    before = " ".join(section_texts(kit, "before"))
    assert "Both rounds are played on the same board. Before each round, take every token off the boards." in before


@pytest.mark.parametrize("case", CASES)
def test_the_say_back_is_said_as_what_it_is(kits, case):
    """Item 3 (rows32): the examples' note said "the say-back", a noun the rules never introduce."""
    _, text, script = kits[case]
    for words in (" ".join(text.split()), script):
        assert "say-back" not in words.lower()
        assert "the examples leave out the scribe saying the move back and the yes." in words


@pytest.mark.parametrize("case", CASES)
def test_the_rule_unsaid_in_the_examples_is_not_read_as_no_rule(kits, case):
    """Item 4 (READER32 #10): "The worked examples start without it." was read as: the examples have no rule."""
    kit, text, script = kits[case]
    setup = " ".join(section_texts(kit, "setup"))
    assert "out loud: In this game, whoever" in setup
    assert "In the worked examples, nobody says this sentence." in setup
    for words in (" ".join(text.split()), script):
        assert "start without it" not in words


@pytest.mark.parametrize("case", CASES)
def test_the_record_sheets_parts_are_not_called_columns(kits, case):
    """Item 6 (READER32 #4): "Its 8 columns are:" beside the board's columns; parts, as the braille form."""
    _, text, script = kits[case]
    for words in (" ".join(text.split()), script):
        assert re.search(r"The record sheet has a line for each turn\. Its \w+ parts are:", words)
        assert "columns are:" not in words


@pytest.mark.parametrize("case", CASES)
def test_a_scribe_is_said_to_be_needed_when_no_player_can_see(kits, case):
    """Item 7 (LISTEN32 #3): "Without a scribe, the other player does this." let a blind player think
    the scribe optional."""
    kit, text, script = kits[case]
    need = " ".join(section_texts(kit, "need"))
    assert "If neither player can, a third person who can read print is needed as the scribe." in need
    assert "Without a scribe, the other player does this." not in " ".join(text.split()) + script


@pytest.mark.parametrize("case", CASES)
def test_the_end_read_back_is_said_as_the_examples_say_it(kits, case):
    """Item 9 (LISTEN32 #6): "the scribe first reads back ...: each row has zero circles" beside Example 3
    naming every row at zero: the rule says the read back names every row."""
    _, text, script = kits[case]
    done = "covers" if case[1] == "tactile" else "crosses out"
    rule = f"When a move {done} the last circle, the scribe first reads back every row, as after every move: each has"
    for words, zero in ((" ".join(text.split()), "0"), (script, "zero")):
        assert f"{rule} {zero} circles." in words
        assert "each row has zero" not in words and "each row has 0" not in words
