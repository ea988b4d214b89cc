"""The raised (swell paper) sheets of the tactile kits, measured from their SVG geometry against the
tactile graphics guidelines (BANA Guidelines and Standards for Tactile Graphics): spacing between
distinct raised elements, line widths, texture widths and counts, and no print in the raised layer.
Uses the session `kits` build; nothing is built here but one profile check."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from itertools import combinations, pairwise
from pathlib import Path

import numpy as np
import pytest

from accessible_kits.games import load_game
from accessible_kits.profile import load_profile
from accessible_kits.render import tactile
from conftest import GAMES, kit_dir

SVG = "{http://www.w3.org/2000/svg}"
GUIDE = 6.35  # mm between distinct raised elements; texture areas at least this wide
STEP = 0.25  # mm between sampled outline points
RAISED = "#000000"  # the tactile profile's foreground: what the heater raises


def swell_sheets(kits, game):
    pages = sorted((kit_dir(kits, game, "tactile") / "pages").glob("*.svg"))
    return [p for p in pages if 'class="swell-sheet"' in p.read_text()[:2000]]


def _segment(a, b, w):
    """Outline points of a line drawn w wide from a to b (butt caps)."""
    (x1, y1), (x2, y2) = a, b
    length = math.hypot(x2 - x1, y2 - y1) or 1e-9
    nx, ny = -(y2 - y1) / length * w / 2, (x2 - x1) / length * w / 2
    corners = [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)]
    return _polygon(corners)


def _polygon(pts):
    out = []
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1], strict=True):
        n = max(1, int(math.hypot(x2 - x1, y2 - y1) / STEP))
        out += [(x1 + (x2 - x1) * t / n, y1 + (y2 - y1) * t / n) for t in range(n)]
    return out


def _circle(cx, cy, r):
    n = max(8, int(2 * math.pi * r / STEP))
    return [(cx + r * math.cos(2 * math.pi * k / n), cy + r * math.sin(2 * math.pi * k / n)) for k in range(n)]


def _f(el, key, default=0.0):
    return float(el.get(key, default))


def _line_outline(el, w):
    return _segment((_f(el, "x1"), _f(el, "y1")), (_f(el, "x2"), _f(el, "y2")), w)


def _rect_outline(el, w):
    x, y, rw, rh = _f(el, "x"), _f(el, "y"), _f(el, "width"), _f(el, "height")
    corners = [(x, y), (x + rw, y), (x + rw, y + rh), (x, y + rh)]
    if el.get("fill") == "none":
        return [p for a, b in zip(corners, corners[1:] + corners[:1], strict=True) for p in _segment(a, b, w)]
    return _polygon(corners)


def _circle_outline(el, w):
    cx, cy, r = _f(el, "cx"), _f(el, "cy"), _f(el, "r")
    if el.get("fill") == "none":
        return _circle(cx, cy, r + w / 2) + _circle(cx, cy, r - w / 2)
    return _circle(cx, cy, r)


def _polygon_outline(el, w):
    pts = [tuple(map(float, p.split(","))) for p in el.get("points").split()]
    return _polygon(pts)


def _path_outline(el, w):
    nums = [tuple(map(float, m)) for m in re.findall(r"([-\d.]+),([-\d.]+)", el.get("d"))]
    cmds = re.findall(r"[ML]", el.get("d"))
    pts = []
    for cmd, (a, b) in zip(cmds[1:], pairwise(nums), strict=True):  # a command and the point it goes to
        if cmd == "L":
            pts += _segment(a, b, w)
    return pts


def _group_outline(el, w):  # a braille label (its dots), or a texture's area (its dots or lines)
    out = [p for c in el.iter(f"{SVG}circle") for p in _circle(_f(c, "cx"), _f(c, "cy"), _f(c, "r"))]
    return out + [p for ln in el.iter(f"{SVG}line") for p in _line_outline(ln, _f(ln, "stroke-width"))]


_OUTLINES = {
    "line": _line_outline,
    "rect": _rect_outline,
    "circle": _circle_outline,
    "polygon": _polygon_outline,
    "path": _path_outline,
    "g": _group_outline,
}


def outline(el) -> list[tuple[float, float]]:
    """The outline of what an element raises, as points (mm)."""
    tag = el.tag.replace(SVG, "")
    w = _f(el, "stroke-width") if el.get("stroke") == RAISED else 0.0
    if tag not in _OUTLINES:
        raise AssertionError(f"unexpected raised element {tag}")
    return _OUTLINES[tag](el, w)


def raised_elements(root):
    """(kind, name, part, points) for each distinct raised element of a sheet."""
    out = []

    def walk(el, part):
        part = el.get("data-part", part)
        kind = el.get("data-tactile")
        if kind:
            out.append((kind, el.get("data-name", ""), part, np.array(outline(el))))
            if kind == "braille":
                return
        for child in el:
            walk(child, part)

    walk(root, "")
    return out


def gap(a, b) -> float:
    from scipy.spatial import cKDTree

    lo = np.maximum(a[3].min(0), b[3].min(0))
    hi = np.minimum(a[3].max(0), b[3].max(0))
    if ((lo - hi) > GUIDE + 1).any():  # bounding boxes far apart
        return float(np.max(lo - hi))
    return float(cKDTree(a[3]).query(b[3], k=1)[0].min())


def exempt(a, b) -> bool:
    """Lines of one structure meet (a grid, a circle, a piece, a key sample's frame); a textured area
    fills the room its own structure's lines enclose, kept INSET_MM inside them (an area and its own
    lines are one thing to the hand). Two areas, or things of different structures, are measured."""
    return bool(a[2]) and a[2] == b[2] and "line" in (a[0], b[0]) and {a[0], b[0]} <= {"line", "area"}


def _area_width(el) -> float:
    """How wide a textured area is: a solid rect or disc's own size, a texture's from its box."""
    if el.get("data-box"):
        _, _, w, h = map(float, el.get("data-box").split())
        return min(w, h)
    if el.get("data-disc"):
        return 2 * float(el.get("data-disc").split()[2])
    return 2 * _f(el, "r") if el.tag == f"{SVG}circle" else min(_f(el, "width"), _f(el, "height"))


def measure(svg_path):
    """The figures of one raised sheet."""
    root = ET.parse(svg_path).getroot()
    els = raised_elements(root)
    spacing = min((gap(a, b) for a, b in combinations(els, 2) if not exempt(a, b)), default=math.inf)
    strokes = [
        (float(el.get("stroke-width")), el.get("stroke-dasharray", ""))
        for el in root.iter()
        if el.get("stroke") == RAISED
    ]
    areas = [el for el in root.iter() if el.get("data-tactile") == "area"]
    in_areas = {id(el) for area in areas for el in area.iter()}  # a texture's lines are no line style
    styles = {
        s
        for el, s in zip([e for e in root.iter() if e.get("stroke") == RAISED], strokes, strict=True)
        if id(el) not in in_areas
    }
    widths = [_area_width(el) for el in areas]
    return {
        "spacing": spacing,
        "line_widths": [w for w, _ in strokes],
        "line_styles": styles,
        "textures": {el.get("data-name") for el in areas},
        "texture_widths": widths,
        "points": {e[1] for e in els if e[0] == "point"},
        "root": root,
    }


@pytest.mark.parametrize("game", GAMES)
def test_swell_sheets_follow_the_guidelines(kits, game):
    sheets = swell_sheets(kits, game)
    names = {p.stem.rstrip("0123456789-") for p in sheets}
    assert {"key", "examples"} <= names and ({"board", "pieces"} & names)
    for page in sheets:
        m = measure(page)
        assert m["spacing"] >= GUIDE - 0.01, f"{page.name}: raised elements {m['spacing']:.2f} mm apart"
        assert min(m["line_widths"], default=math.inf) >= tactile.MIN_LINE_MM, f"{page.name}: a raised line under 1 mm"
        assert not m["texture_widths"] or min(m["texture_widths"]) >= GUIDE, (
            f"{page.name}: texture on {min(m['texture_widths'])} mm"
        )
        assert len(m["textures"]) <= 5 and len(m["line_styles"]) <= 5 and len(m["points"]) <= 5, page.name


@pytest.mark.parametrize("game", GAMES)
def test_only_braille_lines_textures_and_symbols_rise(kits, game):
    """No print in the raised colour, and every raised thing is one the measurements above see."""
    ink = load_profile("tactile").flat_ink
    for page in swell_sheets(kits, game):
        root = ET.parse(page).getroot()
        parents = {c: p for p in root.iter() for c in p}
        texts = list(root.iter(f"{SVG}text"))
        assert texts and all(t.get("fill") == ink for t in texts), f"{page.name}: print that would rise"
        glyphs = [g for g in root.iter(f"{SVG}g") if g.get("transform", "").startswith("translate")]
        assert all(g.get("fill") == ink for g in glyphs), f"{page.name}: glyph outlines that would rise"
        for el in root.iter():
            if RAISED not in (el.get("fill"), el.get("stroke")):
                continue
            node, seen = el, False
            while node is not None and not seen:
                seen = node.get("data-tactile") is not None or node.tag == f"{SVG}pattern"
                node = parents.get(node)
            assert seen, f"{page.name}: an untagged raised {el.tag} {el.attrib}"


def test_textures_are_distinct_patterns(kits):
    """Dots, lines and solid: each made of a different kind of mark, not the same mark at another size."""
    root = ET.parse(next(p for p in swell_sheets(kits, "poison-corner") if p.stem == "key")).getroot()
    kinds: dict[str, set] = {}
    for area in root.iter():
        if area.get("data-tactile") == "area":
            marks = {c.tag.replace(SVG, "") for c in area} or {area.tag.replace(SVG, "")}
            kinds.setdefault(area.get("data-name"), set()).update(marks)
    assert kinds == {"gone": {"circle"}, "new": {"line"}, "solid": {"rect"}}, kinds


def _inside(area, x: float, y: float, reach: float) -> float:
    """How far the point (x, y), grown by `reach` mm, stays inside the area's edge (negative: it crosses)."""
    if area.get("data-box"):
        ax, ay, aw, ah = map(float, area.get("data-box").split())
        return min(x - reach - ax, ax + aw - x - reach, y - reach - ay, ay + ah - y - reach)
    cx, cy, r = map(float, area.get("data-disc").split())
    return r - math.hypot(x - cx, y - cy) - reach


