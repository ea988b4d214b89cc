"""Accessibility profiles: TOML files parsed into a typed, checked, immutable Profile.

Every size, colour, font, mark, paper size and voice a kit uses comes from here.
The `Profile` and `Speech` dataclasses below are the one declaration of the profile
keys: each field names its key, what it allows, its default, a label and help text.
Reading and checking a file, the defaults, `accessible-kits check`, the kit page's
profile table, docs/profiles.md (`markdown_table`) and the studio's form all come
from that declaration, so a new key is one field. Mistakes are reported as one line:
the file, the key, the value, what is allowed.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from accessible_kits.colour import contrast, parse_hex
from accessible_kits.errors import KitError
from accessible_kits.units import parse_duration, parse_length, pt_to_mm

# A profile's file name is its kit folder: a plain name, never "..", a path or a hidden folder.
PROFILE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")

PAPER_MM = {"A4": (210.0, 297.0), "A3": (297.0, 420.0), "letter": (215.9, 279.4), "legal": (215.9, 355.6)}
TEXT_TARGET = {"AA": 4.5, "AAA": 7.0}
GRAPHIC_TARGET = 3.0
MIN_MARGIN_MM = 12.0
_EPS = 1e-9   # "25mm" written as "2.5cm" must not fall out of range by rounding


# -- kinds: what a key allows ----------------------------------------------------
# Each kind turns a TOML value into the typed value, or raises ValueError whose text
# is what is allowed ("a length from 15mm to 60mm"). `allowed` says the same for the
# docs; `show` writes a typed value for people; `field`/`from_form` are the studio's
# input (what the form shows, and the TOML value a typed entry becomes).

class Kind:
    unit = ""          # shown beside the form field and in reports
    input = "text"     # the studio's input: text, number, select, checkbox, colour, checkboxes

    def parse(self, v):
        raise NotImplementedError

    def allowed(self) -> str:
        raise NotImplementedError

    def show(self, value) -> str:
        return f"{value:g} {self.unit}".strip() if isinstance(value, float) else str(value)

    def field(self, value) -> str:
        """The typed value as the form's input shows it."""
        return f"{value:g}" if isinstance(value, float) else str(value)

    def from_form(self, text: str):
        """A form entry as the TOML value a person would write (checked by parse, like a file)."""
        return text

    def attrs(self) -> dict:
        """Extra input attributes for the studio (min, max, step, choices)."""
        return {}


class Text(Kind):
    def __init__(self, max_len: int, min_len: int = 1):
        self.max_len, self.min_len = max_len, min_len

    def parse(self, v):
        if not isinstance(v, str) or (self.min_len and not v.strip()) or len(v) > self.max_len:
            raise ValueError(f"text of {self.min_len} to {self.max_len} characters")
        if not v.isprintable():
            raise ValueError(f"text of {self.min_len} to {self.max_len} characters without control characters")
        return v

    def allowed(self):
        return f"text, {self.min_len}-{self.max_len} characters" if self.min_len else f"text, up to {self.max_len} characters"

    def attrs(self):
        return {"maxlength": self.max_len}


class Choice(Kind):
    input = "select"

    def __init__(self, *options: str):
        self.options = options

    def parse(self, v):
        if v not in self.options:
            raise ValueError("one of " + ", ".join(self.options))
        return v

    def allowed(self):
        return ", ".join(self.options)

    def attrs(self):
        return {"choices": list(self.options)}


class Several(Kind):
    """A list of different options, at least one (like formats = ["mp3", "wav"])."""
    input = "checkboxes"

    def __init__(self, *options: str):
        self.options = options

    def parse(self, v):
        if (not isinstance(v, list) or not v or any(not isinstance(o, str) or o not in self.options for o in v)
                or len(set(v)) != len(v)):
            raise ValueError("a list of one or more of " + ", ".join(f'"{o}"' for o in self.options))
        return tuple(v)

    def allowed(self):
        return "a list of one or more of " + ", ".join(f'"{o}"' for o in self.options)

    def show(self, value):
        return ", ".join(value)

    def field(self, value):
        return ",".join(value)

    def from_form(self, text):
        return [o for o in text.split(",") if o]

    def attrs(self):
        return {"choices": list(self.options)}


