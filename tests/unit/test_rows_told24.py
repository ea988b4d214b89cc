"""A row game's words as round 24's cold readers met them, for the built-in game and the readers'
four rows (tests/rule_texts.py FOUR_ROWS), pen and tokens: the scribe's step in Your turn and on
the card said as the scribe's (LISTEN24 #5), and an example begun on another board than the one
in front of the player, set up by touch from the example's own board (READER24 #10)."""

from __future__ import annotations

import pytest

from rule_texts import composed_flat, row_games, section_lines, section_texts

GAMES = row_games()


@pytest.fixture(scope="module", params=[(g, p) for g in GAMES for p in ("standard", "tactile")])
def composed(request):
    name, profile = request.param
    return composed_flat(GAMES[name](), profile)


def test_the_scribe_crosses_out_the_circles_in_the_turn_and_on_the_card(composed):
    """Your turn said "Cross out that many circles in that row." to the player, while the scribe
    section has the scribe mark the move (LISTEN24 #5). The rules' turn and the card say
    who marks it, the scribe, in the same words; without a scribe, the other player does the
    scribe's part, as the turn's next step says."""
    _, kit, text, script = composed
    does = "covers" if "Each turn, cover circles" in text else "crosses out"
    turn = section_texts(kit, "turn")
    assert f"The scribe {does} that many circles in that row." in turn, turn
    card = " ".join(s.text for line in section_lines(kit.summary) for s in line.sentences)
    reminder = " ".join(seg.text for seg in kit.summary_script if seg.kind == "say")
    said = f"The scribe {does} that many, then says how many circles are left in each row, zero included."
    for words in (text, script, card, reminder):
        assert "Cross out that many" not in words and "Cover that many" not in words
    for words in (card, reminder):
        assert said in words, words


def _said_examples(kit) -> dict[int, str]:
    """Each worked example's spoken words, by its number: from its heading to the next one's."""
    says = [seg.text for seg in kit.script if seg.kind == "say"]
    starts = [says.index(x.heading.sentences[0].said) for x in kit.examples]
    ends = [*starts[1:], says.index("That ends the worked examples.")]
    return {x.number: " ".join(says[a:b]) for x, a, b in zip(kit.examples, starts, ends, strict=True)}


def test_an_example_on_another_board_says_how_to_set_it_up_by_touch(composed):
    """Four rows' Example 2 began "Start with a board where the Alpha row has 1 circle ..." on the
    board Example 1 had laid tokens on, and Example 3 "Only one circle is left.", with no step to
    make that board (READER24 #10). By touch, every example the listener is told not to follow on
    the board in front of them says how to set it up there: its tokens off, then each row's from
    the example's own "Before" board; said after "You may just listen." for a game's end. An
    example followed on that board says no such step; pen marks stay, so pen kits say none."""
    _, kit, text, _ = composed
    from accessible_kits.compose.words import join
    from accessible_kits.games.notation import row_called

    touch = "Each turn, cover circles" in text
    said = _said_examples(kit)
    elsewhere = 0
    for x in kit.examples:
        printed = " ".join(x.lines)
        before = x.diagrams[0]
        if "It is not the board in front of you" not in said[x.number]:
            assert "set it up" not in printed, printed
            continue
        elsewhere += 1
        if not touch:
            assert "take every token off" not in printed + said[x.number]
            continue
        rows = zip(before.names, before.crossed, strict=True)
        gone = join(f"{k} circle{'s' * (k > 1)} from {row_called(n)}" for n, k in rows if k)
        ready = "To set it up, take every token off board 2." + (f" Then cover, row by row: {gone}." if gone else "")
        assert ready in printed, printed
        if "near the end of a game" in printed:  # an added end: the other choice, after listening
            spoken = said[x.number]
            assert "You may just listen." in spoken and "Or, to set it up, take every token off board 2." in spoken
    assert elsewhere >= 2  # Example 2, from a fresh board, and Example 3, from near the end
