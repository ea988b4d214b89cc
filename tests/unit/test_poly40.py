"""Round 39's doubts in the polyomino games (issue 24, task poly40), read in the built-in corner-polyominoes and
the readers' Garden corners, at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.examples import told
from accessible_kits.compose.words import PRINT, Voice, render
from accessible_kits.families.polyomino.engine import shared_side
from accessible_kits.families.polyomino.wording.blocked import corner_cells, free_ways
from rule_texts import blocked_said, piece_games_at_large_and_tactile, piece_heard_case

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
                    over = render(f"Over {w.back_cell(cell)},", voice)
                    place = lines[lines.index(over) : lines.index("Laid any other way", lines.index(over))]
                    assert render(f"{w.v.num(len(ways))} places there", voice) in place, place
                    named = _places_named(w, place, voice)
                    assert sorted(named, key=str) == sorted(ways, key=str), place
                    assert len(place.split(" In the ")) == len(ways) + 1, place  # a sentence a place
    assert counted  # both games' end examples have a corner cell with more than one place on free cells