def texture_marks(area):
    """Each dot or line of a texture, as (what, how far it stays inside its area, its length)."""
    for dot in area.iter(f"{SVG}circle"):
        yield "dot", _inside(area, _f(dot, "cx"), _f(dot, "cy"), _f(dot, "r")), 0.0
    for ln in area.iter(f"{SVG}line"):
        w = _f(ln, "stroke-width")
        ends = _segment((_f(ln, "x1"), _f(ln, "y1")), (_f(ln, "x2"), _f(ln, "y2")), w)  # its outline, caps too
        yield (
            "line",
            min(_inside(area, x, y, 0.0) for x, y in ends),
            math.dist((_f(ln, "x1"), _f(ln, "y1")), (_f(ln, "x2"), _f(ln, "y2"))),
        )


@pytest.mark.parametrize("game", GAMES)
def test_textures_end_in_whole_dots_inside_their_areas(kits, game):
    """On every raised sheet (tokens, boards, diagrams, the key) a texture is whole marks only:
    no dot or line of it crosses its area's edge, no line is a sliver, no SVG pattern or clip
    cuts a mark (the heater would raise the half-dots), and each area has marks at all."""
    for page in swell_sheets(kits, game):
        root = ET.parse(page).getroot()
        assert not list(root.iter(f"{SVG}pattern")) and not list(root.iter(f"{SVG}clipPath")), page.name
        for area in (el for el in root.iter() if el.get("data-tactile") == "area"):
            if area.get("data-name") == "solid":
                continue
            marks = list(texture_marks(area))
            assert marks, f"{page.name}: an empty {area.get('data-name')} area"
            for what, inside, length in marks:
                assert inside >= 0, (
                    f"{page.name}: a {what} of {area.get('data-name')} crosses its edge by {-inside:.2f} mm"
                )
                assert what == "dot" or length >= tactile.MIN_RUN_MM, f"{page.name}: a {length:.1f} mm sliver"
            dots = {_f(d, "r") for d in area.iter(f"{SVG}circle")}
            assert len(dots) <= 1, f"{page.name}: dots of {sorted(dots)} mm in one texture"


