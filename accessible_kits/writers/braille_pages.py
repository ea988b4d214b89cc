"""Braille pages in the layout of BANA's Braille Formats (2016), from translated blocks: the one
layout the BRF and the PEF of a volume are both written from, so they hold the same pages.

A volume is a title page (braille page t1, what the volume holds), then its text pages, numbered
from 1. On a text page, line 1 is the top line: the running head (the volume's title, centred;
on the first text page its first heading instead) and, at the right, the print page the text
is on (a continuation letter before it when that print page began on an earlier braille page).
The last line has the braille page number at the right; three blank cells at least come before
a number on either line. Where a print page begins inside a braille page, a print page change
indicator (a line of dots 3-6 ending in the new page's number) stands on its own line; a print
page that begins on a page's first text line needs none, the top line shows it.

Headings are centred (a worked example's title, a minor heading, starts in cell 5: Formats 4.5) with
a blank line before them (none at the top of a page) and keep with two lines of their text; a
lead-in keeps with its list, a transcriber's note that fits on a page is not split, and a block
keeps two lines on each side of a page break (Formats 8.3.5 for lists). Paragraphs start in cell 3
and run over to cell 1; list items start in cell 1 and run over to cell 3; transcriber's notes start
in cell 7 and run over to cell 5, between the opening and closing transcriber's note indicators
(Formats 3.1.4: a note longer than seven words).

Interpoint (both sides of the paper) follows the Interpoint Guidelines of BANA's Braille Formats
2011 (Appendix E, recommendations an agency may adopt): the title page's back (t2) is left blank
(E.2.1); the text starts on a right-hand page (E.3.1); every page with text carries its print
page number (E.3.3), its running head (E.3.6) and its braille page number, on the left-hand
pages as on the right-hand ones (E.3.4: "usually on all pages"; leaving the left-hand ones out
is an agency's choice, and a reader who opens the volume at a left-hand page then finds no
number); a blank page has its braille page number implied (E.3.5): it is embossed blank.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits import braille
from accessible_kits.writers.braille_breaks import SHORT, kept_whole, sentence_turns

GAP = 3  # blank cells at least before a page number, on the top and the bottom line
TN_OPEN, TN_CLOSE = "@.<", "@.>"  # UEB's transcriber's note indicators (dots 4, 46, 126 and 4, 46, 345)
LONG_START = 4  # lines left at least for a run longer than a page to begin on the page it falls on
INDICATOR = "-"  # dots 3-6, repeated across the line of a print page change indicator
# a displayed line (a record form's example line) stands in cell 3, its runovers in cell 5: nothing
# of it at the margin, where a form's line numbers stand (READER29 #2)
INDENTS = {"heading": (0, 0), "minor": (4, 4), "para": (2, 0), "item": (0, 2), "note": (6, 4), "display": (2, 4)}
INDENTS |= {
    f"{kind}+": (rest, rest) for kind, (_, rest) in INDENTS.items()
}  # a block going on after a print page change


@dataclass(frozen=True)
class Geometry:
    """The embossed page: cells a line, lines a page, and whether both sides are embossed."""

    cells: int = braille.CELLS
    lines: int = braille.LINES
    interpoint: bool = False

    @classmethod
    def of(cls, profile) -> Geometry:
        """The page the profile's braille keys set."""
        return cls(profile.braille_cells, profile.braille_lines, profile.braille_duplex == "interpoint")


@dataclass(frozen=True)
class Item:
    """One block of a volume, translated to braille ASCII: its kind (heading, para, item, note,
    form, or page: a print page begins here), its cells, and for a form line the lines it takes.
    A page item's `cells` is the print page number as its indicator shows it (#C, or #C-#D when
    pages that hold nothing of their own begin at the same place) and `page` the last of them."""

    kind: str
    cells: str
    height: int = 1
    page: int = 0
    turn: bool = False  # begins a new braille page: a sentence kept whole (braille_breaks.sentence_turns)


@dataclass(frozen=True)
class Page:
    """One braille page: its lines (exactly the geometry's, braille ASCII, trailing blanks cut),
    the braille page number it carries ("" for none), and the print page its top line shows."""

    lines: tuple[str, ...]
    number: str = ""
    print_page: str = ""


def right(text: str, number: str, cells: int) -> str:
    """A line with `number` at its right margin and `text` at its left (at least GAP blanks apart)."""
    return (text + " " * (cells - len(text) - len(number)) + number) if number else text