class Flag(Kind):
    input = "checkbox"

    def parse(self, v):
        if not isinstance(v, bool):
            raise ValueError("true or false")
        return v

    def allowed(self):
        return "true, false"

    def show(self, value):
        return "yes" if value else "no"

    def field(self, value):
        return "true" if value else "false"

    def from_form(self, text):
        return {"true": True, "false": False}.get(text, text)


class Number(Kind):
    input = "number"

    def __init__(self, lo: float, hi: float, whole: bool = False, unit: str = "", step: float = 0.1):
        self.lo, self.hi, self.whole, self.unit, self.step = lo, hi, whole, unit, 1 if whole else step

    def parse(self, v):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not self.lo <= v <= self.hi:
            raise ValueError(f"a number from {self.lo:g} to {self.hi:g}")
        return int(v) if self.whole else float(v)

    def allowed(self):
        return f"{self.lo:g} to {self.hi:g}"

    def show(self, value):
        return f"{value:g} {self.unit}".strip()

    def from_form(self, text):
        try:
            n = float(text)
        except ValueError:
            return text
        return int(n) if self.whole and n.is_integer() else n

    def attrs(self):
        return {"min": self.lo, "max": self.hi, "step": self.step}


class Length(Kind):
    """Written "25mm", "2.5cm", "1in" or "18pt"; read as millimetres."""
    input = "number"
    unit = "mm"

    def __init__(self, lo: float, hi: float):
        self.lo, self.hi = lo, hi

    def parse(self, v):
        mm = parse_length(v)
        if not self.lo - _EPS <= mm <= self.hi + _EPS:
            raise ValueError(f"a length from {self.lo:g}mm to {self.hi:g}mm")
        return mm

    def allowed(self):
        return f"{self.lo:g}mm to {self.hi:g}mm"

    def show(self, value):
        return f"{round(value, 2):g} mm"

    def field(self, value):
        return f"{round(value, 2):g}"

    def from_form(self, text):
        return f"{text.strip()}mm"

    def attrs(self):
        return {"min": self.lo, "max": self.hi, "step": "any"}


class Size(Kind):
    """A type size, written "18pt" (any length unit works); read as points."""
    input = "number"
    unit = "pt"

    def __init__(self, lo: float, hi: float):
        self.lo, self.hi = lo, hi

    def parse(self, v):
        pt = parse_length(v) * 72 / 25.4
        if not self.lo - _EPS <= pt <= self.hi + _EPS:
            raise ValueError(f"a size from {self.lo:g}pt to {self.hi:g}pt")
        return round(pt, 3)

    def allowed(self):
        return f"{self.lo:g}pt to {self.hi:g}pt"

    def from_form(self, text):
        return f"{text.strip()}pt"

    def attrs(self):
        return {"min": self.lo, "max": self.hi, "step": "any"}


class Duration(Kind):
    """Written "500ms" or "1.5s"; read as whole milliseconds."""
    input = "number"
    unit = "ms"

    def __init__(self, lo: int, hi: int):
        self.lo, self.hi = lo, hi

    def parse(self, v):
        ms = parse_duration(v)
        if not self.lo <= ms <= self.hi:
            raise ValueError(f"a duration from {self.lo}ms to {self.hi}ms")
        return ms

    def allowed(self):
        return f"{self.lo}ms to {self.hi}ms"

    def show(self, value):
        return f"{value} ms"

    def from_form(self, text):
        return f"{text.strip()}ms"

    def attrs(self):
        return {"min": self.lo, "max": self.hi, "step": 50}


class Colour(Kind):
    input = "colour"

    def __init__(self, allow_none: bool = False):
        self.allow_none = allow_none

    def parse(self, v):
        if self.allow_none and v == "none":
            return v
        parse_hex(v)
        return v.upper()

    def allowed(self):
        return 'a colour like #1A2B3C, or "none"' if self.allow_none else "a colour like #1A2B3C"

    def from_form(self, text):
        return text.strip()


