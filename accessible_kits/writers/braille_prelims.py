"""A braille volume's transcriber-generated pages after its title page, in the order of BANA's
Braille Formats (2016, section 2.2): the special symbols page, then the transcriber's notes page.
Like the title page they have no print page, and their braille page numbers are t pages (t2,
t3 ...), the formats' numbering for pages the transcriber adds; the title page lists them.

Every symbol and every note comes from what the volume and the kit hold: the transcriber's note
indicators where the volume has a note, the print page indicator where it shows rules.pdf's
pages, the labels of the raised sheets as the sheets draw them (braille.as_drawn), and the notes
on what the braille does that the print does not.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits import braille
from accessible_kits.compose.sheet_words import NOT_THE_HEADING
from accessible_kits.compose.words import join
from accessible_kits.model import RAISED_SHEETS_FILE
from accessible_kits.writers.braille_pages import (
    INDICATOR,
    TN_CLOSE,
    TN_OPEN,
    Geometry,
    Item,
    Page,
    continuation,
    flow,
    right,
)

SYMBOLS_HEADING, NOTES_HEADING = "Special symbols", "Transcriber's notes"
# after the heading on each later page of a part: the formats' continued heading (EBAE's "(cont.)"),
# the word in full
CONTINUED = ", continued"


@dataclass(frozen=True)
class Marks:
    """The forms of print page indicator with two numbers that a volume's text pages show (braille
    ASCII), "" or () for a form they do not use: `in_line` every line of them ("#AE-#AF"), in page
    order; `after` the letter and the last number a braille page further on ("A#AF": round 18's
    reader met a16 after 15-16 unexplained). Two numbers are always a line of their own (the pager
    puts one even at a page's top), so every volume shows them one way (READER21 #14)."""

    in_line: tuple[str, ...] = ()
    after: str = ""
    before: str = ""  # the two numbers `after` goes on from

    @classmethod
    def of(cls, pages) -> Marks:
        """The forms the laid-out text pages (braille_pages.Page) show."""
        lines = [line.lstrip(INDICATOR) for p in pages for line in p.lines if line.startswith(INDICATOR * 3)]
        in_line = tuple(dict.fromkeys(label for label in lines if "-" in label))
        tops = [p.print_page for p in pages]
        lasts = {"#" + label.rsplit("#", 1)[1]: label for label in in_line}
        after = next((t for t in tops if t[:1].isalpha() and "#" + t.split("#", 1)[-1] in lasts), "")
        return cls(in_line, after, lasts["#" + after.split("#", 1)[1]] if after else "")


@dataclass(frozen=True)
class Sheets:
    """What the kit's raised sheets hold that a braille volume tells of: whether there are any,
    the lone letters they draw as labels (the poison cell's P, the players' marks, the column
    letters), and what each group of letters is."""

    raised: bool
    labels: tuple[tuple[tuple[str, ...], str], ...] = ()  # (letters, what they are)
    both: tuple[str, ...] = ()  # letters that are a column's label and a piece's mark (Black's B)
    title: str = ""  # the game's name, which begins every raised sheet's braille title
    diagram: str = ""  # the first diagram's own braille title ("Example 1: Before")


def plus_sign(title: str) -> str:
    """What a plus sign in a quoted diagram title means, said where the note quotes it: the rules say
    it only at the worked examples, pages later (READER30 #16); "" for a title without one."""
    joined = next((w.rstrip(".,") for w in title.split() if "+" in w), "")
    if not joined:
        return ""
    cells = join(joined.split("+"))
    return f" A plus sign joins the cells of one piece: {joined} is one piece on {cells}."


def _symbol_entries(
    has_notes: bool, sheets: Sheets, printed: bool, grade: int, marks: Marks | None = None
) -> list[tuple[str, str]]:
    """(symbol cells, what it means) for each special symbol the volume uses: braille ASCII, then
    print words. `marks`: the forms of print page indicator with two numbers the volume shows."""
    marks = marks or Marks()
    out: list[tuple[str, str]] = []
    if has_notes:
        out += [(TN_OPEN, "A transcriber's note begins."), (TN_CLOSE, "The transcriber's note ends.")]
    if printed:
        out.append(
            (
                INDICATOR * 3 + braille.number(5),
                # the line stands where print's page breaks, mid-sentence too: a reader re-joined the
                # sentence across it unwarned (READER25 #18)
                "A line of these, ending in a number: print page 5 of rules.pdf begins. "
                "A sentence may run on past this line.",
            )
        )
        if marks.in_line:
            out.append((INDICATOR * 3 + marks.in_line[0], _combined_words(marks.in_line)))
        # the number alone too, not only with a letter (a braille reader, round 14)
        out.append(
            (
                braille.number(5),
                "A print page number alone at the top right: print page 5 begins at the top of this page.",
            )
        )
        out.append(
            (
                "A" + braille.number(5),
                "A letter before the print page number at the top right: that print page goes on. "
                # every letter, not a alone: pages carry b5 too (a braille reader, round 13)
                "The letter counts the braille pages since that print page began: "
                f"{continuation(1).lower()} for the first, {continuation(2).lower()} for the second, and so on.",
            )
        )
        if marks.after:
            out.append((marks.after, _after_words(marks.after, marks.before)))
    if sheets.raised:
        for letters, what in sheets.labels:
            drawn = " ".join(braille.as_drawn(f";,{c}", c) for c in letters)
            out.append((drawn, _label_words(letters, what, grade)))
        for c in sheets.both:  # one sign, two meanings, told apart by where it stands (round 14's reader)
            where = f"Along the board's edges, {c} is a column letter. Inside a cell, it is always a piece's mark."
            out.append((braille.as_drawn(f";,{c}", c), where))
    return out


def _numbers(cells: str) -> list[int]:
    """The numbers of a print page indicator's label in braille ASCII: "#AC-#AD" is [13, 14]."""
    return [int("".join(str("JABCDEFGHI".index(c)) for c in part.lstrip("#"))) for part in cells.split("-")]


def _combined_words(labels: tuple[str, ...]) -> str:
    """What a line of indicators with two numbers means: print pages that begin at one place in the
    braille, since no braille text begins on the first ones (in print they hold what the braille
    leaves out). Said of the volume's own pages: of one, by its numbers; of several, for each of them
    (READER21 #14: row removal showed 15-16 and 18-19, and only 15-16 was explained)."""
    spans = [_numbers(cells) for cells in labels]
    shown = [f"{first}-{last}" for first, last in spans]
    head = "A line of these, ending in two numbers, as " + (
        shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} or {shown[-1]}"
    )
    if len(spans) == 1:
        first, last = spans[0]
        pages = f"{first} and {last}" if last == first + 1 else f"{first} through {last}"
        # "print": "No braille text begins on page 18" was read as a braille page (READER39)
        before = f"print page {first}" if last == first + 1 else f"print pages {first} through {last - 1}"
        return f"{head}: print pages {pages} of rules.pdf begin here. No braille text begins on {before}."
    if all(last == first + 1 for first, last in spans):
        return f"{head}: both print pages of rules.pdf begin here. No braille text begins on the first of the two."
    return (
        f"{head}: the print pages of rules.pdf from the first number to the second begin here. "
        "No braille text begins on any of them but the last."
    )


