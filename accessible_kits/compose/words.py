"""Small helpers that turn facts into plain words, the same for print and for the ear.

Every family's wording is written once, as functions of a voice. Compose runs it once, with a
`Twin` voice, which leaves a placeholder where a number or a name goes; each sentence is then
rendered twice from the same words: by the print `Voice` (D2, 12) and by the spoken one (column D
row 2 or Delta 2, twelve), so the rule card and the spoken rules cannot say different things. A plain
`Voice` renders at once, for a caller that wants one form only (the tests, the studio).

The marking words (cross out in pen, cover with a token on a raised board) are a property of
the voice too, which the wording consults as it writes: a tactile kit is worded for touch, not
turned into touch by replacing words afterwards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from num2words import num2words  # type: ignore[import-untyped]  # the library ships no type hints

from accessible_kits.games.notation import cell_name, column_letter, reading_order

_SPELLING = (  # the NATO spelling alphabet, A to Z
    "Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec "
    "Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu"
)
NATO = tuple(_SPELLING.split())

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str) -> list[str]:
    """A text's sentences: the one splitter, for every sentence a kit prints or says."""
    return [s for s in _SENTENCE_END.split(text.strip()) if s]


def number_word(n: int) -> str:
    """A number as the ear hears it (12 -> 'twelve', 28 -> 'twenty-eight'), from num2words."""
    return num2words(n)


def ordinal_word(n: int) -> str:
    """A place in words, the same in print and for the ear (4 -> 'fourth'), from num2words."""
    return num2words(n, to="ordinal")


def join(items, last: str = "and") -> str:
    """'a, b and c': a list in words."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


# How a team plays, the same in every family that allows teams.
TEAM_MOVE = (
    "Each team talks over its move and agrees on it, and one person says it. "
    # one move each: "its players take turns to choose, one move each" was heard as the two teams' players
    # (round 19), "the next member chooses the next move" as the other team's next turn (LISTEN24 #1)
    "If a team cannot agree, its members take turns: "
    "one chooses this move, another chooses the team's next move, and so on."
)
TEAMS = f"Two players, or two teams. {TEAM_MOVE}"

_ROLE = re.compile(r"(?i)(first|second|1st|2nd|other|next) (player|team|side|pair|group)")
_VOWEL_SOUND = set("AEFHILMNORSX")  # letters said with a vowel first: an F, an X


def is_role(name: str) -> bool:
    """Whether a player's name is a role ("First player"), said with "the", not a name ("Ana", "Red team")."""
    return bool(_ROLE.fullmatch(name.strip()))


# colour words: a side named by one is a colour (the piece games say two swapped sides as colours they swap)
COLOURS = frozenset(
    ["white", "black", "red", "blue", "green", "yellow", "orange", "purple", "pink", "brown", "grey", "gray"]
    + ["gold", "silver"]
)
_SIDE_WORDS = COLOURS | frozenset(
    [
        "team",
        "side",
        "group",
        "pair",
        "club",
        "house",
        "crew",
        "squad",
    ]
)


def is_side(name: str) -> bool:
    """Whether a player's name names a side the players choose ("White", "Red team"), not a person
    ("Ana") or a role ("First player"): a colour or a word like team in it."""
    return not is_role(name) and any(w in _SIDE_WORDS for w in re.findall(r"[a-z]+", name.lower()))


def person(name: str, *, start: bool = False) -> str:
    """A player as a sentence names them: a role with "the" ("the first player"), a name as the file
    writes it ("Ana", "Red team"); at the start of a sentence, with a capital."""
    said = f"the {name[0].lower()}{name[1:]}" if is_role(name) else name
    return said[0].upper() + said[1:] if start else said


def possessive(name: str, *, start: bool = False) -> str:
    """'Ana's', 'the first player's', 'Red team's'; 'Otters'' and 'James'' for a name ending in s,
    since "Otters's" is heard "Otterses"."""
    return owning(person(name, start=start))


