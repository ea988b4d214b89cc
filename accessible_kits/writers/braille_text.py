"""rules.brf and rules-braille.txt (and the host key's, the quick reference's and the record
forms'), when the profile turns braille on.

Headings are centred with a blank line before them; paragraphs start in cell 3 and run
over to cell 1; numbered steps and list items start in cell 1 and run over to cell 3.
A record form's numbered lines are left blank, to be written on with a braille writer.
"""

from __future__ import annotations

import math

from accessible_kits import braille
from accessible_kits.model import (
    BRAILLE_RULES_FILE,
    BRAILLE_SUMMARY_FILE,
    RECORDS_FOLDER,
    Bullets,
    ExampleBlock,
    Para,
    Steps,
)
from accessible_kits.writers import File


def blocks(title: str, intro: list[str], sections) -> list[tuple[str, str]]:
    """(kind, text) in reading order: kind is heading, para or item."""
    out = [("heading", title)] + [("para", p) for p in intro]
    for sec in sections:
        out.append(("heading", sec.heading))
        for block in sec.blocks:
            match block:
                case Para(text):
                    out.append(("para", text))
                case Steps(items):
                    out += [("item", f"{i}. {item}") for i, item in enumerate(items, 1)]
                case Bullets(items):
                    out += [("item", item) for item in items]
                case ExampleBlock(ex):
                    out.append(("para", f"Example: {ex.title}"))
                    out += [("item", f"{i}. {line}") for i, line in enumerate(ex.lines, 1)]
    return out


def record_form(title: str, sheet) -> tuple[list[tuple[str, str]], int]:
    """A record sheet as a braille form: what each line holds, then one numbered line for each
    row of the print sheet; and how many lines a row takes (more than one when the longest
    entry needs them)."""

    def part(c) -> str:
        return f"{c.name}: write y in place of a tick." if c.tick else f"{c.name}: {c.hint}."

    sample = " ".join(c.longest or "y" for c in sheet.columns)
    (cells,) = braille.translate([f"{sheet.rows}. {sample}"], braille.GRADE1, braille.BRF)
    height = math.ceil(len(cells) / braille.CELLS)
    out = [
        ("heading", f"{title}: {sheet.title}"),
        ("para", "Emboss this form. Then write on it with a braille writer."),
        (
            "para",
            f"Each numbered line is one row of the print sheet. Write its {len(sheet.columns)} parts "
            "in this order, with a space between them.",
        ),
    ]
    out += [("item", f"{i}. {part(c)}") for i, c in enumerate(sheet.columns, 1)]
    out += [("para", line) for line in sheet.footer]
    out.append(("heading", "The lines to fill in"))
    out += [("form", f"{n}.") for n in range(1, sheet.rows + 1)]
    return out, height


def layout(items: list[tuple[str, str]], display: str, form_height: int = 1) -> str:
    """`form_height`: the lines a record form's numbered line takes, itself and the blank ones after it."""
    space = "\u2800" if display == braille.UNICODE else " "
    translated = braille.translate([text for _, text in items], braille.GRADE2, display)
    lines: list[str] = []
    body = braille.LINES - 1  # the lines of text on a page; the last has its number
    for (kind, _), raw in zip(items, translated, strict=True):
        cells = raw.replace(" ", space) if display == braille.UNICODE else raw
        if kind == "form":  # a numbered line to write on, its rows kept on one page
            if len(lines) % body + form_height > body:
                lines += [""] * (body - len(lines) % body)
            lines += [cells] + [""] * (form_height - 1)
        elif kind == "heading":
            if lines:
                lines.append("")
            for line in braille.wrap(cells, braille.CELLS, space=space):
                pad = (braille.CELLS - len(line)) // 2
                lines.append(space * pad + line)
        elif kind == "para":
            lines += braille.wrap(cells, braille.CELLS, first=2, rest=0, space=space)
        else:
            lines += braille.wrap(cells, braille.CELLS, first=0, rest=2, space=space)
    numbers: dict[int, str] = {}

    def number(n: int) -> str:
        if n not in numbers:
            (numbers[n],) = braille.translate([str(n)], braille.GRADE1, display)
        return numbers[n].replace(" ", space)

    return braille.paginate(lines, number, space)


def write(kit, profile, ctx) -> list[File]:
    """The rules, the quick reference, the host key and each record form in braille (BRF to
    emboss, and the rules in Unicode braille to read on screen); nothing when braille is off."""
    if not profile.braille:
        return []
    rules = blocks(kit.title, [kit.tagline.text], kit.sections)
    summary = blocks(f"{kit.title}: quick reference", [], kit.summary)
    host = blocks(f"{kit.title}: host key", [], kit.host_key)
    out = [
        File(
            BRAILLE_RULES_FILE, layout(rules, braille.BRF).encode("ascii"), "Rules, braille for embossers (BRF)", "read"
        ),
        File("rules-braille.txt", layout(rules, braille.UNICODE).encode("utf-8"), "Rules, Unicode braille", "read"),
        File(
            BRAILLE_SUMMARY_FILE,
            layout(summary, braille.BRF).encode("ascii"),
            "Quick reference, braille for embossers (BRF)",
            "read",
        ),
        File("host-key/host-key.brf", layout(host, braille.BRF).encode("ascii"), "Host key, braille (BRF)", "host"),
    ]
    for sheet in kit.record_sheets:
        items, height = record_form(kit.title, sheet)
        out.append(
            File(
                f"{RECORDS_FOLDER}/{sheet.id}.brf",
                layout(items, braille.BRF, height).encode("ascii"),
                f"{sheet.title}, braille form to emboss (BRF)",
                "scribe",
            )
        )
    return out
