"""A row game's words as round 23's cold readers met them, for the built-in game, the readers' four
rows (tests/rule_texts.py FOUR_ROWS) and a user's game of two refused moves, pen and tokens: every
move of the worked examples in the order the rules teach, or said once to leave the say-back out
(LISTEN23 #9, READER23 #18); each board sheet's step where it is needed (LISTEN23 #10); the row
names said apart from the sheet's places just after them (LISTEN23 #11); and the ending said so
that its last word stands out (LISTEN23 #8)."""

from __future__ import annotations

import re

import pytest

from rule_texts import composed_flat, row_games, row_games_and_two_refused

GAMES = row_games_and_two_refused()


@pytest.fixture(scope="module", params=[(g, p) for g in GAMES for p in ("standard", "tactile")])
def composed(request):
    name, profile = request.param
    return composed_flat(GAMES[name](), profile)


# the say-back voiced: the move said again, word for word (LISTEN29 #10)
SAID_BACK = re.compile(r"says: ([^.]+)\. The scribe says: \1\. ")


def _said_back(step: str) -> int:
    """Where the step's say-back begins, or -1 where it has none."""
    found = SAID_BACK.search(step)
    return found.start(0) if found else -1


LEFT_OUT = "From here on, for an allowed move, the examples leave out the scribe saying the move back and the yes."


def test_every_move_of_the_examples_has_its_say_back_or_is_said_to_leave_it_out(composed):
    """Example 3 refused a move straight after it was said, though the rules check only after the
    yes (LISTEN23 #9, READER23 #18), and an allowed move went straight to its read back. Every
    refused move is told with its say-back and yes; the first allowed move too, then said once
    that the later allowed moves leave them out."""
    _, kit, text, script = composed
    moves: list[str] = []  # each move said, with the lines told after it up to the next move
    for line in (line.text for x in kit.examples for line in x.steps):
        mover = line.split(" says: ", 1)[0] if " says: " in line else ""
        if mover and not mover.startswith(("The scribe", "Read back")):
            moves.append(line)
        elif moves:
            moves[-1] += f" {line}"
    refused = [t for t in moves if "That move is not allowed." in t]
    allowed = [t for t in moves if "That move is not allowed." not in t]
    assert len(refused) >= 1 and len(allowed) >= 2, moves
    for step in refused:
        assert 0 <= _said_back(step) < step.index(" says yes.") < step.index("The scribe checks the move."), step
    first = allowed[0]
    assert 0 <= _said_back(first) < first.index(" says yes.") < first.index(LEFT_OUT), first
    assert all(_said_back(t) < 0 and LEFT_OUT not in t for t in allowed[1:]), allowed
    for words in (text, script):
        assert words.count(LEFT_OUT) == 1
        assert len(SAID_BACK.findall(words)) == len(refused) + 1


def test_the_users_two_refusals_are_both_told_in_full():
    """A user's game of two refused moves, its own (no example added): both in full, as the first."""
    from accessible_kits.profile import load_profile
    from rule_texts import composed_texts

    kit, _, _ = composed_texts(GAMES["two-refused"](), load_profile("standard"))
    full = [line.text for x in kit.examples for line in x.steps if "says yes. The scribe checks the move." in line.text]
    assert len(full) == 2, [line.text for x in kit.examples for line in x.steps]


PHASES = ("For the worked examples", "For the first round", "For the second round", "For every round")


@pytest.fixture(scope="module", params=["standard", "large-print", "tactile"])
def kits(request):
    """{name: (game, kit, rules text flat, script)} of the built-in row game and the users' at the profile."""
    from accessible_kits.games import parse_game
    from unit.test_rows_told22 import SMALL_ROWS

    games = {**row_games(), "small-rows": lambda: parse_game(SMALL_ROWS, "small.toml")}
    return request.param, {name: composed_flat(game(), request.param) for name, game in games.items()}


