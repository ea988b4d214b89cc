"""Round 28's readers on a polyomino kit (LISTEN28 #20, #21, #23, #25, #26, #27, READER28 #55, and the wrong
pass said twice), read in the built-in corner-polyominoes and the readers' Garden corners, at large print and
at tactile: what uncut pieces are, said once before any other part names them; a try's piece comes off again; the
blocked players' places tried say what "any way" is, both players in one pattern (the cells, then why
each fails); an example's whole board is read on request, as the rules give it; a refused pass's cost
said once, by the tries sentence; a larger piece's say-back a sentence a cell in every kit; and why the match
record takes own names where sides swap."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.scribe_words import TRIES
from rule_texts import blocked_said, composed_texts, flat, piece_games_at_large_and_tactile

GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(touch, rules text flat, the spoken script's said sentences)."""
    name, profile = request.param
    _, text, script = composed_texts(GAMES[name], profile)
    return bool(profile.braille), flat(text), script


def _sentences(words: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.?:]) (?:\d+\. )?", words) if s]


def test_uncut_pieces_are_said_once_before_any_part_names_them(heard):
    """LISTEN28 #20: "With uncut pieces, the scribe finds those cells" came first, "Or play without cutting"
    in Setting up, and a last part, "Pieces without cutting", explained it. Said once, in The pieces."""
    touch, text, script = heard
    for words in (text, script):
        assert "Pieces without cutting" not in words
        if touch:  # raised pieces are cut out to be felt
            assert "uncut" not in words
            continue
        first = words.index("uncut")
        explained = "You do not have to cut out the pieces: you may play with uncut pieces. Then each move is said"
        assert words.index(explained) < first + len("uncut") <= words.index(explained) + len(explained)
        assert words.count("You do not have to cut out the pieces") == 1
        assert "Or play with uncut pieces, as the part called The pieces says." in words


def test_a_tried_piece_comes_off_again(heard):
    """LISTEN28 #21: "and marks nothing yet" made the try sound like the move."""
    touch, text, script = heard
    for words in (text, script):
        assert "marks nothing yet" not in words
        if not touch:
            assert "to try it, and marks nothing. Then the scribe takes the piece off again." in words


def test_blocked_players_say_what_any_way_is_in_one_pattern(heard):
    """LISTEN28 #25, #26: "each way" was never explained, and "On free cells, each way ..." said first read as
    settled before the cells were argued. Each player with pieces down: the cells a next piece must cover,
    then a sentence a cell; "every way" said in full before it is used, before the claim (LISTEN29 #19)."""
    _, text, script = heard
    for words in (text, script):
        end = blocked_said(words)  # "every way" said just before the first place tried (LISTEN31 #15)
        said = _sentences(end)
        assert not re.search(r"\beach way\b|On free cells", end)
        laid = [i for i, s in enumerate(said) if re.search(r"\bcan(?:not)? cover column", s)]
        assert len(laid) > 2
        for i in laid:
            # what cannot cover the cell, then why (LISTEN36 #4, LISTEN41 #7)
            assert said[i + 1].startswith(("However ", "Laid on free cells only, ")), said[i + 1]  # LISTEN37 #17
            assert " any way" not in said[i]
        for i, s in enumerate(said):
            if (
                s.startswith("Left for ")
                and i + 1 < len(said)
                and re.search(r"\bcan(?:not)? cover column|^Laid ", said[i + 1])
            ):
                pytest.fail(f"the cells tried are argued before they are named: {said[i + 1]}")
            if "next piece would have to cover" in s:
                assert said[i + 1].startswith(("There is", "There are"))


def test_an_examples_whole_board_is_read_on_request(heard):
    """LISTEN28 #27: "Whole board read back, row by row." at an example's end, where the rules read the whole
    board only on request, after a pass or after a fix."""
    _, text, script = heard
    for words in (text, script):
        assert "Whole board read back" not in words
        assert "If a player asks for the whole board now, the scribe reads it back, row by row. Row " in words
        assert "A player may ask at any time." in words


def test_a_refused_pass_costs_nothing_said_once(heard):
    """The wrong pass "does not count against the player" two sentences before the tries sentence, which says
    a refused move costs nothing: said once."""
    _, text, script = heard
    for words in (text, script):
        assert "does not count against" not in words
        assert words.count(TRIES) == 1


def test_a_say_back_of_a_larger_piece_is_a_sentence_a_cell_in_every_kit(heard):
    """READER28 #55: a domino's say-back was one sentence with commas in one kit, a sentence a cell in another."""
    _, text, script = heard
    for words in (text, script):
        # since READER32 #19, in the one shape of every list of cells: "; " between cells, "; and" before the last
        says = re.findall(r"The scribe says: (the [^,.:]+ piece), ((?:\w+ cells: )?column [^.]*)\.", words)
        assert says and "in these words" not in words
        for piece, cells in says:
            for cell in cells.split("; "):
                assert cell.count(" row ") == 1, (piece, cells)


def test_the_match_record_says_why_it_takes_own_names_where_sides_swap(heard, request):
    """LISTEN28 #23: marks on the round's sheet, own names on the match record, sides said aloud: why, once; where
    the marks are said, the first of the two: a page later, at the match record, a reader paused (READER37 #18)."""
    _, text, script = heard
    # the players, not "Sides", which is a piece's edge here (LISTEN32 #15); colours, not pieces (LISTEN37 #20)
    swap = "In round 2, the players swap colours, so a mark names a colour, not a person."
    for words in (text, script):
        if request.node.callspec.id.startswith("corner-polyominoes"):
            assert words.count(swap) == 1 and "The players swap pieces in the second round" not in words
            assert words.index("Player: mark W for White or B for Black.") < words.index(swap)
            assert words.index(swap) < words.index("Piece: name or pass.")
        else:  # Otters and Red team keep their names all match
            assert "swap colours" not in words
