"""A row game's words as round 25's cold readers met them, for the built-in game and the readers'
four rows (tests/rule_texts.py FOUR_ROWS) and a user's game whose four boards share one sheet
(TWO_REFUSED), pen and tokens: a player always has a move while a circle is left (LISTEN25 #12), which
row "the second row" would be, by its name (READER25 #11), and which blank sheet moves when the
worked examples end, and which stay (READER25 #13)."""

from __future__ import annotations

import re

import pytest

from rule_texts import ROW_CASES, composed_row_case, section_texts


@pytest.fixture(scope="module", params=ROW_CASES)
def composed(request):
    return composed_row_case(request.param)


def test_a_player_always_has_a_move_while_a_circle_is_left(composed):
    """LISTEN25 #12: no sentence said that a player always has a move (Q4 needed an inference). How
    the game ends says it, after the end rule and before "never ends in a draw", with the game's own
    verb: true of every row game, since a row with a circle left allows a move of one."""
    _, kit, text, script = composed
    do = "cover" if "Each turn, cover circles" in text else "cross out"
    said = f"While any circle is left, there is always a move: you can {do} one circle."
    ending = section_texts(kit, "ending")
    assert said in ending, ending
    assert ending.index(said) == len(ending) - 2 and ending[-1].startswith("A game never ends in a draw")
    assert text.count(said) == script.count(said) == 1


@pytest.mark.parametrize("part", ["text", "script"])
def test_the_second_row_is_said_by_its_name(composed, part):
    """READER25 #11: "Say top, middle or bottom, never a number such as second row." left which row
    that is to be inferred, while four rows said it outright. One sentence, from the game's own
    second name going down, for names that are places and names that are not, just after how a row
    is said; never "is called the middle row" beside "not by its place" (LISTEN21 #6)."""
    from accessible_kits.games.notation import row_called

    game, _, text, script = composed
    words = text if part == "text" else script
    names = game.engine.row_names
    second = row_called(names[1])
    said = f"The second row going down is {second}: call it {second}."
    assert words.count(said) == 1, words
    assert "So the second row going down is called" not in words
    how = (
        f"never a number such as second row. {said}"
        if all(n.lower() in ("top", "middle", "bottom") for n in names)
        else f"Say a row by its name, not by its place. {said}"
    )
    assert how in words


def _uses(text: str) -> tuple[int, int]:
    """(the worked examples' board, the first round's board), as Setting up names them."""
    examples = re.search(r"Board (\d+) is for the worked examples\.", text)
    first = re.search(r"Board (\d+) is for (?:the first|every) round\.", text)
    assert examples and first, text
    return int(examples[1]), int(first[1])


def _done(kit, text: str) -> str:
    """What the examples' section says when the examples end, from "That ends the worked examples."."""
    lines = section_texts(kit, "examples")
    return " ".join(lines[next(i for i, t in enumerate(lines) if t.startswith("That ends the worked examples.")) :])


def test_the_examples_end_says_the_first_rounds_step(composed):
    """READER25 #13: "Move the blank sheet from board 1 onto board 2." while two blank sheets were in
    use; LISTEN27 #11: cover steps in three places; LISTEN29 #8: listed in Setting up, too many to
    hold by ear. When the examples end, the first round's own step is said there, once: it covers
    every other board of its sheet, read from the sheet plan, and Setting up does not list it. LISTEN32
    #7: "cover board 1 with the blank sheet" was heard as a second sheet: the one in use is moved, from
    the board it lies on, and the rest are said to stay covered, by name."""
    from accessible_kits.compose.preparation import board_names

    _, kit, text, _ = composed
    _, first = _uses(text)
    done = _done(kit, text)
    if "Each time the board in play changes" not in text:
        assert "blank sheet" not in done, done
        return
    when = "For every round" if f"Board {first} is for every round." in text else "For the first round"
    # the step's own words, no sentence of its own before it (LISTEN26 #9)
    assert done.lower().find("move the blank sheet") >= done.find(f"{when}, ") >= 0, done
    group = next(g for g in kit.plan.groups() if first - 1 in g)
    others = board_names([f"Board {i + 1}" for i in group if i + 1 != first])
    step = done[done.index(f"{when}, ") :].split(" Now only")[0]
    said = re.findall(r"[Cc]over (boards? [\d ,and]+?) with|onto (board \d+)\.|so that (boards [\d ,and]+?) are", step)
    numbers = sorted(int(n) for m in said for n in re.findall(r"\d+", " ".join(m)))
    assert board_names([f"Board {n}" for n in numbers]) == others, step
    setup = " ".join(section_texts(kit, "setup"))
    assert f"{when}, " not in setup and text.count(f"{when}, ") == 1, setup


@pytest.fixture(scope="module")
def every_case():
    """Every case composed before the test (a module fixture runs before the fast tier's guard): a tactile
    kit's braille labels ask liblouis, and a test composing alone in a worker failed as starting a program."""
    return {case: composed_row_case(case) for case in ROW_CASES}


def test_some_kit_covers_more_than_one_board_at_once(every_case):
    """The case READER25 #13 met is among this module's: a sheet in play with more than one blank sheet
    on it (the built-in game's raised kit, and every kit of TWO_REFUSED), listed in Setting up."""
    two = [case for case, composed in every_case.items() if re.search(r"with the blank sheets\.", composed[2])]
    assert ("row-removal", "tactile") in two and ("two-refused", "standard") in two, two
