"""A row game's words as round 19's cold readers met them, for the built-in game and a user's
(tests/rule_texts.py FOUR_ROWS, the readers' own four rows): how a row is named, the second row
going down said by its name; a row said another way asked about, not refused."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import PEN, TOKENS, Marking
from accessible_kits.profile import load_profile
from rule_texts import composed_flat, composed_texts, flat, row_games, section_lines

GAMES = row_games()


def _marking(text: str) -> Marking:
    """The kit's marking words, as its tagline says them: tokens cover, a pen crosses out."""
    return TOKENS if "Each turn, cover circles" in text else PEN


@pytest.fixture(scope="module", params=[(g, p) for g in GAMES for p in ("standard", "tactile")])
def composed(request):
    name, profile = request.param
    return composed_flat(GAMES[name](), profile)


@pytest.mark.parametrize("part", ["text", "script"])
def test_the_second_row_going_down_is_said_by_its_name(composed, part):
    """READER19 #10, LISTEN19's question 9: nowhere said "second row"; a reader inferred it from the
    names going down. The rules say a row is named, not placed, and which row the second one is."""
    game, _, text, script = composed
    words = text if part == "text" else script
    if game.id == "row-removal":  # names that are places: said as they are, never a number (LISTEN21 #6)
        assert "Say top, middle or bottom, never a number such as second row." in words
        assert "Going down, the names are top, middle and bottom." in words
        return
    second = "the Bravo row"
    assert "Say a row by its name, not by its place." in words
    assert f"The second row going down is {second}: call it {second}." in words  # READER25 #11's one sentence
    assert game.engine.row_names[1] in second  # the engine's second name, top row first


def test_a_row_said_another_way_is_a_question_not_a_refusal(composed):
    """LISTEN19 #11: "the scribe asks: which row?" beside "You may not choose a row ... not on the
    board" left a listener asking which. The engine refuses only a move in a row it has (a row with
    no circle left); any other row words get the scribe's question, said to be no refusal."""
    game, kit, text, script = composed
    names = game.engine.row_names
    asked = f"If a player says a row any other way, the scribe asks: which row, {', '.join(names[:-1])} or {names[-1]}?"
    for words in (text, script):
        assert f"{asked} That is a question, not a broken rule." in words
        assert "not on the board" not in words
        assert "You may not choose a row with no circle left." in words
    summary = " ".join(sent.text for line in section_lines(kit.summary) for sent in line.sentences)
    assert "You may not choose a row with no circle left." in summary and "not on the board" not in summary
    # the card's way to name a row (READER19 #10), after the count, as a move is said (LISTEN20 #10)
    assert "Say how many from which row, like " in summary and "Say the row by name." not in summary


def test_the_starter_says_the_end_rule_before_the_rounds_first_move(composed):
    """LISTEN19 #16: "before its first move" left "its" to be found (the round's). Said in the
    spoken welcome only (key_rule); the printed rules say it in Setting up."""
    _, _, text, script = composed
    # the key says no round: what a round is comes after it, in What you need (LISTEN30 #7)
    said = "Before each game, the player who starts says this rule out loud."  # LISTEN31 #5
    assert said in script and "Before each game, the player who starts says this rule out loud:" in text
    assert "its first move" not in text + script


def test_the_scribe_has_words_for_every_refused_move(composed):
    """LISTEN19 #8: "the scribe says why" gave words for some rules only, none for a pass or zero
    circles. Each rule of Not allowed has the scribe's words, the engine's own where it refuses
    the move, as an example's refusal says them (scribe_refuses)."""
    from accessible_kits.errors import IllegalMove
    from accessible_kits.families.row_removal.engine import Position

    game, _, text, _ = composed
    e, m = game.engine, _marking(text)
    do, done = m.does, m.done
    said = {
        "For zero circles": f"a turn {do} at least one circle",
        "For a pass": "you may not pass",  # the rule's own words (READER28 #56)
        "For a row with no circle left": "that row has no circle left",
        "For more circles than the row has left": "that row has only two circles left",
        "For circles in two rows": f"a turn {do} circles in one row only",
        # no said move brings a circle back: the ask to take back a move on the board is (LISTEN21 #3)
        "If a player asks to take back a move on the board": f"a {done} circle stays {done}",
    }
    for rule, words in said.items():
        assert re.search(rf"{rule}, the scribe says[^:]*: {words}\.", text), (rule, text)
    # the engine's words for the moves it refuses, quoted whole (pen words as the voice marks), and
    # for a row with no circle left, the engine's own refusal, said of "that row"
    for move, counts in ((((0, 0),), e.sizes), (((0, 1), (1, 1)), e.sizes), (((0, 1),), (0, *e.sizes[1:]))):
        with pytest.raises(IllegalMove) as refused:
            e.check(Position(counts), move)
        told = str(refused.value).replace("crosses out", do)
        if counts[0]:
            assert f": {told[0].lower()}{told[1:]}." in text
        else:
            assert told == f"The {e.row_names[0]} row has no circle left"
    assert "After any of these, the player chooses again." in text  # after the whole list (LISTEN26 #4)


