"""Grid removal's game-file keys: a board of columns x rows, the host key's count of cells, and a
step's `removes` (how many cells a move crosses out), read by games/schema.py through the registry."""

from __future__ import annotations

from accessible_kits.games.declare import BOARD, MAX_CELLS, Params, check_board, whole
from accessible_kits.keys import Key, Table


def effect(engine, before, after) -> dict:
    """A legal move's `removes`: the cells it crossed out, as the engine played it."""
    return {"removes": len(before.present) - len(after.present)}


PARAMS = Params(
    table=Table(*BOARD),
    facts={"cells": "cells on the board"},
    step_keys=(Key("removes", whole(0, MAX_CELLS), "how many cells the move crosses out"),),
    check=check_board,
    effect=effect,
)
