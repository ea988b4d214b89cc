"""The one schema for game files: every key, its type, its range, per family.

Checked before any engine sees the data, so a broken file ends in one line that
names the file, the key path and what is allowed, never in an internal error.
docs/games.md shows the same table (`table_rows()`; a test keeps them equal).
Whether an example's moves are legal is the engine's business (replay), not this.
"""

from __future__ import annotations

import difflib
import os
import re
import stat
import tomllib
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from accessible_kits.errors import KitError

MAX_BYTES = 1_000_000   # game and profile files: bigger is refused before parsing
MAX_COLUMNS = 26        # columns are named by one letter, A to Z
MAX_ROWS = 26
MAX_CELLS = 400         # a board of 20 x 20 still builds in seconds and prints on a handful of sheets
MAX_CIRCLES = 15        # circles in one row of a row-removal game
MAX_ROW_COUNT = 8
MAX_PIECES = 12
MAX_PIECE_CELLS = 8
MAX_EXAMPLES = 10
MAX_STEPS = 40
SLUG = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?")
SLUG_WORDS = "lowercase letters, digits and hyphens, at most 64 characters, like \"poison-corner-5x5\""
_CELL = re.compile(r"([A-Z])([1-9][0-9]?)")
_NAME = re.compile(r"[a-z][a-z0-9 -]*")
_PIECE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9 -]*")
SHOWN = 40              # characters of a bad value echoed back


class Bad(ValueError):
    """A value is not allowed; str() is what is allowed instead."""


def shown(value: Any) -> str:
    """A value as the person wrote it, cut to a readable length."""
    try:
        text = repr(value)
    except RecursionError:
        return f"a {type(value).__name__} nested too deeply"
    return text if len(text) <= SHOWN else text[:SHOWN - 3] + "..."


# -- reading ------------------------------------------------------------------

def read_input(path: Path, what: str) -> str:
    """A game or profile file as text: a regular file, at most MAX_BYTES, UTF-8."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise KitError(f"{path}: not a regular file; give a {what} (.toml)")
        if info.st_size > MAX_BYTES:
            raise KitError(f"{path}: {info.st_size} bytes is too big for a {what}; at most {MAX_BYTES} are allowed")
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise KitError(f"{path}: cannot read the {what} ({exc.strerror})") from None
    if len(data) > MAX_BYTES:
        raise KitError(f"{path}: too big for a {what}; at most {MAX_BYTES} bytes are allowed")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise KitError(f"{path}: not UTF-8 text (byte {exc.start + 1}); save the {what} as UTF-8") from None


def loads(text: str, source: str) -> dict:
    """TOML to a dict; syntax errors and absurd nesting are one line each."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise KitError(f"{source}: not valid TOML ({exc})") from None
    except RecursionError:
        raise KitError(f"{source}: not valid TOML (nested too deeply)") from None


# -- value checks: each returns the value or raises Bad(what is allowed) ---------

def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _refuse_controls(v: str) -> None:
    for ch in v:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            raise Bad(f"text without control characters (found U+{ord(ch):04X})")


def text(max_len: int) -> Callable:
    def check(v):
        if not isinstance(v, str) or not v.strip() or len(v) > max_len:
            raise Bad(f"text of 1 to {max_len} characters")
        _refuse_controls(v)
        return v
    check.allowed = f"text, 1 to {max_len} characters"
    return check


def whole(lo: int, hi: int) -> Callable:
    def check(v):
        if not _is_int(v) or not lo <= v <= hi:
            raise Bad(f"a whole number from {lo} to {hi}")
        return v
    check.allowed = f"a whole number from {lo} to {hi}"
    return check


def boolean(v):
    if not isinstance(v, bool):
        raise Bad("true or false")
    return v


boolean.allowed = "true or false"


def choice(*options: str) -> Callable:
    def check(v):
        if v not in options:
            raise Bad("one of " + ", ".join(options))
        return v
    check.allowed = " or ".join(f"`{o}`" for o in options)
    return check


def slug(v):
    if not isinstance(v, str) or not SLUG.fullmatch(v):
        raise Bad(SLUG_WORDS)
    return v


slug.allowed = "lowercase letters, digits and hyphens, at most 64 characters"


def minutes(v):
    words = "two whole numbers [low, high] from 1 to 120, low not above high"
    if (not isinstance(v, list) or len(v) != 2 or not all(_is_int(n) and 1 <= n <= 120 for n in v)
            or v[0] > v[1]):
        raise Bad(words)
    return v


minutes.allowed = "`[low, high]`, whole numbers from 1 to 120, low not above high"


