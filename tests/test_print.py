"""Printed pages: true scale measured on kit.pdf rendered at 300 dpi, fonts, text, determinism."""

from __future__ import annotations

import re
import subprocess

import pikepdf
import pytest

from accessible_kits.build import build
from accessible_kits.profile import load_profile
from accessible_kits.render.canvas import page_size
from accessible_kits.render.layout import board_paper
from conftest import GAMES, PROFILES, kit_dir, need_cmd, render_page
from measure import dark_mask, inner_width_mm, load, pitch_mm, rendered_contrast, vertical_lines
from profile_pages import check_change, custom_profile, laid_out_pages

DPI = 300


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", ["poison-corner", "corner-polyominoes"])
def test_grid_pitch_line_width_and_page_size(kits, tmp_path, game, profile):
    p = load_profile(profile)
    # with braille on, the boards are raised sheets in swell.pdf, after the braille key; else in
    # kit.pdf, after the checklist
    pdf = kit_dir(kits, game, profile) / ("swell.pdf" if p.braille else "kit.pdf")
    png = render_page(pdf, 2, DPI, tmp_path)
    img = load(png)
    h_px, w_px = img.shape[:2]
    page_w, page_h = sorted(page_size(board_paper(p), "portrait"))  # swell paper when braille is on
    assert sorted((w_px / DPI * 25.4, h_px / DPI * 25.4)) == pytest.approx([page_w, page_h], abs=0.2)
    runs = vertical_lines(dark_mask(img))
    assert len(runs) >= 3, "no grid found on the first board page"
    assert pitch_mm(runs, DPI) == pytest.approx(p.cell_size, rel=0.005)
    # one pixel at 300 dpi is 0.085 mm: allow that, either side
    assert inner_width_mm(runs, DPI) == pytest.approx(p.line_width, abs=0.17)
    assert rendered_contrast(img) >= p.text_target


