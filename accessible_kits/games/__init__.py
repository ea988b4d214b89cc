"""Game files: load a TOML game, pick its rules engine, replay its worked examples.

A game is data: a family (which engine) and that family's parameters. A new game
of a known family is one TOML file; a new family is one package, registered in
accessible_kits/families/__init__.py (docs/families.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from accessible_kits import families
from accessible_kits.errors import IllegalMove, KitError, NotFound
from accessible_kits.games import schema
from accessible_kits.games.protocol import Engine
from accessible_kits.keys import KeyProblem

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


@dataclass(frozen=True)
class Step:
    """One move of a worked example and what the engine must agree it does."""

    move: str
    legal: bool = True
    removes: int | None = None  # grid removal: how many cells the move crosses out
    after: str | None = None  # row removal: counts after the move, like "3-4-3"
    wins: bool = False  # the move ends the game and its mover wins


@dataclass(frozen=True)
class ExampleSpec:
    """A worked example as the game file states it; the kit's telling of it is model.Example."""

    title: str
    steps: tuple[Step, ...]
    start: str | None = None  # row removal: counts to start from, like "1-1-0"


@dataclass(frozen=True)
class Game:
    """A loaded game: what its file says, checked, with its family's engine made from its params and
    its worked examples already replayed on that engine (so compose never finds an example wrong)."""

    id: str
    title: str
    family: str
    minutes: tuple[int, int]
    players: tuple[str, str]
    params: dict
    engine: Engine
    examples: tuple[ExampleSpec, ...]
    host_key: dict
    source: str
    replays: tuple = ()  # each example's StepResults, replayed once when the game is loaded

    @property
    def marks(self) -> tuple[str, str]:
        """The letter each side writes in its cells, from the sides' names (side_marks)."""
        return side_marks(self.players)


def side_marks(players, white: str = "W", black: str = "B") -> tuple[str, str]:
    """Each side's mark, the one source for the words, the sheets, the braille and the models:
    the first letter of its name ("Red team" R, "Blue team" B) when the two names begin with
    different letters A to Z, else 1 and 2 (docs/games.md says so). A side named White or Black
    takes `white` or `black` (a profile's marks.white and marks.black, W and B unless it sets
    them). A letter beyond A to Z (like É) takes more than one braille cell, so it gives 1 and 2."""
    own = {"white": white, "black": black}
    first = [own.get(name.strip().lower()) or _initial(name) for name in players]
    if len(first) == 2 and all(first) and first[0] != first[1]:
        return first[0], first[1]
    return "1", "2"


def _initial(name: str) -> str:
    """A name's first character as a capital, when it is a letter A to Z; else empty."""
    ch = name.strip()[:1].upper()
    return ch if ch.isascii() and ch.isalpha() else ""


def builtin_ids() -> list[str]:
    """The ids of the built-in games, from every family's data folder, sorted."""
    return list(families.builtin_games())


def builtin_file(ref: str) -> Traversable:
    """The file of the built-in game `ref` (one of builtin_ids()), in its family's data folder."""
    return families.builtin_games()[ref]


def load_game(ref: str) -> Game:
    """Load a built-in game by id, or a user's game file by path.

    :raises NotFound: `ref` is neither a built-in game nor a .toml file.
    :raises BadFile: the file cannot be read as TOML (not a regular file, too big, not UTF-8).
    :raises KeyProblem: a key is unknown or its value not allowed (games/schema.py).
    :raises KitError: the family's engine refuses the parameters, or a worked example or the host
        key disagrees with the rules (the message names the file and the example or key).
    """
    if ref in builtin_ids():
        return parse_game(builtin_file(ref).read_text(encoding="utf-8"), f"{ref}.toml")
    p = Path(ref)
    try:
        is_file = "\0" not in ref and (p.suffix == ".toml" or p.exists())
    except OSError:  # a name too long to be a file
        is_file = False
    if is_file:
        return parse_game(schema.read_input(p, "game file"), str(p))
    known = ", ".join(builtin_ids())
    raise NotFound(
        f"game {schema.shown(ref)}: not a built-in game ({known}) and not a .toml file", kind="game", ref=ref
    )


def parse_game(text: str, source: str) -> Game:
    """Check the file against the schema (games/schema.py), then hand the engine only checked data."""
    return game_from(schema.check_game(schema.loads(text, source), source), source)


