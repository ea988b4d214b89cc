"""One declaration kit for the keys of TOML files: profiles and game files declare theirs with it.

A key is one record (`Key`: its name, its kind, help, default, label, group). A kind turns
a TOML value into a typed value, or raises `Bad` whose text says what is allowed, so every
message has one shape: the file, the key, the value, what is allowed (`KeyProblem`). An
unknown key names the nearest declared one (`suggest`). `Table` and `ListOf` nest keys,
and `check_table` walks a file's data against them, stopping at the first mistake.

The kinds also say how the studio's form shows them (`input`, `unit`, `field`,
`from_form`, `attrs`) and how the docs describe them (`allowed`), so a key's form field,
its docs row and its check all come from the one record.
"""

from __future__ import annotations

import difflib
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

from accessible_kits.errors import KitError
from accessible_kits.keys.kinds import (
    Bad,
    Choice,
    Colour,
    Duration,
    Flag,
    Kind,
    Length,
    Number,
    Several,
    Size,
    Text,
    Whole,
    is_int,
)

__all__ = [
    "REQUIRED",
    "SHOWN",
    "Bad",
    "Choice",
    "Colour",
    "Duration",
    "Flag",
    "Key",
    "KeyProblem",
    "Kind",
    "Length",
    "ListOf",
    "Number",
    "Several",
    "Size",
    "Table",
    "Text",
    "Whole",
    "check_table",
    "check_value",
    "is_int",
    "key_shown",
    "not_allowed",
    "shown",
    "suggest",
    "unknown",
]

SHOWN = 40  # characters of a bad value echoed back


class KeyProblem(KitError):
    """A key of a file is wrong: carries the file, the key and what is wrong, said as one line."""

    def __init__(self, source: object, key: str, words: str):
        self.source, self.key, self.words = str(source), key, words
        super().__init__(f"{source}: {key}: {words}")


def shown(value: Any) -> str:
    """A value as the person wrote it, cut to a readable length (one line, whatever it holds)."""
    try:
        text = repr(value)
    except RecursionError:
        return f"a {type(value).__name__} nested too deeply"
    return text if len(text) <= SHOWN else text[: SHOWN - 3] + "..."


def key_shown(key: str) -> str:
    """A key as written, or quoted and cut when it is long or holds control characters or edge spaces."""
    plain = len(key) <= SHOWN and key.isprintable() and key.strip() == key and key
    return key if plain else shown(key)


def not_allowed(value: Any, allowed: object) -> str:
    """The words for a bad value: what was written, then what to write instead."""
    return f"{shown(value)} is not allowed; use {allowed}"


def suggest(key: str, options, *, cutoff: float = 0.6, sort: bool = False, then_list: bool = True) -> str:
    """The tail of an unknown-key message: the nearest declared name, and (`then_list`, or when
    nothing is near) every allowed name, in declaration order or `sort`ed."""
    names = sorted(options) if sort else list(options)
    match = difflib.get_close_matches(key[:SHOWN], names, n=1, cutoff=cutoff)
    listed = ", ".join(names)
    if not match:
        return f"; allowed keys are {listed}"
    return f"; did you mean '{match[0]}'?" + (f" Allowed keys are {listed}" if then_list else "")


# -- the record, and nesting ---------------------------------------------------------

REQUIRED = object()  # the default of a key a file must give


@dataclass(frozen=True)
class Key:
    """One key: `name` as a file writes it ("cell_size", "speech.rate_wpm", "move"), its `kind`,
    `help` (the form's help text and the docs), `default` as a file would write it (REQUIRED when
    a file must give it), `label` and `group` (the form's label and fieldset), and `attr`: where
    the typed value is kept (filled in by the declaration that holds the key)."""

    name: str
    kind: Any
    help: str
    _: KW_ONLY
    default: Any = None
    label: str = ""
    group: str = ""
    attr: tuple[str, ...] = field(default=())

    @property
    def required(self) -> bool:
        """Whether a file must give this key."""
        return self.default is REQUIRED


class Table(Kind):
    """A TOML table of declared keys (checked by `check_table`)."""

    def __init__(self, *keys: Key):
        self.keys = {k.name: k for k in keys}

    def allowed(self):
        """A table's keys are checked one by one (check_table); as a whole it is just a table."""
        return "a table"


class ListOf(Kind):
    """A list of `low` to `high` items, each of kind `item`; `each` says what one item is."""

    def __init__(self, item, low: int, high: int, each: str):
        self.item, self.low, self.high, self.each = item, low, high, each

    def many(self) -> str:
        """How many items, in words: "2" or "1 to 8"."""
        return f"{self.low}" if self.low == self.high else f"{self.low} to {self.high}"

    def allowed(self):
        """How many items, and what each one is."""
        return f"a list of {self.many()}: {self.each}"


def unknown(source: object, path: str, key: str, options) -> KeyProblem:
    """A key the declaration does not have, with the nearest declared name (game-file wording)."""
    return KeyProblem(source, path + key_shown(key), f"unknown key{suggest(key, options)}")


def check_table(data, spec: Table, source: object, path: str = "") -> dict:
    """Check `data` against a table's keys: unknown keys first, then each key in declaration order
    (a missing required key, then its value). Raises KeyProblem naming the first mistake."""
    if not isinstance(data, dict):
        raise KeyProblem(source, path or "file", not_allowed(data, "a table"))
    prefix = f"{path}." if path else ""
    for key in data:
        if key not in spec.keys:
            raise unknown(source, prefix, key, spec.keys)
    for key, k in spec.keys.items():
        if key in data:
            check_value(data[key], k.kind, source, prefix + key)
        elif k.required:
            raise KeyProblem(source, prefix + key, f"missing; it is required ({k.help}: {k.kind.allowed()})")
    return data


def check_value(v, kind, source: object, path: str):
    """One value against its kind: a table or list is walked item by item, naming `path[i]`."""
    if isinstance(kind, Table):
        return check_table(v, kind, source, path)
    if isinstance(kind, ListOf):
        if not isinstance(v, list) or not kind.low <= len(v) <= kind.high:
            raise KeyProblem(source, path, not_allowed(v, f"a list of {kind.many()} items, each {kind.each}"))
        for i, item in enumerate(v, 1):
            check_value(item, kind.item, source, f"{path}[{i}]")
        return v
    try:
        return kind.parse(v)
    except Bad as exc:
        raise KeyProblem(source, path, not_allowed(v, exc)) from None


def table_problems(data, spec: Table, source: object, path: str = "") -> list[KeyProblem]:
    """Every mistake check_table would raise one at a time: each unknown key, then each declared
    key's own (missing, or its value), so `check` lists them all at once."""
    if not isinstance(data, dict):
        return [KeyProblem(source, path or "file", not_allowed(data, "a table"))]
    prefix = f"{path}." if path else ""
    found = [unknown(source, prefix, key, spec.keys) for key in data if key not in spec.keys]
    meant = {
        m[0]
        for key in data
        if key not in spec.keys and (m := difflib.get_close_matches(key[:SHOWN], list(spec.keys), n=1))
    }
    for key, k in spec.keys.items():
        if key in meant and key not in data:  # "did you mean 'columns'?" says it: not "columns: missing" too
            continue
        try:
            check_table({key: data[key]} if key in data else {}, Table(k), source, path)
        except KeyProblem as exc:
            found.append(exc)
    return found
