"""Round 36's listener's doubts in the piece games (issue 24, task poly37): a long blocked place said as what
cannot be placed there, then why, heard once (LISTEN36 #4)."""

from __future__ import annotations

import itertools
import re

from accessible_kits.compose.scribe_words import who_marks
from accessible_kits.families.polyomino.wording.blocked import Tried, broke_rule, heard_words
from accessible_kits.games.notation import cell_name, reading_order
from accessible_kits.profile import load_profile
from rule_texts import composed_texts, flat, readers_games

WHERE = "over column H, the eighth column, row 5"
RULES = ("covers a covered cell", "goes off the board", "touches a side of Black's pieces")
PIECES = (
    ("Black's big square", "it"),
    ("each piece Black has left", "each"),
    ("Black's domino and big square", "they"),
)


def test_a_long_blocked_place_says_what_cannot_be_placed_then_why():
    """LISTEN36 #4: "every way on free cells touches a side ... The other ways there cover ..." took a second
    hearing. For every reason set the engine can give, a place said in more than one sentence first says what
    cannot be placed there, then the free-cell reason, then the others; every reason is said, each sentence
    under 25 words heard. The piece the subject, never a defined "every way" (LISTEN37 #17, #19)."""
    split = 0
    for n in (1, 2, 3):
        for why in itertools.combinations(RULES, n):
            for piece, they in PIECES:
                (said,) = broke_rule([Tried(WHERE, piece, they, why)])
                sentences = re.split(r"(?<=\.) ", said)
                assert all(heard_words(s) < 25 for s in sentences), said
                assert "every way" not in said and "other ways" not in said, said
                # what cannot cover the cell first, never "over" it, heard as above it (LISTEN41 #7)
                assert sentences[0].endswith(" cover column H, the eighth column, row 5."), said
                assert " over " not in said.lower() and "however it lies" not in said, said
                if len(sentences) < 3:
                    assert all(" ".join(w.split()[1:]) in said for w in why), said  # each rule, its verb for one or two
                    continue
                split += 1
                first, free, other = sentences
                assert "can" in first
                it = piece if they == "it" else "each"
                assert free.startswith(f"Laid on free cells only, {it} touches a side of Black's pieces"), free
                assert other == f"Laid any other way, {it} {' or '.join(why[:-1])}.", other  # the engine's order
    assert split  # the long place is said apart at least once


def test_a_wrong_piece_is_said_where_void_is_first_heard():
    """LISTEN36 #3: "For a wrong piece, the other player says void." came before Fixing a mistake, and a wrong piece
    was taken for a move that breaks a rule. What a wrong piece is comes just before; a mark game's words stay."""
    for touch in (True, False):
        said = re.split(r"(?<=\.) ", who_marks(touch, "piece"))
        wrong = said.index("For a wrong piece, the other player says void.")
        assert said[wrong - 1] == "A wrong piece is one laid on other cells than the ones the player said yes to."
        assert "A wrong mark is" not in who_marks(touch)
        assert "For a wrong mark, the other player says void. Void means that mark does not count." in who_marks(touch)


def test_the_cells_part_shows_a_cell_written_short_and_the_plus_between_each_two():
    """LISTEN36 #2: "each cell written short, with a plus sign between two cells" never showed a cell short, and was
    heard as a plus for two-cell pieces only. The words show the form's own example's first cell; the rules and the
    script say them, the record sheet and its braille form add the whole example."""
    for name in ("corner-polyominoes", "garden"):
        game = readers_games()[name]()
        kit, text, script = composed_texts(game, load_profile("large-print"))
        hint = kit.record_sheets[0].columns[3].hint
        example = hint.rsplit("like ", 1)[1]
        cells = example.split("+")
        assert len(cells) > 1 and any(  # the form's example is a move the worked examples play
            "+".join(cell_name(c) for c in reading_order(r.move.cells)) == example
            for rs in game.replays
            for r in rs
            if not r.reason and not isinstance(r.move, str)
        ), example
        words = (
            f"each cell as its letter and row number, like {cells[0]}, with a plus sign between one cell and the next"
        )
        assert hint == f"{words}, like {example}"
        for told in (flat(text), script):
            assert f"Cells: {words}." in told and "two cells" not in told[told.index("Cells: ") :][:120]


def test_a_loosely_named_piece_is_asked_about_only_where_two_pieces_share_a_word():
    """LISTEN36, not told: "the triomino", where a game has two, was left to guess. Playing with a scribe says the
    scribe asks which one, naming the player's pieces of that size left; only in a game with two such pieces."""
    for name in ("corner-polyominoes", "garden"):
        game = readers_games()[name]()
        pieces = game.engine.pieces
        shared = [
            (p, q) for p in pieces for q in pieces if p.name < q.name and p.name.split()[-1] == q.name.split()[-1]
        ]
        _, text, script = composed_texts(game, load_profile("large-print"))
        for told in (flat(text), script):
            scribe = told[told.index("A scribe is a partner") : told.index("Sometimes a piece goes")]
            asks = re.search(
                r"If a player names a piece by a word two pieces share, like the (\w+), the scribe asks", scribe
            )
            assert bool(asks) == bool(shared), (name, scribe[-400:])
            if shared:
                p, q = shared[0]
                assert asks and asks.group(1) == p.name.split()[-1]
                assert "The scribe names that player's pieces of that size still left, like the " in scribe
                assert f"the {p.name}" in scribe and f"the {q.name}" in scribe
                assert all(heard_words(s) < 25 for s in re.split(r"(?<=\.) ", scribe[asks.start() :])[:2])
