"""Printable margins and the paper colour, measured on rendered pixels.

Most printers cannot print within a quarter inch (6.35 mm) of a sheet's edge: every page of every
PDF of a kit is rendered by poppler and its band at the edges must be bare paper. A light paper
colour is the paper to print on, not ink: no PDF prints it and the printing steps name it. A dark
one is ink, printed up to the band in every PDF.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from accessible_kits.build import build
from accessible_kits.colour import parse_hex
from accessible_kits.games import builtin_ids
from accessible_kits.profile.paper import PRINTER_EDGE_MM
from conftest import GAMES, PROFILES, ROOT, kit_dir, need_cmd
from profile_pages import custom_profile

DPI = 72  # 6.35 mm is 18 pixels exactly: the band is whole pixels, none half in it
BAND_PX = round(PRINTER_EDGE_MM / 25.4 * DPI)
PDFS = ("kit.pdf", "rules.pdf", "summary.pdf", "host-key/host-key.pdf", "swell.pdf")

# Generated profiles: other paper sizes, the largest text, the smallest margin allowed.
GENERATED = {
    "a3-big": 'extends = "high-contrast"\npaper = "A3"\ntext_size = "30pt"\nheading_size = "40pt"\n',
    "letter-thin": 'extends = "large-print"\npaper = "letter"\norientation = "landscape"\nmargin = "12mm"\n',
}
CREAM = "#FFF8E7"
DARK = "#1A1A1A"


def rendered_pages(pdf: Path, out: Path) -> list[np.ndarray]:
    """Every page of a PDF rendered at DPI, as RGB arrays, in page order. pdftoppm writes PPM (the
    pixels PNG would hold, without compressing them, which took most of the time); each file is
    removed once read, so the run's temporary folder does not fill with them."""
    need_cmd("pdftoppm", "poppler-utils")
    stem = out / pdf.stem
    subprocess.run(["pdftoppm", "-r", str(DPI), str(pdf), str(stem)], check=True)
    pages = []
    for path in sorted(out.glob(f"{pdf.stem}-*.ppm"), key=lambda p: int(p.stem.rsplit("-", 1)[1])):
        with Image.open(path) as img:
            pages.append(np.asarray(img.convert("RGB")))
        path.unlink()
    return pages


def ink_at_edges(img: np.ndarray) -> list[str]:
    """The edges whose band (the outer BAND_PX pixels) holds anything but bare white paper, each
    with how close to the edge the ink comes, in mm."""
    ink = (img < 255).any(axis=2)
    found = []
    for side, band in (
        ("top", ink[:BAND_PX]),
        ("bottom", ink[-BAND_PX:][::-1]),
        ("left", ink[:, :BAND_PX].T),
        ("right", ink[:, -BAND_PX:][:, ::-1].T),
    ):
        rows = np.flatnonzero(band.any(axis=1))
        if rows.size:
            found.append(f"{side} at {rows[0] * 25.4 / DPI:.1f} mm")
    return found


def kit_pdfs(kit: Path) -> list[Path]:
    """The PDFs a kit has (swell.pdf only with braille), each at least once."""
    pdfs = [kit / name for name in PDFS if (kit / name).exists()]
    assert {"kit.pdf", "rules.pdf", "summary.pdf", "host-key.pdf"} <= {p.name for p in pdfs}
    return pdfs


def assert_margins(kit: Path, out: Path) -> int:
    """Every page of every PDF of a kit keeps its band bare; returns the pages measured."""
    problems, pages = [], 0
    for pdf in kit_pdfs(kit):
        folder = out / pdf.stem
        folder.mkdir(parents=True)
        for n, img in enumerate(rendered_pages(pdf, folder), 1):
            pages += 1
            problems += [f"{pdf.name} page {n}: ink {where}" for where in ink_at_edges(img)]
    assert not problems, f"{kit}: ink within {PRINTER_EDGE_MM} mm of an edge: " + "; ".join(problems)
    return pages


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", GAMES)
def test_no_ink_near_the_edges_of_any_page(kits, tmp_path, game, profile):
    assert assert_margins(kit_dir(kits, game, profile), tmp_path) > 0


