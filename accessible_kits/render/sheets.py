"""The sheets a kit is played with: boards (whole or tiled), pieces, and on swell paper the
braille key to the raised sheets (render/raised.py draws the tokens and the raised diagrams).

Each sheet is laid out exactly as the kit's sheet plan says (render.layout measured it), so
the rules' words, written from the plan, match what is printed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from accessible_kits import braille
from accessible_kits.fonts import Metrics
from accessible_kits.model import POISON_LABEL, GridBoard, Kit, Piece
from accessible_kits.profile import Profile
from accessible_kits.render import boards as draw
from accessible_kits.render import layout, packing, pieces, tactile
from accessible_kits.render.canvas import CAP_CENTRE, CARD_NOTE, Canvas, Page, page_size
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


def board_label(c: Canvas, text: str, x: float, y: float, above: bool = False, *, short: str = "") -> float:
    """A board's label above it: print, or braille with the print in flat ink beside it (or above
    it, for labels too long to share a line); `short`: fewer words to say in braille than in print.
    Returns the y where the board starts."""
    if not c.swell:
        c.text(text, x, y + c.profile.text_mm, bold=True)
        return y + c.profile.text_mm * 1.6
    cells = c.braille.grade2(short or text)
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
    for n, (group, (orientation, compact)) in enumerate(zip(groups, plan.ways(), strict=True), 1):
        boards = [kit.boards[i] for i in group]
        tokens = plan.tokens_with_boards and n == len(groups)
        sub = layout.sheet_subtitle(boards, tokens=tokens)
        part = boards[0].label.lower() if len(boards) == 1 else "boards"
        c = blank_page(
            kit,
            profile,
            m,
            kit.title,
            sub,
            desc=" ".join(drawer_for(b).describe(b) for b in boards),
            labels=labels,
            braille_title=sheet_title(kit, profile, labels, part, orientation),
            orientation=orientation,
            compact=compact,
        )
        labelled = len(boards) > 1  # a board alone is named by the sheet's heading
        places = layout.board_places(c, boards, labelled=labelled)
        if places is None:  # the plan measured this very sheet
            raise AssertionError(f"board sheet {n} does not hold what the plan put on it")
        for b, (x, at) in zip(boards, places, strict=True):
            start = c.mark()
            y = board_label(c, b.label, x, at) if labelled else at
            drawer = drawer_for(b)
            drawer.draw(c, b, x, y)
            c.wrap(start, "img", drawer.describe(b))
            drawer.under(c, b, x, y)  # outside the figure: the winner line is to write on
        if tokens:
            _tokens_under(c, kit, boards, labelled=labelled)
        pages.append(c.finish(f"board-{n}", title=sub))
    return pages


def _tokens_under(c: Canvas, kit: Kit, boards, *, labelled: bool) -> None:
    """All the raised tokens under the boards of the last board sheet, where the plan found them room."""
    kind, count = token_count(kit.boards)
    y = layout.tokens_below(c, boards, kind, count, labelled=labelled)
    if y is None:  # the plan measured this very sheet
        raise AssertionError("the tokens do not fit under the boards where the plan put them")
    from accessible_kits.render.raised import draw_tokens_at

    text = layout.tokens_label(kind, count, c.profile.flat_ink)
    room, _ = layout.label_room(c, text, c.left, short=layout.TOKENS_SHORT)
    draw_tokens_at(c, kind, count, y, room)


def piece_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """Both players' pieces at true size, each player's under a label, names under each piece,
    on as few sheets as hold them (packing.pieces_sheets, which the plan counts with)."""
    if not kit.pieces:
        return []
    paper = profile.swell_paper if labels else profile.paper
    braille_title = f"{kit.title}: pieces"
    whose = _whose(kit)

    def empty(orientation: str) -> Canvas:
        return layout.probe(
            profile,
            m,
            kit.title,
            layout.PIECES_SUBTITLE,
            labels,
            paper=paper,
            orientation=orientation,
            braille_title=braille_title,
        )

    sheets = packing.pieces_sheets(empty, kit.pieces, profile.orientation)
    if sheets is None:
        from accessible_kits.errors import KitError

        raise KitError(f"profile {profile.id}: cell_size {profile.cell_size:g}mm is too big for a piece on {paper}")
    pages = []
    for n, (orientation, places) in enumerate(sheets, 1):
        c = blank_page(
            kit,
            profile,
            m,
            kit.title,
            layout.PIECES_SUBTITLE,
            desc="",
            labels=labels,
            braille_title=braille_title,
            orientation=orientation,
            note="" if labels else CARD_NOTE,  # cut-out pieces on card do not slide or curl
        )
        start = c.mark()
        for kind, what, x, y in places:
            if kind == "label":
                board_label(c, packing.label_words(kit.pieces, cast(int, what)), x, y)
            else:
                _cut_out_piece(c, cast(Piece, what), x, y)
        desc = _pieces_words(profile, whose, [cast(Piece, what) for kind, what, _, _ in places if kind == "piece"])
        c.wrap(start, "img", desc)  # before set_desc, which inserts at the front
        c.describe(f"{kit.title}: pieces", desc)
        owners = " and ".join(whose[o] for o in sorted({cast(Piece, w).owner for k, w, _, _ in places if k == "piece"}))
        title = f"{owners} pieces" + (f", sheet {n} of {len(sheets)}" if len(sheets) > 1 else "")
        pages.append(c.finish(f"pieces-{n}", title=title))  # the bookmark: whose pieces, which sheet
    return pages


def _cut_out_piece(c: Canvas, pc: Piece, x: float, y: float) -> None:
    """One piece at true size with its name under it: in braille, then in flat print, on a raised sheet."""
    p = c.profile
    h = pieces.piece_size(c, pc)[1]
    pieces.piece(c, pc, x, y)
    if c.braille:
        by = y + h + p.line_width / 2 + p.min_gap
        tactile.draw(c, c.braille.grade2(pc.name), x, by)
        c.text(pc.name, x, by + tactile.HEIGHT_MM + print_above(c) - p.text_mm * 0.25, bold=True)
    else:
        c.text(pc.name, x, y + h + p.text_mm * 1.5, bold=True)


def _whose(kit: Kit) -> dict[int, str]:
    """Each side's pieces as the rules name their player ("Red team's", "White's"), capitalised."""
    return packing.whose(kit.pieces)


