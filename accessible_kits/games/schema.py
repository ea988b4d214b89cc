"""The one schema for game files: every key, its kind, its range, per family.

Declared with the key kit (accessible_kits/keys.py) that profiles use too, and checked
before any engine sees the data, so a broken file ends in one line that names the file,
the key path and what is allowed, never in an internal error. docs/games.md shows the
same table (`table_rows()`; a test keeps them equal). Whether an example's moves are
legal is the engine's business (replay), not this.
"""

from __future__ import annotations

import re
import unicodedata

from accessible_kits.keys import (
    REQUIRED,
    Bad,
    Choice,
    Flag,
    Key,
    KeyProblem,
    Kind,
    ListOf,
    Table,
    Whole,
    check_table,
    check_value,
    is_int,
    key_shown,
    shown,
    suggest,
)
from accessible_kits.tomlfile import MAX_BYTES, loads, read_input

__all__ = ["MAX_BYTES", "Bad", "check_game", "loads", "markdown_table", "read_input", "shown", "table_rows"]

MAX_COLUMNS = 26  # columns are named by one letter, A to Z
MAX_ROWS = 26
MAX_CELLS = 400  # a board of 20 x 20 still builds in seconds and prints on a handful of sheets
MAX_CIRCLES = 15  # circles in one row of a row-removal game
MAX_ROW_COUNT = 8
MAX_PIECES = 12
MAX_PIECE_CELLS = 8
MAX_EXAMPLES = 10
MAX_STEPS = 40
SLUG = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?")
SLUG_WORDS = 'lowercase letters, digits and hyphens, at most 64 characters, like "poison-corner-5x5"'
_CELL = re.compile(r"([A-Z])([1-9][0-9]?)")
_NAME = re.compile(r"[a-z][a-z0-9 -]*")
_PIECE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9 -]*")


# -- the kinds of game-file values, worded as docs/games.md words them ----------------


class GameText(Kind):
    """Text of 1 to `max_len` characters, no control or format characters (they hide in printed names)."""

    def __init__(self, max_len: int):
        self.max_len = max_len

    def parse(self, v):
        if not isinstance(v, str) or not v.strip() or len(v) > self.max_len:
            raise Bad(f"text of 1 to {self.max_len} characters")
        for ch in v:
            if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
                raise Bad(f"text without control characters (found U+{ord(ch):04X})")
        return v

    def allowed(self):
        return f"text, 1 to {self.max_len} characters"


class YesNo(Flag):
    """true or false, as the game docs say it."""

    def allowed(self):
        return "true or false"


class OneOf(Choice):
    """One of a few words, as the game docs say it (`a` or `b`)."""

    def allowed(self):
        return " or ".join(f"`{o}`" for o in self.options)


class Slug(Kind):
    """The kit's folder name: a plain lowercase name, never a path."""

    def parse(self, v):
        if not isinstance(v, str) or not SLUG.fullmatch(v):
            raise Bad(SLUG_WORDS)
        return v

    def allowed(self):
        return "lowercase letters, digits and hyphens, at most 64 characters"


class Minutes(Kind):
    """Playing time: [low, high] in whole minutes."""

    def parse(self, v):
        if not isinstance(v, list) or len(v) != 2 or not all(is_int(n) and 1 <= n <= 120 for n in v) or v[0] > v[1]:
            raise Bad("two whole numbers [low, high] from 1 to 120, low not above high")
        return v

    def allowed(self):
        return "`[low, high]`, whole numbers from 1 to 120, low not above high"


class Name(Kind):
    """A name a move can say back. Row names are lowercase, as the row-removal notation
    reads them ('Bottom row, 2' finds "bottom"); a row name cannot end in "row"."""

    def __init__(self, max_len: int, forbidden: tuple[str, ...] = (), lowercase: bool = True):
        self.max_len, self.forbidden, self.lowercase = max_len, forbidden, lowercase
        letters = "lowercase letters" if lowercase else "letters"
        self.words = f"{letters}, digits, spaces and hyphens, 1 to {max_len} characters, starting with a letter"

    def parse(self, v):
        pattern = _NAME if self.lowercase else _PIECE_NAME
        if (
            not isinstance(v, str)
            or len(v) > self.max_len
            or not pattern.fullmatch(v)
            or v.endswith(" ")
            or "  " in v
            or v.lower() in self.forbidden
            or (self.lowercase and (v == "row" or v.endswith(" row")))
        ):
            raise Bad(
                self.words
                + (f", not {', '.join(self.forbidden)}" if self.forbidden else "")
                + (', not ending in "row"' if self.lowercase else "")
            )
        return v

    def allowed(self):
        return self.words


