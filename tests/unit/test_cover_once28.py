"""LISTEN27 #11: the row removal kit gave cover steps in three places (Setting up, the worked
examples' end, the match), and a listener could not tell which board was used when. LISTEN29 #8:
then one list in Setting up held every step, too many to hold by ear. Setting up says the rule and
the boards' uses; each step, read from the sheet plan, is said once, at the moment the board in
play changes: the worked examples (Setting up's last step where the examples do not say it), the
first round where they end, the second round where the match begins. Every family (grid, rows,
pieces), built-in games and the readers', large print and tactile, printed and spoken."""

from __future__ import annotations

import re

import pytest

from rule_texts import readers_kits_flat, section_texts

LIST = "Each time the board in play changes, one short step says which board to cover then."
# a board's step: what is played, then the sheets put away and the boards covered
STEP = re.compile(
    r"(?:(?:For|Before) (?:the worked examples|the \w+ round|every round)|While board \d+ is in play), "
    r"(?:have|take|put|cover|move) "
)
ROUND = re.compile(r"(?:For|Before) (?:the \w+|every) round, (?:have|take|put|cover|move) ")


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}, composed once (liblouis measures the labels)."""
    return readers_kits_flat()


def test_each_cover_step_is_said_once_at_its_moment(kits):
    said = set()
    for (name, profile), (kit, text, script) in kits.items():
        setup = " ".join(section_texts(kit, "setup"))
        steps = STEP.findall(text)
        for words in (text, script):
            assert "Setting up lists" not in words and "The next steps say" not in words, (name, profile)
            # the examples' end moves the blank sheet in its step, no sentence before it (LISTEN26 #9)
            assert "worked examples. Move the blank sheet" not in words and not re.search(
                r"[Bb]efore round \d, ", words
            )
            assert len(STEP.findall(words)) == len(steps), (name, profile)  # each step said once
        if not steps:  # no board shares its sheet, or the family lays pieces: nothing covered
            assert LIST not in setup, (name, profile)
            continue
        said.add((name, profile))
        assert setup.count(LIST) == 1 and not ROUND.search(setup), (name, profile)  # no round's step listed
        examples = " ".join(section_texts(kit, "examples"))
        first = "Before the worked examples, " if "Before the worked examples, " in examples else ""
        assert first or "For the worked examples, " in setup, (name, profile)
        done = text[text.index("That ends the worked examples.") :][:300]
        assert re.search(r"For (?:the first|every) round, (?:have|take|put|cover|move) ", done), done
        match = " ".join(section_texts(kit, "match"))
        # a board for each round: round 2's step where the match begins; one for every round: none there
        assert match.count("Before the second round, ") == ("For the first round, " in done), match
    # the built-in row game and the readers' four rows, pen and tokens, and a grid game by touch
    assert {("row-removal", "large-print"), ("row-removal", "tactile"), ("four-rows", "tactile")} <= said, said
    assert {("long-corner", "tactile")} <= said, said
