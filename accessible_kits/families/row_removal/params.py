"""Row removal's game-file keys: the circles of each row, the rows' names and who the last move
makes the winner; the counts an example starts from (`start`) and a step leaves (`after`), one for
each row. Read by games/schema.py through the registry."""

from __future__ import annotations

from accessible_kits.games.declare import Params, choice, counts, name, whole
from accessible_kits.keys import REQUIRED, Key, KeyProblem, ListOf, Table

MAX_CIRCLES = 15  # circles in one row of a row-removal game
MAX_ROW_COUNT = 8


def check_row_names(source: str, p: dict) -> None:
    """One name for each row, no two the same, and no digit in a name: a move says a count before
    its row, so "2 circles from the row 4 row" would put two numbers side by side."""
    names = p.get("row_names")
    for i, row in enumerate(names or (), 1):  # counted from 1, as the key kit names a list item
        if any(ch.isdigit() for ch in row):
            raise KeyProblem(
                source,
                f"params.row_names[{i}]",
                f"'{row}' has a digit; name a row in words, like \"top\", or leave out row_names "
                "for rows named in words (top, middle, bottom; Alpha, Bravo ... from four rows)",
            )
    if names is not None and len(names) != len(p["rows"]):
        raise KeyProblem(source, "params.row_names", f"give one name for each of the {len(p['rows'])} rows")
    if names is not None and len(set(names)) != len(names):
        raise KeyProblem(source, "params.row_names", "two rows have the same name; give each row its own name")


def check_start(source: str, p: dict, where: str, example: dict) -> None:
    """An example's start gives a count for every row."""
    rows = len(p["rows"])
    if "start" in example and len(example["start"].split("-")) != rows:
        raise KeyProblem(source, f"{where}.start", f'give {rows} counts, one for each row, like "3-4-3"')


def check_after(source: str, p: dict, where: str, step: dict) -> None:
    """A step's counts after the move give a count for every row."""
    rows = len(p["rows"])
    if "after" in step and len(step["after"].split("-")) != rows:
        raise KeyProblem(source, f"{where}.after", f"give {rows} counts, one for each row")


def effect(engine, before, after) -> dict:
    """A legal move's `after`: the circles left in each row, top row first, as the engine played it."""
    return {"after": "-".join(str(n) for n in after.counts)}


PARAMS = Params(
    table=Table(
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
    facts={"circles": "circles in all"},
    step_keys=(Key("after", counts, "the counts after the move"),),
    example_keys=(Key("start", counts, "the counts to start from"),),
    check=check_row_names,
    check_example=check_start,
    check_step=check_after,
    effect=effect,
)
