"""Round 32's braille reader and listener on a polyomino kit (READER32 #16, #18, #19, LISTEN32 #12, #15 to #18), read
in the built-in corner-polyominoes and the readers' Garden corners, at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from rule_texts import piece_games_at_large_and_tactile, piece_heard_case

GAMES, TEXTS = piece_games_at_large_and_tactile()
# a sentence that lists a piece's cells: a read back ("Read back: White's domino covers ...", the example's pieces
# "Otters' tee covers ...") or a say-back ("The scribe says: the domino piece, ...")
LISTS = re.compile(r"(?:Read back: )?[\w' ]+ covers (?:\w+ cells: )?column |The scribe says: the [\w -]+ piece, ")


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def _sentences(words: str) -> list[str]:
    return re.split(r"(?<=\.) (?:\d+\. )?", words)


def test_every_list_of_cells_has_one_shape(heard):
    """READER32 #19: "covers column F row 5, column F row 4 and column F row 3" against "covers these 3 cells. Column
    A ... And column A ...", and a long row "... White. And column G, ..." where other rows use "; and". One shape
    for every piece's cells and every row: "; " between cells, "; and" before the last, one sentence however long
    (rounds 33 to 35: a full stop inside a list was taken for its end); the words before the list under 25."""
    _, _, _, text, script, _ = heard
    for words in (text, script):
        assert "covers these" not in words and "in these words" not in words
        assert ". And column" not in words and ". Column " not in words  # a list going on after a full stop
        said = _sentences(words)
        lists = [s for s in said if LISTS.match(s) and " cells, in a " not in s]
        rows = [s for s in said if re.match(r"Row \d+: column ", s)]
        assert lists and rows
        several = 0
        for sentence in lists + rows:
            lead, items = re.split(r"(?<=covers |cells: |piece, )|(?<=\d: )", sentence, maxsplit=1)
            assert len(lead.split()) < 25, sentence  # the list itself one item (tests/test_rules.py)
            cells = re.split(r"; (?:and )?", items)
            several += len(cells) > 1
            assert len(cells) == 1 or f"; and {cells[-1]}" in sentence, sentence  # "; and" before the last
            # never the old shapes: cells apart by commas, or an "and" without its semicolon
            assert not re.search(r"row \d+,? (?:and )?column ", sentence), sentence
        assert several, "some list has several cells"


def test_the_count_at_the_end_is_of_the_pieces_never_placed(heard):
    """LISTEN32 #18: the welcome's "each player counts the cells of their pieces left over." was heard as the pieces
    left on the board. The pieces not placed, said so, in the welcome, the rules' end, the card and the reminder."""
    _, _, kit, text, script, card = heard
    score = "At the end, each player counts the cells of their pieces not placed on the board. Fewer cells wins."
    reminder = " ".join(s.text for s in kit.summary_script if s.kind == "say")
    for words in (text, script):
        assert score in words and "pieces left over" not in words
    assert text.count(score) == 2  # the welcome and How the game ends
    # the card's and the reminder's, to the player as their other lines, within the card's 170 words
    for words in (card, reminder):
        assert "At the end, count the cells of your pieces not placed. Fewer cells wins." in words
        assert "pieces left over" not in words


def test_a_player_is_never_a_side(heard):
    """LISTEN32 #15: "One side is White", "Sides swap in the second round", "each side has left" beside "No side of
    the new piece may touch a side" and "Sides checked": "Sides swap" was heard as piece edges. A player is a player
    (or plays a name); "side" is kept for a piece's edges."""
    _, w, _, text, script, _ = heard
    for words in (text, script):
        assert "One side is" not in words and "Sides swap" not in words and "each side has" not in words
        assert f"One plays {w.who(0)}, and the other plays {w.who(1)}." in words
        # a piece's edge or face, a box's name, or sitting side by side
        edge = r"side of|a side|Sides checked|side by side|sides do not|left side|right side|raised side|no side"
        for sentence in _sentences(words):
            for m in re.finditer(r"\b[Ss]ides?\b", sentence):
                assert re.search(edge, sentence[max(0, m.start() - 12) : m.end() + 30]), sentence


def test_the_scribes_list_says_it_keeps_not_alloweds_order(heard):
    """LISTEN32 #17: "the scribe says only the first in this list" left unsure which list sets the order. Both lists
    are in the engine's order (RULES, test_piece_words_read30), and the scribe's list says so where it begins."""
    _, _, _, text, script, _ = heard
    said = (
        "If a move breaks more than one rule, the scribe says only the first in this list. "
        "This list goes in the same order as the part called Not allowed."
    )
    for words in (text, script):
        assert words.count(said) == 1 and words.index("You may not ") < words.index(said)
