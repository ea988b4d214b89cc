"""Round 39's doubts in the polyomino games (issue 24, task poly40), read in the built-in corner-polyominoes and
the readers' Garden corners, at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.examples import told
from accessible_kits.compose.scribe_words import NO_CALL
from accessible_kits.compose.words import PRINT, Voice, render
from accessible_kits.families.polyomino.engine import Placement, normalise, shared_side
from accessible_kits.families.polyomino.wording.blocked import corner_cells, free_ways
from accessible_kits.games import parse_game
from accessible_kits.profile import load_profile
from rule_texts import (
    GARDEN_CORNERS,
    blocked_said,
    piece_games_at_large_and_tactile,
    piece_heard_case,
    piece_words_heard,
    section_lines,
)

GAMES, TEXTS = piece_games_at_large_and_tactile()
EAR = Voice(ear=True)


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def _places_named(w, said: str, voice) -> list[tuple[str, frozenset]]:
    """The places an end example's line names after its count ("In the first, Black's big square covers 4 cells:
    ...; and ..."), each as (piece, cells), the cells rebuilt from the words as the scribe says each cell."""
    cell_of = {render(w.back_cell((c, r)), voice): (c, r) for c in range(w.e.columns) for r in range(w.e.rows)}
    found = []
    for piece, listed in re.findall(r"In the \w+, \S+(?: team)?'s? ([\w -]+?) covers \w+ cells?: ([^.]+)\.", said):
        items = [re.sub(r"^and ", "", item) for item in listed.split("; ")]
        found.append((piece, frozenset(cell_of[item] for item in items)))
    return found


def test_the_places_a_piece_left_has_on_free_cells_are_each_named(heard):
    """LISTEN39 #3, #9; READER39 #16, #17: "Black's big square has 2 places there" counted the places on free cells
    over a corner cell but named none, so both readers searched the board for them. After the count, each place
    is named by its piece and cells, a sentence each: exactly the engine's ways on free cells, in print and aloud."""
    game, w, _, text, script, _ = heard
    counted = 0
    for end in (rs[-1].after for rs in told(game, w) if game.engine.is_over(rs[-1].after)):
        for player in (0, 1):
            if not end.unused[player] or not end.cells_of(player):
                continue
            for cell, _ in corner_cells(w.e, end, player):
                ways = free_ways(w.e, end, player, cell)
                if len(ways) < 2 or not all(shared_side(cells, end.cells_of(player)) for _, cells in ways):
                    continue
                counted += 1
                for words, voice in ((text, PRINT), (script, EAR)):
                    lines = blocked_said(words)
                    over = render(f" cover {w.back_cell(cell)}.", voice)  # what cannot cover it (LISTEN41 #7)
                    place = lines[lines.index(over) : lines.index("Laid any other way", lines.index(over))]
                    assert render(f"{w.v.num(len(ways))} places there", voice) in place, place
                    named = _places_named(w, place, voice)
                    assert sorted(named, key=str) == sorted(ways, key=str), place
                    assert len(place.split(" In the ")) == len(ways) + 1, place  # a sentence a place
    assert counted  # both games' end examples have a corner cell with more than one place on free cells


def _flip_adds_a_shape(game) -> bool:
    """Whether some piece has a shape only a flip gives: more ways it lies than its quarter turns (from the engine's
    ways, worked out here, not by the wording under test)."""
    e = game.engine
    for piece in e.pieces:
        turns, cells = set(), list(piece.shape)
        for _ in range(4):
            cells = [(r, -c) for c, r in cells]
            turns.add(normalise(cells))
        if len(e.shapes(piece)) > len(turns):
            return True
    return False


def _no_zig_zag(kit_text: str) -> str:
    """The readers' Garden corners with its one piece a flip changes, the zig-zag, left out: a user's set of pieces
    that a turn alone makes every shape of."""
    return "\n".join(line for line in kit_text.splitlines() if '"zig-zag"' not in line)


