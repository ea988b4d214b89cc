"""PDF/UA-1 for every PDF of every kit, figure geometry and alt text, the rules.pdf layout,
and SVG pages that look the same where the font is not installed."""

from __future__ import annotations

import html
import io
import os
import re
import subprocess

import numpy as np
import pikepdf
import pytest

from accessible_kits.profile import load_profile
from conftest import GAMES, PROFILES, kit_dir, need, need_cmd

PDFS = ("kit.pdf", "summary.pdf", "rules.pdf", "host-key/host-key.pdf")


def _pdfua():
    try:
        import pdfua
    except ImportError:
        pdfua = None
    need(pdfua is not None, "pdfua", "pip install pdfua==0.1.3 (or run `make test`)")
    return pdfua


@pytest.mark.parametrize("profile", PROFILES)
def test_pdfua_checker_finds_nothing(kits, profile):
    """Every check the checker runs is evaluated (none skipped) and reports nothing."""
    pdfua = _pdfua()
    for game in GAMES:
        for name in PDFS:
            report = pdfua.validate(str(kit_dir(kits, game, profile) / name))
            found = [(f.rule_id, f.severity.name, f.message) for f in report.findings]
            skipped = [(o.rule_id, o.skipped_reason) for o in report.skipped]
            assert not found and not skipped, f"{game}/{profile}/{name}: {found} {skipped}"
            assert len(report.outcomes) == len(pdfua.default_registry())


@pytest.mark.parametrize("profile", PROFILES)
def test_every_font_embedded_with_a_unicode_map(kits, profile):
    need_cmd("pdffonts", "poppler-utils")
    for game in GAMES:
        for name in PDFS:
            out = subprocess.run(
                ["pdffonts", str(kit_dir(kits, game, profile) / name)], capture_output=True, text=True, check=True
            ).stdout
            rows = [r.split() for r in out.splitlines()[2:]]
            assert rows and all(r[-5] == "yes" and r[-3] == "yes" for r in rows), f"{game}/{profile}/{name}\n{out}"


def _elements(pdf):
    from accessible_kits.pdf_tags import structure_elements

    return structure_elements(pdf)


def _pages_of(pdf, elem) -> set[int]:
    """The pages an element's content is on (its own /Pg, or its children's)."""
    index = {p.objgen: i for i, p in enumerate(pdf.pages)}
    found = set()
    if "/Pg" in elem:
        found.add(index[elem.Pg.objgen])
    kids = elem.get("/K")
    for k in list(kids) if isinstance(kids, pikepdf.Array) else [kids]:
        if isinstance(k, pikepdf.Dictionary) and "/S" in k:
            found |= _pages_of(pdf, k)
    return found


@pytest.mark.parametrize("profile", PROFILES)
def test_every_figure_lies_on_its_page_and_says_what_it_shows(kits, profile):
    for game in GAMES:
        for name in PDFS:
            pdf = pikepdf.open(kit_dir(kits, game, profile) / name)
            assert pdf.Root.MarkInfo.Marked is True and str(pdf.Root.Lang) == "en"
            figures = [e for e in _elements(pdf) if e.S == "/Figure"]
            # text pages only: the quick reference, the host key, and a tactile kit's kit.pdf (checklist,
            # record sheets: no scale bar since issue 23, the boards are raised sheets in swell.pdf)
            text_only = name in ("summary.pdf", "host-key/host-key.pdf") or (
                name == "kit.pdf" and load_profile(profile).braille
            )
            assert figures or text_only, f"{name}: no figures"
            for fig in figures:
                page = pdf.pages[min(_pages_of(pdf, fig))]
                x0, y0, x1, y1 = [float(v) for v in page.mediabox]
                box = [float(v) for v in fig.A.BBox]
                where = f"{game}/{profile}/{name}: {str(fig.Alt)[:40]}"
                assert x0 <= box[0] < box[2] <= x1 and y0 <= box[1] < box[3] <= y1, f"{where}: BBox {box} off the page"
                alt = str(fig.Alt)
                # a board names its size (columns and rows, or rows of circles); the scale bar its length
                assert len(alt) >= 20 and re.search(r"\d", alt), f"{where}: alt text says too little"
                if "grid of" in alt:  # a whole board: its size
                    assert re.search(r"\d+ columns, A to [A-Z], and \d+ rows", alt), where
                if alt.startswith("Part of"):  # a board split over sheets: the part on this sheet
                    assert re.search(r"columns [A-Z] to [A-Z], rows \d+ to \d+\.", alt), where


