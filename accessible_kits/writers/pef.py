"""A PEF (Portable Embosser Format 1.0, DAISY's braille format for embossers) beside every BRF:
the same braille volumes (writers.braille_volumes), page for page and row for row, in Unicode
braille, with the page geometry a BRF leaves to the embosser's settings (cols, rows, duplex: the
profile's braille_cells, braille_lines and braille_duplex) and its metadata (title, language,
identifier, a fixed date so the same inputs give the same bytes).

The schema the tests validate against is data/pef-2008-1.rng: the specification authors' own RelaxNG
grammar, as DAISY Pipeline 2 ships it (its licence in its header).
"""

from __future__ import annotations

import uuid
from xml.sax.saxutils import escape

from accessible_kits import braille
from accessible_kits.model import BRAILLE_HOST_FILE
from accessible_kits.writers import File
from accessible_kits.writers.braille_pages import Geometry
from accessible_kits.writers.braille_volumes import Volume, volumes

NS = "http://www.daisy.org/ns/2008/pef"
DC = "http://purl.org/dc/elements/1.1/"
DATE = "2026-01-01"  # fixed, as the talking book's: a PEF is the same bytes in every build
MEDIA_TYPE = "application/x-pef+xml"
LABELS = {
    "rules": ("Rules, braille for embossers (PEF)", "read"),
    "summary": ("Quick reference, braille for embossers (PEF)", "read"),
    BRAILLE_HOST_FILE.removesuffix(".brf"): ("Host key, braille (PEF)", "host"),
}


def pef(v: Volume, g: Geometry, identifier: str, description: str) -> bytes:
    """One volume as a PEF document: one volume element, one section, a page for each braille page
    and a row for each of its lines (a blank line is an empty row)."""
    rows = []
    for page in v.pages:
        lines = "".join(f"<row>{braille.to_unicode(line)}</row>" if line else "<row/>" for line in page.lines)
        rows.append(f"      <page>{lines}</page>\n")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<pef version="2008-1" xmlns="{NS}">\n'
        f'  <head>\n    <meta xmlns:dc="{DC}">\n'
        f"      <dc:format>{MEDIA_TYPE}</dc:format>\n"
        f"      <dc:identifier>{identifier}</dc:identifier>\n"
        f"      <dc:title>{escape(v.title)}</dc:title>\n"
        "      <dc:language>en</dc:language>\n"
        f"      <dc:description>{escape(description)}</dc:description>\n"
        f"      <dc:date>{DATE}</dc:date>\n"
        "    </meta>\n  </head>\n  <body>\n"
        f'    <volume cols="{g.cells}" rows="{g.lines}" rowgap="0" duplex="{str(g.interpoint).lower()}">\n'
        f"    <section>\n{''.join(rows)}    </section>\n"
        "    </volume>\n  </body>\n</pef>\n"
    ).encode()


def write(kit, profile, ctx) -> list[File]:
    """A PEF for each braille volume (rules, quick reference, host key, record forms); none without braille."""
    g = Geometry.of(profile)
    sides = "interpoint (both sides)" if g.interpoint else "single-sided"
    description = (
        f"Unified English Braille, {braille.GRADE_WORDS[profile.braille_grade]}; "
        f"{g.cells} cells by {g.lines} lines, {sides}."
    )
    titles = {f"records/{s.id}": s.title for s in kit.record_sheets}
    out = []
    for v in volumes(kit, profile, ctx):
        uid = uuid.uuid5(uuid.NAMESPACE_URL, f"accessible-kits:{kit.game_id}:{profile.id}:{v.stem}.pef")
        label, group = LABELS.get(v.stem) or (f"{titles[v.stem]}, braille form to emboss (PEF)", "scribe")
        data = pef(v, g, f"urn:uuid:{uid}", description)
        out.append(File(f"{v.stem}.pef", data, label, group, MEDIA_TYPE))
    return out
