"""Round 26's readers on a polyomino kit (LISTEN26 #11, #12, #13, #14, #16, #17; READER26 #2, #4, #12), read
in the built-in corner-polyominoes (sides that swap, own names on the match record) and the readers' Garden
corners (people's names kept all match, a zig-zag a flip changes), at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.examples import told
from accessible_kits.compose.words import number_word, printed
from accessible_kits.families.polyomino.engine import (
    RULES,
    IllegalMove,
    Placement,
    normalise,
    shared_side,
    touches_corner,
)
from accessible_kits.families.polyomino.wording.refused import rule_of
from accessible_kits.families.polyomino.wording.scribe import FIRST_OF_TWO
from rule_texts import (
    LAY_DONE,
    NONE_CAN,
    lay_now,
    left_over_counts,
    piece_games_at_large_and_tactile,
    piece_words_heard,
)

GAMES, TEXTS = piece_games_at_large_and_tactile()
SAID = [number_word(n) for n in range(40)]  # a count as the script says it


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences)."""
    name, profile = request.param
    game = GAMES[name]
    return game, *piece_words_heard(game, profile)


def _sentences(words: str) -> list[str]:
    return re.split(r"(?<=[.?!]) ", words)


def test_cells_left_over_are_never_said_off_the_board(heard):
    """LISTEN26 #11: "cells of their pieces still off the board" beside "partly off the board" (over the
    edge): the score says "left over", the host key's and the match record's word."""
    _, _, _, text, script = heard
    for words in (text, script):
        # since LISTEN32 #18 "left over" is the host key's and the match record's only: the welcome's was heard
        # as pieces left on the board
        score = "At the end, each player counts the cells of their pieces not placed on the board. Fewer cells wins."
        assert score in words
        for sentence in _sentences(words):
            if "off the board" in sentence:
                assert not re.search(r"\b(counts?|wins?|fewer|left over)\b", sentence), sentence


def test_each_blocked_way_says_what_is_tried_and_why_in_one_sentence(heard):
    """LISTEN26 #14, READER26 #4: "Every way to lay ... on free cells breaks a rule." then "Each covers a
    covered cell" read as disagreeing: each sentence says where the piece is tried and why every way fails."""
    game, w, _, text, script = heard
    ends = [rs[-1].after for rs in told(game, w) if game.engine.is_over(rs[-1].after)]
    assert ends
    for words in (text, script):
        assert "breaks a rule. Each" not in words
        # a way said with what it is, or after a sentence that says it (LISTEN28 #25)
        # the definition's sentences aside (LISTEN33 #5: one idea a sentence)
        # each place's sentence names the place; what cannot be placed there, then why (LISTEN36 #4, LISTEN37 #17)
        said = _sentences(words)
        # a cell as the scribe says it, its place with it (LISTEN33 #6); what cannot cover it (LISTEN41 #7)
        cell = r"column \w(?:, the [\w-]+ column,)? row \d+|[A-Z]\d+"
        place = rf"On free cells|[^.]* can(?:not)? cover (?:{cell})\.$"
        ways = [i for i, s in enumerate(said) if re.match(place, s)]
        assert ways, "no blocked player's ways said"
        for i in ways:
            sentence = said[i]
            assert re.search(rf"\b([Oo]n free cells|cover ({cell}))\b", sentence), sentence
            # then why, the next (LISTEN36 #4)
            why = said[i + 1] if sentence.endswith(" be placed.") or " cover " in sentence else sentence
            assert re.search(r"\b(covers|goes|touches|leaves)\b", why), why  # the rule
            assert len(sentence.split()) < 25, sentence
    # every blocked player's corner cell has its sentence, as the engine found them
    for pos in ends:
        for player in (p for p in (0, 1) if pos.unused[p]):  # a player with pieces left is blocked
            _, cells = w.corners_checked(pos, player)
            for where, _, _ in cells:
                assert re.search(re.escape(f"cover {printed(where.removeprefix('over '))}."), text), where


def test_the_wait_after_the_examples_pieces_has_someone_to_say_done(heard):
    """LISTEN26 #13: "It is White's turn. [wait]" after pieces to lay by hand, and nobody to say done; and the
    example's own move, in its whole board read back, never said to be laid."""
    game, w, kit, text, _ = heard
    segs = kit.script
    # and a done for those who only listen, so the wait always ends (LISTEN27 #9); who waits, and who says done
    # to whom (READER27 #3: tests/unit/test_piece_words_read27.py)
    # said to the player laying them, what to do, and who says done: the listener (READER29 #6)
    lay = lay_now(w.touch)  # one moment, after the pieces are listed (READER31 #13)
    done, read_on = f"{lay_now(w.touch, ear=True)} {LAY_DONE}", f"{lay} Then read on."  # the scribe's (LISTEN31 #16)
    acts = [i for i, s in enumerate(segs) if s.kind == "pause" and s.pause == "act"]
    before = [" ".join([s.text for s in segs[:i] if s.kind == "say"][-2:]) for i in acts]
    laid = [rs for rs in told(game, w) if game.engine.is_over(rs[-1].after) and rs[0].before.placed]
    assert laid
    assert sum(1 for b in before if b == done) == len(laid)  # the wait after the example's pieces
    for rs in laid:
        player, move = rs[-1].after.placed[-1]
        lay = f"also lay {w.whose(player)} {move.piece}." if w.touch else f"also add {w.whose(player)} {move.piece}."
        said = text[text.index(read_on) :]
        assert lay in said and said.index(lay) < said.index(NONE_CAN), lay


