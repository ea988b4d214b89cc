"""The profile's nested tables ([marks], [speech]) and the helpers every declared key is made with.

Kept apart from profile.declaration so the top-level keys of `Profile` have a module of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from accessible_kits.keys import Bad, Duration, Key, Kind, Number, Several, Text

__all__ = ["ABOUT", "BOARD", "COLOURS", "PAGE", "SPEECH", "TEXT", "ColumnNames", "Marks", "Speech", "key", "table"]


class ColumnNames(Kind):
    """How the spoken rules say column letters: "letters", "nato" or one word for each column (a tuple)."""

    def parse(self, v):
        """The word "letters" or "nato", or the words as a tuple; refused when too many, empty or repeated."""
        if v in ("letters", "nato"):
            return v
        if (
            isinstance(v, list)
            and 1 <= len(v) <= 26
            and all(isinstance(w, str) and w.strip() and len(w) <= 20 and w.isprintable() for w in v)
            and len({w.strip().lower() for w in v}) == len(v)
        ):
            return tuple(w.strip() for w in v)
        raise Bad('"letters", "nato", or a list of up to 26 different words, one for each column')

    def allowed(self):
        """The two words, or a list of one's own."""
        return '"letters", "nato", or a list of up to 26 different words'

    def show(self, value):
        """The word, or the list comma-separated."""
        return value if isinstance(value, str) else ", ".join(value)

    def field(self, value):
        """As shown: the form's text field holds the word or the comma-separated list."""
        return self.show(value)

    def from_form(self, text):
        """The typed text as the word, or as a list of words split at commas."""
        text = text.strip()
        return text if text in ("letters", "nato") else [w.strip() for w in text.split(",") if w.strip()]


# -- the declaration ---------------------------------------------------------------


def key(name: str, kind: Kind, default, label: str, help: str, *, group: str):
    """A Profile (or Speech) field that is read from the key `name`."""
    return field(metadata={"key": Key(name, kind, help, default=default, label=label, group=group)})


def table(cls):
    """A field holding a nested dataclass of keys (a TOML table, like [speech])."""
    return field(metadata={"table": cls})


# The groups of the studio's form, in the order it shows them.
ABOUT, PAGE, BOARD, TEXT, COLOURS, SPEECH = "About", "Paper", "Board", "Text", "Colours and marks", "Speech"


@dataclass(frozen=True, kw_only=True)
class Marks:
    """The [marks] table: the letter written on each side's cells."""

    white: str = key("marks.white", Text(2), "W", "White's mark", "the letter on every White cell", group=COLOURS)
    black: str = key(
        "marks.black",
        Text(2),
        "B",
        "Black's mark",
        "the letter on every Black cell; not the same as White's",
        group=COLOURS,
    )


@dataclass(frozen=True, kw_only=True)
class Speech:
    """The [speech] table: the voice, its rate and pauses, and the sound files a kit gets."""

    voice: str = key("speech.voice", Text(40), "en", "Voice", "the espeak-ng voice that speaks the rules", group=SPEECH)
    rate_wpm: int = key(
        "speech.rate_wpm",
        Number(100, 220, whole=True, unit="words a minute"),
        150,
        "Speaking rate",
        "speaking rate as heard, in words a minute (calibrated on the audio)",
        group=SPEECH,
    )
    sentence_pause: int = key(
        "speech.sentence_pause",
        Duration(200, 3000),
        "500ms",
        "Pause between sentences",
        "silence between sentences",
        group=SPEECH,
    )
    step_pause: int = key(
        "speech.step_pause",
        Duration(500, 5000),
        "1500ms",
        "Pause between steps",
        "silence between steps; a wait for the scribe is twice this",
        group=SPEECH,
    )
    column_names: str | tuple[str, ...] = key(
        "speech.column_names",
        ColumnNames(),
        "letters",
        "Spoken column names",
        'how the spoken rules say column letters: `"letters"` (column D row 2), `"nato"` (Delta 2), or your own list '
        "of words, one for each column; with words, the rule card lists them so player and scribe share them",
        group=SPEECH,
    )
    formats: tuple[str, ...] = key(
        "speech.formats",
        Several("mp3", "wav"),
        ["mp3"],
        "Sound files",
        'the audio files a kit gets: `["mp3"]` (small, plays on phones and DAISY players, one file a chapter too), '
        '`["wav"]`, or both',
        group=SPEECH,
    )
