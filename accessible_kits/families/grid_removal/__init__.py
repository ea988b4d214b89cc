"""Grid removal (poison corner): players take turns choosing a cell of a grid and crossing out it
and every cell above and right of it; whoever takes the poison cell loses.

The family's parts: engine.py (the rules, `GridRemoval`), params.py (its game-file keys and the checks
across them), wording.py (what its kits say), drawing.py (its board shape and cell painters),
data/ (its built-in games). It is registered in accessible_kits/families/__init__.py. The block
below is read by the type checker alone: it holds the parts to the contracts (games.protocol.Engine,
compose.contract.WordingClass, games.declare.Params).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from accessible_kits.compose.contract import WordingClass
    from accessible_kits.families.grid_removal.engine import GridRemoval
    from accessible_kits.families.grid_removal.params import PARAMS
    from accessible_kits.families.grid_removal.wording import Wording
    from accessible_kits.games.declare import Params
    from accessible_kits.games.protocol import Engine

    _engine: type[Engine] = GridRemoval
    _wording: WordingClass = Wording
    _params: Params = PARAMS
