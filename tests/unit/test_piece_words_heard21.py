"""Round 21's listener on a polyomino kit: a refusal for a side in the scribe's words, each under 25 words
as heard (LISTEN21 #13, #14); and the end example (LISTEN21 #15): every row, then every piece
again, then every free corner cell with every rule at once could not be held by ear. The board is said
once, by its pieces, to lay on the play board; the blocked player's pieces left and how many free
corner cells come first, then a short line a cell. Read in the built-in game and a user game."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import number_word
from accessible_kits.families.polyomino.engine import Polyomino
from accessible_kits.games import load_game, parse_game
from accessible_kits.games.notation import reading_order
from accessible_kits.profile import load_profile
from rule_texts import GARDEN_CORNERS, NONE_CAN, blocked_said, composed_texts, flat

LARGE = load_profile("large-print")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}
DIAG, ORTHO = ((1, 1), (1, -1), (-1, 1), (-1, -1)), ((1, 0), (-1, 0), (0, 1), (0, -1))


@pytest.fixture(scope="module", params=list(GAMES))
def told(request):
    """(game, rules text flat, script, the end position of the end example)."""
    game = GAMES[request.param]
    e = game.engine
    assert isinstance(e, Polyomino)
    found = e.near_end()
    assert found is not None
    before, (move,) = found
    _, text, script = composed_texts(game, LARGE)
    return game, flat(text), script, e.play(before, move)


def _end_example(said: str) -> str:
    return said[said.index("This example starts near the end of a game.") :]


def test_the_near_end_board_is_said_once_by_its_pieces(told):
    """The pieces one by one, to lay on the play board, after the words to lay it; the board row by row before
    them (LISTEN29 #20) said it twice, too much by ear: now its rows are on request (LISTEN37 #18)."""
    _, text, script, _ = told
    for said in (text, script):
        end = _end_example(said)
        start = end[: end.index(NONE_CAN)]
        assert start.count("Row 1:") == 0  # by its pieces, once; its rows on request (LISTEN37 #18)
        assert re.search(
            r"(?:To|Or, to) follow it, first take every piece off the play board, "
            r"and rub out any pencil marks\. "  # the pieces laid once, after they are listed (READER31 #13)
            r"(?:\d+\. )?Here are the example's pieces, one by one\.",
            start,
        )


def _corner_cells(e, pos, player):
    """The free cells touching the player's own cells at a corner and at no side, worked out here."""
    own, occupied = pos.cells_of(player), dict(pos.owner)
    return reading_order(
        {
            (c + dc, r + dr)
            for c, r in own
            for dc, dr in DIAG
            if 0 <= c + dc < e.columns and 0 <= r + dr < e.rows and (c + dc, r + dr) not in occupied
            if not any((c + dc + a, r + dr + b) in own for a, b in ORTHO)
        }
    )


def test_a_blocked_player_is_told_pieces_left_the_count_then_a_line_a_cell(told):
    """Per blocked player: "Left for X: ..." first, then how many free corner cells, then "At <cell>, ..."
    once for each of those cells, in reading order, each sentence under 25 words as heard."""
    game, _, script, end = told
    e = game.engine
    blocked = [p for p in (0, 1) if end.unused[p] and end.cells_of(p)]
    assert blocked  # each game's end example has a player with pieces left
    tail = blocked_said(script)
    for p in blocked:
        who = game.players[p]
        whose = who + ("'" if who.endswith("s") else "'s")
        cells = _corner_cells(e, end, p)
        mine = next(part for part in tail.split("Left for ")[1:] if part.startswith(f"{who}: "))
        names = [pc.name for pc in e.pieces if pc.name in end.unused[p]]
        assert all(f"the {n}" in mine.split(".")[0] for n in names)  # what is left, first
        n = len(cells)
        count = "There is one such cell" if n == 1 else f"There are {number_word(n)} such cells"
        heads = f"{whose} next piece would have to cover a free cell touching {whose} pieces only at corners."
        # named first where that fits (LISTEN24 #10), each as the scribe says it, a letter with its place (LISTEN33 #6)
        assert f"{heads} {count}" in mine
        lines = re.findall(r"can(?:not)? cover column (\w)(?:, the [\w-]+ column,)? row (\d+)\.", mine)
        assert lines == [(chr(65 + c), str(r + 1)) for c, r in cells]
    # a list of cells after "covers" is one item, as the house's rule counts it (tests/test_rules.py, LISTEN37 #19)
    for sentence in re.split(r"(?<=\.) ", re.sub(r"(?<=covers )[^.]*", "", tail)):
        assert len(sentence.split()) < 25, sentence


def test_a_long_side_refusal_names_the_own_cells_in_a_sentence_of_their_own():
    """Garden's trio A1+A2+A3 beside the ell B2, B3, C2 (READER21's refused example 1): two cells of the
    piece and two own cells run past 24 words heard in one sentence, so the own cells get their own."""
    steps = '{ move = "ell B2+B3+C2" },\n  { move = "trio F6+E6+D6" },\n  { move = "trio A1+A2+A3", legal = false },'
    game = parse_game(re.sub(r"steps = \[.*?\n\]", f"steps = [\n  {steps}\n]", GARDEN_CORNERS, flags=re.S), "g.toml")
    _, text, script = composed_texts(game, LARGE)
    said = "column A row 3 and column A row 2 share a side with your own cells. They are "
    said += "column B, the second column, row 3; and column B, the second column, row 2."  # as said back
    assert f"The scribe says: {said}" in script and f"The scribe says: {said}" in flat(text)  # printed as said
    for sentence in re.split(r"(?<=\.) ", script):
        if "share a side" in sentence or "shares a side" in sentence:
            assert len(sentence.split()) < 25, sentence