@pytest.mark.parametrize("profile", PROFILES)
def test_every_font_is_embedded_and_labels_are_text(kits, profile):
    need_cmd("pdffonts", "poppler-utils")
    for game in GAMES:
        folder = kit_dir(kits, game, profile)
        for pdf in ("kit.pdf", "summary.pdf", "rules.pdf", "host-key/host-key.pdf") + (
            ("swell.pdf",) if load_profile(profile).braille else ()
        ):
            out = subprocess.run(["pdffonts", str(folder / pdf)], capture_output=True, text=True, check=True).stdout
            rows = out.splitlines()[2:]
            assert rows, f"{pdf} has no fonts"
            assert all(row.split()[-5] == "yes" for row in rows), f"{pdf}: a font is not embedded\n{out}"
    boards = "swell.pdf" if load_profile(profile).braille else "kit.pdf"  # where the board's labels are
    text = subprocess.run(
        ["pdftotext", "-layout", str(kit_dir(kits, "poison-corner", profile) / boards), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    labels = ["A", "B", "C", "D", "1", "2", "3", "4", "100 mm", "Print at 100 %"]
    if not load_profile(profile).braille:
        labels.append("P")  # with braille on, the poison cell carries braille P instead
    for label in labels:
        assert re.search(rf"(^|\s){re.escape(label)}(\s|$|\.)", text, re.M), label  # "100 mm." in a one-line footer


def test_pdf_pages_bookmarks_and_title(kits):
    pdf = pikepdf.open(kit_dir(kits, "corner-polyominoes", "large-print") / "kit.pdf")
    with pdf.open_outline() as outline:
        titles = [item.title for item in outline.root]
    assert len(titles) == len(pdf.pages)
    assert "White's and Black's pieces" in titles and "Record sheet, round 1" in titles  # one card sheet: no 'of'
    assert str(pdf.docinfo.Title) == "Corner polyominoes: kit (Large print)"
    assert pdf.Root.ViewerPreferences.DisplayDocTitle is True
    assert "/CreationDate" not in pdf.docinfo


def test_host_key_kept_apart(kits):
    for game in GAMES:
        folder = kit_dir(kits, game, "large-print")
        kit_text = subprocess.run(  # from page 2: the checklist on page 1 names the host key's file
            ["pdftotext", "-f", "2", str(folder / "kit.pdf"), "-"], capture_output=True, text=True, check=True
        ).stdout
        host_text = subprocess.run(
            ["pdftotext", str(folder / "host-key/host-key.pdf"), "-"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert "host key" in host_text.lower() and "host key" not in kit_text.lower().replace(
            "the host key has its own file", ""
        )
        assert not any(p.name.startswith("host") for p in (folder / "pages").iterdir())


def test_scale_bar_measures_100_mm(kits, tmp_path):
    """The scale bar is the widest solid dark run near the bottom of every page: the bottom quarter
    of the page is rendered, not the whole of it."""
    pdf = kit_dir(kits, "row-removal", "standard") / "kit.pdf"
    with pikepdf.open(pdf) as doc:  # page 1 is the checklist, a text page: page 2 is a board sheet
        x0, y0, x1, y1 = [float(v) / 72 * 25.4 for v in doc.pages[1].mediabox]
    width, height = x1 - x0, y1 - y0
    png = render_page(pdf, 2, DPI, tmp_path, crop_mm=(0, height * 0.75, width, height * 0.25))
    mask = dark_mask(load(png))
    best = 0
    for row in mask:
        xs = row.nonzero()[0]
        if len(xs):
            runs = (xs[1:] - xs[:-1] != 1).nonzero()[0]
            starts = [xs[0]] + list(xs[runs + 1])
            ends = list(xs[runs]) + [xs[-1]]
            best = max(best, *(e - s + 1 for s, e in zip(starts, ends, strict=True)))
    assert best / DPI * 25.4 == pytest.approx(100, abs=0.3)


def test_40mm_cells_on_letter_tile_the_board(tmp_path):
    prof = custom_profile(tmp_path, "big-letter", 'extends = "large-print"\npaper = "letter"\ncell_size = "40mm"\n')
    build(["corner-polyominoes"], [prof], tmp_path / "out", 1, {"audio": "off"})
    folder = tmp_path / "out" / "corner-polyominoes" / "big-letter"
    sheets = sorted((folder / "pages").glob("play-board-part-*.svg"))
    assert len(sheets) >= 4
    first = sheets[0].read_text()
    assert re.search(r"Play board, part 1 of \d+: top left. Glue the right and bottom flaps under the next part", first)
    pdf = pikepdf.open(folder / "kit.pdf")
    box = [float(v) for v in pdf.pages[1].mediabox]  # the first part, after the checklist
    assert sorted((round(box[2]), round(box[3]))) == [612, 792]  # US Letter, points
    png = render_page(folder / "kit.pdf", 2, DPI, tmp_path)
    assert pitch_mm(vertical_lines(dark_mask(load(png))), DPI) == pytest.approx(40, rel=0.005)


# The font needs fontconfig (fc-match) to find it: the other keys are in tests/unit/test_print_pages.py.
CHANGES = {
    "font": ('font = "DejaVu Sans"', lambda pg: 'font-family="DejaVu Sans"' in pg["summary"]),
}


@pytest.fixture(scope="module")
def base_pages():
    return laid_out_pages("large-print")


@pytest.mark.parametrize("key", sorted(CHANGES))
def test_each_profile_value_changes_the_print(tmp_path, base_pages, key):
    line, seen = CHANGES[key]
    check_change(tmp_path, base_pages, key, line, seen)


def test_same_inputs_same_bytes(tmp_path):
    for out in ("one", "two"):
        build(["poison-corner", "corner-polyominoes"], ["standard"], tmp_path / out, 2, {"audio": "off"})
    for path in sorted((tmp_path / "one").rglob("*")):
        if path.is_file():
            twin = tmp_path / "two" / path.relative_to(tmp_path / "one")
            assert twin.read_bytes() == path.read_bytes(), f"{path.name} differs between two builds"


def test_svg_pages_say_what_they_show(kits):
    svg = (kit_dir(kits, "poison-corner", "large-print") / "pages" / "board-1.svg").read_text()
    assert "<title>Poison corner: Practice board</title>" in svg
    assert "A1 is the poison cell, marked P in a thick frame" in svg
    assert 'viewBox="0 0 297 210"' in svg and 'width="297mm"' in svg