class ColumnNames(Kind):
    """How the spoken rules say column letters: "letters", "nato" or one word for each column."""

    def parse(self, v):
        if v in ("letters", "nato"):
            return v
        if (isinstance(v, list) and 1 <= len(v) <= 26 and all(isinstance(w, str) and w.strip() and len(w) <= 20
                                                               and w.isprintable() for w in v)
                and len({w.strip().lower() for w in v}) == len(v)):
            return tuple(w.strip() for w in v)
        raise ValueError('"letters", "nato", or a list of up to 26 different words, one for each column')

    def allowed(self):
        return '"letters", "nato", or a list of up to 26 different words'

    def show(self, value):
        return value if isinstance(value, str) else ", ".join(value)

    def field(self, value):
        return self.show(value)

    def from_form(self, text):
        text = text.strip()
        return text if text in ("letters", "nato") else [w.strip() for w in text.split(",") if w.strip()]


# -- the declaration ---------------------------------------------------------------

@dataclass(frozen=True)
class Key:
    """One profile key. `name` is how a file writes it ("cell_size", "speech.rate_wpm");
    `default` is written as in a file; `attr` (filled in below) is where Profile keeps it."""

    name: str
    kind: Kind
    default: Any
    label: str        # a few plain words: the form's label, the kit page's row
    help: str         # what it sets: the form's help text and the docs
    group: str        # the form's fieldset
    attr: tuple[str, ...] = ()


def key(name: str, kind: Kind, default, label: str, help: str, group: str):
    """A Profile (or Speech) field that is read from the key `name`."""
    return field(metadata={"key": Key(name, kind, default, label, help, group)})


def table(cls):
    """A field holding a nested dataclass of keys (a TOML table, like [speech])."""
    return field(metadata={"table": cls})


# The groups of the studio's form, in the order it shows them.
ABOUT, PAGE, BOARD, TEXT, COLOURS, SPEECH = "About", "Paper", "Board", "Text", "Colours and marks", "Speech"


@dataclass(frozen=True, kw_only=True)
class Speech:
    voice: str = key("speech.voice", Text(40), "en", "Voice", "the espeak-ng voice that speaks the rules",
                     SPEECH)
    rate_wpm: int = key("speech.rate_wpm", Number(100, 220, whole=True, unit="words a minute"), 150, "Speaking rate",
                        "speaking rate as heard, in words a minute (calibrated on the audio)", SPEECH)
    sentence_pause_ms: int = key("speech.sentence_pause", Duration(200, 3000), "500ms", "Pause between sentences",
                                 "silence between sentences", SPEECH)
    step_pause_ms: int = key("speech.step_pause", Duration(500, 5000), "1500ms", "Pause between steps",
                             "silence between steps; a wait for the scribe is twice this", SPEECH)
    column_names: str | tuple[str, ...] = key(
        "speech.column_names", ColumnNames(), "letters", "Spoken column names",
        'how the spoken rules say column letters: `"letters"` (D 2), `"nato"` (Delta 2), or your own list of words, '
        "one for each column; with words, the rule card lists them so player and scribe share them", SPEECH)
    formats: tuple[str, ...] = key(
        "speech.formats", Several("mp3", "wav"), ["mp3"], "Sound files",
        'the audio files a kit gets: `["mp3"]` (small, plays on phones and DAISY players, one file a chapter too), '
        '`["wav"]`, or both', SPEECH)


