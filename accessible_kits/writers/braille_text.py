"""rules.brf and rules-braille.txt (and the host key's, the quick reference's and the record
forms' BRF), when the profile turns braille on.

The pages are the kit's braille volumes (writers.braille_volumes), in the layout of BANA's
Braille Formats (writers.braille_pages): a BRF is braille ASCII, lines ending CR LF, pages
apart by a form feed, as embossers expect; rules-braille.txt is the same pages in Unicode braille.
A record form's numbered lines are left blank, to be written on with a braille writer.
"""

from __future__ import annotations

from accessible_kits.model import BRAILLE_HOST_FILE
from accessible_kits.writers import File
from accessible_kits.writers.braille_pages import brf, unicode_text
from accessible_kits.writers.braille_volumes import volumes

# (stem, label, group) of each volume's BRF on the kit page; a record form's from its sheet
LABELS = {
    "rules": ("Rules, braille for embossers (BRF)", "read"),
    "summary": ("Quick reference, braille for embossers (BRF)", "read"),
    BRAILLE_HOST_FILE.removesuffix(".brf"): ("Host key, braille (BRF)", "host"),
}


def write(kit, profile, ctx) -> list[File]:
    """The rules, the quick reference, the host key and each record form in braille (BRF to
    emboss, and the rules in Unicode braille to read on screen); nothing when braille is off."""
    titles = {f"records/{s.id}": s.title for s in kit.record_sheets}
    out = []
    for v in volumes(kit, profile, ctx):
        label, group = LABELS.get(v.stem) or (f"{titles[v.stem]}, braille form to emboss (BRF)", "scribe")
        out.append(File(f"{v.stem}.brf", brf(list(v.pages)), label, group))
        if v.stem == "rules":
            out.append(File("rules-braille.txt", unicode_text(list(v.pages)), "Rules, Unicode braille", "read"))
    return out
