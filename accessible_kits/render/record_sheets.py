"""Record sheets: tables to fill in by hand, and the paginator that shares their rows over pages.

A table runs over as many pages as it needs, its rows shared evenly (no page with a few
lonely rows), and a short table goes under the one before when it fits. A match's tables are
each printed once: a game's record once for each round, titled by its round (match_tables),
then the match record, so the pages printed are the pages a match writes on. The plan of which
rows go on which page (_plan_records) is worked out from heights alone, before any page is
drawn; then each page is drawn from it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from accessible_kits.fonts import Metrics
from accessible_kits.model import Kit, RecordSheet
from accessible_kits.profile import Profile
from accessible_kits.render.canvas import DESCENT, PRINT_GAP_MM, Canvas, Page, page_size
from accessible_kits.render.paper import blank_page

HANDWRITING = 1.1  # a hand-written entry runs a little wider than the same entry in print


def match_tables(sheets, rounds: int) -> tuple[RecordSheet, ...]:
    """The tables a match writes on: the first sheet (a game's record) once for each of `rounds`
    rounds, titled by its round ("Record sheet, round 1"), then the others (the match record)."""
    if not sheets or rounds < 2:
        return tuple(sheets)
    first, *rest = sheets
    return (*(replace(first, title=f"{first.title}, round {n}") for n in range(1, rounds + 1)), *rest)


def row_height(profile: Profile) -> float:
    """Tall enough to write in by hand: twice the text size, never under 10 mm."""
    return max(2 * profile.text_mm, 10.0)


def _floors(sheet: RecordSheet, profile: Profile, m: Metrics, hand: float = HANDWRITING) -> list[float]:
    """Each column's least width: its name's longest word, or its longest expected entry at the
    text size with a little room for handwriting, whichever is wider, plus room off the rules."""
    pad = 3.0 + 1.5 * profile.line_width  # twice the inset of the text from the rules
    return [
        max(
            [m.width(w, profile.text_mm, True) for w in col.name.split()]
            + [m.width(col.longest, profile.text_mm) * hand]
        )
        + pad
        for col in sheet.columns
    ]


def column_widths(sheet: RecordSheet, width: float, profile: Profile, m: Metrics) -> list[float]:
    """Each column at least its floor; the rest shared by weight."""
    floor = _floors(sheet, profile, m)
    if sum(floor) > width:  # no room for the handwriting's margin: entries as wide as in print
        floor = _floors(sheet, profile, m, hand=1.0)
    spare = width - sum(floor)
    if spare < 0:
        from accessible_kits.errors import KitError

        raise KitError(
            f"{profile.source or profile.id}: text_size {profile.text_size:g}pt is too big for the "
            f"{sheet.title} columns on {profile.paper}; use a smaller text_size or bigger paper"
        )
    total = sum(col.width for col in sheet.columns)
    return [f + spare * col.width / total for f, col in zip(floor, sheet.columns, strict=True)]


def record_orientation(sheets, profile: Profile, m: Metrics) -> str:
    """Portrait gives more rows a page; landscape only when the columns need the width."""
    width = page_size(profile.paper, "portrait")[0] - 2 * profile.margin
    return "portrait" if all(sum(_floors(s, profile, m)) <= width for s in sheets) else "landscape"


def fits_as(sheet: RecordSheet, other: RecordSheet, profile: Profile, m: Metrics) -> bool:
    """Whether `sheet`'s columns fit its page as well as `other`'s: the same way up (no fewer rows
    a page) and each column with its handwriting room."""
    way = record_orientation([other], profile, m)
    width = page_size(profile.paper, way)[0] - 2 * profile.margin
    return record_orientation([sheet], profile, m) == way and sum(_floors(sheet, profile, m)) <= width


@dataclass(frozen=True)
class _RecordRoom:
    """Heights on a record sheet page, in mm, for planning where each table's rows go. Planning
    is apart from drawing so a table's split can be worked out before any page is drawn."""

    sheets: list
    profile: Profile
    m: Metrics
    width: float  # of the text block
    room: float  # height of the text block
    heads: list  # header row height of each table
    rh: float  # row height

    @property
    def gap(self) -> float:
        """Between two tables on a page."""
        return self.profile.text_mm * 2

    def frame(self, i: int, first: bool, last: bool) -> float:
        """Height of a table's part on a page, without its rows: heading, instructions (first part
        only), header row, and the lines under the table (last part only)."""
        sheet, t, profile, m = self.sheets[i], self.profile.text_mm, self.profile, self.m
        intro = len(m.wrap(sheet.instructions, t, self.width)) if first else 0
        foot = (
            sum(len(m.wrap(line, t, self.width)) * t * profile.line_spacing + t * 0.6 for line in sheet.footer)
            if last
            else 0.0
        )
        fields = sum(field_height(f, profile, m, self.width) for f in sheet.fields) if last else 0.0
        # _draw_table leaves a line's space under every table: counted where something is drawn after it (the
        # last part's footer, entries, or the next table); unplanned, a3 at 30 pt drew the result box off the page
        after = t if last else 0.0
        return t + table_lead(profile) + intro * t * profile.line_spacing + self.heads[i] + foot + fields + after

    def fits(self, i: int, first: bool, last: bool, space: float) -> int:
        """How many rows of table i fit in `space` with this part's frame."""
        return max(0, int((space - self.frame(i, first, last)) // self.rh))


def _room(kit: Kit, sheets, profile: Profile, m: Metrics) -> tuple[_RecordRoom, list, str]:
    """The room on a record page, each table's column widths, and the pages' orientation."""
    orientation = record_orientation(sheets, profile, m)
    probe = blank_page(
        kit, profile, m, kit.title, "Record sheets, page 1", desc="", orientation=orientation, scale=False
    )
    widths = [column_widths(sheet, probe.width, profile, m) for sheet in sheets]
    heads = [_head_height(sheet, w, profile, m) for sheet, w in zip(sheets, widths, strict=True)]
    return (
        _RecordRoom(sheets, profile, m, probe.width, probe.bottom - probe.top, heads, row_height(profile)),
        widths,
        orientation,
    )


def record_tables(kit: Kit, sheets, profile: Profile, m: Metrics) -> list[frozenset[int]]:
    """Which tables (by index in `sheets`) each record page holds, planned as record_pages draws
    them but without drawing: the preparation plan prints a game's record once for every round."""
    r, _, _ = _room(kit, sheets, profile, m)
    return [frozenset(i for i, _, _ in chunks) for chunks in _plan_records(r)]


def record_pages(kit: Kit, sheets, profile: Profile, m: Metrics) -> list[Page]:
    """Tables to write in. A table runs over as many pages as it needs, its rows shared evenly
    (no page with a few lonely rows); a short table goes under the one before when it fits."""
    r, widths, orientation = _room(kit, sheets, profile, m)
    return [
        _record_page(kit, r, widths, chunks, n, orientation=orientation) for n, chunks in enumerate(_plan_records(r), 1)
    ]


def _plan_records(r: _RecordRoom) -> list[list[tuple[int, int, int]]]:
    """[(sheet index, first row, rows)] on each page: a table under the one before when it fits
    whole, else from a new page, over as many pages as it needs."""
    plan: list[list[tuple[int, int, int]]] = []
    used = r.room  # as if a full page came before, so the first table starts a page
    for i, sheet in enumerate(r.sheets):
        whole = r.frame(i, True, True) + sheet.rows * r.rh
        if used + r.gap + whole <= r.room:  # the whole table fits under the one before
            plan[-1].append((i, 0, sheet.rows))
            used += r.gap + whole
            continue
        sizes = _leave_room_after(r, i, [sheet.rows] if whole <= r.room else _even(sheet.rows, _caps(r, i)))
        first = 0
        for size in sizes:
            plan.append([(i, first, size)])
            first += size
        used = r.frame(i, len(sizes) == 1, True) + sizes[-1] * r.rh
    return plan


def _caps(r: _RecordRoom, i: int) -> list[int]:
    """The most rows of table i each page can take, for a table longer than a page: the first
    part has the instructions, the last the lines under the table, at least one row each."""
    rows, room = r.sheets[i].rows, r.room
    caps = [max(1, r.fits(i, True, False, room))]
    while sum(caps) + max(1, r.fits(i, False, True, room)) < rows:
        caps.append(max(1, r.fits(i, False, False, room)))
    caps.append(max(1, r.fits(i, False, True, room)))
    return caps


def _leave_room_after(r: _RecordRoom, i: int, sizes: list[int]) -> list[int]:
    """Fewer rows on table i's last page when that lets the short tables after it share the page,
    for a table over pages already (one on a page stays whole: split, it would take as many
    pages, one with a few lonely rows); the sizes as they were when it does not."""
    rows = r.sheets[i].rows
    tail = sum(r.gap + r.frame(j, True, True) + r.sheets[j].rows * r.rh for j in range(i + 1, len(r.sheets)))
    room_left = r.fits(i, False, True, r.room - tail)
    if tail and len(sizes) > 1 and 1 <= room_left < sizes[-1]:  # a table on one page stays whole
        pages_before = max(1, len(sizes) - 1)
        caps = [max(1, r.fits(i, True, False, r.room))] + [max(1, r.fits(i, False, False, r.room))] * (pages_before - 1)
        if sum(caps) + room_left >= rows:
            return _even(rows, caps + [room_left])
    return sizes


def _record_page(kit: Kit, r: _RecordRoom, widths, chunks, n: int, *, orientation: str) -> Page:
    """Record sheet page n: its tables' parts, one under another, each last part with its footer."""
    profile = r.profile
    c = blank_page(
        kit, profile, r.m, kit.title, f"Record sheets, page {n}", desc="", orientation=orientation, scale=False
    )
    y = c.top
    for i, first, count in chunks:
        sheet = r.sheets[i]
        y = _draw_table(c, sheet, widths[i], r.heads[i], y, done=first, count=count, profile=profile)
        if first + count >= sheet.rows:
            y = _draw_fields(c, sheet, _draw_footer(c, sheet, y, profile), profile)
        y += profile.text_mm * 2
    headings = [table_heading(r.sheets[i], first) for i, first, _ in chunks]
    return _finish_record(c, kit, [(r.sheets[i], count) for i, _, count in chunks], n, headings)


def table_lead(profile: Profile) -> float:
    """From the last line above a table to the table's top: its descenders the smallest gap clear
    of the table's thick frame (render.canvas.PRINT_GAP_MM)."""
    frame = max(profile.line_width, 0.5)
    return max(profile.text_mm * 0.6, profile.text_mm * DESCENT + PRINT_GAP_MM + frame / 2)


def _draw_footer(c: Canvas, sheet: RecordSheet, y: float, profile: Profile) -> float:
    """The lines under a table's last part; the y below them."""
    base = y + profile.text_mm * 0.6  # the first footer baseline
    for line in sheet.footer:
        base = c.paragraph(line, base) + profile.text_mm * 0.6
    if sheet.footer:
        y = base - profile.text_mm * (profile.line_spacing + 0.6)
    return y


def field_said(field) -> str:
    """What an entry under a table holds, said as a sheet's instructions are, above its box."""
    return f"In the {field.name} box, write {field.hint}."


def field_height(field, profile: Profile, m: Metrics, width: float) -> float:
    """The height an entry under a table takes, as _draw_fields draws it: its hint, then a box one row high."""
    t, step = profile.text_mm, profile.text_mm * profile.line_spacing
    lines = len(m.wrap(field_said(field), t, width))
    return t + (lines - 1) * step + table_lead(profile) + row_height(profile)


def _draw_fields(c: Canvas, sheet: RecordSheet, y: float, profile: Profile) -> float:
    """Each entry under the table, like the match's result (READER34 #15): what it holds, then a box one
    row high to write it in, its name at its left, as a table row is tagged; the y below them."""
    t, rh = profile.text_mm, row_height(profile)
    inset = 1.5 + profile.line_width * 0.75
    for field in sheet.fields:
        top = c.paragraph(field_said(field), y + t) - t * profile.line_spacing + table_lead(profile)
        label = c.metrics.width(field.name, t, True) + 2 * inset
        row = c.group("row", parent=c.group("table", field.name))
        head = c.group("columnheader", parent=row)
        c.text(field.name, c.left + inset, top + rh / 2 + t * 0.35, bold=True, group=head)
        c.group("cell", parent=row)  # the place to write in: an empty cell, as a table's blank rows are
        _frame(c, top, rh, profile)
        c.line((c.left + label, top), (c.left + label, top + rh), width=max(profile.line_width * 0.6, 0.3))
        y = top + rh
    return y


def _even(rows: int, caps: list[int]) -> list[int]:
    """Share rows over pages as evenly as each page's room (cap) allows, so no page is left with
    a few lonely rows: fill every page to the same level, the rest where room remains."""
    level = 0
    while sum(min(c, level) for c in caps) < rows:
        level += 1
    sizes = [min(c, level - 1) for c in caps]
    extra = rows - sum(sizes)
    for n, c in enumerate(caps):
        if extra and sizes[n] < c:
            sizes[n] += 1
            extra -= 1
    return sizes


def _head_height(sheet, widths, profile, m) -> float:
    lines = max(
        len(m.wrap(col.name, profile.text_mm, w - 2 - 2 * profile.line_width, True))
        for col, w in zip(sheet.columns, widths, strict=True)
    )
    return lines * profile.text_mm * 1.25 + profile.text_mm * 0.8 + 2 * profile.line_width


def table_heading(sheet: RecordSheet, done: int) -> str:
    """A table's heading on a page: its title ("Record sheet, round 1"), or, `done` rows already
    on the pages before, "..., continued"."""
    return sheet.title if done == 0 else f"{sheet.title}, continued"


def _draw_table(
    c: Canvas, sheet: RecordSheet, widths, head_h: float, y: float, *, done: int, count: int, profile
) -> float:
    """The sheet's instructions, then a table of `count` blank rows; returns the y below it."""
    t = profile.text_mm
    y = c.paragraph(table_heading(sheet, done), y + t, bold=True)
    if done == 0:
        y = c.paragraph(sheet.instructions, y)
    y += table_lead(profile) - t * profile.line_spacing
    top = y
    _table_cells(c, sheet, widths, top, count, profile=profile)
    table_h = head_h + count * row_height(profile)
    _table_rules(c, sheet, widths, top, head_h, count=count, profile=profile)
    return top + table_h + t * 1.0


def _table_cells(c: Canvas, sheet: RecordSheet, widths, top: float, count: int, *, profile) -> None:
    """The table's tags: its header row with the column names in print, then `count` rows of
    empty cells, so a reader hears the shape of what is to be filled in."""
    m, t = c.metrics, profile.text_mm
    inset = 1.5 + profile.line_width * 0.75  # text clear of the thick rules, which are centred on the edge
    x = c.left
    table = c.group("table", sheet.title)
    head = c.group("row", parent=table)
    for col, w in zip(sheet.columns, widths, strict=True):
        th = c.group("columnheader", parent=head)
        for k, line in enumerate(m.wrap(col.name, t, w - 2 - 2 * profile.line_width, True)):
            c.text(line, x + inset, top + inset + t * (1.0 + 1.25 * k), bold=True, group=th)
        x += w
    for _ in range(count):  # blank rows to write in: empty cells, so a reader hears the shape
        row = c.group("row", parent=table)
        for _ in sheet.columns:
            c.group("cell", parent=row)


def _frame(c: Canvas, top: float, height: float, profile) -> None:
    """A table's thick frame, the full width of the text: a record table's and the match result's box alike."""
    c.dwg.add(
        c.dwg.rect(
            (c.left, top),
            (c.width, height),
            fill="none",
            stroke=profile.foreground,
            stroke_width=round(max(profile.line_width, 0.5), 3),
        )
    )


def _table_rules(c: Canvas, sheet: RecordSheet, widths, top: float, head_h: float, *, count: int, profile) -> None:
    """The table's lines: a thick frame and header rule, thin rules between columns and rows,
    and a box to tick in every row of a tick column."""
    rh = row_height(profile)
    table_h = head_h + count * rh
    lw = max(profile.line_width * 0.6, 0.3)
    _frame(c, top, table_h, profile)
    x = c.left
    for w in widths[:-1]:
        x += w
        c.line((x, top), (x, top + table_h), width=lw)
    for r in range(count + 1):
        yy = top + head_h + r * rh
        c.line((c.left, yy), (c.right, yy), width=lw if r else max(profile.line_width, 0.5))
    x = c.left
    for col, w in zip(sheet.columns, widths, strict=True):
        if col.tick:  # a box to tick, in every row
            box = min(rh * 0.6, w * 0.6, 9.0)
            for r in range(count):
                c.dwg.add(
                    c.dwg.rect(
                        (x + (w - box) / 2, top + head_h + r * rh + (rh - box) / 2),
                        (box, box),
                        fill="none",
                        stroke=profile.foreground,
                        stroke_width=round(max(lw, 0.4), 3),
                    )
                )
        x += w


def _finish_record(c: Canvas, kit: Kit, on_page, n: int, headings: list[str]) -> Page:
    """The record page, titled by the headings of its tables as printed on it ("Record sheet,
    round 1"; two tables: "Record sheet, round 2, continued; Match record"), the title its PDF
    bookmark shows, so a reader who jumps to it knows which round's table it holds."""
    parts = [
        f"{sheet.title}: a table with the columns {', '.join(col.name for col in sheet.columns)}, "
        f"and {count} blank rows"
        for sheet, count in on_page
    ]
    c.describe(f"{kit.title}: record sheets, page {n}", "To fill in by hand. " + ". ".join(parts) + ".")
    return c.finish(f"records-{n}", title="; ".join(headings))
