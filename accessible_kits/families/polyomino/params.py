"""Corner polyominoes' game-file keys: a board of columns x rows, the two start cells and each
player's set of pieces, with the host key's counts; read by games/schema.py through the registry."""

from __future__ import annotations

from accessible_kits.games.declare import BOARD, Params, cell, check_board, name
from accessible_kits.keys import REQUIRED, Key, KeyProblem, ListOf, Table, check_value

MAX_PIECES = 12
MAX_PIECE_CELLS = 8

PIECE = Table(
    Key("name", name(30, ("pass",), lowercase=False), "the piece's name, as moves say it", default=REQUIRED),
    Key(
        "cells",
        ListOf(cell(), 1, MAX_PIECE_CELLS, 'a cell like "A1"'),
        'its squares, like `["A1", "B1"]`',
        default=REQUIRED,
    ),
)


def check(source: str, p: dict) -> None:
    """The board's size, the start cells, then each piece, in the order a person reads them."""
    check_board(source, p)
    check_starts(source, p)
    seen: set = set()
    for i, piece in enumerate(p["pieces"], 1):
        check_piece(source, p, f"params.pieces[{i}]", piece, seen)


def _called(piece: dict) -> str:
    """How a problem names a piece: by its name too, not only its place in the list."""
    return f"the piece '{piece['name']}'"


def check_starts(source: str, p: dict) -> None:
    """Two start cells on the board, not the same one."""
    on_board = cell(p["columns"], p["rows"])
    for i, s in enumerate(p["starts"], 1):
        check_value(s, on_board, source, f"params.starts[{i}]")
    if p["starts"][0] == p["starts"][1]:
        raise KeyProblem(source, "params.starts", "the two sides start on the same cell; give two different cells")


def check_piece(source: str, p: dict, where: str, piece: dict, seen: set) -> None:
    """A piece: a name of its own (added to `seen`), each square once, one shape, and room on the board.
    Names are compared without case, since a move may write "stick" for the Stick (the engine's piece)."""
    key = piece["name"].casefold()
    if key in seen:
        raise KeyProblem(
            source,
            f"{where}.name",
            f"'{piece['name']}' is used twice (capitals do not count); give each piece its own name",
        )
    seen.add(key)
    squares = {(ord(s[0]) - 65, int(s[1:]) - 1) for s in piece["cells"]}
    if len(squares) != len(piece["cells"]):
        raise KeyProblem(source, f"{where}.cells", f"{_called(piece)}: a cell is listed twice; list each square once")
    if not connected(squares):
        raise KeyProblem(
            source,
            f"{where}.cells",
            f"{_called(piece)}: the squares do not all touch along a side; a piece is one shape",
        )
    w = max(x for x, _ in squares) - min(x for x, _ in squares) + 1
    h = max(y for _, y in squares) - min(y for _, y in squares) + 1
    if (
        sorted((w, h)) > sorted((p["columns"], p["rows"]))
        or max(w, h) > max(p["columns"], p["rows"])
        or min(w, h) > min(p["columns"], p["rows"])
    ):
        raise KeyProblem(
            source,
            f"{where}.cells",
            f"{_called(piece)}, {w} x {h} squares, does not fit on a board of {p['columns']} x {p['rows']}",
        )


def connected(squares: set) -> bool:
    """Whether the squares make one shape, each touching another along a side."""
    todo, seen = [next(iter(squares))], set()
    while todo:
        x, y = todo.pop()
        if (x, y) in seen:
            continue
        seen.add((x, y))
        todo += [n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n in squares]
    return seen == squares


PARAMS = Params(
    table=Table(
        *BOARD,
        Key(
            "starts",
            ListOf(cell(), 2, 2, 'a cell like "A1"'),
            "the first side's start cell, then the second side's",
            default=REQUIRED,
        ),
        Key(
            "pieces",
            ListOf(PIECE, 1, MAX_PIECES, 'a piece like { name = "domino", cells = ["A1", "B1"] }'),
            "each player's set of pieces",
            default=REQUIRED,
        ),
    ),
    facts={"area": "squares in one player's pieces", "pieces": "pieces each player has", "cells": "cells on the board"},
    check=check,
)