def owning(said: str) -> str:
    """A player as a sentence names them, made possessive: "Ana's", "Otters'"."""
    return said + ("'" if said.endswith(("s", "S")) else "'s")


def a_or_an(word: str) -> str:
    """'a W', 'an X': the article a letter or word takes as it is said."""
    first = word[:1]
    vowel = first in _VOWEL_SOUND if first.isupper() and len(word) <= 2 else first.lower() in "aeiou"
    return f"{'an' if vowel else 'a'} {word}"


_JOINED_NUMBERS = re.compile(r"\b\d+(?:[-\u2013]\d+)+\b")


def said_as_written(text: str) -> str:
    """Words a game file writes (a title, a name) as a person says them: numbers joined by dashes,
    like 2-5-7, said one by one in words (two, five, seven), as the ear's other numbers are."""
    return _JOINED_NUMBERS.sub(lambda m: ", ".join(map(number_word, map(int, re.findall(r"\d+", m[0])))), text)


def plural(n: int, one: str, many: str | None = None) -> str:
    """'1 box', '2 boxes': a count in digits, for what only the page says."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def column_words(setting, columns: int) -> tuple[str, ...] | None:
    """The spoken names of the columns a profile asks for, or None for plain letters."""
    if setting == "letters":
        return None
    words = NATO if setting == "nato" else tuple(setting)
    return tuple(words[:columns])


@dataclass(frozen=True)
class Marking:
    """The words for marking a move: in pen on paper, or with tokens on a raised board."""

    do: str  # cross out / cover
    does: str  # crosses out / covers
    done: str  # crossed out / covered
    doing: str  # crossing out / covering


PEN = Marking("cross out", "crosses out", "crossed out", "crossing out")
TOKENS = Marking("cover", "covers", "covered", "covering")
_PEN_WORDS = re.compile(r"\b([Cc])ross(es|ed|ing)? out\b")
CELL_NAME = re.compile(r"\b([A-Z])(\d{1,2})\b")  # a printed cell name, D2


class Names:
    """What every voice derives from its numbers and names (num, col, cell), and its marking words."""

    touch: bool = False

    def num(self, n: int) -> str:
        """A number: 12 or twelve."""
        raise NotImplementedError

    def col(self, index: int) -> str:
        """A column: D, or Delta when the profile names the columns for the ear."""
        raise NotImplementedError

    def cell(self, cell) -> str:
        """A cell: D2, or column D row 2 (Delta 2) for the ear, where "row" keeps letter and number apart."""
        raise NotImplementedError

    def file(self, path: str, said: str) -> str:
        """A file: its path in print; for the ear, `said` (a path read aloud is noise)."""
        raise NotImplementedError

    def paper(self, size: str, kind: str) -> str:
        """A sheet's paper: A4 plain paper; for the ear, where A4 could be heard as a cell, A4 size plain paper."""
        raise NotImplementedError

    def board_sheets(self, numbers, *, start: bool = False) -> str:
        """Board sheets: "board sheet 2" in print and braille; "the second board sheet" for the ear, not heard
        as board 2 beside it (round 20's listener), through `file`'s two forms. `start`: begins a sentence."""
        many, said = "s" if len(numbers) > 1 else "", join(ordinal_word(n) for n in numbers)
        printed = f"{'B' if start else 'b'}oard sheet{many} {join(str(n) for n in numbers)}"
        return self.file(printed, f"{'T' if start else 't'}he {said} board sheet{many}")

    @property
    def mark(self) -> Marking:
        """How this voice says a move is marked: covered by touch, crossed out in pen."""
        return TOKENS if self.touch else PEN

    def count(self, n: int, one: str, many: str | None = None) -> str:
        """'12 cells', 'twelve cells'."""
        return f"{self.num(n)} {one if n == 1 else (many or one + 's')}"

    def cells(self, cells) -> str:
        """Cells one by one, in reading order (top row first)."""
        return join(self.cell(c) for c in reading_order(cells))

    def col_span(self, first: int, last: int) -> str:
        """'column D', 'columns D through G': never "to", which the ear takes for "two"."""
        if first == last:
            return f"column {self.col(first)}"
        return f"columns {self.col(first)} {'and' if last == first + 1 else 'through'} {self.col(last)}"

    def row_span(self, first: int, last: int) -> str:
        """'row 2', 'rows 2 through 4': row numbers are said as digits by both voices, and "through"
        keeps "rows 2 to 4" from being heard as "two two four"."""
        if first == last:
            return f"row {first + 1}"
        return f"rows {first + 1} {'and' if last == first + 1 else 'through'} {last + 1}"

    def between(self, low: int, high: int, unit: str) -> str:
        """'between 8 and 15 minutes': a range said without "to" (heard as "two")."""
        return f"between {self.num(low)} and {self.num(high)} {unit}"

    def names_in(self, text: str) -> str:
        """A sentence with cell names in it ('D2 is taken') with each name as this voice says it."""
        return CELL_NAME.sub(lambda m: self.cell((ord(m.group(1)) - 65, int(m.group(2)) - 1)), text)

    def told(self, text: str) -> str:
        """An engine's sentence as this voice tells it: its cell names said this voice's way, and
        its pen words ('is already crossed out') as this voice marks a move. The engines state
        their rules in pen words; the words of a kit's own sentences are chosen as they are written.
        One begun with a cell is begun "The cell at": "A row 2 shares ..." is heard as the article,
        and "The cell column A row 2" does not read as one name."""
        return self.marked(self.names_in(f"The cell at {text}" if CELL_NAME.match(text) else text))

    def marked(self, text: str) -> str:
        """A text's pen words ('already crossed out') as this voice marks a move: an author's
        example title too, written once for every profile."""
        if not self.touch:
            return text
        forms = {None: "do", "es": "does", "ed": "done", "ing": "doing"}

        def marking(m: re.Match) -> str:
            word = getattr(self.mark, forms[m.group(2)])
            return word.capitalize() if m.group(1) == "C" else word

        return _PEN_WORDS.sub(marking, text)


