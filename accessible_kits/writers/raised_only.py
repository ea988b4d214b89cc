"""swell-raised-only.pdf: a tactile kit's raised sheets with no flat ink at all, for a black-only
printer or a copier.

Why a file of its own: the flat ink (the profile's `flat_ink`, print for a sighted partner) stays
flat only from a colour printer. A black-only printer or a copier prints that colour as a halftone
of black toner, and the heater raises those dots beside the braille. This file is swell.pdf's pages
with every element drawn in the flat ink taken out (print, cut lines, the scale bar), so what is
left is what the hand reads: lines, textures, braille, point symbols and the orientation mark.
The pages' words for a screen reader say what is true of them: the tokens are cut midway
between one token's dots and the next, as no cut line is printed.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace

from accessible_kits.model import RAISED_ONLY_FILE
from accessible_kits.writers import File

SVG = "http://www.w3.org/2000/svg"
NAMESPACES = {"": SVG, "xlink": "http://www.w3.org/1999/xlink", "ev": "http://www.w3.org/2001/xml-events"}


def without_ink(svg: str, ink: str) -> str:
    """An SVG page with every element filled or stroked in `ink` taken out, and the groups this
    leaves empty (a heading, a paragraph) taken out too, so no tag of the PDF is left with nothing."""
    for prefix, uri in NAMESPACES.items():
        ET.register_namespace(prefix, uri)
    root = ET.fromstring(svg)
    _prune(root, ink.lower())
    return ET.tostring(root, encoding="unicode")


def _prune(node, ink: str) -> None:
    """Take out of `node` each child in the ink, then each group left with no child."""
    for child in list(node):
        if ink in (child.get("fill", "").lower(), child.get("stroke", "").lower()):
            node.remove(child)
            continue
        _prune(child, ink)
        if child.tag == f"{{{SVG}}}g" and len(child) == 0:
            node.remove(child)


def write(kit, profile, ctx) -> list[File]:
    """swell-raised-only.pdf, tagged PDF/UA-1 like swell.pdf, when the kit has raised sheets."""
    from accessible_kits.cache import memo
    from accessible_kits.render.layout import ink_words
    from accessible_kits.render.raised import without_cut_lines
    from accessible_kits.versions import render_key
    from accessible_kits.writers.print_pdf import pdf_from_pages

    ink = ink_words(profile.flat_ink)
    raised = [
        replace(
            p,
            svg=without_cut_lines(without_ink(p.svg, profile.flat_ink), ink),
            description=without_cut_lines(p.description, ink),
        )
        for p in ctx.pages()
        if p.swell
    ]
    if not raised:
        return []
    title = f"{kit.title}: raised sheets without print ({profile.name})"
    key = ("tagged-pdf", title, *(p.title for p in raised), *(p.svg for p in raised), *render_key(profile))
    data = memo(ctx.options, key, lambda: pdf_from_pages(raised, title))
    return [File(RAISED_ONLY_FILE, data, "Raised sheets without print, for a black-only printer (PDF)", "print")]
