"""A row game's words as round 14's cold listener heard them, for a built-in game and a user's:
each board said by its job, the board first; who writes on a board's winner line, and when; how
many boards to draw without a printer, as the preparation plan counts them; a letter heading tied
to its row's name; whose name the Player column takes; and the starter's duty in the spoken reminder."""

from __future__ import annotations

import re

import pytest

from accessible_kits.families.row_removal.wording.record import letters as headed_by
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import FOUR_ROWS, composed_texts, examples_end_said, flat, section_lines

GAMES = {"row-removal": lambda: load_game("row-removal"), "four-rows": lambda: parse_game(FOUR_ROWS, "four.toml")}


def _words(kit, section: str) -> str:
    (s,) = [s for s in kit.sections if s.id == section]
    return " ".join(sent.text for line in section_lines((s,)) for sent in line.sentences)


@pytest.fixture(scope="module", params=[(g, p) for g in GAMES for p in ("large-print", "standard")])
def composed(request):
    game, profile = request.param
    return (game, *composed_texts(GAMES[game](), load_profile(profile)))


def test_each_board_is_said_by_its_job_the_board_first(composed):
    """A sentence a board, in print order, as many as the match uses up and the plan prints:
    "Play the first round on board 2" put a board's number beside a round's, off by one."""
    _, kit, text, script = composed
    setup = _words(kit, "setup")
    jobs = re.findall(r"Board (\d) is for the (worked examples|first round|second round)\.", setup)
    assert [int(n) for n, _ in jobs] == list(range(1, kit.preparation.boards_needed + 1)), setup
    assert [j for _, j in jobs] == ["worked examples", "first round", "second round"]
    spares = range(kit.preparation.boards_needed + 1, kit.preparation.boards + 1)
    assert all(f"Board {n} is a spare." in setup for n in spares) and spares
    assert "round on board" not in flat(text) and "round on board" not in script


def test_the_winner_line_says_who_writes_on_it_when_and_which_name(composed):
    """Which name goes on the line (LISTEN20 #8), as the match record's Winner column says it:
    the players' own names where the players are roles, the sides' names where each keeps its side."""
    game, kit, _, script = composed
    (winner,) = [c for c in kit.record_sheets[-1].columns if c.name == "Winner"]
    name = {"row-removal": "the winner's own name there.", "four-rows": "the winner there: Owls team or Badgers team."}
    said = f"Each board has a line to write the winner. When a round ends, the scribe writes {name[game]}"
    assert said in _words(kit, "board") and said in script
    assert (winner.hint == "a player's own name, or a team's name") == (game == "row-removal")
    assert winner.hint in said or "own name" in said


def test_without_a_printer_the_match_boards_are_drawn(composed):
    """The boards to draw are those the match uses up: "Draw rows of ..." read as one drawing."""
    _, kit, text, _ = composed
    need = _words(kit, "before")  # said once The board has said what a board is (READER32 #8)
    n = kit.preparation.boards_needed
    assert n == 3 and f"Draw {n} such boards: one for the worked examples, and one for each round." in need
    # and the spare, which later steps use (LISTEN31 #6)
    assert (
        "Draw one more as a spare. Write their names above them, in that order: board 1, board 2, board 3 and board 4."
        in flat(text)
    )


def test_a_letter_heading_is_tied_to_its_row_and_a_row_said_by_letter_is_asked_for(composed):
    """Where the record sheet heads the rows' columns by letters (four rows at large print), each
    letter is said with its row's name, and a row said by a letter is asked for by name."""
    game, kit, text, script = composed
    record = kit.record_sheets[0]
    letters = headed_by(record, kit.boards[0].names) == ("A", "B", "C", "D")
    assert not letters or game == "four-rows"
    assert letters or record.columns[-1].name in ("Bottom", "Delta")  # else headed by full names
    t = flat(text)
    if game == "four-rows":
        assert ("A: circles left in the Alpha row." in t) == letters
        assert ("D: circles left in the Delta row." in script) == letters
    # the letters are short for the names; out loud, only a name (a cold listener said rows by letter,
    # round 16), and no "row columns" beside the board's rows (round 17)
    # said with the columns, which say the letters are short for the names (LISTEN30 #14)
    writing = "Out loud, say a row's name, not its letter."
    assert (writing in t) == letters and (writing in script) == letters
    assert "short for the rows' names" not in t + script
    assert "row columns" not in t + script
    # one answer for any row not said by its name, the names said ("row 5" or "Echo row", round 16)
    names = " or ".join((", ".join(kit.boards[0].names[:-1]), kit.boards[0].names[-1]))
    asked = f"If a player says a row any other way, the scribe asks: which row, {names}?"
    assert asked in t and asked in script
    assert "that row is not on the board" not in t + script
    # the examples' refused move: the words said, and the one refusal the scribe section gives too
    if game == "row-removal":
        assert "Sam says: 1 circle from the top row, 1 circle from the middle row and 1 circle" in t
        # said as the scribe's words, as the scribe section quotes them (a cold listener, round 18)
        assert t.count("That move is not allowed. The scribe says: a turn crosses out circles in one row only.") == 2
        assert "For circles in two rows, the scribe says: a turn crosses out circles in one row only." in t
    # what a full board is, said where it is first heard (rows33)
    assert re.search(
        r"Here is an example of a read back\. A full board has no circle [a-z ]+ yet\. On a full board, a player says",
        t,
    )