def _told(game):
    """Each example's replay as the tactile kit tells them: the file's, then those the kit adds
    (compose.examples.added: a game's end, when no example of the file shows one)."""
    from accessible_kits import families
    from accessible_kits.compose import compose, drawn_profile
    from accessible_kits.compose.examples import told
    from accessible_kits.compose.words import Twin

    profile = drawn_profile(game, load_profile("tactile"))
    w = families.family(game.family).wording()(game, profile, compose(game, profile).plan, Twin(touch=True))
    return told(game, w)


def _figures(kits, game):
    out = []
    for page in swell_sheets(kits, game):
        if page.stem.startswith("examples"):
            root = ET.parse(page).getroot()
            out += [
                g
                for g in root.iter(f"{SVG}g")
                if g.get("role") == "img" and g.get("aria-label", "").startswith("Example")
            ]
    return out


def _areas(fig, name):
    return sum(1 for el in fig.iter() if el.get("data-tactile") == "area" and el.get("data-name") == name)


def test_poison_corner_diagrams_are_the_replayed_positions(kits):
    """Each raised diagram shows the engine's position: cells gone before as dots, this move's as
    lines, the chosen cell solid, in the order the examples were replayed."""
    game = load_game("poison-corner")
    want = []
    for results in _told(game):
        want.append((len(game.engine.initial().present) - len(results[0].before.present), 0, 0))
        for res in results:
            if (
                not res.reason and res.move != game.engine.poison
            ):  # choosing the poison cell changes no cell: no diagram
                removed = res.before.present - res.after.present
                gone = game.engine.columns * game.engine.rows - len(res.before.present)
                want.append((gone, len(removed) - 1, 1))
    got = [(_areas(f, "gone"), _areas(f, "new"), _areas(f, "solid")) for f in _figures(kits, "poison-corner")]
    assert got == want


def test_row_removal_diagrams_are_the_replayed_positions(kits):
    game = load_game("row-removal")
    want = []
    for results in _told(game):
        want.append((sum(game.engine.sizes) - sum(results[0].before.counts), 0))
        for res in results:
            if not res.reason:
                taken = sum(res.before.counts) - sum(res.after.counts)
                want.append((sum(game.engine.sizes) - sum(res.before.counts), taken))
    got = [(_areas(f, "gone"), _areas(f, "new")) for f in _figures(kits, "row-removal")]
    assert got == want