@dataclass(frozen=True, kw_only=True)
class Profile:
    id: str                          # the file's name: the kit folder
    name: str = key("name", Text(60), "Unnamed profile", "Profile name",
                    "the profile's name, shown in reports and kit titles", ABOUT)
    description: str = key("description", Text(200, min_len=0), "", "Description",
                           "one line about who it is for", ABOUT)
    paper: str = key("paper", Choice(*PAPER_MM), "A4", "Paper size", "paper size", PAGE)
    orientation: str = key("orientation", Choice("portrait", "landscape"), "portrait", "Orientation",
                           "paper orientation; board sheets turn when that keeps a board whole", PAGE)
    margin_mm: float = key("margin", Length(MIN_MARGIN_MM, 40), "15mm", "Margin",
                           f"page margin (home printers need {MIN_MARGIN_MM:g}mm)", PAGE)
    cell_mm: float = key("cell_size", Length(15, 60), "20mm", "Cell size",
                         "board cell, piece square and circle pitch", BOARD)
    line_mm: float = key("line_width", Length(0.25, 5), "1pt", "Line width",
                         "grid and circle lines; the board edge is drawn thicker", BOARD)
    font: str = key("font", Text(80), "Atkinson Hyperlegible", "Font",
                    "typeface for print and the rule card: an installed font family", TEXT)
    text_pt: float = key("text_size", Size(12, 72), "14pt", "Text size", "body text, labels and coordinates", TEXT)
    heading_pt: float = key("heading_size", Size(12, 96), "20pt", "Heading size",
                            "headings; at least the text size", TEXT)
    line_spacing: float = key("line_spacing", Number(1.2, 3.0), 1.5, "Line spacing",
                              "line height as a multiple of the text size; at least 1.5 from 18pt", TEXT)
    foreground: str = key("foreground", Colour(), "#000000", "Ink colour", "text, lines and marks", COLOURS)
    background: str = key("background", Colour(), "#FFFFFF", "Paper colour", "paper colour", COLOURS)
    white_fill: str = key("white_fill", Colour(allow_none=True), "none", "White's fill",
                          "colour behind White's cells (an extra cue; letters stay)", COLOURS)
    black_fill: str = key("black_fill", Colour(allow_none=True), "none", "Black's fill",
                          "colour behind Black's cells", COLOURS)
    contrast_level: str = key("contrast", Choice("AA", "AAA"), "AA", "Contrast target",
                              "the text contrast target: AA is 4.5:1, AAA is 7:1", COLOURS)
    mark_white: str = key("marks.white", Text(2), "W", "White's mark", "the letter on every White cell", COLOURS)
    mark_black: str = key("marks.black", Text(2), "B", "Black's mark",
                          "the letter on every Black cell; not the same as White's", COLOURS)
    patterns: bool = key("patterns", Flag(), True, "Patterns",
                         "dots on White cells and stripes on Black cells, as well as letters", COLOURS)
    coordinates: str = key("coordinates", Choice("all-sides", "left-bottom", "none"), "all-sides", "Coordinates",
                           "where column letters and row numbers are printed", BOARD)
    braille: bool = key("braille", Flag(), False, "Braille", "add braille: BRF files and braille labels on boards",
                        BOARD)
    min_gap_mm: float = key("min_gap", Length(3, 20), "3mm", "Smallest gap",
                            "the smallest gap between separate things on a tactile page", BOARD)
    flat_ink: str = key("flat_ink", Colour(), "#4A90D9", "Flat ink",
                        "print on raised (swell paper) sheets, for a sighted partner: a colour that stays flat in the "
                        "heater. `check` warns when its relative luminance is below 0.2 (darker than a mid grey, "
                        "#7C7C7C), where printers mix in black toner, which rises", COLOURS)
    swell_paper: str = key("swell_paper", Choice(*PAPER_MM), "A3", "Swell paper size",
                           "paper of the raised sheets (boards, pieces, tokens, diagrams, braille key) when `braille` "
                           "is on; the other sheets print on plain `paper`", PAGE)
    speech: Speech = table(Speech)
    source: str = ""                 # the file it came from, for error messages

    @property
    def page_mm(self) -> tuple[float, float]:
        w, h = PAPER_MM[self.paper]
        return (h, w) if self.orientation == "landscape" else (w, h)

    @property
    def text_mm(self) -> float:
        return pt_to_mm(self.text_pt)

    @property
    def heading_mm(self) -> float:
        return pt_to_mm(self.heading_pt)

    @property
    def text_target(self) -> float:
        return TEXT_TARGET[self.contrast_level]

    def fills(self) -> list[tuple[str, str]]:
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
    out = []
    for f in fields(cls):
        if "key" in f.metadata:
            out.append(replace(f.metadata["key"], attr=path + (f.name,)))
        elif "table" in f.metadata:
            out += _declared(f.metadata["table"], path + (f.name,))
    return out


KEYS: tuple[Key, ...] = tuple(_declared(Profile))   # every key, in the order of the form and the docs
BY_NAME = {k.name: k for k in KEYS}
TABLES = {k.name.split(".")[0] for k in KEYS if "." in k.name}
TOP = sorted({k.name.split(".")[0] for k in KEYS} | {"extends"})


