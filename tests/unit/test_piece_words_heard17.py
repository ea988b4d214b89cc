"""Round 17's readers on a polyomino kit: a try's words and the pass check's apart, a reason for
each player at an added example's end, and each round's starter and start cells on the quick
reference. Each read in the built-in game and in a user game (garden, with people's names)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.families.polyomino.engine import Polyomino, orientations
from accessible_kits.families.polyomino.wording.blocked import corner_cells
from accessible_kits.games import load_game, parse_game
from accessible_kits.games.notation import cell_name
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import GARDEN_CORNERS, blocked_said, composed_texts, flat

LARGE = load_profile("large-print")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}
_ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
_DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def engine(game) -> Polyomino:
    """The game's engine, as the polyomino family's."""
    assert isinstance(game.engine, Polyomino)
    return game.engine


def texts(name: str):
    """(kit, rules text on one line, rules script, spoken reminder) at large print."""
    kit, text, script = composed_texts(GAMES[name], LARGE)
    return kit, flat(text), script, " ".join(s.text for s in kit.summary_script if s.kind == "say")


@pytest.mark.parametrize("name", GAMES)
def test_a_try_checks_cells_and_shape_and_the_pass_check_says_placed(name):
    """The word "fits" meant free cells in the piece's shape for a try, and every rule for a pass (LISTEN17 #13)."""
    kit, text, script, reminder = texts(name)
    for said in (text, script):
        # the try taught after Your turn, whose rules it leaves out (round 32: the try said once, after the move)
        assert "A try does not check the rules for a move." in said
        assert "If a piece of yours can still be placed, the scribe says: a piece can still be placed." in said
        assert "If a piece of the player's can still be placed, the scribe says: a piece can still be placed." in said
        after_try = said[said.index("A try is not a move.") :]
        assert not re.search(r"\bfits?\b", after_try), "a pass is checked in the words 'can be placed', never fits"
    for card in (flat(summary_text(kit)), reminder):
        assert "Pass only when you cannot place any piece." in card and "fits" not in card


def _rules_broken(game, pos, player) -> set[str]:
    """Every space of the board free and shaped like a piece the player has left, by the rule it
    breaks, worked out here from the cells (not the engine's why_blocked): "side", "corner", "start"."""
    e, occupied, own = engine(game), dict(pos.owner), pos.cells_of(player)
    broken = set()
    for piece in e.pieces:
        if piece.name not in pos.unused[player]:
            continue
        for shape in orientations(piece.shape):
            for dc in range(e.columns):
                for dr in range(e.rows):
                    cells = {(c + dc, r + dr) for c, r in shape}
                    if any(c >= e.columns or r >= e.rows for c, r in cells) or cells & occupied.keys():
                        continue
                    if not own:
                        assert e.starts[player] not in cells, f"{piece.name} can still be placed"
                        broken.add("start")
                    elif any((c + x, r + y) in own for c, r in cells for x, y in _ORTHO):
                        broken.add("side")
                    else:
                        assert not any((c + x, r + y) in own for c, r in cells for x, y in _DIAG), piece.name
                        broken.add("corner")
    return broken


@pytest.mark.parametrize("name", GAMES)
def test_the_added_end_says_why_each_player_cannot_place(name):
    """The words "Now neither player can place a piece." gave no reason a listener could check (LISTEN17 #17,
    READER17 #5-6): each player's, true on the example's last board, then the scribe's taught words."""
    game = GAMES[name]
    e = engine(game)
    found = e.near_end()
    assert found is not None
    before, (move,) = found
    end = e.play(before, move)
    _, text, script, _ = texts(name)
    for said in (text, script):
        told = blocked_said(said)  # the lines, then the claim they show (LISTEN31 #15)
        for p, who in enumerate(game.players[:2]):
            whose = who + ("'" if who.endswith("s") else "'s")
            left = [pc.name for pc in e.pieces if pc.name in end.unused[p]]
            if not left:
                assert f"{whose} pieces are all on the board." in told
                continue
            left_for = re.search(rf"Left for {re.escape(who)}: [^.]*\.", told)
            assert left_for, told
            named = left_for.group(0)
            assert all(n in named for n in left), named  # the pieces left, each named
            mine = told[told.index(named) :].split("Left for ")[1]
            if not end.cells_of(p):  # where tried and why each way fails, one sentence (LISTEN26 #14)
                (sentence,) = re.findall(r"On free cells, [^.]*\.(?: (?:It|Each) [^.]*\.)?", mine)[:1]  # LISTEN37 #17
                broken = _rules_broken(game, end, p)
                assert ("touches a side of" in sentence) == ("side" in broken), sentence
                corner = re.search(rf"touches none of (?:{re.escape(whose)} pieces|them) at a corner", sentence)
                assert bool(corner) == ("corner" in broken), sentence
                continue
            # pieces down: the cells a next piece must cover, then why each fails (LISTEN28 #26), as the engine
            # refuses each try over them
            cells = corner_cells(e, end, p)
            assert "On free cells" not in mine
            assert re.match(r"[^.]*\. (?:\d+\. )?[^.]* next piece would have to cover", mine), mine
            assert ("touches a side of" in mine) == any("side" in rules for _, rules in cells), mine
        assert e.is_over(end) and " fits" not in told


@pytest.mark.parametrize("name", GAMES)
def test_the_quick_reference_says_each_rounds_starter_and_start_cells(name):
    """The card's "Otters goes first in round 1, and Red team in round 2, from column B, the second
    column, row 2." tied a start cell to one round or both, and Otters' round-2 start went unsaid (LISTEN17 #18)."""
    game = GAMES[name]
    kit, _, _, reminder = texts(name)
    quick = flat(summary_text(kit))
    one, two = (cell_name(c) for c in engine(game).starts)
    first, second = game.players[:2]
    for card in (quick, reminder):
        assert not re.search(r"round 2, from\b", card)
    if name == "garden":  # people's names keep their pieces and swap start cells
        assert f"{first} goes first in round 1, and {second} in round 2." in quick
        assert f"In the first round, {first}' is {one}, and {second}'s is {two}." in quick
        assert f"In the second round, {first}' is {two}, and {second}'s is {one}." in quick
        assert f"In the second round, {first}' is column F row 6, and {second}'s is column B, the second column" in (
            reminder
        )
    else:  # sides keep their start cells: the players change sides
        assert f"{first}'s is {one}, and {second}'s is {two}." in quick
        assert f"{first} goes first. In round 2, whoever went second plays {first}." in quick