def _after_words(cells: str, before: str) -> str:
    """What a continuation letter means after two numbers ("a16" after "15-16", `before`): the last
    of those print pages goes on, so the letter stands before the last number only."""
    letter = cells.split("#", 1)[0]
    first, last = _numbers(before)
    # its meaning first: "After two numbers, as 18-19, a page can show a19 at the top right." was read twice
    # before the reader found it at work (READER38 #20)
    return (
        f"At a page's top right, {letter.lower()}{last} means that print page {last} goes on there. "
        f"It comes after a line that ends in two numbers, as {first}-{last}."
    )


def _label_words(letters: tuple[str, ...], what: str, grade: int) -> str:
    """What a group of the sheets' lone letters is, naming each letter in running text, where UEB's
    grade 1 indicator marks it a letter (grade 2: ";,B", not the wordsign "but"), since the symbols
    before it are written as the sheets write them, without that indicator."""
    if len(letters) == 1:
        named = f"the letter {letters[0]}"
    elif len(letters) > 2 and "".join(letters) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        named = f"the letters {letters[0]} to {letters[-1]}"
    else:
        named = "the letters " + ", ".join(letters[:-1]) + f" and {letters[-1]}"
    how = f"as the raised sheets write {'it' if len(letters) == 1 else 'them'}"
    return f"{what}: {named}, {how}{', without the grade 1 indicator' if grade == 2 else ''}."


def _note_words(sheets: Sheets, printed: bool, grade: int, has_notes: bool) -> list[str]:
    """The transcriber's notes: what this braille does that the print does not, each true of this volume."""
    out = []
    if sheets.raised:
        if has_notes:
            from accessible_kits.render.raised import examples_name

            where = (
                f"The print draws the worked examples' diagrams. In braille they are raised sheets of "
                f"{RAISED_SHEETS_FILE}, for swell paper. A transcriber's note in the text says which sheets. "
                # a page of swell.pdf has no number a hand finds: its braille title (round 18's reader); the
                # sheet's title and a diagram's, each said whole ("after the game's name": READER22 #6)
                f"Each diagram sheet's braille title, at its top, is the game's name and the sheet's number, "
                f"like {sheets.title}: {examples_name(1)}. "
                f"A transcriber's note names a sheet without the game's name, like {examples_name(1)}."
            )
            if sheets.diagram:  # a diagram's own title, as compose's examples section says it
                where += f" Each diagram on a sheet has its own braille title, like {sheets.diagram}. {NOT_THE_HEADING}"
                where += plus_sign(sheets.diagram)
            out.append(where)
        if has_notes or sheets.labels:  # a file that names no raised sheet, nor their labels, has no key note:
            # a row game's summary and host key had it as their only note (READER32 #12)
            out.append("The key to the raised sheets says what each symbol, texture and label on them means.")
        if sheets.labels and grade == 2:
            out.append(
                "On the raised sheets a single letter is written without the grade 1 indicator, to fit in "
                "its cell. The key and the special symbols page show each label as the sheets do. "
                "In the text the grade 1 indicator stays."
            )
    if printed:
        out.append("The print page numbers are the pages of rules.pdf, so a sighted partner finds the same place.")
    return out


