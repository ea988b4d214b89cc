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
    """records/<sheet>.csv (a header row, then empty rows) and records/<sheet>.txt (how to fill
    each row, then the rows to fill) for every record sheet of the kit."""
    out = []
    for sheet in kit.record_sheets:
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow([cell(c.name) for c in sheet.columns])
        for _ in range(sheet.rows):
            w.writerow([""] * len(sheet.columns))
        csv_data = buf.getvalue().encode("utf-8")
        out.append(File(f"{RECORDS_FOLDER}/{sheet.id}.csv", csv_data, f"{sheet.title}, CSV", "scribe"))
        lines = [f"{kit.title}: {sheet.title}", "", sheet.instructions, "", f"Each row has {len(sheet.columns)} parts:"]
        lines += [f"{i}. {c.name}: {c.hint}." for i, c in enumerate(sheet.columns, 1)]
        lines += ["", f"There is room for {sheet.rows} rows.", ""]
        lines += [f"Row {n}: " + ", ".join(f"{c.name}:" for c in sheet.columns) for n in range(1, sheet.rows + 1)]
        if sheet.footer:
            lines += [""] + list(sheet.footer)
        for f in sheet.fields:  # an entry under the table, like the match's result: its hint, then its place
            lines += ["", f"{f.name}: {f.hint}.", f"{f.name}:"]
        text = ("\n".join(lines) + "\n").encode("utf-8")
        out.append(File(f"{RECORDS_FOLDER}/{sheet.id}.txt", text, f"{sheet.title}, plain text", "scribe"))
    return out
