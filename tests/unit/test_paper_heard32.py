"""Round 31's cold readers on the kit's paper words: Before you play says the time first (READER31 #8).
Built-in games and the readers', large print and tactile, printed and spoken; every count read from the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import number_word
from rule_texts import readers_kits_flat, section_texts


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}, composed once (liblouis measures the labels)."""
    return readers_kits_flat()


def test_before_you_play_says_the_time_first(kits):
    """READER31 #8: "Print and make ready what the match's 2 rounds need first." read "first" as round 1
    first. The time comes first, the rounds counted from the plan."""
    for (name, profile), (kit, text, script) in kits.items():
        rounds = kit.preparation.rounds
        said = "Before the match, print and make ready all that its {} rounds need."
        assert said.format(rounds) in text, (name, profile)
        assert said.format(number_word(rounds)) in script, (name, profile)
        assert "need first" not in text + script, (name, profile)


JOINING = ("dashed line", "glue flap", "half a cross", "half cross", "printed flat", "sighted helper")


def test_a_split_board_is_joined_after_the_printing_steps(kits):
    """LISTEN31 #12: The sheets in this kit gave the whole cutting and joining (dashed line, glue flap,
    half crosses) before Before you play, where printing is said. The sheets now say only that the
    parts are joined after printing; the steps come in Before you play, after the pages to print,
    where the host has the sheets in hand."""
    split = 0
    for (name, profile), (kit, _text, script) in kits.items():
        sheets = " ".join(section_texts(kit, "sheets"))
        before = " ".join(section_texts(kit, "before"))
        if not kit.plan.split:
            assert not any(w in before for w in JOINING), (name, profile)
            continue
        split += 1
        assert not any(w in sheets for w in JOINING), (name, profile, sheets)
        assert "after printing, as the part called Before you play says." in sheets, (name, profile)
        start = script.index("Before the match, print")
        for words in (before, script[start : script.index("Once joined", start)]):
            cut = words.index("parts of the board, as the next steps say.")
            assert words.rindex("Print ") < cut < words.index("dashed line") < words.index("glue flap"), (name, profile)
            assert words.index("sighted helper") > cut, (name, profile)
    assert split >= 2, split  # the piece games' boards are split, the built-in's and Garden corners


def test_drawn_boards_are_every_board_the_rules_use(kits):
    """LISTEN31 #6: "No printer? ... Draw three such boards ... board 1, board 2 and board 3." while
    later steps use board 4, the spare, cover boards with a blank sheet and write on each board's
    winner line. The drawn boards are every board the rules name, from the plan; a drawn board's
    cover form is said where the rules cover boards; each drawn board gets its winner line."""
    drawn_kits = 0
    for (name, profile), (kit, text, script) in kits.items():
        need = " ".join(section_texts(kit, "before"))  # after The board (READER32 #8)
        if "No printer?" not in need:
            continue
        drawn_kits += 1
        listed = re.search(r"Write their names above them, in that order: ([^.]*)\.", need)
        assert listed, (name, profile, need)
        drawn = set(re.findall(r"board \d+", listed.group(1)))
        named = set(re.findall(r"[Bb]oard (\d+)", text))
        assert {f"board {n}" for n in named} <= drawn, (name, profile, named, drawn)
        assert len(drawn) == kit.plan.boards, (name, profile)  # every board the plan prints
        for words in (text, script):
            assert "Under each board, draw a line to write the winner." in words, (name, profile)
            covered = "with the blank sheet" in words
            drawn_form = "A board drawn by hand is on its own paper, so it needs no blank sheet." in words
            assert covered == drawn_form == bool(kit.preparation.covers), (name, profile)
    assert drawn_kits == 2, drawn_kits  # row removal and four rows, in print


def test_the_match_record_on_a_record_page_is_named_by_its_sheet(kits):
    """READER30 #11: "Page 5 also holds the match record" left a page number to map. Where the match
    record shares the record sheets' last page (from the plan), the rules name the sheet: below the
    last round's table; where it has its own page, that page is named."""
    shared = 0
    for (name, profile), (kit, text, script) in kits.items():
        prep = kit.preparation
        for words in (text, script):
            assert "also holds the match record" not in words, (name, profile)
        if prep.of("match") or not prep.of("records"):
            continue
        shared += 1
        rounds = prep.rounds
        said = "The match record, with a line for each round's result, is on the last record page"  # LISTEN37 #3
        assert f"{said}, below the table of round {rounds}." in text, (
            name,
            profile,
        )
        match = " ".join(section_texts(kit, "match"))
        how = "in one place. It is " if profile == "tactile" else "on "  # two sentences (forms36)
        said = f"Write both rounds' lines {how}the match record, below the record table of round {rounds}"
        assert said in match, (name, profile)
    assert shared >= 2, shared  # long corner and the piece games share it


MOMENT = re.compile(
    r"(Before the worked examples|For the first round|Before the second round|For every round), "
    # the sheets out and away, then the boards covered, by name (wave 36)
    r"((?:have|cover|move)[^.]*\.(?: (?:Cover|Move|Board \d+ is alone)[^.]*\.)*)"
    r"( Now only ([\w ]+?) is out and uncovered\.)?"
)


def test_each_moment_ends_with_the_whole_state(kits):
    """LISTEN31 #7: five separate cover steps were hard to hold. At each moment the board in play
    changes, the step ends with one short sentence of the whole state it leaves: the one board out
    and uncovered, never one the step covers. A spare's use and its covering are one step."""
    moments: set[str] = set()
    for (name, profile), (kit, text, script) in kits.items():
        for words in (text, script):
            for m in MOMENT.finditer(words):
                _when, step, state, board = m.groups()
                assert state, (name, profile, m.group(0))
                # the boards the step covers: laid fresh, or moved onto (LISTEN32 #7)
                covered = " ".join(re.findall(r"(?:[Cc]over|onto|so that) (.*?)(?: with|\.| are covered)", step))
                assert board and board not in covered, (name, profile, m.group(0))
                assert board.split()[-1] not in re.findall(r"\d+", covered), (name, profile, m.group(0))
                moments.add(name)
        setup = section_texts(kit, "setup")
        assert not any(line.startswith("While ") for line in setup), (name, profile, setup)
    assert {"row-removal", "four-rows", "poison-corner", "long-corner"} <= moments, moments