def defaults() -> dict:
    """The raw values a profile starts from when it extends nothing, nested as in a file."""
    raw: dict = {}
    for k in KEYS:
        _put(raw, k.name, k.default)
    return raw


def _put(raw: dict, name: str, value) -> None:
    if "." in name:
        tbl, sub = name.split(".", 1)
        raw.setdefault(tbl, {})[sub] = value
    else:
        raw[name] = value


def _get(raw: dict, name: str):
    if "." in name:
        tbl, sub = name.split(".", 1)
        return raw[tbl][sub]
    return raw[name]


def _construct(cls, values: dict, path: tuple[str, ...] = (), **extra):
    args = dict(extra)
    for f in fields(cls):
        if "key" in f.metadata:
            args[f.name] = values[path + (f.name,)]
        elif "table" in f.metadata:
            args[f.name] = _construct(f.metadata["table"], values, path + (f.name,))
    return cls(**args)


def parse_values(raw: dict) -> tuple[dict, dict[str, str]]:
    """Each key of a merged raw profile parsed: ({attr path: value}, {key name: what is wrong}).
    Every bad key is found, in declaration order (the studio marks them all; a file names the first)."""
    values, errors = {}, {}
    for k in KEYS:
        v = _get(raw, k.name)
        try:
            values[k.attr] = k.kind.parse(v)
        except ValueError as exc:
            errors[k.name] = f"{_shown(v)} is not allowed; use {exc}"
    return values, errors


def profile_from(raw: dict, id: str, source: str) -> tuple[Profile | None, dict[str, str]]:
    """A Profile from a merged raw profile, or None and what is wrong with each bad key."""
    values, errors = parse_values(raw)
    if errors:
        return None, errors
    return _construct(Profile, values, id=id, source=source), {}


def profiles_dir() -> Path:
    """The bundled profiles: installed beside the package (pip install .), or the
    top-level profiles/ folder of a source checkout (also what an editable install uses)."""
    installed = Path(__file__).resolve().parent / "profiles"
    return installed if installed.is_dir() else Path(__file__).resolve().parent.parent / "profiles"


def builtin_profiles() -> list[str]:
    return sorted(p.stem for p in profiles_dir().glob("*.toml"))


def _nearest(key: str, options) -> str:
    match = difflib.get_close_matches(key, list(options), n=1, cutoff=0.5)
    return f"; did you mean '{match[0]}'?" if match else f"; allowed keys are {', '.join(sorted(options))}"


def _locate(ref: str, relative_to: Path | None = None) -> Path:
    if "\0" in ref:
        raise KitError(f"profile {_shown(ref)}: a name with a NUL character is not allowed")
    if ref in builtin_profiles():
        return profiles_dir() / f"{ref}.toml"
    p = Path(ref)
    try:
        if relative_to is not None and not p.is_absolute():
            sibling = relative_to.parent / p
            if sibling.exists():
                return sibling
            if (relative_to.parent / f"{ref}.toml").exists():
                return relative_to.parent / f"{ref}.toml"
        if p.exists():
            return p
    except OSError:   # a name too long to be a file: not found, said below
        pass
    raise KitError(f"profile {_shown(ref)}: not a bundled profile ({', '.join(builtin_profiles())}) and no such file")


def _shown(value) -> str:
    from accessible_kits.games.schema import shown

    return shown(value)


def _read(path: Path) -> dict:
    """At most 1 MB of UTF-8, read before parsing (so /dev/zero is refused at once)."""
    from accessible_kits.games.schema import loads, read_input

    return loads(read_input(path, "profile"), str(path))


def check_keys(data: dict, source) -> None:
    """Refuse a key the declaration does not have, naming the nearest one."""
    for name, value in data.items():
        if name not in TOP:
            raise KitError(f"{source}: {_shown(name) if len(name) > 40 else name}: unknown key{_nearest(name, TOP)}")
        if name in TABLES:
            if not isinstance(value, dict):
                raise KitError(f"{source}: {name}: expected a table like {name} = {{ ... }}")
            subs = [k.name.split(".", 1)[1] for k in KEYS if k.name.startswith(name + ".")]
            for sub in value:
                if sub not in subs:
                    raise KitError(f"{source}: {name}.{_shown(sub) if len(sub) > 40 else sub}: unknown key"
                                   f"{_nearest(sub, subs)}")


