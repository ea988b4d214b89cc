"""Round 33's cold listener on a polyomino kit (LISTEN33 #1, #3, #4, #6, #9, #17), heard in the built-in
corner-polyominoes and the readers' Garden corners, at large print and at tactile: the examples' cells said as
the scribe says them, who judges a pass, a long row's count apart from its number, every piece's count and how
it lies, the sound-alike letters named, and a teen total placed."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import alike
from accessible_kits.compose.words import Voice, join, number_word, printed, render
from accessible_kits.families.polyomino.wording.shapes import shape_words
from accessible_kits.games.notation import column_letter
from rule_texts import blocked_said, piece_games_at_large_and_tactile, piece_heard_case

GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def test_the_examples_cells_are_said_as_the_scribe_says_them(heard):
    """LISTEN33 #6: "column H row 5, column D row 3 and column G row 2" said plainly the letters the rules promise
    with their place. Every cell the narrator names in an end example's proof and in why a move is allowed: a
    letter that sounds like another with its place from the left, as the say-back says it."""
    _, w, _, text, script, _ = heard
    places = {column_letter(i) for i in w.places_said()}
    assert places  # both boards have sound-alike letters
    for words in (text, script):
        told = blocked_said(words) + " ".join(re.findall(r"It touches [^.]*\.", words))
        cells = re.findall(r"column ([A-Z])(, the [\w-]+ column,)? row \d+", told)
        assert any(letter in places for letter, _ in cells), told
        for letter, place in cells:
            assert bool(place) is (letter in places), (letter, told)


def test_who_judges_that_the_other_player_can_place_is_said(heard):
    """LISTEN33 #17: "If you cannot place any of your pieces, but the other player can, you pass": a blind player
    cannot judge the other player's pieces. Who checks it and says so, a sentence each, after the pass."""
    _, _, _, text, script, _ = heard
    # after the end, which says why it matters (LISTEN35 #3: tests/unit/test_small36.py); by the end check the
    # scribe makes after every turn, or without one the player about to move (READER38 #7: tests/unit/test_poly39.py)
    scribe = "The scribe checks after every turn whether the game has ended."
    other = "Without a scribe, the player who did not make the last move checks this, and says so."
    for words in (text, script):
        at = words.index("Then you pass: say the word pass.")  # LISTEN37 #16
        assert at < words.index(scribe) < words.index(other)


def test_a_rows_number_is_said_apart_from_any_count(heard):
    """LISTEN33 #4: "Row 6, four cells: column A, ..." was heard as the cell "row 6 four". No row says a count
    now (LISTEN35): an end example's long row opens "Row 6:" as every other, in print and aloud."""
    _, _, _, text, script, _ = heard
    for words in (text, script):
        assert not re.search(r"Row \d+, \w+ cells", words) and not re.search(r"cells in row \d+: [Cc]olumn ", words)
        long_rows = [row for row in re.findall(r"\bRow \d+: ([^.]*)\.", words) if row.count("; ") >= 3]
        assert long_rows, "an end example's long row"


def test_every_pieces_cells_come_with_their_count_and_how_it_lies(heard):
    """LISTEN33 #9: "Otters' tee covers column A row 7; column A row 6; ..." had no count, unlike the other lines,
    and a turned tee: the listener rebuilt the shape to believe it. Every piece's line of two cells or more says
    its count; a piece laid so its shape is said otherwise than The pieces says it is said to be turned or flipped."""
    game, w, _, text, script, _ = heard
    for words in (text, script):
        assert not re.search(r"covers column [^.]*; ", words), "a piece's cells without their count"
    end = next(rs[-1].after for rs in w.replays_told() if rs and game.engine.is_over(rs[-1].after))
    lies = []
    for _, move in end.placed:
        piece = game.engine.piece(move.piece)
        turned = w.turned_from(move.piece, move.cells)
        differs = shape_words(w.v, move.cells) != shape_words(w.v, piece.shape)
        assert bool(turned) is differs, move
        if turned:
            lies.append(turned)
    if game.title == "Garden corners":  # its tee lies on its side in example 2
        assert lies
    for said in lies:
        assert printed(said).strip() in text and render(said, Voice(ear=True)).strip() in script
        # its cells as a shape on the board (LISTEN35 #9: tests/unit/test_small36.py)
        assert re.match(r"It lies (as a (column|row) of|in) ", printed(said).strip())


def test_the_letters_said_with_their_place_are_named(heard):
    """LISTEN33 #1: "When the scribe says a cell, all these letters come with their place" was taken for the last
    group of letters only. Where more than one group sounds alike, the letters are named, from the board."""
    game, _, _, text, script, _ = heard
    groups = alike(game.engine.columns)
    letters = join(column_letter(i) for g in groups for i in g)  # in the order the groups are said
    for words in (text, script):
        assert "all these letters" not in words
        if len(groups) > 1:
            assert (
                f"When the scribe says a cell, these letters come with their place from the left: {letters}." in words
            )


def test_a_teen_total_is_said_with_where_it_lies(heard):
    """LISTEN33 #3: "thirteen cells" and "eighteen cells" were easy to mishear as thirty or eighty. Aloud, a total
    from thirteen to nineteen is followed by where it lies; print's figure is not misheard, and says nothing more."""
    game, _, _, text, script, _ = heard
    total = game.engine.total_area()
    said = f"which make {number_word(total)} cells for each player."
    assert said in script and f"which make {total} cells for each player." in text
    placed = f"That is {number_word(total)}, not {number_word((total - 10) * 10)}."  # never a limit (LISTEN35 #1)
    assert (placed in script) is (13 <= total <= 19) and placed not in text
    if 13 <= total <= 19:
        assert script.index(placed) - script.index(said) - len(said) <= 2
