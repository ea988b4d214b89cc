"""A kit's braille volumes (the rules, the quick reference, the host key, each record form), laid
out once as pages (writers.braille_pages) for the BRF and the PEF writers alike.

Every text is translated by liblouis at the profile's grade (`braille_grade`), and the pages take
the profile's geometry (`braille_cells`, `braille_lines`, `braille_duplex`). The rules carry the
print page indicators of rules.pdf, where the printed card's pages begin (pipeline.Products'
rules card, the same starts the talking book's page list uses), and a transcriber's note where
a worked example's diagrams stand in print: in braille they are raised sheets of swell.pdf.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from accessible_kits import braille
from accessible_kits.model import (
    BRAILLE_RULES_FILE,
    BRAILLE_SUMMARY_FILE,
    RAISED_SHEETS_FILE,
    RECORDS_FOLDER,
    Bullets,
    ExampleBlock,
    Para,
    Steps,
)
from accessible_kits.writers import listing
from accessible_kits.writers.braille_pages import Geometry, Item, Page, text_pages, title_page, volume
from accessible_kits.writers.epub import page_marks
from accessible_kits.writers.rules_html import block_key


@dataclass(frozen=True)
class Volume:
    """One braille volume: its file stem in the kit, its print title (the PEF's dc:title), and its pages."""

    stem: str
    title: str
    pages: tuple[Page, ...]


# (kind, text, key): kind heading, para, item, note or form; key the block of rules.pdf it is (or "")
Block = tuple[str, str, str]


def rule_blocks(kit, diagram_sheets: dict[int, list[int]] | None = None, key=None) -> list[Block]:
    """The rules in reading order, each with the key of its block in rules.pdf (rules_html.block_key).
    `diagram_sheets`: for each worked example (from 1), the raised sheets its diagrams are on;
    `key`: the drawn key sheet (a render Page), transcribed after the sheets section."""
    out: list[Block] = [("heading", kit.title, "title"), ("para", kit.tagline.text, "")]
    n_example = 0
    for i, sec in enumerate(kit.sections, 1):
        out.append(("heading", sec.heading, sec.id))
        for j, block in enumerate(sec.blocks, 1):
            match block:
                case Para(text):
                    out.append(("para", text, block_key(i, j)))
                case Steps(items):
                    out += [("item", f"{k}. {item}", block_key(i, j, k)) for k, item in enumerate(items, 1)]
                case Bullets(items):
                    out += [("item", item, block_key(i, j, k)) for k, item in enumerate(items, 1)]
                case ExampleBlock(ex):
                    n_example += 1
                    out.append(("para", ex.name, block_key(i, j)))
                    out += [("item", f"{k}. {line}", block_key(i, j, k)) for k, line in enumerate(ex.lines, 1)]
                    if ex.diagrams:
                        sheets = (diagram_sheets or {}).get(n_example, [])
                        out.append(("note", diagram_note(len(ex.diagrams), sheets), block_key(i, j, "f1")))
                        out += [("", "", block_key(i, j, f"f{m}")) for m in range(2, len(ex.diagrams) + 1)]
        if sec.id == "sheets" and key is not None and key.key:
            out += key_blocks(key)
    return out


def key_blocks(key) -> list[Block]:
    """The key sheet's entries (render.sheets.key_page), each symbol and texture with its meaning, so
    a reader of the braille rules knows them before finding the sheet; a transcriber's note says why."""
    note = f"Here is what the key sheet of {RAISED_SHEETS_FILE} says."
    return [("heading", key.title, ""), ("note", note, "")] + [("item", entry, "") for entry in key.key]


def diagram_note(diagrams: int, sheets: list[int]) -> str:
    """The transcriber's note where an example's diagrams stand in print: where the hand finds them."""
    drawn = "1 diagram of this example stands" if diagrams == 1 else f"{diagrams} diagrams of this example stand"
    where = f"raised sheet {sheets[0]}" if len(sheets) == 1 else f"raised sheets {listing([str(s) for s in sheets])}"
    return f"In print, {drawn} here. {'It is' if diagrams == 1 else 'They are'} on {where} of {RAISED_SHEETS_FILE}."


def section_blocks(title: str, sections) -> list[Block]:
    """The quick reference or the host key: a title heading, then each section's blocks."""
    out: list[Block] = [("heading", title, "")]
    for sec in sections:
        out.append(("heading", sec.heading, ""))
        for block in sec.blocks:
            match block:
                case Para(text):
                    out.append(("para", text, ""))
                case Steps(items):
                    out += [("item", f"{k}. {item}", "") for k, item in enumerate(items, 1)]
                case Bullets(items):
                    out += [("item", item, "") for item in items]
                case ExampleBlock(ex):
                    out.append(("para", ex.name, ""))
                    out += [("item", f"{k}. {line}", "") for k, line in enumerate(ex.lines, 1)]
    return out


def record_blocks(title: str, sheet, table: str, cells: int) -> tuple[list[Block], int]:
    """A record sheet as a braille form: what each line holds, then one numbered line for each
    row of the print sheet; and how many lines a row takes (more than one when the longest
    entry needs them)."""

    def part(c) -> str:
        return f"{c.name}: write y in place of a tick." if c.tick else f"{c.name}: {c.hint}."

    sample = " ".join(c.longest or "y" for c in sheet.columns)
    (row,) = braille.translate([f"{sheet.rows}. {sample}"], table, braille.BRF)
    out: list[Block] = [
        ("heading", f"{title}: {sheet.title}", ""),
        ("para", "Emboss this form. Then write on it with a braille writer.", ""),
        (
            "para",
            f"Each numbered line is one row of the print sheet. Write its {len(sheet.columns)} parts "
            "in this order, with a space between them.",
            "",
        ),
    ]
    out += [("item", f"{i}. {part(c)}", "") for i, c in enumerate(sheet.columns, 1)]
    out += [("para", line, "") for line in sheet.footer]
    out.append(("heading", "The lines to fill in", ""))
    out += [("form", f"{n}.", "") for n in range(1, sheet.rows + 1)]
    return out, math.ceil(len(row) / cells)


def _items(blocks: list[Block], cells: list[str], marks: dict[str, list[int]], height: int) -> list[Item]:
    """Translated blocks as layout items, a print page change before each block a printed page
    begins with (print pages that begin at one place, with nothing between, are one indicator)."""
    out: list[Item] = []
    waiting: list[int] = []

    def flush() -> None:
        if waiting:
            label = braille.number(waiting[0]) + (f"-{braille.number(waiting[-1])}" if len(waiting) > 1 else "")
            out.append(Item("page", label, page=waiting[-1]))
            waiting.clear()

    for (kind, _, key), text in zip(blocks, cells, strict=True):
        waiting.extend(p for p in marks.get(key, []) if p > 1)
        if kind:
            flush()
            out.append(Item(kind, text, height if kind == "form" else 1))
    waiting.extend(p for p in marks.get("end", []) if p > 1)
    flush()
    return out


def _title_words(what: str, pages: int, profile, printed: int = 0) -> list[str]:
    """The title page's words after the title: what the volume holds, its braille, its embossing."""
    held = f"This volume holds {what}, on {pages} braille pages." if pages > 1 else f"This volume holds {what}."
    if printed:
        held += f" In print they are the {printed} pages of rules.pdf." if printed > 1 else " In print it is rules.pdf."
    sides = "interpoint, on both sides" if profile.braille_duplex == "interpoint" else "single-sided"
    return [
        f"Unified English Braille, {braille.GRADE_WORDS[profile.braille_grade]}.",
        held,
        f"Emboss it {sides}, {profile.braille_cells} cells by {profile.braille_lines} lines.",
        "Transcribed by accessible-kits from the game file.",
    ]


def make_volume(stem: str, title: str, what: str, blocks: list[Block], profile, **kw) -> Volume:
    """Translate one volume's blocks and lay out its pages: title page, then text.
    Keywords: `marks` (print pages by block key), `printed` (rules.pdf's pages), `height` (a form line's)."""
    g = Geometry.of(profile)
    table = braille.table(profile.braille_grade)
    marks, printed = kw.get("marks", {}), kw.get("printed", 0)
    # one call of liblouis for the volume: the running head, then every block
    head, *cells = braille.translate([title] + [text for _, text, _ in blocks], table, braille.BRF)
    text = text_pages(head, _items(blocks, cells, marks, kw.get("height", 1)), g, print_pages=bool(printed))
    words = braille.translate([title, *_title_words(what, len(text), profile, printed)], table, braille.BRF)
    return Volume(stem, title, tuple(volume(title_page(words, g), text, g)))


def diagram_sheets(pages) -> dict[int, list[int]]:
    """For each worked example (from 1), the raised sheets (numbered in swell.pdf) its diagrams are on,
    read from the drawn pages' own labels ("Example 2: After D2")."""
    raised = [p for p in pages if p.swell]
    out: dict[int, list[int]] = {}
    for n, page in enumerate(raised, 1):
        for example in sorted({int(m) for m in re.findall(r'aria-label="Example (\d+): ', page.svg)}):
            out.setdefault(example, []).append(n)
    return out


def volumes(kit, profile, ctx) -> list[Volume]:
    """Every braille volume of a kit with braille on, in file order; none without braille."""
    if not profile.braille:
        return []
    card = ctx.rules_card()
    rules = make_volume(
        BRAILLE_RULES_FILE.removesuffix(".brf"),
        kit.title,
        "the rules",
        rule_blocks(kit, diagram_sheets(ctx.pages()), next((p for p in ctx.pages() if p.id == "key"), None)),
        profile,
        marks=page_marks(card.pages, dict(card.starts)),
        printed=card.pages,
    )
    out = [
        rules,
        make_volume(
            BRAILLE_SUMMARY_FILE.removesuffix(".brf"),
            f"{kit.title}: quick reference",
            "the quick reference",
            section_blocks(f"{kit.title}: quick reference", kit.summary),
            profile,
        ),
        make_volume(
            "host-key/host-key",
            f"{kit.title}: host key",
            "the host key",
            section_blocks(f"{kit.title}: host key", kit.host_key),
            profile,
        ),
    ]
    for sheet in kit.record_sheets:
        blocks, height = record_blocks(kit.title, sheet, braille.table(profile.braille_grade), profile.braille_cells)
        out.append(
            make_volume(
                f"{RECORDS_FOLDER}/{sheet.id}",
                f"{kit.title}: {sheet.title}",
                f"a form for the {sheet.title.lower()}",
                blocks,
                profile,
                height=height,
            )
        )
    return out
