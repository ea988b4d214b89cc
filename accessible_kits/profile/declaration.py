"""The declaration of the profile keys: the fields of `Profile` and `Speech`, one Key each.

Each field names its key, its kind (what it allows, from the shared key kit in
accessible_kits/keys), its default, a label, help text and the studio's group. Reading
and checking a file, the defaults, `accessible-kits check`, the kit page's profile
table, docs/profiles.md and the studio's form all come from this declaration, so a new
key is one field here.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from types import SimpleNamespace

from accessible_kits.keys import (
    Bad,
    Choice,
    Colour,
    Duration,
    Flag,
    Key,
    Kind,
    Length,
    Number,
    Several,
    Size,
    Text,
)
from accessible_kits.profile.tables import (
    ABOUT,
    BOARD,
    COLOURS,
    PAGE,
    TEXT,
    ColumnNames,
    Marks,
    Speech,
    key,
    table,
)
from accessible_kits.units import pt_to_mm

PAPER_MM = {"A4": (210.0, 297.0), "A3": (297.0, 420.0), "letter": (215.9, 279.4), "legal": (215.9, 355.6)}
TEXT_TARGET = {"AA": 4.5, "AAA": 7.0}
GRAPHIC_TARGET = 3.0
MIN_MARGIN_MM = 12.0

__all__ = [
    "BY_NAME",
    "FIELDS",
    "GRAPHIC_TARGET",
    "KEYS",
    "MIN_MARGIN_MM",
    "PAPER_MM",
    "TABLES",
    "TEXT_TARGET",
    "TOP",
    "Bad",
    "Choice",
    "Colour",
    "ColumnNames",
    "Duration",
    "Flag",
    "Key",
    "Kind",
    "Length",
    "Marks",
    "Number",
    "Profile",
    "Several",
    "Size",
    "Speech",
    "Text",
]


@dataclass(frozen=True, kw_only=True)
class Profile:
    """An accessibility profile as typed values: every key declared once here (its name in files,
    kind, default, label, help and form group), read from a file by profile.loading."""

    id: str  # the file's name: the kit folder
    name: str = key(
        "name",
        Text(60),
        "Unnamed profile",
        "Profile name",
        "the profile's name, shown in reports and kit titles",
        group=ABOUT,
    )
    description: str = key(
        "description", Text(200, min_len=0), "", "Description", "one line about who it is for", group=ABOUT
    )
    paper: str = key("paper", Choice(*PAPER_MM), "A4", "Paper size", "paper size", group=PAGE)
    orientation: str = key(
        "orientation",
        Choice("portrait", "landscape"),
        "portrait",
        "Orientation",
        "paper orientation; board sheets turn when that keeps a board whole",
        group=PAGE,
    )
    margin: float = key(
        "margin",
        Length(MIN_MARGIN_MM, 40),
        "15mm",
        "Margin",
        f"page margin (home printers need {MIN_MARGIN_MM:g}mm)",
        group=PAGE,
    )
    cell_size: float = key(
        "cell_size", Length(15, 60), "20mm", "Cell size", "board cell, piece square and circle pitch", group=BOARD
    )
    line_width: float = key(
        "line_width",
        Length(0.25, 5),
        "1pt",
        "Line width",
        "grid and circle lines; the board edge is drawn thicker",
        group=BOARD,
    )
    font: str = key(
        "font",
        Text(80),
        "Atkinson Hyperlegible",
        "Font",
        "typeface for print and the rule card: an installed font family",
        group=TEXT,
    )
    text_size: float = key(
        "text_size", Size(12, 72), "14pt", "Text size", "body text, labels and coordinates", group=TEXT
    )
    heading_size: float = key(
        "heading_size", Size(12, 96), "20pt", "Heading size", "headings; at least the text size", group=TEXT
    )
    line_spacing: float = key(
        "line_spacing",
        Number(1.2, 3.0),
        1.5,
        "Line spacing",
        "line height as a multiple of the text size; at least 1.5 from 18pt",
        group=TEXT,
    )
    foreground: str = key("foreground", Colour(), "#000000", "Ink colour", "text, lines and marks", group=COLOURS)
    background: str = key(
        "background",
        Colour(),
        "#FFFFFF",
        "Paper colour",
        "paper colour: a light one is the paper to print on (the PDFs leave it unprinted, the "
        "printing steps name it); a dark one is printed, up to 6.35 mm from each edge",
        group=COLOURS,
    )
    white_fill: str = key(
        "white_fill",
        Colour(allow_none=True),
        "none",
        "White's fill",
        "colour behind White's cells (an extra cue; letters stay)",
        group=COLOURS,
    )
    black_fill: str = key(
        "black_fill", Colour(allow_none=True), "none", "Black's fill", "colour behind Black's cells", group=COLOURS
    )
    contrast: str = key(
        "contrast",
        Choice("AA", "AAA"),
        "AA",
        "Contrast target",
        "the text contrast target: AA is 4.5:1, AAA is 7:1",
        group=COLOURS,
    )
    marks: Marks = table(Marks)  # noqa: RUF009 (a dataclasses.field, made by table())
    patterns: bool = key(
        "patterns",
        Flag(),
        True,
        "Patterns",
        "dots on White cells and stripes on Black cells, as well as letters",
        group=COLOURS,
    )
    coordinates: str = key(
        "coordinates",
        Choice("all-sides", "left-bottom", "none"),
        "all-sides",
        "Coordinates",
        "where column letters and row numbers are printed",
        group=BOARD,
    )
    braille: bool = key(
        "braille", Flag(), False, "Braille", "add braille: BRF files and braille labels on boards", group=BOARD
    )
    min_gap: float = key(
        "min_gap",
        Length(3, 20),
        "3mm",
        "Smallest gap",
        "the smallest gap between separate things on a tactile page",
        group=BOARD,
    )
    flat_ink: str = key(
        "flat_ink",
        Colour(),
        "#4A90D9",
        "Flat ink",
        "print on raised (swell paper) sheets, for a sighted partner: a colour that stays flat in the "
        "heater. `check` warns when it is darker than a mid grey (#7C7C7C), where printers mix in "
        "black toner, which rises",
        group=COLOURS,
    )
    swell_paper: str = key(
        "swell_paper",
        Choice(*PAPER_MM),
        "A3",
        "Swell paper size",
        "paper of the raised sheets (boards, pieces, tokens, diagrams, braille key) when `braille` "
        "is on; the other sheets print on plain `paper`",
        group=PAGE,
    )
    # -- braille for embossers: the grade and the page (rules.brf and its PEF, the labels on raised sheets)
    braille_grade: int = key(
        "braille_grade",
        Number(1, 2, whole=True),
        2,
        "Braille grade",
        "Unified English Braille grade 2 (contracted) or grade 1 (uncontracted, for learners), "
        "in the braille files and on the raised sheets",
        group=BOARD,
    )
    braille_cells: int = key(
        "braille_cells",
        Number(28, 42, whole=True, unit="cells"),
        40,
        "Braille cells a line",
        "cells on a line of the embossed braille pages, as set on the embosser (40 on 11.5 by 11 inch paper)",
        group=BOARD,
    )
    braille_lines: int = key(
        "braille_lines",
        Number(20, 31, whole=True, unit="lines"),
        25,
        "Braille lines a page",
        "lines on an embossed braille page, as set on the embosser (25 on 11.5 by 11 inch paper)",
        group=BOARD,
    )
    braille_duplex: str = key(
        "braille_duplex",
        Choice("single-sided", "interpoint"),
        "single-sided",
        "Braille sides",
        "emboss on one side of the paper, or on both (interpoint)",
        group=BOARD,
    )
    # -- 3D models (accessible_kits/solids): printed boards and pieces for touch -------------
    models_3d: bool = key(
        "models_3d",
        Flag(),
        False,
        "3D models",
        "add 3D models to print: the boards, plugs, pegs and tiles as 3MF and STL files, with a page on "
        "how to print them",
        group=BOARD,
    )
    bed_width: float = key(
        "bed_width", Length(100, 500), "220mm", "Printer bed width", "the 3D printer's bed, left to right", group=BOARD
    )
    bed_depth: float = key(
        "bed_depth", Length(100, 500), "220mm", "Printer bed depth", "the 3D printer's bed, front to back", group=BOARD
    )
    fit_clearance: float = key(
        "fit_clearance",
        Length(0.1, 0.8),
        "0.3mm",
        "Fit clearance",
        "the gap on each side between a printed piece and the hole it drops into, and in the joints of "
        "a board printed in parts",
        group=BOARD,
    )
    cell_wall: float = key(
        "cell_wall",
        Length(1.6, 6),
        "2mm",
        "Cell wall",
        "the thickness of the raised walls between the cells of a printed board",
        group=BOARD,
    )
    speech: Speech = table(Speech)  # noqa: RUF009 (a dataclasses.field, made by table())
    source: str = ""  # the file it came from, for error messages

    @property
    def page_mm(self) -> tuple[float, float]:
        """The page as (width, height) in millimetres, turned for landscape."""
        w, h = PAPER_MM[self.paper]
        return (h, w) if self.orientation == "landscape" else (w, h)

    @property
    def text_mm(self) -> float:
        """The text size in millimetres, for drawing."""
        return pt_to_mm(self.text_size)

    @property
    def heading_mm(self) -> float:
        """The heading size in millimetres, for drawing."""
        return pt_to_mm(self.heading_size)

    @property
    def text_target(self) -> float:
        """The contrast ratio text must reach at the chosen level."""
        return TEXT_TARGET[self.contrast]

    def fills(self) -> list[tuple[str, str]]:
        """The (key, colour) of each side's cell fill that is set (not "none")."""
        return [(k, v) for k, v in (("white_fill", self.white_fill), ("black_fill", self.black_fill)) if v != "none"]

    def resolved(self) -> dict:
        """The profile as plain values, for manifests and reports (not where the file lies,
        so the same profile gives the same manifest in any checkout)."""
        values = asdict(self)
        del values["source"]
        return values

    def value(self, k: Key):
        """The typed value of one key."""
        obj = self
        for part in k.attr:
            obj = getattr(obj, part)
        return obj


