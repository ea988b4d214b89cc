"""Round 24's readers on a polyomino kit (LISTEN24 #2, #8, #9, #11, #14; READER24 #1, #3, #8), read in the
built-in corner-polyominoes and the readers' Garden corners (people's names, start cells B2 and F6, a
zig-zag that a flip changes, a say-back too long for one sentence), at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.examples import LEAVE_OUT, told
from accessible_kits.compose.words import printed
from accessible_kits.families.polyomino.engine import PASS, mirror_is_a_turn
from accessible_kits.games.notation import reading_order
from accessible_kits.profile import load_profile
from rule_texts import blocked_said, composed_texts, flat, piece_games_at_large_and_tactile, piece_words_heard

LARGE = load_profile("large-print")
GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words for it, rules text flat, rules script, the examples' text flat)."""
    name, profile = request.param
    game = GAMES[name]
    w, _, text, script = piece_words_heard(game, profile)
    return game, w, text, script, text[text.index("Worked examples") :]


def sentences(words: str) -> list[str]:
    return re.split(r"(?<=[.?]) ", words)


def test_the_game_ends_at_once_and_nobody_says_pass_then(heard):
    """LISTEN24 #8, READER24 #3: "It ends without a pass: nobody says pass" straight after how passes work
    was heard as a game with no passes. The end as the engine makes it (is_over before any pass: the
    replayed end of Example 2 has no pass), and a pass still said for a player with no pieces left."""
    game, w, text, script, _ = heard
    ended = [rs[-1].after for rs in told(game, w) if game.engine.is_over(rs[-1].after)]
    assert ended and all(pos.passes == 0 for pos in ended)  # the examples' end comes with no pass played
    for words in (text, script):
        assert "It ends without a pass" not in words
        passes = words.index("A player with no pieces left passes too, while the other player can still place a piece.")
        end = (  # in one wording (LISTEN29 #18)
            "The game ends at once when neither player can place a piece. "
            "Then nobody says pass, and nobody writes a pass on the record sheet."
        )
        # just after the pass it is told from, as the table lives it (LISTEN37 #16); before a passed player's
        assert words.count(end) == 1 and words.index("you pass: say the word pass") < words.index(end) < passes


def test_the_scribe_checks_a_move_after_the_yes(heard):
    """LISTEN24 #2: "White says yes. That is not allowed." was heard as if saying yes were not allowed:
    the check comes between, and the refusal names the move."""
    game, w, _, script, examples = heard
    refused = sum(1 for rs in told(game, w) for r in rs if r.reason)
    assert refused >= 1
    for words in (examples, script[script.index("Example 1:") :]):
        assert "That is not allowed." not in words
        checked = "The scribe checks the move. That move is not allowed."  # one sentence, every family's
        assert words.count(checked) >= refused and words.count("not allowed.") == words.count(checked)
        for at in [m.start() for m in re.finditer(re.escape(checked), words)]:
            assert re.search(r"says yes\. (?:\d+\. )?$", words[:at]), words[at - 80 : at]


def test_every_allowed_move_is_said_as_the_player_says_it(heard):
    """LISTEN24 #9: "White puts the monomino on column A row 1. That is allowed." had no say-back, and
    "puts" though the scribe lays pieces. Each placement in the player's words; those up to the rules'
    move example with the say-back and yes; then, once, the sentence every family says that the
    examples leave the say-back out."""
    game, w, _, script, examples = heard
    placed = [r for rs in told(game, w) for r in rs if not r.reason and r.move != PASS]
    full, more = w.told_in_full()
    assert full and more and full[-1].move == w.sample_move()
    for words in (examples, script[script.index("Example 1:") :]):
        assert " puts the " not in words and "That is allowed." not in words
        assert words.count(LEAVE_OUT) == 1
        leave = words.index(LEAVE_OUT)
        at = 0
        for r in placed:
            who = game.players[r.before.to_move]
            cells = [f"column {chr(65 + c)} row {row + 1}" for c, row in reading_order(r.move.cells)]
            said = ", ".join(cells[:-1]) + " and " + cells[-1] if len(cells) > 1 else cells[0]
            own = f"{who} says: the {r.move.piece} piece, {said}. "
            at = words.index(own, at)
            after = words[at + len(own) :]
            if r in full:
                assert at < leave and re.match(r"The scribe says", after), after[:80]
                checked = rf"{who} says yes\. (?:\d+\. )?That move is allowed\."
                assert re.search(rf"^The scribe says.*? {checked}", after), after[:300]
            else:
                assert at > leave and re.match(r"(?:\d+\. )?That move is allowed\.", after), after[:80]


