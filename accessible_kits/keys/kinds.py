"""The kinds of key values: each turns a TOML value into a typed value, or says what is allowed.

Shared by profiles and game files (accessible_kits/keys); a file type words its docs
differently by subclassing a kind and giving its own `allowed`.
"""

from __future__ import annotations

import difflib

from accessible_kits.colour import parse_hex
from accessible_kits.units import parse_duration, parse_length

_EPS = 1e-9  # "25mm" written as "2.5cm" must not fall out of range by rounding


class Bad(ValueError):
    """A value is not allowed; str() is what is allowed instead (a kind's whole answer)."""


# -- kinds: what a key allows ----------------------------------------------------------


class Kind:
    """What a key allows. `parse` turns a TOML value into the typed value or raises Bad (what is
    allowed); `allowed` says it for the docs; `show` writes a typed value for people; `field`,
    `from_form` and `attrs` are the studio's input (shown value, typed entry as TOML, bounds)."""

    unit = ""  # shown beside the form field and in reports
    input = "text"  # the studio's input: text, number, select, checkbox, colour, checkboxes

    def parse(self, v):
        """The typed value of a TOML value; raises Bad saying what is allowed."""
        raise NotImplementedError

    def allowed(self) -> str:
        """What the key allows, in the words of the docs' tables."""
        raise NotImplementedError

    def show(self, value) -> str:
        """A typed value for people (reports, the kit page)."""
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
    """Printable text of `min_len` to `max_len` characters (0 allows it empty)."""

    def __init__(self, max_len: int, min_len: int = 1):
        self.max_len, self.min_len = max_len, min_len

    def parse(self, v):
        """The text itself, refused when empty, too long or holding control characters."""
        if not isinstance(v, str) or (self.min_len and not v.strip()) or len(v) > self.max_len:
            raise Bad(f"text of {self.min_len} to {self.max_len} characters")
        if not v.isprintable():
            raise Bad(f"text of {self.min_len} to {self.max_len} characters without control characters")
        return v

    def allowed(self):
        """The allowed length, as the docs' tables say it."""
        return (
            f"text, {self.min_len}-{self.max_len} characters"
            if self.min_len
            else f"text, up to {self.max_len} characters"
        )

    def attrs(self):
        """The form's maxlength, so the browser stops at the limit too."""
        return {"maxlength": self.max_len}


class Choice(Kind):
    """One of a few words."""

    input = "select"

    def __init__(self, *options: str):
        self.options = options

    def parse(self, v):
        """The option the word names, in any case ("a3" is A3); refused unless it is one of them."""
        if v not in self.options:
            same = [o for o in self.options if isinstance(v, str) and o.casefold() == v.strip().casefold()]
            if len(same) != 1:
                near = difflib.get_close_matches(str(v)[:40], self.options, n=1, cutoff=0.6)
                raise Bad("one of " + ", ".join(self.options) + (f"; did you mean '{near[0]}'?" if near else ""))
            return same[0]
        return v

    def allowed(self):
        """The options, comma-separated."""
        return ", ".join(self.options)

    def attrs(self):
        """The options, for the form's select."""
        return {"choices": list(self.options)}


class Several(Kind):
    """A list of different options, at least one (like formats = ["mp3", "wav"]); read as a tuple."""

    input = "checkboxes"

    def __init__(self, *options: str):
        self.options = options

    def parse(self, v):
        """The chosen options as a tuple; refused when empty, repeated or not among the options."""
        if (
            not isinstance(v, list)
            or not v
            or any(not isinstance(o, str) or o not in self.options for o in v)
            or len(set(v)) != len(v)
        ):
            raise Bad(self.allowed())
        return tuple(v)

    def allowed(self):
        """The options, each quoted as a TOML list item."""
        return "a list of one or more of " + ", ".join(f'"{o}"' for o in self.options)

    def show(self, value):
        """The chosen options, comma-separated."""
        return ", ".join(value)

    def field(self, value):
        """The chosen options as the form holds them: comma-separated, no spaces."""
        return ",".join(value)

    def from_form(self, text):
        """The ticked options (comma-separated) as a TOML list."""
        return [o for o in text.split(",") if o]

    def attrs(self):
        """The options, for the form's checkboxes."""
        return {"choices": list(self.options)}


class Flag(Kind):
    """true or false."""

    input = "checkbox"

    def parse(self, v):
        """The bool itself; a string like "yes" is refused."""
        if not isinstance(v, bool):
            raise Bad("true or false")
        return v

    def allowed(self):
        """The two TOML words."""
        return "true, false"

    def show(self, value):
        """yes or no, for people."""
        return "yes" if value else "no"

    def field(self, value):
        """true or false, as the form's checkbox sends it."""
        return "true" if value else "false"

    def from_form(self, text):
        """The checkbox's true or false as a bool; anything else is left for parse to refuse."""
        return {"true": True, "false": False}.get(text, text)