def _declared(cls, path: tuple[str, ...] = ()) -> list[Key]:
    """Every Key of a dataclass and its nested tables, each told where its value is kept (`attr`)."""
    out = []
    for f in fields(cls):
        if "key" in f.metadata:
            out.append(replace(f.metadata["key"], attr=path + (f.name,)))
        elif "table" in f.metadata:
            out += _declared(f.metadata["table"], path + (f.name,))
    return out


KEYS: tuple[Key, ...] = tuple(_declared(Profile))  # every key, in the order of the form and the docs
BY_NAME = {k.name: k for k in KEYS}
TABLES = {k.name.split(".")[0] for k in KEYS if "." in k.name}
TOP = sorted({k.name.split(".")[0] for k in KEYS} | {"extends"})


def _by_field(keys) -> SimpleNamespace:
    """The keys by the fields that hold them (FIELDS.cell_size, FIELDS.speech.voice): checks and
    reports name a key through its field, so they cannot drift from the file's key names."""
    tree: dict = {}
    for k in keys:
        node = tree
        for part in k.attr[:-1]:
            node = node.setdefault(part, {})
        node[k.attr[-1]] = k
    return _namespace(tree)


def _namespace(tree: dict) -> SimpleNamespace:
    """A nested dict as nested namespaces, for attribute access."""
    return SimpleNamespace(**{n: _namespace(v) if isinstance(v, dict) else v for n, v in tree.items()})


FIELDS = _by_field(KEYS)
