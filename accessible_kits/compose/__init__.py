"""Compose: game (checked by its engine) -> format-neutral Kit.

One module per game family holds what that family's kits say. A new family
adds one module and one line in COMPOSERS.
"""

from __future__ import annotations

from accessible_kits.compose import grid_removal, polyomino, row_removal
from accessible_kits.games import Game
from accessible_kits.model import Kit

COMPOSERS = {
    "grid-removal": grid_removal.compose,
    "row-removal": row_removal.compose,
    "polyomino": polyomino.compose,
}


def compose(game: Game) -> Kit:
    """Build the kit model. The game's examples were replayed when it was loaded."""
    return COMPOSERS[game.family](game)