class Cell(Kind):
    """A cell of a board of `columns` x `rows`, like "B2"."""

    def __init__(self, columns: int = MAX_COLUMNS, rows: int = MAX_ROWS):
        self.columns, self.rows = columns, rows

    def parse(self, v):
        m = _CELL.fullmatch(v) if isinstance(v, str) else None
        if not m or ord(m.group(1)) - 65 >= self.columns or not 1 <= int(m.group(2)) <= self.rows:
            raise Bad(f'a cell from A1 to {chr(64 + self.columns)}{self.rows}, like "B2"')
        return v

    def allowed(self):
        return 'a cell like `"B2"`'


class Counts(Kind):
    """Circle counts of a row-removal position, top row first, like "3-4-3"."""

    def parse(self, v):
        if not isinstance(v, str) or not re.fullmatch(r"\d{1,2}(-\d{1,2}){0,7}", v):
            raise Bad('circle counts joined by hyphens, top row first, like "3-4-3"')
        return v

    def allowed(self):
        return 'counts top row first, like `"3-4-3"`'


class ByFamily(Kind):
    """A table whose keys depend on the family (params, host_key): checked once the family is known."""

    def __init__(self, name: str):
        self.name = name

    def parse(self, v):
        if not isinstance(v, dict):
            raise Bad(f"a table, like [{self.name}]")
        return v

    def allowed(self):
        return "a table, by family"


# the value kinds by the names the declarations below use
text, whole, choice, name, cell = GameText, Whole, OneOf, Name, Cell
boolean, slug, minutes, counts = YesNo(), Slug(), Minutes(), Counts()


# -- the schema -----------------------------------------------------------------

STEP = Table(
    Key("move", text(100), "the move, in the family's notation", default=REQUIRED),
    Key("legal", boolean, "false for a move the rules refuse; default true"),
    Key("removes", whole(0, MAX_CELLS), "grid-removal: how many cells the move crosses out"),
    Key("after", counts, "row-removal: the counts after the move"),
    Key("wins", boolean, "true when the move ends the game and its mover wins"),
)
STEP_ONLY = {"removes": "grid-removal", "after": "row-removal"}

EXAMPLE = Table(
    Key("title", text(80), "the example's heading", default=REQUIRED),
    Key("start", counts, "row-removal: the counts to start from"),
    Key("steps", ListOf(STEP, 1, MAX_STEPS, 'a step like { move = "D2" }'), "the moves, in order", default=REQUIRED),
)

PIECE = Table(
    Key("name", name(30, ("pass",), lowercase=False), "the piece's name, as moves say it", default=REQUIRED),
    Key(
        "cells",
        ListOf(cell(), 1, MAX_PIECE_CELLS, 'a cell like "A1"'),
        'its squares, like `["A1", "B1"]`',
        default=REQUIRED,
    ),
)

BOARD = (
    Key("columns", whole(2, MAX_COLUMNS), "columns, named A, B, C ...", default=REQUIRED),
    Key("rows", whole(2, MAX_ROWS), "rows, numbered from 1 at the bottom", default=REQUIRED),
)

