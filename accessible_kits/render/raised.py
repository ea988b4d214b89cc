"""The raised sheets a tactile kit has besides its boards, pieces and key: the tokens to cut out
and the worked examples as raised diagrams.

Why apart from render/sheets.py: these two share sheets. Swell paper is costly, so the tokens go
under the boards of the last board sheet when the plan finds them room there (render/sheets.py
draws that), else under the last diagram of the worked examples when they fit there, and only
else on sheets of their own. `raised_pages` decides and draws them, for the page list and for
the preparation plan's counts alike.
"""

from __future__ import annotations

from accessible_kits import braille
from accessible_kits.fonts import Metrics
from accessible_kits.model import Board, Kit
from accessible_kits.profile import Profile
from accessible_kits.render import layout, tactile
from accessible_kits.render.canvas import Canvas, Page
from accessible_kits.render.drawers import drawer_for, token_count
from accessible_kits.render.paper import blank_page
from accessible_kits.render.sheets import board_label, label_fits_beside, print_above

GAP = layout.GAP
CUT_LINES = "along the {ink} lines"  # how the tokens are cut out in swell.pdf: their outlines are flat ink
NO_LINES = (
    "midway between one token's dots and the next"  # in swell-raised-only.pdf, which has no flat ink: no cut lines
)


def examples_name(n: int) -> str:
    """Diagram sheet n's own part of its braille title ("diagram sheet 2"), after the game's name: what
    a hand finds the sheet by, so the braille rules name the sheet by it (round 18's reader). Not
    "examples 2": a sheet holds diagrams of more than one example, and "examples 2" was read as
    Example 2 (round 20's reader)."""
    return f"diagram sheet {n}"


def tokens_words(kind: str, count: int, ink: str = "blue") -> str:
    """The tokens as a screen reader says them, in swell.pdf: their number, feel and cut lines
    (writers/raised_only.py says the cut without lines)."""
    return f"{count} raised {kind} tokens with a dot texture, to cut out {CUT_LINES.format(ink=ink)}."


def without_cut_lines(svg: str, ink: str) -> str:
    """A raised sheet's words with its flat ink taken out (swell-raised-only.pdf): the tokens are
    cut midway between one token's dots and the next, as no cut line is printed. `ink`: the flat ink in words."""
    return svg.replace(CUT_LINES.format(ink=ink), NO_LINES)


def raised_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """The token sheets (none when the plan put the tokens under the boards or the last diagram),
    then the worked examples' diagram sheets, as the plan laid them out (plan.with_diagrams)."""
    count = token_count(kit.boards)[1]
    loose = count and not (kit.plan.tokens_with_boards or kit.plan.tokens_with_diagrams)
    return (token_pages(kit, profile, m, labels) if loose else []) + diagram_pages(kit, profile, m, labels)


def token_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """Raised tokens to cut out, on sheets of their own: one is laid on each cell or circle taken,
    so the board can be felt. How many comes from drawers.token_count, which the rules' words
    read too."""
    kind, count = token_count(kit.boards)
    pages, done, sheet = [], 0, 0
    while done < count:
        sheet += 1
        c = blank_page(
            kit,
            profile,
            m,
            kit.title,
            layout.tokens_label(kind, count, profile.flat_ink),
            desc="",
            labels=labels,
            braille_title=f"{kit.title}: tokens",
        )
        _, _, per_row, per_col = layout.token_grid(c, kind, c.top)
        here = min(per_row * per_col, count - done)
        start = c.mark()
        draw_tokens(c, kind, c.top, here)
        c.wrap(start, "img", tokens_words(kind, here, layout.ink_words(profile.flat_ink)))
        done += here
        pages.append(c.finish(f"tokens-{sheet}", title=f"Tokens {sheet}"))
    return pages


