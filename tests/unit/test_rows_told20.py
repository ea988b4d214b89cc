"""A row game's words as round 20's cold readers met them, for the built-in game, the readers' own
four rows (tests/rule_texts.py FOUR_ROWS: sides that keep their names, the last circle loses) and
the same four rows played by roles: the worked examples' end said by the names the scribe says
(LISTEN20 #4, READER20 #19), and the quick reference's move said count first, then the row
(LISTEN20 #10), with a match's two rounds (READER20 #20) inside the card's 170 words."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import FOUR_ROWS, composed_texts, section_lines

ROLES = FOUR_ROWS.replace('["Owls team", "Badgers team"]', '["First player", "Second player"]')
GAMES = {
    "row-removal": lambda: load_game("row-removal"),
    "four-rows": lambda: parse_game(FOUR_ROWS, "four.toml"),
    "four-rows-roles": lambda: parse_game(ROLES, "roles.toml"),
}
# the scribe's words at the examples' end: the game's names, or the players' own given to the roles
ENDS = {
    # the built-in end: the other player takes the last circle and wins
    # in the grid games' form (scribe_words.end_told, LISTEN24 #4): both names, the player to move first
    "row-removal": "The scribe says: Ana {} the last circle. The game is over. Ana wins.",
    "four-rows": "The scribe says: Owls team {} the last circle. The game is over. Badgers team wins.",
    # the example the kit adds, one circle left: the player to move takes it and loses
    "four-rows-roles": "The scribe says: Sam {} the last circle. The game is over. Ana wins.",
}
# where the players are roles, the stand-in names are said once, before the first example, and used
# from every example's first move (LISTEN24 #4, LISTEN25 #5)
CAST = "The worked examples use made-up names for the players: Sam and Ana. Sam makes each example's first move."


@pytest.fixture(scope="module", params=[(g, p) for g in GAMES for p in ("standard", "tactile")])
def composed(request):
    name, profile = request.param
    kit, text, script = composed_texts(GAMES[name](), load_profile(profile))
    return name, kit, " ".join(text.split()), script


def test_the_examples_end_is_said_by_the_names_the_scribe_says(composed):
    """The words "The scribe says: the other player crossed out the last circle." broke "the scribe
    says who took it, and who wins, by the players' own names": where the players are roles, the
    example gives its roles the players' own names, the winner the engine's."""
    name, _, text, script = composed
    done = "covered" if "Each turn, cover circles" in text else "crossed out"
    if name != "four-rows":  # the names the scribe section's own example gives the players (end_said)
        assert "For example, two players with the made-up names Sam and Ana are playing." in text
    for words in (text, script):
        assert ENDS[name].format(done) in words, words[-3000:]
        assert words.count(CAST) == (1 if name != "four-rows" else 0), words[-3000:]  # roles: named
        assert "player to move" not in words and "other player is" not in words  # no role mapped to a name
        # no role in the scribe's quoted words
        assert not re.search(rf"says: the (?:other player|player to move|first player|second player) {done}", words)


@pytest.mark.parametrize("name", list(GAMES))
def test_the_card_says_how_many_then_the_row_and_the_two_rounds(name):
    """The card said "Say the row by name. Say how many", the reverse of the rules and the example
    (LISTEN20 #10); and the row card never said a match is two rounds (READER20 #20). The built-in
    printed card, large print, holds 170 words."""
    kit, _, _ = composed_texts(GAMES[name](), load_profile("large-print"))
    card = " ".join(s.text for line in section_lines(kit.summary) for s in line.sentences)
    reminder = " ".join(seg.text for seg in kit.summary_script if seg.kind == "say")
    for words, count in ((card, "2"), (reminder, "two")):
        move = "Delta" if name.startswith("four-rows") else "bottom"
        assert f"Say how many from which row, like {count} circles from the {move} row." in words
        assert "Say the row by name." not in words
        assert re.search(r"A match is two rounds\.|Play two rounds\.", words), words
    if name == "row-removal":  # the built-in cards' limit (tests/test_rules.py::test_summary_is_short)
        assert len(summary_text(kit).split()) <= 170
