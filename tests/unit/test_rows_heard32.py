"""The row games' words as round 31's cold readers met them (LISTEN31, READER31): the built-in row
removal beside the readers' four rows (tests/rule_texts.py FOUR_ROWS), pen and tokens, printed and said."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.scribe_words import REFUSED_MOVE
from rule_texts import composed_flat, row_games, section_texts

ROWS = row_games()
KEY = "Here is the most important rule."
SAYS = "Before each game, the player who starts says this rule out loud"


@pytest.fixture(scope="module", params=[(g, p) for g in ROWS for p in ("large-print", "tactile")])
def rows(request):
    """(name, profile, game, kit, rules text flat, script) of each row game at large print and tactile,
    composed once (liblouis measures the tactile labels: module scope)."""
    name, profile = request.param
    return name, profile, *composed_flat(ROWS[name](), profile)


def test_who_says_the_end_rule_is_said_when_in_the_same_words_each_time(rows):
    """LISTEN31 #5: the welcome's "The player who starts says this rule out loud before the first move."
    was heard as before the worked examples too, and Setting up said it in other words. The welcome says
    when plainly, Setting up in the same words, and that the worked examples start without it. Each
    game, not round: the welcome comes before "A round is one game" (LISTEN28 #2)."""
    name, profile, _, kit, text, script = rows
    need = section_texts(kit, "need")
    key = script[script.index(KEY) : script.index(need[0])]
    assert f"{SAYS}." in key, key
    setup = " ".join(section_texts(kit, "setup"))
    end = "covers" if profile == "tactile" else "crosses out"
    rule = f"{SAYS}: In this game, whoever {end} the last circle {'wins' if name == 'row-removal' else 'loses'}."
    assert f"{rule} In the worked examples, nobody says this sentence." in setup, setup
    for words in (text, script):
        assert "out loud before the first move" not in words and "first move, the player" not in words, name
        assert words.count(rule) == 1, (name, profile)
    assert script.count(SAYS) == 2 and text.count(SAYS) == 1  # the welcome is spoken only
    said = [s.text for s in kit.summary_script if s.kind == "say"]
    assert said[-1] == rule  # the spoken card's last words, the same


def test_not_allowed_ends_at_its_closing_line_and_the_take_back_is_a_new_idea(rows):
    """READER31 #16: the list's closing line "A move that breaks one of these rules does not count" came
    before "A covered circle stays covered: no move is taken back", which a braille page then put on the
    next page: the list seemed to end, then went on. The list ends at its closing line, in print, braille
    and aloud; the take-back is a paragraph after it, begun as a new idea."""
    from accessible_kits.model import Bullets, Para
    from accessible_kits.writers.braille_volumes import Sheet, rule_blocks
    from accessible_kits.writers.rules_text import rules_text

    name, profile, _, kit, _, script = rows
    done = "covered" if profile == "tactile" else "crossed out"
    after = f"Once a circle is {done}, it stays {done}. No move is taken back."
    (section,) = [s for s in kit.sections if s.id == "not-allowed"]
    *listed, last = section.blocks
    assert [type(b) for b in listed] == [Bullets] and isinstance(last, Para), section.blocks
    assert listed[0].lines[-1].text == REFUSED_MOVE and last.line.text == after
    printed = rules_text(kit)  # the bullet, its run-on lines, a blank line, then the paragraph
    assert re.search(rf"\n- {re.escape(REFUSED_MOVE[:40])}[^\n]*\n(?:  [^\n]*\n)*\nOnce a circle is", printed)
    assert "- Once a circle" not in printed, name
    sheets = {n: [Sheet(4, "diagram sheet 1")] * len(x.diagrams) for n, x in enumerate(kit.examples, 1)}
    blocks = [b for b in rule_blocks(kit, sheets) if b[0]]  # as the braille writer lays them out
    at = next(i for i, b in enumerate(blocks) if b[1] == REFUSED_MOVE)
    assert blocks[at][0] == "item" and blocks[at + 1][:2] == ("para", after), blocks[at : at + 2]
    assert script.index(REFUSED_MOVE) < script.index(after) and "no move is taken back" not in script, name


def test_someone_only_watching_is_said_with_the_scribe_one_idea_a_sentence(rows):
    """LISTEN31 #8, READER31 #17: in A match, between the points and Playing together, "Someone who is
    only watching may write down the circles left after each turn." left who this is, and why there, to
    be guessed. Said at the end of Playing with a scribe, after the record sheet: their own note, that it
    does not count, and no advice, a sentence each."""
    name, profile, _, kit, text, script = rows
    said = [
        "Someone who is only watching may keep their own note of the circles left.",
        "Their note does not count.",
        "They give the players no advice.",
    ]
    assert section_texts(kit, "scribe")[-1] == " ".join(said)
    assert not any("watching" in line for line in section_texts(kit, "match")), name
    for words in (text, script):
        assert words.count(" ".join(said)) == 1 and "write down the circles left" not in words, (name, profile)
        assert words.index("A refused move is not written on the record sheet.") < words.index(said[0])


def test_a_match_clears_the_board_in_setting_ups_words(rows):
    """READER30 #10: "Before each round, take every token off the boards" (Setting up) and "Use a board
    with every token taken off for each round" (A match) read as two clearings. By touch, where one board
    does for every round, A match says Setting up's sentence; in pen each round has a fresh board."""
    name, profile, _, kit, text, script = rows
    match = section_texts(kit, "match")[0]
    cleared = "Before each round, take every token off the boards."
    if profile == "tactile":
        assert match == f"Play two rounds. {cleared}", match
        assert any(cleared in step for step in section_texts(kit, "setup")), section_texts(kit, "setup")
        for words in (text, script):
            # Setting up, A match, and Before you play in the same words (READER37 #3: its own "so" clause went)
            assert "every token taken off" not in words and words.count(cleared) == 3, (name, words.count(cleared))
    else:
        assert match.startswith("Play two rounds. Use a fresh board for each round."), match
        assert "token" not in text + script
