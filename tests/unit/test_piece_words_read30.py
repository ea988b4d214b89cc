"""Round 29's readers on a polyomino kit (LISTEN29 #17 to #20, READER29 #5 to #8, #14), read in the built-in
corner-polyominoes and the readers' Garden corners, at large print and at tactile: how the whole board read back
says a letter is said where the whole board is taught; the end in one wording; "every way" in one wording, before
the claim it explains; the end example laid, then read as a whole board, then piece by piece; the wait for its
pieces said to the player laying them; a long row one list; the Not allowed list in the refusals' order; and the
cells left example in the match form's shape."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import FROM_LEFT
from accessible_kits.compose.words import printed
from accessible_kits.families.polyomino.engine import RULES
from accessible_kits.families.polyomino.wording.blocked import tried as how_tried
from accessible_kits.families.polyomino.wording.refused import NOT_ALLOWED, REFUSED
from rule_texts import LAY_DONE, NONE_CAN, lay_now, piece_games_at_large_and_tactile, piece_heard_case

GAMES, TEXTS = piece_games_at_large_and_tactile()
END = "The game ends at once when neither player can place a piece."


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def _end_example(words: str) -> str:
    return words[words.index("This example starts near the end of a game.") :]


def test_the_whole_boards_letters_are_said_where_the_whole_board_is_taught(heard):
    """LISTEN29 #17: "The whole board read back says letters the same way." came before "whole board, please"
    was explained. Said in that paragraph, after it."""
    _, w, _, text, script, _ = heard
    assert w.places_said()  # both boards have letters that sound alike
    for words in (text, script):
        assert "The whole board read back says letters the same way." not in words
        said = f"Here too, a letter that sounds like another comes with its {FROM_LEFT}."
        assert words.count(said) == 1
        asked = words.index("For the whole board, a player says: whole board, please.")
        assert asked < words.index(said) < words.index("To hear one row in full")


def test_the_end_is_said_once_in_one_wording(heard):
    """LISTEN29 #18: "If neither of you can place a piece, the game is over", "As soon as neither player can
    place a piece ..." and "both players would pass. Nobody says pass then." were three wordings, and "would
    pass" had a listener check whether a last pass is said. Said once, and referred to in no new words: the
    scribe's check, the example's end and the card."""
    _, _, _, text, script, card = heard
    for words in (text, script):
        rules = words[: words.index("Worked examples" if words is text else "Example 1:")]
        assert rules.count(END) == 1
        assert f"{END} Then nobody says pass, and nobody writes a pass on the record sheet." in rules
        assert not re.search(r"would pass|As soon as neither|If neither of you|That is when every piece", words)
        assert "whether the game has ended. If so, the scribe says: the game is over." in rules
        end = _end_example(words)
        assert f"{NONE_CAN} The game ends at once, and nobody says pass. The scribe says: the game is over." in end
    assert END in card and "would pass" not in card


def test_every_way_is_said_in_one_wording_before_the_claim(heard):
    """LISTEN29 #19, READER29 #7: "Laid any way means in every place and every turn or flip of the piece." in
    one kit, "Next, a way means a piece left, laid in one place and one turn or flip." in the other, each a
    numbered step after the claim "Now neither player can place a piece" it explains. One wording, said once
    before the places tried (now just before the first, LISTEN31 #15); every place tried says "every way"."""
    _, w, _, text, script, _ = heard
    EVERY_WAY = how_tried(w.flips())
    assert "every way" not in EVERY_WAY  # no term defined mid-example (LISTEN37 #17)
    for words in (text, script):
        assert words.count(EVERY_WAY) == 1
        assert "Laid any way means" not in words and "Next, a way means" not in words
        end = words[words.index(EVERY_WAY) : words.index(NONE_CAN)]
        tried = re.findall(r"[^.]*\bcan(?:not)? cover column[^.]*\.|On free cells[^.]*\.", end)
        # or what cannot be placed there, or cover the cell, then why (LISTEN36 #4, LISTEN41 #7)
        assert len(tried) > 2 and all(
            re.search(r"(?:be placed|cover column [^.]*)\.$", s)
            or s.endswith(("however it lies.", "however they lie."))
            for s in tried
        )
        assert " any way" not in end


def test_the_end_example_is_laid_then_said_as_a_whole_board_then_piece_by_piece(heard):
    """LISTEN29 #20: eight pieces cell by cell, then a proof over four cells, could not be held by ear. First
    that the board is laid to follow it, then the whole board row by row, then the pieces; the board the
    engine's own position the example starts from."""
    game, w, _, text, script, _ = heard
    found = game.engine.near_end()
    assert found is not None
    board = printed(w.whole_board(found[0]))
    for words, to in ((text, "To"), (script, "Or, to")):
        end = _end_example(words)
        follow = end.index(f"{to} follow it, first take every piece off the play board")
        # the board said once, by its pieces, its rows on request (LISTEN37 #18; was rows then pieces, LISTEN29 #20)
        pieces = end.index("Here are the example's pieces, one by one.")
        rows = end.index("To hear this board row by row, a player may ask for the whole board.")
        assert follow < pieces < rows < end.index(NONE_CAN) and board not in end
        assert "check it by hand" not in end and "listed next" not in end


def test_the_wait_for_the_examples_pieces_is_said_to_the_player_laying_them(heard):
    """READER29 #6: "If you lay them, the scribe waits for you, then says done to whoever reads the rules." left
    a reader alone with the rules unsure who was who. In print: lay them all now, then read on; aloud, the
    listener says done when ready, which ends the reader aloud's wait."""
    _, w, kit, text, script, _ = heard
    lay = lay_now(w.touch)  # one moment, after the pieces are listed (READER31 #13)
    assert text.count(f"{lay} Then read on.") == 1
    assert script.count(f"{lay_now(w.touch, ear=True)} {LAY_DONE}") == 1  # the scribe's (LISTEN31 #16)
    for words in (text, script):
        assert "whoever reads the rules" not in words and "the scribe waits for you" not in words
    segs = kit.script
    acts = [i for i, s in enumerate(segs) if s.kind == "pause" and s.pause == "act"]
    assert any(" ".join(s.text for s in segs[:i] if s.kind == "say").endswith(LAY_DONE) for i in acts)


def test_a_long_row_of_the_whole_board_is_one_list(heard):
    """READER29 #8: "Row 6 goes on: column G ..." read as a new row or a page turn; not "The first 3 are ...", heard as
    another kind of read back (LISTEN30 #22, READER31 #15), nor a full stop inside the row, taken for its end (rounds
    33 to 35): every row one sentence, "Row 6: ...; and ...", each row once, from the top down."""
    _, _, _, text, script, _ = heard
    for words in (text, script):
        assert not re.search(r"Row \d+ goes on|covered cells\. The first|\. And column|\. Column ", words)
        for at in (m.end() for m in re.finditer(r"row by row\. (?=Row \d)", words)):
            read = []  # the read back's sentences, a row each
            for sentence in re.split(r"(?<=\.) ", words[at:]):
                if not re.match(r"Row \d+: ", sentence):
                    break
                read.append(sentence)
            rows = [int(r) for r in re.findall(r"Row (\d+):", " ".join(read))]
            assert rows and rows == sorted(set(rows), reverse=True), read  # each row once, from the top down
            assert len(rows) == len(read), read  # a row a sentence


def test_the_not_allowed_list_is_in_the_order_of_the_scribes_refusals(heard):
    """READER29 #14: "If a move breaks more than one rule, the scribe says only the first of these." after a
    list in another order than the Not allowed list's. Both in the engine's order, and the list named."""
    _, _, _, text, script, _ = heard
    assert list(NOT_ALLOWED) == list(RULES) == list(REFUSED)
    for words in (text, script):
        assert "If a move breaks more than one rule, the scribe says only the first in this list." in words
        assert "the first of these" not in words
        refused = [words.index(REFUSED[rule].split(":")[0].split(", the scribe")[0]) for rule in RULES]
        assert refused == sorted(refused)
    banned = text[text.index("Not allowed") : text.index("How the game ends")]
    at = [banned.index(NOT_ALLOWED[rule]) for rule in RULES]
    assert at == sorted(at)


def test_the_cells_left_example_is_in_the_match_forms_shape(heard):
    """READER29 #5: "like Sam's 3 cells and Ana's 5 cells" in the rules, "like Sam 3, Ana 5" on the match form.
    One shape in both: the form's."""
    _, _, kit, text, _, _ = heard
    (match,) = [s for s in kit.record_sheets if s.id == "match"]
    (left,) = [c for c in match.columns if c.name == "Cells left"]
    like = left.hint[left.hint.index("like ") :]
    assert re.fullmatch(r"like \w[\w ]* \d+, \w[\w ]* \d+", like), like
    if "Cells left: each player's own name" in text:  # no stand-in names the rules never met (LISTEN37 #21)
        return
    assert f"{like}." in text[text.index("Cells left: how many cells") :]
    assert "cells and" not in text[text.index("Cells left: how many cells") :]
