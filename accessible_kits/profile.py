"""Accessibility profiles: TOML files parsed into a typed, checked, immutable Profile.

Every size, colour, font, mark, paper size and voice a kit uses comes from here.
Mistakes are reported as one line: the file, the key, the value, what is allowed.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path

from accessible_kits.colour import contrast, parse_hex
from accessible_kits.errors import KitError
from accessible_kits.units import parse_duration, parse_length, pt_to_mm

# A profile's file name is its kit folder: a plain name, never "..", a path or a hidden folder.
PROFILE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")

PAPER_MM = {"A4": (210.0, 297.0), "A3": (297.0, 420.0), "letter": (215.9, 279.4), "legal": (215.9, 355.6)}
TEXT_TARGET = {"AA": 4.5, "AAA": 7.0}
GRAPHIC_TARGET = 3.0
MIN_MARGIN_MM = 12.0


@dataclass(frozen=True)
class Speech:
    voice: str = "en"
    rate_wpm: int = 150
    sentence_pause_ms: int = 500
    step_pause_ms: int = 1500
    column_names: str | tuple[str, ...] = "letters"   # how the spoken rules say column letters
    formats: tuple[str, ...] = ("mp3",)                 # audio files a kit gets: "mp3", "wav"


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    description: str
    paper: str
    orientation: str
    margin_mm: float
    cell_mm: float
    line_mm: float
    font: str
    text_pt: float
    heading_pt: float
    line_spacing: float
    foreground: str
    background: str
    white_fill: str
    black_fill: str
    contrast_level: str
    mark_white: str
    mark_black: str
    patterns: bool
    coordinates: str
    braille: bool
    min_gap_mm: float
    speech: Speech = field(default_factory=Speech)
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


# key -> (parser, description of what is allowed, range check or None)
def _length(lo: float, hi: float):
    def parse(v):
        mm = parse_length(v)
        if not lo - 1e-9 <= mm <= hi + 1e-9:
            raise ValueError(f"a length from {_fmt(lo)} to {_fmt(hi)}")
        return mm
    return parse


def _size_pt(lo: float, hi: float):
    def parse(v):
        pt = parse_length(v) * 72 / 25.4
        if not lo - 1e-9 <= pt <= hi + 1e-9:
            raise ValueError(f"a size from {lo:g}pt to {hi:g}pt")
        return round(pt, 3)
    return parse


def _fmt(mm: float) -> str:
    return f"{mm:g}mm"


def _choice(*options):
    def parse(v):
        if v not in options:
            raise ValueError("one of " + ", ".join(options))
        return v
    return parse


def _bool(v):
    if not isinstance(v, bool):
        raise ValueError("true or false")
    return v


def _text(max_len: int, min_len: int = 1):
    def parse(v):
        if not isinstance(v, str) or (min_len and not v.strip()) or len(v) > max_len:
            raise ValueError(f"text of {min_len} to {max_len} characters")
        if not v.isprintable():
            raise ValueError(f"text of {min_len} to {max_len} characters without control characters")
        return v
    return parse


def _colour(allow_none: bool = False):
    def parse(v):
        if allow_none and v == "none":
            return v
        parse_hex(v)
        return v.upper()
    return parse


def _number(lo: float, hi: float, kind=float):
    def parse(v):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not lo <= v <= hi:
            raise ValueError(f"a number from {lo:g} to {hi:g}")
        return kind(v)
    return parse


def _duration(lo: int, hi: int):
    def parse(v):
        ms = parse_duration(v)
        if not lo <= ms <= hi:
            raise ValueError(f"a duration from {lo}ms to {hi}ms")
        return ms
    return parse


TOP_KEYS = {
    "name": _text(60),
    "description": _text(200, min_len=0),
    "paper": _choice(*PAPER_MM),
    "orientation": _choice("portrait", "landscape"),
    "margin": _length(MIN_MARGIN_MM, 40),
    "cell_size": _length(15, 60),
    "line_width": _length(0.25, 5),
    "font": _text(80),
    "text_size": _size_pt(12, 72),
    "heading_size": _size_pt(12, 96),
    "line_spacing": _number(1.2, 3.0),
    "foreground": _colour(),
    "background": _colour(),
    "white_fill": _colour(allow_none=True),
    "black_fill": _colour(allow_none=True),
    "contrast": _choice("AA", "AAA"),
    "patterns": _bool,
    "coordinates": _choice("all-sides", "left-bottom", "none"),
    "braille": _bool,
    "min_gap": _length(3, 20),
}
MARK_KEYS = {"white": _text(2), "black": _text(2)}
def _column_names(v):
    if v in ("letters", "nato"):
        return v
    if (isinstance(v, list) and 1 <= len(v) <= 26 and all(isinstance(w, str) and w.strip() and len(w) <= 20
                                                           and w.isprintable() for w in v)
            and len({w.strip().lower() for w in v}) == len(v)):
        return tuple(w.strip() for w in v)
    raise ValueError('"letters", "nato", or a list of up to 26 different words, one for each column')


def _audio_formats(v):
    if isinstance(v, list) and v and all(f in ("mp3", "wav") for f in v) and len(set(v)) == len(v):
        return tuple(v)
    raise ValueError('a list of audio formats, one or both of "mp3" and "wav", like ["mp3"]')


SPEECH_KEYS = {
    "voice": _text(40),
    "rate_wpm": _number(100, 220, int),
    "sentence_pause": _duration(200, 3000),
    "step_pause": _duration(500, 5000),
    "column_names": _column_names,
    "formats": _audio_formats,
}
TABLES = {"marks": MARK_KEYS, "speech": SPEECH_KEYS}
ALL_KEYS = sorted(set(TOP_KEYS) | set(TABLES) | {"extends"})

DEFAULTS = {
    "name": "Unnamed profile", "description": "", "paper": "A4", "orientation": "portrait",
    "margin": "15mm", "cell_size": "20mm", "line_width": "1pt", "font": "Atkinson Hyperlegible",
    "text_size": "14pt", "heading_size": "20pt", "line_spacing": 1.5,
    "foreground": "#000000", "background": "#FFFFFF", "white_fill": "none", "black_fill": "none",
    "contrast": "AA", "patterns": True, "coordinates": "all-sides", "braille": False, "min_gap": "3mm",
    "marks": {"white": "W", "black": "B"},
    "speech": {"voice": "en", "rate_wpm": 150, "sentence_pause": "500ms", "step_pause": "1500ms",
               "column_names": "letters", "formats": ["mp3"]},
}


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


def _raw_chain(path: Path, seen: tuple[Path, ...] = (), origin: dict | None = None) -> dict:
    """Merge a profile over the profile it extends (and so on), key by key. `origin` learns
    which file set each key ("speech.voice" -> path), so a bad value blames the right file."""
    origin = {} if origin is None else origin
    real = path.resolve()
    if real in seen:
        chain = " -> ".join(p.stem for p in seen + (real,))
        raise KitError(f"{path}: extends: a loop ({chain}); a profile cannot extend itself")
    data = _read(path)
    for key, value in data.items():
        if key not in ALL_KEYS:
            raise KitError(f"{path}: {_shown(key) if len(key) > 40 else key}: unknown key{_nearest(key, ALL_KEYS)}")
        if key in TABLES:
            if not isinstance(value, dict):
                raise KitError(f"{path}: {key}: expected a table like {key} = {{ ... }}")
            for sub in value:
                if sub not in TABLES[key]:
                    raise KitError(f"{path}: {key}.{_shown(sub) if len(sub) > 40 else sub}: unknown key"
                                   f"{_nearest(sub, TABLES[key])}")
    base = DEFAULTS
    if "extends" in data:
        if not isinstance(data["extends"], str):
            raise KitError(f"{path}: extends: expected a profile name like \"standard\"")
        try:
            parent = _locate(data["extends"], relative_to=path)
        except KitError:
            raise KitError(f"{path}: extends: '{data['extends']}' is not a bundled profile or a file beside this one") from None
        base = _raw_chain(parent, seen + (real,), origin)
    merged = {k: (dict(v) if isinstance(v, dict) else v) for k, v in base.items() if k != "extends"}
    for key, value in data.items():
        if key in TABLES:
            merged[key] = {**merged.get(key, {}), **value}
            origin.update({f"{key}.{sub}": path for sub in value})
        elif key != "extends":
            merged[key] = value
            origin[key] = path
    return merged


def load_profile(ref: str) -> Profile:
    """Load a bundled profile by name, or a profile file by path, and check it."""
    path = _locate(ref)
    if not PROFILE_ID.fullmatch(path.stem):
        raise KitError(f"{path}: the file name gives the kit folder, so it must be letters, digits, hyphens "
                       "and underscores, at most 64, starting with a letter or digit, like my-profile.toml")
    origin: dict = {}
    raw = _raw_chain(path, origin=origin)

    def get(key, table=None):
        keys = TABLES[table] if table else TOP_KEYS
        value = raw[table][key] if table else raw[key]
        label = f"{table}.{key}" if table else key
        try:
            return keys[key](value)
        except ValueError as exc:
            where = origin.get(label, path)
            raise KitError(f"{where}: {label}: {_shown(value)} is not allowed; use {exc}") from None

    profile = Profile(
        id=path.stem,
        name=get("name"),
        description=get("description"),
        paper=get("paper"),
        orientation=get("orientation"),
        margin_mm=get("margin"),
        cell_mm=get("cell_size"),
        line_mm=get("line_width"),
        font=get("font"),
        text_pt=get("text_size"),
        heading_pt=get("heading_size"),
        line_spacing=get("line_spacing"),
        foreground=get("foreground"),
        background=get("background"),
        white_fill=get("white_fill"),
        black_fill=get("black_fill"),
        contrast_level=get("contrast"),
        mark_white=get("white", "marks"),
        mark_black=get("black", "marks"),
        patterns=get("patterns"),
        coordinates=get("coordinates"),
        braille=get("braille"),
        min_gap_mm=get("min_gap"),
        speech=Speech(
            voice=get("voice", "speech"),
            rate_wpm=get("rate_wpm", "speech"),
            sentence_pause_ms=get("sentence_pause", "speech"),
            step_pause_ms=get("step_pause", "speech"),
            column_names=get("column_names", "speech"),
            formats=get("formats", "speech"),
        ),
        source=str(path),
    )
    for problem in problems(profile):
        raise KitError(f"{path}: {problem}")
    return profile


def problems(p: Profile) -> list[str]:
    """Rules that involve more than one key: contrast, sizes that must agree."""
    found = []
    text = contrast(p.foreground, p.background)
    if text < p.text_target:
        found.append(
            f"foreground/background: contrast {text:.2f}:1 is below {p.text_target:g}:1, "
            f"the {p.contrast_level} target for text; choose darker text or a lighter background"
        )
    for key, fill in p.fills():
        on_fill = contrast(p.foreground, fill)
        if on_fill < p.text_target:
            found.append(f"{key}: letters on {fill} reach {on_fill:.2f}:1, below {p.text_target:g}:1; choose a lighter fill or 'none'")
    if p.heading_pt < p.text_pt:
        found.append(f"heading_size: {p.heading_pt:g}pt is smaller than text_size {p.text_pt:g}pt; headings must be at least as big")
    if p.contrast_level == "AAA" and p.text_pt < 18:
        pass  # AAA is welcome at any size
    if p.text_pt >= 18 and p.line_spacing < 1.5:
        found.append(f"line_spacing: {p.line_spacing:g} is below 1.5, the minimum for large print")
    if p.mark_white == p.mark_black:
        found.append("marks: White and Black need different letters")
    if p.heading_mm * 1.2 > p.cell_mm and p.coordinates != "none":
        found.append(f"cell_size: {p.cell_mm:g}mm is too small for {p.heading_pt:g}pt labels; use at least {p.heading_mm * 1.2:.0f}mm")
    return found


def report(p: Profile) -> list[str]:
    """What a profile gives, in short lines, for `accessible-kits check`."""
    w, h = p.page_mm
    text = contrast(p.foreground, p.background)
    lines = [
        f"{p.name} ({p.id})",
        f"paper: {p.paper} {p.orientation}, {w:g} x {h:g} mm, margins {p.margin_mm:g} mm",
        f"board cells: {p.cell_mm:g} mm; lines {p.line_mm:.2f} mm",
        f"text: {p.font} {p.text_pt:g} pt, headings {p.heading_pt:g} pt, line spacing {p.line_spacing:g}",
        f"text contrast: {text:.2f}:1 (target {p.text_target:g}:1, {p.contrast_level}) - meets",
        f"line and mark contrast: {text:.2f}:1 (target {GRAPHIC_TARGET:g}:1) - meets",
    ]
    for key, fill in p.fills():
        lines.append(f"{key} {fill}: letters on it {contrast(p.foreground, fill):.2f}:1 - meets")
    lines.append(f"marks: White '{p.mark_white}', Black '{p.mark_black}', patterns {'on' if p.patterns else 'off'}")
    lines.append(f"coordinates: {p.coordinates}; braille: {'on' if p.braille else 'off'}")
    s = p.speech
    lines.append(f"speech: voice {s.voice}, {s.rate_wpm} words a minute, pauses {s.sentence_pause_ms} ms and {s.step_pause_ms} ms")
    return lines
