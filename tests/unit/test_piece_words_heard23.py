"""Round 23's readers on a polyomino kit (READER23 #3 to #6, #10; LISTEN23 #13, #18), read in the
built-in corner-polyominoes and the readers' Garden corners (people's names, start cells B2 and F6,
a zig-zag that a flip changes), at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import GARDEN_CORNERS, composed_texts, flat

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}
TEXTS = [(name, profile) for name in GAMES for profile in (LARGE, TACTILE)]


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def told(request):
    """(game, kit, rules text flat, rules script)."""
    name, profile = request.param
    kit, text, script = composed_texts(GAMES[name], profile)
    return GAMES[name], kit, flat(text), script


def _refusals(said: str, who: str) -> list[str]:
    """The scribe's words to a side, as the rules' example and the worked example give them."""
    found = re.findall(r"For example: (column [^.]+ shares a side with your own [^.]+\.(?: They are [^.]+\.)?)", said)
    found += re.findall(rf"That is not allowed\. The scribe says: (.+?) {who} chooses again\.", said)
    return found


def test_a_refusals_cells_are_printed_as_the_scribe_says_them(told):
    """READER23 #3, #4: the rule says a refusal names each cell as in a say-back, a sound-alike letter
    with its place, but the example printed "A2 shares a side with your own cell A1": print it as said."""
    game, _, text, script = told
    who = game.players[0]
    printed, said = _refusals(text, who), _refusals(script, who)
    assert len(printed) == 2 and printed == said, (printed, said)
    assert "a letter that sounds like another comes with its place." in text
    for words in printed:
        assert " with your own cell" in words and re.search(r"column \w, the \w+ column, row \d", words), words
        assert not re.search(r"\b[A-H]\d\b", words), words  # no cell written short, like A2


def test_the_say_back_and_the_read_back_are_told_apart(told):
    """READER23 #5: "The say-back comes before the yes, and says ... The read back comes after the mark,
    and says ...": two near-identical terms with opposite rules, reread to keep apart. That they differ
    first, then each in a sentence of one build, and how a read back's letter is heard with its place."""
    _, kit, text, script = told
    differ = "The say-back and the read back say letters differently."
    back = "The say-back comes before the yes: a letter that sounds like another comes with its place."
    read = re.compile(r"The read back comes after the mark: each cell is said plainly, like column (\w) row \d+, ")
    ask = "For a letter's place in a read back, a player asks: which column?"
    for words in (text, script):
        assert words.count(differ) == 1, words.count(differ)
        at = words.index(differ)
        assert words.index(back) == at + len(differ) + 1
        plain = read.match(words, words.index(back) + len(back) + 1)
        assert plain and words.index(ask) > plain.end()
        assert plain.group(1) in "BCDEG"  # this board's sound-alike letter, said without its place
        for sentence in re.split(r"(?<=[.?]) ", words[at : words.index(ask) + len(ask)]):
            assert len(sentence.split()) < 25, sentence
    card = flat(summary_text(kit)).lower()
    assert not ("say-back" in card and "read back" in card)  # the card names one at most, so tells none apart


def test_listening_and_checking_by_hand_are_two_choices(told):
    """LISTEN23 #13: "It is not the board in front of you, so just listen." then "To check it by hand,
    first take every piece off the play board" sounded contradictory: "You may just listen. Or, to ..."."""
    _, _, text, script = told
    end = script[script.index("This example starts near the end of a game.") :]
    assert end.startswith(
        "This example starts near the end of a game. It is not the board in front of you. You may just listen. "
        "Or, to check it by hand, first take every piece off the play board"
    ), end[:300]
    assert "so just listen. To check" not in script and "Or, to check" not in text  # the ear's choice, said only
    printed = text[text.index("This example starts near the end of a game.") :]
    assert re.match(r"This example starts near the end of a game\. (?:\d+\. )?To check it by hand, ", printed)
