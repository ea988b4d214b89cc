"""A kit's blank page: a Canvas on the paper the page is printed on, with the patterns it may use.

Every kind of page (render.sheets, render.record_sheets, render.text_pages) starts here, so a
raised sheet is always on swell paper with only the raised textures defined, and a print
page always on the profile's paper with the print patterns.
"""

from __future__ import annotations

from accessible_kits.fonts import Metrics
from accessible_kits.model import Kit
from accessible_kits.profile import Profile
from accessible_kits.render import boards as draw
from accessible_kits.render import tactile
from accessible_kits.render.canvas import Canvas, page_size


def blank_page(
    kit: Kit,
    profile: Profile,
    m: Metrics,
    title: str,
    subtitle: str,
    *,
    desc: str,
    labels=None,
    braille_title: str | None = None,
    orientation: str | None = None,
    compact: bool = False,
    note: str = "",
    scale: bool = True,
    footer: str = "",
) -> Canvas:
    """A page: a raised sheet (on swell paper, with braille) when given braille `labels`, else a
    plain one; in the profile's orientation unless another is given. `compact`: a board sheet's
    one-line heading and footer; `note`: the footer's print note, for a sheet printed another way
    (pieces on card); `scale` False: a page where scale does not matter (a text page, a record
    sheet), with a one-line heading, no scale bar and at most the `footer` line (Canvas)."""
    paper = profile.swell_paper if labels else profile.paper
    c = Canvas(
        profile,
        m,
        title,
        subtitle,
        desc,
        size=page_size(paper, orientation or profile.orientation),
        braille=labels,
        braille_title=braille_title,
        compact=compact,
        note=note,
        scale=scale,
        footer=footer,
    )
    if labels:
        tactile.swell_defs(c)  # only the raised textures: the print patterns' fine lines must not rise
    else:
        draw.defs(c)
    return c
