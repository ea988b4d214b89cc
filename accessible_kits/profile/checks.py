"""Checks across keys: rules no single key's kind can see (contrast, sizes that must agree).

Written against the declared fields (`FIELDS.heading_size`), never key-name strings, so a
rule and the keys it is shown beside follow the declaration. `problems` refuse a profile;
`targets` are the contrasts it must reach (the report and the studio show them);
`flat_ink_line` is `check`'s word on the ink of raised sheets.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits.colour import contrast, luminance, parse_hex
from accessible_kits.keys import Key
from accessible_kits.profile.declaration import BY_NAME, FIELDS, GRAPHIC_TARGET, Profile

F = FIELDS
FLAT_INK_MIN_LUMINANCE = 0.2  # darker than a mid grey (#7C7C7C), a printer mixes in black toner, which rises


@dataclass(frozen=True)
class Problem:
    """A rule that involves more than one key; `keys` are the fields it is shown beside."""

    where: str
    says: str
    keys: tuple[str, ...]

    @classmethod
    def about(cls, where: str, says: str, *keys: Key) -> Problem:
        """A problem shown beside the declared `keys`."""
        return cls(where, says, tuple(k.name for k in keys))

    def __str__(self) -> str:
        return f"{self.where}: {self.says}"


def problems(p: Profile) -> list[Problem]:
    """Rules that involve more than one key: contrast, sizes that must agree."""
    return [*_contrast_problems(p), *_size_problems(p)]


def _contrast_problems(p: Profile) -> list[Problem]:
    """Text on the paper, and letters on each cell fill, must reach the contrast target."""
    found = []
    text = contrast(p.foreground, p.background)
    if text < p.text_target:
        found.append(
            Problem.about(
                f"{F.foreground.name}/{F.background.name}",
                f"contrast {text:.2f}:1 is below {p.text_target:g}:1, the {p.contrast} target for "
                "text; choose darker text or a lighter background",
                F.foreground,
                F.background,
                F.contrast,
            )
        )
    for name, fill in p.fills():
        on_fill = contrast(p.foreground, fill)
        if on_fill < p.text_target:
            found.append(
                Problem.about(
                    name,
                    f"letters on {fill} reach {on_fill:.2f}:1, below {p.text_target:g}:1; "
                    "choose a lighter fill or 'none'",
                    BY_NAME[name],
                    F.foreground,
                )
            )
    return found


def _size_problems(p: Profile) -> list[Problem]:
    """Headings not below the text, large print spaced, marks told apart, labels that fit their cells."""
    found = []
    if p.heading_size < p.text_size:
        found.append(
            Problem.about(
                F.heading_size.name,
                f"{p.heading_size:g}pt is smaller than {F.text_size.name} "
                f"{p.text_size:g}pt; headings must be at least as big",
                F.heading_size,
                F.text_size,
            )
        )
    if p.text_size >= 18 and p.line_spacing < 1.5:
        found.append(
            Problem.about(
                F.line_spacing.name,
                f"{p.line_spacing:g} is below 1.5, the minimum for large print",
                F.line_spacing,
                F.text_size,
            )
        )
    if p.marks.white == p.marks.black:
        found.append(
            Problem.about(
                F.marks.white.name.split(".")[0], "White and Black need different letters", F.marks.white, F.marks.black
            )
        )
    if p.heading_mm * 1.2 > p.cell_size and p.coordinates != "none":
        found.append(
            Problem.about(
                F.cell_size.name,
                f"{p.cell_size:g}mm is too small for {p.heading_size:g}pt labels; "
                f"use at least {p.heading_mm * 1.2:.0f}mm",
                F.cell_size,
                F.heading_size,
            )
        )
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
        """Whether the ratio reaches the target."""
        return self.ratio >= self.target


def targets(p: Profile) -> list[Target]:
    """The contrasts a profile must reach: text, lines and marks, and letters on each fill."""
    text = contrast(p.foreground, p.background)
    on_paper = (F.foreground.name, F.background.name)
    found = [
        Target("Text contrast", text, p.text_target, (*on_paper, F.contrast.name)),
        # lines and marks are drawn in the text colour, so they reach the same ratio
        Target("Line and mark contrast", text, GRAPHIC_TARGET, on_paper),
    ]
    for name, fill in p.fills():
        found.append(
            Target(
                f"Letters on {BY_NAME[name].label}",
                contrast(p.foreground, fill),
                p.text_target,
                (name, F.foreground.name),
            )
        )
    return found


def flat_ink_line(p: Profile) -> str:
    """Whether print on swell sheets stays flat: the heater raises carbon black, and a printer
    lays black toner under any colour darker than a mid grey, so the test is relative luminance.
    Even a light colour stays flat only from a colour printer: a black-only printer or a copier
    prints it as dots of black toner, which rise, so the line says so in plain words."""
    lum = luminance(parse_hex(p.flat_ink))
    if lum < FLAT_INK_MIN_LUMINANCE:
        return (
            f"warning: {F.flat_ink.name} {p.flat_ink} has relative luminance {lum:.2f}, below "
            f"{FLAT_INK_MIN_LUMINANCE:g}; it may rise on swell paper even from a colour printer; "
            "choose a lighter colour like #4A90D9"
        )
    return (
        f"flat ink {p.flat_ink}: relative luminance {lum:.2f} (at least {FLAT_INK_MIN_LUMINANCE:g}), "
        f"stays flat on swell paper from a colour printer only; a black-only printer or a copier prints "
        "it as dots of black toner, which rise, so print a kit's raised-only sheets there; "
        f"raised sheets on {p.swell_paper}"
    )
