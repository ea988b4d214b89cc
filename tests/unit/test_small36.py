"""Round 35's cold readers' smaller doubts in the piece and grid games (issue 24, task small36): a teen total said
apart from its ten (LISTEN35 #1), a long blocked place's reasons in sentences that stand alone (#7), a laid piece
said as a shape on the board (#9), the why of the pass check first (#3), the raised side said (READER35 #14), a
row's cells said with their places and the words to ask for them (LISTEN35 #16), and the read back's board (#15)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import run_words
from accessible_kits.compose.words import PRINT, Twin, Voice, number_word, printed, render
from accessible_kits.families.polyomino.engine import normalise
from accessible_kits.families.polyomino.wording import PASS_WHO_CHECKS
from accessible_kits.families.polyomino.wording.blocked import Tried, broke_rule, heard_words
from accessible_kits.families.polyomino.wording.pieces import RAISED_SIDE, teen_sure
from accessible_kits.families.polyomino.wording.scribe import END
from accessible_kits.families.polyomino.wording.shapes import laid_words, shape_words
from rule_texts import blocked_said, composed_texts, flat, readers_games

EAR = Voice(ear=True)


@pytest.fixture(scope="module")
def piece_kits():
    """{(game, profile): (game, kit, rules text flat, script)} for the two piece games at large print and tactile."""
    from accessible_kits.profile import load_profile

    games, out = readers_games(), {}
    for name in ("corner-polyominoes", "garden"):
        for profile in ("large-print", "tactile"):
            game = games[name]()
            kit, text, script = composed_texts(game, load_profile(profile))
            out[name, profile] = (game, kit, flat(text), script)
    return out


@pytest.fixture(scope="module")
def grid_kits():
    """{game: (game, kit, rules text flat, script)} for the grid games at large print."""
    from accessible_kits.profile import load_profile

    games, out = readers_games(), {}
    for name in ("poison-corner", "long-corner"):
        game = games[name]()
        kit, text, script = composed_texts(game, load_profile("large-print"))
        out[name] = (game, kit, flat(text), script)
    return out


def test_a_teen_total_is_said_apart_from_its_ten_not_as_a_limit(piece_kits):
    """LISTEN34 #1, LISTEN35 #1: "which make thirteen cells for each player. That is between ten and twenty." was
    heard as a rule or a limit. Aloud, a teen total is said against the ten it sounds like, for any teen total."""
    for n in range(13, 20):
        assert render(teen_sure(EAR, n), EAR) == f" That is {number_word(n)}, not {number_word((n - 10) * 10)}."
        assert teen_sure(PRINT, n) == ""  # print's 13 is not misheard
    assert teen_sure(EAR, 12) == "" and teen_sure(EAR, 20) == ""
    for game, _, text, script in piece_kits.values():
        n = game.engine.total_area()
        assert "between ten and twenty" not in script and "between" not in text.split("which make")[1][:80]
        assert f"cells for each player. That is {number_word(n)}, not {number_word((n - 10) * 10)}." in script


def test_a_long_blocked_place_says_its_reasons_in_sentences_that_stand_alone(piece_kits):
    """LISTEN34 #5, LISTEN35 #7: "... every way covers a covered cell or goes off the board. Or it touches a side of
    Black's pieces." left "Or it" to belong to that cell or the next. Each sentence is whole, under 25 words heard,
    and the two together say every rule the engine found."""
    where = "over column H, the eighth column, row 5"
    why = ("covers a covered cell", "goes off the board", "touches a side of Black's pieces")
    (said,) = broke_rule([Tried(where, "Black's big square", "it", why)])
    sentences = re.split(r"(?<=\.) ", said)
    # the piece the subject, never "it" after a cell (LISTEN36 #4, LISTEN37 #19)
    assert sentences[1] == "Laid on free cells only, Black's big square touches a side of Black's pieces."
    assert sentences[2] == "Laid any other way, Black's big square covers a covered cell or goes off the board."
    assert all(heard_words(s) < 25 for s in sentences)
    for _, _, text, script in piece_kits.values():
        for words in (text, script):
            told = blocked_said(words)
            assert "Or it " not in told and not re.search(r"(?:^|\. )Or ", told), told
            # each place named after the count, where there are more than one (LISTEN39 #3)
            # each with its touching cells (LISTEN42 #4)
            places = r"(?: In the \w+, [^:]+ covers \w+ cells: [^.]*\. Then [^.]* a side with [^.]*\.)*"
            apart = rf"free cells only, [^.,]+ touches a side of [^.]*\.{places} Laid any other way, [^.,]+ covers"
            assert re.search(apart, told)


def _number(said: str) -> int:
    """A count as printed (2) or said (two)."""
    return int(said) if said.isdigit() else ["one", "two", "three", "four", "five", "six"].index(said) + 1


def _rebuilt(said: str) -> set:
    """The cells a laid_words sentence describes, rebuilt from its words alone: the line, then each cell beside it."""
    m = re.match(r"It lies as a (column|row) of (\w+) cells(?: in [^,]*(?:, the \w+ column)?)?, with (.*)\.$", said)
    assert m, said
    vertical, n = m.group(1) == "column", _number(m.group(2))
    line = [(0, -i) for i in range(n)] if vertical else [(i, 0) for i in range(n)]  # top down, left to right
    cells = set(line)
    for side, at in re.findall(r"(right of|left of|above|below) the (\w+) one", m.group(3)):
        names = ("top", "bottom") if vertical else ("left", "right")
        if at == names[0]:
            i = 0
        elif at == names[1]:
            i = n - 1
        elif at == "middle":
            i = 1
        else:
            i = ["first", "second", "third", "fourth", "fifth"].index(at)
        c, r = line[i]
        dc, dr = {"right of": (1, 0), "left of": (-1, 0), "above": (0, 1), "below": (0, -1)}[side]
        cells.add((c + dc, r + dr))
    return cells


def test_a_laid_piece_is_said_as_a_shape_on_the_board_from_the_engines_cells(piece_kits):
    """LISTEN34 #12, LISTEN35 #9: "It lies turned a quarter turn anticlockwise from its shape in the part called The
    pieces." had a listener rebuild the piece in mind. Every way every piece of both games can lie whose words differ
    from The pieces' is said as a line with cells beside it, and the words rebuild the engine's cells."""
    game, kit, text, script = piece_kits["garden", "large-print"]
    assert "It lies as a column of 3 cells in column A, with one more cell right of the middle one." in text
    assert "It lies as a column of three cells in column A, with one more cell right of the middle one." in script
    for _, _, text, script in piece_kits.values():
        assert "quarter turn" not in text + script and "from its shape in" not in text + script
    from accessible_kits.families.polyomino.wording import Wording
    from accessible_kits.profile import load_profile

    for name in ("corner-polyominoes", "garden"):
        game, kit, _, _ = piece_kits[name, "large-print"]
        w = Wording(game, load_profile("large-print"), kit.plan, Voice())
        for piece in game.engine.pieces:
            for shape in game.engine.shapes(piece):
                said = w.turned_from(piece.name, shape).strip()
                assert bool(said) is (shape_words(w.v, shape) != shape_words(w.v, piece.shape))
                if said:
                    assert normalise(_rebuilt(said)) == normalise(shape), (piece.name, said)
                    assert len(render(said, EAR).split()) < 25
    # a user's piece with no line and neighbours (a W pentomino): the shape as The pieces says shapes
    w_cells = {(0, 0), (1, 0), (1, 1), (2, 1), (2, 2)}
    assert laid_words(Voice(), w_cells) == ""


def test_the_pass_check_comes_after_the_end_that_says_why(piece_kits):
    """LISTEN35 #3: "The scribe checks whether the other player can place a piece, and tells you." came before the
    end (neither can place), which is why a player who passes needs to know."""
    for _, _, text, script in piece_kits.values():
        for words in (text, script):
            end = words.index(END)
            # said by the end check, after every turn (READER38 #7: tests/unit/test_poly39.py)
            why = words.index("The scribe checks after every turn whether the game has ended.")
            assert end < why < words.index(PASS_WHO_CHECKS) < end + 400
            assert "The scribe checks whether the other player can place a piece" not in words


def test_a_raised_piece_says_what_its_raised_side_is_and_whose_a_flipped_one_is(piece_kits):
    """READER35 #14: "Then it lies raised side down" never said what is raised; and a flipped piece "still counts as
    yours" read as still felt as yours. The raised side is said before its first use; a flipped piece's marks are
    underneath, and the scribe says whose it is."""
    for (name, profile), (_, _, text, script) in piece_kits.items():
        for words in (text, script):
            if profile != "tactile":
                assert RAISED_SIDE not in words
                continue
            assert words.index(RAISED_SIDE) < words.index("raised side up")
            if name == "garden":  # its zig-zag alone is flipped
                assert "Then it lies raised side down, with its marks underneath. It still counts as yours." in words


def test_a_rows_cells_are_said_with_their_places_and_the_words_to_ask(grid_kits):
    """LISTEN35 #16: "If a player asks, the scribe names row 3's cells. The scribe says: column A row 3, column B
    row 3, ..." said B, C and D plainly and gave no words to ask. The player's words, then the cells as a move's
    block is read back, a letter that sounds like another with its place."""
    for game, kit, text, script in grid_kits.values():
        e = game.engine
        after = e.play(e.initial(), e.parse(kit.record_sheets[0].example[2]))
        row = max(r for r, n in enumerate(e.row_ends(after)) if n)
        last = e.row_ends(after)[row] - 1
        ask = f"To hear which cells a row still has, a player asks, like: cells in row {row + 1}, please."
        assert ask in text and ask in script
        cells = render(run_words(Twin(), 0, last, row, columns=e.columns, letters=True), EAR)
        assert f"{ask} The scribe says: {cells}." in script
        assert re.search(r", the \w+, in row", cells)  # the last letter sounds like another here
        assert not re.search(r"column [B-EG] row", cells)
        assert f"The scribe says: {printed(run_words(Twin(), 0, last, row, columns=e.columns, letters=True))}." in text
    # one cell: with its place where A sounds like H, on a board of eight columns
    assert render(run_words(Twin(), 0, 0, 2, columns=8, letters=True), EAR) == "column A, the first column, row 3"
    assert render(run_words(Twin(), 0, 0, 2, columns=7, letters=True), EAR) == "column A row 3"


def test_the_read_back_example_says_the_board_it_starts_from(grid_kits):
    """LISTEN35 #15: "After column E row 2, the read back is: ..." did not say the board it starts from. It starts
    from the board with every cell still there, as the engine plays it."""
    for game, kit, text, script in grid_kits.values():
        e = game.engine
        move = kit.record_sheets[0].example[2]
        counts = [int(n) for n in reversed(e.row_ends(e.play(e.initial(), e.parse(move))))]
        said = re.search(
            rf"On a board with every cell still there, a player chooses {move}\. Then the read back is: ([^.]*)\.", text
        )
        assert said and [int(n) for n in re.findall(r"(\d+) cells? in row", said.group(1))] == counts
        assert "the read back is: " not in script.replace("Then the read back is: ", "")