def _flips_agree(game, text: str, script: str, host: str) -> None:
    """The flip sentence and every check that tries pieces agree: "flipped" only where a flip adds a shape."""
    flips = _flip_adds_a_shape(game)
    for words in (text, script):
        tries = re.findall(r"[^.]*\btried\b[^.]*\.|[^.]*\btries each piece[^.]*\.", words)
        assert tries, words[:80]  # the pass check and the end example's place tried
        for said in tries:
            assert ("flipped" in said) is flips, said
            assert "turned" in said, said
        # the flip sentence: no flip needed where none adds a shape, else which piece a flip changes
        assert ("no piece needs flipping" in words or "A flip is never needed" in words) is not flips
        assert ("Flipping gives a new shape" in words or "Flipping any piece gives" in words) is flips
    host_check = re.search(r"To check a pass, try each piece left, ([^,]*(?:, [^,]*)?), in every place", host)
    assert host_check and ("flipped" in host_check.group(1)) is flips, host


def test_the_pass_check_tries_flips_only_where_a_flip_adds_a_shape(heard):
    """READER39 #13: "A flip is never needed" beside the pass check's "tried ..., turned and flipped" had a reader
    think flips forbidden. Where no piece has a shape only a flip gives (corner-polyominoes), every check says the
    pieces are turned; where one has (Garden corners' zig-zag), turned and flipped: the two agree."""
    game, _, kit, text, script, _ = heard
    host = " ".join(line.text for line in section_lines(kit.host_key))
    _flips_agree(game, text, script, host)


def test_a_users_piece_set_no_flip_changes_is_tried_turned_only():
    """READER39 #13 for a set a user writes: Garden corners without its zig-zag has no piece a flip changes, so its
    checks say turned only, as the built-in set does; with it, turned and flipped."""
    game = parse_game(_no_zig_zag(GARDEN_CORNERS), "garden.toml")
    assert not _flip_adds_a_shape(game) and _flip_adds_a_shape(GAMES["garden"])
    w, kit, text, script = piece_words_heard(game, load_profile("large-print"))
    host = " ".join(line.text for line in section_lines(kit.host_key))
    _flips_agree(game, text, script, host)
    assert not w.flips()


def test_the_say_back_step_says_the_cell_count_every_say_back_gives(heard):
    """READER39 #14: the step "The piece comes first, then its cells in one order" never said the count ("the domino
    piece, 2 cells: ...") every say-back gives. The step says it, and where the set has a one-cell piece, that only a
    piece of more than one cell has it: as each piece's own say-back does."""
    game, w, _, text, script, _ = heard
    one = any(p.size == 1 for p in game.engine.pieces)
    step = "The piece comes first, then how many cells it covers" + (", where more than one." if one else ".")
    for words in (text, script):
        assert words.count(step) == 1
    for piece in game.engine.pieces:
        said = render(w.said_back(Placement(piece.name, piece.shape)), PRINT)
        counted = re.match(rf"The scribe says: {re.escape(w.called(piece.name))}, (\d+) cells:", said)
        assert (counted is not None) is (piece.size > 1), said
        assert counted is None or int(counted.group(1)) == piece.size, said


def test_whose_turn_is_answered_with_the_name_the_scribe_calls_players_by(heard):
    """READER39 #15: "The scribe answers with the name of the player whose turn it is." read as an own name, though
    the scribe calls players White and Black in play. Just after it, the game's two names, said a colour where the
    players swap colours, and those are the names the examples' moves are said with."""
    game, _, _, text, script, _ = heard
    first, second = game.players[:2]
    colours = game.id == "corner-polyominoes"  # White and Black, swapped in round 2; Garden's keep their names
    kind = ", a colour, not a player's own name." if colours else "."
    answer = f"{NO_CALL} That name is {first} or {second}{kind}"
    for words in (text, script):
        assert words.count(answer) == 1, answer
        assert f"{first} says: the " in words and f"{second} says: the " in words  # as the examples call them