def test_a_raised_set_no_flip_changes_is_turned_raised_side_up(heard):
    """READER24 #1: "You may turn a piece around or flip it over. ... so no piece needs flipping. Keep each
    piece raised side up." read as a clash. A set no flip changes: turn it raised side up, no flip needed;
    a set a flip changes keeps the rule that a flip is allowed."""
    game, w, text, script, _ = heard
    chiral = not all(mirror_is_a_turn(p.shape) for p in game.engine.pieces)
    # the rule first, that a flip is allowed, then why the pieces stay raised side up (READER25 #8)
    turn = (
        "The rules let you turn a piece or flip it. A flip is never needed: a turn makes every shape a flip makes. "
        "So keep each piece raised side up, and just turn it."
    )
    for words in (text, script):
        if w.touch and not chiral:
            assert words.count(turn) == 1 and "flip it over" not in words
        else:
            assert turn not in words and words.count("You may turn a piece around or flip it over.") == 1


def test_a_long_say_back_is_quoted_in_full(heard):
    """READER24 #8: "The scribe says the ell piece, then its 3 cells, one by one. Column B, ..." ran reported
    speech into quoted speech, and left any "and" unsure. The scribe's words in full, after how many
    cells come, the last after "; and", one sentence however long: a full stop inside the list was taken for
    its end (rounds 33 to 35)."""
    game, w, _, script, examples = heard
    move = w.sample_move()
    back = printed(w.said_back(move))
    assert "one by one" not in back
    assert len(sentences(back)) == 1, back
    if game.title == "Garden corners":  # three cells with their places: one sentence still
        quoted = (  # in the one shape of every list of cells, its count first (READER32 #19)
            "The scribe says: the ell piece, 3 cells: column B, the second column, "
            "row 3; column B, the second column, row 2; and column C, the third column, row 2."
        )
        assert quoted in examples
        assert quoted.replace(" 3 cells", " three cells") in script
    else:  # one shape in every kit (READER28 #55, READER32 #19)
        # its count first, as every piece's cells (LISTEN33 #9)
        assert back.startswith("The scribe says: the domino piece, 2 cells: column ") and back in examples
        assert "; and column " in back


# LISTEN24 #11's "which column?" after the first whole board read back: since READER27 #2 every read back
# says a sound-alike letter with its place (tests/unit/test_piece_words_read27.py)


@pytest.mark.parametrize("name", GAMES)
def test_pencil_marks_rub_out_for_the_same_board(name):
    """LISTEN24 #14: "Pencil rubs out too." hung on "the pieces come off": what rubs out, and why it matters."""
    _, text, script = composed_texts(GAMES[name], LARGE)
    for words in (flat(text), script):
        assert "Pencil rubs out too." not in words
        assert words.count("Pencil marks rub out, so the same board can be used again.") == 1


def test_a_blocked_players_cells_are_named_before_their_reasons(heard):
    """LISTEN24 #10: "Every way to lay Black's big square over column F row 8 ... Every way ... over column H row
    5 breaks a rule. Each ..." was too long to hold by ear. The cells named first, in one sentence, as the
    engine finds them (corner_cells), then a short reason a cell, in the same order."""
    from accessible_kits.families.polyomino.wording.blocked import corner_cells

    game, w, _, script, _ = heard
    end = next(rs[-1].after for rs in told(game, w) if game.engine.is_over(rs[-1].after))
    tail = blocked_said(script)
    for p in (0, 1):
        found = [cell for cell, _ in corner_cells(game.engine, end, p)] if end.unused[p] else []
        if not found:
            continue
        # each as the scribe says it, with its place (LISTEN33 #6); named first where one sentence holds them
        names = [printed(w.back_cell(cell)) for cell in found]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ", and " + names[-1]
        assert re.search(rf"There (?:is|are) \w+ such cells?(?:: {re.escape(listed)})?\.", tail), tail
        cell = r"column \w(?:, the [\w-]+ column,)? row \d+"
        over = rf"can(?:not)? cover ({cell})\. [^.]*\b(?:covers|goes|touches)\b"
        reasons = re.findall(over, tail)
        assert [n for n in reasons if n in names] == names
    # a list of cells after "covers" is one item, as the house's rule counts it (tests/test_rules.py, LISTEN37 #19)
    for sentence in sentences(re.sub(r"(?<=covers )[^.]*", "", tail)):
        assert len(sentence.split()) < 25, sentence
