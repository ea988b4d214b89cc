"""How a row-removal game is drawn: its positions are rows of circles (model.RowsBoard), drawn
whole by render's rows drawer (render/drawers.py), so the family has no cell roles of its own.

Why a module with so little in it: every family names its board shape in one place, and a family
whose shape render does not know would register its drawer here, in DRAWERS.
"""

from __future__ import annotations

from accessible_kits.model import RowsBoard

BOARD = RowsBoard
