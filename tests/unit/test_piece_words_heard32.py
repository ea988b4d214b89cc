"""Round 31's cold readers on a polyomino kit (LISTEN31 #15, #16, #18, #21, READER31 #13 to #15), read in the
built-in corner-polyominoes and the readers' Garden corners, at large print and at tactile: "every way" said just
before the lines it explains and the claim after them, one moment to lay an example's pieces and who says done,
what a flip changes, who starts round 2 where the swap is said, and one shape for every row of a whole board."""

from __future__ import annotations

import re

import pytest

from accessible_kits.families.polyomino.wording.blocked import tried
from rule_texts import NONE_CAN, blocked_said, lay_now, piece_games_at_large_and_tactile, piece_heard_case

GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def test_every_way_is_said_just_before_the_first_place_tried_and_the_claim_after_them(heard):
    """LISTEN31 #15, READER31 #14: "Every way means each piece left, ..." came out of the blue, with "Now neither
    player can place a piece." in the same step, before the lines that show it. The definition just before the
    first "Over ..." line, in its step; the claim after the last, "So ...", then the end."""
    _, w, _, text, script, _ = heard
    # how each place is tried, in no defined term (LISTEN37 #17; was "every way" defined, LISTEN33 #5)
    EVERY_WAY = tried(w.flips())
    for words in (text, script):
        assert words.count(EVERY_WAY) == 1 and words.count(NONE_CAN) == 1
        assert "Now neither player can place a piece." not in words and "Every way means" not in words
        after = words[words.index(EVERY_WAY) + len(EVERY_WAY) :]
        # the first place: what cannot cover a cell, then why (LISTEN41 #7), or on free cells
        first = (
            r" (?:[^.]* can(?:not)? cover [^.]*\. However|On free cells [^.]*, [^.]*(?:however it lies| be placed)\.)"
        )
        assert re.match(first, after), after[:80]
        told = blocked_said(words)
        assert EVERY_WAY in told and told.rstrip().endswith(
            re.findall(r"(?:However|Each|It|Laid any other way,) [^.]*\.", told)[-1].strip()
        )
        assert (
            words[words.index(NONE_CAN) + len(NONE_CAN) :]
            .lstrip(" 0123456789.")
            .startswith("The game ends at once, and nobody says pass. The scribe says: the game is over.")
        )
    # one step: the definition and the first place tried, numbered together (no number between)
    assert re.search(rf"\d+\. [^0-9]*{re.escape(EVERY_WAY)} [^.0-9]* can(?:not)? cover ", text)


def test_the_examples_pieces_are_laid_at_one_moment_said_once(heard):
    """READER31 #13: step 2 said "first take every piece off the play board. Then lay this example's pieces on it",
    and step 15 "If you are laying the pieces, lay them all now.": two moments for one laying. The board is cleared
    at the start; the pieces are laid once, after they are listed, before the example's move."""
    _, w, _, text, script, _ = heard
    lay = lay_now(w.touch)
    for words in (text, script):
        end = words[words.index("This example starts near the end of a game.") :]
        board = end.index("Here are the example's pieces, one by one.")  # the board said by its pieces (LISTEN37 #18)
        assert "pieces on it" not in end[:board] and " lay " not in end[:board], end[:board]
        if words is text:  # aloud, who lays them is said (test_the_scribe_says_done...)
            assert end.count(lay) == 1
            at = end.index(lay)
        else:
            at = end.index("If you are following it, ")
        last_piece = end.rindex(" covers ", 0, end.index("Left for "))
        assert last_piece < at < end.index(" says: the ")
        assert "lay them all now" not in words and "put them all on now" not in words


def test_aloud_the_one_who_lays_the_examples_pieces_says_done(heard):
    """LISTEN31 #16: "When you are ready, say done." was heard as the player's to say. Aloud, the scribe lays the
    pieces and says done, as the spoken note asks ("stop until the scribe says done"), in one plain sentence,
    then the wait; print reads on."""
    _, w, kit, text, script, _ = heard
    done = "The scribe says done when the board is ready, or at once if you only listen."
    said = [s.text for s in kit.script if s.kind == "say"]
    assert "When you are ready, say done." not in script
    i = said.index(done)
    assert said[i - 1] == lay_now(w.touch, ear=True) and said[i - 1].startswith("If you are following it, the scribe ")
    after = kit.script[[n for n, s in enumerate(kit.script) if s.kind == "say"][i] + 1]
    assert after.kind == "pause" and after.pause == "act"  # the wait the scribe's done ends
    assert f"{lay_now(w.touch)} Then read on." in text and done not in text