def draw_tokens(c: Canvas, kind: str, top: float, here: int) -> None:
    """`here` raised tokens in rows from `top`: each a square or disc, outlined in flat ink to cut along."""
    side, pitch, per_row, _ = layout.token_grid(c, kind, top)
    for k in range(here):
        x, y = c.left + (k % per_row) * pitch, top + (k // per_row) * pitch
        if kind == "cell":
            c.dwg.add(c.dwg.rect((x, y), (side, side), fill="none", stroke=c.ink, stroke_width=0.4))
            tactile.area_rect(c, x, y, side, side, texture="gone", group=c.dwg)
        else:
            c.dwg.add(c.dwg.circle((x + side / 2, y + side / 2), side / 2, fill="none", stroke=c.ink, stroke_width=0.4))
            tactile.area_disc(c, x + side / 2, y + side / 2, side / 2, texture="gone", group=c.dwg)


def tokens_at(c: Canvas, kind: str, count: int, y: float) -> float | None:
    """Where the tokens' label goes at `y`, when all `count` tokens fit between it and the
    footer (the room under it); else None."""
    room, _ = layout.label_room(
        c, layout.tokens_label(kind, count, c.profile.flat_ink), c.left, short=layout.TOKENS_SHORT
    )
    _, _, per_row, per_col = layout.token_grid(c, kind, y + room)
    return room if per_row * per_col >= count else None


def draw_tokens_at(c: Canvas, kind: str, count: int, y: float, room: float) -> None:
    """All the tokens under their label from `y`, `room` being the label's height, as one figure."""
    text = layout.tokens_label(kind, count, c.profile.flat_ink)
    _, beside = layout.label_room(c, text, c.left, short=layout.TOKENS_SHORT)
    start = c.mark()
    board_label(c, text, c.left, y, above=not beside, short=layout.TOKENS_SHORT)
    draw_tokens(c, kind, y + room, count)
    c.wrap(start, "img", tokens_words(kind, count, layout.ink_words(c.profile.flat_ink)))


Spot = tuple[int, float, float, bool]  # a diagram on a sheet: its index in the items, x, y, label above


def diagram_items(examples) -> list[tuple[str, Board]]:
    """The worked examples' diagrams in order, each with its label ("Example 1: before")."""
    return [(f"Example {n}: {d.label}", d) for n, ex in enumerate(examples, 1) for d in ex.diagrams]


def label_lines(c: Canvas, label: str, x: float) -> list[str]:
    """A diagram's braille label in lines that fit from `x` to the right margin: a user's long
    title or move ("Example 1: Not allowed: tee C6+D6+E6+D7") runs over, never off the sheet."""
    return braille.wrap(c.braille.grade2(label), tactile.cells_across(c.right - x), space="\u2800")


def diagram_label(c: Canvas, label: str, x: float, y: float, *, above: bool) -> float:
    """A diagram's label as lay_out_diagrams measured it: on one line as board_label draws it,
    else its print above and its braille in lines under it. Returns the y where the board starts."""
    lines = label_lines(c, label, x)
    if len(lines) == 1:
        return board_label(c, label, x, y, above=above)
    c.text(label, x, y + c.profile.text_mm * 0.75, bold=True)
    y += print_above(c)
    tactile.draw_lines(c, lines, x, y)
    return y + (len(lines) - 1) * tactile.LINE_MM + layout.label_height(c)


def diagram_canvas(profile: Profile, m: Metrics, labels, title: str, *, sheet: tuple[int, str]) -> Canvas:
    """An empty diagram sheet as the pages draw it (`sheet`: its number and way up), to measure
    the room on it: the plan lays the diagrams out with it, before the pages are drawn."""
    n, way = sheet
    return layout.probe(
        profile,
        m,
        title,
        f"Worked examples, diagram sheet {n}",
        labels,
        paper=profile.swell_paper,
        orientation=way,
        braille_title=f"{title}: {examples_name(n)}",
    )


def lay_out_diagrams(canvas_for, items: list, kind: str, tokens: int) -> tuple[list[list[Spot]], float | None]:
    """Where each diagram goes, sheet by sheet (`canvas_for(n)`: sheet n, empty): each board after
    the last, a new row under the tallest, a new sheet when the next does not fit. Returns the
    sheets' spots and, when all `tokens` fit under the last row, the y of their label (else None)."""
    sheets: list[list[Spot]] = []
    k = 0
    under = None
    while k < len(items):
        c = canvas_for(len(sheets) + 1)
        w, h = layout.board_box(c, items[k][1])
        per_row = max(1, int((c.width + GAP) // (w + GAP)))
        x, y, row_h = c.left, c.top, 0.0
        spots: list[Spot] = []
        while k < len(items):
            label, board = items[k]
            w, h = layout.board_box(c, board)
            if spots and len(spots) % per_row == 0:  # a new row, under the tallest board of the last one
                x, y, row_h = c.left, y + row_h + GAP, 0.0
            lines = len(label_lines(c, label, x))
            beside = lines == 1 and label_fits_beside(c, label, x)
            # a long label's print goes above its braille, which runs over lines when it must
            h += (0.0 if beside else print_above(c)) + (lines - 1) * tactile.LINE_MM
            if y + h > c.bottom and spots:
                break
            row_h = max(row_h, h)
            spots.append((k, x, y, not beside))
            x += w + GAP
            k += 1
        sheets.append(spots)
        if k == len(items) and tokens and tokens_at(c, kind, tokens, y + row_h + GAP) is not None:
            under = y + row_h + GAP
    return sheets, under


def best_diagram_way(canvas_for, items: list, kind: str, tokens: int, first: str) -> tuple[str, int, bool]:
    """The way up the diagram sheets go: the one that needs fewer sheets in all, the `tokens`
    counted as a sheet more when they do not fit under the last diagram (`first` when both need
    as many). `canvas_for(n, way)`: sheet n, empty. Returns the way, the diagram sheets and
    whether the tokens are under the last diagram."""
    got = []
    for way in layout.both_ways(first):
        sheets, under = lay_out_diagrams(lambda n, way=way: canvas_for(n, way), items, kind, tokens)
        got.append((len(sheets) + (0 if under is not None or not tokens else 1), way, len(sheets), under is not None))
    _, way, n, under = min(got, key=lambda g: g[0])
    return way, n, under


def diagram_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """The worked examples as raised diagrams, drawn from the positions the engine replayed, each
    labelled in braille (Example 1: before, ...), on sheets turned as the plan says, the tokens
    under the last diagram when the plan put them there (plan.with_diagrams)."""
    items = diagram_items(kit.examples)
    if not items:
        return []
    kind, count = token_count(kit.boards)
    tokens = count if kit.plan.tokens_with_diagrams else 0
    way = kit.plan.diagram_way or kit.plan.orientation

    def canvas(n: int) -> Canvas:
        return blank_page(
            kit,
            profile,
            m,
            kit.title,
            f"Worked examples, diagram sheet {n}",
            desc="",
            labels=labels,
            braille_title=f"{kit.title}: {examples_name(n)}",
            orientation=way,
        )

    sheets, under = lay_out_diagrams(canvas, items, kind, tokens)
    pages = []
    for n, spots in enumerate(sheets, 1):
        c = canvas(n)
        for k, x, y, above in spots:
            label, board = items[k]
            start = c.mark()
            top = diagram_label(c, label, x, y, above=above)
            drawer_for(board).draw(c, board, x, top)
            c.wrap(start, "img", f"{label}. {board.description}")
        title = f"Worked examples {n}"
        if n == len(sheets) and under is not None:
            room = tokens_at(c, kind, tokens, under)
            assert room is not None  # as lay_out_diagrams measured it
            draw_tokens_at(c, kind, tokens, under, room)
            title = f"{title} and the tokens"
        pages.append(c.finish(f"examples-{n}", title=title))
    return pages
