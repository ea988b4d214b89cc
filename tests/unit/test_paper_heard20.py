"""Round 20's cold readers (issue 24) on the shared words, read in built-in games and in the
readers' own games written from docs/games.md: 1st and 2nd on the record sheet (since round 21 own
names, as said out loud); a player keeps the game's name all match in every family
whose players have names; a board sheet is said so it is not heard as a board."""

from __future__ import annotations

import pytest

from accessible_kits.profile import load_profile
from rule_texts import composed_texts, flat, readers_games

GAMES = readers_games()
# round 21: roles are no longer written 1st or 2nd, but by the own name said aloud (LISTEN21 #9)
SAID_TOO = "Out loud, the scribe calls each player by their own name."


@pytest.fixture(scope="module")
def texts():
    """{game: (kit, rules text flat, spoken rules)} at large print, composed once for the module."""
    out = {}
    for name, make in GAMES.items():
        kit, text, script = composed_texts(make(), load_profile("large-print"))
        out[name] = (kit, flat(text), script)
    return out


def _player_hint(kit) -> str:
    """What the record sheet's Player column holds, read from the sheet itself ("" for none)."""
    record = next(r for r in kit.record_sheets if r.id == "record")
    return next((c.hint for c in record.columns if c.name == "Player"), "")


@pytest.mark.parametrize("name", GAMES)
def test_first_and_second_are_never_written_and_names_are_said_aloud(texts, name):
    """LISTEN20 #3 / READER20 #18: "Player: 1st or 2nd, where 1st means whoever started this round"
    beside the scribe's "players' own names". Since round 21 (LISTEN21 #9) a role game's record
    sheet takes the own name said aloud: no 1st or 2nd anywhere, and the rules say once, after the
    column, that the scribe says the names aloud too. A game with names says none of it."""
    kit, text, script = texts[name]
    roles = _player_hint(kit) == "the player's own name or initial, or the team's name"
    assert roles == (name in ("poison-corner", "row-removal")), (name, _player_hint(kit))
    for words in (text, script):
        assert words.count(SAID_TOO) == (1 if roles else 0), name
        assert "1st" not in words and "2nd" not in words, name
    if roles:  # with the say-back, not after the column, where it was taken for one more (LISTEN29 #2)
        assert text.index(SAID_TOO) < text.index(f"Player: {_player_hint(kit)}.")


KEPT = {
    "long-corner": "Maya or Theo",
    "garden": "Otters or Red team",
    "four-rows": "Owls team or Badgers team",
}


@pytest.mark.parametrize("name", GAMES)
def test_each_player_keeps_the_games_name_in_every_family(texts, name):
    """LISTEN20 #9: the grid game with named players said "Each player keeps their name, Maya or
    Theo, for the whole match"; four rows (Owls team, Badgers team) did not. Every family whose
    players have names that stay with them says it once, in Setting up; roles and sides swapped in
    round 2 (White and Black) do not."""
    kit, text, script = texts[name]
    kept = f"Each player keeps their name, {KEPT[name]}, for the whole match." if name in KEPT else None
    for words in (text, script):
        assert words.count("for the whole match. The scribe says these names") == (1 if kept else 0), name
        if kept:
            assert f"{kept} The scribe says these names, not the players' own names." in words, name
    if kept:
        setup = next(s for s in kit.sections if s.id == "setup")
        assert any(kept in line for line in setup.blocks[0].items), name


@pytest.mark.parametrize(("name", "profile"), [("row-removal", "large-print"), ("four-rows", "standard")])
def test_a_board_sheet_is_said_so_it_is_not_heard_as_a_board(name, profile):
    """LISTEN20 #5: "put board sheet two away, and cover board 2" said a sheet and a board alike.
    Aloud the sheet is the second board sheet; print (and braille, made from it) keeps board sheet 2."""
    kit, text, script = composed_texts(GAMES[name](), load_profile(profile))
    groups = kit.plan.groups()
    assert len(groups) == 2  # two board sheets: each phase puts one away
    text = flat(text)
    for n, ordinal in ((1, "first"), (2, "second")):
        if f"and board sheet {n} away" in text:  # each step's sheets, out and away (wave 36)
            assert f"and the {ordinal} board sheet away" in script, (name, n)
    assert "and board sheet" in text and "and board sheet" not in script