def _pages(heading: str, items: list[Item], g: Geometry, again: str = "") -> list[list[str]]:
    """A run of t pages: the heading centred on the top line, the items below, on as many pages as
    they take (no blank line at the top of a page); each page's lines without its number line. An
    item that fits on a page is not split: a symbol's last line alone on t3 ("indicator.") sent a
    reader searching a near-blank page (round 20). Each page after the first begins with `again`,
    the continued heading ("Special symbols, continued"), as the formats head a list's later pages:
    t3 with no heading was a bare page (READER23 #16)."""
    lines = flow([Item("heading", heading), *items], g.cells)
    top = [line.cells for line in flow([Item("heading", again)], g.cells)] if again else []
    body = g.lines - 1
    whole: dict[int, int] = {}  # each item's lines
    for line in lines:
        whole[line.block] = whole.get(line.block, 0) + 1
    pages: list[list[str]] = [[]]
    start = 0  # the lines of the page before its items: the continued heading after the first
    seen: set[int] = set()
    for line in lines:
        first = line.kind != "blank" and line.block not in seen
        seen.add(line.block)
        room = min(whole[line.block], body - len(top))
        if len(pages[-1]) == body or (first and len(pages[-1]) > start and len(pages[-1]) + room > body):
            pages.append(list(top))
            start = len(top)
        if line.kind == "blank" and len(pages[-1]) == start:
            continue
        pages[-1].append(line.cells)
    return pages


def prelim_pages(
    has_notes: bool, sheets: Sheets, g: Geometry, *, printed: bool, table: str, marks: Marks | None = None
) -> list[tuple[str, list[str]]]:
    """The special symbols page and the transcriber's notes page (either left out when it would be
    empty), as (what the title page calls it, its lines without the number line). `has_notes`:
    the volume's text has transcriber's notes; `marks`: the forms of print page indicator with two
    numbers its text pages show."""
    grade = 1 if table == braille.GRADE1 else 2
    symbols = _symbol_entries(has_notes, sheets, printed, grade, marks)
    notes = _note_words(sheets, printed, grade, has_notes)
    heads = [SYMBOLS_HEADING, NOTES_HEADING]
    sym_head, note_head, sym_again, note_again, *means = braille.translate(
        [*heads, *(f"{h}{CONTINUED}" for h in heads), *[w for _, w in symbols], *notes], table, braille.BRF
    )
    out: list[tuple[str, list[str]]] = []
    if symbols:
        items = [Item("item", f"{cells} {m}") for (cells, _), m in zip(symbols, means, strict=False)]
        out += [("special symbols", page) for page in _pages(sym_head, items, g, sym_again)]
    if notes:
        items = [Item("para", m) for m in means[len(symbols) :]]
        out += [("transcriber's notes", page) for page in _pages(note_head, items, g, note_again)]
    return out


def _pages_said(first: str, last: str, n: int) -> str:
    """A part's pages as the contents say them: "page t2", "pages t2 and t3", "pages 1 through 22"."""
    return f"page {first}" if n == 1 else f"pages {first} {'and' if n == 2 else 'through'} {last}"


def contents(what: str, pages: int, prelims: list[tuple[str, int, int]]) -> str:
    """The title page's contents: each transcriber-generated part after it (t2 ...), by every page
    it spans as laid out ("special symbols, page t2" hid t3, READER23 #16), then the text."""
    parts = [f"{name}, {_pages_said(f't{first}', f't{last}', last - first + 1)}" for name, first, last in prelims]
    parts.append(f"{what}, {_pages_said('1', str(pages), pages)}")
    return "Contents: " + "; ".join(parts) + "."


def t_page(lines: list[str], n: int, g: Geometry) -> Page:
    """A transcriber-generated page: its lines, and t<n> at the bottom right; a blank page (in
    interpoint, the one that makes the text begin on a right-hand page) has its number implied
    (Interpoint Guidelines E.3.5) and is embossed blank."""
    number = "T" + braille.number(n) if lines else ""
    body = [*lines, *[""] * (g.lines - 1 - len(lines))]
    return Page(tuple(line.rstrip() for line in [*body, right("", number, g.cells)]), number)