def name(max_len: int, forbidden: tuple[str, ...] = (), lowercase: bool = True) -> Callable:
    """A name a move can say back. Row names are lowercase, as the row-removal notation
    reads them ('Bottom row, 2' finds "bottom"); a row name cannot end in "row"."""
    letters = "lowercase letters" if lowercase else "letters"
    words = f"{letters}, digits, spaces and hyphens, 1 to {max_len} characters, starting with a letter"
    pattern = _NAME if lowercase else _PIECE_NAME

    def check(v):
        if (not isinstance(v, str) or len(v) > max_len or not pattern.fullmatch(v) or v.endswith(" ")
                or "  " in v or v.lower() in forbidden or lowercase and (v == "row" or v.endswith(" row"))):
            raise Bad(words + (f", not {', '.join(forbidden)}" if forbidden else "")
                      + (", not ending in \"row\"" if lowercase else ""))
        return v
    check.allowed = words
    return check


def cell(columns: int = MAX_COLUMNS, rows: int = MAX_ROWS) -> Callable:
    def check(v):
        m = _CELL.fullmatch(v) if isinstance(v, str) else None
        if not m or ord(m.group(1)) - 65 >= columns or not 1 <= int(m.group(2)) <= rows:
            last = f"{chr(64 + columns)}{rows}"
            raise Bad(f"a cell from A1 to {last}, like \"B2\"")
        return v
    check.allowed = "a cell like `\"B2\"`"
    return check


def counts(v):
    if not isinstance(v, str) or not re.fullmatch(r"\d{1,2}(-\d{1,2}){0,7}", v):
        raise Bad("circle counts joined by hyphens, top row first, like \"3-4-3\"")
    return v


counts.allowed = "counts top row first, like `\"3-4-3\"`"


# -- the schema -----------------------------------------------------------------

@dataclass(frozen=True)
class Key:
    check: Any                # a value check, or a Table / ListOf for nested data
    meaning: str
    required: bool = False


@dataclass(frozen=True)
class Table:
    keys: dict[str, Key]


@dataclass(frozen=True)
class ListOf:
    item: Any                 # a value check or a Table
    low: int
    high: int
    each: str                 # what one item is, for messages


PER_FAMILY = "per family"   # params and host_key: a table whose keys depend on the family

STEP = Table({
    "move": Key(text(100), "the move, in the family's notation", required=True),
    "legal": Key(boolean, "false for a move the rules refuse; default true"),
    "removes": Key(whole(0, MAX_CELLS), "grid-removal: how many cells the move crosses out"),
    "after": Key(counts, "row-removal: the counts after the move"),
    "wins": Key(boolean, "true when the move ends the game and its mover wins"),
})
STEP_ONLY = {"removes": "grid-removal", "after": "row-removal"}

EXAMPLE = Table({
    "title": Key(text(80), "the example's heading", required=True),
    "start": Key(counts, "row-removal: the counts to start from"),
    "steps": Key(ListOf(STEP, 1, MAX_STEPS, "a step like { move = \"D2\" }"), "the moves, in order", required=True),
})

PIECE = Table({
    "name": Key(name(30, ("pass",), lowercase=False), "the piece's name, as moves say it", required=True),
    "cells": Key(ListOf(cell(), 1, MAX_PIECE_CELLS, "a cell like \"A1\""), "its squares, like `[\"A1\", \"B1\"]`",
                 required=True),
})

BOARD = {
    "columns": Key(whole(2, MAX_COLUMNS), "columns, named A, B, C ...", required=True),
    "rows": Key(whole(2, MAX_ROWS), "rows, numbered from 1 at the bottom", required=True),
}

PARAMS = {
    "grid-removal": Table(dict(BOARD)),
    "row-removal": Table({
        "rows": Key(ListOf(whole(1, MAX_CIRCLES), 1, MAX_ROW_COUNT, f"a count of circles from 1 to {MAX_CIRCLES}"),
                    "circles in each row, top row first", required=True),
        "row_names": Key(ListOf(name(20), 1, MAX_ROW_COUNT, "a row name like \"top\""),
                         "a name for each row, as moves say it"),
        "ending": Key(choice("last-move-wins", "last-move-loses"), "who the last move makes the winner"),
    }),
    "polyomino": Table({
        **BOARD,
        "starts": Key(ListOf(cell(), 2, 2, "a cell like \"A1\""), "White's start cell, then Black's", required=True),
        "pieces": Key(ListOf(PIECE, 1, MAX_PIECES, "a piece like { name = \"domino\", cells = [\"A1\", \"B1\"] }"),
                      "each player's set of pieces", required=True),
    }),
}

