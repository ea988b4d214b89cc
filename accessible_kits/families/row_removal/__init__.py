"""Row removal: players take turns crossing out any number of circles from one row; the last circle
wins or loses, as the game file says.

The family's parts: engine.py (the rules, `RowRemoval`), params.py (its game-file keys and the checks
across them), wording/ (what its kits say; which board is which in boards.py, the record sheet
in record.py), drawing.py (its board shape and cell painters),
data/ (its built-in games). It is registered in accessible_kits/families/__init__.py. The block
below is read by the type checker alone: it holds the parts to the contracts (games.protocol.Engine,
compose.contract.WordingClass, games.declare.Params).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from accessible_kits.compose.contract import WordingClass
    from accessible_kits.families.row_removal.engine import RowRemoval
    from accessible_kits.families.row_removal.params import PARAMS
    from accessible_kits.families.row_removal.wording import Wording
    from accessible_kits.games.declare import Params
    from accessible_kits.games.protocol import Engine

    _engine: type[Engine] = RowRemoval
    _wording: WordingClass = Wording
    _params: Params = PARAMS
