"""Notes for a game's author: the file's own words that a listener may mishear or misread.

The kit says what the file writes (a title, a side, a piece, an example's title) as written, so a
choice that slows a listener is the author's to change, not the kit's. `check` and the studio show
these notes beside the key they are about; they never stop a build. Cold listeners reading the kits
of games written from the docs named each kind: a run of numbers in a title ("Four rows 1-3-5-7"),
an example titled as one move that shows two, a piece whose name is a board letter's sound ("tee"),
a side's mark that is a column letter ("Blue team" B).
"""

from __future__ import annotations

import re

from accessible_kits.compose.grid_words import SOUND_GROUPS
from accessible_kits.compose.words import join, number_word
from accessible_kits.games.notation import column_letter

# Words said as a letter's name, as espeak-ng and a person say them.
LETTER_SOUNDS = {
    "ay": "A", "bee": "B", "be": "B", "sea": "C", "see": "C", "cee": "C", "dee": "D", "ee": "E",
    "eff": "F", "gee": "G", "aitch": "H", "eye": "I", "jay": "J", "kay": "K", "ell": "L", "el": "L",
    "em": "M", "en": "N", "oh": "O", "owe": "O", "pea": "P", "pee": "P", "cue": "Q", "queue": "Q",
    "are": "R", "ess": "S", "tea": "T", "tee": "T", "you": "U", "yew": "U", "ewe": "U", "vee": "V",
    "ex": "X", "why": "Y", "wye": "Y", "zee": "Z", "zed": "Z",
}  # fmt: skip

_NUMBER = re.compile(r"\d+|\b(?:" + "|".join(number_word(n) for n in range(20, 0, -1)) + r")\b", re.IGNORECASE)
_ONE_MOVE = re.compile(r"\b(?:a|an|one|single|first|only)\s+(?:\w+\s+)?(?:move|turn|go)\b", re.IGNORECASE)


def notes(game) -> list[tuple[str, str]]:
    """(key path, note) for each of the file's own words a listener may take amiss; none for a
    game whose words are plain."""
    found = []
    numbers = _NUMBER.findall(game.title)
    if len(numbers) >= 3:
        found.append(
            (
                "title",
                f"'{game.title}' is said with {len(numbers)} numbers in a row, hard to follow by ear; "
                "a title in words is heard more easily",
            )
        )
    for i, example in enumerate(game.examples, 1):
        steps = len(example.steps)
        if steps > 1 and _ONE_MOVE.search(example.title):
            found.append(
                (
                    f"examples[{i}].title",
                    f"'{example.title}' names one move, and the example has {steps} steps; "
                    "a title that says what the example shows helps the listener",
                )
            )
    columns = game.params.get("columns")
    for i, piece in enumerate(game.params.get("pieces", ()), 1):
        like = _letters_like(piece["name"], columns) if columns else ""
        if like:
            found.append(
                (
                    f"params.pieces[{i}].name",
                    f"'{piece['name']}' sounds like the letter {LETTER_SOUNDS[piece['name'].casefold()]}, "
                    f"close to this board's column letters {like}; another name is heard more surely",
                )
            )
    found += _marks_as_columns(game)
    return found


def _marks_as_columns(game) -> list[tuple[str, str]]:
    """A polyomino side's mark, the first letter of its name, that is also one of the board's column
    letters ("Blue team" B beside column B, a braille reader, round 23). The rules say which is
    which; a name that begins past the board's letters is read more surely. A side named White or
    Black takes the profile's mark, not the author's, so it is never noted."""
    columns = game.params.get("columns")
    if not columns or "pieces" not in game.params:
        return []
    letters = {column_letter(i) for i in range(columns)}
    return [
        (
            f"players[{i}]",
            f"'{name}' gives the mark {mark}, which is also one of this board's column letters; "
            "the rules say which is which, but a name that begins with another letter is read more surely",
        )
        for i, (name, mark) in enumerate(zip(game.players, game.marks, strict=True), 1)
        if mark in letters and name.strip().lower() not in ("white", "black")
    ]


def _letters_like(name: str, columns: int) -> str:
    """The board's column letters a piece name may be heard as ('B, C and D'), or ''."""
    letter = LETTER_SOUNDS.get(name.casefold())
    if letter is None:
        return ""
    group = next((g for g in SOUND_GROUPS if letter in g), letter)
    return join(c for c in map(column_letter, range(columns)) if c in group)
