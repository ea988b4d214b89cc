"""Writers: one module per output format, each `write(kit, profile, ctx) -> {filename: bytes}`.

A new format is one module and one line in WRITERS. Order matters only where a
writer reads what an earlier one wrote (the kit page lists every file).
"""

from __future__ import annotations

from importlib import import_module

# (name, module): modules are imported when used, so the CLI starts fast.
WRITERS = [
    ("rules-text", "accessible_kits.writers.rules_text"),
    ("svg", "accessible_kits.writers.svg_pages"),
    ("pdf", "accessible_kits.writers.print_pdf"),
    ("png", "accessible_kits.writers.previews"),
    ("records", "accessible_kits.writers.records"),
    ("rules-html", "accessible_kits.writers.rules_html"),
    ("rules-pdf", "accessible_kits.writers.rules_pdf"),
    ("spoken", "accessible_kits.writers.spoken"),
    ("braille", "accessible_kits.writers.braille_text"),
    ("epub", "accessible_kits.writers.epub"),  # after spoken: it plays the chapter MP3s
    ("kit-page", "accessible_kits.writers.kit_page"),  # last: it links what the others wrote
]


def writer(module: str):
    return import_module(module).write
