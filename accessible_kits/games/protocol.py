"""The contract every rules engine keeps, so the rest of the tool never branches on a family name.

An engine knows legality and play; it never chooses moves. Positions and moves are
the engine's own small frozen values; the tool only passes them back to the engine.
"""

from __future__ import annotations

from typing import Any, Protocol


class Engine(Protocol):
    """The rules of one game of a family, made by the family's engine class from the game
    file's checked parameters; games/__init__.py replays the worked examples on it."""

    @classmethod
    def from_params(cls, params: dict[str, Any]) -> Engine:
        """The engine for one game, from the `params` table its game file gives (already checked
        against games/schema.py); KitError for a combination the schema cannot refuse alone."""

    def initial(self) -> Any:
        """The position a fresh board shows."""

    def position_from(self, text: str) -> Any:
        """A start position written in a game file (an example's `start`); KitError where the
        family has no such notation."""

    def parse(self, text: str) -> Any:
        """A move written as in a game file; IllegalMove when it names nothing on this board."""

    def notation(self, move: Any) -> str:
        """A move written as a game file writes it."""

    def check(self, pos: Any, move: Any) -> None:
        """Raise IllegalMove, with the rule it breaks, if the move is not allowed in `pos`."""

    def play(self, pos: Any, move: Any) -> Any:
        """The position after a legal move; `pos` is never changed."""

    def legal_moves(self, pos: Any) -> list:
        """Every move allowed in `pos`, in a fixed order (property tests walk them)."""

    def is_over(self, pos: Any) -> bool:
        """Whether the game has ended in `pos`."""

    def outcome(self, pos: Any) -> Any:
        """The winner (0 or 1), "draw", or None while the game goes on."""

    def longest_game(self) -> int:
        """The most turns a game can take, passes included: the rows of the record sheet.
        Computed, or a bound proved from the rules; the docstring says which, and how."""

    def facts(self) -> dict[str, int]:
        """Numbers a host key may state, each checked against the file's `host_key`."""

    def verify(self, step: Any, before: Any, after: Any) -> str | None:
        """What is wrong with a worked-example step's stated effect (`removes`, `after`), or None."""

    def refusal(self, first: Any) -> tuple[tuple, Any] | None:
        """Moves from a fresh board, then one the rules refuse after them, showing a rule a player
        may try to break; `first` is a legal first move to begin with (the file's), or None."""

    def near_end(self) -> tuple[Any, tuple] | None:
        """A position reachable by play near the end, and the moves that end the game from it."""