@dataclass(frozen=True)
class Voice(Names):
    """How names and numbers come out, rendered at once: for the page, or for the ear."""

    ear: bool = False
    column_names: tuple[str, ...] | None = None  # spoken column words, when the profile asks for them
    touch: bool = False  # a tactile kit: moves are covered with tokens
    grid: bool = False  # the board has cells a paper size sounds like (A3, A4): the ear says "A4 size"

    def num(self, n: int) -> str:
        """12 in print, twelve for the ear."""
        return number_word(n) if self.ear else str(n)

    def col(self, index: int) -> str:
        """D in print and for the ear, or the profile's word for the column (Delta) for the ear."""
        if self.ear and self.column_names:
            return self.column_names[index]
        return column_letter(index)

    def cell(self, cell) -> str:
        """D2 in print; column D row 2 for the ear, or Delta 2 when the profile names the columns.

        A listener heard "A 8" and "H 8" as "eight eight", and "B 2 and C 2" as "B to C 2"; with
        "row", a number never follows a letter. The recognizer of tests/intelligibility.py heard
        more cells right this way in 3 of 4 runs (the 81 cells of three games' spoken examples:
        42 % against 37 % and 35 %, then 32 % against 36 %; every cell of an 8 by 8 board, alone
        and in pairs: 23 % against 21 %); "D, row 2", "D. 2" and "cell D 2" did worse.

        Every cell is said "column D row 2", one form in a game: "choose A row 1" was read as
        "choose a row one", the article, and "column A row 1" beside "D row 2" made a listener
        wonder whether they were the same kind of name. With "column" said, a bare letter (B) is
        only ever a side's mark, never a column."""
        c, r = cell
        if not self.ear:
            return cell_name(cell)
        if self.column_names:
            return f"{self.col(c)} {r + 1}"
        return f"column {self.col(c)} row {r + 1}"

    def file(self, path: str, said: str) -> str:
        """host-key/host-key.pdf in print, the host key file for the ear."""
        return said if self.ear else path

    def paper(self, size: str, kind: str) -> str:
        """A4 plain paper; A4 size plain paper for the ear on a board with cell A4. "size" straight after
        the name: "plain paper of size A4" ended on "A4", as a cell's name ends, and a listener heard the
        cell (round 15); no cell's name is ever followed by "size". Letter and legal read the same way."""
        return f"{size} size {kind}" if self.ear and self.grid else f"{size} {kind}"

    def names_in(self, text: str) -> str:
        """Print keeps an engine's cell names as they are; the ear says them its way."""
        return super().names_in(text) if self.ear else text


