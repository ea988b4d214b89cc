"""The sheets a kit is played with: boards (whole or tiled), pieces, and on swell paper the
tokens, the raised diagrams of the worked examples and the braille key to them.

Each sheet is laid out exactly as the kit's sheet plan says (render.layout measured it), so
the rules' words, written from the plan, match what is printed.
"""

from __future__ import annotations

from typing import cast

from accessible_kits import braille
from accessible_kits.fonts import Metrics
from accessible_kits.model import GridBoard, Kit
from accessible_kits.profile import Profile
from accessible_kits.render import boards as draw
from accessible_kits.render import layout, pieces, tactile
from accessible_kits.render.canvas import CAP_CENTRE, Canvas, Page, page_size
from accessible_kits.render.drawers import drawer_for, token_count
from accessible_kits.render.paper import blank_page

GAP = layout.GAP


def sheet_title(kit: Kit, profile: Profile, labels, part: str, orientation: str) -> str | None:
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
        c.text(
            text,
            x + tactile.width(cells) + c.profile.min_gap,
            y + tactile.HEIGHT_MM / 2 + c.profile.text_mm * CAP_CENTRE,
            bold=True,
        )
    return y + layout.label_height(c)


def label_fits_beside(c: Canvas, text: str, x: float) -> bool:
    """Whether a label's braille and its print fit side by side from x to the right margin."""
    return (
        x + tactile.width(c.braille.grade2(text)) + c.profile.min_gap + c.metrics.width(text, c.profile.text_mm, True)
        <= c.right
    )


def print_above(c: Canvas) -> float:
    """Room for a line of flat print above a braille label, clear of it by half the raised spacing."""
    return c.profile.text_mm + c.profile.min_gap / 2 + 0.5


