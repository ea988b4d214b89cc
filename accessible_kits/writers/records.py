"""Record sheets as CSV and plain-text templates, for a scribe with a spreadsheet or screen reader."""

from __future__ import annotations

import csv
import io

from accessible_kits.model import RECORDS_FOLDER
from accessible_kits.writers import File


def cell(text: str) -> str:
    """A CSV cell a spreadsheet shows as text: one that starts like a formula (=, +, -, @, tab,
    carriage return) gets a leading apostrophe, the OWASP advice against formula injection."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def write(kit, profile, ctx) -> list[File]:
    out = []
    for sheet in kit.record_sheets:
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow([cell(c.name) for c in sheet.columns])
        for _ in range(sheet.rows):
            w.writerow([""] * len(sheet.columns))
        out.append(File(f"{RECORDS_FOLDER}/{sheet.id}.csv", buf.getvalue().encode("utf-8"), f"{sheet.title}, CSV", "scribe"))
        lines = [f"{kit.title}: {sheet.title}", "", sheet.instructions, "",
                 f"Each row has {len(sheet.columns)} parts:"]
        lines += [f"{i}. {c.name}: {c.hint}." for i, c in enumerate(sheet.columns, 1)]
        lines += ["", f"There is room for {sheet.rows} rows.", ""]
        lines += [f"Row {n}: " + ", ".join(f"{c.name}:" for c in sheet.columns) for n in range(1, sheet.rows + 1)]
        if sheet.footer:
            lines += [""] + list(sheet.footer)
        out.append(File(f"{RECORDS_FOLDER}/{sheet.id}.txt", ("\n".join(lines) + "\n").encode("utf-8"), f"{sheet.title}, plain text", "scribe"))
    return out
