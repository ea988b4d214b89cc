"""Round 17's cold listener and braille reader (issue 24) on the grid game: the poison cell crossed
out alone, what its turn puts on the record sheet, and whose names the scribe says and the match
record gets where the file names the players. Read in the built-in poison corner and in the
readers' user game with people's names (written from docs/games.md), printed and spoken."""

from __future__ import annotations

import pytest

from accessible_kits.compose.words import Voice
from accessible_kits.families import family
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, flat_texts

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {"poison": load_game("poison-corner"), "maya": parse_game(MAYA, "maya.toml")}


@pytest.fixture(scope="module")
def kits():
    """(kit, rules text flat, script) of both games at large print."""
    return flat_texts(GAMES, LARGE)


@pytest.mark.parametrize("name", GAMES)
def test_the_poison_cell_alone_is_crossed_out(kits, name):
    # "the scribe crosses it out" was heard as the poison cell's rectangle, the whole board
    _, text, script = kits[name]
    assert "When a player chooses A1, the scribe crosses out that cell only, since the game ends there." in text
    assert "the scribe crosses out that cell only, since the game ends there." in script
    assert "crosses it out" not in text and "crosses it out" not in script


@pytest.mark.parametrize("name", GAMES)
def test_the_poison_turn_on_the_record_sheet_is_said_column_by_column(kits, name):
    # the reader asked what goes under Cells still there and Read back for the losing turn
    kit, text, script = kits[name]
    columns = {c.name: c for c in kit.record_sheets[0].columns}
    said = "The scribe writes the turn on the record sheet, with A1 under Cell said."
    left = "The board is not read back, so the scribe leaves the Cells still there column empty and the Read back box "
    assert f"{said} {left}unticked." in text
    assert f"with column A row 1 under Cell said. {left}unticked." in script
    # every column named is one the sheet has, and the box is the sheet's tick column
    assert "Cell said" in columns and not columns["Cells still there"].tick and columns["Read back"].tick
    # a tactile kit lays no token on the poison cell, and writes the turn the same way (the wording
    # alone: a tactile kit's braille runs liblouis, the full tier)
    w = family(GAMES[name].family).wording()(GAMES[name], TACTILE, kit.plan, Voice(ear=True, touch=True))
    assert w.end_said().startswith(
        f"When a player chooses column A row 1, the scribe writes the turn on the record sheet, with column A row 1 "
        f"under Cell said. {left}unticked. Then the scribe says who chose it"
    )


def test_named_players_keep_their_names_for_the_scribe_and_the_match_record(kits):
    kit, text, script = kits["maya"]
    kept = (
        "Each player keeps their name, Maya or Theo, for the whole match. "
        "The scribe says these names, not the players' own names."
    )
    match = next(s for s in kit.record_sheets if s.id == "match")
    asked = [c.name for c in match.columns if c.hint == "Maya or Theo"]
    assert asked == ["Who started", "Winner"]  # the sheet's own columns, which the sentence names
    written = "For who started and the winner, write Maya or Theo, not the players' own names."
    for words in (text, script):
        assert kept in words and written in words
    # the record sheet's Player column agrees with what the scribe says
    assert next(c.hint for c in kit.record_sheets[0].columns if c.name == "Player") == "Maya or Theo"


def test_roles_are_not_said_as_names_kept(kits):
    # roles change person in round 2: the players' own names go on the match record (match_line)
    _, text, script = kits["poison"]
    for words in (text, script):
        assert "keeps their name" not in words and "not the players' own names" not in words
        assert "For who started and the winner, write the players' own names, so each point goes" in words
        assert "1st" not in words and "2nd" not in words
