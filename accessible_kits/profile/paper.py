"""The paper a kit prints on: the band at its edges no printer inks, and its colour.

Most printers cannot print within a quarter inch (6.35 mm) of a sheet's edge, so nothing of a
kit is drawn there. A light `background` is the colour of the paper to print on, not ink: the
PDFs leave it unprinted (the printing steps name it), so a printer leaves no white frame. A dark
one is ink, printed the same way in every PDF: up to the band and no further.
"""

from __future__ import annotations

import colorsys

from accessible_kits.colour import contrast, parse_hex
from accessible_kits.profile.declaration import MIN_MARGIN_MM, Profile

PRINTER_EDGE_MM = 6.35  # a quarter inch: what home printers leave unprinted at each edge
WHITE, BLACK = "#FFFFFF", "#000000"

assert MIN_MARGIN_MM >= PRINTER_EDGE_MM  # the smallest margin keeps ink off the band on its own

# Hue names, by the hue angle where each ends (HSV degrees), for a colour named in plain words.
_HUES = ((15, "red"), (40, "orange"), (70, "yellow"), (165, "green"), (200, "cyan"), (260, "blue"), (330, "purple"))


def light_paper(profile: Profile) -> bool:
    """Whether the profile's paper colour is light: black text on it has more contrast than white
    text (WCAG contrast, as the profile's contrast targets are measured), so it is paper, not ink."""
    return contrast(profile.background, BLACK) >= contrast(profile.background, WHITE)


def printed_background(profile: Profile) -> str | None:
    """The paper colour as ink (a dark background), or None when it is the paper's own colour."""
    return None if light_paper(profile) else profile.background


def rgb(hex_colour: str) -> tuple[float, float, float]:
    """A colour written #RRGGBB as red, green and blue from 0 to 1, as a PDF sets a fill colour."""
    r, g, b = parse_hex(hex_colour)
    return r / 255, g / 255, b / 255


def colour_words(hex_colour: str) -> str:
    """A colour in plain words ("white", "pale yellow", "dark blue"), from its hue, saturation and
    lightness: what a printing step names for a paper to buy, where a code like #FFF8E7 says nothing."""
    r, g, b = rgb(hex_colour)
    hue, sat, val = colorsys.rgb_to_hsv(r, g, b)
    light = (max(r, g, b) + min(r, g, b)) / 2
    if sat < 0.06 or val < 0.08:  # no hue to speak of
        return "white" if light > 0.94 else "black" if light < 0.15 else ("light grey" if light > 0.5 else "dark grey")
    name = next((n for end, n in _HUES if hue * 360 < end), "red")
    if name == "red" and light > 0.6:  # a light red is pink
        name = "pink"
    if light > 0.85:
        return f"pale {name}"
    if light > 0.65:
        return f"light {name}"
    return f"dark {name}" if light < 0.3 else name


def paper_words(profile: Profile) -> str:
    """The colour of the plain paper to print on, in words, when it is not white: the profile's
    light `background`; "" for white paper (any matt white or cream will do) and for a dark
    background, which is printed as ink on white paper."""
    if not light_paper(profile):
        return ""
    words = colour_words(profile.background)
    return "" if words == "white" else words