FACTS = {"grid-removal": ("cells",), "row-removal": ("circles",), "polyomino": ("area", "pieces", "cells")}
FACT_WORDS = {"cells": "cells on the board", "circles": "circles in all", "area": "squares in one player's pieces",
              "pieces": "pieces each player has"}
HOST_KEY = {family: Table({f: Key(whole(0, 100_000), FACT_WORDS[f]) for f in facts}) for family, facts in FACTS.items()}

GAME = Table({
    "id": Key(slug, "the kit's folder name", required=True),
    "title": Key(text(80), "the game's name as printed and spoken", required=True),
    "family": Key(choice(*PARAMS), "which rules engine", required=True),
    "minutes": Key(minutes, "playing time", required=True),
    "players": Key(ListOf(text(40), 2, 2, "a name"), "names of the two sides, two different names"),
    "params": Key(PER_FAMILY, "the family's parameters", required=True),
    "examples": Key(ListOf(EXAMPLE, 0, MAX_EXAMPLES, "an [[examples]] table"), "worked examples, replayed at every build"),
    "host_key": Key(PER_FAMILY, "numbers the host key states, checked against the engine"),
})


class _Checker:
    def __init__(self, source: str):
        self.source = source

    def fail(self, path: str, words: str) -> KitError:
        return KitError(f"{self.source}: {path}: {words}")

    def bad(self, path: str, value, allowed: str) -> KitError:
        return self.fail(path, f"{shown(value)} is not allowed; use {allowed}")

    def table(self, data, spec: Table, path: str) -> dict:
        if not isinstance(data, dict):
            raise self.bad(path or "file", data, "a table")
        prefix = f"{path}." if path else ""
        for key in data:
            if key not in spec.keys:
                raise self.fail(prefix + _key(key), f"unknown key{nearest(key, spec.keys)}")
        for key, k in spec.keys.items():
            if key not in data:
                if k.required:
                    raise self.fail(prefix + key, f"missing; it is required ({k.meaning}: {allowed(k.check)})")
                continue
            self.value(data[key], k.check, prefix + key)
        return data

    def value(self, v, check, path: str):
        if check is PER_FAMILY:
            if not isinstance(v, dict):
                raise self.bad(path, v, f"a table, like [{path}]")
            return v
        if isinstance(check, Table):
            return self.table(v, check, path)
        if isinstance(check, ListOf):
            if not isinstance(v, list) or not check.low <= len(v) <= check.high:
                many = f"{check.low}" if check.low == check.high else f"{check.low} to {check.high}"
                raise self.bad(path, v, f"a list of {many} items, each {check.each}")
            for i, item in enumerate(v, 1):
                self.value(item, check.item, f"{path}[{i}]")
            return v
        try:
            return check(v)
        except Bad as exc:
            raise self.bad(path, v, str(exc)) from None


def _key(key: str) -> str:
    """A key as written, or quoted and cut when it is long or holds control characters."""
    plain = len(key) <= SHOWN and key.isprintable() and key.strip() == key and key
    return key if plain else shown(key)


def nearest(key: str, options) -> str:
    match = difflib.get_close_matches(key[:SHOWN], list(options), n=1, cutoff=0.6)
    listed = ", ".join(options)
    return f"; did you mean '{match[0]}'? Allowed keys are {listed}" if match else f"; allowed keys are {listed}"


def check_game(data: dict, source: str) -> dict:
    """Check a parsed game file against the schema; raise KitError naming the first problem."""
    c = _Checker(source)
    for key in data:  # unknown keys and the family first: the params and host_key tables depend on it
        if key not in GAME.keys:
            raise c.fail(_key(key), f"unknown key{nearest(key, GAME.keys)}")
    if "family" not in data:
        raise c.fail("family", f"missing; it is required ({', '.join(PARAMS)})")
    family = c.value(data["family"], GAME.keys["family"].check, "family")
    c.table(data, GAME, "")
    params = c.table(data["params"], PARAMS[family], "params")
    c.table(data.get("host_key", {}), HOST_KEY[family], "host_key")
    _check_family(c, family, params)
    players = data.get("players")
    if players and players[0] == players[1]:
        raise c.fail("players", "the two names are the same; give two different names")
    for i, ex in enumerate(data.get("examples", []), 1):
        if "start" in ex and family != "row-removal":
            raise c.fail(f"examples[{i}].start", "only row-removal examples have a start; remove it")
        if "start" in ex and len(ex["start"].split("-")) != len(params["rows"]):
            raise c.fail(f"examples[{i}].start", f"give {len(params['rows'])} counts, one for each row, like \"3-4-3\"")
        for j, st in enumerate(ex["steps"], 1):
            for key, only in STEP_ONLY.items():
                if key in st and family != only:
                    raise c.fail(f"examples[{i}].steps[{j}].{key}", f"only {only} games use it; remove it")
            if "after" in st and len(st["after"].split("-")) != len(params["rows"]):
                raise c.fail(f"examples[{i}].steps[{j}].after", f"give {len(params['rows'])} counts, one for each row")
    return data


