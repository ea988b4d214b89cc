"""Round 14's cold listener on the grid game (issue 24), read in the generated words of the built-in
poison corner and of a user's 7 by 3 game with named players ("long corner", from docs/games.md):
how many of each board a match prints, what the poison cell's P stands for, and whose name the
record sheets take."""

from __future__ import annotations

import pytest

from accessible_kits.compose.scribe_words import match_record
from accessible_kits.families.grid_removal.engine import POISON
from accessible_kits.games import load_game, parse_game
from accessible_kits.model import POISON_LABEL
from accessible_kits.profile import load_profile
from accessible_kits.writers.records import write as write_records
from rule_texts import MAYA, composed_texts, flat

LARGE, STANDARD, TACTILE = (load_profile(p) for p in ("large-print", "standard", "tactile"))
GAMES = {"poison": load_game("poison-corner"), "maya": parse_game(MAYA, "maya.toml")}


@pytest.fixture(scope="module")
def kits():
    """(kit, rules text flat, script) of both games at large print, standard and tactile."""
    out = {}
    for name, game in GAMES.items():
        for profile in (LARGE, STANDARD, TACTILE):
            kit, text, script = composed_texts(game, profile)
            out[name, profile.id] = (kit, flat(text), script)
    return out


@pytest.mark.parametrize("name", ["poison", "maya"])
def test_the_sheets_say_how_many_of_each_board_a_match_prints(kits, name):
    kit, text, script = kits[name, "large-print"]
    prep, plan = kit.preparation, kit.plan
    assert plan.per_sheet == 1 and plan.boards == 2  # a board a sheet: the case round 14 heard
    practice, play = prep.of("boards")  # the play board, the last, printed once a round (from the plan)
    assert practice.copies == 1 and play.copies == prep.rounds == 2
    for words, n in ((text, str), (script, {1: "one", 2: "two", 3: "three"}.get)):
        assert "There are 2 board sheets" not in words and "There are two board sheets" not in words
        assert (
            f"There are {n(2)} kinds of board sheet, one board on each: the practice board and the play board." in words
        )
        assert "The practice board is for the worked examples." in words
        # a use, not a count: "The kit prints two play boards" beside "Print page three twice in all"
        # read as two boards already in the kit (round 15's listener)
        assert "Each round uses a fresh play board. The part called Before you play says how to print them." in words
        assert "The kit prints" not in words
        # one instruction from the plan: the file's own copy, then the play board's page once more a round
        # ("Print it once for each round" left a listener asking if the file's copy counts: round 17)
        assert (
            f"Page {n(3)}: the play board. Printing kit.pdf once gives {n(1)} play board. "
            f"Print page {n(3)} once more, so you have {n(2)} play boards, one for each round." in words
        )
        assert "twice in all" not in words
        # no spare printed: what to do with a spoiled board, the play board's page again
        assert (
            f"No spare board is printed ahead. Only if a board is spoiled, print page {n(3)} of kit.pdf once more."
        ) in words
    assert "the match uses 3 boards" in text and "the kit gives 3 boards" in text


@pytest.mark.parametrize("name", ["poison", "maya"])
def test_a_shared_board_sheet_says_how_often_it_is_printed(kits, name):
    # both boards on one sheet (standard): the sheet printed again, as often as the plan prints it
    kit, text, script = kits[name, "standard"]
    (run,) = kit.preparation.of("boards")
    assert run.copies == 2
    assert "There is 1 board sheet. The board sheet has 2 boards. The kit prints it twice in all." in text
    assert "There is one board sheet. The board sheet has two boards. The kit prints it twice in all." in script
    assert "kinds of board sheet" not in text
    # tokens that come off (tactile): one board sheet does, and nothing is said of copies
    kit, text, _ = kits[name, "tactile"]
    assert [r.copies for r in kit.preparation.of("boards")] == [1]
    assert "The board sheet has 2 boards." in text and "The kit prints" not in text


@pytest.mark.parametrize("name", ["poison", "maya"])
def test_the_poison_cells_letter_is_said_with_what_it_stands_for(kits, name):
    assert (POISON_LABEL, POISON) == ("P", "poison")  # the drawn label is the word's first letter
    _, text, script = kits[name, "large-print"]
    said = "On the sheet, it has a big letter P, P for poison, in a thick frame."
    assert said in text and said in script
    _, text, script = kits[name, "tactile"]
    assert "It has a P in braille, P for poison." in text and "It has a P in braille, P for poison." in script


def test_the_player_column_takes_an_own_name_or_the_games_names(kits):
    kit, text, script = kits["poison", "large-print"]
    # roles: written as said aloud, by the player's own name (1st changed person in round 2; round 21)
    roles = "Player: the player's own name or initial, or the team's name."
    assert roles in text and roles in script
    files = {f.name: f.data.decode() for f in write_records(kit, LARGE, None)}
    assert "2. Player: the player's own name or initial, or the team's name." in files["records/record.txt"]
    assert "1st" not in files["records/record.txt"]
    # a role is taken anew each round, so the match record, which adds up the rounds, takes names
    assert "2. Who started: a player's own name, or a team's name." in files["records/match.txt"]
    assert "3. Winner: a player's own name, or a team's name." in files["records/match.txt"]
    kit, text, script = kits["maya", "large-print"]
    assert "Player: Maya or Theo." in text and "Player: Maya or Theo." in script
    files = {f.name: f.data.decode() for f in write_records(kit, LARGE, None)}
    assert "2. Who started: Maya or Theo." in files["records/match.txt"]
    for key in kits:  # the old hint, true of neither game, is gone from every text and script
        _, text, script = kits[key]
        assert "1st" not in text and "1st" not in script


def test_the_match_record_takes_names_only_where_they_stay_with_a_player():
    def hint(players, swaps=False):
        return match_record(players, swaps=swaps).columns[1].hint

    assert hint(("Maya", "Theo")) == "Maya or Theo"
    assert hint(("Otters", "Red team")) == "Otters or Red team"  # a team's name stays with it
    # sides the family swaps in round 2, and roles: a player's own name
    assert hint(("White", "Black"), swaps=True) == "a player's own name, or a team's name"
    assert hint(("First player", "Second player")) == "a player's own name, or a team's name"
    # sides kept all match are written as they are: "not Owls team" would say nothing (round 18)
    assert hint(("White", "Black")) == "White or Black"
    assert hint(("Owls team", "Badgers team")) == "Owls team or Badgers team"
