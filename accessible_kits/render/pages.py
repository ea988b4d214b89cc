"""Lay out every printed page of a kit: boards, pieces, record sheets, summary card, host key."""

from __future__ import annotations

from dataclasses import replace

from accessible_kits.fonts import Metrics
from accessible_kits.model import GridBoard, Kit, RecordSheet, RowsBoard, Section
from accessible_kits.profile import Profile
from accessible_kits.render import boards as draw
from accessible_kits.render import tactile
from accessible_kits.render.canvas import Canvas, Page

GAP = 8.0  # mm between boards on a sheet


def kit_pages(kit: Kit, profile: Profile) -> list[Page]:
    from accessible_kits.render.tactile import labels_for

    m = Metrics(profile.font)
    m.braille = labels_for(kit, profile)  # every page of this kit draws its braille from here
    pages = board_pages(kit, profile, m)
    pages += piece_pages(kit, profile, m)
    for sheet in kit.record_sheets:
        pages += record_pages(kit, sheet, profile, m)
    pages += text_pages(kit, profile, m, "summary", f"{kit.title}: quick reference", "", kit.summary)
    pages += host_pages(kit, profile, m)
    return pages


def _canvas(kit, profile, m, title, subtitle, desc) -> Canvas:
    c = Canvas(profile, m, title, subtitle, desc, braille=getattr(m, "braille", None))
    draw.defs(c)
    return c


def _board_words(kit: Kit, board) -> str:
    if isinstance(board, RowsBoard):
        rows = ", ".join(f"{n} row {s} circles" for n, s in zip(board.names, board.sizes))
        return f"{board.label}: {rows}. Each row is named on its left."
    words = f"{board.label}: a grid of {board.columns} columns, A to {chr(64 + board.columns)}, and {board.rows} rows, 1 to {board.rows}."
    roles = dict(board.roles)
    if "poison" in roles.values():
        words += " A1 is the poison cell, marked P inside a thick ring. An arrow at the top right corner points up and right."
    starts = [f"{r.split('-')[1].capitalize()} starts at {chr(65 + c)}{rw + 1}" for (c, rw), r in board.roles if r.startswith("start-")]
    if starts:
        words += " " + ". ".join(starts) + "."
    return words


