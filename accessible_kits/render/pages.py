"""Lay out every printed page of a kit: boards, pieces, record sheets, summary card, host key."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits import braille
from accessible_kits.fonts import Metrics
from accessible_kits.games.notation import cell_name, column_letter
from accessible_kits.model import Bullets, ExampleBlock, GridBoard, Kit, Para, RecordSheet, RowsBoard, Section, Steps
from accessible_kits.profile import Profile
from accessible_kits.render import boards as draw
from accessible_kits.render import layout, tactile
from accessible_kits.render.canvas import CAP_CENTRE, Canvas, Page, page_size

GAP = layout.GAP
HANDWRITING = 1.1  # a hand-written entry runs a little wider than the same entry in print


def kit_pages(kit: Kit, profile: Profile) -> list[Page]:
    from accessible_kits.render.tactile import labels_for

    m = Metrics(profile.font)
    labels = labels_for(kit.title, kit.boards, kit.pieces, profile)  # every raised sheet's braille; None without braille
    pages = board_pages(kit, profile, m, labels)
    pages += piece_pages(kit, profile, m, labels)
    if labels:  # raised sheets for swell paper: tokens, the worked examples, then the key to them all
        pages += token_pages(kit, profile, m, labels)
        pages += diagram_pages(kit, profile, m, labels)
        pages.insert(0, key_page(kit, profile, m, labels, frozenset().union(*(p.symbols for p in pages))))
    pages += record_pages(kit, kit.record_sheets, profile, m)
    pages += text_pages(kit, profile, m, "summary", f"{kit.title}: quick reference", "", kit.summary)
    pages += host_pages(kit, profile, m)
    return pages


def _canvas(kit, profile, m, title, subtitle, desc, labels=None, braille_title: str | None = None,
            orientation: str | None = None) -> Canvas:
    """A page: a raised sheet (on swell paper, with braille) when given braille `labels`, else a
    plain one; in the profile's orientation unless another is given."""
    paper = profile.swell_paper if labels else profile.paper
    c = Canvas(profile, m, title, subtitle, desc, page_size(paper, orientation or profile.orientation),
               braille=labels, braille_title=braille_title)
    if labels:
        tactile.swell_defs(c)  # only the raised textures: the print patterns' fine lines must not rise
    else:
        draw.defs(c)
    return c


def _sheet_title(kit: Kit, profile: Profile, labels, part: str, orientation: str) -> str | None:
    """A board sheet's braille title: the game's name and the part, on one line as the sheet plan
    measured it (layout.probe); the part alone when a long name would run over."""
    if not labels:
        return None
    width = page_size(profile.swell_paper, orientation)[0] - 2 * profile.margin
    full = f"{kit.title}: {part}"
    return full if len(labels.grade2(full)) <= tactile.cells_across(width) else part


def board_label(c: Canvas, text: str, x: float, y: float, above: bool = False) -> float:
    """A board's label above it: print, or braille with the print in flat ink beside it (or above
    it, for labels too long to share a line). Returns the y where the board starts."""
    if not c.swell:
        c.text(text, x, y + c.profile.text_mm, bold=True)
        return y + c.profile.text_mm * 1.6
    cells = c.braille.grade2(text)
    if above:
        c.text(text, x, y + c.profile.text_mm * 0.75, bold=True)
        y += print_above(c)
    tactile.draw(c, cells, x, y)
    if not above:
        c.text(text, x + tactile.width(cells) + c.profile.min_gap, y + tactile.HEIGHT_MM / 2 + c.profile.text_mm * CAP_CENTRE, bold=True)
    return y + layout.label_height(c)


def label_fits_beside(c: Canvas, text: str, x: float) -> bool:
    return x + tactile.width(c.braille.grade2(text)) + c.profile.min_gap + c.metrics.width(text, c.profile.text_mm, True) <= c.right


def print_above(c: Canvas) -> float:
    """Room for a line of flat print above a braille label, clear of it by half the raised spacing."""
    return c.profile.text_mm + c.profile.min_gap / 2 + 0.5


