"""Round 38's doubts the lead fixed (issue 24): the match result by the rules' own names."""

from __future__ import annotations

import pytest

from accessible_kits.compose.scribe_words import MATCH_RESULT, RESULT_HELD
from accessible_kits.profile import load_profile
from rule_texts import composed_texts, readers_games


@pytest.mark.parametrize("game", ["four-rows", "long-corner", "garden"])
def test_the_match_result_names_the_players_as_the_rules_do(game):
    """READER38 #14: "Match result: the name of the player with more points" where the rules call the players
    Owls team and Badgers team (or Maya and Theo, Otters and Red team) left the reader asking which name."""
    found = readers_games()[game]()
    kit, text = composed_texts(found, load_profile("large-print"))[:2]
    match = next(s for s in kit.record_sheets if s.id == "match")
    a, b = found.players[:2]
    hint = f"{a} or {b}, whichever has more points, or shared if both have the same points"
    assert [(f.name, f.hint) for f in match.fields] == [(MATCH_RESULT, hint)]
    assert f"After the last round, write the {MATCH_RESULT.lower()}: {hint}." in " ".join(text.split())
    assert RESULT_HELD not in text


@pytest.mark.parametrize("game", ["four-rows", "long-corner", "garden"])
def test_the_scribes_answer_to_whose_turn_is_said(game):
    """LISTEN38 Q8: "If you lose track, ask the scribe: whose turn is it?" gave no words for the answer."""
    from accessible_kits.compose.scribe_words import NO_CALL

    text = composed_texts(readers_games()[game](), load_profile("large-print"))[1]
    flat = " ".join(text.split())
    assert flat.count(NO_CALL) == 1
    assert NO_CALL.endswith(" The scribe answers with the name of the player whose turn it is.")