@pytest.mark.parametrize("game", GAMES)
def test_raised_and_plain_sheets_are_kept_apart(kits, game):
    """swell.pdf holds exactly the raised sheets at the swell paper size; kit.pdf the plain ones at
    the print size; the rules name the file and the token count the token sheets hold."""
    import pikepdf

    from accessible_kits.profile import PAPER_MM

    p = load_profile("tactile")
    folder = kit_dir(kits, game, "tactile")
    pages = sorted((folder / "pages").glob("*.svg"))
    raised = [x for x in pages if x in swell_sheets(kits, game)]
    with pikepdf.open(folder / "swell.pdf") as swell, pikepdf.open(folder / "kit.pdf") as kit:
        assert len(swell.pages) == len(raised) and len(kit.pages) == len(pages) - len(raised)
        for pdf, paper in ((swell, p.swell_paper), (kit, p.paper)):
            for page in pdf.pages:
                w, h = (float(v) * 25.4 / 72 for v in page.mediabox[2:])
                assert sorted((round(w), round(h))) == sorted(round(v) for v in PAPER_MM[paper])
    from accessible_kits.model import RAISED_ONLY_FILE

    note = tactile.swell_note(p.swell_paper)  # names the profile's swell paper size
    for page in raised:  # each sheet says how it is printed and raised, in the partner's flat print
        root = ET.parse(page).getroot()
        printed = _words(" ".join(t.text or "" for t in root.iter(f"{SVG}text")))
        assert _words(note) in printed or _words(tactile.swell_short(p.swell_paper)) in printed, page.name
    rules = " ".join((folder / "rules.txt").read_text().split())
    assert f"for {p.swell_paper} swell paper" in rules and "heater" in rules
    assert "With a colour laser printer, print swell.pdf." in rules
    assert f"With a black-only printer or a copier, print {RAISED_ONLY_FILE} instead." in rules
    tokens = sum(len(re.findall(r'data-name="gone"', x.read_text())) for x in raised if x.stem.startswith("tokens"))
    if tokens:
        assert re.search(rf"The token sheet: {tokens} (cell|circle) tokens", rules)
    under = sum(len(re.findall(r'data-name="gone"', x.read_text())) for x in raised if x.stem.startswith("board"))
    if under:  # the tokens under the boards of the last board sheet, which saves a sheet of swell paper
        # below that sheet's own board or boards, as many as its drawn circles' names say (round 18's reader)
        sheets = [x for x in raised if x.stem.startswith("board")]
        boards_there = len(re.findall(r'aria-label="Board \d+', sheets[-1].read_text()))
        assert re.search(
            rf"The tokens: {under} (cell|circle) tokens to cut out, "
            rf"at the foot of the (last )?board sheet, below its board{'s' if boards_there != 1 else ''}\.",
            rules,
        ), boards_there
    last = [x for x in raised if x.stem.startswith("examples")][-1:]
    under_diagram = sum(len(re.findall(r'data-name="gone"', x.read_text())) for x in last)  # with the diagrams' own
    tokens_said = re.search(r"The tokens: (\d+) (cell|circle) tokens to cut out, under the last diagram", rules)
    if tokens_said:  # the tokens under the last raised diagram, which saves a sheet of swell paper
        assert not tokens and not under and under_diagram >= int(tokens_said.group(1))
    html = (folder / "index.html").read_text()
    assert 'href="swell.pdf"' in html and f"{p.swell_paper} swell paper" in html
    assert f'href="{RAISED_ONLY_FILE}"' in html and "black-only printer" in html


@pytest.mark.parametrize("game", GAMES)
def test_the_raised_only_file_is_the_raised_sheets_without_print(kits, game, tmp_path):
    """swell-raised-only.pdf, for a black-only printer or a copier: the same sheets as swell.pdf at
    the swell paper size, with nothing in the flat ink (which such a printer would print as rising
    dots of toner). Rendered, it has no pixel of any colour but black and white, and black exactly
    where swell.pdf is black."""
    import pikepdf
    from PIL import Image

    from accessible_kits.model import RAISED_ONLY_FILE
    from conftest import render_page

    folder = kit_dir(kits, game, "tactile")
    with pikepdf.open(folder / "swell.pdf") as swell, pikepdf.open(folder / RAISED_ONLY_FILE) as bare:
        assert len(bare.pages) == len(swell.pages)
        assert [list(a.mediabox) for a in bare.pages] == [list(a.mediabox) for a in swell.pages]
        count = len(swell.pages)
    from test_pdf_ua import _pdfua

    report = _pdfua().validate(str(folder / RAISED_ONLY_FILE))  # tagged like every PDF of a kit
    assert not report.findings and not report.skipped, [f.message for f in report.findings]
    for n in range(1, count + 1):
        both = []
        for name in ("swell.pdf", RAISED_ONLY_FILE):
            png = render_page(folder / name, n, 30, tmp_path)
            both.append(np.asarray(Image.open(png).convert("RGB")).astype(int))
        swell_px, bare_px = both
        spread = bare_px.max(2) - bare_px.min(2)
        assert spread.max() < 40, f"{RAISED_ONLY_FILE} page {n}: coloured pixels, which a black-only printer would dot"
        black = lambda px: px.max(2) < 100  # noqa: E731  (what the heater raises)
        assert (black(swell_px) == black(bare_px)).mean() > 0.999, f"page {n}: the raised parts differ"
    alt = _alt_texts(folder / RAISED_ONLY_FILE)  # the words a screen reader says of each figure
    # the key's raised piece outline is black, so in this file too ("rise, in both files": compose/printing.py)
    alt = [a.replace(tactile.KEY_WORDS["cut"], "") for a in alt]
    assert not [a for a in alt if "lines" in a and "cut" in a], "no flat cut line is printed in this file"
    with_lines = [
        m.group(1) for a in _alt_texts(folder / "swell.pdf") if (m := re.match(r"(\d+ raised \w+ tokens)", a))
    ]
    without = [
        m.group(1)
        for a in alt
        if (m := re.match(r"(\d+ raised \w+ tokens).*midway between one token.s dots and the next", a))
    ]
    assert with_lines == without, "each tokens figure, said without its cut lines"


