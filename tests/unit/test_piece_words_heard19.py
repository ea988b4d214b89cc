"""Round 19's readers on a polyomino kit: the scribe's words for every rule a move can break, a
refusal naming every own cell it touches along a side, and the rest of LISTEN19's and READER19's
polyomino items. Each read in the built-in game and in a user game (garden, with people's names and
its own pieces)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.errors import IllegalMove
from accessible_kits.families.polyomino.engine import RULES
from accessible_kits.families.polyomino.wording.blocked import pass_check
from accessible_kits.families.polyomino.wording.refused import REFUSED
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import GARDEN_CORNERS, LEFT_OVER, blocked_said, composed_texts, flat

LARGE = load_profile("large-print")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}


def texts(name: str):
    """(kit, rules text on one line, rules script) at large print."""
    kit, text, script = composed_texts(GAMES[name], LARGE)
    return kit, flat(text), script


def part(text: str, title: str, after: str) -> str:
    """A section of the rules text, from its title to the next section's."""
    start = text.index(f" {title} ")
    return text[start : text.index(f" {after} ", start)]


def test_the_scribe_has_words_for_every_rule_the_engine_refuses_by():
    """One list: the engine's rules and the scribe's words have the same keys, in the same order."""
    assert list(REFUSED) == list(RULES)


@pytest.mark.parametrize("name", GAMES)
def test_the_scribe_says_each_refusal_in_its_own_words(name):
    """Only one rule had the scribe's words, "For example: that cell shares a side with your own
    piece" (LISTEN19 #26): each rule has a sentence of its own, under 25 words."""
    _, text, script = texts(name)
    scribe = part(text, "Playing with a scribe", "Fixing a mistake")
    assert "For example: that cell shares a side" not in scribe
    for words in (
        "your first piece must cover your start cell.",
        "no corner touches your own pieces.",
        "that cell is already covered.",
        "that cell is not on the board.",
        "those cells do not make its shape.",
        "that piece is already on the board.",
    ):
        assert f"the scribe says: {words}" in scribe, words
        assert f"the scribe says: {words}" in script, words
    # the side rule's words name the cells (LISTEN21 #13), in an example from this game
    side = "If a side of the new piece touches the player's own pieces, the scribe names the cells that touch."
    assert f"{side} For example: " in scribe
    assert f"{side} For example: column " in script
    for said in REFUSED.values():
        for sentence in said.split(". "):
            assert len(sentence.split()) < 25, sentence


def test_a_refusal_names_every_own_cell_a_side_touches():
    """Garden's block C3+D3+C4+D4 beside the ell B3, B2, C2: C3 shares a side with B3 and with C2
    (READER19 #15: "Otters' B3" alone was checked twice)."""
    _, text, script = texts("garden")
    # the own cells in a sentence of their own: with their places, as said back, one ran past 24 words;
    # printed as said (READER23 #3, #4)
    said = (
        "The scribe says: column C, the third column, row 3 shares a side with your own cells. "
        "They are column B, the second column, row 3; and column C, the third column, row 2."
    )
    assert said in text and said in script
    _, text, _ = texts("corner-polyominoes")
    said = "column A, the first column, row 2 shares a side with your own cell column A, the first column, row 1."
    assert f"The scribe says: {said}" in text


def test_cells_that_share_sides_are_all_named_by_the_engine():
    """Two cells of the new piece beside two own cells: each of both named, the verb agreeing."""
    e = GAMES["corner-polyominoes"].engine
    pos = e.initial()
    for move in ("monomino A1", "monomino H8", "domino B2+C2", "domino G7+F7"):
        pos = e.play(pos, e.parse(move))
    with pytest.raises(IllegalMove, match=r"^B3 and C3 share a side with White's B2 and C2$"):
        e.check(pos, e.parse("straight triomino A3+B3+C3"))


@pytest.mark.parametrize("name", GAMES)
def test_the_cells_left_column_is_said_by_the_players_names(name):
    """The sheet's "Cells left: W and B, like W 3, B 5." was read aloud, and "B 5" heard as a cell (LISTEN19 #20):
    the rules say it by the players' names; the sheet's own hint keeps the marks it is written with."""
    kit, text, script = texts(name)
    first, second = GAMES[name].players[:2]
    (a, b), (x, y) = LEFT_OVER[GAMES[name].id]  # counts the game's pieces can leave (READER26 #1)
    each = "each player has left, by name, like"  # a side is a piece's edge (LISTEN32 #15)
    if GAMES[name].id == "corner-polyominoes":  # own names on the match record (LISTEN26 #16)
        # no stand-in names the rules never met (LISTEN27 #8, LISTEN37 #21): the form shows its example
        own = "Cells left: each player's own name, then how many cells that player has left."
        assert own in text and own in script and "Sam" not in text + script
    else:  # in the match form's own shape, "Otters 3, Red team 5" (READER29 #5)
        assert f"Cells left: how many cells {each} {first} {a}, {second} {b}." in text
        assert f"Cells left: how many cells {each} {first} {x}, {second} {y}." in script
    match = next(s for s in kit.record_sheets if s.id == "match")
    hint = next(c.hint for c in match.columns if c.name == "Cells left")
    assert "by own name, like Sam" in hint or f"by name, like {GAMES[name].players[0]}" in hint  # READER28 #50
    w, b = kit.record_sheets[0].columns[1].hint.removeprefix("mark ").split(" or ")  # the marks: W for White
    w, b = w.split(" ")[0], b.split(" ")[0]
    assert not re.search(rf"\b{w} (3|three)\b|\b{b} (5|five)\b", script + text + hint)  # the marks, not said