def _pieces_words(profile: Profile, whose: dict[int, str], placed: list[Piece]) -> str:
    """What a pieces sheet shows, for a screen reader: each player's pieces on it, and their mark."""
    out = []
    for owner in (0, 1):
        mine = [pc for pc in placed if pc.owner == owner]
        if mine:
            words = ", ".join(f"{pc.name} ({len(pc.cells)} square{'' if len(pc.cells) == 1 else 's'})" for pc in mine)
            mark = (profile.marks.white, profile.marks.black)[owner]
            out.append(f"{whose[owner]} pieces, to cut out, every square marked {mark}: {words}.")
    return " ".join(out)


# -- raised sheets only: tokens, tactile diagrams of the worked examples, the braille key --------


def _key_sample(c: Canvas, name: str, x: float, y: float, g) -> None:
    """A key entry's sample symbol, drawn as the raised sheets draw it, a cell's size, at (x, y):
    an empty square is a board cell's lines alone, an empty circle a circle's raised ring alone."""
    p, s, gap = c.profile, c.profile.cell_size, c.profile.min_gap
    if name == "arrow":
        draw.arrow(c, x - draw.edge_width(c) / 2 - gap, y + s + draw.edge_width(c) / 2 + gap, s + gap, g)
    elif name == "orientation":
        g.add(
            tactile.tag(c.dwg.polygon([(x + s - 10, y), (x + s, y), (x + s, y + 10)], fill=p.foreground), "point", name)
        )
    elif name == "cut":  # a piece's outline, as render/pieces.py draws its outer edges
        part = c.dwg.g(**{"data-part": "key-cut"})
        g.add(part)
        el = c.line((x, y + s / 2), (x + s, y + s / 2), width=max(p.line_width, 0.5), group=part)
        tactile.tag(el, "line", "cut")
    elif name == "open":  # a row's circle, nothing on it
        ring = c.dwg.circle(
            (round(x + s / 2, 3), round(y + s / 2, 3)),
            round(draw.circle_radius_for(p), 3),
            fill="none",
            stroke=p.foreground,
            stroke_width=round(p.line_width, 3),
        )
        cell = c.dwg.g(**{"data-part": "key-open"})
        g.add(cell)
        cell.add(tactile.tag(ring, "line", "open"))
    else:
        _key_cell(c, name, x, y, g)


def _key_cell(c: Canvas, name: str, x: float, y: float, g) -> None:
    """A key sample that is a board cell: its lines, and what the sheets draw inside it (nothing,
    for an empty square)."""
    p, s = c.profile, c.profile.cell_size
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
            "empty" if name == "empty" else "",  # nothing inside: the lines are the symbol
        )
    )
    inner = s - p.line_width
    if name in tactile.TEXTURES:
        tactile.area_rect(c, x + p.line_width / 2, y + p.line_width / 2, inner, inner, texture=name, group=cell)
    elif name == "poison":
        draw.cell_label(c, c.braille.grade1(POISON_LABEL), x, y, s, group=g)
    elif name == "owned":
        draw.cell_label(c, c.braille.grade1(p.marks.white), x, y, s, group=g)
    elif name == "start":
        tactile.start_ring(c, x + s / 2, y + s / 2, g)
    elif name == "tried":
        tactile.tried_square(c, x + s / 2, y + s / 2, g)


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
        text = tactile.KEY_WORDS[name].format(done="placed" if kit.pieces else "covered")
        if name == "owned":
            whose = {pc.owner: pc.whose for pc in kit.pieces}  # the players as the rules name them
            text = f"{p.marks.white} in a cell: {whose[0]} piece. {p.marks.black} in a cell: {whose[1]} piece."
        x = c.left
        g = c.dwg.g()
        c.dwg.add(g)
        _key_sample(c, name, x, y, g)
        bx = x + s + p.line_width / 2 + gap
        room = tactile.cells_across(c.right - bx)
        cells = tactile.key_cells(c.braille, text, (POISON_LABEL, p.marks.white, p.marks.black))
        lines = braille.wrap(cells, room, space="\u2800")
        tactile.draw_lines(c, lines, bx, y)  # the lines of one entry are one label
        ty = y + (len(lines) - 1) * tactile.LINE_MM + tactile.HEIGHT_MM + gap / 2 + 0.5 + p.text_mm * 0.75
        ty = c.paragraph(text, ty + 0.0, indent=bx - c.left)  # the same words in print, flat, for the partner
        words.append(text)
        y = max(y + s, ty - p.text_mm * p.line_spacing + p.text_mm * 0.25) + gap + draw.edge_width(c)
    c.wrap(start, "img", "Key: " + " ".join(words))
    return replace(c.finish("key", title="Key to the raised sheets"), key=tuple(words))