def _alt_texts(pdf_path) -> list[str]:
    """The alternative texts of a tagged PDF's figures, from its structure tree."""
    import pikepdf

    with pikepdf.open(pdf_path) as pdf:
        return [str(obj.Alt) for obj in pdf.objects if isinstance(obj, pikepdf.Dictionary) and "/Alt" in obj]


def test_polyomino_diagrams_are_the_replayed_positions(kits):
    """Each raised diagram shows the engine's position: a piece's cells by its owner's braille letter,
    the last piece placed by the lines texture, a refused piece's cells as dashed squares."""
    from accessible_kits.families.polyomino.engine import PASS

    game = load_game("corner-polyominoes")
    want = []
    for results in _told(game):
        if results and results[0].before.owner:
            pos = results[0].before
            want.append((len(pos.cells_of(0)), len(pos.cells_of(1)), 0, 0))
        for res in results:
            if res.reason and res.move != PASS:
                pos, tried = res.before, res.move.cells - {c for c, _ in res.before.owner}
                want.append((len(pos.cells_of(0)), len(pos.cells_of(1)), 0, len(tried)))
        legal = [r for r in results if not r.reason and r.move != PASS]
        if legal:
            new, pos = legal[-1].move.cells, legal[-1].after
            want.append((len(pos.cells_of(0) - new), len(pos.cells_of(1) - new), len(new), 0))
    p = load_profile("tactile")
    got = []
    for fig in _figures(kits, "corner-polyominoes"):
        edge = max(
            (el for el in fig.iter(f"{SVG}rect") if el.get("data-tactile") == "line"), key=lambda el: _f(el, "width")
        )
        x0, y0 = _f(edge, "x"), _f(edge, "y")
        x1, y1 = x0 + _f(edge, "width"), y0 + _f(edge, "height")
        letters = []
        for g in fig.iter(f"{SVG}g"):
            if g.get("data-tactile") == "braille":
                (cx, cy) = np.array([(_f(c, "cx"), _f(c, "cy")) for c in g.iter(f"{SVG}circle")]).mean(0)
                if x0 < cx < x1 and y0 < cy < y1:  # inside the grid: an owner's letter, not a coordinate
                    letters.append(said(g))
        got.append(
            (
                letters.count(p.marks.white),
                letters.count(p.marks.black),
                _areas(fig, "new"),
                sum(1 for el in fig.iter() if el.get("data-name") == "tried"),
            )
        )
    assert got == want and len(got) >= 2


# -- the braille on the raised sheets, read back from its dots ---------------------------------

_DOT_BITS = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]  # (column, row) of dots 1 to 6


def dots_to_cells(g) -> list[str]:
    """The Unicode braille lines of one label, worked out from where its dots are: the first cell's
    top-left dot position is the one that puts every dot on the cell and line grid."""
    from accessible_kits.render.tactile import CELL_MM, DOT_GAP_MM, LINE_MM

    pts = [(_f(c, "cx"), _f(c, "cy")) for c in g.iter(f"{SVG}circle")]
    left, top = min(x for x, _ in pts), min(y for _, y in pts)
    fits = []
    for ox in (0, DOT_GAP_MM):
        for oy in (0, DOT_GAP_MM, 2 * DOT_GAP_MM):
            lines: dict[int, dict[int, int]] = {}
            for x, y in pts:
                line, ry = divmod(y - top + oy + 0.01, LINE_MM)
                cell, rx = divmod(x - left + ox + 0.01, CELL_MM)
                col, row = round(rx / DOT_GAP_MM), round(ry / DOT_GAP_MM)
                if (
                    abs(rx - col * DOT_GAP_MM) > 0.05
                    or abs(ry - row * DOT_GAP_MM) > 0.05
                    or (col, row) not in _DOT_BITS
                ):
                    break
                cells = lines.setdefault(int(line), {})
                cells[int(cell)] = cells.get(int(cell), 0) | 1 << _DOT_BITS.index((col, row))
            else:
                fits.append(
                    ["".join(chr(0x2800 + c.get(k, 0)) for k in range(max(c) + 1)) for _, c in sorted(lines.items())]
                )
    assert len(fits) == 1, f"a braille label whose dots fit {len(fits)} cell grids"
    return fits[0]


def said(g) -> str:
    """What a braille label says: back-translated from its dots by liblouis. A lone capital letter
    (a coordinate, the P, an owner's mark) is read as the letter, as the guidelines label graphics."""
    from accessible_kits import braille

    cells = " ".join(line.replace("\u2800", " ") for line in dots_to_cells(g))
    if re.fullmatch("\u2820[\u2801-\u283f]", cells):
        return braille.translate([cells], braille.GRADE1, backward=True)[0]
    # a key entry begins with its label letter as the sheets draw it, with no grade 1 indicator
    # (docs/kit.md): read it as the letter, as the key's reader does, not as the wordsign ("People")
    marks = load_profile("tactile").marks
    letters = "".join(braille.to_unicode(x) for x in ("P", marks.white, marks.black))
    cells = re.sub(f"(?:^|(?<=\u2832 ))(\u2820[{letters}])(?= )", "\u2830\\1", cells)
    return braille.translate([cells], braille.GRADE2, backward=True)[0]


