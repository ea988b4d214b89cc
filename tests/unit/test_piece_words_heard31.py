"""Round 30's listener on a polyomino kit (LISTEN30 #17 to #23), read in the built-in corner-polyominoes and the
readers' Garden corners, at large print and at tactile: nothing said before it is told (a try's rules, "every way"),
the pass steps together before the end, the record's corner contact in whole words, one request for the last
read back across kits, one shape for every row of a whole board read back, and the reminder's count at the end."""

from __future__ import annotations

import pytest

from rule_texts import piece_games_at_large_and_tactile, piece_heard_case

GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def test_a_try_names_no_rule_not_yet_told(heard):
    """LISTEN30 #17: "A try does not check the rules on start cells, corners and sides." came in The pieces,
    before Your turn told those rules. The try's limit points to where they are told, and comes before it."""
    _, w, _, text, script, _ = heard
    said = "A try does not check the rules for a move."  # taught after them now (round 32: the try once)
    for words in (text, script):
        assert "the rules on start cells, corners and sides" not in words
        if not w.touch:  # a raised piece is felt, not tried by the scribe
            assert words.count(said) == 1
    if not w.touch:
        # the part that tells them comes before it (its heading, a line of its own in print; the flat script holds
        # none): the try is taught once, after the move (round 32)
        assert " Your turn " in text[: text.index(said)]


def test_the_pass_steps_are_together_and_the_end_comes_after_them(heard):
    """LISTEN30 #18: "The game ends at once ... Then nobody says pass ..." stood between "say the word pass" and
    "The scribe says pass back", which was heard as the end's. Now the end just after the pass, as the table lives
    it (LISTEN37 #16), and the say-back says whose: "When you pass". Then the pass steps in order."""
    _, _, _, text, script, _ = heard
    steps = (
        "you pass: say the word pass. That is your turn.",
        "The game ends at once when neither player can place a piece. Then nobody says pass",
        "The scribe checks after every turn whether the game has ended.",  # where the end is (READER38 #7)
        "When you pass, the scribe says pass back, checks that no piece of yours can be placed, and writes the pass "
        "down.",
        "If a piece of yours can still be placed, the scribe says: a piece can still be placed.",
        "Once you pass, you pass on every later turn.",
        "On each later turn, say pass again. The scribe says it back and writes it down.",
    )
    for words in (text, script):
        at = [words.index(step) for step in steps]
        assert at == sorted(at), at


def test_the_record_says_corner_contact_in_whole_words(heard):
    """LISTEN30 #19: "Corner contact: an own cell it touches." left unclear what an own cell is, and whether a
    side touch counts. In whole words, on the printed record's key and in the rules read aloud."""
    _, w, _, text, script, _ = heard
    said = "Corner contact: one of the player's own cells that the new piece touches at a corner."
    assert "an own cell" not in text and "an own cell" not in script
    assert said in text and said in script
    column = next(c for c in w.record().columns if c.name == "Corner contact")
    assert "an own cell" not in column.hint


def test_the_reminder_counts_at_the_end(heard):
    """LISTEN30 #23: the reminder's first sentence "Each player counts the cells of their pieces left over." was
    heard as counting now. It says when, as the rules' welcome does, on the card and aloud."""
    _, _, kit, _, _, card = heard
    reminder = " ".join(s.text for s in kit.summary_script if s.kind == "say")
    score = "At the end, count the cells of your pieces not placed."  # to the player, on the card (LISTEN32 #18)
    assert score in card
    assert "Each player counts" not in reminder and "Each player counts" not in card
    assert score in reminder
