"""READER32 #12: row removal's and four rows' summary and host key had one transcriber's note, "The key to the
raised sheets says what each symbol ... means", in a file that names no raised sheet: "I wondered what raised
sheets went with the summary." The note stays where the file names the sheets or their labels."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from accessible_kits.profile import load_profile
from rule_texts import composed_texts, readers_games

GAMES = ("poison-corner", "long-corner", "row-removal", "four-rows")
KEY = "The key to the raised sheets says what each symbol, texture and label on them means."


@pytest.fixture(scope="module")
def sheets():
    """{game: what its raised sheets hold (braille_volumes.raised_sheets)}: a tactile kit, a raised board."""
    from accessible_kits.writers.braille_volumes import raised_sheets

    profile, games = load_profile("tactile"), readers_games()
    board = SimpleNamespace(swell=True, symbols=set(), id="board")
    return {n: raised_sheets(composed_texts(games[n](), profile)[0], profile, [board]) for n in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_the_key_note_only_where_the_file_names_raised_sheets(sheets, game):
    """The summary and the host key (no transcriber's note in their text) of a row game have no note of the
    key; a grid game's keep it beside its note on the sheets' letters; every rules volume (its notes name the
    diagram sheets) keeps it."""
    from accessible_kits.writers.braille_prelims import _note_words

    summary = _note_words(sheets[game], False, 2, False)
    assert (KEY in summary) == (game in ("poison-corner", "long-corner")), (game, summary)
    assert KEY in _note_words(sheets[game], True, 2, True), game