PARAMS = {
    "grid-removal": Table(*BOARD),
    "row-removal": Table(
        Key(
            "rows",
            ListOf(whole(1, MAX_CIRCLES), 1, MAX_ROW_COUNT, f"a count of circles from 1 to {MAX_CIRCLES}"),
            "circles in each row, top row first",
            default=REQUIRED,
        ),
        Key(
            "row_names",
            ListOf(name(20), 1, MAX_ROW_COUNT, 'a row name like "top"'),
            "a name for each row, as moves say it",
        ),
        Key("ending", choice("last-move-wins", "last-move-loses"), "who the last move makes the winner"),
    ),
    "polyomino": Table(
        *BOARD,
        Key("starts", ListOf(cell(), 2, 2, 'a cell like "A1"'), "White's start cell, then Black's", default=REQUIRED),
        Key(
            "pieces",
            ListOf(PIECE, 1, MAX_PIECES, 'a piece like { name = "domino", cells = ["A1", "B1"] }'),
            "each player's set of pieces",
            default=REQUIRED,
        ),
    ),
}

FACTS = {"grid-removal": ("cells",), "row-removal": ("circles",), "polyomino": ("area", "pieces", "cells")}
FACT_WORDS = {
    "cells": "cells on the board",
    "circles": "circles in all",
    "area": "squares in one player's pieces",
    "pieces": "pieces each player has",
}
HOST_KEY = {
    family: Table(*(Key(f, whole(0, 100_000), FACT_WORDS[f]) for f in facts)) for family, facts in FACTS.items()
}

GAME = Table(
    Key("id", slug, "the kit's folder name", default=REQUIRED),
    Key("title", text(80), "the game's name as printed and spoken", default=REQUIRED),
    Key("family", choice(*PARAMS), "which rules engine", default=REQUIRED),
    Key("minutes", minutes, "playing time", default=REQUIRED),
    Key("players", ListOf(text(40), 2, 2, "a name"), "names of the two sides, two different names"),
    Key("params", ByFamily("params"), "the family's parameters", default=REQUIRED),
    Key(
        "examples",
        ListOf(EXAMPLE, 0, MAX_EXAMPLES, "an [[examples]] table"),
        "worked examples, replayed at every build",
    ),
    Key("host_key", ByFamily("host_key"), "numbers the host key states, checked against the engine"),
)


def nearest(key: str, options) -> str:
    """The tail of an unknown-key message: the nearest key, then all of them."""
    return suggest(key, options)


def check_game(data: dict, source: str) -> dict:
    """Check a parsed game file against the schema; raise KeyProblem (a KitError) naming the first problem."""
    for key in data:  # unknown keys and the family first: the params and host_key tables depend on it
        if key not in GAME.keys:
            raise KeyProblem(source, key_shown(key), f"unknown key{nearest(key, GAME.keys)}")
    if "family" not in data:
        raise KeyProblem(source, "family", f"missing; it is required ({', '.join(PARAMS)})")
    family = check_value(data["family"], GAME.keys["family"].kind, source, "family")
    check_table(data, GAME, source)
    params = check_table(data["params"], PARAMS[family], source, "params")
    check_table(data.get("host_key", {}), HOST_KEY[family], source, "host_key")
    _check_family(source, family, params)
    players = data.get("players")
    if players and players[0] == players[1]:
        raise KeyProblem(source, "players", "the two names are the same; give two different names")
    for i, ex in enumerate(data.get("examples", []), 1):
        _check_example(source, family, params, f"examples[{i}]", ex)
    return data


def _check_example(source: str, family: str, params: dict, where: str, ex: dict) -> None:
    """What an example's keys cannot say alone: a start and step keys only for their family, counts for every row."""
    rows = len(params["rows"]) if family == "row-removal" else 0
    if "start" in ex and family != "row-removal":
        raise KeyProblem(source, f"{where}.start", "only row-removal examples have a start; remove it")
    if "start" in ex and len(ex["start"].split("-")) != rows:
        raise KeyProblem(source, f"{where}.start", f'give {rows} counts, one for each row, like "3-4-3"')
    for j, st in enumerate(ex["steps"], 1):
        for key, only in STEP_ONLY.items():
            if key in st and family != only:
                raise KeyProblem(source, f"{where}.steps[{j}].{key}", f"only {only} games use it; remove it")
        if "after" in st and len(st["after"].split("-")) != rows:
            raise KeyProblem(source, f"{where}.steps[{j}].after", f"give {rows} counts, one for each row")