def test_the_player_column_says_whose_name_goes_in_it(composed):
    game, _, text, script = composed
    t = flat(text)
    if game == "row-removal":  # players by role: written by the own name said aloud, the same in both rounds
        assert "Player: the player's own name or initial, or the team's name." in t and "1st" not in t
        assert "Player: the player's own name or initial, or the team's name." in script and "1st" not in script
    else:  # named players are written by name
        assert "Player: Owls team or Badgers team." in t and "1st" not in t


def test_the_spoken_reminder_says_the_starter_says_the_end_rule(composed):
    """The rules make the starter say the end rule aloud before each round; the reminder, heard
    before a round, says so too, and ends on that rule. The printed card keeps its 170 words."""
    game, kit, _, _ = composed
    reminder = [s.text for s in kit.summary_script if s.kind == "say"]
    end = "In this game, whoever crosses out the last circle " + ("wins." if game == "row-removal" else "loses.")
    assert reminder[-1] == f"Before each game, the player who starts says this rule out loud: {end}"  # as in the rules
    assert reminder[0] == end
    card = " ".join(s.text for line in section_lines(kit.summary) for s in line.sentences)
    assert "starter says" not in card


def test_the_card_says_the_say_back_the_words_that_ask_for_the_board_and_who_starts_round_1(composed):
    """A player with only the quick reference lacked the words to ask for the board, the yes to the
    scribe's say-back, and who starts round 1 (both cold readers, round 15): printed and spoken.
    Read alone, "say yes" was always yes, "Ask again:" an order, the coin a must, and the match's
    result was missing (READER16 S10 to S13, LISTEN17 #10). The built-in card keeps its 170 words."""
    from accessible_kits.writers.rules_text import summary_text

    game, kit, _, _ = composed
    card = " ".join(s.text for line in section_lines(kit.summary) for s in line.sentences)
    reminder = " ".join(seg.text for seg in kit.summary_script if seg.kind == "say")
    match = (
        "Play two rounds. Choose who starts round 1. The other starts round 2."
        if game == "row-removal"
        else "A match is two rounds. Owls team goes first in round 1. In the second round, Badgers team goes first."
    )
    for text in (card, reminder):
        assert "The scribe says it back: if right, say yes." in text
        assert "zero included. To hear it again, say: read back, please." in text
        assert f"{match} One win each is a shared match." in text
        assert "Ask again" not in text and "coin" not in text
    assert reminder.count("says it back") == 1  # the scribe's part is the card's step, said once
    if game == "row-removal":
        assert len(summary_text(kit).split()) <= 170


def test_the_welcome_says_one_row_each_turn(composed):
    """The welcome "Cross out circles, one row at a time." was heard as working through the rows in order, or
    a circle at a time (a cold listener, round 15): the welcome says a turn's one row."""
    _, kit, text, script = composed
    assert kit.tagline.text.startswith("Each turn, cross out circles in one row only. ")
    assert "Welcome to" in script and "Each turn, cross out circles in one row only." in script
    assert "one row at a time" not in flat(text) + script


@pytest.mark.parametrize("profile", ["standard", "large-print"])
@pytest.mark.parametrize("game", GAMES)
def test_the_examples_end_with_the_board_to_put_away_and_the_boards_of_the_rounds(game, profile):
    """After the last worked example the rules went straight to "A match", and a listener was not
    told to change boards (a cold listener, round 17): the end of the examples is said, then the
    examples' board put away, then each round's board, as the setup names them (a raised kit's
    tokens: tests/test_words.py)."""
    kit, text, _ = composed_texts(GAMES[game](), load_profile(profile))
    # covered where the examples cover it (it shares the first round's sheet), else put away: where
    # covered, round 1's own step, said here (LISTEN29 #8)
    covered = "Before the worked examples, have board sheet 1 out and board sheet 2 away. Cover board 2 with" in flat(
        text
    )
    # the step says the table it leaves, each sheet by number, true whatever board was spoiled before (wave 36),
    # and ends with the state, which names the first round's board (LISTEN31 #7)
    if covered:
        # the blank sheet moved: "cover board 1" was heard as a second (LISTEN32 #7)
        told = [
            "For the first round, have the first board sheet out and the second board sheet away.",
            "Move the blank sheet onto board 1.",
            "Now only board 2 is out and uncovered.",
        ]
    else:
        told = ["Put board 1 away.", "Board 2 is for the first round."]
    told.append("Board 3 is for the second round.")
    assert examples_end_said(kit) == told
    setup = _words(kit, "setup")
    rounds = ("Board 2 is for the first round.", "Board 3 is for the second round.")
    assert "Board 1 is for the worked examples." in setup and all(line in setup for line in rounds), setup
