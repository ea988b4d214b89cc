"""Round 15's cold listener and braille reader (issue 24) on the words every family shares about
printing, players and the match record, and on the grid game's end, read back and card: read in
the generated words of the built-in games and of the readers' user games (docs/games.md)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import Voice
from accessible_kits.families import family
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import FOUR_ROWS, MAYA, composed_texts, flat

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {
    "poison": load_game("poison-corner"),
    "maya": parse_game(MAYA, "maya.toml"),
    "poly": load_game("corner-polyominoes"),
    "four": parse_game(FOUR_ROWS, "fourrows.toml"),
}


@pytest.fixture(scope="module")
def kits():
    """(kit, rules text flat, script) of each game at large print."""
    return {name: composed_texts(game, LARGE) for name, game in GAMES.items()}


def test_the_record_pages_are_said_in_two_sentences(kits):
    # "Pages four through seven: the record sheets, two pages for each round" ran four number words
    # together, heard "two pages four each round"
    for name, first, last in (("poison", "four", "seven"), ("maya", "four", "seven"), ("poly", "five", "eight")):
        _, text, script = kits[name]
        # each round's pages said (LISTEN24 #13: "Each round uses two of these pages, round 1 first")
        said = f"Pages {first} through {last}: the record sheets. Round 1 uses pages {first} and"
        assert said in script, name
        assert "pages for each round" not in script and "pages for each round" not in text


def test_setting_up_says_who_starts_round_1(kits):
    for name, said in (("poison", "Choose who goes first in round 1."), ("maya", "Maya goes first in round 1.")):
        _, text, script = kits[name]
        assert said in flat(text) and said in script
    _, text, script = kits["four"]  # a row game's teams, the same shared words
    assert "Owls team goes first in round 1." in script and "Owls team goes first." not in script


def test_the_match_record_asks_for_the_players_own_names(kits):
    """Roles change person in round 2 and sides swap: the sheet asks for a name, and the rules say why."""
    # roles are written nowhere (the record sheet takes own names too), so only sides are said not to be
    for name, instead in (("poison", ""), ("poly", ", not White or Black")):
        kit, text, script = kits[name]
        match = next(s for s in kit.record_sheets if s.id == "match")
        own = {"a player's own name, or a team's name"}  # a team's too (LISTEN39 #13)
        assert {c.hint for c in match.columns if c.name in ("Who started", "Winner")} == own
        said = f"For who started and the winner, write the players' own names{instead}, so each point goes"
        said += " to whoever won it."
        assert said in flat(text) and said in script
    kit, text, _ = kits["maya"]  # a name stays with its person: Maya or Theo is written, as the sheet asks
    match = next(s for s in kit.record_sheets if s.id == "match")
    assert {c.hint for c in match.columns if c.name == "Winner"} == {"Maya or Theo"}
    assert "write the players' own names" not in text
    assert "For who started and the winner, write Maya or Theo, not the players' own names." in flat(text)
    _, text, _ = kits["four"]  # teams that stay teams all match: "not Owls team" would say nothing
    assert "write the players' own names" not in text
    # but the teams' names are said, as Maya or Theo are (round 18's listener and reader asked which)
    assert "For who started and the winner, write Owls team or Badgers team, not the players' own names." in flat(text)


def test_the_poison_move_is_marked_and_written_before_the_winner_is_said(kits):
    said = (
        "When a player chooses column A row 1, the scribe crosses out that cell only, since the game ends there. "
        "The scribe writes the turn on the record sheet, with column A row 1 under Cell said. "
        "The board is not read back, so the scribe leaves the Cells still there column empty and the Read back box "
        # then by the players' own names, for roles: test_grid_heard16
        "unticked. Then the scribe says who chose it, and who wins"
    )
    for name in ("poison", "maya"):
        kit, _, script = kits[name]
        assert said in script, name
        # the record agrees: a row for every turn a game can take, the poison cell's turn the last
        engine = GAMES[name].engine
        cells = engine.facts()["cells"]  # columns times rows
        assert kit.record_sheets[0].rows - kit.record_sheets[0].spare == cells == engine.longest_game()
    # by touch the poison cell never gets a token: the turn is written, nothing covered (the wording
    # alone: a tactile kit's braille runs liblouis, the full tier)
    game = GAMES["maya"]
    plan = composed_texts(game, LARGE)[0].plan  # the sheets do not change what the scribe says
    w = family(game.family).wording()(game, TACTILE, plan, Voice(ear=True, touch=True))
    assert w.touch and w.end_said().startswith(
        "When a player chooses column A row 1, the scribe writes the turn on the record sheet, with column A row 1 "
        "under Cell said. The board is not read back"
    )


def test_the_read_back_says_each_count_before_its_row(kits):
    """The read back "row 4 has three cells, row 3 has three cells" alternated rows and counts: the
    count first, its row after, a semicolon's pause between rows, in the rules and the examples alike."""
    for name, top in (("poison", 4), ("maya", 3)):
        _, text, script = kits[name]
        for words in (flat(text), script):
            assert not re.search(r"\brow \d+ has \w+ cells?\b", words), name
            backs = [b for b in re.findall(r"ead back(?: is)?: ([^.]*)\.", words) if "cell" in b]  # not the box
            assert len(backs) >= 3, name  # the scribe's section and the examples'
            for back in backs:
                rows = [int(r) for r in re.findall(r"\w+ cells? in row (\d+)", back)]
                assert rows == list(range(top, 0, -1)), back
                assert back.count("; ") == top - 1, back
    _, text, script = kits["maya"]
    assert "Read back: four cells in row 3; four cells in row 2; seven cells in row 1." in script
    assert "Read back: 4 cells in row 3; 4 cells in row 2; 7 cells in row 1." in flat(text)


@pytest.mark.parametrize("name", ["poison", "maya"])
def test_the_card_has_the_say_back_the_request_and_the_round_1_starter(kits, name):
    kit, _, _ = kits[name]
    card = flat(summary_text(kit))
    assert len(card.split()) <= 170  # the printed quick reference's words (tests/test_rules.py)
    assert "The scribe says it back. If it is right, say yes." in card
    assert "To hear the board, say: read back, please." in card
    starts = (
        "Choose who starts round 1, perhaps by coin toss. Whoever went second in round 1 starts round 2."
        if name == "poison"
        else "Maya goes first in round 1. In the second round, Theo goes first."
    )
    assert starts in card
    said = " ".join(s.text for s in kit.summary_script if s.kind == "say")
    assert "read back, please" in said and starts in said
    # the say-back said once, on the card's line; the reminder ends on what the read back holds
    assert said.count("says it back") == 1
    assert said.endswith("The scribe reads back how many cells each row still has, from the top row down.")
