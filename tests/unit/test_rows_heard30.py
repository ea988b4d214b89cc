"""The row games' words as round 29's cold readers met them (LISTEN29, READER29): the built-in row
removal beside the readers' four rows (tests/rule_texts.py FOUR_ROWS), and for what every family
shares, each family's built-in game beside a reader's own (rule_texts.readers_games). What a match
and a round are, said once a script (LISTEN29 #1); the scribe's own names said with the say-back,
not among the record sheet's columns (LISTEN29 #2); who writes the match record (READER29 #4); the
say-back voiced in the worked examples (LISTEN29 #10); the names written above boards drawn by hand
(LISTEN29 #9); and who wins the game for fun's guess (READER29 #11)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.scribe_words import MATCH_IS, SAID_TOO
from rule_texts import FOUR_ROWS, composed_flat, flat_texts, readers_games, row_games, section_texts

ROWS = row_games()
NO_SCRIBE_WRITES = "Without a scribe, either player writes it."  # who writes the match record then
# the readers' four rows with roles for players, where the scribe calls the players by their own names
ROLES = FOUR_ROWS.replace('players = ["Owls team", "Badgers team"]', 'players = ["First player", "Second player"]')


@pytest.fixture(scope="module")
def kits():
    from accessible_kits.profile import load_profile

    return flat_texts({name: load() for name, load in readers_games().items()}, load_profile("large-print"))


@pytest.fixture(scope="module", params=[(g, p) for g in ROWS for p in ("large-print", "tactile")])
def rows(request):
    name, profile = request.param
    return name, profile, *composed_flat(ROWS[name](), profile)


@pytest.fixture(scope="module")
def roles():
    from accessible_kits.games import load_game, parse_game

    games = {"row-removal": load_game("row-removal"), "four-rows-roles": parse_game(ROLES, "roles.toml")}
    return {name: composed_flat(game, "large-print") for name, game in games.items()}


@pytest.mark.parametrize("name", list(readers_games()))
def test_a_match_and_a_round_are_said_once_a_script(kits, name):
    """LISTEN29 #1: "A match is two games. Each game is called a round." was said in the key rule and
    again in What you need, within a minute, and named one game of the match two ways."""
    kit, text, script = kits[name]
    assert MATCH_IS == "A match is two rounds. A round is one game, from start to finish."
    assert MATCH_IS in section_texts(kit, "need")
    assert script.count(MATCH_IS) == 1 and text.count(MATCH_IS) == 1, name
    assert "Each game is called a round" not in text + script and "two games" not in text + script
    # nor what a match is said again in other words ("A match is two rounds. Print and make ready ...")
    assert script.count("A match is") == 1 and text.count("A match is") == 1, name
    # once a round is one game, a round is called a round: "for a game", "before you start a game"
    # and "before the game" (of the whole match) named it as the sentence above no longer does
    for game_for_round in ("for a game.", "start a game", "before the game", "for a game:"):
        assert game_for_round not in text + script, (name, game_for_round)


@pytest.mark.parametrize("name", ["row-removal", "four-rows-roles"])
def test_own_names_are_said_with_the_say_back_not_among_the_columns(roles, name):
    """LISTEN29 #2: "Out loud, the scribe calls each player by their own name." came just after the
    record sheet's columns and was taken for one more column: said with the say-back now."""
    _, _, text, script = roles[name]
    for words in (text, script):
        assert words.count(SAID_TOO) == 1, name
        assert words.index("The scribe says back the move the player says") < words.index(SAID_TOO)
        assert words.index(SAID_TOO) < words.index("The scribe says the move back, word for word.")
        assert words.index(SAID_TOO) < words.index("parts are:")


@pytest.mark.parametrize("name", list(readers_games()))
def test_the_match_record_is_written_by_the_scribe(kits, name):
    """READER29 #4: "After each round, write one line of the match record" named nobody; the scribe
    writes it, and without a scribe, either player."""
    kit, text, script = kits[name]
    match = " ".join(section_texts(kit, "match"))
    said = "After each round, the scribe writes one line of the match record: round, who started, "
    for words in (match, text, script):
        assert said in words and NO_SCRIBE_WRITES in words, name
    assert "After each round, write" not in text + script


def test_the_say_back_is_voiced_in_the_worked_examples(rows):
    """LISTEN29 #10: "The scribe says the move back, word for word." in Example 1 told the say-back
    and never said it: the scribe says the move itself, every row game, pen and tokens."""
    name, _, _, kit, text, script = rows
    first = " ".join(line.text for line in kit.examples[0].steps)
    voiced = re.compile(r"(\w[\w ]*) says: ([^.]+)\. The scribe says: \2\. \1 says yes\.")
    assert voiced.search(first), first
    answered = [line.text for x in kit.examples for line in x.steps if " says yes." in line.text]
    assert answered and all(voiced.search(t) for t in answered), answered
    assert voiced.search(script), name
    for words in (text, script):
        assert not re.search(r"word for word\. (Sam|Ana|Owls team|Badgers team) says yes", words), name


def test_boards_drawn_by_hand_get_the_names_setting_up_finds(rows):
    """LISTEN29 #9: "Draw three such boards" then "Find each board by the name on it": a board drawn
    by hand had no name. Each is named as Setting up says what it is for (read from the plan)."""
    _, profile, _, kit, _, _ = rows
    if profile == "tactile":  # a tactile kit's boards are raised, never drawn: nothing to name
        assert "No printer?" not in " ".join(section_texts(kit, "before"))
        return
    need = " ".join(section_texts(kit, "before"))  # after The board (READER32 #8)
    drawn = re.search(
        r"Draw (\w+) such boards: one for the worked examples, and one for each round\. Draw one more as a spare\. "
        r"Write their names above them, in that order: (board \d+), (board \d+), (board \d+) and (board \d+)\.",
        need,
    )
    assert drawn, need
    setup = " ".join(section_texts(kit, "setup"))
    jobs = ("the worked examples", "the first round", "the second round")
    for board, job in zip(drawn.groups()[1:4], jobs, strict=True):
        assert f"{board.capitalize()} is for {job}." in setup, (board, job)
    assert f"{drawn.group(5).capitalize()} is a spare." in setup  # the spare too (LISTEN31 #6)


def test_the_guess_for_fun_says_who_wins(rows):
    """READER29 #11: "Everyone guesses who will cover the last circle." said not whether that player
    wins or loses: the guess is who wins, by the game's own end rule."""
    name, profile, game, kit, text, script = rows
    ends = "wins" if game.params.get("ending", "last-move-wins") == "last-move-wins" else "loses"
    rule = f"In this game, whoever {'covers' if profile == 'tactile' else 'crosses out'} the last circle {ends}."
    together = " ".join(section_texts(kit, "together"))
    assert f"Everyone guesses who will win. {rule}" in together, together
    assert "guesses who will cross" not in together and "guesses who will cover" not in together
    guess = f"Everyone guesses who will win. {rule}"
    assert text.count(guess) == 1 == script.count(guess), name
