"""Braille: liblouis translation, BRF pages, back-translation, and the dots on tactile pages."""

from __future__ import annotations

import difflib
import re
import xml.etree.ElementTree as ET
from itertools import combinations, pairwise

import pytest

from accessible_kits import braille
from accessible_kits.build import build
from accessible_kits.fonts import Metrics
from accessible_kits.profile import load_profile
from accessible_kits.render import tactile
from conftest import GAMES, kit_dir, need_cmd, render_page
from measure import dark_mask, load

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def _liblouis():
    need_cmd("lou_translate", "liblouis-bin liblouis-data")


def test_a1_in_ueb():
    assert braille.translate(["A1"], braille.GRADE1) == ["⠠⠁⠼⠁"]
    assert braille.translate(["A1"], braille.GRADE1, braille.BRF) == [",A#A"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "name", ["rules.brf", "summary.brf", "host-key/host-key.brf", "records/record.brf", "records/match.brf"]
)
def test_brf_pages(kits, game, name):
    data = (kit_dir(kits, game, "tactile") / name).read_bytes()
    text = data.decode("ascii")
    pages = text.split("\f")
    assert len(pages) >= 1
    for n, page in enumerate(pages, 1):
        lines = page.split("\r\n")
        assert lines[-1] == "", "every line ends with CR LF"
        lines = lines[:-1]
        assert len(lines) <= 25
        assert all(len(line) <= 40 for line in lines)
        (number,) = braille.translate([str(n)], braille.GRADE1, braille.BRF)
        assert lines[-1].strip() == number and lines[-1].endswith(number), "braille page number at the right of line 25"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _page_bodies(brf) -> list[list[str]]:
    """A BRF file's pages, each as its 24 lines of text (the 25th has the page number)."""
    return [page.split("\r\n")[:24] for page in brf.read_bytes().decode("ascii").split("\f")]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("stem", ["rules", "summary", "host-key/host-key"])
def test_back_translation_gives_the_rule_card(kits, game, stem):
    folder = kit_dir(kits, game, "tactile")
    body = [line for page in _page_bodies(folder / f"{stem}.brf") for line in page]
    back = braille.translate(body, braille.GRADE2, braille.BRF, backward=True)
    got = _words(" ".join(back))
    want = _words((folder / f"{stem}.txt").read_text())
    ratio = difflib.SequenceMatcher(None, got, want, autojunk=False).ratio()
    assert ratio >= 0.97, f"back-translation matches {ratio:.1%} of the {stem} card's words"


@pytest.mark.parametrize("game", GAMES)
def test_braille_record_forms_have_a_numbered_line_for_every_row(kits, game):
    """A braille-reading scribe records on an embossed form: it names every part of a row, in the
    print sheet's order, then gives one numbered line (or a line and the blank ones after it) for
    each row of the print sheet, every row on one page and room on its lines for the longest row."""
    folder = kit_dir(kits, game, "tactile")
    for sheet in ("record", "match"):
        csv_head = (folder / "records" / f"{sheet}.csv").read_text().splitlines()[0].split(",")
        rows = len((folder / "records" / f"{sheet}.csv").read_text().splitlines()) - 1
        back = [
            braille.translate(page, braille.GRADE2, braille.BRF, backward=True)
            for page in _page_bodies(folder / "records" / f"{sheet}.brf")
        ]
        text = " ".join(" ".join(page) for page in back)
        said = [m.group(1) for m in re.finditer(r"(?<!\S)\d+\. ([^:.]+):", text)]
        assert said[: len(csv_head)] == [c.strip("'") for c in csv_head], "the parts in the print sheet's order"
        numbered, heights, last = [], [], []
        for page in back:
            start = next((i for i, line in enumerate(page) if line.strip() == "The lines to fill in"), -1) + 1
            page_rows = [i for i, line in enumerate(page) if i >= start and re.fullmatch(r"\d+\.", line)]
            numbered += [int(page[i][:-1]) for i in page_rows]
            heights += [end - i for i, end in pairwise(page_rows)]  # the page's last row may have more
            last.append(len(page) - page_rows[-1] if page_rows else None)
            assert all(not line.strip() for i in page_rows for line in page[i + 1 : i + min(heights or [1])]), (
                "blank lines to write on"
            )
        assert numbered == list(range(1, rows + 1))
        assert len(set(heights)) <= 1, "every row has the same room"
        assert all(n >= min(heights or [1]) for n in last if n), "no row runs over onto the next page"


def test_unicode_braille_matches_brf_layout(kits):
    folder = kit_dir(kits, "poison-corner", "tactile")
    brf = (folder / "rules.brf").read_bytes().decode("ascii").split("\f")
    uni = (folder / "rules-braille.txt").read_bytes().decode("utf-8").split("\f")
    assert len(brf) == len(uni)
    assert all(0x2800 <= ord(ch) <= 0x28FF for ch in uni[0] if ch not in "\r\n")
    assert [len(x) for x in brf[0].split("\r\n")] == [len(x) for x in uni[0].split("\r\n")]


def _dot_centres(png, dpi):
    from scipy import ndimage

    mask = dark_mask(load(png))
    labels, n = ndimage.label(mask)
    out = []
    for sl, idx in zip(ndimage.find_objects(labels), range(1, n + 1), strict=True):
        h, w = sl[0].stop - sl[0].start, sl[1].stop - sl[1].start
        size_mm = max(h, w) / dpi * 25.4
        if 1.2 <= size_mm <= 1.7 and abs(h - w) <= 2:  # a braille dot, not a letter or a line
            cy, cx = ndimage.center_of_mass(labels[sl] == idx)
            out.append(((sl[1].start + cx) / dpi * 25.4, (sl[0].start + cy) / dpi * 25.4))
    return out