def _board_words(kit: Kit, board) -> str:
    if isinstance(board, RowsBoard):
        rows = ", ".join(f"{n} row {s} circles" for n, s in zip(board.names, board.sizes))
        return f"{board.label}: {rows}. Each row is named on its left."
    words = f"{board.label}: a grid of {board.columns} columns, A to {column_letter(board.columns - 1)}, and {board.rows} rows, 1 to {board.rows}."
    roles = dict(board.roles)
    if "poison" in roles.values():
        words += " A1 is the poison cell, marked P inside a thick ring. An arrow at the top right corner points up and right."
    starts = [f"{r.split('-')[1].capitalize()} starts at {cell_name((c, rw))}" for (c, rw), r in board.roles if r.startswith("start-")]
    if starts:
        words += " " + ". ".join(starts) + "."
    return words


def board_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """The play boards, exactly as the kit's sheet plan says (the words were written from it)."""
    plan = kit.plan
    if plan.split:
        return [pg for b in kit.boards for pg in tiled_pages(kit, b, profile, m, labels, plan.orientation)]
    groups = plan.groups()
    pages = []
    for n, group in enumerate(groups, 1):
        boards = [kit.boards[i] for i in group]
        sub = layout.sheet_subtitle(boards[0], n, len(groups), plan.per_sheet)
        part = boards[0].label.lower() if plan.per_sheet == 1 else "boards"
        c = _canvas(kit, profile, m, kit.title, sub, " ".join(_board_words(kit, b) for b in boards), labels,
                    _sheet_title(kit, profile, labels, part, plan.orientation), plan.orientation)
        w, h = layout.board_box(c, boards[0], labelled=plan.per_sheet > 1)
        per_row = max(1, int((c.width + layout.GAP) // (w + layout.GAP)))
        for i, b in enumerate(boards):
            x = c.left + (i % per_row) * (w + layout.GAP)
            y = c.top + (i // per_row) * (h + layout.GAP)
            start = c.mark()
            if plan.per_sheet > 1:
                y = board_label(c, b.label, x, y)
            if isinstance(b, RowsBoard):
                draw.rows(c, b, x, y)
                c.wrap(start, "img", _board_words(kit, b))
                c.text("Winner: ____________", x, y + draw.rows_size(c, b)[1] + layout.winner_baseline(c),
                       group=c.group("paragraph"))
            else:
                draw.grid(c, b, x, y)
                c.wrap(start, "img", _board_words(kit, b))
        pages.append(c.finish(f"board-{n}", title=sub))
    return pages


def tiled_pages(kit: Kit, board: GridBoard, profile: Profile, m: Metrics, labels, orientation: str) -> list[Page]:
    """A grid too big for one sheet, split as the plan says, with cross marks to line up the parts."""
    s = profile.cell_size
    tiles = kit.plan.tiles
    total = len(tiles)
    pages = []
    for n, tile in enumerate(tiles, 1):
        cs, rs, cols, rows = list(tile.columns), list(tile.rows), tile.shared_columns, tile.shared_rows
        sub = layout.sheet_subtitle(board, n, total, 1, tile)
        # the marked cells on this part, so the figure's alt text names them too
        marks = "".join(f" {cell_name((col, row))} is the poison cell." if r == "poison" else
                        f" {r.split('-')[1].capitalize()} starts at {cell_name((col, row))}."
                        for (col, row), r in board.roles
                        if col in cs and row in rs and (r == "poison" or r.startswith("start-")))
        desc = (f"Part of {board.label}: columns {column_letter(cs[0])} to {column_letter(cs[-1])}, "
                f"rows {rs[0] + 1} to {rs[-1] + 1}.{marks} The shaded column or row is on the next sheet too: "
                "lay one over the other, line up the cross marks, and tape the sheets together.")
        c = _canvas(kit, profile, m, kit.title, sub, desc, labels,
                    _sheet_title(kit, profile, labels, f"{board.label.lower()}, sheet {n} of {total}", orientation), orientation)
        start = c.mark()
        gx, gy, gw, gh = draw.grid(c, board, c.left, c.top, cs, rs, shared_cols=cols, shared_rows=rows)
        for col in cols:  # cross marks above and below the shared column's edges
            x0 = gx + cs.index(col) * s
            for ex in (x0, x0 + s):
                for ey in (gy - 4, gy + gh + 4):
                    _cross_mark(c, ex, ey)
        for row in rows:
            y0 = gy + (len(rs) - 1 - rs.index(row)) * s
            for ey in (y0, y0 + s):
                for ex in (gx - 4, gx + gw + 4):
                    _cross_mark(c, ex, ey)
        c.wrap(start, "img", desc)
        pages.append(c.finish(f"{board.label.lower().replace(' ', '-')}-sheet-{n}", title=f"{board.label}, sheet {n} of {total}"))
    return pages


def _cross_mark(c: Canvas, x: float, y: float) -> None:
    """For whoever tapes the sheets: thin, and in flat ink on a raised sheet."""
    c.line((x - 3, y), (x + 3, y), width=0.4, colour=c.ink)
    c.line((x, y - 3), (x, y + 3), width=0.4, colour=c.ink)


def piece_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """Shelf-pack each player's pieces at true size, names under each piece."""
    if not kit.pieces:
        return []
    pages = []
    owners = ("White", "Black")
    for owner in (0, 1):
        todo = [pc for pc in kit.pieces if pc.owner == owner]
        sheet = 0
        while todo:
            sheet += 1
            c = _canvas(kit, profile, m, kit.title, f"{owners[owner]}'s pieces: cut along the thick solid lines", "",
                        labels, f"{kit.title}: {owners[owner]}'s pieces")
            x, y, shelf = c.left, c.top, 0.0
            placed = []
            start = c.mark()
            for pc in list(todo):
                w, h = draw.piece_size(c, pc)
                label_w = m.width(pc.name, profile.text_mm, True)
                box_h = h + profile.text_mm * 2
                if c.braille:  # the name in braille under the piece, the print name (flat) under the braille
                    label_w = max(label_w, tactile.width(c.braille.grade2(pc.name)))
                    box_h += profile.text_mm * 0.25 + profile.min_gap + tactile.HEIGHT_MM
                box_w = max(w, label_w)
                if x + box_w > c.right:
                    x, y, shelf = c.left, y + shelf + GAP, 0.0
                if y + box_h > c.bottom:
                    break
                draw.piece(c, pc, x, y)
                if c.braille:
                    by = y + h + profile.line_width / 2 + profile.min_gap
                    tactile.draw(c, c.braille.grade2(pc.name), x, by)
                    c.text(pc.name, x, by + tactile.HEIGHT_MM + print_above(c) - profile.text_mm * 0.25, bold=True)
                else:
                    c.text(pc.name, x, y + h + profile.text_mm * 1.5, bold=True)
                placed.append(pc)
                todo.remove(pc)
                x += box_w + max(GAP, profile.min_gap)
                shelf = max(shelf, box_h)
            if not placed:
                from accessible_kits.errors import KitError
                raise KitError(f"profile {profile.id}: cell_size {profile.cell_size:g}mm is too big for a piece on {profile.paper}")
            words = ", ".join(f"{pc.name} ({len(pc.cells)} square{'' if len(pc.cells) == 1 else 's'})" for pc in placed)
            desc = f"Cut-out pieces for {owners[owner]}, every square marked {(profile.marks.white, profile.marks.black)[owner]}: {words}."
            c.wrap(start, "img", desc)  # before set_desc, which inserts at the front
            c.describe(f"{kit.title}: {owners[owner]}'s pieces", desc)
            pages.append(c.finish(f"pieces-{owners[owner].lower()}-{sheet}", title=f"{owners[owner]}'s pieces {sheet}"))
    return pages


# -- raised sheets only: tokens, tactile diagrams of the worked examples, the braille key --------

TOKEN_GAP = 4.0  # mm of paper between two tokens, to cut along


def token_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """Raised tokens to cut out: one is laid on each cell or circle taken, so the board can be felt.
    How many comes from tactile.token_count, which the rules' words read too."""
    kind, count = tactile.token_count(kit.boards)
    if not count:
        return []
    s = profile.cell_size
    side = s - profile.line_width - 2.0 if kind == "cell" else 2 * draw.circle_radius_for(profile) + 2.0
    pages, done, sheet = [], 0, 0
    while done < count:
        sheet += 1
        c = _canvas(kit, profile, m, kit.title, f"Tokens: cut out {count} {kind} tokens along the blue lines", "",
                    labels, f"{kit.title}: tokens")
        pitch = side + max(TOKEN_GAP, profile.min_gap - 2 * tactile.INSET_MM)  # textures the guideline gap apart
        per_row = max(1, int((c.width + pitch - side) // pitch))
        per_col = max(1, int((c.height + pitch - side) // pitch))
        here = min(per_row * per_col, count - done)
        start = c.mark()
        for k in range(here):
            x, y = c.left + (k % per_row) * pitch, c.top + (k // per_row) * pitch
            if kind == "cell":
                c.dwg.add(c.dwg.rect((x, y), (side, side), fill="none", stroke=c.ink, stroke_width=0.4))
                tactile.area_rect(c, x, y, side, side, "gone", c.dwg)
            else:
                c.dwg.add(c.dwg.circle((x + side / 2, y + side / 2), side / 2, fill="none", stroke=c.ink, stroke_width=0.4))
                tactile.area_disc(c, x + side / 2, y + side / 2, side / 2, "gone", c.dwg)
        c.wrap(start, "img", f"{here} raised {kind} tokens with a dot texture, to cut out along the blue lines.")
        done += here
        pages.append(c.finish(f"tokens-{sheet}", title=f"Tokens {sheet}"))
    return pages


def diagram_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """The worked examples as raised diagrams, drawn from the positions the engine replayed, each
    labelled in braille (Example 1: before, ...). Boards flow over as many sheets as they need."""
    items = [(f"Example {n}: {d.label}", d) for n, ex in enumerate(kit.examples, 1) for d in ex.diagrams]
    if not items:
        return []
    pages, k, sheet = [], 0, 0
    while k < len(items):
        sheet += 1
        c = _canvas(kit, profile, m, kit.title, f"Worked examples, diagram sheet {sheet}", "", labels,
                    f"{kit.title}: examples {sheet}", kit.plan.orientation)
        w, h = layout.board_box(c, items[k][1])
        per_row = max(1, int((c.width + GAP) // (w + GAP)))
        x, y, placed, row_h = c.left, c.top, 0, 0.0
        while k < len(items):
            label, board = items[k]
            w, h = layout.board_box(c, board)
            if placed and placed % per_row == 0:  # a new row, under the tallest board of the last one
                x, y, row_h = c.left, y + row_h + GAP, 0.0
            beside = label_fits_beside(c, label, x)
            h += 0.0 if beside else print_above(c)  # a long label's print goes above its braille
            if y + h > c.bottom and placed:
                break
            row_h = max(row_h, h)
            start = c.mark()
            top = board_label(c, label, x, y, above=not beside)
            if isinstance(board, RowsBoard):
                draw.rows(c, board, x, top)
            else:
                draw.grid(c, board, x, top)
            c.wrap(start, "img", f"{label}. {board.description}")
            x += w + GAP
            placed += 1
            k += 1
        pages.append(c.finish(f"examples-{sheet}", title=f"Worked examples {sheet}"))
    return pages


def key_page(kit: Kit, profile: Profile, m: Metrics, labels, symbols: frozenset[str]) -> Page:
    """The braille key: a sample of each symbol and texture on this kit's raised sheets, its meaning
    in braille on its right (guideline key: symbol first, then its explanation, one entry a line)."""
    c = _canvas(kit, profile, m, kit.title, "Key to the raised sheets", "", labels, f"{kit.title}: key")
    p, s, gap = profile, profile.cell_size, profile.min_gap
    y = c.top
    start = c.mark()
    words = []
    for name in [n for n in tactile.KEY_ORDER if n in symbols]:
        text = tactile.KEY_WORDS[name]
        if name == "owned":
            text = f"{p.marks.white} in a cell: White's piece. {p.marks.black} in a cell: Black's piece."
        x = c.left
        g = c.dwg.g()
        c.dwg.add(g)
        if name == "arrow":
            draw.arrow(c, x - draw.edge_width(c) / 2 - gap, y + s + draw.edge_width(c) / 2 + gap, s + gap, g)
        elif name == "orientation":
            g.add(tactile.tag(c.dwg.polygon([(x + s - 10, y), (x + s, y), (x + s, y + 10)], fill=p.foreground), "point", name))
        else:
            cell = c.dwg.g(**{"data-part": f"key-{name}"})
            g.add(cell)
            cell.add(tactile.tag(c.dwg.rect((x, y), (s, s), fill="none", stroke=p.foreground,
                                            stroke_width=round(draw.edge_width(c) if name == "poison" else p.line_width, 3)), "line"))
            inner = s - p.line_width
            if name in tactile.TEXTURES:
                tactile.area_rect(c, x + p.line_width / 2, y + p.line_width / 2, inner, inner, name, cell)
            elif name == "poison":
                draw.cell_label(c, c.braille.grade1("P"), x, y, s, g)
            elif name == "owned":
                draw.cell_label(c, c.braille.grade1(p.marks.white), x, y, s, g)
            elif name == "start":
                tactile.start_ring(c, x + s / 2, y + s / 2, g)
            elif name == "tried":
                tactile.tried_square(c, x + s / 2, y + s / 2, g)
        bx = x + s + p.line_width / 2 + gap
        room = tactile.cells_across(c.right - bx)
        lines = braille.wrap(c.braille.grade2(text), room, space="\u2800")
        tactile.draw_lines(c, lines, bx, y)  # the lines of one entry are one label
        ty = y + (len(lines) - 1) * tactile.LINE_MM + tactile.HEIGHT_MM + gap / 2 + 0.5 + p.text_mm * 0.75
        ty = c.paragraph(text, ty + 0.0, indent=bx - c.left)  # the same words in print, flat, for the partner
        words.append(text)
        y = max(y + s, ty - p.text_mm * p.line_spacing + p.text_mm * 0.25) + gap + draw.edge_width(c)
    c.wrap(start, "img", "Key: " + " ".join(words))
    return c.finish("key", title="Key to the raised sheets")


def row_height(profile: Profile) -> float:
    """Tall enough to write in by hand: twice the text size, never under 10 mm."""
    return max(2 * profile.text_mm, 10.0)


def _floors(sheet: RecordSheet, profile: Profile, m: Metrics) -> list[float]:
    """Each column's least width: its name's longest word, or its longest expected entry at the
    text size with a little room for handwriting, whichever is wider, plus room off the rules."""
    pad = 3.0 + 1.5 * profile.line_width  # twice the inset of the text from the rules
    return [max([m.width(w, profile.text_mm, True) for w in col.name.split()]
                + [m.width(col.longest, profile.text_mm) * HANDWRITING]) + pad for col in sheet.columns]


def column_widths(sheet: RecordSheet, width: float, profile: Profile, m: Metrics) -> list[float]:
    """Each column at least its floor; the rest shared by weight."""
    floor = _floors(sheet, profile, m)
    spare = width - sum(floor)
    if spare < 0:
        from accessible_kits.errors import KitError
        raise KitError(f"{profile.source or profile.id}: text_size {profile.text_size:g}pt is too big for the "
                       f"{sheet.title} columns on {profile.paper}; use a smaller text_size or bigger paper")
    total = sum(col.width for col in sheet.columns)
    return [f + spare * col.width / total for f, col in zip(floor, sheet.columns)]


def _record_orientation(sheets, profile: Profile, m: Metrics) -> str:
    """Portrait gives more rows a page; landscape only when the columns need the width."""
    width = page_size(profile.paper, "portrait")[0] - 2 * profile.margin
    return "portrait" if all(sum(_floors(s, profile, m)) <= width for s in sheets) else "landscape"


@dataclass
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
        foot = sum(len(m.wrap(line, t, self.width)) * t * profile.line_spacing + t * 0.6
                   for line in sheet.footer) if last else 0.0
        return t * 1.6 + intro * t * profile.line_spacing + self.heads[i] + foot

    def fits(self, i: int, first: bool, last: bool, space: float) -> int:
        """How many rows of table i fit in `space` with this part's frame."""
        return max(0, int((space - self.frame(i, first, last)) // self.rh))


def record_pages(kit: Kit, sheets, profile: Profile, m: Metrics) -> list[Page]:
    """Tables to write in. A table runs over as many pages as it needs, its rows shared evenly
    (no page with a few lonely rows); a short table goes under the one before when it fits."""
    orientation = _record_orientation(sheets, profile, m)
    probe = _canvas(kit, profile, m, kit.title, "Record sheets, page 1", "", orientation=orientation)
    widths = [column_widths(sheet, probe.width, profile, m) for sheet in sheets]
    heads = [_head_height(sheet, w, profile, m) for sheet, w in zip(sheets, widths)]
    r = _RecordRoom(sheets, profile, m, probe.width, probe.bottom - probe.top, heads, row_height(profile))
    return [_record_page(kit, r, widths, chunks, n, orientation) for n, chunks in enumerate(_plan_records(r), 1)]


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
    """Fewer rows on table i's last page when that lets the short tables after it share the page
    (a table on one page splits in two, not more); the sizes as they were when it does not."""
    rows = r.sheets[i].rows
    tail = sum(r.gap + r.frame(j, True, True) + r.sheets[j].rows * r.rh for j in range(i + 1, len(r.sheets)))
    room_left = r.fits(i, False, True, r.room - tail)
    if tail and 1 <= room_left < sizes[-1]:
        pages_before = max(1, len(sizes) - 1)
        caps = [max(1, r.fits(i, True, False, r.room))] + [max(1, r.fits(i, False, False, r.room))] * (pages_before - 1)
        if sum(caps) + room_left >= rows:
            return _even(rows, caps + [room_left])
    return sizes


def _record_page(kit: Kit, r: _RecordRoom, widths, chunks, n: int, orientation: str) -> Page:
    """Record sheet page n: its tables' parts, one under another, each last part with its footer."""
    profile = r.profile
    c = _canvas(kit, profile, r.m, kit.title, f"Record sheets, page {n}", "", orientation=orientation)
    y = c.top
    for i, first, count in chunks:
        sheet = r.sheets[i]
        y = _draw_table(c, sheet, widths[i], r.heads[i], y, first, count, profile)
        if first + count >= sheet.rows:
            y = _draw_footer(c, sheet, y, profile)
        y += profile.text_mm * 2
    return _finish_record(c, kit, [(r.sheets[i], count) for i, _, count in chunks], n)


def _draw_footer(c: Canvas, sheet: RecordSheet, y: float, profile: Profile) -> float:
    """The lines under a table's last part; the y below them."""
    base = y + profile.text_mm * 0.6  # the first footer baseline
    for line in sheet.footer:
        base = c.paragraph(line, base) + profile.text_mm * 0.6
    if sheet.footer:
        y = base - profile.text_mm * (profile.line_spacing + 0.6)
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
    lines = max(len(m.wrap(col.name, profile.text_mm, w - 2 - 2 * profile.line_width, True)) for col, w in zip(sheet.columns, widths))
    return lines * profile.text_mm * 1.25 + profile.text_mm * 0.8 + 2 * profile.line_width


def _draw_table(c: Canvas, sheet: RecordSheet, widths, head_h: float, y: float, done: int, count: int, profile) -> float:
    """The sheet's instructions, then a table of `count` blank rows; returns the y below it."""
    m, t = c.metrics, profile.text_mm
    heading = sheet.title if done == 0 else f"{sheet.title}, continued"
    y = c.paragraph(heading, y + t, bold=True)
    if done == 0:
        y = c.paragraph(sheet.instructions, y)
    y += t * 0.6 - t * profile.line_spacing
    top = y
    rh = row_height(profile)
    inset = 1.5 + profile.line_width * 0.75  # text clear of the thick rules, which are centred on the edge
    x = c.left
    table = c.group("table", sheet.title)
    head = c.group("row", parent=table)
    for col, w in zip(sheet.columns, widths):
        th = c.group("columnheader", parent=head)
        for k, line in enumerate(m.wrap(col.name, t, w - 2 - 2 * profile.line_width, True)):
            c.text(line, x + inset, top + inset + t * (1.0 + 1.25 * k), bold=True, group=th)
        x += w
    for _ in range(count):  # blank rows to write in: empty cells, so a reader hears the shape
        row = c.group("row", parent=table)
        for _ in sheet.columns:
            c.group("cell", parent=row)
    table_h = head_h + count * rh
    lw = max(profile.line_width * 0.6, 0.3)
    c.dwg.add(c.dwg.rect((c.left, top), (c.width, table_h), fill="none", stroke=profile.foreground,
                         stroke_width=round(max(profile.line_width, 0.5), 3)))
    x = c.left
    for w in widths[:-1]:
        x += w
        c.line((x, top), (x, top + table_h), width=lw)
    for r in range(count + 1):
        yy = top + head_h + r * rh
        c.line((c.left, yy), (c.right, yy), width=lw if r else max(profile.line_width, 0.5))
    x = c.left
    for col, w in zip(sheet.columns, widths):
        if col.tick:  # a box to tick, in every row
            box = min(rh * 0.6, w * 0.6, 9.0)
            for r in range(count):
                c.dwg.add(c.dwg.rect((x + (w - box) / 2, top + head_h + r * rh + (rh - box) / 2), (box, box),
                                     fill="none", stroke=profile.foreground, stroke_width=round(max(lw, 0.4), 3)))
        x += w
    return top + table_h + t * 1.0


def _finish_record(c: Canvas, kit: Kit, on_page, n: int) -> Page:
    parts = [f"{sheet.title}: a table with the columns {', '.join(col.name for col in sheet.columns)}, and {count} blank rows"
             for sheet, count in on_page]
    c.describe(f"{kit.title}: record sheets, page {n}", "To fill in by hand. " + ". ".join(parts) + ".")
    return c.finish(f"records-{n}", title=f"Record sheets {n}")


def text_pages(kit, profile, m, id, title, subtitle, sections: tuple[Section, ...], for_host: bool = False) -> list[Page]:
    """Headings, paragraphs and lists, wrapped to the page; portrait, since it is read, and
    continued on a further page only when the profile's text size needs it."""
    page_w = page_size(profile.paper, "portrait")[0]  # read, not played on: portrait
    # text, size, bold, indent, space before, (role, block, item): the role groups lines for the PDF tags
    lines: list[tuple[str, float, bool, float, float, tuple]] = []
    for s, sec in enumerate(sections):
        size = profile.heading_mm * 0.85
        for i, line in enumerate(m.wrap(sec.heading, size, 10_000, True)):
            lines.append((line, size, True, 0.0, profile.text_mm * 0.4 if i == 0 else 0.0, ("heading", s, 0)))
        for b, block in enumerate(sec.blocks):
            for k, (text, lead) in enumerate(_block_lines(block)):
                indent = profile.text_mm * 1.2 if lead else 0.0
                width = page_w - 2 * profile.margin - indent
                for j, line in enumerate(m.wrap(text, profile.text_mm, width)):
                    lines.append(((lead + " " if lead and j == 0 else "") + line, profile.text_mm, False,
                                  0.0 if lead and j == 0 else indent, 0.0,
                                  ("listitem" if lead else "paragraph", (s, b), k)))
    words = " ".join(text for s in sections for b in s.blocks for text, _ in _block_lines(b))
    pages, start, n = [], 0, 0
    while start < len(lines):
        n += 1
        c = _canvas(kit, profile, m, title, subtitle if n == 1 else f"{subtitle} (page {n})".strip(), words,
                    orientation="portrait")
        y = c.top + profile.text_mm
        key, group, lst = None, None, None
        while start < len(lines):
            text, size, bold, indent, before, role = lines[start]
            if y + before > c.bottom and y > c.top + profile.text_mm:
                break
            if role != key:
                if role[0] == "listitem":
                    if lst is None or key[:2] != role[:2]:
                        lst = c.group("list")
                    group = c.group("listitem", parent=lst)
                else:
                    lst = None
                    group = c.group(role[0], level=2 if role[0] == "heading" else None)
                key = role
            y += before
            c.text(text, c.left + indent, y, size=size, bold=bold, group=group)
            y += size * profile.line_spacing
            start += 1
        pages.append(c.finish(id if n == 1 else f"{id}-{n}", for_host=for_host, title=title if n == 1 else f"{title} ({n})"))
    return pages


def _block_lines(block) -> list[tuple[str, str]]:
    """(text, lead) for each line of a block: lead is the number or dash before an item."""
    match block:
        case Para(text):
            return [(text, "")]
        case Steps(items):
            return [(item, f"{i}.") for i, item in enumerate(items, 1)]
        case Bullets(items):
            return [(item, "-") for item in items]
        case ExampleBlock(ex):
            return [(f"Example: {ex.title}", "")] + [(line, f"{i}.") for i, line in enumerate(ex.lines, 1)]
    raise TypeError(f"unknown block {block!r}")


def host_pages(kit: Kit, profile: Profile, m: Metrics) -> list[Page]:
    return text_pages(kit, profile, m, "host-key", f"{kit.title}: host key", "", kit.host_key, for_host=True)