def _words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower().replace("\u2019", "'").replace("'s", "s")))


@pytest.mark.parametrize("game", GAMES)
def test_raised_sheets_say_in_braille_what_they_say_in_print(kits, game):
    """Every braille label on every swell sheet, read back from its dots, says the words of the flat
    print beside it (board labels, Practice and Play, coordinates, rows, pieces, the key), and each
    sheet's first label is its braille title; every board of the kit is named in braille, and the
    poison cell holds a braille P."""
    title, p = load_game(game).title, load_profile("tactile")
    named, poison_p = [], 0
    for page in swell_sheets(kits, game):
        root = ET.parse(page).getroot()
        printed = " " + _words(" ".join(t.text or "" for t in root.iter(f"{SVG}text"))) + " "
        labels = [g for g in root.iter(f"{SVG}g") if g.get("data-tactile") == "braille"]
        first, *rest = [said(g) for g in labels]
        assert first.startswith(f"{title}: "), f"{page.name}: braille title {first!r}"
        named.append(first)
        marks = {"P", p.marks.white, p.marks.black}  # a cell's own mark: braille alone, its meaning in the key
        for text in rest:
            if text in marks and page.stem != "key":
                named.append(text)
                continue
            assert f" {_words(text)} " in printed, f"{page.name}: braille {text!r} is not in the print"
            named.append(text)
        frames = [
            el for el in root.iter(f"{SVG}rect") if el.get("data-name") == "poison" and el.get("data-tactile") == "line"
        ]
        for fr in frames:  # a frame as thick as the board's edge, thicker than the lines between cells
            assert _f(fr, "stroke-width") >= 1.5 * p.line_width, (
                f"{page.name}: the poison frame is a plain cell's lines"
            )
            x, y, w, h = (_f(fr, k) for k in ("x", "y", "width", "height"))
            inside = [
                g
                for g, text in zip(labels[1:], rest, strict=True)
                if text == "P"
                and all(x < _f(c, "cx") < x + w and y < _f(c, "cy") < y + h for c in g.iter(f"{SVG}circle"))
            ]
            poison_p += len(inside) == 1
            assert len(inside) == 1, f"{page.name}: the poison cell's frame has no braille P"
    from accessible_kits.compose import compose

    kit = compose(load_game(game), load_profile("tactile"))
    for board in kit.boards:
        assert any(_words(board.label) in _words(text) for text in named), f"{board.label} not in braille"
    assert (poison_p > 0) == any(r == "poison" for b in kit.boards for _, r in getattr(b, "roles", ()))


@pytest.mark.parametrize("game", GAMES)
def test_the_key_explains_every_symbol_in_the_guideline_order(kits, game):
    """The key sheet has an entry for each texture, line symbol and point symbol any raised sheet
    uses, its braille the key's words, in the guideline's order: areas, lines, points, letters."""
    sheets = swell_sheets(kits, game)
    kinds: dict[str, str] = {}
    for page in sheets:
        for el in ET.parse(page).getroot().iter():
            if el.get("data-name") and el.get("data-tactile") in ("area", "line", "point"):
                kinds.setdefault(el.get("data-name"), el.get("data-tactile"))
    p = load_profile("tactile")
    if any(page.stem.startswith("pieces") for page in sheets):  # every cell of a piece has its owner's letter
        kinds["owned"] = "letter"
    if game != "row-removal":  # a grid's cell with nothing in it (its lines alone): the empty square
        kinds["empty"] = "line"
    key = next(page for page in sheets if page.stem == "key")
    entries = [said(g) for g in ET.parse(key).getroot().iter(f"{SVG}g") if g.get("data-tactile") == "braille"][1:]
    entries = [e for e in entries if e not in ("P", p.marks.white)]  # the letters inside the samples
    done = "placed" if game == "corner-polyominoes" else "covered"  # the family's verb (render/sheets.py)
    words = {name: t.format(done=done) for name, t in tactile.KEY_WORDS.items()}
    words["owned"] = f"{p.marks.white} in a cell: White's piece. {p.marks.black} in a cell: Black's piece."
    by_text = {_words(t): name for name, t in words.items()}
    names = [by_text.get(_words(e)) for e in entries]
    assert None not in names, f"key entries not in the key's words: {entries}"
    assert set(kinds) <= set(names), f"used on the sheets but not in the key: {set(kinds) - set(names)}"
    rank = {"area": 0, "line": 1, "point": 2, "letter": 3}
    order = [rank[kinds.get(n, "point")] for n in names]
    assert order == sorted(order), f"key order {names}: areas, then lines, then points, then letters"


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_name_each_examples_raised_diagrams(kits, game):
    """The tactile rules say, for each worked example, the titles of its raised diagrams, as the
    braille on the diagram sheets reads them, so a braille reader can find them by touch."""
    from accessible_kits.compose.common import diagram_titles

    titles: dict[int, list[str]] = {}
    for page in swell_sheets(kits, game):
        if page.stem.startswith("examples"):
            for g in ET.parse(page).getroot().iter(f"{SVG}g"):
                m = re.fullmatch(r"Example (\d+): (.+)", said(g)) if g.get("data-tactile") == "braille" else None
                if m:
                    titles.setdefault(int(m[1]), []).append(m[2])
    rules = " ".join((kit_dir(kits, game, "tactile") / "rules.txt").read_text().split())
    assert titles and sorted(titles) == list(range(1, len(titles) + 1))
    for n, labels in titles.items():
        assert diagram_titles(n, labels) in rules, f"example {n}: {labels}"