def test_record_sheet_is_a_table_with_header_cells(kits):
    pdf = pikepdf.open(kit_dir(kits, "poison-corner", "large-print") / "kit.pdf")
    elems = _elements(pdf)
    tables = [e for e in elems if e.S == "/Table"]
    assert tables
    rows = [r for r in tables[0].K if r.S == "/TR"]
    heads = [c for c in rows[0].K if c.S == "/TH"]
    assert heads and all(c.A.Scope == "/Column" for c in heads)
    assert all(len(list(r.K)) == len(heads) for r in rows[1:])  # every blank row has a cell a column
    roles = [str(e.S) for e in elems]
    assert roles[:3] == ["/Document", "/H1", "/P"]  # the page title, then its subtitle


def test_summary_is_headings_paragraphs_and_lists(kits):
    pdf = pikepdf.open(kit_dir(kits, "corner-polyominoes", "standard") / "summary.pdf")
    roles = {str(e.S) for e in _elements(pdf)}
    assert {"/H1", "/H2", "/P"} <= roles
    with pdf.open_metadata() as meta:
        assert meta.get("pdfuaid:part") == "1"
    host = pikepdf.open(kit_dir(kits, "row-removal", "standard") / "host-key/host-key.pdf")
    lists = [e for e in _elements(host) if e.S == "/L"]
    assert lists and all(i.S == "/LI" and [k.S for k in i.K] == ["/LBody"] for i in lists[0].K)