@pytest.mark.parametrize("name", GAMES)
def test_a_fixed_mark_is_followed_by_the_whole_board(name):
    """The fix's "Then the scribe reads back the board as it now is": the last move's read back, or the whole
    board? (LISTEN19 #17). A game of pieces reads back the piece laid, so the fix says the whole board."""
    _, text, script = texts(name)
    fixing = part(text, "Fixing a mistake", "Worked examples")
    assert "Then the scribe reads back the whole board, row by row." in fixing
    assert "Then the scribe reads back the whole board, row by row." in script
    assert "the board as it now is" not in text
    # a game of marks reads its board back after every move: its words stay
    _, marks, _ = composed_texts(load_game("poison-corner"), LARGE)
    assert "Then the scribe reads back the board as it now is." in flat(marks)


@pytest.mark.parametrize("name", GAMES)
def test_the_pass_says_at_once_what_happens_when_neither_player_can_place(name):
    """A pass "but the other player can" left the listener asking what happens if neither can,
    answered only later (LISTEN19 #27)."""
    _, text, script = texts(name)
    pas = "Then you pass: say the word pass."
    # the end in its one wording (LISTEN29 #18), just after the pass, as the table lives it (LISTEN37 #16)
    end = "The game ends at once when neither player can place a piece."
    for said in (text, script):
        # then how the scribe checks a pass, in its steps (READER33 #16), after its say-back (LISTEN30 #18)
        checked = said.index(pass_check(True)[0])
        back = said.index("When you pass, the scribe says pass back")
        assert said.index(pas) < said.index(end) < said.index(pas) + 120 < back < checked


@pytest.mark.parametrize("name", GAMES)
def test_playing_without_cutting_is_said_where_it_is_offered(name):
    """The setting up step's "see the part called Pieces without cutting" made a listener wait for a
    later part (LISTEN19 #25): the step says what the other way is, in one sentence, with the game's marks."""
    kit, text, script = texts(name)
    record = next(s for s in kit.record_sheets if s.id == "record")
    hint = next(c.hint for c in record.columns if c.name == "Player")  # "mark W for White or B for Black"
    w, b = (m.split(" for ")[0] for m in hint.removeprefix("mark ").split(" or "))
    setup = part(text, "Setting up", "Your turn")
    # what uncut pieces are said once, in The pieces, before any part names them (LISTEN28 #20)
    said = "Or play with uncut pieces, as the part called The pieces says."
    assert said in setup and said in script
    told = f"The scribe writes your mark, {w} or {b}, in each cell your piece covers."
    assert told in part(text, "The pieces", "Before you play") and told in script
    assert "see the part called Pieces without cutting" not in text


WIDE = """id = "wide-corners"
title = "Wide corners"
family = "polyomino"
minutes = [10, 20]
players = ["First player", "Second player"]
[params]
columns = 26
rows = 6
starts = ["A1", "Z6"]
pieces = [{ name = "dot", cells = ["A1"] }, { name = "pair", cells = ["A1", "B1"] }]
"""


def test_a_long_row_of_the_whole_board_is_one_sentence():
    """A property test's row of many covered cells, with the long names a file's roles give outside the worked
    examples ("the second player"): each cell said alone, no runs, and the row one sentence however long, never
    cut by a full stop, which every cold reader took for the row's end (rounds 33 to 35). The sentence rule counts
    the list after "Row 5:" as one item (tests/test_rules.py)."""
    from accessible_kits.compose.words import Voice
    from accessible_kits.families.polyomino.engine import Position
    from accessible_kits.families.polyomino.wording import Wording

    game = parse_game(WIDE, "wide.toml")
    w = Wording(game, LARGE, None, Voice())  # type: ignore[arg-type]  # the board's words read no sheet plan
    runs = {(c, 4): 0 for c in range(4)} | {(4, 4): 1} | {(c, 4): 0 for c in (5, 6, 7)} | {(9, 4): 1}
    alternating = {(c, 2): c % 2 for c in range(26)}  # no run: a row of 26 cells, each said alone
    pos = Position(owner=tuple(sorted((runs | alternating | {(0, 0): 1, (1, 0): 1}).items())))
    said = w.whole_board(pos)
    # each letter with its place, as every read back says it (READER27 #2); every row "Row 5:", no count (LISTEN35)
    assert (
        "Row 5: column A, the first column, the first player; "
        "column B, the second column, the first player; column C, the third column, the first player;" in said
    )
    assert "; and column J, the tenth column, the second player." in said and ". And column" not in said
    assert "covered cells" not in said and "through" not in said and "goes on" not in said
    assert "cells in row" not in said
    pair = "column A, the first column, the {}; and column B, the second column, the second player"
    assert f"Row 3: {pair.format('first player').replace('; and', ';')}; column C" in said
    assert "; and column Z, the twenty-sixth column, the second player." in said
    assert f"Row 1: {pair.format('second player')}." in said
    rows = said.split(". ")
    assert len(rows) == 3 and all(row.startswith("Row ") for row in rows), "a row a sentence"
    assert rows[1].count("; ") == 25  # the 26 cells of row 3 in one sentence
    _, text, _ = texts("corner-polyominoes")
    assert "Row 2: column B, the second column, White; and column C, the third column, White." in text


