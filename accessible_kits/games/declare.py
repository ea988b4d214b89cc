"""What game-file keys are declared with: the kinds of game-file values, worded as docs/games.md
words them, the board keys the grid families share, and `Params`, the record a family's
params.py gives (accessible_kits/families).

Kept apart from games/schema.py so that a family's params.py and the schema both import it and
neither imports the other: the schema reads the families' declarations through the registry.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from accessible_kits.keys import REQUIRED, Bad, Choice, Flag, Key, KeyProblem, Kind, Table, Whole, is_int

MAX_COLUMNS = 26  # columns are named by one letter, A to Z
MAX_ROWS = 26
MAX_CELLS = 400  # a board of 20 x 20 still builds in seconds and prints on a handful of sheets
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
        """The text itself; Bad for an empty, long or control-character text."""
        if not isinstance(v, str) or not v.strip() or len(v) > self.max_len:
            raise Bad(f"text of 1 to {self.max_len} characters")
        for ch in v:
            if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
                raise Bad(f"text without control characters (found U+{ord(ch):04X})")
        return v

    def allowed(self):
        """The length allowed, for docs/games.md."""
        return f"text, 1 to {self.max_len} characters"


class YesNo(Flag):
    """true or false, as the game docs say it."""

    def allowed(self):
        """The two values, as docs/games.md says them."""
        return "true or false"


class OneOf(Choice):
    """One of a few words, as the game docs say it (`a` or `b`)."""

    def allowed(self):
        """The words allowed, quoted as code, for docs/games.md."""
        return " or ".join(f"`{o}`" for o in self.options)


class Slug(Kind):
    """The kit's folder name: a plain lowercase name, never a path."""

    def parse(self, v):
        """The name itself; Bad for anything that could be a path."""
        if not isinstance(v, str) or not SLUG.fullmatch(v):
            raise Bad(SLUG_WORDS)
        return v

    def allowed(self):
        """The letters allowed, for docs/games.md."""
        return "lowercase letters, digits and hyphens, at most 64 characters"


class Minutes(Kind):
    """Playing time: [low, high] in whole minutes."""

    def parse(self, v):
        """The two numbers; Bad unless low and high are whole minutes in order."""
        if not isinstance(v, list) or len(v) != 2 or not all(is_int(n) and 1 <= n <= 120 for n in v) or v[0] > v[1]:
            raise Bad("two whole numbers [low, high] from 1 to 120, low not above high")
        return v

    def allowed(self):
        """The range allowed, for docs/games.md."""
        return "`[low, high]`, whole numbers from 1 to 120, low not above high"


class Name(Kind):
    """A name a move can say back. Row names are lowercase, as the row-removal notation
    reads them ('Bottom row, 2' finds "bottom"); a row name cannot end in "row"."""

    def __init__(self, max_len: int, forbidden: tuple[str, ...] = (), *, lowercase: bool = True):
        self.max_len, self.forbidden, self.lowercase = max_len, forbidden, lowercase
        letters = "lowercase letters" if lowercase else "letters"
        self.words = f"{letters}, digits, spaces and hyphens, 1 to {max_len} characters, starting with a letter"

    def parse(self, v):
        """The name itself; Bad for a name a move could not say back unmistakably."""
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
        """The letters and length allowed, for docs/games.md."""
        return self.words


class Cell(Kind):
    """A cell of a board of `columns` x `rows`, like "B2"."""

    def __init__(self, columns: int = MAX_COLUMNS, rows: int = MAX_ROWS):
        self.columns, self.rows = columns, rows

    def parse(self, v):
        """The cell name itself; Bad for a name off the board."""
        m = _CELL.fullmatch(v) if isinstance(v, str) else None
        if not m or ord(m.group(1)) - 65 >= self.columns or not 1 <= int(m.group(2)) <= self.rows:
            raise Bad(f'a cell from A1 to {chr(64 + self.columns)}{self.rows}, like "B2"')
        return v

    def allowed(self):
        """How a cell is written, for docs/games.md."""
        return 'a cell like `"B2"`'


class Counts(Kind):
    """Circle counts of a row-removal position, top row first, like "3-4-3"."""

    def parse(self, v):
        """The counts as written; Bad unless they are numbers joined by hyphens."""
        if not isinstance(v, str) or not re.fullmatch(r"\d{1,2}(-\d{1,2}){0,7}", v):
            raise Bad('circle counts joined by hyphens, top row first, like "3-4-3"')
        return v

    def allowed(self):
        """How counts are written, for docs/games.md."""
        return 'counts top row first, like `"3-4-3"`'


# the value kinds by the names the declarations use
text, whole, choice, name, cell = GameText, Whole, OneOf, Name, Cell
boolean, slug, minutes, counts = YesNo(), Slug(), Minutes(), Counts()


# -- what the grid families share ------------------------------------------------

BOARD = (
    Key("columns", whole(2, MAX_COLUMNS), "columns, named A, B, C ...", default=REQUIRED),
    Key("rows", whole(2, MAX_ROWS), "rows, numbered from 1 at the bottom", default=REQUIRED),
)


def check_board(source: str, p: dict) -> None:
    """A board of `columns` x `rows` no bigger than MAX_CELLS, which the two keys cannot see alone."""
    if p["columns"] * p["rows"] > MAX_CELLS:
        raise KeyProblem(
            source,
            "params.rows",
            f"{p['columns']} columns x {p['rows']} rows is "
            f"{p['columns'] * p['rows']} cells; at most {MAX_CELLS} cells are allowed",
        )


# -- what a family declares -------------------------------------------------------


def no_check(*_: Any) -> None:
    """The check of a family with no rules across its keys: nothing to refuse."""


def no_effect(*_: Any) -> dict:
    """The effect keys of a family whose steps state none (a placement says all in its move)."""
    return {}


@dataclass(frozen=True, kw_only=True)
class Params:
    """A family's own game-file keys, declared once in its params.py (`PARAMS`) and read by
    games/schema.py through the family registry.

    `table`: the keys of `[params]`. `facts`: the numbers a host key may state, each with the words
    docs/games.md gives it (the engine's `facts()` gives the same names). `step_keys` and
    `example_keys`: keys only this family's worked examples have (a step's `removes`, an example's
    `start`). `check`, `check_example` and `check_step`: what the value checks cannot see alone,
    each raising KeyProblem: `check(source, params)` across the params, `check_example(source,
    params, where, example)` and `check_step(source, params, where, step)` against them.
    `effect(engine, before, after)`: the values of `step_keys` a legal move has, as the engine
    played it (the studio's game editor fills a step in with them, never typed)."""

    table: Table
    facts: Mapping[str, str]
    step_keys: tuple[Key, ...] = ()
    example_keys: tuple[Key, ...] = ()
    check: Callable[[str, dict], None] = no_check
    check_example: Callable[[str, dict, str, dict], None] = no_check
    check_step: Callable[[str, dict, str, dict], None] = no_check
    effect: Callable[[Any, Any, Any], dict] = no_effect
