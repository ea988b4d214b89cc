"""The cases issue 24 lists, each as a game file written from docs/games.md and composed: players
named as written, rows without names named in words, a piece set of the game's own, a title's numbers said
as a person says them; and the word helpers they rest on."""

from __future__ import annotations

from accessible_kits.compose.words import Voice, a_or_an, person, possessive, render, said_as_written
from accessible_kits.games import parse_game
from accessible_kits.profile import load_profile
from rule_texts import composed_texts, flat

FRUIT = """id = "fruit-rows"
title = "Fruit rows 2-5-7"
family = "row-removal"
minutes = [5, 10]
players = ["Ana", "Ben"]
[params]
rows = [2, 5, 7]
row_names = ["plum", "pear", "fig"]
[[examples]]
title = "To the end"
start = "2-0-1"
steps = [ { move = "plum row, 2", after = "0-0-1" }, { move = "fig row, 1", after = "0-0-0", wins = true } ]
"""

FOUR_ROWS = """id = "four-rows"
title = "Four rows"
family = "row-removal"
minutes = [5, 10]
[params]
rows = [1, 3, 5, 7]
[[examples]]
title = "Start"
steps = [ { move = "row 4, 2", after = "1-3-5-5" }, { move = "row 1, 2", legal = false } ]
"""

TEAMS = """id = "team-shapes"
title = "Team shapes"
family = "polyomino"
minutes = [10, 20]
players = ["Red team", "Blue team"]
[params]
columns = 6
rows = 6
starts = ["A1", "F6"]
pieces = [ { name = "pair", cells = ["A1", "B1"] }, { name = "corner", cells = ["A1", "B1", "A2"] } ]
[[examples]]
title = "Opening"
steps = [ { move = "pair A1+B1" }, { move = "pair E6+F6" }, { move = "corner B2+C2+B3", legal = false } ]
"""

PROFILE = load_profile("large-print")


def test_a_name_is_said_as_written_and_a_role_with_the():
    assert person("Ana", start=True) == "Ana" and person("Red team") == "Red team"
    assert person("First player") == "the first player" and person("Second player", start=True) == "The second player"
    assert possessive("Ana") == "Ana's" and possessive("First player") == "the first player's"
    assert possessive("Otters") == "Otters'" and possessive("James", start=True) == "James'"  # never "Otters's"


def test_a_letter_takes_the_article_it_is_said_with():
    assert [a_or_an(x) for x in ("W", "B", "X", "O", "F", "U")] == ["a W", "a B", "an X", "an O", "an F", "a U"]


def test_numbers_joined_by_dashes_are_said_one_by_one():
    assert said_as_written("Fruit rows 2-5-7") == "Fruit rows two, five, seven"
    assert said_as_written("Four-in-a-row 3") == "Four-in-a-row 3"
    assert said_as_written("Rows 10-12") == "Rows ten, twelve"
    assert render("Welcome to Fruit rows 2-5-7.", Voice(ear=True)) == "Welcome to Fruit rows two, five, seven."
    assert render("Welcome to Fruit rows 2-5-7.", Voice()) == "Welcome to Fruit rows 2-5-7."


def test_persons_are_named_without_an_article():
    _, text, script = composed_texts(parse_game(FRUIT, "fruit.toml"), PROFILE)
    t = flat(text)
    assert "Ana says: 2 circles from the plum row." in t and "The game is over. Ben wins." in t
    assert "Ana says: two circles from the plum row." in script and "The game is over. Ben wins." in script
    assert "the ana" not in (t + script).lower() and "the ben" not in (t + script).lower()
    assert "Welcome to Fruit rows two, five, seven." in script and "dash" not in script


def test_rows_without_names_are_named_in_words():
    # the file's moves number the rows from the top ("row 4, 2"), as files did before rows had
    # word names; the kit names four rows by the spelling alphabet: never a number or a place
    # counted ("three circles from the third row", a cold listener, round 13) beside a count
    _, text, script = composed_texts(parse_game(FOUR_ROWS, "four.toml"), PROFILE)
    t = flat(text)
    assert "like 2 circles from the Delta row." in t and "The Alpha row has 1 circle." in t
    assert (
        "The read back is: the Alpha row has 1 circle, the Bravo row has 3 circles, the Charlie row has 5 circles "
        "and the Delta row has 5 circles." in t
    )
    assert "Going down, the names are Alpha, Bravo, Charlie and Delta, in alphabet order." in t
    assert script.count("Going down, the names are Alpha, Bravo, Charlie and Delta, in alphabet order.") == 1
    assert "like two circles from the Delta row." in script
    assert (  # the kit's first refused move, told in full (LISTEN22 #6)
        "2 circles from the Alpha row. The scribe says: 2 circles from the Alpha row. Ana says yes. "
        "The scribe checks the move. That move is not allowed. The scribe says: that row has only one circle left." in t
    )
    assert "That move is not allowed. The scribe says: that row has only one circle left." in script
    assert "The Bravo row has 3 circles." in t and "The Charlie row has 5 circles." in t
    assert "counted from the top" not in t
    # the one sentence that says the second row going down by its name (READER19 #10), said once
    place = "The second row going down is the Bravo row: call it the Bravo row."
    assert t.count(place) == script.count(place) == 1
    t, script = t.replace(place, ""), script.replace(place, "")
    for wrong in ("row 4", "row 1", "row 2", "row row", "numbered", "second row", "third row"):
        assert wrong not in t and wrong not in script


def test_moves_of_older_files_still_read():
    """A game file written when four unnamed rows were top, second, third and bottom still reads."""
    older = FOUR_ROWS.replace('"row 4, 2"', '"bottom row, 2"').replace('"row 1, 2"', '"second row, 4"')
    e = parse_game(older, "four.toml").engine
    assert e.parse("second row, 1") == ((1, 1),) and e.parse("bravo row, 1") == ((1, 1),)
    assert e.parse("Delta, 2") == ((3, 2),)


def test_a_polyomino_set_and_its_players_are_the_games_own():
    _, text, script = composed_texts(parse_game(TEAMS, "teams.toml"), PROFILE)
    t = flat(text)
    assert "like the pair piece, column A row 1 and column B row 1." in t and "domino" not in t + script
    assert "single-cell" not in t and "bonus" not in t and "earns nothing extra" not in t
    assert "Red team's pair covers 2 cells: column A row 1; and column B" in t  # its count first (LISTEN33 #9)
    assert "Red team starts at the bottom left corner, A1, and goes first." in t
    assert "Choose who plays Red team and who plays Blue team." in t
    # never "A1 for Red team", heard "one four"; a corner named first (round 15)
    assert "Red team's is the bottom left corner, A1, and Blue team's is the top right corner, F6." in t
    assert "The scribe says: column B, the second column, row 2 shares a side with your own cell column B, the" in t
    assert "White" not in t + script and "Black" not in t.replace("Black lines", "")


def test_a_scripts_heading_says_the_title_as_a_person_says_it():
    """The spoken scripts' first line, read by the person reading aloud (a cold listener, round
    13, met "Four rows 1-3-5-7: spoken rules"); a title without joined numbers is kept as written."""
    from accessible_kits.compose import compose
    from accessible_kits.games import load_game
    from accessible_kits.writers.recording import scripts

    fruit = compose(parse_game(FRUIT, "fruit.toml"), PROFILE)
    assert [title for _, title, _ in scripts(fruit)] == [
        "Fruit rows two, five, seven: spoken rules",
        "Fruit rows two, five, seven: spoken reminder",
    ]
    duel = compose(load_game("row-removal"), PROFILE)
    assert scripts(duel)[0][1] == "Row removal duel: spoken rules"
