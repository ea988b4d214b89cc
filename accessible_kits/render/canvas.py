"""A printed page in millimetres: header, footer with the scale bar, and text helpers."""

from __future__ import annotations

from dataclasses import dataclass

import svgwrite

from accessible_kits.fonts import Metrics
from accessible_kits.profile import PAPER_MM, Profile
from accessible_kits.profile.paper import PRINTER_EDGE_MM, printed_background

SCALE_BAR_MM = 100
PRINT_GAP_MM = 3.0  # the smallest gap between separate things on a print page: min_gap's least value
DESCENT = 0.25  # how far a line's descenders reach below its baseline, as a share of the font size
# A capital letter's middle sits 0.36 of the font size above its baseline (Atkinson Hyperlegible and
# most sans faces: cap height about 0.72): a baseline this far below a box's middle centres a capital in it.
CAP_CENTRE = 0.36
CAP_HEIGHT = 0.72  # a capital's height, as a share of the font size
PRINT_NOTE = "Print at 100 % (actual size) on matt paper. The bar must measure 100 mm."
CARD_NOTE = "Print this sheet on card, at 100 % (actual size). The bar must measure 100 mm."


@dataclass
class Page:
    """One finished page: its file stem, its title (bookmark), its SVG text."""

    id: str
    title: str
    svg: str
    for_host: bool = False  # a host-key page: kept out of the players' files (kit.pdf, the previews)
    description: str = ""  # the page's title line and what it shows, as its SVG <title>/<desc> say
    swell: bool = False  # a raised sheet, for swell paper (drawn with braille)
    symbols: frozenset[str] = frozenset()  # the point symbols on it, which the braille key explains
    key: tuple[str, ...] = ()  # the key sheet's entries, in its order (the braille rules transcribe them)


def page_size(paper: str, orientation: str) -> tuple[float, float]:
    """A sheet's width and height in mm, as it lies on the table."""
    w, h = PAPER_MM[paper]
    return (h, w) if orientation == "landscape" else (w, h)


class Surface:
    """Somewhere to draw at true scale, in mm from the top-left corner, with the drawing helpers
    that pages and rule-card diagrams share. Everything it draws with is given, not looked up:
    the profile (fonts, colours, lines), the size, the cell size (a diagram's cells are smaller
    than a board's) and the braille labels of a raised sheet."""

    def __init__(
        self,
        profile: Profile,
        metrics: Metrics,
        width: float,
        height: float,
        *,
        cell_mm: float | None = None,
        braille=None,
    ):
        self.profile = profile
        self.metrics = metrics
        self.cell_size = profile.cell_size if cell_mm is None else cell_mm
        self.braille = braille  # tactile.Labels on a raised (swell paper) sheet, else None
        # On a raised sheet only lines, textures, braille and the orientation mark are black (they rise);
        # print for a sighted partner is in the profile's flat ink, which stays flat in the heater.
        self.swell = braille is not None
        self.symbols: set[str] = set()  # the point symbols drawn here, for the braille key
        self.w, self.h = width, height
        self.dwg = svgwrite.Drawing(
            size=(f"{self.w:g}mm", f"{self.h:g}mm"), viewBox=f"0 0 {self.w:g} {self.h:g}", debug=False
        )

    @property
    def ink(self) -> str:
        """The colour of print: flat ink on a raised sheet, else the foreground."""
        return self.profile.flat_ink if self.swell else self.profile.foreground

    def text(
        self,
        s: str,
        x: float,
        y: float,
        *,
        size: float | None = None,
        bold: bool = False,
        anchor: str = "start",
        fill: str | None = None,
        group=None,
    ):
        """Baseline text at (x, y) in the profile's font."""
        el = self.dwg.text(
            s,
            insert=(round(x, 3), round(y, 3)),
            font_family=self.profile.font,
            font_size=round(size or self.profile.text_mm, 3),
            font_weight="bold" if bold else "normal",
            text_anchor=anchor,
            fill=fill or self.ink,
        )
        (group or self.dwg).add(el)
        return el

    def group(
        self,
        role: str | None = None,
        label: str | None = None,
        *,
        level: int | None = None,
        hidden: bool = False,
        parent=None,
    ):
        """A <g> with an ARIA role: what a screen reader hears in the SVG, and the PDF tag
        (pdf_tags) of what is drawn inside it. hidden marks decoration (a PDF artifact)."""
        g = self.dwg.g()
        if role:
            g.attribs["role"] = role
        if label:
            g.attribs["aria-label"] = label
        if level:
            g.attribs["aria-level"] = str(level)
        if hidden:
            g.attribs["aria-hidden"] = "true"
        (parent or self.dwg).add(g)
        return g

    def mark(self) -> int:
        """Where the drawing stands now, for wrap()."""
        return len(self.dwg.elements)

    def wrap(self, start: int, role: str | None = None, label: str | None = None, hidden: bool = False):
        """Move everything drawn since mark() into one group with a role (a board becomes one Figure)."""
        moved = self.dwg.elements[start:]
        del self.dwg.elements[start:]
        g = self.group(role, label, hidden=hidden)
        g.elements.extend(moved)
        return g

    def dashed_square(
        self, group, x: float, y: float, size: float, *, inset: float, side: float, width: float, dash: str = "3,2"
    ) -> None:
        """A dashed square in a cell, `inset` of the cell from its corner and `side` of it across: the
        print mark of a newly placed cell, a start corner or a refused cell, told apart by what is
        written inside it. One drawing for the three, so they keep one look."""
        offset, across = size * inset, size * side
        group.add(
            self.dwg.rect(
                (x + offset, y + offset),
                (across, across),
                fill="none",
                stroke=self.profile.foreground,
                stroke_width=width,
                stroke_dasharray=dash,
            )
        )

    def line(self, a, b, *, width: float | None = None, dash: str | None = None, group=None, colour: str | None = None):
        """A straight line from a to b, in the foreground (or `colour`) at the profile's line width unless given."""
        el = self.dwg.line(
            a,
            b,
            stroke=colour or self.profile.foreground,
            stroke_width=round(width or self.profile.line_width, 3),
            stroke_linecap="butt",
        )
        if dash:
            el.attribs["stroke-dasharray"] = dash
        (group or self.dwg).add(el)
        return el


