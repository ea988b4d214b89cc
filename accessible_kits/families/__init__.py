"""The families of games, registered in one place: a family's name, as game files write it,
mapped to the package that holds all of its parts.

A family package (`accessible_kits/families/<package>/`) holds:

- `engine.py`: the rules engine, a class that keeps `games.protocol.Engine`;
- `params.py`: `PARAMS`, its game-file keys (a `games.declare.Params`: its `[params]` table, its
  host-key facts, its worked examples' own keys and the checks across them);
- `wording.py`: `Wording`, what its kits say, keeping `compose.contract.WordingClass`;
- `drawing.py`: `BOARD`, the board shape its positions are drawn as, the painters of the cell
  roles it uses (`PRINT_CELLS`, `RAISED_CELLS`, `RAISED_FRAMES`), and `DRAWERS` for a board shape
  of its own;
- `data/*.toml`: its built-in games;
- `__init__.py`: what the family is, and the type checker's proof that the parts keep the
  contracts (tests/unit/test_families.py checks each part is there).

Why a registry of names and not imports: nothing here imports a family until a part is asked
for, so `--help` stays fast, and each layer asks only for the part of its own layer (the game
loader for an engine and its params, compose for a wording, render for a drawing). `imports.part` counts a
family's modules in the layer of their role, so the layers stay one-way.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import import_module, resources
from typing import TYPE_CHECKING, Any

from accessible_kits.errors import KitError

if TYPE_CHECKING:
    from collections.abc import Callable
    from importlib.resources.abc import Traversable
    from types import ModuleType

    from accessible_kits.compose.contract import WordingClass
    from accessible_kits.games.declare import Params
    from accessible_kits.games.protocol import Engine


class UnknownFamily(KitError):
    """A family name no package is registered for (game files are checked before, so this is
    a caller's slip); carries the name asked for."""

    def __init__(self, name: str):
        super().__init__(f"family {name!r}: not registered; the families are {', '.join(FAMILIES)}")
        self.name = name


class DuplicateGame(KitError):
    """Two families ship a built-in game of the same id; carries the id."""

    def __init__(self, game_id: str):
        super().__init__(f"built-in game {game_id!r} is shipped by two families; give one a new id")
        self.game_id = game_id


@dataclass(frozen=True, kw_only=True)
class Family:
    """One registered family: its name in game files, its package under accessible_kits.families,
    and the name of its engine class in the package's engine module."""

    name: str
    package: str
    engine_class: str

    def module(self, role: str) -> ModuleType:
        """One part of the family (`engine`, `params`, `wording` or `drawing`), imported when first asked for."""
        return import_module(f"{__name__}.{self.package}.{role}")

    def engine(self) -> type[Engine]:
        """The family's rules engine class: `from_params` makes one game's engine."""
        cls: type[Engine] = getattr(self.module("engine"), self.engine_class)
        return cls

    def params(self) -> Params:
        """The family's game-file keys and the checks across them, which games/schema.py reads."""
        declared: Params = self.module("params").PARAMS
        return declared

    def wording(self) -> WordingClass:
        """The family's wording class, which compose's skeleton calls (compose.contract)."""
        cls: WordingClass = self.module("wording").Wording
        return cls

    def drawing(self) -> ModuleType:
        """The family's drawing module: its board shape and how its cells look."""
        return self.module("drawing")

    def data(self) -> Traversable:
        """The folder of the family's built-in game files."""
        return resources.files(f"{__name__}.{self.package}") / "data"


FAMILIES: dict[str, Family] = {
    f.name: f
    for f in (
        Family(name="grid-removal", package="grid_removal", engine_class="GridRemoval"),
        Family(name="row-removal", package="row_removal", engine_class="RowRemoval"),
        Family(name="polyomino", package="polyomino", engine_class="Polyomino"),
    )
}


def family(name: str) -> Family:
    """The registered family of this name; UnknownFamily when there is none."""
    try:
        return FAMILIES[name]
    except KeyError:
        raise UnknownFamily(name) from None


@functools.cache
def builtin_games() -> dict[str, Traversable]:
    """Every family's built-in game files by game id (the file name without .toml), sorted by id."""
    found: dict[str, Traversable] = {}
    for fam in FAMILIES.values():
        for entry in fam.data().iterdir():
            if entry.name.endswith(".toml"):
                game_id = entry.name[:-5]
                if game_id in found:
                    raise DuplicateGame(game_id)
                found[game_id] = entry
    return dict(sorted(found.items()))


def _merged(table: str) -> dict[Any, Any]:
    """One table (`PRINT_CELLS`, `PRINT_KEY`, `RAISED_CELLS`, `RAISED_FRAMES`, `DRAWERS`) of every
    family's drawing module, merged; KitError when two families claim the same key, since one would
    silently draw the other's."""
    merged: dict[Any, Any] = {}
    for fam in FAMILIES.values():
        for key, value in getattr(fam.drawing(), table, {}).items():
            if key in merged and merged[key] is not value:
                raise KitError(f"families: {table} {key!r} is given by two families; name one otherwise")
            merged[key] = value
    return merged


@functools.cache
def cell_painters(raised: bool) -> dict[str, Callable[..., None]]:
    """How each cell role of a grid is drawn, on print (`PRINT_CELLS`) or raised sheets (`RAISED_CELLS`),
    gathered from the families that use the roles; render's grid drawer asks this by role."""
    return _merged("RAISED_CELLS" if raised else "PRINT_CELLS")


@functools.cache
def cell_key() -> dict[str, str]:
    """What each print mark means, in a legend's words (`PRINT_KEY`), by cell role or mark name."""
    return _merged("PRINT_KEY")


@functools.cache
def cell_frames() -> dict[str, Callable[..., None]]:
    """Lines some cell roles add to a raised grid's own lines (`RAISED_FRAMES`), by role."""
    return _merged("RAISED_FRAMES")


@functools.cache
def board_drawers() -> dict[type, Any]:
    """Drawers of board shapes that families bring themselves (`DRAWERS`), by board type."""
    return _merged("DRAWERS")
