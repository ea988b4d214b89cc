"""Braille labels drawn as dots, and the raised symbols and textures of swell paper sheets.

The geometry (Library of Congress cells) and the labels (translated by liblouis, never by
hand) come from the measuring service (measure), which the plan measures with too.
"""

from __future__ import annotations

from accessible_kits import braille
from accessible_kits.measure import (  # noqa: F401  (the geometry and labels render draws with)
    CELL_MM,
    DOT_GAP_MM,
    DOT_MM,
    HEIGHT_MM,
    LINE_MM,
    Labels,
    cells_across,
    width,
)
from accessible_kits.model import POISON_LABEL, TRIANGLE_PLACE

_DOTS = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]  # bit -> (column, row)


def draw(c, cells: str, x: float, y: float, group=None, *, cls: str = "braille") -> tuple[float, float, float, float]:
    """Draw Unicode braille with its top-left dot edge at (x, y); returns the bounding box (x0, y0, x1, y1)."""
    g = c.dwg.g(class_=cls)
    g.attribs["aria-hidden"] = "true"
    g.attribs["data-tactile"] = "braille"
    r = DOT_MM / 2
    for i, ch in enumerate(cells):
        bits = ord(ch) - 0x2800
        for bit, (dc, dr) in enumerate(_DOTS[:6]):
            if bits & (1 << bit):
                g.add(
                    c.dwg.circle(
                        (round(x + r + i * CELL_MM + dc * DOT_GAP_MM, 3), round(y + r + dr * DOT_GAP_MM, 3)),
                        r,
                        fill=c.profile.foreground,
                    )
                )
    (group or c.dwg).add(g)
    return (x, y, x + width(cells), y + HEIGHT_MM)


def draw_lines(c, lines: list[str], x: float, y: float) -> None:
    """A label of several braille lines, LINE_MM apart: one label (one group) to the hand and the tests."""
    g = c.dwg.g(class_="braille")
    g.attribs.update({"aria-hidden": "true", "data-tactile": "braille"})
    c.dwg.add(g)
    for i, line in enumerate(lines):
        draw(c, line, x, y + i * LINE_MM, g)
    for child in g.elements:  # flatten: the dots of every line straight in the one label
        child.attribs.pop("class", None)
        child.attribs.pop("data-tactile", None)


def swell_note(paper: str) -> str:
    """The print note at the foot of a raised sheet, in flat ink: the swell paper's size (the
    profile's `swell_paper`), and that the flat print stays flat only from a colour printer (the
    printing steps name the raised-only file for a black-only one). As short as the old note, so
    the raised sheets keep their room."""
    return (
        f"{paper} swell paper sheet. Print at 100 % on a colour printer, with black toner or carbon black ink. "
        "Then heat it. Black rises. The coloured print stays flat. The bar must measure 100 mm."
    )


def swell_short(paper: str) -> str:
    """The same note on a board sheet's one-line footer, after the scale bar's length."""
    return f"{paper} swell paper: print at 100 % in colour, then heat."


# -- raised (swell paper) sheets ---------------------------------------------------------------
# Guideline geometry (BANA Guidelines and Standards for Tactile Graphics): distinct raised things
# at least 6.35 mm (1/4 inch) apart (the profile's min_gap), lines at least 1 mm wide, textures only
# on areas at least 6.35 mm wide, at most 5 textures, 5 line styles and 5 point symbols a sheet.
# Every raised element carries data-tactile (line, area, point) so the tests can measure the sheets.
GUIDE_SPACE_MM = 6.35
MIN_LINE_MM = 1.0
INSET_MM = 2.5  # a texture stops this far inside the lines around its area
TEXTURES = ("gone", "new", "solid")
SYMBOL_MM = 8.5  # a point symbol in a cell: small enough to keep the spacing from the board's thick edge


def swell_defs(c) -> None:
    """Nothing to set up: each textured area draws its own whole dots or lines (see _dots, _lines)."""


PITCH_MM = 4.5  # about this far between the dots or lines of a texture
DOT_R_MM = 0.8  # a texture's dot: a radius this big, every dot whole inside its area
MIN_RUN_MM = 3.0  # a texture's line is at least this long: a shorter piece at a corner is left out
EDGE_MM = 0.2  # a dot or a line's end keeps this far inside its area's edge


def _count(length: float) -> int:
    """How many dots or lines fit across `length` mm, about PITCH_MM apart (at least 2)."""
    return max(2, round(length / PITCH_MM))


