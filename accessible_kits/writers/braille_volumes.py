"""A kit's braille volumes (the rules, the quick reference, the host key, each record form), laid
out once as pages (writers.braille_pages) for the BRF and the PEF writers alike.

Every text is translated by liblouis at the profile's grade (`braille_grade`), and the pages take
the profile's geometry (`braille_cells`, `braille_lines`, `braille_duplex`). The rules carry the
print page indicators of rules.pdf, where the printed card's pages begin (pipeline.Products'
rules card, the same starts the talking book's page list uses), and a transcriber's note where
a worked example's diagrams stand in print: in braille they are raised sheets of swell.pdf.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from accessible_kits import braille, model
from accessible_kits.compose.common import diagram_titles
from accessible_kits.compose.sheet_words import first_diagram
from accessible_kits.model import (
    BRAILLE_HOST_FILE,
    BRAILLE_RULES_FILE,
    BRAILLE_SUMMARY_FILE,
    RAISED_SHEETS_FILE,
    RECORDS_FOLDER,
    Bullets,
    ExampleBlock,
    Para,
    Steps,
)
from accessible_kits.writers import card_text, listing
from accessible_kits.writers.braille_breaks import NUMBERED, apart
from accessible_kits.writers.braille_emboss import counted
from accessible_kits.writers.braille_forms import forms_blocks
from accessible_kits.writers.braille_pages import Geometry, Item, Page, text_pages, title_page, volume
from accessible_kits.writers.braille_prelims import Marks, Sheets, contents, prelim_pages, t_page
from accessible_kits.writers.epub import page_marks
from accessible_kits.writers.rules_html import block_key


@dataclass(frozen=True)
class Volume:
    """One braille volume: its file stem in the kit, its print title (the PEF's dc:title), and its pages."""

    stem: str
    title: str
    pages: tuple[Page, ...]


# (kind, text, key): kind heading, minor (a cell-5 heading), para, item, note or form; key its block in rules.pdf
Block = tuple[str, str, str]
START = "the board before the example's first move"  # what a diagram titled Before shows: "before" what? (READER24 #5)


def rule_blocks(kit, diagram_sheets: dict[int, list[Sheet]] | None = None, key=None) -> list[Block]:
    """The rules in reading order, each with the key of its block in rules.pdf (rules_html.block_key).
    `diagram_sheets`: for each worked example (from 1), the raised sheets its diagrams are on;
    `key`: the drawn key sheet (a render Page), transcribed after the sheets section."""
    out: list[Block] = [("heading", kit.title, "title"), ("para", kit.tagline.text, "")]
    n_example = 0
    said = ""  # the example's titles paragraph, which the note before it already gives sheet by sheet
    for i, sec in enumerate(kit.sections, 1):
        out.append(("heading", sec.heading, sec.id))
        for j, block in enumerate(sec.blocks, 1):
            match block:
                case Para(text) if text == said:  # the note said it (round 18); its key kept, as a diagram's,
                    out.append(("", "", block_key(i, j)))  # so a page begun here is shown: "16-17" (round 20)
                case Para(text):
                    out.append(("para", text, block_key(i, j)))
                case Steps(items):
                    out += [("item", f"{k}. {item}", block_key(i, j, k)) for k, item in enumerate(items, 1)]
                case Bullets(items):
                    out += [("item", item, block_key(i, j, k)) for k, item in enumerate(items, 1)]
                case ExampleBlock(ex):
                    n_example += 1
                    out.append(("minor", ex.name, block_key(i, j)))  # a cell-5 heading under the section's
                    out += [_step(n, line, block_key(i, j, k)) for k, (n, line) in enumerate(ex.numbered, 1)]
                    if ex.diagrams:
                        sheets = (diagram_sheets or {}).get(n_example, [])
                        note = diagram_note([d.label for d in ex.diagrams], sheets)
                        out.append(("note", note, block_key(i, j, "f1")))
                        said = diagram_titles(n_example, [d.label for d in ex.diagrams])
                        out += [("", "", block_key(i, j, f"f{m}")) for m in range(2, len(ex.diagrams) + 1)]
        if sec.id == "sheets" and key is not None and key.key:
            out += key_blocks(key)
    return out


def _step(n: int, line: str, key: str) -> Block:
    """An example's step, numbered; a note between its steps (number 0) a paragraph, with no number."""
    return ("item", f"{n}. {line}", key) if n else ("para", line, key)


def key_blocks(key) -> list[Block]:
    """The key sheet's entries (render.sheets.key_page), each symbol and texture with its meaning, so
    a reader of the braille rules knows them before finding the sheet; a transcriber's note says why."""
    note = f"Here is what the key sheet of {RAISED_SHEETS_FILE} says."
    return [("heading", key.title, ""), ("note", note, "")] + [("item", entry, "") for entry in key.key]


@dataclass(frozen=True)
class Sheet:
    """A diagram sheet: its page in swell.pdf, and its braille title after the game's name."""

    page: int
    name: str


def diagram_note(labels: list[str], sheets: list[Sheet]) -> str:
    """The transcriber's note where an example's diagrams stand in print: each diagram by its title,
    with its sheet (`sheets`, in order) by the braille title a hand finds it by ("on raised sheets 4
    and 5": which was where, round 17; how to find sheet 4 by touch, round 18)."""
    on: dict[Sheet, list[str]] = {}
    for label, sheet in zip(labels, sheets, strict=True):  # a title inside a sentence, as compose says it
        title = label[0].lower() + label[1:]
        on.setdefault(sheet, []).append(f"{title} ({START})" if title == "before" else title)
    one = len(labels) == 1
    drawn = "1 diagram of this example stands" if one else f"{len(labels)} diagrams of this example stand"
    if len(on) == 1:
        ((sheet, titles),) = on.items()
        where = f"raised sheet titled {sheet.name}, page {sheet.page} of {RAISED_SHEETS_FILE}"
        shows = f"{'It shows' if one else 'They show'}: {listing(titles)}."  # apart: "before (...)" ran to 25 words
        return f"In print, {drawn} here. {'It is' if one else 'They are'} on the {where}. {shows}"
    where = f"raised sheets titled {listing([s.name for s in on])}, pages {listing([str(s.page) for s in on])}"
    where += f" of {RAISED_SHEETS_FILE}"
    each = " ".join(f"On the sheet titled {sheet.name}: {listing(titles)}." for sheet, titles in on.items())
    return f"In print, {drawn} here. They are on the {where}. {each}"


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
                    out.append(("minor", ex.name, ""))
                    out += [_step(n, line, "") for n, line in ex.numbered]
    return out


def _stream(blocks: list[Block]) -> list[tuple[str, int, int]]:
    """The rules' words as the card and the braille are compared: (a word, its block, its index in
    the block's text split at spaces); an item's list number is left out, as the card draws it apart."""
    out: list[tuple[str, int, int]] = []
    for b, (kind, text, _) in enumerate(blocks):
        for i, word in enumerate(text.split(" ") if kind in ("para", "item", "heading", "minor") else []):
            if not (kind == "item" and i == 0 and NUMBERED.fullmatch(word)):
                out += [(w, b, i) for w in card_text.words(word)]
    return out


def split_points(
    blocks: list[Block], words_at: dict[int, list[str]], starts: dict[int, str]
) -> dict[int, list[tuple[int, int]]]:
    """Where a page of rules.pdf begins inside a block (its page break falls in a paragraph or an
    item): for each such block, (the word, counted in its text split at spaces, that the page
    begins with, the page). `words_at`: the words each page begins with (card_text.page_starts);
    `starts`: the first block that begins on each page (rules_pdf.print_pages). A page is split
    into the block right before the first block that begins on it (or, for a page where none
    begins, before the next page's), so words that a diagram's caption shares with the text do
    not move a page; a page that begins at a block's start or with a diagram is not here."""
    stream = _stream(blocks)
    tokens = [w for w, _, _ in stream]
    index = {key: b for b, (_, _, key) in enumerate(blocks) if key}
    out: dict[int, list[tuple[int, int]]] = {}
    at = 0
    for page in sorted(words_at):
        want = words_at[page]
        nxt = next((index.get(starts[k], -1) for k in sorted(starts) if k >= page), len(blocks))
        # the words in the block the page is split into first: a page's first words said earlier on the page before
        # ("a letter that sounds like another comes ...", twice) put the line after the block, far from them
        seen = [p for p in range(at, len(tokens) - len(want) + 1) if tokens[p : p + len(want)] == want]
        found = next((p for p in seen if stream[p][1] == nxt - 1), seen[0] if seen else None)
        if len(want) < 3 or found is None:
            continue  # too few words to be sure where, or a page that begins with a diagram
        _, b, i = stream[found]
        if i > 0 and b + 1 == nxt and blocks[b][0] not in ("heading", "minor"):
            words = blocks[b][1].split(" ")
            moved = apart(words, i, item=blocks[b][0] == "item")  # between sentences
            last = max((k for k, _ in out.get(b, [])), default=-1)
            if moved <= last:  # a page before it took this place: after the block too, else where it begins
                moved = len(words) if last == len(words) else i
            out.setdefault(b, []).append((moved, page))
            at = found + 1
    return out


def _pieces(blocks: list[Block], splits: dict[int, list[tuple[int, int]]]) -> list[list[str]]:
    """Each block's text, cut where print pages begin inside it."""
    out = []
    for b, (_, text, _) in enumerate(blocks):
        words = text.split(" ")
        # a page at 0 stands before the block, one at its end after it (braille_breaks.apart): neither cuts it
        cuts = [0, *[i for i, _ in splits.get(b, []) if 0 < i < len(words)], len(words)]
        out.append([" ".join(words[x:y]) for x, y in pairwise(cuts)])
    return out


def _items(
    blocks: list[Block], cells: list[list[str]], marks: dict[str, list[int]], height: int, splits=None
) -> list[Item]:
    """Translated blocks as layout items, a print page change before each block a printed page
    begins with (print pages that begin at one place, with nothing between, are one indicator),
    and inside a block where a printed page begins in it (`splits`: the block goes on after the
    indicator at its runover margin; a split at the block's last word stands after the block)."""
    out: list[Item] = []
    waiting: list[int] = []
    splits = splits or {}

    def flush() -> None:
        if waiting:
            label = braille.number(waiting[0]) + (f"-{braille.number(waiting[-1])}" if len(waiting) > 1 else "")
            out.append(Item("page", label, page=waiting[-1]))
            waiting.clear()

    for b, ((kind, _, key), parts) in enumerate(zip(blocks, cells, strict=True)):
        waiting.extend(p for p in marks.get(key, []) if p > 1)
        if kind:
            waiting.extend(page for i, page in splits.get(b, []) if not i)  # begun at a list item's number
            flush()
            out.append(Item(kind, parts[0], height if kind == "form" else 1))
            n = len(blocks[b][1].split(" "))
            inside = [(i, page) for i, page in splits.get(b, []) if 0 < i < n]
            for (_, page), part in zip(inside, parts[1:], strict=True):
                out += [Item("page", braille.number(page), page=page), Item(f"{kind}+", part)]
            waiting.extend(page for i, page in splits.get(b, []) if i >= n)  # moved to the block's end
    waiting.extend(p for p in marks.get("end", []) if p > 1)
    flush()
    return out


def _title_words(contents: str, profile, printed: int = 0) -> list[str]:
    """The title page's words after the title: its braille, what the volume holds, its embossing."""
    held = contents
    if printed:
        held += f" In print they are the {printed} pages of rules.pdf." if printed > 1 else " In print it is rules.pdf."
    sides = "interpoint, on both sides" if profile.braille_duplex == "interpoint" else "single-sided"
    return [
        f"Unified English Braille, {braille.GRADE_WORDS[profile.braille_grade]}.",
        held,
        f"Emboss it {sides}, {profile.braille_cells} cells by {profile.braille_lines} lines.",
        "Transcribed by accessible-kits from the game file.",
    ]


def _prelims(has_notes: bool, sheets: Sheets, g: Geometry, printed: int, table: str, *, marks: Marks | None = None):
    """The t pages after the title page (in interpoint after its blank back, and a blank page more
    when the text would begin on a left-hand page), and the contents entries of the named ones.
    `marks`: the forms of print page indicator with two numbers the text pages show."""
    n = 3 if g.interpoint else 2
    pages: list[Page] = []
    named: list[tuple[str, int, int]] = []  # each part's name, first and last t page
    for name, lines in prelim_pages(has_notes, sheets, g, printed=bool(printed), table=table, marks=marks):
        first = named.pop()[1] if named and named[-1][0] == name else n
        named.append((name, first, n))
        pages.append(t_page(lines, n, g))
        n += 1
    if g.interpoint and n % 2 == 0:
        pages.append(t_page([], n, g))
    return pages, named


def make_volume(stem: str, title: str, what: str, blocks: list[Block], profile, **kw) -> Volume:
    """Translate one volume's blocks and lay out its pages: title page, special symbols and
    transcriber's notes pages, then text. Keywords: `marks` (print pages by block key), `printed`
    (rules.pdf's pages), `height` (a form line's), `sheets` (what the raised sheets hold)."""
    g = Geometry.of(profile)
    table = braille.table(profile.braille_grade)
    marks, printed = kw.get("marks", {}), kw.get("printed", 0)
    splits = kw.get("splits", {})
    pieces = _pieces(blocks, splits)
    # one call of liblouis for the volume: the running head, then every block (cut where print pages begin)
    head, *flat = braille.translate([title] + [p for parts in pieces for p in parts], table, braille.BRF)
    cells, n = [], 0
    for parts in pieces:
        cells.append(flat[n : n + len(parts)])
        n += len(parts)
    items = _items(blocks, cells, marks, kw.get("height", 1), splits)
    text = text_pages(head, items, g, print_pages=bool(printed))
    has_notes = any(kind == "note" for kind, _, _ in blocks)
    marks = Marks.of(text)
    prelims, named = _prelims(has_notes, kw.get("sheets", Sheets(False)), g, printed, table, marks=marks)
    words = braille.translate(
        [title, *_title_words(contents(what, len(text), named), profile, printed)], table, braille.BRF
    )
    return Volume(stem, title, tuple(volume(title_page(words, g), text, g, prelims)))


def raised_sheets(kit, profile, pages) -> Sheets:
    """What the kit's raised sheets hold for the symbols and notes pages: whether there are any,
    and the lone letters they label with (the column letters, the poison cell's P, the players' marks)."""
    from accessible_kits.render.drawers import board_labels

    raised = [p for p in pages if p.swell]
    used = set().union(*(p.symbols for p in raised)) if raised else set()
    columns = sorted(x for x in board_labels(kit.boards)[0] if len(x) == 1 and x.isalpha())
    labels: list[tuple[tuple[str, ...], str]] = []
    both: tuple[str, ...] = ()
    if columns:
        labels.append((tuple(columns), "The column letters of the boards"))
    if "poison" in used:
        labels.append(((model.POISON_LABEL,), "The poison cell's label"))
    if "owned" in used or any(p.id.startswith("pieces") for p in raised):
        whose = {pc.owner: pc.whose for pc in kit.pieces}
        marks = (profile.marks.white, profile.marks.black)
        what = f"The letters of {whose[0]} and {whose[1]} pieces" if len(whose) == 2 else "The players' letters"
        labels.append((marks, what))
        both = tuple(m for m in marks if m in columns)  # Black's B is column B's label too
    return Sheets(bool(raised), tuple(labels), both, title=kit.title, diagram=first_diagram(kit.examples))


def diagram_sheets(pages) -> dict[int, list[Sheet]]:
    """For each worked example (from 1), the raised sheet of each of its diagrams, in the order
    drawn, read from the drawn pages' own labels ("Example 2: After D2")."""
    from accessible_kits.render.raised import examples_name

    raised = [p for p in pages if p.swell]
    out: dict[int, list[Sheet]] = {}
    for n, page in enumerate(raised, 1):
        for example in re.findall(r'aria-label="Example (\d+): ', page.svg):  # on a diagram sheet, "examples-2"
            out.setdefault(int(example), []).append(Sheet(n, examples_name(int(page.id.rsplit("-", 1)[1]))))
    return out


def volumes(kit, profile, ctx) -> list[Volume]:
    """Every braille volume of a kit with braille on, in file order; none without braille. The
    other volumes are laid out first: the rules say how many pages each has (braille_emboss)."""
    if not profile.braille:
        return []
    card = ctx.rules_card()
    sheets = raised_sheets(kit, profile, ctx.pages())
    others = [
        make_volume(
            BRAILLE_SUMMARY_FILE.removesuffix(".brf"),
            f"{kit.title}: quick reference",
            "the quick reference",
            section_blocks(f"{kit.title}: quick reference", kit.summary),
            profile,
            sheets=sheets,
        ),
        make_volume(
            BRAILLE_HOST_FILE.removesuffix(".brf"),
            f"{kit.title}: host key",
            "the host key",
            section_blocks(f"{kit.title}: host key", kit.host_key),
            profile,
            sheets=sheets,
        ),
    ]
    table = braille.table(profile.braille_grade)
    forms, height = forms_blocks(kit.title, kit.record_sheets, table, profile.braille_cells)
    for sheet, form in zip(kit.record_sheets, forms, strict=True):
        others.append(
            make_volume(
                f"{RECORDS_FOLDER}/{sheet.id}",
                f"{kit.title}: {sheet.title}",
                f"a form for the {sheet.title.lower()}",
                form,
                profile,
                height=height,
            )
        )
    blocks = rule_blocks(kit, diagram_sheets(ctx.pages()), next((p for p in ctx.pages() if p.id == "key"), None))

    def lay(blocks) -> Volume:  # the rules laid out with the notes; they state the rules' own pages too
        splits = split_points(blocks, card_text.page_starts(card.data), dict(card.starts))
        inside = {page for cuts in splits.values() for _, page in cuts}
        starts = page_marks(card.pages, dict(card.starts)).items()
        marks = {key: [p for p in pages if p not in inside] for key, pages in starts}
        stem = BRAILLE_RULES_FILE.removesuffix(".brf")
        kw = {"marks": marks, "splits": splits, "printed": card.pages, "sheets": sheets}
        return make_volume(stem, kit.title, "the rules", blocks, profile, **kw)

    rules = counted(lay, blocks, kit, {f"{v.stem}.brf": len(v.pages) for v in others})
    return [rules, *others]
