"""A grid game's worked examples as round 27's cold braille reader met them, for the built-in poison
corner and the readers' long corner (tests/rule_texts.py MAYA), at a pen profile and by touch:
an example begun on another board than the practice board shows is set up there by touch, from a
full board (READER27 #10), the end example too (READER27 #11); pen marks stay, so pen kits keep "Do
not mark anything"; one allowed move is said back in full, in the scribe section's words, then the
yes (READER27 #12); and every say-back shown gives a sound-alike letter its place, as the rules
say, and no other letter one (READER27 #2)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import alike
from accessible_kits.compose.words import ordinal_word
from accessible_kits.games.notation import column_letter, parse_cell
from rule_texts import composed_flat, readers_games

GAMES = {name: load for name, load in readers_games().items() if name in ("poison-corner", "long-corner")}
CASES = [(g, p) for g in GAMES for p in ("standard", "large-print", "tactile")]
SAY_BACK = re.compile(r"(\w+) says: column ([A-Z]) row (\d+)\. The scribe says: ([^.]*)\. \1 says yes\.")


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (game, kit, rules text flat, script)}, composed once for the module (liblouis
    measures the tactile labels' braille, outside the fast tier's function-scoped guard)."""
    return {(g, p): composed_flat(GAMES[g](), p) for g, p in CASES}


def _back(cell, places: set[int]) -> str:
    """A cell as the scribe section teaches it said back, written out here: its place where its letter
    sounds like another of the board's (`places`), else as the player says it."""
    c, r = cell
    if c in places:
        return f"column {column_letter(c)}, the {ordinal_word(c + 1)} column, row {r + 1}"
    return f"column {column_letter(c)} row {r + 1}"


def _said_examples(kit) -> dict[int, list[str]]:
    """Each worked example's spoken sentences, by its number: from its heading to the next one's."""
    says = [seg.text for seg in kit.script if seg.kind == "say"]
    starts = [says.index(x.heading.sentences[0].said) for x in kit.examples]
    ends = [*starts[1:], says.index("That ends the worked examples.")]
    return {x.number: says[a:b] for x, a, b in zip(kit.examples, starts, ends, strict=True)}


@pytest.mark.parametrize(("game", "profile"), CASES)
def test_an_example_on_another_board_is_set_up_by_touch_and_only_heard_with_a_pen(kits, game, profile):
    """Example 2 began "Start with a full board. It is not the board in front of you. Do not mark
    anything." on the practice board Example 1 had laid tokens on, and the end example "Only A1 ...
    is still there." with no set-up (READER27 #10, #11). By touch: every token off, then a token on
    each cell the example's board no longer has, before its first move; the end example's after "You
    may just listen.", the other choice. The examples end with every token off, back to a full board
    for the game. Pen marks stay: "Do not mark anything", and no set-up."""
    _, kit, text, _ = kits[game, profile]
    touch = profile == "tactile"
    said = _said_examples(kit)
    first, *elsewhere = kit.examples  # the first example starts on the practice board, as it is
    # the cast's lines, then the board (the count of turns only where the title does not say it: grid30)
    assert "Start with a full board." in " ".join(first.lines[:2]) and "set it up" not in " ".join(first.lines)
    assert len(elsewhere) == 2  # Example 2 from a full board, Example 3 near the end
    for x in elsewhere:
        printed, heard = " ".join(x.lines), " ".join(said[x.number])
        assert "It is not the board in front of you" in heard
        moved = next(i for i, line in enumerate(x.lines) if " says: " in line or " chooses " in line)
        before = " ".join(x.lines[:moved])  # said before its first move
        if not touch:
            assert "set it up" not in printed + heard and "take every token off" not in printed + heard
            assert "Do not mark anything." in heard
            if "near the end of a game" not in printed:
                assert "It is not the board in front of you. Do not mark anything." in before
            continue
        assert "Do not mark anything" not in printed + heard
        assert "To set it up, take every token off the practice board." in before, before
        if "near the end of a game" in printed:  # lay a token on every cell but the poison cell
            assert "Then cover every cell except A1." in before, before
            assert "You may just listen." in heard and "Or, to set it up, take every token off" in heard
            assert "Then cover every cell except column A row 1." in heard
        else:
            assert "Start with a full board. To set it up, take every token off the practice board." in before
    back = "That ends the worked examples. Take every token off the practice board: you need them all for each round."
    assert (back in text) is touch


@pytest.mark.parametrize(("game", "profile"), CASES)
def test_one_allowed_move_is_said_back_in_full_then_the_yes(kits, game, profile):
    """The examples showed no allowed move's say-back and yes, only refused ones and the poison cell
    (READER27 #12). The first move that marks cells is told as at the table: the player says it, the
    scribe says it back in the scribe section's words, the player says yes; then, once, that the
    later ones leave this out, but for the poison cell's: a note after the step (READER29 #15). In print
    and in speech."""
    g, kit, text, _ = kits[game, profile]
    e = g.engine
    places = {i for group in alike(e.columns) for i in group}
    first = next(r for results in g.replays for r in results if not r.reason and r.move != e.poison)
    who = {"poison-corner": "Sam", "long-corner": "Maya"}[game]  # the stand-in name, or the file's own
    c, r = first.move
    back = _back(first.move, places)
    full = f"{who} says: column {column_letter(c)} row {r + 1}. The scribe says: {back}. {who} says yes."
    leave = "From here on, for an allowed move, the examples leave out the scribe saying the move back and the yes."
    still = "The examples still show them for"
    examples = " ".join(line for x in kit.examples for line in x.lines)
    assert full in examples, examples
    # its cells in the same step, as the scribe's: "The move covers" there asked which move
    assert f"{full} Then the scribe " in examples
    assert examples.count(leave) == 1
    assert f"{leave} {still} A1, the poison cell." in [line for x in kit.examples for line in x.lines]
    heard = " ".join(s for said in _said_examples(kit).values() for s in said)
    assert full in heard and f"{leave} {still} column A row 1, the poison cell." in heard
    assert f"The scribe says: {back}." in text  # the scribe section's example cell is the same D2 or E2


@pytest.mark.parametrize(("game", "profile"), CASES)
def test_every_say_back_shown_gives_a_sound_alike_letter_its_place_and_no_other(kits, game, profile):
    """The rules say a letter that sounds like another of the board's is always said back with its
    place, and name the letters said back plainly ("only A and F"): every say-back the examples
    show keeps that rule, allowed, refused and the poison cell's alike (READER27 #2)."""
    g, kit, _, _ = kits[game, profile]
    columns = g.engine.columns
    places = {i for group in alike(columns) for i in group}
    examples = " ".join(line for x in kit.examples for line in x.lines)
    shown = SAY_BACK.findall(examples)
    assert len(shown) >= 3  # an allowed move, a refused one and the poison cell's
    lettered = set()
    for _, col, row, back in shown:
        c, r = parse_cell(f"{col}{row}", columns, g.engine.rows)
        assert back == _back((c, r), places), back
        assert ("the " in back) is (c in places)
        lettered.add(c in places)
    assert lettered == {True, False}  # both kinds shown: D or E with its place, A or F plainly
    plain = [chr(ord("A") + i) for i in range(columns) if i not in places]
    said = f"On this board, columns {' and '.join(plain)} sound like no other column. So they are said back plainly."
    assert said in kits[game, profile][2]