def test_a_flip_that_a_turn_can_match_is_not_called_a_new_shape(heard):
    """LISTEN31 #18: "Only the zig-zag makes a different shape when flipped." left it open whether a flipped ell,
    which a turn can match, is "different". Which pieces a flip gives a new shape, from the game's pieces, and
    that a turn matches each other piece flipped; the built-in set, where a turn matches every flip, as before."""
    game, w, _, text, script, _ = heard
    chiral, others = w.flipped_apart()
    assert "a different shape when flipped" not in text + script
    if not chiral:  # corner polyominoes: no piece needs flipping
        assert game.id == "corner-polyominoes"
        return
    assert chiral == ["zig-zag"] and len(others) == 4
    said = (
        "Flipping gives a new shape only for the zig-zag. Every other piece can be turned to match its flipped shape."
    )
    for words in (text, script):
        assert words.count(said) == 1


def test_who_goes_first_in_round_2_is_said_where_the_start_cells_swap(heard):
    """LISTEN31 #21: "In the second round, the players swap start cells." in The board left it open whether Otters
    still go first, until A match. Said there, from the game's players and the match rule (the player who went
    second); White and Black swap pieces, not start cells, and A match says who starts."""
    game, w, _, text, script, _ = heard
    board = text[text.index(" The board ") : text.index(" The pieces ")]
    if not w.names_keep_pieces():
        assert "swap start cells" not in board
        return
    second = game.players[1]
    said = f"In the second round, the players swap start cells, and {second} goes first. Nothing else is swapped."
    assert said in board and script.count(said) == 1
    assert w.second_starter() == second
    match = text[text.index(" A match ") :]
    assert f"{second} goes first, from " in match  # the match rule says the same


def test_every_row_of_a_whole_board_read_back_has_one_shape(heard):
    """LISTEN30 #22, READER31 #15: a long row was said "Row 6 has 4 covered cells. The first 3 are ... The last is
    ...", unlike the other rows, and was heard as a read back of another kind. Every row "Row 6: ...", each covered
    cell from left to right with whose it is, as the rules say, one sentence however long (rounds 33 to 35)."""
    _, _, _, text, script, _ = heard
    rule = "In each row, the scribe says each covered cell from left to right, and whose it is."
    for words in (text, script):
        assert rule in words and "covered cells. The first" not in words and "The last is " not in words
        at = words.rindex("If a player asks for the whole board now, the scribe reads it back, row by row. ")
        read = []
        for sentence in re.split(r"(?<=\.) ", words[at:])[1:]:
            if not re.match(r"Row \d+: |(?:And c|C)olumn [A-H]\b", sentence):
                break
            read.append(sentence)
        assert read and all(s.startswith("Row ") for s in read), read  # a row a sentence, none going on
        assert any(s.count("; ") >= 3 for s in read), "the end example's board has a long row"
        assert all("; and column " in s for s in read if "; " in s)  # the row's last cell after "; and"
        rows = re.findall(r"Row (\d+): ", " ".join(read))
        assert rows == sorted(set(rows), reverse=True)


def test_the_examples_last_piece_is_laid_by_whoever_laid_the_others(heard):
    """Read whole after LISTEN31 #16: "If you put the example's pieces on the board, also add White's big square."
    came after "If you are following it, the scribe puts all the example's pieces on the board now": another who,
    and another if. The same if, and aloud the same scribe."""
    game, w, _, text, script, _ = heard
    player, move = next(rs[-1].after for rs in kit_ends(game, w)).placed[-1]
    add = "lay" if w.touch else "add"
    assert f"If you are following it, also {add} {w.whose(player)} {move.piece}." in text
    assert f"If you are following it, the scribe also {add}s {w.whose(player)} {move.piece}." in script
    for words in (text, script):
        assert "If you put the example's pieces" not in words and "If you laid the example's pieces" not in words


def kit_ends(game, w) -> list:
    """The replays the kit tells that end the game, the added end example among them."""
    from accessible_kits.compose.examples import told

    return [rs for rs in told(game, w) if game.engine.is_over(rs[-1].after)]


def test_a_piece_is_not_explained_by_its_own_name(heard):
    """LISTEN31 #22: "The block covers four cells, in a block, two by two." explained the piece by its own name.
    A full box by a word the piece's name does not hold: the built-in big square keeps "in a block"."""
    game, _, _, text, script, _ = heard
    for words in (text, script):
        for piece in game.engine.pieces:
            said = re.search(rf"The {re.escape(piece.name)} covers [^.]*\.", words)
            assert said, piece.name
            for word in set(piece.name.lower().split()) & {"block", "square", "rectangle"}:  # a full box's words
                assert f"in a {word}, " not in said.group(0), said.group(0)
    square = "The block covers 4 cells, in a square, 2 by 2." if game.id == "garden-corners" else None
    big = "The big square covers 4 cells, in a block, 2 by 2." if game.id == "corner-polyominoes" else None
    assert (square or big) in text
