"""Round 16's cold listener and braille reader (issue 24) on the grid game: the scribe's words at
the end by the players' own names where the file gives roles, and the card's round 1 starter as a
choice (the tactile kit's words, which run liblouis: tests/test_grid_tactile16.py). Read in the
built-in game and in user games written from docs/games.md."""

from __future__ import annotations

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import MAYA, composed_texts, flat

LARGE = load_profile("large-print")
ROLES = MAYA.replace('["Maya", "Theo"]', '["First player", "Second player"]')  # a user game with roles
GAMES = {
    "poison": load_game("poison-corner"),
    "roles": parse_game(ROLES, "roles.toml"),
    "maya": parse_game(MAYA, "maya.toml"),
}


@pytest.mark.parametrize("name", ["poison", "roles"])
def test_the_scribe_names_people_where_the_file_gives_roles(name):
    # "the first player chose A1" is the other person in round 2 (round 16's listener)
    _, text, script = composed_texts(GAMES[name], LARGE)
    said = (
        "Then the scribe says who chose it, and who wins, by the players' own names. "
        "For example, two players with the made-up names Sam and Ana are playing. "
        "If Sam chooses column A row 1, the scribe says: "
        "Sam chose column A row 1, the poison cell. The game is over. Ana wins."
    )
    assert said in script
    assert "Sam chose column A row 1, the poison cell." in flat(text)  # said the long way (READER30 #7)
    assert "the first player chose" not in script.lower()


def test_the_scribe_keeps_the_names_a_file_gives():
    _, _, script = composed_texts(GAMES["maya"], LARGE)
    assert "For example, if Maya chooses column A row 1, the scribe says: Maya chose column A row 1" in script
    assert "Sam" not in script and "own names. For example" not in script


@pytest.mark.parametrize("name", ["poison", "roles"])
def test_the_card_makes_the_coin_a_choice(name):
    # "Who starts round 1? Toss a coin." against the rules' "You can toss a coin." (round 16's reader)
    kit, text, _ = composed_texts(GAMES[name], LARGE)
    card = flat(summary_text(kit))
    assert "Choose who starts round 1, perhaps by coin toss." in card and "Toss a coin" not in card
    assert "One win each is a shared match." in card and len(card.split()) <= 170
    assert "You can toss a coin." in flat(text)