def game_from(data: dict, source: str, *, replayed: bool = True) -> Game:
    """The game of checked data (schema.check_game): its engine made from its params, and its
    examples and host key replayed on it, unless `replayed` is False (`check` replays each alone)."""
    family = data["family"]
    params = data["params"]
    try:
        engine = families.family(family).engine().from_params(params)
    except KitError as exc:
        raise KitError(f"{source}: {exc}") from None
    game = Game(
        id=data["id"],
        title=data["title"],
        family=family,
        minutes=tuple(data["minutes"]),
        players=tuple(data.get("players", ["First player", "Second player"])),
        params=params,
        engine=engine,
        examples=examples_of(data),
        host_key=data.get("host_key", {}),
        source=source,
    )
    return replace(game, replays=replay_examples(game)) if replayed else game


def examples_of(data: dict) -> tuple[ExampleSpec, ...]:
    """The worked examples of checked data, as ExampleSpecs."""
    return tuple(
        ExampleSpec(ex["title"], tuple(Step(**st) for st in ex["steps"]), ex.get("start"))
        for ex in data.get("examples", [])
    )


# -- replaying worked examples and host-key facts ------------------------------


@dataclass(frozen=True)
class StepResult:
    """One step of a worked example as the engine played it: compose words the kit from these."""

    step: Step
    move: Any
    before: Any
    after: Any  # equals before for an illegal move
    reason: str | None  # the engine's words for an illegal move, or None


def start_position(game: Game, example: ExampleSpec):
    """Where an example starts: its `start` in the family's notation, else a fresh board."""
    if example.start is None:
        return game.engine.initial()
    try:
        return game.engine.position_from(example.start)
    except KitError as exc:
        raise KitError(f"{game.source}: worked example '{example.title}': {exc}") from None


def in_own_names(game: Game, text: str) -> str:
    """An engine's message with the players as the game file names them: an engine that names the
    sides in its messages ("D6 is already covered by White") lists those names as `sides`."""
    sides = tuple(getattr(game.engine, "sides", ()))
    if not sides:
        return text

    def own(m: re.Match) -> str:
        name = game.players[sides.index(m.group(1))]
        return name + ("'" if name.endswith(("s", "S")) else "'s") if m.group(2) else name  # "Otters'"

    return re.sub(r"\b(" + "|".join(map(re.escape, sides)) + r")('s)?\b", own, text)


def replay(game: Game, example: ExampleSpec, start=None) -> list[StepResult]:
    """Play an example on the engine, from `start` (an engine position) or its own start; raise
    KitError naming the example on any mismatch.

    An illegal step leaves the position as it was, so an example may show a refused
    move first and go on from the same position."""
    engine = game.engine
    pos = start_position(game, example) if start is None else start
    results = []
    for n, step in enumerate(example.steps, 1):
        where = f"{game.source}: worked example '{example.title}', step {n} ({step.move})"
        try:
            move = engine.parse(step.move)
        except IllegalMove as exc:
            raise KitError(f"{where}: {in_own_names(game, str(exc))}") from None
        try:
            engine.check(pos, move)
            reason = None
        except IllegalMove as exc:
            reason = str(exc)
        if step.legal and reason:
            raise KitError(f"{where}: the file says legal, but the rules say: {in_own_names(game, reason)}")
        if not step.legal and not reason:
            raise KitError(f"{where}: the file says illegal, but the rules allow it")
        after = pos if reason else engine.play(pos, move)
        wrong = engine.verify(step, pos, after)
        if wrong:
            raise KitError(f"{where}: {wrong}")
        if step.wins and engine.outcome(after) != pos.to_move:
            raise KitError(f"{where}: the file says this move wins, but {why_not_won(game, pos, after)}")
        results.append(StepResult(step, move, pos, after, reason))
        pos = after
    return results


def why_not_won(game: Game, before, after) -> str:
    """Why a step said to win does not: the game goes on, ends in a draw, or the other side wins."""
    outcome = game.engine.outcome(after)
    if outcome is None:
        return "the game goes on after it; a move wins only when it ends the game (remove wins = true)"
    if outcome == "draw":
        return "the game ends in a draw there (remove wins = true)"
    mover = game.players[before.to_move]  # who made the move: the one the file says wins
    return f"the game ends there and {mover}, who made it, loses: {game.players[outcome]} wins (remove wins = true)"


def replay_examples(game: Game) -> tuple[list[StepResult], ...]:
    """Replay every example and check the host-key facts; the results feed compose."""
    results = tuple(replay(game, example) for example in game.examples)
    known = game.engine.facts()
    for key, value in game.host_key.items():
        if key not in known:
            raise KeyProblem(game.source, f"host_key.{key}", f"unknown fact; this family knows {', '.join(known)}")
        if value != known[key]:
            raise KeyProblem(game.source, f"host_key.{key}", f"the file says {value}, the rules give {known[key]}")
    return results