def _check_family(c: _Checker, family: str, p: dict) -> None:
    """What the value checks cannot see alone: the board's size, and each family's own params."""
    if "columns" in p and p["columns"] * p["rows"] > MAX_CELLS:
        raise c.fail("params.rows", f"{p['columns']} columns x {p['rows']} rows is {p['columns'] * p['rows']} cells; "
                                    f"at most {MAX_CELLS} cells are allowed")
    if family == "row-removal":
        _check_row_names(c, p)
    if family == "polyomino":
        _check_starts(c, p)
        seen: set = set()
        for i, piece in enumerate(p["pieces"], 1):
            _check_piece(c, p, f"params.pieces[{i}]", piece, seen)


def _check_row_names(c: _Checker, p: dict) -> None:
    """One name for each row, no two the same."""
    names = p.get("row_names")
    if names is not None and len(names) != len(p["rows"]):
        raise c.fail("params.row_names", f"give one name for each of the {len(p['rows'])} rows")
    if names is not None and len(set(names)) != len(names):
        raise c.fail("params.row_names", "two rows have the same name; give each row its own name")


def _check_starts(c: _Checker, p: dict) -> None:
    """Two start cells on the board, not the same one."""
    on_board = cell(p["columns"], p["rows"])
    for i, s in enumerate(p["starts"], 1):
        c.value(s, on_board, f"params.starts[{i}]")
    if p["starts"][0] == p["starts"][1]:
        raise c.fail("params.starts", "White and Black start on the same cell; give two different cells")


def _check_piece(c: _Checker, p: dict, where: str, piece: dict, seen: set) -> None:
    """A piece: a name of its own (added to `seen`), each square once, one shape, and room on the board."""
    if piece["name"] in seen:
        raise c.fail(f"{where}.name", f"'{piece['name']}' is used twice; give each piece its own name")
    seen.add(piece["name"])
    squares = {(ord(s[0]) - 65, int(s[1:]) - 1) for s in piece["cells"]}
    if len(squares) != len(piece["cells"]):
        raise c.fail(f"{where}.cells", "a cell is listed twice; list each square once")
    if not _connected(squares):
        raise c.fail(f"{where}.cells", "the squares do not all touch along an edge; a piece is one shape")
    w = max(x for x, _ in squares) - min(x for x, _ in squares) + 1
    h = max(y for _, y in squares) - min(y for _, y in squares) + 1
    if sorted((w, h)) > sorted((p["columns"], p["rows"])) or max(w, h) > max(p["columns"], p["rows"]) \
            or min(w, h) > min(p["columns"], p["rows"]):
        raise c.fail(f"{where}.cells", f"a piece {w} x {h} squares does not fit on a board of "
                                       f"{p['columns']} x {p['rows']}")


def _connected(squares: set) -> bool:
    todo, seen = [next(iter(squares))], set()
    while todo:
        x, y = todo.pop()
        if (x, y) in seen:
            continue
        seen.add((x, y))
        todo += [n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n in squares]
    return seen == squares


def allowed(check) -> str:
    """What a key allows, in the words docs/games.md uses."""
    if isinstance(check, ListOf):
        many = f"{check.low}" if check.low == check.high else f"{check.low} to {check.high}"
        return f"a list of {many}: {check.each}"
    if isinstance(check, Table):
        return "a table"
    return getattr(check, "allowed", "a table, by family" if check is PER_FAMILY else "")


def table_rows() -> list[tuple[str, str, str, str]]:
    """(key path, required or optional, allowed, meaning) for every key, for docs/games.md."""
    def walk(spec: Table, prefix: str, tag: str = "") -> list:
        rows = []
        for key, k in spec.keys.items():
            rows.append((f"{prefix}{key}{tag}", "required" if k.required else "optional", allowed(k.check), k.meaning))
            inner = k.check.item if isinstance(k.check, ListOf) else k.check
            if isinstance(inner, Table):
                rows += walk(inner, f"{prefix}{key}[]." if isinstance(k.check, ListOf) else f"{prefix}{key}.", tag)
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
    lines += [f"| `{key.split(' ')[0]}`{' ' + key.split(' ', 1)[1] if ' ' in key else ''} | {req} | {what} | {meaning} |"
              for key, req, what, meaning in table_rows()]
    return "\n".join(lines) + "\n"
