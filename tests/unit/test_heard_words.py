"""The words a cold listener misheard or missed (issue 24), pinned for the built-in games and for
games written from docs/games.md: spans and readbacks without "to", a row-removal move said count
first, one start board said once, shapes in words, the whole polyomino board on request, round
two's colours, every match result, sides chosen plainly, side-by-side seating, a host key that
settles disputes, quick references that hold the rules players get wrong, the game's own players
on the piece sheets, and no cue about the recording in the script read aloud."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose import compose
from accessible_kits.compose.words import PRINT
from accessible_kits.families.polyomino.wording.shapes import shape_words
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import host_text, summary_text
from accessible_kits.writers.spoken import script_text, ssml
from rule_texts import GARDEN_CORNERS, composed_texts, flat

LARGE = load_profile("large-print")
GAMES = ("poison-corner", "row-removal", "corner-polyominoes")

TEAM_SHAPES = """id = "team-shapes"
title = "Team shapes"
family = "polyomino"
minutes = [12, 30]
players = ["Red team", "Blue team"]
[params]
columns = 6
rows = 7
starts = ["A1", "F7"]
pieces = [
  { name = "pair", cells = ["A1", "B1"] },
  { name = "tee", cells = ["A1", "B1", "C1", "B2"] },
  { name = "hook", cells = ["A1", "B1", "C1", "D1", "D2"] },
]
[[examples]]
title = "First pieces"
steps = [ { move = "pair A1+B1" }, { move = "tee D7+E7+F7+E6" }, { move = "hook B2+C2+D2+E2+E3", legal = false } ]
[[examples]]
title = "Again"
steps = [ { move = "pair A1+B1" } ]
"""

PLAIN_SHAPES = """id = "plain-shapes"
title = "Plain shapes"
family = "polyomino"
minutes = [5, 11]
[params]
columns = 5
rows = 5
starts = ["A1", "E5"]
pieces = [ { name = "bar", cells = ["A1", "B1", "C1"] }, { name = "block", cells = ["A1", "B1", "A2", "B2"] } ]
"""

BITTER = """id = "bitter-square"
title = "Bitter square 5-6"
family = "grid-removal"
minutes = [3, 13]
players = ["Nan", "Grandpa Joe"]
[params]
columns = 5
rows = 6
[[examples]]
title = "A corner cut twice"
steps = [ { move = "C4", removes = 9 }, { move = "B2", removes = 11 }, { move = "D5", legal = false } ]
"""


@pytest.fixture(scope="module")
def built_in():
    return {g: composed_texts(load_game(g), LARGE) for g in GAMES}


def test_a_shape_is_said_as_its_sheet_lies():
    assert shape_words(PRINT, [(0, 0), (1, 0)]) == "in a straight line"  # any way round
    assert shape_words(PRINT, [(0, 0), (0, 1), (0, 2)]) == "in a straight line"
    assert shape_words(PRINT, [(0, 0), (1, 0), (0, 1), (1, 1)]) == "in a block, 2 by 2"
    assert shape_words(PRINT, [(0, 0), (1, 0), (0, 1)]) == "in a box 2 wide and 2 high, with its top right cell empty"
    tee = [(0, 0), (1, 0), (2, 0), (1, 1)]
    assert shape_words(PRINT, tee) == (  # two empty cells, then its rows (LISTEN38 #6: tests/unit/test_poly39.py)
        "in a box 3 wide and 2 high, with its top left and top right cells empty. "
        "Its top row has the middle cell. Its bottom row has all 3 cells."
    )
    plus = [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)]
    assert shape_words(PRINT, plus) == (
        "in 3 rows. Top row: the middle cell. Middle row: all 3 cells. Bottom row: the middle cell."
    )
    hook = [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1)]
    assert shape_words(PRINT, hook) == "in 2 rows. Top row: the right cell. Bottom row: all 4 cells."


def test_spans_and_readbacks_are_said_without_to(built_in):
    _, text, script = built_in["poison-corner"]
    # no "through" beside a number (heard "three"), no "to" beside a letter; rhyming letters with their place
    said = "chooses column D row 2. That crosses out column D, the fourth, across to column G, the seventh,"
    assert f"{said} in rows 2, 3 and 4." in script
    # the noun after each count: "row 4 has three" was a number beside a number; the count first, the
    # row after, a semicolon between rows (round 15: "row 3 has three cells" alternated and repeated)
    assert "three cells in row 4; three cells in row 3; three cells in row 2; seven cells in row 1" in script
    assert (
        "To hear which cells a row still has, a player asks, like: cells in row 4, please. "
        "The scribe says: column A across to column C, in row 4." in flat(text)
    )
    assert "The scribe says: column A across to column C, the third, in row 4." in script  # (LISTEN35 #16)
    assert "That crosses out two cells: column F row 1 and column G row 1." in script  # not "row 1: two cells"
    for _, _, said in built_in.values():
        assert "between" in said and not re.search(r"\b(\w+) to (eight|fifteen|five|G|C|4)\b", said)
    _, text, script = built_in["corner-polyominoes"]
    # for each player, not both; "thirteen" the sum of the sizes said, never heard as "thirty" (round 14),
    # nor "that is ten and three" as two more counts (round 15)
    assert "The pieces have 1, 2, 3, 3 and 4 cells, which make 13 cells for each player." in flat(text)
    said = "The pieces have one, two, three, three and four cells, which make thirteen cells for each player."
    assert said in script and "ten and three" not in script
    assert "That is thirteen, not thirty." in script  # the teen said apart from its ten, for the ear (LISTEN35 #1)


def test_a_row_move_is_said_count_first(built_in):
    _, text, script = built_in["row-removal"]
    assert "like 2 circles from the bottom row." in flat(text) and "like two circles from the bottom row." in script
    assert "bottom row, 2" not in flat(text) and "bottom row, two" not in script
    # who says the counts: the scribe's step, said as the scribe's (round 7: "Say how many ... A scribe says this")
    assert "The scribe says how many circles are left in each row, from the top row down." in flat(text)
    assert "Without a scribe, the other player does the scribe's part." in flat(text)  # say-back too (LISTEN21 #4)


def test_each_example_starts_from_one_board_said_once(built_in):
    for game in GAMES:
        _, text, script = built_in[game]
        assert "This example starts from another board" not in script
        assert "Next," not in flat(text) + script
    _, _, script = built_in["poison-corner"]
    assert (
        "Example 2: A cell already crossed out. This example starts from a full board. "
        "It is not the board in front of you, so just listen. Do not mark anything." in script
    )
    assert "The rest of its rectangle was crossed out on an earlier turn." in script
    # said back and agreed before the refusal, as the scribe section teaches (LISTEN22 #6), by the
    # examples' stand-in names (LISTEN25 #5)
    assert (
        "Ana says: column E row 3. The scribe says: column E, the fifth column, row 3. "
        "Ana says yes. The scribe checks the move. That move is not allowed." in script
    )


def test_a_refused_move_is_chosen_again(built_in):
    for game in GAMES:
        kit, text, _ = built_in[game]
        # a row game says it once after its whole list of refusals (LISTEN26 #4)
        again = "After any of these," if game == "row-removal" else "Then"
        again += " the player chooses again."
        assert again in flat(text)
        assert "A refused move does not count: choose again." in flat(summary_text(kit))


def test_the_polyomino_board_is_read_back_whole_and_its_shapes_said(built_in):
    kit, text, script = built_in["corner-polyominoes"]
    t = flat(text)
    assert "The L triomino covers 3 cells, in a box 2 wide and 2 high, with its top right cell empty." in t
    assert "The big square covers 4 cells, in a block, 2 by 2." in t
    assert "For the whole board, a player says: whole board, please. A player may ask at any time." in t
    # one row in full, with "empty" said: a row number from the board's size, sounding like no letter
    assert "To hear one row in full, a player says its number, like: row 5, please." in t
    assert "The scribe then says each cell of that row from left to right: whose it is, or empty." in t
    assert "The scribe then reads it row by row, from the top row down. A row with no covered cell is left out." in t
    assert (  # row by row: a flat list of 20 cells was hard to hold
        "If a player asks for the whole board now, the scribe reads it back, row by row. "
        "Row 8: column H, the eighth column, Black. Row 2: column B, the second "
        "column, White; and column C, the third column, White. Row 1: column A, the first column, White." in script
    )
    assert "Choose who plays White and who plays Black." in t
    assert "White starts at the bottom left corner, A1, and goes first." in t  # the corner first (round 15)
    # what is swapped, never heard as handing sets across (LISTEN37 #20)
    assert "the players swap colours: whoever played Black now plays White, and goes first." in t
    quick = flat(summary_text(kit))
    assert "You may turn or flip a piece. Touching the other player's pieces is allowed." in quick
    # the pass check's words, the rules' own: "fits" is a try's (round 17's listener)
    assert "Pass only when you cannot place any piece." in quick and "fits" not in quick
    # who starts each round: the starting side's pieces change hands (round 14), round 1 said (round 15)
    assert "White goes first. In round 2, whoever went second plays White." in quick
    # the say-back and the requests' exact words, on the card too (round 15's braille reader)
    assert "The scribe says it back: say yes if right." in quick
    assert "Ask: last move, please; whole board, please; row 5, please; pieces left, please." in quick


def test_every_match_result_is_said(built_in):
    for game in GAMES:
        _, text, _ = built_in[game]
        t = flat(text)
        assert "A player who wins both rounds wins it." in t and "like one win each, the match is shared" in t
        assert ("A drawn round earns no points." in t) == (game == "corner-polyominoes")


def test_players_sit_side_by_side(built_in):
    for game in GAMES:
        assert "Sit side by side" in flat(built_in[game][1])
    assert "Up and right stay the same, even if you sit on opposite sides" not in flat(built_in["poison-corner"][1])


def test_the_host_key_settles_disputes(built_in):
    for game in GAMES:
        kit = built_in[game][0]
        host = flat(host_text(kit))
        assert "When players disagree, check the move" in host and "Answers to the worked examples" in host
        assert [s.heading for s in kit.host_key] == ["Host key", "Answers to the worked examples"]
    poly = flat(host_text(built_in["corner-polyominoes"][0]))
    assert "cells on the board plus cells left over make 13" in poly
    assert "White's domino B2+C2: allowed. It touches White's A1 at a corner only." in poly
    assert "always add up to 12" in flat(host_text(built_in["row-removal"][0]))
    assert "no row ever has more cells than the row below it" in flat(host_text(built_in["poison-corner"][0]))


def test_the_script_read_aloud_does_not_speak_of_a_recording():
    kit = compose(load_game("poison-corner"), LARGE)
    assert "Pause the recording" not in script_text(kit.title, kit.script, LARGE)
    assert "Follow along on the practice board." in script_text(kit.title, kit.script, LARGE)
    assert "Pause the recording now." in ssml(kit.script, LARGE)  # a recording made from it says it


def test_a_users_polyomino_game_names_its_own_players_everywhere():
    from accessible_kits.render.pages import kit_pages

    kit, text, script = composed_texts(parse_game(TEAM_SHAPES, "teams.toml"), LARGE)
    t = flat(text)
    assert "The hook covers 5 cells, in 2 rows. Top row: the right cell. Bottom row: all 4 cells." in t
    assert "Choose who plays Red team and who plays Blue team." in t
    assert "the players swap colours: whoever played Blue team now plays Red team, and goes first." in t  # LISTEN37 #20
    assert "Red team says: the hook piece, column E row 3, column B row 2, column C row 2, column D row 2" in t
    assert "Example 2: Again. This example starts from an empty board. It is not the board in front of you" in script
    assert (
        "If a player asks for the whole board now, the scribe reads it back, row by row. "
        "Row 1: column A, Red team; and column B, the second column, Red team. "
        "No cells covered yet for Blue team." in script
    )
    titles = [p.title for p in kit_pages(kit, LARGE)]
    assert "Red team's and Blue team's pieces, sheet 1 of 2" in titles
    assert not any("White" in title or "Black" in title for title in titles)


def test_a_polyomino_game_without_players_says_who_goes_first_once():
    _, text, _ = composed_texts(parse_game(PLAIN_SHAPES, "plain.toml"), LARGE)
    t = flat(text)
    said = (
        "Choose who goes first in round 1. That player is the first player, and starts at the bottom left corner, A1."
    )
    assert f"{said} You can toss a coin" in t
    assert "The first player goes first." not in t and "White" not in t


def test_a_users_grid_game_says_what_an_earlier_move_took():
    _, text, script = composed_texts(parse_game(BITTER, "bitter.toml"), LARGE)
    t = flat(text)
    said = (  # a sentence a block of rows: with their places, two blocks made one sentence too long
        "Grandpa Joe chooses B2. That crosses out 11 cells: column B across to column E, "
        "in rows 2 and 3. It also crosses out column B, in rows 4, 5 and 6."
    )
    assert said in t
    assert "The rest of its rectangle was crossed out on an earlier turn." in t
    assert (
        "Nan says: column D row 5. The scribe says: column D, the fourth column, row 5. Nan says yes. "
        "The scribe checks the move. That move is not allowed. The scribe says: that cell is already crossed out." in t
    )
    assert "The bottom row is row 1, and the top row is row 6." in t and "Welcome to Bitter square five, six." in script


def test_rhyming_column_letters_are_said_with_their_place(built_in, tmp_path):
    _, _, script = built_in["poison-corner"]
    # every rhyming letter of the game's own columns (A to G): E and G rhyme with B, C and D too
    assert "These letters sound alike: B, C, D, E and G." in script
    # the say-back's own form, said always (round 18's listener and reader)
    place = "like column D, the fourth column, row 2."
    said = "the scribe says it back. Each of these letters is said back with its place from the left"  # LISTEN31 #1
    assert f"{said}, {place}" in script
    nato = tmp_path / "nato.toml"
    nato.write_text('extends = "large-print"\n[speech]\ncolumn_names = "nato"\n')
    _, _, script = composed_texts(load_game("poison-corner"), load_profile(str(nato)))
    assert "These letters sound alike" not in script  # the words already tell them apart


def test_named_players_of_a_piece_game_start_round_1_only_and_the_host_key_is_not_one_page():
    """Setting up said "Otters starts at ..., and goes first." where the match gives round 2 to the
    other player (round 15's braille reader read it as every round); the host key's note said "this
    page" of a key of two text pages, and of its braille (braille12)."""
    kit, text, _ = composed_texts(parse_game(GARDEN_CORNERS, "garden.toml"), LARGE)
    t = flat(text)
    assert re.search(r"Otters starts at [^.]*, and goes first in round 1\.", t), t
    assert "goes first." not in t.replace("in round 1.", "").split("A match")[0]
    assert "These are the answers for the host. Keep them away from the players." in flat(host_text(kit))