def test_the_scribe_has_set_words_for_a_rounds_end(heard):
    """READER26 #2: "Then the scribe says who wins, or says: the game is a draw." gave no words, where the
    grid and row games give theirs: each player's cells left over, counts the pieces can leave, and who wins."""
    game, w, _, text, script = heard
    possible = {0} | left_over_counts(game)
    for words in (text, script):
        assert "says who wins, or says" not in words
        like = re.search(
            r"like this: (.+?), (\w+) cells? left over\. (.+?), (\w+) cells? left over\. The win goes to (.+?)\.", words
        )
        assert like, "no set words"
        first, a, _, b, winner = like.groups()
        numbers = [int(n) if n.isdigit() else SAID.index(n) for n in (a, b)]
        assert set(numbers) <= possible and numbers[0] < numbers[1] and winner == first
        assert "With the same counts, the scribe says them, then: the game is a draw." in words
    for rs in told(game, w):
        end = rs[-1].after
        if not game.engine.is_over(end):
            continue
        left = [game.engine.unplaced(end, p) for p in (0, 1)]
        outcome = game.engine.outcome(end)
        won = "The game is a draw." if outcome == "draw" else f"The win goes to {w.who(outcome)}."
        said = f"{w.who(0, start=True)}, {left[0]} cell{'s' if left[0] != 1 else ''} left over."
        assert f"Then the scribe says: {said}" in text and won in text


def test_the_cells_left_example_uses_the_names_the_line_asks_for(heard):
    """LISTEN26 #16: "write the players' own names, not White or Black" then "like White's three cells":
    where the match record takes own names, the cells left example is by name too, never a side's."""
    game, w, _, text, _ = heard
    found = re.search(r"Cells left: [^.]*\.", text)
    assert found, "no cells left line"
    line = found.group(0)
    if w.own_names():
        # said just after the columns are listed (LISTEN38 #2), before "write the players' own names": its own words
        assert "own name" in line
        assert not any(p in line for p in game.players[:2]), line
        # each player's own name, no stand-in names the rules never met (LISTEN27 #8, LISTEN37 #21)
        assert line == "Cells left: each player's own name, then how many cells that player has left.", line
    else:  # by the names, in the match form's shape (READER29 #5)
        assert f"like {w.who(0)} " in line and f", {w.who(1)} " in line, line


def test_an_eraser_is_listed_where_pencil_marks_are_rubbed_out(heard):
    """LISTEN26 #12: "rub out any pencil marks" with no eraser in What you need."""
    _, _, _, text, _ = heard
    need = text[text.index("What you need") : text.index("Setting up")]
    if "rub out" in text:
        assert "an eraser, to rub out pencil marks" in need
    else:
        assert "eraser" not in need


def test_ask_whose_it_is_is_beside_the_flip(heard):
    """READER26 #12: a flipped raised piece's marks are underneath; "ask the scribe whose it is" only at the
    hand check, far from the flip rule."""
    _, w, _, text, _ = heard
    chiral, _ = w.flipped_apart()
    if not (w.touch and chiral):
        return
    flip = w.flip_by_touch()
    assert "raised side down" in flip and flip.endswith("For a piece with no mark on top, ask the scribe whose it is.")
    assert flip in text


def test_a_move_breaking_two_rules_gets_the_first_listed(heard):
    """LISTEN26 #17: "the scribe says which rule it breaks" said nothing of a move that breaks two. The
    rules' list is in the engine's order, and a move breaking several gets the first's words, checked on
    every way to lay every piece over and beside the board, from each position the examples reach."""
    game, w, _, text, _ = heard
    assert f"{FIRST_OF_TWO} If the player names a piece" in text  # the sentence, then the list in RULES' order
    e, order, checked = game.engine, list(RULES), 0
    positions = {r.before for rs in told(game, w) for r in rs} | {rs[-1].after for rs in told(game, w)}
    for pos in (p for p in positions if not e.is_over(p)):
        for piece, cells in _tries(e):
            broken = _broken(e, pos, piece, cells)
            try:
                e.check(pos, Placement(piece.name, cells))
            except IllegalMove as why:
                assert broken and rule_of(str(why)) == min(broken, key=order.index), (why, broken)
                checked += 1
            else:
                assert not broken
    assert checked > 100


def _tries(e):
    """Each piece in two of its shapes, and with a cell short (a wrong shape), at every offset over and
    one cell beside the board."""
    for piece in e.pieces:
        for shape in e.shapes(piece)[:2]:
            for dc in range(-1, e.columns):
                for dr in range(-1, e.rows):
                    yield piece, frozenset((c + dc, r + dr) for c, r in shape)
                    if len(shape) > 1:
                        yield piece, frozenset((c + dc, r + dr) for c, r in sorted(shape)[1:])


def _broken(e, pos, piece, cells) -> set[str]:
    """Every rule of RULES the placement breaks, each found on its own."""
    player, occupied = pos.to_move, pos.occupied()
    own = pos.cells_of(player)
    found = {
        "placed": piece.name not in pos.unused[player],
        "shape": normalise(cells) not in e.shapes(piece),
        "off": any(not (0 <= c < e.columns and 0 <= r < e.rows) for c, r in cells),
        "covered": bool(cells & occupied.keys()),
        "start": not own and e.starts[player] not in cells,
        "side": bool(own) and bool(shared_side(cells, own)),
        "corner": bool(own) and not touches_corner(cells, own),
    }
    return {rule for rule, broke in found.items() if broke}