@pytest.mark.parametrize(
    ("name", "said"),
    [
        (
            "corner-polyominoes",
            [
                "Black's next piece would have to cover a free cell touching Black's pieces only at corners. "
                # each cell as the scribe says it, its place with it (LISTEN33 #6): four too long to name here
                "There are 4 such cells.",
                # a cell a line, with the rules broken over it (LISTEN21 #15: four cells, then every rule at once)
                # every way to lay it over the cell, as the engine checks it (LISTEN22 #3), said short, in the one
                # form every cell and player has: breaks a rule, then each rule (LISTEN25 #21, #22)
                # "any way" said in full first (LISTEN28 #25); just before the first place tried (LISTEN31 #15)
                # how each place is tried, said once, and the piece the subject of each line (LISTEN37 #17)
                # turned only, where no flip gives a new shape (READER39 #13)
                "Each piece left is tried in every place that covers such a cell, turned in every direction. "
                # what cannot cover the cell, then why: "Over column F row 8" was heard as above it (LISTEN41 #7)
                "Black's big square cannot cover column F row 8. "
                "However it covers that cell, it also covers a covered cell or goes off the board.",
                # what cannot be placed, then why, heard once (LISTEN36 #4); the one way on free cells by its cells,
                # and which of its cells share a side, the piece the subject, never "it" after a cell (LISTEN37 #19)
                "Black's big square cannot cover column H, the eighth column, row 5. "
                "Laid on free cells only, Black's big square covers 4 cells: column G, the seventh column, row 5; "
                "column H, the eighth column, row 5; column G, the seventh column, row 4; and column H, the eighth "
                "column, row 4. Then column G, the seventh column, row 5; and column G, the seventh column, row 4 "
                "share a side with Black's pieces. Laid any other way, Black's big square covers a covered cell or "
                "goes off the board.",
                "Black's big square cannot cover column G, the seventh column, row 2. "
                # how many places on free cells, where more than one (LISTEN38 #4)
                "Laid on free cells only, Black's big square has 2 places there and each touches a side of Black's "
                "pieces. "
                # then each place by its cells (LISTEN39 #3, READER39 #16)
                "In the first, Black's big square covers 4 cells: column G, the seventh column, row 3; column H, the "
                "eighth column, row 3; column G, the seventh column, row 2; and column H, the eighth column, row 2. "
                # and which of its cells touch (LISTEN42 #4)
                "Then column G, the seventh column, row 3 shares a side with Black's pieces. "
                "In the second, Black's big square covers 4 cells: column G, the seventh column, row 2; column H, the "
                "eighth column, row 2; column G, the seventh column, row 1; and column H, the eighth column, row 1. "
                "Then column G, the seventh column, row 1 shares a side with Black's pieces. "
                "Laid any other way, Black's big square covers a covered cell.",
                "So neither player can place a piece.",
            ],
        ),
        (
            "garden",
            [
                "Otters' next piece would have to cover a free cell touching Otters' pieces only at corners. "
                "There is one such cell: column E, the fifth column, row 5.",
                # the one form of both blocked players' lines (READER27 #4, #5)
                "Each piece left is tried in every place that covers such a cell, turned and flipped. "
                "Neither Otters' block nor zig-zag can cover column E, the fifth column, row 5. "
                "However either covers that cell, it also covers a covered cell.",
                "So neither player can place a piece.",
            ],
        ),
    ],
)
def test_a_blocked_player_is_told_the_cells_a_piece_would_need_and_why_none_can(name, said):
    """The end's "Each free space shaped like Black's big square breaks a rule" was not checked by ear (LISTEN19
    #24): the free cells touching the player's pieces only at corners, and the rules the engine found
    broken by every piece left laid over each of them; each sentence under 25 words as heard."""
    _, text, script = texts(name)
    for line in said:
        assert line in text, line
    end = re.sub(r"(?<=covers )[^.]*", "", blocked_said(script))  # a list of cells one item (tests/test_rules.py)
    for sentence in end.split(". "):
        assert len(sentence.split()) < 25 + 3 * sentence.count(" row "), sentence