def _check_family(source: str, family: str, p: dict) -> None:
    """What the value checks cannot see alone: the board's size, and each family's own params."""
    if "columns" in p and p["columns"] * p["rows"] > MAX_CELLS:
        raise KeyProblem(
            source,
            "params.rows",
            f"{p['columns']} columns x {p['rows']} rows is "
            f"{p['columns'] * p['rows']} cells; at most {MAX_CELLS} cells are allowed",
        )
    if family == "row-removal":
        _check_row_names(source, p)
    if family == "polyomino":
        _check_starts(source, p)
        seen: set = set()
        for i, piece in enumerate(p["pieces"], 1):
            _check_piece(source, p, f"params.pieces[{i}]", piece, seen)


def _check_row_names(source: str, p: dict) -> None:
    """One name for each row, no two the same."""
    names = p.get("row_names")
    if names is not None and len(names) != len(p["rows"]):
        raise KeyProblem(source, "params.row_names", f"give one name for each of the {len(p['rows'])} rows")
    if names is not None and len(set(names)) != len(names):
        raise KeyProblem(source, "params.row_names", "two rows have the same name; give each row its own name")


def _check_starts(source: str, p: dict) -> None:
    """Two start cells on the board, not the same one."""
    on_board = cell(p["columns"], p["rows"])
    for i, s in enumerate(p["starts"], 1):
        check_value(s, on_board, source, f"params.starts[{i}]")
    if p["starts"][0] == p["starts"][1]:
        raise KeyProblem(source, "params.starts", "White and Black start on the same cell; give two different cells")


def _check_piece(source: str, p: dict, where: str, piece: dict, seen: set) -> None:
    """A piece: a name of its own (added to `seen`), each square once, one shape, and room on the board."""
    if piece["name"] in seen:
        raise KeyProblem(source, f"{where}.name", f"'{piece['name']}' is used twice; give each piece its own name")
    seen.add(piece["name"])
    squares = {(ord(s[0]) - 65, int(s[1:]) - 1) for s in piece["cells"]}
    if len(squares) != len(piece["cells"]):
        raise KeyProblem(source, f"{where}.cells", "a cell is listed twice; list each square once")
    if not _connected(squares):
        raise KeyProblem(source, f"{where}.cells", "the squares do not all touch along an edge; a piece is one shape")
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
            f"a piece {w} x {h} squares does not fit on a board of {p['columns']} x {p['rows']}",
        )


def _connected(squares: set) -> bool:
    """Whether the squares make one shape, each touching another along an edge."""
    todo, seen = [next(iter(squares))], set()
    while todo:
        x, y = todo.pop()
        if (x, y) in seen:
            continue
        seen.add((x, y))
        todo += [n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n in squares]
    return seen == squares


def allowed(kind) -> str:
    """What a key allows, in the words docs/games.md uses."""
    return kind.allowed()


def table_rows() -> list[tuple[str, str, str, str]]:
    """(key path, required or optional, allowed, meaning) for every key, for docs/games.md."""

    def walk(spec: Table, prefix: str, tag: str = "") -> list:
        rows = []
        for key, k in spec.keys.items():
            rows.append((f"{prefix}{key}{tag}", "required" if k.required else "optional", k.kind.allowed(), k.help))
            inner = k.kind.item if isinstance(k.kind, ListOf) else k.kind
            if isinstance(inner, Table):
                rows += walk(inner, f"{prefix}{key}[]." if isinstance(k.kind, ListOf) else f"{prefix}{key}.", tag)
        return rows

    rows = walk(GAME, "")
    for family, spec in PARAMS.items():
        rows += walk(spec, "params.", f" ({family})")
    for family, spec in HOST_KEY.items():
        rows += walk(spec, "host_key.", f" ({family})")
    return rows


def markdown_table() -> str:
    """The keys table of docs/games.md, made from the schema (tests/test_cli.py keeps the doc equal)."""
    lines = ["| key | required | allowed | meaning |", "|---|---|---|---|"]
    lines += [
        f"| `{key.split(' ')[0]}`{' ' + key.split(' ', 1)[1] if ' ' in key else ''} | {req} | {what} | {meaning} |"
        for key, req, what, meaning in table_rows()
    ]
    return "\n".join(lines) + "\n"