_OPEN, _CLOSE = "\ue000", "\ue001"  # private-use characters: never in a game's or a profile's words
_PLACEHOLDER = re.compile(f"{_OPEN}([nkcfp])([^{_CLOSE}]*){_CLOSE}")


@dataclass(frozen=True)
class Twin(Names):
    """The voice compose writes with: a placeholder for each number and name, so one sentence,
    written once, renders for print and for the ear (`render`)."""

    touch: bool = False

    def num(self, n: int) -> str:
        """A placeholder for the number, which `render` says as each voice does."""
        return f"{_OPEN}n{n}{_CLOSE}"

    def col(self, index: int) -> str:
        """A placeholder for the column, which `render` names as each voice does."""
        return f"{_OPEN}k{index}{_CLOSE}"

    def cell(self, cell) -> str:
        """A placeholder for the cell, which `render` names as each voice does."""
        return f"{_OPEN}c{cell[0]},{cell[1]}{_CLOSE}"

    def file(self, path: str, said: str) -> str:
        """A placeholder for the file, which `render` gives as its path or its spoken name."""
        return f"{_OPEN}f{path}|{said}{_CLOSE}"

    def paper(self, size: str, kind: str) -> str:
        """A placeholder for the paper, which `render` names as each voice does."""
        return f"{_OPEN}p{size}|{kind}{_CLOSE}"


def render(text: str, voice: Voice) -> str:
    """A Twin's words as `voice` says them."""

    def said(m: re.Match) -> str:
        kind, value = m.group(1), m.group(2)
        if kind == "n":
            return voice.num(int(value))
        if kind == "k":
            return voice.col(int(value))
        if kind in "fp":
            return (voice.file if kind == "f" else voice.paper)(*value.split("|", 1))
        c, r = value.split(",")
        return voice.cell((int(c), int(r)))

    out = _PLACEHOLDER.sub(said, text)
    return said_as_written(out) if voice.ear else out


PRINT = Voice()


def printed(text: str) -> str:
    """A Twin's words as printed: for what is only ever printed (a board's caption, a record column)."""
    return render(text, PRINT)


def describe_cells(v: Names, cells) -> str:
    """A set of cells in words, by blocks of rows that share the same columns:
    'columns D to G, rows 2 to 4'. A single cell is named."""
    cells = set(cells)
    if not cells:
        return "no cells"
    if len(cells) == 1:
        return v.cell(next(iter(cells)))
    rows: dict[int, tuple[int, int]] = {}
    for r in sorted({r for _, r in cells}):
        cols = sorted(c for c, rr in cells if rr == r)
        rows[r] = (cols[0], cols[-1])
        if cols != list(range(cols[0], cols[-1] + 1)):
            return v.cells(cells)  # not runs of whole columns: name every cell
    parts, start = [], None
    ordered = sorted(rows)
    for i, r in enumerate(ordered):
        if start is None:
            start = r
        nxt = ordered[i + 1] if i + 1 < len(ordered) else None
        if nxt is None or nxt != r + 1 or rows[nxt] != rows[r]:
            a, b = rows[r]
            parts.append(f"{v.col_span(a, b)}, {v.row_span(start, r)}")
            start = None
    return "; and ".join(parts)


def speak_names(v: Names, text: str) -> str:
    """An engine's sentence ('D2 is already crossed out') with its cell names said as this voice says them."""
    return v.names_in(text)
