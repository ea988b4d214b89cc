"""The preparation checklist: the first page of kit.pdf, what to print and make ready for a match.

Drawn from the kit's checklist sections (compose/preparation.py writes them from the
preparation plan): each heading in bold, each paragraph as text, each list item with an empty
box to tick. It is one page: when the profile's text would run past the page, the build says so
(tests/test_preparation.py holds every built-in kit and a user game to one page).
"""

from __future__ import annotations

from accessible_kits.errors import DoesNotFit
from accessible_kits.fonts import Metrics
from accessible_kits.model import Bullets, Kit, Para, Steps
from accessible_kits.profile import Profile
from accessible_kits.render.canvas import CAP_HEIGHT, PRINT_GAP_MM, Canvas, Page
from accessible_kits.render.paper import blank_page

CHECKLIST_ID = "checklist"


def _items(block) -> tuple[list[str], bool]:
    """A block's lines and whether each gets a box to tick (list items do, paragraphs do not)."""
    match block:
        case Para(text):
            return [text], False
        case Steps(items) | Bullets(items):
            return list(items), True
    return [], False


def checklist_page(kit: Kit, profile: Profile, m: Metrics) -> Page:
    """The checklist on one page, portrait (it is read and ticked, not played on)."""
    words = " ".join(t for s in kit.checklist for b in s.blocks for t in _items(b)[0])
    c = blank_page(
        kit, profile, m, kit.title, "checklist before you play", desc=words, orientation="portrait", scale=False
    )
    y = _set(c, kit)
    if y - profile.text_mm * profile.line_spacing > c.bottom:
        raise DoesNotFit(
            f"{profile.source or profile.id}: text_size {profile.text_size:g}pt: the checklist of {kit.title} "
            f"runs past one {profile.paper} page; use a smaller text_size or bigger paper",
            key="text_size",
            blame="profile",
        )
    return c.finish(CHECKLIST_ID, title="Checklist before you play")


def _set(c: Canvas, kit: Kit) -> float:
    """Every block of the checklist from the top of the page; the baseline after the last line."""
    p = c.profile
    t = p.text_mm
    box = t * CAP_HEIGHT * 1.3
    stroke = round(max(p.line_width * 0.6, 0.4), 3)
    indent = box + stroke + max(t * 0.6, PRINT_GAP_MM + 0.5)  # the words clear of the box: nothing crowded
    y = c.top + t * (CAP_HEIGHT + 0.6)  # clear of the heading line
    last = None  # whether the block before had boxes: words and boxes apart by the print gap
    for section in kit.checklist:  # its heading is the page's: "checklist before you play"
        for block in section.blocks:
            lines, ticked = _items(block)
            if last is not None and last != ticked:  # a line's descenders to a box's top: 0.45 of the size
                y += max(0.0, PRINT_GAP_MM + 0.3 - 0.45 * t)
            last = ticked
            if not ticked:
                for text in lines:
                    y = c.paragraph(text, y)
                continue
            lst = c.group("list")
            for text in lines:
                y = _item(c, lst, text, y, box=box, indent=indent)
            y += t * 0.3
    return y


def _item(c: Canvas, lst, text: str, y: float, *, box: float, indent: float) -> float:
    """One list item: an empty box to tick, its text wrapped beside it; the baseline after it."""
    p = c.profile
    item = c.group("listitem", parent=lst)
    square = c.dwg.rect(
        (c.left, y - box + (box - p.text_mm * CAP_HEIGHT) / 2),
        (box, box),
        fill="none",
        stroke=p.foreground,
        stroke_width=round(max(p.line_width * 0.6, 0.4), 3),  # as _set measures it
    )
    c.group(hidden=True).add(square)  # a box to tick: decoration, the item's words say what to do
    for line in c.metrics.wrap(text, p.text_mm, c.width - indent):
        c.text(line, c.left + indent, y, group=item)
        y += p.text_mm * p.line_spacing
    return y + p.text_mm * 0.25
