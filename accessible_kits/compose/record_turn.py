"""A real line of the record sheet, for the braille form's example: the first allowed turn from a
new board in the worked examples, as the engine replayed it. The widest entries of each column
("28; Sam; D2; 3, 3, 3, 7; yes") are room, not a turn a game can have: a reader checked them as
turns (READER29 #1). So the form shows turn 1 of an example, true for every game a user can write."""

from __future__ import annotations

from dataclasses import replace

from accessible_kits.compose import scribe_words
from accessible_kits.compose.players import named
from accessible_kits.games import Game, StepResult
from accessible_kits.model import RecordSheet

TICKED = "yes"  # a ticked box, as a braille form line writes it ("" where the box is left empty)


def first_turn(game: Game) -> tuple[int, StepResult] | None:
    """The first allowed move played from a new board in the file's examples, in their order, and
    the example's number; None where no example starts a game with an allowed move."""
    start = game.engine.initial()
    for n, results in enumerate(game.replays, 1):
        first = next((r for r in results if not r.reason), None)
        if first is not None and first.before == start:
            return n, first
    return None


def written_player(w, index: int) -> str:
    """A player as the record's Player column writes them in the worked examples: the game's name,
    or where the file names roles, the stand-in name the examples give them (Sam, Ana)."""
    if named(w):
        return w.player(index)
    return scribe_words.stand_ins(w)[index]


def with_example(sheet: RecordSheet, game: Game, w) -> RecordSheet:
    """The record sheet with its example line: turn 1 of the first example that starts a game."""
    found = first_turn(game)
    if found is None:
        return sheet
    n, res = found
    before, w.example_first = w.example_first, res.before.to_move  # the stand-ins as that example names them
    try:
        parts = ("1", *w.record_parts(res))
    finally:
        w.example_first = before
    assert len(parts) == len(sheet.columns), f"{game.id}: a record line of {len(parts)} parts"
    return replace(sheet, example=parts, example_of=n)