def board_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """The play boards, exactly as the kit's sheet plan says (the words were written from it)."""
    plan = kit.plan
    if plan.split:  # the plan splits only a splittable drawer's boards, tiled by columns and rows: grids
        grids = [cast(GridBoard, b) for b in kit.boards]
        from accessible_kits.render.parts import tiled_pages

        return [pg for b in grids for pg in tiled_pages(kit, b, profile, m, labels, orientation=plan.orientation)]
    groups = plan.groups()
    pages = []
    for n, group in enumerate(groups, 1):
        boards = [kit.boards[i] for i in group]
        sub = layout.sheet_subtitle(boards[0], n, len(groups), plan.per_sheet)
        part = boards[0].label.lower() if plan.per_sheet == 1 else "boards"
        c = blank_page(
            kit,
            profile,
            m,
            kit.title,
            sub,
            desc=" ".join(drawer_for(b).describe(b) for b in boards),
            labels=labels,
            braille_title=sheet_title(kit, profile, labels, part, plan.orientation),
            orientation=plan.orientation,
            compact=plan.compact,
        )
        w, h = layout.board_box(c, boards[0], labelled=plan.per_sheet > 1)
        per_row = max(1, int((c.width + layout.GAP) // (w + layout.GAP)))
        for i, b in enumerate(boards):
            x = c.left + (i % per_row) * (w + layout.GAP)
            y = c.top + (i // per_row) * (h + layout.GAP)
            start = c.mark()
            if plan.per_sheet > 1:
                y = board_label(c, b.label, x, y)
            drawer = drawer_for(b)
            drawer.draw(c, b, x, y)
            c.wrap(start, "img", drawer.describe(b))
            drawer.under(c, b, x, y)  # outside the figure: the winner line is to write on
        pages.append(c.finish(f"board-{n}", title=sub))
    return pages


def piece_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """Shelf-pack each player's pieces at true size, names under each piece."""
    if not kit.pieces:
        return []
    pages = []
    for owner in (0, 1):
        todo = [pc for pc in kit.pieces if pc.owner == owner]
        owners = {pc.owner: pc.whose[:1].upper() + pc.whose[1:] for pc in kit.pieces}  # "Red team's", as the rules
        sheet = 0
        while todo:
            sheet += 1
            c = blank_page(
                kit,
                profile,
                m,
                kit.title,
                f"{owners[owner]} pieces: cut along the thick solid lines",
                desc="",
                labels=labels,
                braille_title=f"{kit.title}: {owners[owner]} pieces",
            )
            x, y, shelf = c.left, c.top, 0.0
            placed = []
            start = c.mark()
            for pc in list(todo):
                w, h = pieces.piece_size(c, pc)
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
                pieces.piece(c, pc, x, y)
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

                raise KitError(
                    f"profile {profile.id}: cell_size {profile.cell_size:g}mm is too big for a piece on {profile.paper}"
                )
            words = ", ".join(f"{pc.name} ({len(pc.cells)} square{'' if len(pc.cells) == 1 else 's'})" for pc in placed)
            mark = (profile.marks.white, profile.marks.black)[owner]
            desc = f"Cut-out pieces for {owners[owner]}, every square marked {mark}: {words}."
            c.wrap(start, "img", desc)  # before set_desc, which inserts at the front
            c.describe(f"{kit.title}: {owners[owner]}'s pieces", desc)
            page_id = (
                f"pieces-{('white', 'black')[owner]}-{sheet}"  # the file's name stays, whatever the players' names
            )
            pages.append(c.finish(page_id, title=f"{owners[owner]} pieces {sheet}"))
    return pages


# -- raised sheets only: tokens, tactile diagrams of the worked examples, the braille key --------

TOKEN_GAP = 4.0  # mm of paper between two tokens, to cut along


def token_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """Raised tokens to cut out: one is laid on each cell or circle taken, so the board can be felt.
    How many comes from drawers.token_count, which the rules' words read too."""
    kind, count = token_count(kit.boards)
    if not count:
        return []
    s = profile.cell_size
    side = s - profile.line_width - 2.0 if kind == "cell" else 2 * draw.circle_radius_for(profile) + 2.0
    pages, done, sheet = [], 0, 0
    while done < count:
        sheet += 1
        c = blank_page(
            kit,
            profile,
            m,
            kit.title,
            f"Tokens: cut out {count} {kind} tokens along the blue lines",
            desc="",
            labels=labels,
            braille_title=f"{kit.title}: tokens",
        )
        pitch = side + max(TOKEN_GAP, profile.min_gap - 2 * tactile.INSET_MM)  # textures the guideline gap apart
        per_row = max(1, int((c.width + pitch - side) // pitch))
        per_col = max(1, int((c.height + pitch - side) // pitch))
        here = min(per_row * per_col, count - done)
        start = c.mark()
        for k in range(here):
            x, y = c.left + (k % per_row) * pitch, c.top + (k // per_row) * pitch
            if kind == "cell":
                c.dwg.add(c.dwg.rect((x, y), (side, side), fill="none", stroke=c.ink, stroke_width=0.4))
                tactile.area_rect(c, x, y, side, side, texture="gone", group=c.dwg)
            else:
                c.dwg.add(
                    c.dwg.circle((x + side / 2, y + side / 2), side / 2, fill="none", stroke=c.ink, stroke_width=0.4)
                )
                tactile.area_disc(c, x + side / 2, y + side / 2, side / 2, texture="gone", group=c.dwg)
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
        c = blank_page(
            kit,
            profile,
            m,
            kit.title,
            f"Worked examples, diagram sheet {sheet}",
            desc="",
            labels=labels,
            braille_title=f"{kit.title}: examples {sheet}",
            orientation=kit.plan.orientation,
        )
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
            drawer_for(board).draw(c, board, x, top)
            c.wrap(start, "img", f"{label}. {board.description}")
            x += w + GAP
            placed += 1
            k += 1
        pages.append(c.finish(f"examples-{sheet}", title=f"Worked examples {sheet}"))
    return pages


def key_page(kit: Kit, profile: Profile, m: Metrics, labels, symbols: frozenset[str]) -> Page:
    """The braille key: a sample of each symbol and texture on this kit's raised sheets, its meaning
    in braille on its right (guideline key: symbol first, then its explanation, one entry a line)."""
    c = blank_page(
        kit,
        profile,
        m,
        kit.title,
        "Key to the raised sheets",
        desc="",
        labels=labels,
        braille_title=f"{kit.title}: key",
    )
    p, s, gap = profile, profile.cell_size, profile.min_gap
    y = c.top
    start = c.mark()
    words = []
    for name in [n for n in tactile.KEY_ORDER if n in symbols]:
        text = tactile.KEY_WORDS[name]
        if name == "owned":
            whose = {pc.owner: pc.whose for pc in kit.pieces}  # the players as the rules name them
            text = f"{p.marks.white} in a cell: {whose[0]} piece. {p.marks.black} in a cell: {whose[1]} piece."
        x = c.left
        g = c.dwg.g()
        c.dwg.add(g)
        if name == "arrow":
            draw.arrow(c, x - draw.edge_width(c) / 2 - gap, y + s + draw.edge_width(c) / 2 + gap, s + gap, g)
        elif name == "orientation":
            g.add(
                tactile.tag(
                    c.dwg.polygon([(x + s - 10, y), (x + s, y), (x + s, y + 10)], fill=p.foreground), "point", name
                )
            )
        else:
            cell = c.dwg.g(**{"data-part": f"key-{name}"})
            g.add(cell)
            cell.add(
                tactile.tag(
                    c.dwg.rect(
                        (x, y),
                        (s, s),
                        fill="none",
                        stroke=p.foreground,
                        stroke_width=round(draw.edge_width(c) if name == "poison" else p.line_width, 3),
                    ),
                    "line",
                )
            )
            inner = s - p.line_width
            if name in tactile.TEXTURES:
                tactile.area_rect(c, x + p.line_width / 2, y + p.line_width / 2, inner, inner, texture=name, group=cell)
            elif name == "poison":
                draw.cell_label(c, c.braille.grade1("P"), x, y, s, group=g)
            elif name == "owned":
                draw.cell_label(c, c.braille.grade1(p.marks.white), x, y, s, group=g)
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