def merge(base: dict, data: dict, source=None, origin: dict | None = None) -> dict:
    """`data` over `base`, key by key (a table only changes the keys it names). `origin`
    learns which file set each key ("speech.voice" -> path), so a bad value blames the right file."""
    merged = {k: (dict(v) if isinstance(v, dict) else v) for k, v in base.items() if k != "extends"}
    for name, value in data.items():
        if name in TABLES:
            merged[name] = {**merged.get(name, {}), **value}
            if origin is not None:
                origin.update({f"{name}.{sub}": source for sub in value})
        elif name != "extends":
            merged[name] = value
            if origin is not None:
                origin[name] = source
    return merged


def raw_chain(path: Path, seen: tuple[Path, ...] = (), origin: dict | None = None) -> dict:
    """A profile file merged over the profile it extends (and so on), over the defaults."""
    origin = {} if origin is None else origin
    real = path.resolve()
    if real in seen:
        chain = " -> ".join(p.stem for p in seen + (real,))
        raise KitError(f"{path}: extends: a loop ({chain}); a profile cannot extend itself")
    data = _read(path)
    check_keys(data, path)
    base = defaults()
    if "extends" in data:
        if not isinstance(data["extends"], str):
            raise KitError(f"{path}: extends: expected a profile name like \"standard\"")
        try:
            parent = _locate(data["extends"], relative_to=path)
        except KitError:
            raise KitError(f"{path}: extends: '{data['extends']}' is not a bundled profile or a file beside this one") from None
        base = raw_chain(parent, seen + (real,), origin)
    return merge(base, data, path, origin)


def load_profile(ref: str) -> Profile:
    """Load a bundled profile by name, or a profile file by path, and check it."""
    path = _locate(ref)
    if not PROFILE_ID.fullmatch(path.stem):
        raise KitError(f"{path}: the file name gives the kit folder, so it must be letters, digits, hyphens "
                       "and underscores, at most 64, starting with a letter or digit, like my-profile.toml")
    origin: dict = {}
    profile, errors = profile_from(raw_chain(path, origin=origin), path.stem, str(path))
    for name, words in errors.items():
        raise KitError(f"{origin.get(name, path)}: {name}: {words}")
    for problem in problems(profile):
        raise KitError(f"{path}: {problem}")
    return profile


def to_toml(raw: dict) -> str:
    """A merged raw profile as a complete TOML file (every key, no extends), in declaration order."""
    lines, tables = [], {}
    for k in KEYS:
        value = _get(raw, k.name)
        if "." in k.name:
            tbl, sub = k.name.split(".", 1)
            tables.setdefault(tbl, []).append(f"{sub} = {_toml_value(value)}")
        else:
            lines.append(f"{k.name} = {_toml_value(value)}")
    for tbl, entries in tables.items():
        lines += ["", f"[{tbl}]", *entries]
    return "\n".join(lines) + "\n"


def _toml_value(v) -> str:
    import json

    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    return json.dumps(str(v), ensure_ascii=False)   # a JSON string is a TOML basic string


# -- checks across keys, and what a profile gives --------------------------------

@dataclass(frozen=True)
class Problem:
    """A rule that involves more than one key; `keys` are the fields it is shown beside."""

    where: str
    says: str
    keys: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.where}: {self.says}"