def _layout_lines(pdf) -> list[list[str]]:
    """Lines of words, page by page, from poppler's text positions."""
    need_cmd("pdftotext", "poppler-utils")
    out = subprocess.run(
        ["pdftotext", "-bbox-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    pages = []
    for page in re.findall(r"<page.*?</page>", out, re.S):
        pages.append(
            [
                " ".join(html.unescape(w) for w in re.findall(r"<word[^>]*>(.*?)</word>", line))
                for line in re.findall(r"<line[^>]*>(.*?)</line>", page, re.S)
            ]
        )
    return pages


@pytest.mark.parametrize("profile", PROFILES)
def test_rules_pdf_pages_numbered_lines_short_captions_kept(kits, profile):
    for game in GAMES:
        path = kit_dir(kits, game, profile) / "rules.pdf"
        pages = _layout_lines(path)
        n = len(pages)
        for i, lines in enumerate(pages, 1):
            assert f"Page {i} of {n}" in lines, f"{game}/{profile}: page {i} has no page number"
            body = [ln for ln in lines if not re.fullmatch(r"Page \d+ of \d+", ln)]
            longest = max(body, key=len, default="")
            assert len(longest) <= 70, f"{game}/{profile} page {i}: {len(longest)} characters: {longest}"
        contents = " ".join(pages[0] + (pages[1] if n > 1 else []))
        assert len(re.findall(r", page \d+", contents)) >= 3, "the contents give no page numbers"
        pdf = pikepdf.open(path)
        figures = [e for e in _elements(pdf) if e.S == "/Figure"]
        captions = [e for e in _elements(pdf) if e.S == "/Caption"]
        alts = [str(f.Alt) for f in figures]
        # each drawing once: a diagram the rule card repeats is printed once, each on one page
        page_html = (kit_dir(kits, game, profile) / "rules.html").read_text()
        drawings = set(re.findall(r"<figure>.*?<title[^>]*>(.*?)</title><desc[^>]*>(.*?)</desc>", page_html))
        assert len(alts) == len(set(alts)) == len(drawings), f"{game}/{profile}: {alts}"
        for fig in figures:
            assert len(_pages_of(pdf, fig)) == 1, f"{game}/{profile}: {alts} split over pages"
        assert len(captions) == len(figures)
        for fig, cap in zip(figures, captions, strict=True):  # a caption on the page of its figure
            assert _pages_of(pdf, cap) == _pages_of(pdf, fig), f"{game}/{profile}: caption away from its figure"


SVG_SAMPLES = [("poison-corner", "large-print"), ("corner-polyominoes", "high-contrast"), ("row-removal", "standard")]
DPI = 100
# Share of pixels that differ by more than a quarter of the grey range, a one-pixel shift
# allowed for rounding. Measured on all 100 SVG pages of the 12 kits: librsvg against
# cairosvg at most 0.26 % (pattern edges); librsvg against the printed page at most 0.44 %
# (median 0.12 %), where the same page without its font differs by 0.38 % to 5.5 % (median 1.2 %).
SAME_RENDER = 0.005
LIKE_PRINT = 0.008  # anti-aliasing of two renderers on a dense text page (the high-contrast host key: 0.602 %)


def _gray(png: bytes) -> np.ndarray:
    from PIL import Image

    return np.asarray(Image.open(io.BytesIO(png)).convert("L")).astype(np.int16)  # small ints: quicker sums


def _differ(a: np.ndarray, b: np.ndarray) -> float:
    h, w = min(a.shape[0], b.shape[0]), min(a.shape[1], b.shape[1])
    a, b = a[:h, :w], b[:h, :w]
    best = None
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            d = np.abs(a - np.roll(np.roll(b, dy, 0), dx, 1))
            best = d if best is None else np.minimum(best, d)
    return float((best > 64).mean())


@pytest.mark.parametrize("game,profile", SVG_SAMPLES)
def test_svg_pages_look_the_same_without_the_font(kits, tmp_path, game, profile):
    """Each SVG file, rendered by librsvg with only the system's fonts, matches cairosvg's
    rendering of the same file, and the printed page (kit.pdf, host-key.pdf, drawn by cairo
    through poppler), far nearer than the same page without its font."""
    import cairosvg

    from accessible_kits.compose import compose
    from accessible_kits.games import load_game
    from accessible_kits.profile import load_profile
    from accessible_kits.render.pages import kit_pages

    rsvg = need_cmd("rsvg-convert", "librsvg2-bin")
    need_cmd("pdftocairo", "poppler-utils")
    env = {k: v for k, v in os.environ.items() if k != "FONTCONFIG_FILE"}  # the system fonts only
    listed = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True, env=env, check=True).stdout
    p = load_profile(profile)
    assert p.font not in listed, "the test needs a machine where the kit's font is not installed"
    folder = kit_dir(kits, game, profile)

    def librsvg(svg: bytes) -> np.ndarray:
        return _gray(
            subprocess.run(
                [rsvg, "-d", str(DPI), "-p", str(DPI), "-b", "white"],
                input=svg,
                capture_output=True,
                check=True,
                env=env,
            ).stdout
        )

    pages = kit_pages(compose(load_game(game), p), p)
    printed_pages = {}  # every page of each printed PDF, in one pdftocairo run a PDF
    for for_host, pdf in ((False, folder / "kit.pdf"), (True, folder / "host-key" / "host-key.pdf")):
        subprocess.run(["pdftocairo", "-png", "-r", str(DPI), str(pdf), str(tmp_path / pdf.stem)], check=True)
        printed_pages[for_host] = sorted(tmp_path.glob(f"{pdf.stem}-*.png"))  # numbered with leading zeros
    for page in pages:
        path = folder / ("host-key" if page.for_host else "pages") / f"{page.id}.svg"
        data = path.read_bytes()
        assert b"data:font/woff2;base64," in data and b"<text" in data
        seen = librsvg(data)
        same = _differ(_gray(cairosvg.svg2png(bytestring=data, dpi=DPI, background_color="white")), seen)
        assert same <= SAME_RENDER, f"{path.name}: {same:.3%} of pixels differ between librsvg and cairosvg"
        number = [pg for pg in pages if pg.for_host == page.for_host].index(page)
        printed = _gray(printed_pages[page.for_host][number].read_bytes())
        embedded, plain = _differ(printed, seen), _differ(printed, librsvg(page.svg.encode()))
        assert embedded <= LIKE_PRINT, f"{path.name}: {embedded:.3%} of pixels differ from the printed page"
        assert embedded < plain / 3, (
            f"{path.name}: {embedded:.3%} from print with the font embedded, {plain:.3%} without"
        )