class Canvas(Surface):
    """One page: the title (in braille too on a raised sheet), the subtitle, the footer, and the
    room between them (left, right, top, bottom). Where scale matters (boards, pieces, tokens)
    the footer is the print note and a 100 mm scale bar; elsewhere (`scale` False: text pages,
    record sheets) title and subtitle share one heading line and the footer is at most one line,
    `footer` (a text page's place in its set), so the page's room goes to what it says."""

    def __init__(
        self,
        profile: Profile,
        metrics: Metrics,
        title: str,
        subtitle: str,
        desc: str,
        *,
        size: tuple[float, float],
        braille=None,
        braille_title: str | None = None,
        compact: bool = False,
        note: str = "",
        scale: bool = True,
        footer: str = "",
    ):
        super().__init__(profile, metrics, *size, braille=braille)
        self.note = note  # the footer's print note, when the sheet is printed another way (on card)
        self.compact = compact  # a board sheet: title and subtitle as one heading line, a one-line footer
        self.scale, self.footer = scale, footer
        one_line = compact or not scale
        if one_line:
            title, subtitle = f"{title}: {subtitle}" if subtitle else title, ""
        self.describe(f"{title}: {subtitle}" if subtitle else title, desc)
        self.dwg.attribs["lang"] = "en"
        self._paper()
        self.title = title
        m = profile.margin
        self.left, self.right = m, self.w - m
        head = profile.heading_mm if scale else self._one_line_size(title)
        y = self._heading(title, head, m + head * (CAP_HEIGHT if one_line else 1.0))
        if braille:  # the title in braille too, so a braille reader and a sighted helper share the page
            from accessible_kits import braille as louis
            from accessible_kits.render import tactile

            lines = louis.wrap(braille.grade2(braille_title or title), tactile.cells_across(self.width), space="\u2800")
            y += profile.heading_mm * 0.25 + profile.min_gap  # past the descenders, then the gap
            if len(lines) == 1:
                tactile.draw(self, lines[0], self.left, y)
            else:  # a long title runs over, never cut off
                tactile.draw_lines(self, lines, self.left, y)
                y += (len(lines) - 1) * tactile.LINE_MM
            # the subtitle's baseline goes line_spacing below y; its capitals rise 0.75 of the size
            y += tactile.HEIGHT_MM + profile.min_gap - profile.text_mm * (profile.line_spacing - 0.75)
            self._orientation_mark()
        sub = self.group("paragraph") if subtitle else None
        for line in self.metrics.wrap(subtitle, profile.text_mm, self.width) if subtitle else []:
            y += profile.text_mm * profile.line_spacing
            self.text(line, self.left, y, group=sub)
        # a one-line heading: the page's room starts just below its descenders
        self.top = y + (head * DESCENT + 1.0 if one_line and not braille else profile.text_mm * 0.9)
        start = self.mark()
        self.bottom = self._footer()
        self._footer_items = self.dwg.elements[start:]  # moved to the end in finish(): read after the page

    def _heading(self, title: str, size: float, y: float) -> float:
        """The title in bold at `size`, its first baseline at y, wrapped; returns its last baseline."""
        heading = self.group("heading", level=1)
        for i, line in enumerate(self.metrics.wrap(title, size, self.width, bold=True)):
            if i:
                y += size * 1.25
            self.text(line, self.left, y, size=size, bold=True, group=heading)
        return y

    def _one_line_size(self, title: str) -> float:
        """The heading size of a page where scale does not matter: the profile's, or as much smaller
        as keeps the title on one line, never under the text size (a long title wraps there)."""
        p = self.profile
        wide = self.metrics.width(title, p.heading_mm, bold=True)
        return p.heading_mm if wide <= self.width else max(p.text_mm, p.heading_mm * self.width / wide * 0.999)

    @property
    def width(self) -> float:
        """The width of the text block, in mm: the page between its margins."""
        return self.right - self.left

    @property
    def height(self) -> float:
        """The height of the text block, in mm: between the header and the footer."""
        return self.bottom - self.top

    def paragraph(self, s: str, y: float, size: float | None = None, bold: bool = False, indent: float = 0) -> float:
        """Wrapped text from baseline y; returns the baseline after the last line."""
        size = size or self.profile.text_mm
        step = size * self.profile.line_spacing
        g = self.group("paragraph")
        for line in self.metrics.wrap(s, size, self.width - indent, bold):
            self.text(line, self.left + indent, y, size=size, bold=bold, group=g)
            y += step
        return y

    def _footer(self) -> float:
        """The print note and a 100 mm scale bar; returns the y where the footer starts."""
        if not self.scale:
            return self._text_footer()
        if self.compact:
            return self._compact_footer()
        p = self.profile
        from accessible_kits.render.tactile import swell_note  # the swell paper's size, from the profile

        note = swell_note(p.swell_paper) if self.swell else PRINT_NOTE
        lines = self.metrics.wrap(self.note or note, p.text_mm, self.width)
        room = max(len(lines), len(self.metrics.wrap(note, p.text_mm, self.width)))  # as planned: the usual note's
        step = p.text_mm * p.line_spacing
        y_note = self.h - p.margin - (room - 1) * step
        bar_y = y_note - p.text_mm * 1.6
        thick = max(p.line_width, 0.5)
        x0 = self.left
        bar = self.group("img", f"Scale bar: a bar {SCALE_BAR_MM} mm long, with a tick every 10 mm.")
        bar.add(self.dwg.rect((x0, bar_y - thick), (SCALE_BAR_MM, thick), fill=self.ink, id="scale-bar"))
        for i in range(0, SCALE_BAR_MM + 1, 10):
            tick = 3 if i % 50 else 5
            self.line((x0 + i, bar_y - thick - tick), (x0 + i, bar_y - thick), width=0.4, group=bar, colour=self.ink)
        self.text(f"{SCALE_BAR_MM} mm", x0 + SCALE_BAR_MM + 3, bar_y, size=p.text_mm, group=bar)
        para = self.group("paragraph")
        for i, line in enumerate(lines):
            self.text(line, self.left, y_note + i * step, group=para)
        return bar_y - thick - 8

    def _compact_footer(self) -> float:
        """A board sheet's footer on one line: a thin 100 mm scale bar on the bottom margin, the
        print note beside it. Returns the y where it starts (its ticks' or capitals' top)."""
        p = self.profile
        base, thick, x0 = self.h - p.margin, 0.5, self.left
        from accessible_kits.render.tactile import swell_short

        note = (
            f"{SCALE_BAR_MM} mm. {swell_short(p.swell_paper)}" if self.swell else f"{SCALE_BAR_MM} mm. Print at 100 %."
        )
        bar = self.group("img", f"Scale bar: a bar {SCALE_BAR_MM} mm long, with a tick every 10 mm.")
        bar.add(self.dwg.rect((x0, base - thick), (SCALE_BAR_MM, thick), fill=self.ink, id="scale-bar"))
        for i in range(0, SCALE_BAR_MM + 1, 10):
            tick = 3 if i % 50 else 5
            self.line((x0 + i, base - thick - tick), (x0 + i, base - thick), width=0.4, group=bar, colour=self.ink)
        # the note the smallest gap clear of the last tick (0.4 mm wide, on the bar's end)
        self.text(note, x0 + SCALE_BAR_MM + 0.2 + PRINT_GAP_MM, base, size=p.text_mm, group=self.group("paragraph"))
        return base - max(thick + 5, p.text_mm * CAP_HEIGHT) - 0.5

    def _text_footer(self) -> float:
        """A page where scale does not matter: no scale bar, no print note; its `footer` line, if
        any, on the bottom margin. Returns the lowest baseline the page's own lines may take, so
        their descenders stay the smallest gap clear of the footer (or inside the margin)."""
        p = self.profile
        base = self.h - p.margin
        if not self.footer:
            return base - p.text_mm * DESCENT
        self.text(self.footer, self.left, base, group=self.group("paragraph"))
        return base - p.text_mm * (1.0 + DESCENT) - PRINT_GAP_MM  # under 1 em: capitals, ascenders, accents

    def _paper(self) -> None:
        """The page's colour. A light one is the paper's own (`data-paper`): shown on screen, left
        out of the PDFs (print_pdf), as the printing steps say to print on paper of that colour. A
        dark one is ink, up to the band at the edges that printers leave unprinted."""
        ink = printed_background(self.profile)
        if ink is None or self.swell:  # on swell paper a dark fill would rise: the sheet stays bare
            paper = self.dwg.rect((0, 0), (self.w, self.h), fill=self.profile.background)
            paper.attribs["data-paper"] = "light"
        else:
            e = PRINTER_EDGE_MM
            paper = self.dwg.rect((e, e), (self.w - 2 * e, self.h - 2 * e), fill=ink)
        self.dwg.add(paper)

    def _orientation_mark(self) -> None:
        """A solid triangle in the page's top-right corner: a finger finds which way is up."""
        m, size = self.profile.margin, 10.0
        x, y = self.w - m, max(m * 0.5, PRINTER_EDGE_MM)  # never in the band printers leave bare
        mark = self.dwg.polygon(
            [(x - size, y), (x, y), (x, y + size)], fill=self.profile.foreground, id="orientation-mark"
        )
        mark.attribs.update({"data-tactile": "point", "data-name": "orientation"})
        self.symbols.add("orientation")
        self.group(hidden=True).add(mark)

    def describe(self, title: str, desc: str) -> None:
        """The page's <title> and <desc>, which a screen reader announces, and the same words
        for the kit page's preview alt text."""
        from svgwrite.base import Desc, Title

        # "Title. What it shows.": a sentence each, as a screen reader should pause between them
        self.description = " ".join(t if t.endswith((".", "!", "?")) else f"{t}." for t in (title, desc) if t.strip())
        self.dwg.elements[:] = [e for e in self.dwg.elements if not isinstance(e, (Title, Desc))]  # one of each
        self.dwg.set_desc(title=title, desc=desc)

    def finish(self, id: str, for_host: bool = False, title: str | None = None) -> Page:
        """The finished Page: the footer moved last (it reads after the page's content), the SVG as text."""
        for item in getattr(self, "_footer_items", ()):
            self.dwg.elements.remove(item)
            self.dwg.elements.append(item)
        if self.swell:
            self.dwg.attribs["class"] = "swell-sheet"
        return Page(
            id,
            title or self.title,
            self.dwg.tostring(),
            for_host,
            self.description,
            self.swell,
            frozenset(self.symbols),
        )