def test_dot_geometry_on_the_rendered_page(kits, tmp_path):
    """Render the tactile board's top-left corner (the braille title and column letters) at 600 dpi;
    dots in a row sit 2.34 mm apart inside a cell and 6.2 mm from cell to cell, dots in a column
    2.34 mm apart, each within 0.1 mm. Offsets are measured within the crop, so a crop is enough."""
    dpi = 600
    png = render_page(
        kit_dir(kits, "poison-corner", "tactile") / "swell.pdf", 2, dpi, tmp_path, crop_mm=(0, 0, 200, 150)
    )  # the board sheet's top-left, not all of an A3 page
    dots = _dot_centres(png, dpi)
    assert len(dots) > 50
    row_gaps, vertical = [], []
    for (x1, y1), (x2, y2) in combinations(dots, 2):
        dx, dy = abs(x1 - x2), abs(y1 - y2)
        if dy < 0.2 and dx < 13:
            row_gaps.append(dx)
        if dx < 0.2 and dy < 5:
            vertical.append(dy)
    # in a row, dots are k cells apart, give or take one dot step: k * 6.2 + (-2.34, 0 or 2.34)
    expected = [
        k * tactile.CELL_MM + o
        for k in range(3)
        for o in (-tactile.DOT_GAP_MM, 0, tactile.DOT_GAP_MM)
        if k * tactile.CELL_MM + o > 0
    ]
    for d in row_gaps:
        assert min(abs(d - e) for e in expected) <= 0.1, f"dots {d:.3f} mm apart"
    assert any(abs(d - tactile.DOT_GAP_MM) <= 0.1 for d in row_gaps)
    assert any(abs(d - tactile.CELL_MM) <= 0.1 for d in row_gaps)
    assert vertical and all(min(abs(d - tactile.DOT_GAP_MM), abs(d - 2 * tactile.DOT_GAP_MM)) <= 0.1 for d in vertical)


def _boxes(svg_path, profile):
    """Bounding boxes (mm) of each braille label and each print text on a page."""
    metrics = Metrics(profile.font)
    root = ET.parse(svg_path).getroot()
    braille_boxes, text_boxes = [], []
    for g in root.iter(f"{SVG}g"):
        if g.get("class") == "braille":
            xs = [float(c.get("cx")) for c in g.iter(f"{SVG}circle")]
            ys = [float(c.get("cy")) for c in g.iter(f"{SVG}circle")]
            r = tactile.DOT_MM / 2
            braille_boxes.append((min(xs) - r, min(ys) - r, max(xs) + r, max(ys) + r))
    for t in root.iter(f"{SVG}text"):
        size, x, y = float(t.get("font-size")), float(t.get("x")), float(t.get("y"))
        w = metrics.width(t.text or "", size, t.get("font-weight") == "bold")
        x0 = {"start": x, "middle": x - w / 2, "end": x - w}[t.get("text-anchor", "start")]
        text_boxes.append((x0, y - 0.75 * size, x0 + w, y + 0.25 * size))
    return braille_boxes, text_boxes


def _gap(a, b):
    dx = max(b[0] - a[2], a[0] - b[2], 0)
    dy = max(b[1] - a[3], a[1] - b[3], 0)
    return max(dx, dy) if dx == 0 or dy == 0 else (dx * dx + dy * dy) ** 0.5


@pytest.mark.parametrize("game", GAMES)
def test_no_gap_under_the_minimum(kits, game):
    p = load_profile("tactile")
    pages = sorted((kit_dir(kits, game, "tactile") / "pages").glob("*.svg"))
    checked = 0
    for page in pages:
        if page.stem.startswith(("record", "match", "summary")):
            continue  # print-only pages for the sighted scribe
        br, tx = _boxes(page, p)
        for a, b in combinations(br, 2):
            assert _gap(a, b) >= p.min_gap - 0.05, f"{page.name}: braille labels {a} and {b} too close"
        for a in br:  # print on a raised sheet is flat ink: kept clear of the braille, not the full raised spacing
            for b in tx:
                assert _gap(a, b) >= p.min_gap / 2, f"{page.name}: braille {a} and print {b} too close"
        checked += len(br)
    assert checked > 10


@pytest.mark.parametrize("game", GAMES)
def test_tactile_pages(kits, game):
    folder = kit_dir(kits, game, "tactile")
    flat = load_profile("tactile").flat_ink
    raised = [p for p in sorted((folder / "pages").glob("*.svg")) if 'class="swell-sheet"' in p.read_text()]
    assert raised
    for page in raised:
        svg = page.read_text()
        colours = set(re.findall(r'(?:fill|stroke)="(#[0-9A-F]{6})"', svg))
        assert colours <= {"#000000", "#FFFFFF", "#E6E6E6", flat}, f"{page.name}: {colours}"
        assert 'id="orientation-mark"' in svg
        assert 'class="braille"' in svg, f"{page.name}: no braille title"
        patterns = set(re.findall(r"url\(#tex-([a-z]+)-", svg))
        dashes = set(re.findall(r'stroke-dasharray="([^"]+)"', svg))
        assert len(patterns) + len(dashes) + 1 <= 5, "at most five textures or line styles"


def test_braille_labels_in_large_print(tmp_path):
    prof = tmp_path / "large-braille.toml"
    prof.write_text('extends = "large-print"\nbraille = true\n')
    build(list(GAMES), [str(prof)], tmp_path / "out", 2, {"audio": "off"})
    for game in GAMES:
        folder = tmp_path / "out" / game / "large-braille"
        assert (folder / "rules.brf").exists() and (folder / "host-key" / "host-key.brf").exists()
        board = sorted((folder / "pages").glob("board-*.svg")) or sorted((folder / "pages").glob("*sheet-1.svg"))
        assert 'class="braille"' in board[0].read_text()