def board_pages(kit: Kit, profile: Profile, m: Metrics) -> list[Page]:
    """As many boards a sheet as fit (up to the kit's number); a board too big is split, never shrunk.

    A board sheet turns to the other orientation when that keeps a board whole.
    """
    other = replace(profile, orientation="landscape" if profile.orientation == "portrait" else "portrait")
    for prof in (profile, other):
        layout = _board_layout(kit, prof, m)
        if layout:
            break
    else:
        if isinstance(kit.boards[0], RowsBoard):
            from accessible_kits.errors import KitError
            raise KitError(f"profile {profile.id}: cell_size {profile.cell_mm:g}mm makes the rows of circles too big for {profile.paper} paper")
        return [pg for b in kit.boards for pg in tiled_pages(kit, b, (profile, other), m)]
    prof, per_row, per_sheet, (bw, bh) = layout
    groups = [kit.boards[i:i + per_sheet] for i in range(0, len(kit.boards), per_sheet)]
    pages = []
    for n, group in enumerate(groups, 1):
        sub = f"{kit.boards_heading} {n} of {len(groups)}"
        if per_sheet == 1:
            sub = f"{group[0].label}, sheet {n} of {len(groups)}"
        c = _canvas(kit, prof, m, kit.title, sub, " ".join(_board_words(kit, b) for b in group))
        for i, b in enumerate(group):
            x = c.left + (i % per_row) * (bw + GAP)
            y = c.top + (i // per_row) * (bh + GAP)
            start = c.mark()
            if per_sheet > 1:
                c.text(b.label, x, y + prof.text_mm, bold=True)
                y += prof.text_mm * 1.6
            if isinstance(b, RowsBoard):
                draw.rows(c, b, x, y)
                c.wrap(start, "img", _board_words(kit, b))
                winner_y = y + draw.rows_size(c, b)[1] + prof.text_mm * 1.4
                if winner_y <= c.bottom:
                    c.text("Winner: ____________", x, winner_y, group=c.group("paragraph"))
            else:
                draw.grid(c, b, x, y)
                c.wrap(start, "img", _board_words(kit, b))
        pages.append(c.finish(f"board-{n}", title=sub))
    return pages


def _board_layout(kit: Kit, prof: Profile, m: Metrics):
    """(profile, boards a row, boards a sheet, board box) if at least one board fits whole, else None."""
    b = kit.boards[0]
    c = _canvas(kit, prof, m, kit.title, f"{b.label}, sheet 10 of 10", "")
    if isinstance(b, RowsBoard):
        bw, bh = draw.rows_size(c, b)
        if bh + prof.text_mm * 2 <= c.height:
            bh += prof.text_mm * 2  # room for the winner line
    else:
        bw, bh = draw.grid_size(c, b.columns, b.rows)
    labelled = bh + prof.text_mm * 1.6
    if bw > c.width or bh > c.height:
        return None
    per_row = max(1, int((c.width + GAP) // (bw + GAP)))
    per_col = max(1, int((c.height + GAP) // (labelled + GAP)))
    per_sheet = min(kit.boards_per_sheet, per_row * per_col)
    return prof, per_row, per_sheet, (bw, labelled if per_sheet > 1 else bh)


def _spans(total: int, fit: int) -> list[list[int]]:
    """Split 0..total-1 into as few runs of at most `fit` as it takes, each sharing its first
    index with the run before, and as even as they can be (no sheet with a thin strip)."""
    if total <= fit:
        return [list(range(total))]
    n = -(-(total - 1) // (fit - 1))  # runs needed when neighbours share one line
    cuts = [round(i * (total - 1) / n) for i in range(n + 1)]
    return [list(range(a, b + 1)) for a, b in zip(cuts, cuts[1:])]


def _tiles(board: GridBoard, fit_cols: int, fit_rows: int):
    """[(columns, rows, shared columns, shared rows)] for each sheet, top rows first, as read."""
    col_spans = _spans(board.columns, fit_cols)
    row_spans = _spans(board.rows, fit_rows)[::-1]
    out = []
    for rs in row_spans:
        for cs in col_spans:
            # a sheet's first column (row) is shared with the sheet before it, its last with the one after
            cols = sorted({x for x in (cs[0], cs[-1]) if (x == cs[0] and x > 0) or (x == cs[-1] and x < board.columns - 1)})
            rows = sorted({y for y in (rs[0], rs[-1]) if (y == rs[0] and y > 0) or (y == rs[-1] and y < board.rows - 1)})
            out.append((cs, rs, cols, rows))
    return out


def tiled_pages(kit: Kit, board: GridBoard, profiles, m: Metrics) -> list[Page]:
    """Split a grid that is too big into sheets with a one-column (or row) overlap to join along.

    Of the two orientations, the one that needs fewer sheets wins. The fit is worked
    out again with the longest real subtitle, so a two-line header never pushes the
    board into the footer.
    """
    best = None
    for prof in profiles:
        subtitle = "x"
        for _ in range(3):
            probe = _canvas(kit, prof, m, kit.title, subtitle, "")
            b = draw.band(probe)
            sides = 2 if prof.coordinates == "all-sides" else 1
            fit_cols = int((probe.width - sides * b) // prof.cell_mm)
            fit_rows = int((probe.height - sides * b) // prof.cell_mm)
            if fit_cols < 2 or fit_rows < 2:
                break
            tiles = _tiles(board, fit_cols, fit_rows)
            subs = [f"{board.label}, sheet {len(tiles)} of {len(tiles)}" + _join_words(t[2], t[3]) for t in tiles]
            longest = max(subs, key=lambda t: len(m.wrap(t, prof.text_mm, probe.width)))
            if len(m.wrap(longest, prof.text_mm, probe.width)) <= len(m.wrap(subtitle, prof.text_mm, probe.width)):
                if best is None or len(tiles) < len(best[1]):
                    best = (prof, tiles)
                break
            subtitle = longest
    if best is None:
        from accessible_kits.errors import KitError
        p = profiles[0]
        raise KitError(f"profile {p.id}: cell_size {p.cell_mm:g}mm leaves room for fewer than 2 cells on {p.paper}; use smaller cells or bigger paper")
    profile, tiles = best
    s = profile.cell_mm
    total = len(tiles)
    pages = []
    for n, (cs, rs, cols, rows) in enumerate(tiles, 1):
        sub = f"{board.label}, sheet {n} of {total}" + _join_words(cols, rows)
        # the marked cells on this part, so the figure's alt text names them too
        marks = "".join(f" {chr(65 + col)}{row + 1} is the poison cell." if r == "poison" else
                        f" {r.split('-')[1].capitalize()} starts at {chr(65 + col)}{row + 1}."
                        for (col, row), r in board.roles
                        if col in cs and row in rs and (r == "poison" or r.startswith("start-")))
        desc = (f"Part of {board.label}: columns {chr(65 + cs[0])} to {chr(65 + cs[-1])}, rows {rs[0] + 1} to {rs[-1] + 1}.{marks} "
                "The shaded column or row is on the next sheet too: lay one over the other, "
                "line up the cross marks, and tape the sheets together.")
        c = _canvas(kit, profile, m, kit.title, sub, desc)
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


def _join_words(cols, rows) -> str:
    parts = []
    if cols:
        parts.append(("columns " if len(cols) > 1 else "column ") + " and ".join(chr(65 + x) for x in cols))
    if rows:
        parts.append(("rows " if len(rows) > 1 else "row ") + " and ".join(str(y + 1) for y in rows))
    return f", join along {' and '.join(parts)}" if parts else ""


def _cross_mark(c: Canvas, x: float, y: float) -> None:
    c.line((x - 3, y), (x + 3, y), width=0.4)
    c.line((x, y - 3), (x, y + 3), width=0.4)


def piece_pages(kit: Kit, profile: Profile, m: Metrics) -> list[Page]:
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
            c = _canvas(kit, profile, m, kit.title, f"{owners[owner]}'s pieces: cut along the thick solid lines", "")
            x, y, shelf = c.left, c.top, 0.0
            placed = []
            start = c.mark()
            for pc in list(todo):
                w, h = draw.piece_size(c, pc)
                label_w = m.width(pc.name, profile.text_mm, True)
                box_h = h + profile.text_mm * 2
                if c.braille:  # the name in braille under the print name
                    label_w = max(label_w, tactile.width(c.braille.words(pc.name)))
                    box_h += profile.text_mm * 0.25 + profile.min_gap_mm + tactile.HEIGHT_MM
                box_w = max(w, label_w)
                if x + box_w > c.right:
                    x, y, shelf = c.left, y + shelf + GAP, 0.0
                if y + box_h > c.bottom:
                    break
                draw.piece(c, pc, x, y)
                c.text(pc.name, x, y + h + profile.text_mm * 1.5, bold=True)
                if c.braille:
                    tactile.draw(c, c.braille.words(pc.name), x, y + h + profile.text_mm * 1.75 + profile.min_gap_mm)
                placed.append(pc)
                todo.remove(pc)
                x += box_w + max(GAP, profile.min_gap_mm)
                shelf = max(shelf, box_h)
            if not placed:
                from accessible_kits.errors import KitError
                raise KitError(f"profile {profile.id}: cell_size {profile.cell_mm:g}mm is too big for a piece on {profile.paper}")
            words = ", ".join(f"{pc.name} ({len(pc.cells)} squares)" for pc in placed)
            desc = f"Cut-out pieces for {owners[owner]}, every square marked {(profile.mark_white, profile.mark_black)[owner]}: {words}."
            c.wrap(start, "img", desc)  # before set_desc, which inserts at the front
            c.dwg.set_desc(title=f"{kit.title}: {owners[owner]}'s pieces", desc=desc)
            pages.append(c.finish(f"pieces-{owners[owner].lower()}-{sheet}", title=f"{owners[owner]}'s pieces {sheet}"))
    return pages


def row_height(profile: Profile) -> float:
    """Tall enough to write in by hand: twice the text size, never under 10 mm."""
    return max(2 * profile.text_mm, 10.0)


def column_widths(sheet: RecordSheet, width: float, profile: Profile, m: Metrics) -> list[float]:
    """Each column at least as wide as the longest word of its name; the rest shared by weight."""
    pad = 3.0
    floor = [max(m.width(w, profile.text_mm, True) for w in col.name.split()) + pad for col in sheet.columns]
    spare = width - sum(floor)
    if spare < 0:
        from accessible_kits.errors import KitError
        raise KitError(f"profile {profile.id}: text_size {profile.text_pt:g}pt is too big for the {sheet.title} columns on {profile.paper}")
    total = sum(col.width for col in sheet.columns)
    return [f + spare * col.width / total for f, col in zip(floor, sheet.columns)]


def record_pages(kit: Kit, sheet: RecordSheet, profile: Profile, m: Metrics) -> list[Page]:
    """A table to write in, portrait for more rows a page, continued on as many pages as it needs."""
    profile = replace(profile, orientation="portrait")
    rh = row_height(profile)
    pages = []
    done, n = 0, 0
    while done < sheet.rows or n == 0:
        n += 1
        c = _canvas(kit, profile, m, kit.title, f"{sheet.title}, page {n}", "")
        y = c.paragraph(sheet.instructions, c.top + profile.text_mm)
        widths = column_widths(sheet, c.width, profile, m)
        headers = [m.wrap(col.name, profile.text_mm, w - 2, True) for col, w in zip(sheet.columns, widths)]
        head_lines = max(len(h) for h in headers)
        head_h = head_lines * profile.text_mm * 1.25 + profile.text_mm * 0.8
        top = y
        room = c.bottom - top - head_h - len(sheet.footer) * profile.text_mm * profile.line_spacing * 1.6
        fit = max(1, int(room // rh))
        count = min(fit, sheet.rows - done)
        table_h = head_h + count * rh
        x = c.left
        table = c.group("table", sheet.title)
        head = c.group("row", parent=table)
        for col, w, lines in zip(sheet.columns, widths, headers):
            th = c.group("columnheader", parent=head)
            for k, line in enumerate(lines):
                c.text(line, x + 1.5, top + profile.text_mm * (1.0 + 1.25 * k), bold=True, group=th)
            x += w
        for _ in range(count):  # blank rows to write in: empty cells, so a reader hears the shape
            row = c.group("row", parent=table)
            for _ in sheet.columns:
                c.group("cell", parent=row)
        lw = max(profile.line_mm * 0.6, 0.3)
        c.dwg.add(c.dwg.rect((c.left, top), (c.width, table_h), fill="none", stroke=profile.foreground,
                             stroke_width=round(max(profile.line_mm, 0.5), 3)))
        x = c.left
        for w in widths[:-1]:
            x += w
            c.line((x, top), (x, top + table_h), width=lw)
        for r in range(count + 1):
            yy = top + head_h + r * rh
            c.line((c.left, yy), (c.right, yy), width=lw if r else max(profile.line_mm, 0.5))
        x = c.left
        for col, w in zip(sheet.columns, widths):
            if col.tick:  # a box to tick, in every row
                box = min(rh * 0.6, w * 0.6, 9.0)
                for r in range(count):
                    c.dwg.add(c.dwg.rect((x + (w - box) / 2, top + head_h + r * rh + (rh - box) / 2), (box, box),
                                         fill="none", stroke=profile.foreground, stroke_width=round(max(lw, 0.4), 3)))
            x += w
        y = top + table_h + profile.text_mm * 2
        done += count
        if done >= sheet.rows:
            for line in sheet.footer:
                y = c.paragraph(line, y) + profile.text_mm * 0.6
        cols = ", ".join(col.name for col in sheet.columns)
        c.dwg.set_desc(title=f"{kit.title}: {sheet.title}, page {n}",
                       desc=f"A table to fill in by hand with the columns {cols}, and {count} blank rows.")
        pages.append(c.finish(f"{sheet.id}-{n}", title=f"{sheet.title} {n}"))
    return pages


def text_pages(kit, profile, m, id, title, subtitle, sections: tuple[Section, ...], host: bool = False) -> list[Page]:
    """Headings, paragraphs and lists, wrapped to the page; portrait, since it is read, and
    continued on a further page only when the profile's text size needs it."""
    prof = replace(profile, orientation="portrait")
    # text, size, bold, indent, space before, (role, block, item): the role groups lines for the PDF tags
    lines: list[tuple[str, float, bool, float, float, tuple]] = []
    for s, sec in enumerate(sections):
        size = prof.heading_mm * 0.85
        for i, line in enumerate(m.wrap(sec.heading, size, 10_000, True)):
            lines.append((line, size, True, 0.0, prof.text_mm * 0.4 if i == 0 else 0.0, ("heading", s, 0)))
        for b, block in enumerate(sec.blocks):
            items = ([(block.text, "")] if block.text else []) + [(item, "-") for item in block.items]
            for k, (text, lead) in enumerate(items):
                indent = prof.text_mm * 1.2 if lead else 0.0
                width = prof.page_mm[0] - 2 * prof.margin_mm - indent
                for j, line in enumerate(m.wrap(text, prof.text_mm, width)):
                    lines.append(((lead + " " if lead and j == 0 else "") + line, prof.text_mm, False,
                                  0.0 if lead and j == 0 else indent, 0.0,
                                  ("listitem" if lead else "paragraph", (s, b), k)))
    words = " ".join(b.text or " ".join(b.items) for s in sections for b in s.blocks)
    pages, start, n = [], 0, 0
    while start < len(lines):
        n += 1
        c = _canvas(kit, prof, m, title, subtitle if n == 1 else f"{subtitle} (page {n})".strip(), words)
        y = c.top + prof.text_mm
        key, group, lst = None, None, None
        while start < len(lines):
            text, size, bold, indent, before, role = lines[start]
            if y + before > c.bottom and y > c.top + prof.text_mm:
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
            y += size * prof.line_spacing
            start += 1
        pages.append(c.finish(id if n == 1 else f"{id}-{n}", host=host, title=title if n == 1 else f"{title} ({n})"))
    return pages


def host_pages(kit: Kit, profile: Profile, m: Metrics) -> list[Page]:
    return text_pages(kit, profile, m, "host-key", f"{kit.title}: host key", "Keep this page apart from the players", kit.host_key, host=True)