def test_each_board_step_is_said_where_it_is_needed(kits):
    """Setting up listed a step for the worked examples, each round and the spare (LISTEN23 #10); then
    each came where it was needed, and a listener heard cover steps in three places and could not
    tell which board was used when (LISTEN27 #11); then one list in Setting up held every step, too
    many to hold by ear (LISTEN29 #8). Setting up says the rule; each step is said once, at its moment:
    before the worked examples, when they end and where the match begins, printed and said."""
    from rule_texts import section_texts

    profile, by_name = kits
    stepped = set()
    for name, (_, kit, text, script) in by_name.items():
        setup = " ".join(section_texts(kit, "setup"))
        examples = section_texts(kit, "examples")
        before = [t for t in examples if t.startswith("Before the worked examples, ")]
        if not before:  # no board shares its sheet: nothing to cover
            assert "blank sheet" not in setup and "blank sheet" not in script, (name, profile)
            continue
        assert examples[0] == before[0] and re.search(r"\b[Cc]over ", before[0])  # printed first, its own step
        assert "Each time the board in play changes, one short step says which board to cover then." in setup
        assert not [p for p in PHASES if f"{p}, " in setup], setup  # no step listed there
        for words in (text, script):
            assert "Setting up lists" not in words and words.count("Before the worked examples, ") == 1
        took = script.index("Put board" if "Put board" in script else "Follow along on board")
        assert script.index("Before the worked examples, ") < took
        done = script[script.index("That ends the worked examples.") :][:300]
        # the blank sheet in use moved, in the step itself (LISTEN32 #7), no sentence of its own before it
        moved = r"For (?:the first|every) round, [^.]*?(?:[Hh]ave [^.]+ away\. )?[Mm]ove the blank sheets? (?:onto|so)"
        assert re.search(moved, done) and done.lower().find("move the blank") >= done.find("round, "), done
        assert re.search(moved, text[text.index("That ends the worked") :])
        stepped.add(name)
    if profile in ("standard", "tactile"):  # boards share their sheets: the built-in game's and a user's
        assert {"row-removal", "four-rows"} <= stepped, (profile, stepped)


def test_the_row_names_are_said_apart_from_the_sheets_places_just_after_them(kits):
    """The note "As row names, top, middle and bottom mean ..." came after another sentence, and a
    listener still had to sort two kinds of place word (LISTEN23 #11). The sheet's places are never top,
    middle or bottom (upper and lower halves, left and right, going down); the row names are said
    to be the board's once, just after the sheets' places."""
    from rule_texts import section_texts

    profile, by_name = kits
    for name, (_, kit, text, script) in by_name.items():
        for words in (text, script):
            for row in ("top", "middle", "bottom"):  # never a part of the sheet or a board on it
                for part in (f"{row} half", f"{row} board", f"{row} of the sheet", f"{row} of board sheet"):
                    assert part not in words.lower(), (name, profile, part)
        board = section_texts(kit, "board")
        note = [i for i, t in enumerate(board) if " of a board, not " in t]
        sheets = [i for i, t in enumerate(board) if "board sheet" in t.lower() and " has board" in t]
        if not sheets or name == "four-rows":  # no shared sheet, or no row name a place word: no note
            assert not note, (name, profile, board)
            continue
        assert note == [sheets[-1] + 1], (name, profile, board)
        assert board[note[0]].startswith("The row names top, middle and bottom mean rows of a board, not parts")


def test_the_ending_says_in_this_game_so_its_last_word_stands_out(kits):
    """Four rows and Row removal end on the same sentence but for its last word, wins or loses
    (LISTEN23 #8). The welcome's key rule and the card's goal say "In this game" first, from the
    game's ending: the last word is the one that changes."""
    from accessible_kits.writers.rules_text import summary_text
    from rule_texts import flat

    profile, by_name = kits
    for name, (game, kit, _, script) in by_name.items():
        done = "covers" if "Each turn, cover circles" in script else "crosses out"
        last = "loses" if game.engine.ending == "last-move-loses" else "wins"
        end = f"In this game, whoever {done} the last circle {last}."
        assert f"Here is the most important rule. {end}" in script, (name, profile)
        assert flat(summary_text(kit)).startswith(f"{game.title}: quick reference Goal {end}"), name
        assert next(s.text for s in kit.summary_script if s.kind == "say") == end
    assert {"row-removal", "four-rows"} <= set(by_name)  # wins, and loses