@pytest.mark.parametrize("game", ["poison-corner", "row-removal"])
def test_tokens_cover_every_cell_and_fit_the_board(kits, game):
    """One token for every cell or circle a game can cover; a cell token fits inside a cell's lines,
    a circle token is a little bigger than a circle's raised ring (as the rules say), and both are
    smaller than the distance from one cell or circle to the next."""
    engine, p = load_game(game).engine, load_profile("tactile")
    sheets = swell_sheets(kits, game)
    tokens = [
        el
        for page in sheets
        if page.stem.startswith(
            ("tokens", "board", "examples")
        )  # on sheets of their own, under the boards or a diagram
        for el in ET.parse(page).getroot().iter()
        if el.get("stroke") == p.flat_ink and el.tag in (f"{SVG}rect", f"{SVG}circle")
    ]
    board = ET.parse(next(page for page in sheets if page.stem.startswith("board"))).getroot()
    if game == "row-removal":
        assert len(tokens) == sum(engine.sizes)
        rings = [el for el in board.iter(f"{SVG}circle") if el.get("data-tactile") == "line"]
        outer = max(_f(el, "r") + _f(el, "stroke-width") / 2 for el in rings)
        pitch = min(abs(_f(a, "cx") - _f(b, "cx")) for a, b in combinations(rings, 2) if _f(a, "cy") == _f(b, "cy"))
        for t in tokens:
            assert outer < _f(t, "r") < outer + 1.0 and 2 * _f(t, "r") < pitch
    else:
        assert len(tokens) == engine.columns * engine.rows - 1  # every cell but the poison cell
        inner = p.cell_size - p.line_width
        for t in tokens:
            assert _f(t, "width") == _f(t, "height") and inner - 3 < _f(t, "width") < inner


def test_a_long_title_runs_over_in_braille_never_cut_off(tmp_path):
    """A game whose name fills most of a braille line: each raised sheet's braille title says the
    whole name (over two lines where it must), or on a board sheet the board alone, never a cut word;
    and the sheets still keep the guideline spacing."""
    from accessible_kits.build import build

    title = "Poison corner on a five by five board, for the whole family"
    game = tmp_path / "long.toml"
    game.write_text(
        (Path(__file__).parent.parent / "samples" / "poison-corner-5x5.toml")
        .read_text()
        .replace('title = "Poison corner, 5 by 5"', f'title = "{title}"')
    )
    build([str(game)], ["tactile"], tmp_path / "out", 1, {"audio": "off"})
    pages = sorted((tmp_path / "out" / "poison-corner-5x5" / "tactile" / "pages").glob("*.svg"))
    sheets = [p for p in pages if 'class="swell-sheet"' in p.read_text()[:2000]]
    assert len(sheets) >= 4
    for page in sheets:
        root = ET.parse(page).getroot()
        first = said(next(g for g in root.iter(f"{SVG}g") if g.get("data-tactile") == "braille"))
        if page.stem.startswith("board"):
            assert first in ("boards", "practice board", "play board") or first.startswith(f"{title}: "), first
        else:
            assert (
                first.startswith(f"{title}: ")
                and len(dots_to_cells(next(g for g in root.iter(f"{SVG}g") if g.get("data-tactile") == "braille"))) == 2
            ), first
        assert measure(page)["spacing"] >= GUIDE - 0.01, page.name


