"""Text pages (the summary card, the host key): sections typeset into lines, then set on pages.

The typesetter wraps each heading, paragraph and list item to the page once, into Lines;
the pages then take lines until the next would run off the page. Each Line knows the tag
group it belongs to, so the lines of one paragraph or list item become one element of
the PDF's tags however they fall on the pages.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits.fonts import Metrics
from accessible_kits.model import Bullets, ExampleBlock, Kit, Para, Section, Steps
from accessible_kits.profile import Profile
from accessible_kits.render.canvas import Canvas, Page, page_size
from accessible_kits.render.paper import blank_page


@dataclass(frozen=True)
class Line:
    """One typeset line: its text, type size and weight, indent and space above it (mm), and
    the tag group it belongs to: kind (heading, paragraph or listitem), the block it is part
    of (a section's number for a heading, (section, block) otherwise) and the item in it."""

    text: str
    size: float
    bold: bool
    indent: float
    before: float
    kind: str
    block: object
    item: int

    @property
    def group(self) -> tuple:
        """The lines of one tag group share this."""
        return (self.kind, self.block, self.item)


def text_pages(
    kit: Kit,
    profile: Profile,
    m: Metrics,
    *,
    id: str,
    title: str,
    subtitle: str,
    sections: tuple[Section, ...],
    for_host: bool = False,
) -> list[Page]:
    """Headings, paragraphs and lists, wrapped to the page; portrait, since it is read, and
    continued on a further page only when the profile's text size needs it. Scale does not
    matter here: a one-line heading and no scale bar; a set of more than one page says on each
    "Page 2 of 3", counted from the pages set (a one-page set needs no footer, and keeps its room)."""
    page_w = page_size(profile.paper, "portrait")[0]  # read, not played on: portrait
    lines = typeset(sections, profile, m, page_w)
    words = " ".join(text for s in sections for b in s.blocks for text, _ in _block_lines(b))
    total = 1
    while True:  # the footer takes room, so a set that runs over is set again with it: at most thrice
        pages = _paged(kit, profile, m, lines, total, id=id, title=title, subtitle=subtitle, desc=words)
        if len(pages) == total:
            return [c.finish(pid, for_host=for_host, title=t) for c, pid, t in pages]
        total = len(pages)


def _paged(kit: Kit, profile: Profile, m: Metrics, lines, total: int, *, id, title, subtitle, desc) -> list:
    """The lines set on pages whose footer says "Page n of `total`" (none when `total` is 1):
    (canvas, page id, bookmark title) for each page the lines took."""
    pages, start, n = [], 0, 0
    while start < len(lines):
        n += 1
        c = blank_page(
            kit,
            profile,
            m,
            title,  # the same heading on every page: the footer says "Page n of N" (a longer one would wrap)
            subtitle,
            desc=desc,
            orientation="portrait",
            scale=False,
            footer=f"Page {n} of {total}" if total > 1 else "",
        )
        start = _set_page(c, lines, start, profile)
        pages.append((c, id if n == 1 else f"{id}-{n}", title if n == 1 else f"{title} ({n})"))
    return pages


def typeset(sections: tuple[Section, ...], profile: Profile, m: Metrics, page_w: float) -> list[Line]:
    """Every line of the sections, wrapped to a page `page_w` mm wide: headings in bold, list
    items with their number or dash before the first line and the lines after it indented."""
    lines: list[Line] = []
    for s, sec in enumerate(sections):
        size = profile.heading_mm * 0.85
        for i, line in enumerate(m.wrap(sec.heading, size, 10_000, True)):
            lines.append(Line(line, size, True, 0.0, profile.text_mm * 0.4 if i == 0 else 0.0, "heading", s, 0))
        for b, block in enumerate(sec.blocks):
            for k, (text, lead) in enumerate(_block_lines(block)):
                indent = profile.text_mm * 1.2 if lead else 0.0
                width = page_w - 2 * profile.margin - indent
                for j, line in enumerate(m.wrap(text, profile.text_mm, width)):
                    lines.append(
                        Line(
                            (lead + " " if lead and j == 0 else "") + line,
                            profile.text_mm,
                            False,
                            0.0 if lead and j == 0 else indent,
                            0.0,
                            "listitem" if lead else "paragraph",
                            (s, b),
                            k,
                        )
                    )
    return lines


def _set_page(c: Canvas, lines: list[Line], start: int, profile: Profile) -> int:
    """Set lines from `start` on the page until the next would run off it (a page takes one at
    least); the lines of one group share a tag, and a list's items one list. Returns the
    first line left for the next page."""
    y = c.top + profile.text_mm
    key, group, lst, lst_block = None, None, None, None
    while start < len(lines):
        line = lines[start]
        if y + line.before > c.bottom and y > c.top + profile.text_mm:
            break
        if line.group != key:
            if line.kind == "listitem":
                if lst is None or lst_block != line.block:  # a list is the items of one block
                    lst, lst_block = c.group("list"), line.block
                group = c.group("listitem", parent=lst)
            else:
                lst = None
                group = c.group(line.kind, level=2 if line.kind == "heading" else None)
            key = line.group
        y += line.before
        c.text(line.text, c.left + line.indent, y, size=line.size, bold=line.bold, group=group)
        y += line.size * profile.line_spacing
        start += 1
    return start


def _block_lines(block) -> list[tuple[str, str]]:
    """(text, lead) for each line of a block: lead is the number or dash before an item."""
    match block:
        case Para(text):
            return [(text, "")]
        case Steps(items):
            return [(item, f"{i}.") for i, item in enumerate(items, 1)]
        case Bullets(items):
            return [(item, "-") for item in items]
        case ExampleBlock(ex):
            return [(ex.name, "")] + [(line, f"{i}.") for i, line in enumerate(ex.lines, 1)]
    raise TypeError(f"unknown block {block!r}")


def host_pages(kit: Kit, profile: Profile, m: Metrics) -> list[Page]:
    """The host key: the answers for the host, on pages kept out of the players' files."""
    return text_pages(
        kit,
        profile,
        m,
        id="host-key",
        title=f"{kit.title}: host key",
        subtitle="",
        sections=kit.host_key,
        for_host=True,
    )
