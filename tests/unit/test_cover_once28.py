"""LISTEN27 #11: the row removal kit gave cover steps in three places (Setting up, the worked
examples' end, the match), and a listener could not tell which board was used when. One rule, with
one list of the steps for each board in play, read from the sheet plan, is said once, in Setting
up; before the worked examples, at their end and where the match begins, one short sentence sends
the players back to it. Every family (grid, rows, pieces), built-in games and the readers', large
print and tactile, printed and spoken."""

from __future__ import annotations

import re

import pytest

from rule_texts import readers_kits_flat, section_texts

BACK = "set out the boards as the part called Setting up lists."
LIST = "The next steps say which board to cover each time the board in play changes."
# a step of the list: what is played, then the sheets put away and the boards covered
STEP = re.compile(
    r"(?:For (?:the worked examples|the \w+ round|every round)|While board \d+ is in play), (?:take|put|cover) "
)


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}, composed once (liblouis measures the labels)."""
    return readers_kits_flat()


def test_the_cover_steps_are_listed_once_in_setting_up(kits):
    listed = set()
    for (name, profile), (kit, text, script) in kits.items():
        setup = " ".join(section_texts(kit, "setup"))
        steps = STEP.findall(setup)
        for words in (text, script):
            assert len(STEP.findall(words)) == len(steps), (name, profile)  # in Setting up only
            assert "Move the blank sheet" not in words and not re.search(r"[Bb]efore round \d, ", words)
            assert (
                "If you played the worked examples" not in words and "These rules say which board to cover" not in words
            )
        if not steps:  # no board shares its sheet, or the family lays pieces: nothing covered, nothing sent back
            assert BACK not in text and LIST not in setup, (name, profile)
            continue
        listed.add((name, profile))
        assert setup.count(LIST) == 1 and setup.index(LIST) < setup.index(steps[0]), (name, profile)
        assert steps[0].startswith("For the worked examples, "), steps
        # the one list says what each board in play is for: the plan's boards, by the names they print
        examples = section_texts(kit, "examples")
        # the row games send the players back before the examples too (the grid games' first
        # step is the play board's, said with Setting up's list: LISTEN27 #11 asked of the rows)
        before = examples[0] == f"Before the worked examples, {BACK}"
        assert before or name not in ("row-removal", "four-rows"), (name, profile)
        done = text[text.index("That ends the worked examples.") :][:300]
        assert re.search(rf"For (?:the first|every) round, {re.escape(BACK)}", done), done
        match = " ".join(section_texts(kit, "match"))
        assert match.count(f"Before each round, {BACK}") == 1, match
        assert script.count(BACK) == text.count(BACK) == 2 + before, (name, profile)
    # the built-in row game and the readers' four rows, pen and tokens, and a grid game by touch
    assert {("row-removal", "large-print"), ("row-removal", "tactile"), ("four-rows", "tactile")} <= listed, listed
    assert {("long-corner", "tactile")} <= listed, listed
