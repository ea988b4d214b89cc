"""Profiles: bundled ones load and meet their targets; every kind of mistake gives one exact line."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_kits.colour import contrast
from accessible_kits.errors import KitError
from accessible_kits.profile import builtin_profiles, load_profile
from accessible_kits.units import parse_duration, parse_length


def test_bundled_profiles():
    assert builtin_profiles() == ["high-contrast", "large-print", "standard", "tactile"]
    lp = load_profile("large-print")
    assert (lp.cell_mm, round(lp.line_mm, 3), lp.text_pt, lp.heading_pt) == (25.0, 1.5, 18.0, 24.0)
    assert lp.contrast_level == "AAA" and lp.paper == "A4"
    hc = load_profile("high-contrast")
    assert hc.text_pt >= 24 and 35 <= hc.cell_mm <= 40 and hc.line_mm == 3.0
    tactile = load_profile("tactile")
    assert tactile.braille and tactile.white_fill == tactile.black_fill == "none" and tactile.min_gap_mm == 6.35


def test_wcag_contrast_formula():
    assert contrast("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast("#0072B2", "#FFFFFF") == pytest.approx(5.19, abs=0.01)
    assert contrast("#777777", "#FFFFFF") == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("text,mm", [("25mm", 25), ("2.5cm", 25), ("1in", 25.4), ("72pt", 25.4)])
def test_lengths(text, mm):
    assert parse_length(text) == pytest.approx(mm)


def test_durations():
    assert parse_duration("500ms") == 500 and parse_duration("1.5s") == 1500


def _write(tmp_path: Path, text: str, name: str = "mine.toml") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


CASES = [
    ('cell_sise = "25mm"', "cell_sise: unknown key; did you mean 'cell_size'?"),
    ('cell_size = "5mm"', "cell_size: '5mm' is not allowed; use a length from 15mm to 60mm"),
    ('cell_size = 25', "cell_size: 25 is not allowed; use a length like 25mm, 2.5cm, 1in or 18pt"),
    ('text_size = "10pt"', "text_size: '10pt' is not allowed; use a size from 12pt to 72pt"),
    ('paper = "A5"', "paper: 'A5' is not allowed; use one of A4, A3, letter, legal"),
    ('patterns = "yes"', "patterns: 'yes' is not allowed; use true or false"),
    ('foreground = "#777777"',
     "foreground/background: contrast 4.48:1 is below 7:1, the AAA target for text; choose darker text or a lighter background"),
    ('foreground = "black"', "foreground: 'black' is not allowed; use a colour like #000000"),
    ('[speech]\nrate_wpm = 400', "speech.rate_wpm: 400 is not allowed; use a number from 100 to 220"),
    ('[speech]\nvoise = "en"', "speech.voise: unknown key; did you mean 'voice'?"),
    ('marks = { white = "W", black = "W" }', "marks: White and Black need different letters"),
    ('white_fill = "#0072B2"', "white_fill: letters on #0072B2 reach 4.05:1, below 7:1; choose a lighter fill or 'none'"),
]


@pytest.mark.parametrize("line,message", CASES, ids=[c[0].split()[0] for c in CASES])
def test_mistakes_give_one_exact_line(tmp_path, line, message):
    path = _write(tmp_path, f'extends = "large-print"\n{line}\n')
    with pytest.raises(KitError) as err:
        load_profile(path)
    assert str(err.value) == f"{path}: {message}"


def test_extends_loop(tmp_path):
    a = _write(tmp_path, 'extends = "b.toml"\n', "a.toml")
    _write(tmp_path, 'extends = "a.toml"\n', "b.toml")
    with pytest.raises(KitError) as err:
        load_profile(a)
    assert str(err.value).endswith("extends: a loop (a -> b -> a); a profile cannot extend itself")


def test_not_toml(tmp_path):
    path = _write(tmp_path, "cell_size = \n")
    with pytest.raises(KitError, match=r"mine.toml: not valid TOML \(Invalid value"):
        load_profile(path)


def test_unknown_profile_name():
    with pytest.raises(KitError) as err:
        load_profile("larg-print")
    assert str(err.value) == ("profile 'larg-print': not a bundled profile "
                              "(high-contrast, large-print, standard, tactile) and no such file")


def test_extends_keeps_tables(tmp_path):
    p = load_profile(_write(tmp_path, 'extends = "standard"\n[speech]\nrate_wpm = 170\n'))
    assert p.speech.rate_wpm == 170 and p.speech.voice == "en" and p.speech.step_pause_ms == 1500
