"""Round 21's cold readers (issue 24) on the shared words, read in built-in games and in the
readers' own games written from docs/games.md, with a user's game of roles: one name for a player,
written and said (LISTEN21 #9)."""

from __future__ import annotations

import pytest

from accessible_kits.games import parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.records import write as write_records
from rule_texts import FOUR_ROWS, composed_texts, flat, readers_games

GAMES = readers_games()
# a user's row game whose players are roles, as the built-in ones are: written from docs/games.md
ROLES = FOUR_ROWS.replace('"Owls team", "Badgers team"', '"First player", "Second player"').replace(
    'id = "four-rows"', 'id = "role-rows"'
)
OWN = "the player's own name or initial"
SAID_TOO = "Out loud too, the scribe names each player by their own name, in both rounds."


def _texts(name: str, profile: str):
    game = parse_game(ROLES, "roles.toml") if name == "role-rows" else GAMES[name]()
    kit, text, script = composed_texts(game, load_profile(profile))
    return kit, flat(text), script


@pytest.mark.parametrize("name", ["poison-corner", "row-removal", "role-rows", "long-corner", "four-rows"])
def test_a_player_is_written_by_the_name_said_aloud(name):
    """LISTEN21 #9: "Player: 1st or 2nd, where 1st means whoever started this round" (1st a new
    person in round 2) beside own names aloud and own names on the match record: three schemes.
    Where the file names roles, the record sheet, its text and braille forms, the rules and the
    spoken rules all take the player's own name, said once to be the one said aloud too."""
    kit, text, script = _texts(name, "large-print")
    record = next(r for r in kit.record_sheets if r.id == "record")
    hint = next(c.hint for c in record.columns if c.name == "Player")
    roles = name in ("poison-corner", "row-removal", "role-rows")
    assert (hint == OWN) == roles, (name, hint)
    files = {f.name: f.data.decode() for f in write_records(kit, load_profile("large-print"), None)}
    for words in (text, script, files["records/record.txt"], files["records/match.txt"]):
        assert "1st" not in words and "2nd" not in words, name
    if roles:
        assert f"2. Player: {OWN}." in files["records/record.txt"]
        for words in (text, script):
            assert words.count(f"Player: {OWN}.") == 1 and words.count(SAID_TOO) == 1, name
            said = "For who started and the winner, write the players' own names, so each point goes to a person."
            assert said in words, name
    else:
        assert SAID_TOO not in text and SAID_TOO not in script
