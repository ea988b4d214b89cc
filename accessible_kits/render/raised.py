"""The raised sheets a tactile kit has besides its boards, pieces and key: the tokens to cut out
and the worked examples as raised diagrams.

Why apart from render/sheets.py: these two share sheets. Swell paper is costly, so the tokens go
under the boards of the last board sheet when the plan finds them room there (render/sheets.py
draws that), else under the last diagram of the worked examples when they fit there, and only
else on sheets of their own. `raised_pages` decides and draws them, for the page list and for
the preparation plan's counts alike.
"""

from __future__ import annotations

from accessible_kits.fonts import Metrics
from accessible_kits.model import Kit
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


def tokens_words(kind: str, count: int, ink: str = "blue") -> str:
    """The tokens as a screen reader says them, in swell.pdf: their number, feel and cut lines
    (writers/raised_only.py says the cut without lines)."""
    return f"{count} raised {kind} tokens with a dot texture, to cut out {CUT_LINES.format(ink=ink)}."


def without_cut_lines(svg: str, ink: str) -> str:
    """A raised sheet's words with its flat ink taken out (swell-raised-only.pdf): the tokens are
    cut midway between one token's dots and the next, as no cut line is printed. `ink`: the flat ink in words."""
    return svg.replace(CUT_LINES.format(ink=ink), NO_LINES)


def raised_pages(kit: Kit, profile: Profile, m: Metrics, labels) -> list[Page]:
    """The token sheets (none when the tokens are under the boards or the last diagram), then the
    worked examples' diagram sheets, the last holding the tokens when they fit under it."""
    count = token_count(kit.boards)[1]
    loose = count if count and not kit.plan.tokens_with_boards else 0
    diagrams, took = diagram_pages(kit, profile, m, labels, tokens=loose)
    return ([] if took or not loose else token_pages(kit, profile, m, labels)) + diagrams


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


def diagram_pages(kit: Kit, profile: Profile, m: Metrics, labels, *, tokens: int = 0) -> tuple[list[Page], bool]:
    """The worked examples as raised diagrams, drawn from the positions the engine replayed, each
    labelled in braille (Example 1: before, ...). Boards flow over as many sheets as they need,
    on sheets turned the way that needs fewer sheets in all, the `tokens` counted (the board
    sheets' way when both need as many). Returns the pages and whether the tokens are under the
    last diagram."""
    items = [(f"Example {n}: {d.label}", d) for n, ex in enumerate(kit.examples, 1) for d in ex.diagrams]
    if not items:
        return [], False
    ways = [
        _diagrams(kit, profile, m, labels, items, way=way, tokens=tokens)
        for way in layout.both_ways(kit.plan.orientation)
    ]
    return min(ways, key=lambda got: len(got[0]) + (0 if got[1] or not tokens else 1))


def _diagrams(
    kit: Kit, profile: Profile, m: Metrics, labels, items: list, *, way: str, tokens: int
) -> tuple[list[Page], bool]:
    """The diagram sheets one way round: each board after the last, a new row under the tallest;
    the `tokens` under the last row when they fit."""
    pages, k, sheet, took = [], 0, 0, False
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
            orientation=way,
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
        title = f"Worked examples {sheet}"
        if k == len(items) and tokens:
            kind = token_count(kit.boards)[0]
            room = tokens_at(c, kind, tokens, y + row_h + GAP)
            if room is not None:
                draw_tokens_at(c, kind, tokens, y + row_h + GAP, room)
                took, title = True, f"{title} and the tokens"
        pages.append(c.finish(f"examples-{sheet}", title=title))
    return pages, took