@pytest.mark.parametrize("name", sorted(GENERATED))
def test_no_ink_near_the_edges_at_generated_profiles(tmp_path, name):
    prof = custom_profile(tmp_path, name, GENERATED[name])
    build(builtin_ids(), [prof], tmp_path / "out", 1, {"audio": "off"})
    for game in builtin_ids():
        assert assert_margins(tmp_path / "out" / game / name, tmp_path / game) > 0


def pixels_of(img: np.ndarray, colour: str) -> int:
    """How many pixels are exactly the colour (antialiased black on white never is a tint)."""
    return int((img == np.array(parse_hex(colour), dtype=img.dtype)).all(axis=2).sum())


def test_a_light_paper_colour_is_the_paper_not_ink(tmp_path):
    body = f'extends = "tactile"\nbackground = "{CREAM}"\n'
    prof = custom_profile(tmp_path, "cream", body)
    build(["poison-corner"], [prof], tmp_path / "out", 1, {"audio": "off"})
    kit = tmp_path / "out" / "poison-corner" / "cream"
    for pdf in kit_pdfs(kit):
        folder = tmp_path / pdf.stem
        folder.mkdir()
        for n, img in enumerate(rendered_pages(pdf, folder), 1):
            assert pixels_of(img, CREAM) == 0, f"{pdf.name} page {n} prints the paper colour as ink"
    # on screen the pages keep their colour, and the printing steps name the paper to print on
    assert all(CREAM in svg.read_text() for svg in (kit / "pages").glob("*.svg"))
    steps = (kit / "rules.txt").read_text()
    assert "Print kit.pdf on plain pale yellow paper, at 100 %." in steps


def test_a_dark_paper_colour_is_printed_alike_in_every_pdf(tmp_path):
    body = f'extends = "large-print"\nbackground = "{DARK}"\nforeground = "#FFFFFF"\n'
    prof = custom_profile(tmp_path, "dark", body + 'white_fill = "none"\nblack_fill = "none"\n')
    build(["row-removal"], [prof], tmp_path / "out", 1, {"audio": "off"})
    kit = tmp_path / "out" / "row-removal" / "dark"
    inside = BAND_PX + 1  # the first whole pixel past the band
    for pdf in kit_pdfs(kit):
        folder = tmp_path / pdf.stem
        folder.mkdir()
        for n, img in enumerate(rendered_pages(pdf, folder), 1):
            assert not ink_at_edges(img), f"{pdf.name} page {n}"
            h, w = img.shape[:2]
            for y, x in ((inside, w // 2), (h - 1 - inside, w // 2), (h // 2, inside), (h // 2, w - 1 - inside)):
                assert tuple(img[y, x]) == parse_hex(DARK), f"{pdf.name} page {n}: paper at ({x}, {y})"
    assert "Use matt white or cream paper." in (kit / "rules.txt").read_text()


# Text drawn by cairo before any build, then a kit built in the same process: what a test run's
# worker did before test_assembly's renders (or a library user's own drawing) came first.
DRAWN_FIRST = """
import json, sys, cairosvg, pikepdf
from accessible_kits.build import build
svg = b'<svg xmlns="http://www.w3.org/2000/svg" width="20mm" height="10mm"><text x="1" y="8">Hi</text></svg>'
cairosvg.svg2png(bytestring=svg)
build(["poison-corner"], ["standard"], sys.argv[1], 1, {"audio": "off"})
pdf = pikepdf.open(sys.argv[1] + "/poison-corner/standard/summary.pdf")
print(json.dumps(sorted({str(f.BaseFont) for page in pdf.pages for f in page.Resources.Font.values()})))
"""


def test_text_drawn_before_a_build_leaves_the_kits_font(tmp_path):
    """fontconfig reads its configuration at its first use: drawn before the build pointed it at
    the packaged font, the kit came out in DejaVu Sans (wider, past the pages' edges) until
    fonts.configure_fontconfig made fontconfig read it again. In a fresh process, without it set."""
    env = {k: v for k, v in os.environ.items() if k not in ("FONTCONFIG_FILE", "ACCESSIBLE_KITS_FONTCONFIG")}
    env["PYTHONPATH"] = str(ROOT)
    run = subprocess.run(
        [sys.executable, "-c", DRAWN_FIRST, str(tmp_path / "out")], env=env, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    fonts = json.loads(run.stdout.strip().splitlines()[-1])  # the font names the script printed
    assert fonts and all("AtkinsonHyperlegible" in f for f in fonts), fonts
