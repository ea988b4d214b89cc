"""Round 32 and 33's braille readers and listeners on a polyomino kit (READER33 #16, #17, LISTEN33 #5, round 32's
try said twice, marks on a board of pieces, the end example's last piece laid after its read back, the Cells
part's plus sign), read in the built-in corner-polyominoes and the readers' Garden corners, at large print and
at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.families.polyomino.wording.blocked import host_pass_check, pass_check, tried
from rule_texts import piece_games_at_large_and_tactile, piece_heard_case, section_lines

GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def _sentences(words: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.?:]) (?:\d+\. )?", words) if s]


def test_what_each_player_keeps_is_said_where_the_start_cells_swap(heard):
    """READER33 #17: "In the second round, the players swap start cells, and Red team goes first" let a reader take
    the pieces to swap too, as in Corner polyominoes; only A match said each keeps them. Where the swap is said,
    what each keeps first, from the game's data: only where the players keep their pieces (names_keep_pieces)."""
    game, w, _, text, script, _ = heard
    board = text[text.index(" The board ") : text.index(" The pieces ")]
    keeps = "In the second round, the players swap start cells, and "
    if not w.names_keep_pieces():
        assert "Nothing else is swapped" not in board and "swap start cells" not in board
        return
    for words in (board, script):
        # never the swap without what is kept: nothing else (LISTEN40 #9: not the pieces, not yet told)
        assert f"{keeps}{game.players[1]} goes first. Nothing else is swapped." in words


def test_a_pass_is_checked_in_steps_in_the_rules_and_the_host_key(heard):
    """READER33 #16: "checks that no piece of yours can be placed" gave no way to check it. The steps follow it in
    How the game ends, one idea a sentence, and the host key has the same check, which settles a disputed pass."""
    _, w, kit, text, script, _ = heard
    PASS_CHECK, HOST_PASS_CHECK = pass_check(w.flips()), host_pass_check(w.flips())
    said = (  # whose pass, after the end said just before it (LISTEN37 #16)
        "When you pass, the scribe says pass back, checks that no piece of yours can be placed, and writes the pass "
        "down."
    )
    steps = " ".join(f"{n}. {step}" for n, step in enumerate(PASS_CHECK, 1))
    assert f"{said} {steps}" in text
    assert " ".join(PASS_CHECK) in script
    for step in PASS_CHECK:
        assert len(step.split()) < 25 and step.count(". ") == 0, step
    assert "free cell that touches your pieces at a corner, and at no side" in PASS_CHECK[0]
    how = "turned and flipped" if w.flips() else "turned in every direction"  # READER39 #13
    assert PASS_CHECK[2].endswith(f"in every place that covers that cell, {how}.")  # not "over" it (LISTEN40 #4)
    host = " ".join(line.text for line in section_lines(kit.host_key))
    assert HOST_PASS_CHECK in host
    assert f"each piece left, {how}, in every place that covers a free cell" in HOST_PASS_CHECK


def test_the_try_is_said_once_after_the_move_is_taught(heard):
    """Round 32: the try was said in The pieces, before Your turn, and again with the scribe's requests. Said once, in
    Playing with a scribe, after the say-back and the yes are taught; The pieces points there."""
    _, w, _, text, script, _ = heard
    asked = "To try a piece, a player may say try, then the piece and its cells."
    if w.touch:  # raised pieces are felt: no try is offered
        assert asked not in text and "a try" not in text
        return
    for words in (text, script):
        assert words.count(asked) == 1 and words.count("Or ask the scribe for a try") == 1
        assert words.count("The scribe lays the piece there to try it, and marks nothing.") == 1
        assert words.count("A try is not a move.") == 1
        taught = words.index("If it is right, the player says yes.")
        assert words.index("Choose one of your pieces that is not on the board.") < taught < words.index(asked)
        assert "The part called Playing with a scribe says how." in words
        assert words.index("Or ask the scribe for a try") < words.index("Choose one of your pieces")
    assert "The part called Your turn gives them." not in text


def test_a_piece_game_says_pieces_where_a_move_is_void(heard):
    """Round 32 braille #16: "For a wrong mark, the other player says void" and "rub out the wrong mark": a piece game
    has pieces on the board, not marks. The family's word for what a move leaves (left), in who_marks and the fix."""
    _, w, _, text, script, _ = heard
    assert w.left == "piece"
    for words in (text, script):
        assert "For a wrong piece, the other player says void. Void means that piece does not count." in words
        assert "For a wrong mark" not in words and "Void means that mark" not in words
        assert "Sometimes a mark goes" not in words and "rubs out the wrong mark" not in words
    if not w.touch:
        assert "The scribe takes the wrong piece off the board, or rubs out its marks." in text
        assert "Take off each piece in a wrong place, and lay each missing piece." in text


def test_a_game_of_marks_keeps_its_word():
    """The hook's default: a game whose moves leave marks says mark, as before."""
    from accessible_kits.compose.scribe_words import who_marks

    assert "For a wrong mark, the other player says void. Void means that mark does not count." in who_marks(True)
    assert "For a wrong piece" in who_marks(False, "piece")


def test_the_end_examples_last_piece_is_laid_before_its_read_back(heard):
    """Round 32 listener #16: in the spoken end example, the last piece was laid after its read back (last_laid).
    Laid before the read back, with the scribe's wait, as every other step lays its move; in print, the same order."""
    _, _, kit, text, _, _ = heard
    segs = kit.script
    at = next(
        i for i, s in enumerate(segs) if s.kind == "say" and re.match(r"If you are following it, .* also ", s.text)
    )
    assert segs[at + 1].kind == "pause" and segs[at + 1].pause == "act"
    assert segs[at + 2].kind == "say" and segs[at + 2].text.startswith("Read back: ")
    assert not any(s.kind == "say" and " also add" in s.text for s in segs[at + 2 :])
    laid = re.search(
        r"\d+\. If you are following it, (?:the scribe )?also (?:add|lay)s? [^.]+\. \d+\. Read back: ", text
    )
    assert laid, "the print lays the last piece before its read back"


def test_every_way_is_defined_one_idea_a_sentence(heard):
    """LISTEN33 #5: "every way means: the pieces this player has left, in every place, turned or flipped" needed a
    second reading to be seen as a term defined. Said first as words to come, then what they mean, a sentence each."""
    _, w, _, text, script, _ = heard
    # now no term at all (LISTEN37 #17): how each place is tried, one sentence, said once
    TRIED = tried(w.flips())
    assert len(_sentences(TRIED)) == 1 and len(TRIED.split()) < 20
    for words in (text, script):
        assert words.count(TRIED) == 1 and "every way" not in words


def test_the_cells_part_says_how_it_is_written(heard):
    """Round 32 #18: the record sheet's Cells part was only "like B3+B2+C2", a plus sign, in speech and braille. Said
    in words first on the sheet and its braille form; the rules say the words, the example left to the eye."""
    _, _, kit, text, script, _ = heard
    hint = kit.record_sheets[0].columns[3].hint
    words = re.sub(r", like \S+\+\S+$", "", hint)  # the words show a cell short (LISTEN36 #2)
    assert words.startswith("each cell as its letter and row number, like ") and "+" in hint.rsplit("like ", 1)[1]
    for told in (text, script):
        assert f"Cells: {words}." in told and "+" not in told[told.index("Cells: ") :][:80]
