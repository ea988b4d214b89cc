"""Round 23's readers on a polyomino kit (READER23 #3 to #6, #10; LISTEN23 #13, #18), read in the
built-in corner-polyominoes and the readers' Garden corners (people's names, start cells B2 and F6,
a zig-zag that a flip changes), at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.families.polyomino.engine import mirror_is_a_turn, orientations
from rule_texts import blocked_said, composed_texts, flat, piece_games_at_large_and_tactile

GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def told(request):
    """(game, kit, rules text flat, rules script)."""
    name, profile = request.param
    kit, text, script = composed_texts(GAMES[name], profile)
    return GAMES[name], kit, flat(text), script


def _refusals(said: str, who: str) -> list[str]:
    """The scribe's words to a side, as the rules' example and the worked example give them."""
    found = re.findall(r"For example: (column [^.]+ shares a side with your own [^.]+\.(?: They are [^.]+\.)?)", said)
    found += re.findall(rf"That move is not allowed\. The scribe says: (.+?) {who} chooses again\.", said)
    return found


def test_a_refusals_cells_are_printed_as_the_scribe_says_them(told):
    """READER23 #3, #4: the rule says a refusal names each cell as in a say-back, a sound-alike letter
    with its place, but the example printed "A2 shares a side with your own cell A1": print it as said."""
    game, _, text, script = told
    who = game.players[0]
    printed, said = _refusals(text, who), _refusals(script, who)
    assert len(printed) == 2 and printed == said, (printed, said)
    assert "a letter that sounds like another comes with its place from the left." in text
    for words in printed:
        assert " with your own cell" in words and re.search(r"column \w, the \w+ column, row \d", words), words
        assert not re.search(r"\b[A-H]\d\b", words), words  # no cell written short, like A2


# READER23 #5's say-back and read back told apart: since READER27 #2 they say a letter one way, stated once
# (tests/unit/test_piece_words_read27.py, test_every_read_back_says_a_sound_alike_letter_with_its_place)


def test_listening_and_checking_by_hand_are_two_choices(told):
    """LISTEN23 #13: "It is not the board in front of you, so just listen." then "To check it by hand,
    first take every piece off the play board" sounded contradictory: "You may just listen. Or, to ..."."""
    _, _, text, script = told
    end = script[script.index("This example starts near the end of a game.") :]
    assert end.startswith(
        "This example starts near the end of a game. It is not the board in front of you. You may just listen. "
        # to follow it, the board is laid (LISTEN29 #20)
        "Or, to follow it, first take every piece off the play board"
    ), end[:300]
    assert "so just listen. To" not in script and "Or, to follow" not in text  # the ear's choice, said only
    printed = text[text.index("This example starts near the end of a game.") :]
    assert re.match(r"This example starts near the end of a game\. (?:\d+\. )?To follow it, ", printed)


def test_the_end_says_no_pass_is_said_or_written(told):
    """READER23 #10: "A player with no pieces left passes too." beside "Both would pass, so the game ends."
    left open whether passes are said and written before the end. The engine ends the game before any
    pass (is_over: no placement for either player), so no pass is; a pass is for a player while the other
    can place."""
    game, _, text, script = told
    e = game.engine
    end = e.near_end()
    assert end is not None
    pos = end[0]
    for move in end[1]:
        pos = e.play(pos, move)
    assert e.is_over(pos) and e.legal_moves(pos) == [] and pos.passes == 0  # ended with no pass played
    for words in (text, script):
        assert "A player with no pieces left passes too, while the other player can still place a piece." in words
        rule = (  # said as the engine ends it, at once (LISTEN24 #8, READER24 #3), in one wording (LISTEN29 #18)
            "The game ends at once when neither player can place a piece. "
            "Then nobody says pass, and nobody writes a pass on the record sheet."
        )
        assert words.count(rule) == 1
        said = (  # the claim after the lines that show it (LISTEN31 #15)
            "So neither player can place a piece. The game ends at once, and nobody says pass. "
            "The scribe says: the game is over."
        )
        assert words.count(said) == 1


def test_a_blocked_players_reasons_each_say_which_cells_they_are_about(told):
    """LISTEN23 #18: "Each free space shaped like Otters' block or zig-zag touches a side ..." then "Every
    way to lay ... over column E row 5 covers a covered cell": two reasons back to back. The first is about
    every placement on free cells, the second about one cell, and each says so."""
    game, _, text, script = told
    for words in (text, script):
        told = blocked_said(words)
        assert "free space shaped like" not in told
        blocked = [p for p in game.players[:2] if f"Left for {p}:" in told]
        assert blocked, told
        for p in blocked:  # the cells a next piece must cover, then why each fails (LISTEN28 #26)
            whose = p + ("'" if p.endswith("s") else "'s")
            assert (
                f"{whose} next piece would have to cover a free cell touching {whose} pieces only at corners." in told
            )
        cells = re.findall(r"can(?:not)? cover (column \w(?:, the [\w-]+ column,)? row \d+|[A-H]\d)\.", told)
        assert cells, told
        # a list of cells after "covers" is one item, as the house's rule counts it (tests/test_rules.py, LISTEN37 #19)
        for sentence in re.split(r"(?<=\.) ", re.sub(r"(?<=covers )[^.]*", "", told)):
            assert len(sentence.split()) < 25, sentence


def test_the_turning_rule_comes_first_then_why_a_flip_adds_a_shape_or_not(told, request):
    """READER23 #6: "Keep each piece raised side up ... A flipped piece makes the same shapes as a turned one,
    so no piece needs flipping." never said whether a flip is allowed. The rule first, in every kit, then
    why, from the pieces' shapes: the same shapes, or which pieces a flip changes."""
    game, _, text, script = told
    rule = "You may turn a piece around or flip it over."
    chiral = [p.name for p in game.engine.pieces if not mirror_is_a_turn(p.shape)]
    for p in game.engine.pieces:  # the engine's shapes, a flip's among them, agree with the words
        turned = orientations(p.shape)
        assert (len({frozenset(s) for s in turned}) > len(_turns(p.shape))) is (p.name in chiral), p.name
    why = (
        f"Flipping gives a new shape only for the {chiral[0]}. "  # a turn matches the others flipped (LISTEN31 #18)
        "Every other piece can be turned to match its flipped shape."
        if len(chiral) == 1
        else "A flipped piece makes the same shapes as a turned one, so no piece needs flipping."
    )
    assert chiral == (["zig-zag"] if game.id == "garden-corners" else [])
    _, profile = request.node.callspec.params["told"]
    for words in (text, script):
        assert "flip it over. Keep" not in words  # never the rule straight beside "keep ... raised side up"
        if profile.braille and not chiral:  # raised pieces no flip changes: turned raised side up (READER24 #1)
            # the rule that a flip is allowed said first in its own words (READER25 #8)
            up = (
                "The rules let you turn a piece or flip it. A flip is never needed: a turn makes every shape a "
                "flip makes. So keep each piece raised side up, and just turn it."
            )
            assert words.count(up) == 1 and rule not in words
            continue
        assert words.count(f"{rule} {why}") == 1, words[words.index("Each cell of a piece") :][:600]


def _turns(shape) -> set:
    """The shape's quarter turns, each moved to the origin: no flip."""
    out, cells = set(), frozenset(shape)
    for _ in range(4):
        cells = frozenset((r, -c) for c, r in cells)
        low_c, low_r = min(c for c, _ in cells), min(r for _, r in cells)
        out.add(frozenset((c - low_c, r - low_r) for c, r in cells))
    return out