class Number(Kind):
    """A number from `lo` to `hi`; `whole` reads it as an int (a fraction is cut, as it always was)."""

    input = "number"

    def __init__(self, lo: float, hi: float, whole: bool = False, unit: str = "", step: float = 0.1):
        self.lo, self.hi, self.whole, self.unit, self.step = lo, hi, whole, unit, 1 if whole else step

    def parse(self, v):
        """The number in range, an int when whole; a bool is refused though Python counts it as one."""
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not self.lo <= v <= self.hi:
            raise Bad(f"a number from {self.lo:g} to {self.hi:g}")
        return int(v) if self.whole else float(v)

    def allowed(self):
        """The range, as the docs' tables say it."""
        return f"{self.lo:g} to {self.hi:g}"

    def show(self, value):
        """The number with its unit."""
        return f"{value:g} {self.unit}".strip()

    def from_form(self, text):
        """The typed number, an int when whole; text that is no number is left for parse to refuse."""
        try:
            n = float(text)
        except ValueError:
            return text
        return int(n) if self.whole and n.is_integer() else n

    def attrs(self):
        """The form's min, max and step."""
        return {"min": self.lo, "max": self.hi, "step": self.step}


class Whole(Kind):
    """A whole number from `lo` to `hi`, written as one (7.5 and true are refused)."""

    input = "number"

    def __init__(self, lo: int, hi: int):
        self.lo, self.hi = lo, hi

    def parse(self, v):
        """The whole number in range; 7.5 and true are refused."""
        if not is_int(v) or not self.lo <= v <= self.hi:
            raise Bad(self.allowed())
        return v

    def allowed(self):
        """The range, in words."""
        return f"a whole number from {self.lo} to {self.hi}"


def is_int(v) -> bool:
    """A TOML integer (a bool is not one, though Python says it is)."""
    return isinstance(v, int) and not isinstance(v, bool)


class Length(Kind):
    """Written "25mm", "2.5cm", "1in" or "18pt"; read as millimetres."""

    input = "number"
    unit = "mm"

    def __init__(self, lo: float, hi: float):
        self.lo, self.hi = lo, hi

    def parse(self, v):
        """The length in millimetres, whatever unit it was written in, refused out of range."""
        mm = _measure(parse_length, v)
        if not self.lo - _EPS <= mm <= self.hi + _EPS:
            raise Bad(f"a length from {self.lo:g}mm to {self.hi:g}mm")
        return mm

    def allowed(self):
        """The range in millimetres."""
        return f"{self.lo:g}mm to {self.hi:g}mm"

    def show(self, value):
        """The length in millimetres, to two decimals."""
        return f"{round(value, 2):g} mm"

    def field(self, value):
        """The number of millimetres the form shows, to two decimals."""
        return f"{round(value, 2):g}"

    def from_form(self, text):
        """The typed number as a length in millimetres ("25mm")."""
        return f"{text.strip()}mm"

    def attrs(self):
        """The form's bounds in millimetres, any step."""
        return {"min": self.lo, "max": self.hi, "step": "any"}


class Size(Kind):
    """A type size, written "18pt" (any length unit works); read as points."""

    input = "number"
    unit = "pt"

    def __init__(self, lo: float, hi: float):
        self.lo, self.hi = lo, hi

    def parse(self, v):
        """The size in points (to three decimals), whatever unit it was written in, refused out of range."""
        pt = _measure(parse_length, v) * 72 / 25.4
        if not self.lo - _EPS <= pt <= self.hi + _EPS:
            raise Bad(f"a size from {self.lo:g}pt to {self.hi:g}pt")
        return round(pt, 3)

    def allowed(self):
        """The range in points."""
        return f"{self.lo:g}pt to {self.hi:g}pt"

    def from_form(self, text):
        """The typed number as a size in points ("18pt")."""
        return f"{text.strip()}pt"

    def attrs(self):
        """The form's bounds in points, any step."""
        return {"min": self.lo, "max": self.hi, "step": "any"}


class Duration(Kind):
    """Written "500ms" or "1.5s"; read as whole milliseconds."""

    input = "number"
    unit = "ms"

    def __init__(self, lo: int, hi: int):
        self.lo, self.hi = lo, hi

    def parse(self, v):
        """The duration in whole milliseconds, refused out of range."""
        ms = _measure(parse_duration, v)
        if not self.lo <= ms <= self.hi:
            raise Bad(f"a duration from {self.lo}ms to {self.hi}ms")
        return ms

    def allowed(self):
        """The range in milliseconds."""
        return f"{self.lo}ms to {self.hi}ms"

    def show(self, value):
        """The duration with its unit, ms."""
        return f"{value} ms"

    def from_form(self, text):
        """The typed number as a duration in milliseconds ("500ms")."""
        return f"{text.strip()}ms"

    def attrs(self):
        """The form's bounds, in steps of 50 ms."""
        return {"min": self.lo, "max": self.hi, "step": 50}


def _measure(parse, v):
    """A unit parser's answer, its ValueError (what is allowed) said as Bad."""
    try:
        return parse(v)
    except ValueError as exc:
        raise Bad(str(exc)) from None


class Colour(Kind):
    """A colour written #RRGGBB, read in capitals; `allow_none` also takes "none"."""

    input = "colour"

    def __init__(self, allow_none: bool = False):
        self.allow_none = allow_none

    def parse(self, v):
        """The colour in capitals ("none" as it is, when allowed); anything but #RRGGBB is refused."""
        if self.allow_none and v == "none":
            return v
        _measure(parse_hex, v)
        return v.upper()

    def allowed(self):
        """A colour's form, with "none" when it is allowed."""
        return 'a colour like #1A2B3C, or "none"' if self.allow_none else "a colour like #1A2B3C"

    def from_form(self, text):
        """The picked colour, without the spaces around it."""
        return text.strip()
