"""A real line of the record sheet, for the braille form's example: the first allowed turn from a
new board in the worked examples, as the engine replayed it. The widest entries of each column
("28; Sam; D2; 3, 3, 3, 7; yes") are room, not a turn a game can have: a reader checked them as
turns (READER29 #1). So the form shows turn 1 of an example, true for every game a user can write."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

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
    """The record sheet with its example line: turn 1 of the first example that starts a game; and
    its line that leaves parts empty, where the game has one (with_empty)."""
    sheet = with_empty(sheet, game, w)
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


def empty_turn(game: Game, w) -> tuple[str, tuple[str, ...]] | None:
    """A real line that leaves parts empty, after its turn's number, and the sentence naming it: the
    worked examples' first allowed turn whose line has an empty part (a grid game's poison cell), as
    the engine replayed it, its players named as that example names them; else, in a game of passes,
    a pass (the family's pass_parts). None where no line leaves a part empty."""
    from accessible_kits.compose.examples import told  # compose.examples composes with the scribe's words

    for n, results in enumerate(told(game, w), 1):
        if not results:
            continue
        before, w.example_first = w.example_first, results[0].before.to_move  # Sam: the example's first mover
        try:
            lines = [w.record_parts(r) for r in results if not r.reason]
        finally:
            w.example_first = before
        for k, parts in enumerate(lines):
            if "" in parts:
                which = "The last turn" if k == len(lines) - 1 else "A turn"
                return f"{which} of Example {n} in the rules leaves {parts.count('')} parts empty.", parts
    passing = getattr(w, "pass_parts", None)  # a family whose players may pass
    if passing is None:
        return None
    parts = passing()
    return f"A pass leaves {parts.count('')} parts empty.", parts


def with_empty(sheet: RecordSheet, game: Game, w) -> RecordSheet:
    """The record sheet with its line that leaves parts empty (empty_turn), for the braille form: what
    to write for a part left empty was never said (READER31 #10, #11)."""
    found = empty_turn(game, w)
    if found is None:
        return sheet
    said, parts = found
    assert len(parts) + 1 == len(sheet.columns), f"{game.id}: a record line of {len(parts) + 1} parts"
    return replace(sheet, empty=parts, empty_said=said)


def ended(game: Game) -> tuple[int | str, object] | None:
    """The outcome of the last worked example that plays a game to its end (a player's index, or
    'draw'), its last position with it; a win before a draw, as a line with a winner shows more."""
    ends = [(game.engine.outcome(r[-1].after), r[-1].after) for r in game.replays if r]
    ends = [(o, pos) for o, pos in ends if o is not None]
    wins = [e for e in ends if isinstance(e[0], int)]
    last = wins or ends
    return last[-1] if last else None


def with_match_example(sheet: RecordSheet, game: Game, w) -> RecordSheet:
    """The match record with a line that can happen (READER30 #12, #13): round 1, begun by round 1's
    starter (the file's first player, players[0]); the winner and, where the family adds them, the
    cells left, as the last worked example that ends the game left them, replayed by the engine;
    one point for a win. Where no example ends a game, the starter wins with the counts the cells
    left column's hint gives (fewer cells wins). The names are the ones the form's columns take:
    the stand-ins Sam and Ana, Sam starting, where the columns take own names; else the file's."""
    own = sheet.columns[1].hint == scribe_words.OWN_NAME
    names = scribe_words.PEOPLE if own else tuple(game.players[:2])
    found = ended(game)
    outcome, pos = found if found is not None else (0, None)
    drawn = not isinstance(outcome, int)
    parts = ["1", names[0]]
    for c in sheet.columns[2:-2]:
        if c.name != "Cells left":
            return sheet  # a column this line cannot fill: the form's line from the hints
        e: Any = game.engine  # a polyomino engine: the cells each player has not placed
        counts = None if pos is None else (e.unplaced(pos, 0), e.unplaced(pos, 1))
        parts.append(w.left_like(counts, form=True))
    parts += ["draw" if drawn else names[int(outcome)], "0" if drawn else str(scribe_words.WIN_POINTS)]
    return replace(sheet, example=tuple(parts))