def test_a_long_diagram_label_runs_over_in_braille_inside_the_sheet(tmp_path):
    """A user's polyomino game whose refused move makes a diagram label longer than a braille line
    ("Example 1: Not allowed: tee C6+D6+E6+D7" on a 7 by 7 board): the label runs over two lines,
    says the whole label, and no dot of any raised sheet lies past its right margin."""
    from accessible_kits.build import build

    game = tmp_path / "plots.toml"
    game.write_text(
        "\n".join(
            [
                'id = "plots"',
                'title = "Garden plots"',
                'family = "polyomino"',
                "minutes = [15, 20]",
                'players = ["Otters", "Ospreys"]',
                "[params]",
                "columns = 7",
                "rows = 7",
                'starts = ["B2", "F6"]',
                "pieces = [",
                '  { name = "stick", cells = ["A1", "B1", "C1"] },',
                '  { name = "ell", cells = ["A1", "A2", "A3", "B1"] },',
                '  { name = "square", cells = ["A1", "B1", "A2", "B2"] },',
                '  { name = "tee", cells = ["A1", "B1", "C1", "B2"] },',
                "]",
                "[[examples]]",
                'title = "First plots"',
                "steps = [",
                '  { move = "square B2+C2+B3+C3" },',
                '  { move = "stick F6+F5+F4" },',
                '  { move = "ell D4+D5+D6+E4" },',
                '  { move = "tee E6+D6+C6+D7", legal = false },',
                "]",
                "",
            ]
        )
    )
    build([str(game)], ["tactile"], tmp_path / "out", 1, {"audio": "off"})
    pages = sorted((tmp_path / "out" / "plots" / "tactile" / "pages").glob("*.svg"))
    sheets = [p for p in pages if 'class="swell-sheet"' in p.read_text()[:2000]]
    label = "Example 1: Not allowed: tee D7+C6+D6+E6"  # cells top row first, as the rules read them
    found = []
    for page in sheets:
        root = ET.parse(page).getroot()
        width = float(root.get("viewBox").split()[2])
        margin = load_profile("tactile").margin
        for g in root.iter(f"{SVG}g"):
            if g.get("data-tactile") != "braille":
                continue
            right = max(float(d.get("cx")) + float(d.get("r")) for d in g.iter(f"{SVG}circle"))
            assert right <= width - margin + 0.01, f"{page.name}: braille to x = {right:.1f} mm, past the margin"
            if said(g).lower() == label.lower():
                found.append(len(dots_to_cells(g)))
    assert found == [2], found  # the label once, over two lines


@pytest.mark.parametrize("game", GAMES)
def test_state_by_touch_is_in_the_rules_and_the_spoken_rules(kits, game):
    """The tactile rules and their spoken script both say how a move is marked so it can be felt
    (the scribe lays a token or a piece), how the player checks the board by hand, and how to
    fix a mistake by touch; nothing tells anyone to cross out in pen."""
    from accessible_kits.compose.words import Voice
    from accessible_kits.families import family

    g, p = load_game(game), load_profile("tactile")
    folder = kit_dir(kits, game, "tactile")
    texts = {
        "rules.txt": (folder / "rules.txt").read_text(),
        "rules-script.txt": (folder / "rules-script.txt").read_text(),
    }
    for name, text in texts.items():
        w = family(g.family).wording()(g, p, None, Voice(ear=name == "rules-script.txt", touch=True))
        flat = " ".join(text.split())
        for sentence in re.split(r"(?<=\.)\s+", f"{w.lay()} {w.by_hand()}"):
            assert sentence in flat, f"{name}: {sentence!r}"
        assert re.search(r"The scribe takes the wrong (token|piece) off the board\.", flat), name
        assert not re.search(r"cross(ed)? out|thick dark pen", flat, re.I), name
    if game != "corner-polyominoes":
        # the examples' board, by what it was called or by its number where the boards are numbered
        took_re = r"Take every token off (the boards|the board you followed on|the practice board|board (\d+))\b"
        took = re.search(took_re, texts["rules-script.txt"])
        assert took
        if took[2]:  # the board the scribe laid the examples' tokens on
            assert re.search(rf"lay the tokens? on board {took[2]} now", texts["rules-script.txt"])
        assert re.search(r"Instead of tokens, you can use .*bump dots", texts["rules.txt"].replace("\n", " "))


def test_every_cell_of_a_raised_piece_has_its_owners_letter(kits):
    """Each cut-out piece can be told by touch: every cell carries W or B in braille, and the
    piece's name is in braille under it."""
    g, p = load_game("corner-polyominoes"), load_profile("tactile")
    cells = sum(piece.size for piece in g.engine.pieces)
    sheets = [s for s in swell_sheets(kits, g.id) if s.stem.startswith("pieces-")]
    labels = [
        said(el) for s in sheets for el in ET.parse(s).getroot().iter(f"{SVG}g") if el.get("data-tactile") == "braille"
    ]
    for mark in (p.marks.white, p.marks.black):  # both players' pieces share the sheets
        assert labels.count(mark) == cells
    assert {piece.name for piece in g.engine.pieces} <= set(labels)


@pytest.mark.parametrize("game", GAMES)
def test_each_printed_diagram_of_the_tactile_rules_has_its_key(game):
    """rules.pdf of a tactile kit is for a sighted partner: each diagram has a key beside it that
    says, once each, what every mark it shows means (the print kits' rules have one legend before
    the examples; the tactile rules do not, as the raised key says it by touch)."""
    from html import escape

    from accessible_kits.compose import compose
    from accessible_kits.model import ExampleBlock
    from accessible_kits.render.drawers import legend
    from accessible_kits.writers.rules_html import rules_html

    profile = load_profile("tactile")
    kit = compose(load_game(game), profile)
    html = rules_html(kit, profile, for_pdf=True)
    boards = [d for s in kit.sections for b in s.blocks if isinstance(b, ExampleBlock) for d in b.example.diagrams]
    keyed = [d for d in dict.fromkeys(boards) if legend([d])]
    assert keyed, "the examples show marks"
    for board in keyed:
        assert f'<p class="key">Key: {escape(" ".join(legend([board])))}</p>' in html, board.label
    assert html.count('<p class="key">') <= len(boards)
    assert "Each mark in them means one thing" not in " ".join(
        b.text for s in kit.sections for b in s.blocks if hasattr(b, "text")
    )