def test_the_scribes_end_sentence_is_the_examples(composed):
    """LISTEN19 #12: "the scribe says so, and says who wins" gave no words, nor which names. The
    scribe section gives the sentence, by the game's names or else the players' own, and the
    examples end on the same sentence, the winner the engine's."""
    game, _, text, script = composed
    done = _marking(text).done
    wins = game.engine.ending == "last-move-wins"
    if game.id == "row-removal":  # roles: the players' own names
        example = "If Sam {} the last circle, the scribe says: Sam {} the last circle. The game is over. Sam wins."
        assert (
            "by the players' own names. For example, two players with the made-up names Sam and Ana are playing."
            in text
            and wins
        )
        # the example's roles given the players' own names (LISTEN20 #4, READER20 #19)
        # in the grid games' form (scribe_words.end_told): both names, the player to move first (LISTEN24 #4)
        # named before the example's first move, not at its end (LISTEN24 #4): checked in test_rows_told20
        ending = "The scribe says: Ana {} the last circle. The game is over. Ana wins."
    else:  # the game's names, kept by the sides: the last circle loses
        example = (
            "If Owls team {} the last circle, the scribe says: Owls team {} the last circle. "
            "The game is over. Badgers team wins."
        )
        ending = "The scribe says: Owls team {} the last circle. The game is over. Badgers team wins."
    does = _marking(text).does
    for words in (text, script):
        assert example.format(does, done) in words
        assert ending.format(done) in words
        assert "says so, and says who wins" not in words and "That was the last circle" not in words


def test_the_game_for_fun_says_who_marks_how_far_and_who_moves(composed):
    """LISTEN19 #15: "Cross out circles on it until only a few are left." said not who, how many,
    nor who moves next. About half the circles, five at most, from the game's rows."""
    game, _, text, script = composed
    few = min(5, sum(game.engine.sizes) // 2)
    does = _marking(text).does
    for words, n in ((text, str(few)), (script, "five")):
        assert f"One person {does} circles on it, from any rows, until about {n} circles are left." in words
        assert "Then choose who moves next." in words
        assert "only a few are left" not in words


@pytest.mark.parametrize("name", list(GAMES))
def test_the_examples_board_is_covered_where_it_shares_the_first_rounds_sheet(name):
    """paper16's leftover: "Put board 1 away." after the worked examples, where board 1 shares board
    sheet 1 with the first round's board 2 and Setting up covers it. Large print lays row removal's
    boards two a sheet (board 1 covered) and four rows' one a sheet (board 1 put away): the words
    follow the plan's sheets, and the covering step says the same board."""
    _, text, script = composed_texts(GAMES[name](), load_profile("large-print"))
    done = script[script.index("That ends the worked examples.") :][:200]
    if name == "row-removal":
        # each step said once, at its moment (LISTEN29 #8): the examples' end says round 1's
        before = (
            "Before the worked examples, have board sheet 1 out and board sheet 2 away. "
            "Cover board 2 with the blank sheet."
        )
        assert flat(text).count(before) == 1
        # the table the step leaves, aloud (wave 36); the blank sheet moved, not laid again (LISTEN32 #7)
        back = (
            "That ends the worked examples. For the first round, have the first board sheet out and the second "
            "board sheet away. Move the blank sheet onto board 1."
        )
        assert done.startswith(back), done
    else:
        assert "cover board 1" not in flat(text)
        assert done.startswith("That ends the worked examples. Put board 1 away. Board 2 is for")
