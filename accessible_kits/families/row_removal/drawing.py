"""How a row-removal game is drawn: its positions are rows of circles (model.RowsBoard), drawn
whole by render's rows drawer (render/drawers.py), so the family has no cell roles of its own.

Why a module with so little in it: every family names its board shape in one place, and a family
whose shape render does not know would register its drawer here, in DRAWERS. PRINT_KEY says
what the marks of its diagrams mean, for the legend beside them.
"""

from __future__ import annotations

from accessible_kits.model import RowsBoard

BOARD = RowsBoard

# What each print mark of its diagrams means, once, in the legend's words (render.drawers.legend).
PRINT_KEY = {
    "circle-crossed": "A cross: a circle crossed out before.",
    "circle-new": "A thick cross on stripes: a circle crossed out in this move.",
}
