"""The one schema for game files: every key, its kind, its range, per family.

Declared with the key kit (accessible_kits/keys) that profiles use too, and checked before any
engine sees the data, so a broken file ends in one line that names the file, the key path and
what is allowed, never in an internal error. The keys every game file has are declared here; each
family's own keys (its `[params]`, its host-key facts, its worked examples' own keys) and the
checks across them are in its package's params.py (games/declare.Params), read through the
family registry. docs/games.md shows the same table (`table_rows()`; a test keeps them equal).
Whether an example's moves are legal is the engine's business (replay), not this.
"""

from __future__ import annotations

from dataclasses import replace

from accessible_kits.families import FAMILIES
from accessible_kits.games.declare import Params, boolean, choice, minutes, slug, text, whole
from accessible_kits.keys import (
    REQUIRED,
    Bad,
    Key,
    KeyProblem,
    Kind,
    ListOf,
    Table,
    check_table,
    check_value,
    key_shown,
    shown,
    suggest,
    table_problems,
)
from accessible_kits.tomlfile import MAX_BYTES, loads, read_input

__all__ = [
    "MAX_BYTES",
    "Bad",
    "check_game",
    "check_parts",
    "loads",
    "markdown_table",
    "read_input",
    "shown",
    "table_rows",
]

MAX_EXAMPLES = 10
MAX_STEPS = 40


class ByFamily(Kind):
    """A table whose keys depend on the family (params, host_key): checked once the family is known."""

    def __init__(self, name: str):
        self.name = name

    def parse(self, v):
        """The table itself; its keys are checked against the family's declaration after."""
        if not isinstance(v, dict):
            raise Bad(f"a table, like [{self.name}]")
        return v

    def allowed(self):
        """What the key holds, for docs/games.md."""
        return "a table, by family"


# -- the schema: the families' declarations, then the keys every game file has -----------

FAMILY_PARAMS: dict[str, Params] = {name: fam.params() for name, fam in FAMILIES.items()}
PARAMS = {family: p.table for family, p in FAMILY_PARAMS.items()}
HOST_KEY = {
    family: Table(*(Key(fact, whole(0, 100_000), words) for fact, words in p.facts.items()))
    for family, p in FAMILY_PARAMS.items()
}


def _own(keys: str) -> dict[str, tuple[str, Key]]:
    """Every family's own example (`keys="example_keys"`) or step keys: key name -> (family, key)."""
    return {k.name: (family, k) for family, p in FAMILY_PARAMS.items() for k in getattr(p, keys)}


def _tagged(own: dict[str, tuple[str, Key]]) -> list[Key]:
    """A family's own keys as the shared table declares them, their help naming the family."""
    return [replace(k, help=f"{family}: {k.help}") for family, k in own.values()]


STEP_ONLY = {key: family for key, (family, _) in _own("step_keys").items()}
EXAMPLE_ONLY = {key: family for key, (family, _) in _own("example_keys").items()}

STEP = Table(
    Key("move", text(100), "the move, in the family's notation", default=REQUIRED),
    Key("legal", boolean, "false for a move the rules refuse; default true"),
    *_tagged(_own("step_keys")),
    Key("wins", boolean, "true when the move ends the game and its mover wins"),
)

EXAMPLE = Table(
    Key("title", text(80), "the example's heading", default=REQUIRED),
    *_tagged(_own("example_keys")),
    Key("steps", ListOf(STEP, 1, MAX_STEPS, 'a step like { move = "D2" }'), "the moves, in order", default=REQUIRED),
)

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
    declared = FAMILY_PARAMS[family]
    params = check_table(data["params"], declared.table, source, "params")
    check_table(data.get("host_key", {}), HOST_KEY[family], source, "host_key")
    declared.check(source, params)
    players = data.get("players")
    if players and players[0] == players[1]:
        raise KeyProblem(source, "players", "the two names are the same; give two different names")
    for i, ex in enumerate(data.get("examples", []), 1):
        _check_example(source, family, params, f"examples[{i}]", ex)
    return data


def check_parts(data: dict, source: str) -> tuple[dict | None, list[KeyProblem]]:
    """Every problem the schema finds, one for each part a person can fix alone: the file's own
    keys and params first (the examples are read by them), then each worked example. Returns the
    data with only the examples that passed (None when the file's own keys fail), and the problems."""
    head = {k: v for k, v in data.items() if k != "examples"}
    try:
        check_game(head, source)
    except KeyProblem as exc:
        return None, head_problems(head, source) or [exc]
    examples = data.get("examples", [])
    kind = GAME.keys["examples"].kind
    if not isinstance(examples, list) or len(examples) > kind.high:
        return None, [KeyProblem(source, "examples", f"a list of {kind.many()} [[examples]] tables")]
    found, good = [], []
    for i, ex in enumerate(examples, 1):
        try:
            check_value(ex, EXAMPLE, source, f"examples[{i}]")
            _check_example(source, data["family"], data["params"], f"examples[{i}]", ex)
            good.append(ex)
        except KeyProblem as exc:
            found.append(exc)
    return {**head, "examples": good}, found


def head_problems(head: dict, source: str) -> list[KeyProblem]:
    """Every problem of a file's own keys (not its examples), each key alone, as check_game finds
    them one at a time: a hurried writer fixes them all in one go. The params are read by the
    family, so a missing or unknown family stops the list there."""
    found = [
        KeyProblem(source, key_shown(k), f"unknown key{nearest(k, GAME.keys)}") for k in head if k not in GAME.keys
    ]
    try:
        family = check_value(head["family"], GAME.keys["family"].kind, source, "family") if "family" in head else None
    except KeyProblem as exc:
        return [*found, exc]
    if family is None:
        return [*found, KeyProblem(source, "family", f"missing; it is required ({', '.join(PARAMS)})")]
    found += table_problems({k: v for k, v in head.items() if k in GAME.keys}, GAME, source)
    declared = FAMILY_PARAMS[family]
    params = table_problems(head.get("params", {}), declared.table, source, "params")
    found += [p for p in params if p.key != "params"]  # a missing params table is said once, above
    found += table_problems(head.get("host_key", {}), HOST_KEY[family], source, "host_key")
    return found


def _check_example(source: str, family: str, params: dict, where: str, ex: dict) -> None:
    """What an example's keys cannot say alone: a family's own keys only in its games, and what the
    family checks of them against its params (like a count for every row)."""
    declared = FAMILY_PARAMS[family]
    for key, only in EXAMPLE_ONLY.items():
        if key in ex and family != only:
            raise KeyProblem(source, f"{where}.{key}", f"only {only} examples have a {key}; remove it")
    declared.check_example(source, params, where, ex)
    for j, st in enumerate(ex["steps"], 1):
        for key, only in STEP_ONLY.items():
            if key in st and family != only:
                raise KeyProblem(source, f"{where}.steps[{j}].{key}", f"only {only} games use it; remove it")
        declared.check_step(source, params, f"{where}.steps[{j}]", st)


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