def _dots(c, box: tuple[float, float, float, float], disc: bool) -> list:
    """The dots of the texture "gone" on an area (x, y, w, h; a disc fills the square box): a grid
    fitted to the area, every dot drawn whole and kept EDGE_MM inside the area's edge, so the
    heater never raises a half-dot or a sliver at a token's or a cell's edge."""
    x, y, w, h = box
    nx, ny = _count(w), _count(h)
    r, room = w / 2, w / 2 - DOT_R_MM - EDGE_MM
    out = []
    for i in range(nx):
        for j in range(ny):
            dx, dy = (i + 0.5) * w / nx, (j + 0.5) * h / ny
            if disc and (dx - r) ** 2 + (dy - r) ** 2 > room**2:
                continue  # this dot would cross the disc's edge: left out whole
            out.append(c.dwg.circle((round(x + dx, 3), round(y + dy, 3)), DOT_R_MM, fill=c.profile.foreground))
    return out


def _chords(box: tuple[float, float, float, float], disc: bool, inset: float) -> list[tuple[float, ...]]:
    """The diagonal lines of the texture "new" (up and to the right) across an area, as
    (x1, y1, x2, y2), each ended `inset` inside the area's edge and none shorter than MIN_RUN_MM."""
    x, y, w, h = box
    n = _count(w + h) if not disc else _count(2 * w)
    out: list[tuple[float, ...]] = []
    for k in range(1, n):
        s = k * (w + h) / n  # the line lx + ly = s, in the area's own coordinates
        if disc:
            r = w / 2
            u = s - w  # the line's signed distance from the centre, times sqrt 2
            half = (max(0.0, (r - inset) ** 2 - u * u / 2)) ** 0.5 / 2**0.5
            mx, my = r + u / 2, r + u / 2
            ends = (mx - half, my + half, mx + half, my - half)
        else:
            a = inset * 2**0.5  # a square butt end at 45 degrees reaches this much further
            lo, hi = max(a, s - h + a), min(w - a, s - a)
            ends = (lo, s - lo, hi, s - hi)
        x1, y1, x2, y2 = ends
        if ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 >= MIN_RUN_MM and x2 > x1:
            out.append((x + x1, y + y1, x + x2, y + y2))
    return out


def _texture(c, texture: str, box: tuple[float, float, float, float], *, disc: bool, part: str):
    """The raised marks of one textured area, drawn as they are (no SVG pattern, which cuts its
    tiles at the area's edge): dots (taken before, the tokens), diagonal lines (this move), or a
    solid fill. The group says its area (`data-box` x y w h, or `data-disc` cx cy r) for the tests."""
    x, y, w, h = box
    if texture == "solid":
        if disc:
            el = c.dwg.circle((round(x + w / 2, 3), round(y + w / 2, 3)), round(w / 2, 3), fill=c.profile.foreground)
        else:
            el = c.dwg.rect((round(x, 3), round(y, 3)), (round(w, 3), round(h, 3)), fill=c.profile.foreground)
        return tag(el, "area", texture, part)
    g = c.dwg.g()
    if disc:
        g.attribs["data-disc"] = f"{x + w / 2:.3f} {y + w / 2:.3f} {w / 2:.3f}"
    else:
        g.attribs["data-box"] = f"{x:.3f} {y:.3f} {w:.3f} {h:.3f}"
    if texture == "gone":
        for dot in _dots(c, box, disc):
            g.add(dot)
    else:
        for x1, y1, x2, y2 in _chords(box, disc, EDGE_MM + MIN_LINE_MM / 2):
            g.add(
                c.dwg.line(
                    (round(x1, 3), round(y1, 3)),
                    (round(x2, 3), round(y2, 3)),
                    stroke=c.profile.foreground,
                    stroke_width=MIN_LINE_MM,
                )
            )
    return tag(g, "area", texture, part)


def tag(el, kind: str, name: str = "", part: str = ""):
    """Mark a raised element with what it is (line, area, point), its symbol's name and the
    structure it belongs to, so the tests measure the sheets from the SVG alone."""
    el.attribs["data-tactile"] = kind
    if name:
        el.attribs["data-name"] = name
    if part:
        el.attribs["data-part"] = part
    return el


def used(c, name: str) -> str:
    """Remember a symbol drawn on this kit's raised sheets, for the braille key page; returns its
    name, to tag the element that draws it."""
    c.symbols.add(name)
    return name


