"""A row game's record sheet: a line a turn, with the row, how many circles, and the counts the
scribe reads back, a column for each row, headed as the rows are named."""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_kits.compose import scribe_words
from accessible_kits.compose.fixing_words import turn_record
from accessible_kits.compose.record_turn import written_player
from accessible_kits.families.row_removal.engine import ONLY, ORDINALS, SPELLED, RowRemoval
from accessible_kits.games.notation import row_called
from accessible_kits.model import Column, RecordSheet

if TYPE_CHECKING:
    from accessible_kits.profile import Profile

# a place's column headed short ("7th", as the Player column's "2nd") only where the names said
# ("Seventh", "Second") would not fit the page as the short ones do (eight such columns are too
# wide for a large-print page even turned); "Only: count left" read as a rule. A row of the
# spelling alphabet is headed by its letter ("C" for Charlie), the letter the name is spelled for.
_SHORT = (
    {n: f"{i}{'nd' if i == 2 else 'rd' if i == 3 else 'th'}" for i, n in enumerate(ORDINALS, 2)}
    | {n: n[0] for n in SPELLED}
    | {ONLY: "Left"}
)


def _hint(name: str, short: str) -> str:
    """What a row's count column holds. A column headed by a letter is tied to its row's name by
    saying the name: "A, B, C, D" alone are letters that sound alike, in a game whose rows are called
    by name (a cold listener, round 14). The heading is said once, as the sheet lists it ("A: circles
    left in the Alpha row"): "A: A for Alpha, ..." aloud was a stammer (LISTEN36 #7)."""
    if name in SPELLED and short == name[0]:
        return f"circles left in the {name} row"  # "that row" read as the row just played (round 15)
    return f"circles left in {row_called(name)}"


def letters(sheet: RecordSheet, names: tuple[str, ...]) -> tuple[str, ...]:
    """The letters the sheet heads the rows' count columns by, in the rows' order, which a player
    might then say: none where every column is headed by its row's name."""
    headings = {c.name for c in sheet.columns}
    return tuple(n[0] for n in names if n in SPELLED and n[0] in headings)


def _sheet(e: RowRemoval, touch: bool, short: dict[str, str], player: Column) -> RecordSheet:
    """The sheet with each row's column headed by its name, or by `short` where it has one. Each
    column says whose count it holds ("circles left in the second row"), so a heading "2nd" is
    read as the row the rules call the second row."""
    counts = tuple(
        Column(short.get(n, n.capitalize()), 1.0, _hint(n, short.get(n, "")), str(s))
        for n, s in zip(e.row_names, e.sizes, strict=True)
    )
    # the name written whole, like the last row's: "row name" beside count columns headed by letters
    # asked whether to write "Delta" or "D" (READER26 #10)
    named = f"the row's name, like {e.row_names[-1]}"
    row = () if len(e.sizes) == 1 else (Column("Row", 1.3, named, max(e.row_names, key=len)),)
    return turn_record(
        "Write one turn on each row. Write the counts the scribe reads back after the move.",
        (
            Column("Turn", 0.8, "number", str(e.longest_game())),
            player,
            *row,
            Column("Covered" if touch else "Crossed", 1.2, "how many", str(max(e.sizes))),
        )
        + counts,
        e.longest_game(),
    )


def player_column(players) -> Column:
    """Who moved, as the game calls its players: "1st or 2nd" for roles ("First player"), never a
    name the game does not have; else its two names, the longer one measured. Starters swap each
    round, so "1st" is said to be this round's starter (a cold listener asked, round 14)."""
    return Column("Player", 1.6, scribe_words.player_hint(players), scribe_words.player_longest(players))


def record_sheet(e: RowRemoval, *, touch: bool, profile: Profile, players) -> RecordSheet:
    """The record sheet the pages are drawn from and the scribe's words read (`touch`: circles
    are covered, not crossed). A game of one row has no row to choose, so no column to write it in.
    The count columns are headed with the rows' names as the rules say them where the sheet,
    measured at the profile as the record pages are, fits as well as with short headings."""
    from accessible_kits.fonts import Metrics  # measured as the record pages are drawn
    from accessible_kits.render.record_sheets import fits_as

    player = player_column(players)
    full, short = _sheet(e, touch, {ONLY: _SHORT[ONLY]}, player), _sheet(e, touch, _SHORT, player)
    return full if full == short or fits_as(full, short, profile, Metrics(profile.font)) else short


def record_parts(w, res) -> tuple[str, ...]:
    """A turn's line after its number, as record_sheet's columns hold it: who, the row (where the
    game has more than one), how many circles, then each row's count, top row first."""
    (row, k), e = res.move[0], w.e
    named = (e.row_names[row],) if len(e.sizes) > 1 else ()
    return (written_player(w, res.before.to_move), *named, str(k), *(str(n) for n in res.after.counts))