def problems(p: Profile) -> list[Problem]:
    """Rules that involve more than one key: contrast, sizes that must agree."""
    found = []
    text = contrast(p.foreground, p.background)
    if text < p.text_target:
        found.append(Problem("foreground/background",
                             f"contrast {text:.2f}:1 is below {p.text_target:g}:1, the {p.contrast_level} target for "
                             "text; choose darker text or a lighter background", ("foreground", "background", "contrast")))
    for name, fill in p.fills():
        on_fill = contrast(p.foreground, fill)
        if on_fill < p.text_target:
            found.append(Problem(name, f"letters on {fill} reach {on_fill:.2f}:1, below {p.text_target:g}:1; "
                                       "choose a lighter fill or 'none'", (name, "foreground")))
    if p.heading_pt < p.text_pt:
        found.append(Problem("heading_size", f"{p.heading_pt:g}pt is smaller than text_size {p.text_pt:g}pt; "
                                             "headings must be at least as big", ("heading_size", "text_size")))
    if p.text_pt >= 18 and p.line_spacing < 1.5:
        found.append(Problem("line_spacing", f"{p.line_spacing:g} is below 1.5, the minimum for large print",
                             ("line_spacing", "text_size")))
    if p.mark_white == p.mark_black:
        found.append(Problem("marks", "White and Black need different letters", ("marks.white", "marks.black")))
    if p.heading_mm * 1.2 > p.cell_mm and p.coordinates != "none":
        found.append(Problem("cell_size", f"{p.cell_mm:g}mm is too small for {p.heading_pt:g}pt labels; "
                                          f"use at least {p.heading_mm * 1.2:.0f}mm", ("cell_size", "heading_size")))
    return found


@dataclass(frozen=True)
class Target:
    """A contrast the profile must reach: `label`, the ratio, the target, and the keys it depends on."""

    label: str
    ratio: float
    target: float
    keys: tuple[str, ...]

    @property
    def meets(self) -> bool:
        return self.ratio >= self.target


def targets(p: Profile) -> list[Target]:
    text = contrast(p.foreground, p.background)
    found = [Target("Text contrast", text, p.text_target, ("foreground", "background", "contrast")),
             # lines and marks are drawn in the text colour, so they reach the same ratio
             Target("Line and mark contrast", text, GRAPHIC_TARGET, ("foreground", "background"))]
    for name, fill in p.fills():
        found.append(Target(f"Letters on {BY_NAME[name].label}", contrast(p.foreground, fill), p.text_target,
                            (name, "foreground")))
    return found


def settings(p: Profile) -> list[tuple[Key, str]]:
    """Every key and its value, written for people."""
    return [(k, k.kind.show(p.value(k))) for k in KEYS]


FLAT_INK_MIN_LUMINANCE = 0.2  # darker than a mid grey (#7C7C7C), a printer mixes in black toner, which rises


def flat_ink_line(p: Profile) -> str:
    """Whether print on swell sheets stays flat: the heater raises carbon black, and a printer
    lays black toner under any colour darker than a mid grey, so the test is relative luminance."""
    from accessible_kits.colour import luminance

    lum = luminance(parse_hex(p.flat_ink))
    if lum < FLAT_INK_MIN_LUMINANCE:
        return (f"warning: flat_ink {p.flat_ink} has relative luminance {lum:.2f}, below {FLAT_INK_MIN_LUMINANCE:g}; "
                "it may rise on swell paper; choose a lighter colour like #4A90D9")
    return (f"flat ink {p.flat_ink}: relative luminance {lum:.2f} (at least {FLAT_INK_MIN_LUMINANCE:g}), "
            f"stays flat on swell paper; raised sheets on {p.swell_paper}")


def report(p: Profile) -> list[str]:
    """What a profile gives, in short lines, for `accessible-kits check`."""
    lines = [f"{p.name} ({p.id})"]
    lines += [f"{k.name}: {shown}" for k, shown in settings(p)]
    for t in targets(p):
        level = f", {p.contrast_level}" if t.label == "Text contrast" else ""
        lines.append(f"{t.label[0].lower()}{t.label[1:]}: {t.ratio:.2f}:1 (target {t.target:g}:1{level}) - "
                     f"{'meets' if t.meets else 'fails'}")
    if p.braille:  # only a braille profile raises sheets
        lines.append(flat_ink_line(p))
    return lines


def markdown_table() -> str:
    """The keys table of docs/profiles.md, made from the declaration (a test keeps the doc equal)."""
    rows = ["| key | what it sets | default | allowed |", "|---|---|---|---|",
            "| `extends` | start from this profile (a bundled name or a file beside this one) | none | "
            "a profile name or path; no loops |"]
    for k in KEYS:
        default = "empty" if k.default == "" else k.default if isinstance(k.default, str) else _toml_value(k.default)
        rows.append(f"| `{k.name}` | {k.help} | {default} | {k.kind.allowed()} |")
    return "\n".join(rows) + "\n"