def area_rect(c, x, y, w, h, *, texture: str, group, part: str = ""):
    """A textured area inset from the lines around it (x, y, w, h: the room inside those lines).
    `part`: the structure whose lines enclose it (a grid), so the spacing test pairs them alone."""
    box = (x + INSET_MM, y + INSET_MM, w - 2 * INSET_MM, h - 2 * INSET_MM)
    used(c, texture)
    group.add(_texture(c, texture, box, disc=False, part=part))


def area_disc(c, cx, cy, r, *, texture: str, group):
    """A textured disc inset from the circle round it (a token, a taken circle): its dots or lines
    whole inside it."""
    inner = r - INSET_MM
    used(c, texture)
    group.add(_texture(c, texture, (cx - inner, cy - inner, 2 * inner, 2 * inner), disc=True, part=""))


def start_ring(c, cx, cy, group):
    """A start corner's point symbol: a small raised ring at the cell's centre."""
    el = c.dwg.circle(
        (round(cx, 3), round(cy, 3)),
        SYMBOL_MM / 2,
        fill="none",
        stroke=c.profile.foreground,
        stroke_width=round(max(c.profile.line_width, MIN_LINE_MM), 3),
    )
    used(c, "start")
    group.add(tag(el, "point", "start"))


def tried_square(c, cx, cy, group):
    """A cell the piece may not cover: a dashed raised square at the cell's centre."""
    h = SYMBOL_MM / 2
    el = c.dwg.rect(
        (round(cx - h, 3), round(cy - h, 3)),
        (SYMBOL_MM, SYMBOL_MM),
        fill="none",
        stroke=c.profile.foreground,
        stroke_width=round(max(c.profile.line_width, MIN_LINE_MM), 3),
        stroke_dasharray="3,2",
    )
    used(c, "tried")
    group.add(tag(el, "point", "tried"))


# Key entries: what each symbol means, in the words of the braille key page (at the kit's grade;
# an entry's label letter as the sheets draw it, key_cells).
KEY_WORDS = {
    # the sheet's and the board's marks are both at a top right: each says how it feels (solid,
    # lines) and whose corner it is, the paper's or the board's (READER21 #9)
    "orientation": f"Solid triangle {TRIANGLE_PLACE}: this way up.",
    "arrow": "Line arrow just outside each board's top right cell: it points up and to the right.",
    "poison": f"{POISON_LABEL} in a thick frame: the poison cell.",
    # a cell is a cell: "square" is also a piece's name ("big square": round 15's braille reader)
    "empty": "Empty outline: a cell not covered yet.",  # a board cell's lines, nothing inside
    "open": "Empty circle: a circle not covered yet.",  # a row's raised ring, no token texture
    "gone": "Dots: covered before. A token feels like this.",
    # the lines' way said, so the hand knows what to feel for ("Lines" alone: round 10's reader)
    "new": "Diagonal lines: {done} in this move.",  # the family's verb: placed (pieces) or covered (tokens)
    # the chosen cell is one of the move's, counted with them: "covers 12 cells" beside a solid cell apart
    # asked whether it was one (READER26 #7); drawn only where the move covers it (a grid's "chosen" role)
    "solid": "Solid: the cell chosen in this move. It counts among the cells {done} in this move.",
    # the line the rules say the pieces are cut out along ("along the thick solid lines"), in its words
    "cut": "Thick solid line round a piece: cut along it.",
    "start": "Small ring: a start cell.",
    "tried": "Dashed outline: a cell of a piece that is not allowed there.",
    "owned": "Letter in a cell: whose piece covers it.",
}


def key_cells(labels, text: str, letters) -> str:
    """A key entry's braille (Unicode): its words at the kit's grade, each lone label letter of
    `letters` exactly as the sheets draw it (braille.as_drawn: ",P", not UEB's ";,P" of running
    text), so the key defines the label the hand finds on the sheet."""
    drawn = braille.as_drawn(braille.to_ascii(labels.grade2(text)), letters)
    return braille.to_unicode(drawn)


# The guideline's key order: area symbols (textures) first, then line symbols, then point
# symbols, then letters that label things.
KEY_ORDER = (
    "gone",
    "new",
    "solid",
    "poison",
    "empty",
    "open",
    "cut",  # a line, before the paper's triangle (a point)
    "orientation",
    "arrow",
    "start",
    "tried",
    "owned",
)