def centred(text: str, cells: int) -> str:
    """`text` centred on a line of `cells`."""
    return " " * max(0, (cells - len(text)) // 2) + text


def fit(cells: str, width: int) -> str:
    """As many whole words of `cells` as fit in `width` (the running head of a long title)."""
    out = ""
    for word in cells.split(" "):
        trial = f"{out} {word}" if out else word
        if len(trial) > width:
            break
        out = trial
    return out or cells[:width]


def continuation(n: int) -> str:
    """The continuation letter of a print page's n-th further braille page: a, b, ... z, aa, bb."""
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[(n - 1) % 26] * ((n - 1) // 26 + 1)


@dataclass
class _Line:
    """A line of the text before it is put on a page: its cells and what it is."""

    cells: str
    kind: str = "text"  # text, blank, page (a print page change), form (a form line and its room)
    keep: int = 1  # page lines from here that must stay on one page (keep_rules)
    page: int = 0  # a print page change: the print page it begins
    height: int = 1  # the page lines it takes: a form line with the room to write after it
    src: str = ""  # the kind of the item it comes from (heading, minor, para, item, note, form)
    block: int = -1  # the item it comes from; a block going on after a print page change is the same
    item: int = -1  # the index of the Item it is wrapped from, and its first word's there
    word: int = 0
    turn: bool = False  # the first line of an Item that begins a new page


HEADS = ("heading", "minor")  # centred headings, and cell-5 headings (a worked example's title) under them


def flow(items: list[Item], cells: int, body: int = braille.LINES - 2) -> list[_Line]:
    """The items as lines, wrapped at their indents, each line's keep set (keep_rules) for pages of `body` text
    lines, before pagination."""
    out: list[_Line] = []
    block = -1
    for n, item in enumerate(items):
        kind = item.kind.removesuffix("+")
        block += kind != "page" and kind == item.kind  # "para+": the block goes on after a print page change
        if kind == "page":
            out.append(_Line(item.cells, "page", page=item.page))
        elif kind == "form":
            out.append(_Line(item.cells, "form", height=item.height, src=kind, block=block))
        else:
            if kind in HEADS and out:
                out.append(_Line("", "blank"))
            word = 0
            for k, line in enumerate(_wrapped(item, cells)):
                out.append(_Line(line, src=kind, block=block, item=n, word=word, turn=item.turn and not k))
                word += len(line.strip().split(" "))
    keep_rules(out, body)
    return out


def _wrapped(item: Item, cells: int) -> list[str]:
    """One item's lines: a centred heading's centred, the others at their indents (a note between
    its indicators)."""
    if item.kind == "heading":
        return [centred(line.strip(), cells) for line in braille.wrap(item.cells, cells)]
    text = f"{TN_OPEN}{item.cells}{TN_CLOSE}" if item.kind == "note" else item.cells
    first, rest = INDENTS[item.kind]
    return braille.wrap(text, cells, first, rest)


def keep_rules(lines: list[_Line], body: int = braille.LINES - 2) -> None:
    """Set each line's keep from where a page may not break, as BANA's Braille Formats (2016) and
    the widow and orphan rules of braille production keep text together (`_glue`). A line that
    begins a run of lines no break may fall inside keeps the run's page lines; the others keep 1,
    so a run longer than a page still breaks at the page's end."""
    glue = _glue(lines, body)
    i = 0
    while i < len(lines):
        j = i
        while j in glue and j + 1 < len(lines):
            j += 1
        lines[i].keep = sum(line.height for line in lines[i : j + 1])
        for line in lines[i + 1 : j + 1]:
            line.keep = line.height
        i = j + 1


def _glue(lines: list[_Line], body: int) -> set[int]:
    """Where no page break may fall on pages of `body` text lines: i is the break between lines i and i + 1."""
    glue: set[int] = set()
    blocks: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        if line.kind == "text":
            blocks.setdefault(line.block, []).append(i)
    for at in blocks.values():
        _keep_block(glue, lines, at, body)
    for run in _lists(lines):
        _join(glue, run[0], run[1 if len(run) > 1 else 0])  # a list never begins on a page's last line
        _join(glue, run[-2 if len(run) > 1 else 0], run[-1])  # nor ends with one line alone (Formats 8.3.5)
    for a, b in kept_whole(lines, _lists(lines), body):  # a short paragraph; a list's last two items (READER31 #18)
        _join(glue, a, b)
    for i, line in enumerate(lines):
        if line.src in HEADS and (i + 1 == len(lines) or lines[i + 1].block != line.block):
            _join(glue, i, _nth_after(lines, i, 2))  # a heading keeps 2 lines of what follows
        if line.src == "para" and (i + 1 == len(lines) or lines[i + 1].block != line.block):
            nxt = next((j for j in range(i + 1, len(lines)) if lines[j].kind != "page"), i)
            if lines[nxt].src in ("item", "display", "form"):  # a form's entry after its hint (READER34 #15)
                _join(glue, i, nxt)  # a lead-in ("They are these.") keeps with its list's first item, or its line
    return glue


def _keep_block(glue: set[int], lines: list[_Line], at: list[int], body: int) -> None:
    """One block's own rules: a heading, a transcriber's note or a list item (a numbered step, a read
    back, a key entry: READER28 #54) is never split (one longer than a page still breaks at the page's
    end); a paragraph keeps 2 lines at least on either side of a break, so one of 2 or 3 lines is never split.
    An item over SHORT lines breaks as a paragraph, at a sentence (a 21-line read back left a page 3, stop 46)."""
    src = lines[at[0]].src
    if src in (*HEADS, "note", "display") or (src == "item" and len(at) <= min(SHORT, body // 2)):
        _join(glue, at[0], at[-1])
    elif len(at) > 1:
        _join(glue, at[0], at[1])
        _join(glue, at[-2], at[-1])


def _lists(lines: list[_Line]) -> list[list[int]]:
    """The text lines of each run of list items (a print page change inside a list does not end it)."""
    runs: list[list[int]] = []
    last = ""
    for i, line in enumerate(lines):
        if line.kind == "page":
            continue
        if line.src == "item":
            if last != "item":
                runs.append([])
            runs[-1].append(i)
        last = line.src
    return runs


def _nth_after(lines: list[_Line], i: int, n: int) -> int:
    """The n-th line of text after the heading that ends at line i (headings right after it
    are passed over; its text ends where the next heading begins, so fewer lines may be its all)."""
    j, seen = i, 0
    while seen < n and j + 1 < len(lines):
        if seen and lines[j + 1].kind == "blank":
            break  # a heading after its text: the next section
        j += 1
        seen += lines[j].kind in ("text", "form") and lines[j].src not in HEADS
    return j


def _join(glue: set[int], a: int, b: int) -> None:
    """Keep lines a through b on one page."""
    glue.update(range(a, b))


class _Pager:
    """Puts lines on text pages: line 1 is the top line, the last the page number line."""

    def __init__(self, g: Geometry, first_page: int):
        self.g = g
        self.body = g.lines - 2
        self.pages: list[tuple[list[str], int, int, str]] = []  # (text lines, print page, continuation, label)
        self.current: list[str] = []
        self.breaks: list[int] = []  # the line each page after the first begins with
        self.print_page, self.since = first_page, 0  # the print page, and braille pages it has run over
        self.label = braille.number(first_page) if first_page > 0 else ""  # its cells: "#AC-#AD" for pages combined
        self.top_print = (first_page, 0, self.label)

    def room(self) -> int:
        """Text lines left on this page."""
        return self.body - len(self.current)

    def new_page(self) -> None:
        """Close the page and start the next; the print page goes on, one braille page further."""
        self.pages.append((self.current, *self.top_print))
        self.current = []
        self.since += 1
        self.top_print = (self.print_page, self.since, self.label)

    def add(self, lines: list[_Line]) -> None:
        """Every line, on as many pages as they take."""
        i = 0
        while i < len(lines):
            line = lines[i]
            if line.kind == "page":
                if self.current and self.room() < _after(lines, i + 1):
                    self.new_page()  # an indicator keeps with the text after it
                self.print_page, self.since, self.label = line.page, 0, line.cells
                combined = "-" in line.cells  # pages with no braille text of their own, said with the next
                # the page begins at the top of a braille page: the top line says it; pages combined say
                # themselves in their line, the top line the page that goes on (READER27 T: "17" above "16-17")
                if not self.current and not combined:
                    self.top_print = (line.page, 0, line.cells)
                if self.current or combined:  # combined: a line of their own wherever they fall, one form
                    # in every volume (READER21 #14: "15-16" at a top right in one, "---15-16" in the others)
                    self.current.append(INDICATOR * (self.g.cells - len(line.cells)) + line.cells)
                i += 1
                continue
            if line.kind == "blank" and not self.current:
                i += 1  # no blank line at the top of a page
                continue
            # a run longer than any page begins where it falls: a new page for it left one nearly blank (READER30 #22)
            need = line.keep if line.keep <= self.body else LONG_START
            if need > self.room() or (line.turn and self.current):
                self.new_page()
                self.breaks.append(i)
                continue
            if line.kind == "form":
                self.current += [line.cells] + [""] * (min(line.height, self.body) - 1)
            else:
                self.current.append(line.cells)
            i += 1
        shown = self.pages[-1][1:] if self.pages else None  # a print page begun last, on a page of its own
        if self.current or not self.pages or (self.top_print[1] == 0 and self.top_print != shown):
            self.pages.append((self.current, *self.top_print))


def _after(lines: list[_Line], i: int) -> int:
    """The lines an indicator at `i - 1` must share its page with: blank lines, then the next text's keep."""
    n = 1
    while i < len(lines) and lines[i].kind == "blank":
        n, i = n + 1, i + 1
    return n + (lines[i].keep if i < len(lines) else 0)


def _one_line_heading(lines: list[_Line]) -> bool:
    """The volume begins with a centred heading of one line (its title, for the first page's top line)."""
    return bool(lines) and lines[0].src == "heading" and (len(lines) == 1 or lines[1].block != lines[0].block)


def _print_label(page: int, since: int, label: str) -> str:
    """The print page number on a top line: `label` where the page begins (pages combined, as "13-14",
    when nothing of the first is in braille), with a continuation letter after the first braille page."""
    if page <= 0:
        return ""
    return continuation(since) + braille.number(page) if since else label


def text_pages(head: str, items: list[Item], g: Geometry, *, print_pages: bool = False) -> list[Page]:
    """A volume's text pages, numbered from 1. `head`: the running head's cells; `print_pages`:
    the top lines show the print page (rules.pdf's), which begins at page 1 with the text."""
    turned: list[Item] | None = items
    while turned is not None:  # a page that would end inside a short sentence ends before it instead
        items, lines = turned, flow(turned, g.cells, g.lines - 2)
        first_heading = ""
        if _one_line_heading(lines) and len(lines[0].cells.strip()) <= g.cells - 9:
            first_heading = lines.pop(0).cells.strip()  # the volume's title heads its first text page
        pager = _Pager(g, 1 if print_pages else 0)
        pager.add(lines)
        turned = sentence_turns(items, lines, pager.breaks)
    out = []
    for n, (text, page, since, cells) in enumerate(pager.pages, 1):
        label = _print_label(page, since, cells)
        top = _top(first_heading if n == 1 else head, label, g.cells)  # no running head on the first page
        number = braille.number(n)  # on both sides in interpoint (Interpoint Guidelines E.3.4)
        body = [*text, *[""] * (pager.body - len(text))]
        out.append(Page(tuple(line.rstrip() for line in [top, *body, right("", number, g.cells)]), number, label))
    return out


def volume(title: Page, text: list[Page], g: Geometry, prelims: list[Page] | None = None) -> list[Page]:
    """The title page, in interpoint its blank back (t2), the other transcriber-generated pages
    (`prelims`, which end on a left-hand page in interpoint, so the text starts on a right-hand
    page), the text."""
    return [title, *([Page(tuple([""] * g.lines))] if g.interpoint else []), *(prelims or []), *text]


def _top(text: str, label: str, cells: int) -> str:
    """A text page's top line: `text` (the running head) centred, the print page `label` at the right."""
    room = cells - (len(label) + GAP if label else 0)  # what the text may take, GAP blanks before the label
    text = fit(text, room)
    pad = (cells - len(text)) // 2
    if pad + len(text) > room:
        pad = (room - len(text)) // 2
    return right(" " * pad + text, label, cells)


def title_page(groups: list[str], g: Geometry) -> Page:
    """The title page: each group of words centred, a blank line between groups, t1 at the bottom right."""
    lines: list[str] = []
    for cells in groups:
        if lines:
            lines.append("")
        lines += [centred(line.strip(), g.cells) for line in braille.wrap(cells, g.cells - 2 * GAP)]
    lines = lines[: g.lines - 1]
    number = "T" + braille.number(1)
    body = [*lines, *[""] * (g.lines - 1 - len(lines))]
    return Page(tuple(line.rstrip() for line in [*body, right("", number, g.cells)]), number)


def brf(pages: list[Page]) -> bytes:
    """The pages as a BRF: braille ASCII, lines ending CR LF, pages apart by a form feed."""
    return "\f".join("".join(line + "\r\n" for line in page.lines) for page in pages).encode("ascii")


def brf_pages(data: bytes) -> int:
    """How many braille pages a BRF as `brf` writes it has (pages apart by a form feed): the kit
    page states them for embossing."""
    return data.count(b"\f") + 1 if data else 0


def unicode_text(pages: list[Page]) -> bytes:
    """The same pages in Unicode braille, to read on screen (UTF-8, the same line and page breaks)."""
    return "\f".join("".join(braille.to_unicode(line) + "\r\n" for line in page.lines) for page in pages).encode()
