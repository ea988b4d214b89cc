"""The paper a kit prints on: which colours are paper and which are ink, and their plain names."""

from __future__ import annotations

from dataclasses import replace

import pytest

from accessible_kits.profile import MIN_MARGIN_MM, load_profile
from accessible_kits.profile.paper import PRINTER_EDGE_MM, colour_words, paper_words, printed_background


@pytest.mark.parametrize(
    ("colour", "words"),
    [
        ("#FFFFFF", "white"),
        ("#FFF8E7", "pale yellow"),
        ("#E8F4FF", "pale blue"),
        ("#E0FFE0", "pale green"),
        ("#FFE4E1", "pale pink"),
        ("#D3D3D3", "light grey"),
        ("#1A1A1A", "black"),
        ("#00008B", "dark blue"),
    ],
)
def test_colours_are_named_in_plain_words(colour, words):
    assert colour_words(colour) == words


def test_light_paper_is_the_paper_and_dark_is_ink():
    base = load_profile("standard")
    assert printed_background(base) is None
    assert paper_words(base) == ""  # white: the steps' own words ("white or cream") stand
    cream = replace(base, background="#FFF8E7")
    assert printed_background(cream) is None
    assert paper_words(cream) == "pale yellow"
    dark = replace(base, background="#1A1A1A", foreground="#FFFFFF")
    assert printed_background(dark) == "#1A1A1A"
    assert paper_words(dark) == ""  # printed as ink on white paper


def test_the_smallest_margin_keeps_ink_off_the_band():
    assert MIN_MARGIN_MM >= PRINTER_EDGE_MM == 6.35
