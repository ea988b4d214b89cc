"""Cut-out pieces packed onto as few sheets as their sizes allow, shared by the plan (which
counts the sheets with it) and the pieces pages (which draw what it places).

Why apart from render/layout.py: packing is a job of its own. Each player's pieces go under a
label naming them; below it the pieces are packed bottom-left on a skyline (the lowest top edge
first, then the leftmost), biggest first, each piece turned a quarter turn when that packs
tighter. On printed sheets, where that saves a sheet, both players' pieces are packed together
under one label naming both ("White's and Black's pieces"): each cell's letter and fill say
whose it is. A cut-out turned is the same piece: the players lay pieces turned any way (the engine
tries every turn), and each cell's mark is drawn upright whichever way the piece lies.
"""

from __future__ import annotations

from dataclasses import replace

from accessible_kits.model import Piece
from accessible_kits.render.canvas import Canvas
from accessible_kits.render.layout import GAP, OWNERS, both_ways, label_height
from accessible_kits.render.pieces import piece_size

Placed = tuple[str, object, float, float]  # ("label", owner, x, y) or ("piece", piece, x, y)
BOTH = -1  # the owner of a label over both players' pieces, packed together


def whose(pieces) -> dict[int, str]:
    """Each side's pieces as the rules name their player ("Red team's", "White's"), capitalised."""
    names = {pc.owner: pc.whose for pc in pieces if pc.whose}
    out = {o: names.get(o) or f"{OWNERS[o]}'s" for o in (0, 1)}
    return {o: name[:1].upper() + name[1:] for o, name in out.items()}


def label_words(pieces, owner: int) -> str:
    """A pieces label: "White's pieces", or over both players' pieces "White's and Black's pieces"."""
    names = whose(pieces)
    return f"{names[0]} and {names[1]} pieces" if owner == BOTH else f"{names[owner]} pieces"


def turned(pc: Piece) -> Piece:
    """The piece a quarter turn round: the same piece, its cells moved back to the corner."""
    cells = [(r, -c) for c, r in pc.cells]
    low_c, low_r = min(c for c, _ in cells), min(r for _, r in cells)
    return replace(pc, cells=tuple(sorted((c - low_c, r - low_r) for c, r in cells)))


def piece_box(c: Canvas, pc: Piece) -> tuple[float, float]:
    """A cut-out piece's room on a pieces sheet: the piece at true size with its name under it
    (in braille too, over the flat print, on a raised sheet)."""
    p = c.profile
    w, h = piece_size(c, pc)
    label_w = c.metrics.width(pc.name, p.text_mm, True)
    box_h = h + p.text_mm * 2
    if c.braille:
        from accessible_kits.render import tactile

        label_w = max(label_w, tactile.width(c.braille.grade2(pc.name)))
        box_h += p.text_mm * 0.25 + p.min_gap + tactile.HEIGHT_MM
    return max(w, label_w), box_h


class _Skyline:
    """The free room under a label: for each run of x, the lowest y still free. A box of w x h
    goes where its top is lowest, then leftmost, and keeps `gap` clear on its right and below,
    and of a box placed before on its right."""

    def __init__(self, left: float, right: float, top: float, bottom: float, gap: float) -> None:
        self.right, self.bottom, self.gap = right, bottom, gap
        self.runs: list[tuple[float, float, float]] = [(left, right, top)]  # (x0, x1, y)

    def spot(self, w: float, h: float) -> tuple[float, float] | None:
        """Where a box w x h goes (its top-left), or None when it fits nowhere."""
        best: tuple[float, float] | None = None
        for x0, _, _ in self.runs:
            if x0 + w > self.right + 1e-9:
                continue
            y = max(y for a, b, y in self.runs if a < x0 + w + self.gap and b > x0)  # the gap to its right too
            if y + h <= self.bottom + 1e-9 and (best is None or (y, x0) < (best[1], best[0])):
                best = (x0, y)
        return best

    def take(self, x: float, y: float, w: float, h: float) -> None:
        """Mark a box placed at x, y as taken, with its gap."""
        x1, top = x + w + self.gap, y + h + self.gap
        runs = []
        for a, b, ry in self.runs:
            if b <= x or a >= x1:
                runs.append((a, b, ry))
                continue
            if a < x:
                runs.append((a, x, ry))
            if b > x1:
                runs.append((x1, b, ry))
        runs.append((x, min(x1, max(b for _, b, _ in self.runs)), top))
        self.runs = sorted(runs)

    def low(self) -> float:
        """The lowest edge of what was placed (its gap left out)."""
        return max(y for _, _, y in self.runs) - self.gap


def _spot(c: Canvas, sky: _Skyline, pc: Piece) -> tuple[float, float, Piece, float, float] | None:
    """Where a piece goes on a skyline, turned the way that puts its top lowest (as drawn when
    both do as well): x, y, the piece as laid, its box; None when it fits neither way."""
    best: tuple[float, float, Piece, float, float] | None = None
    for way in (pc, turned(pc)):
        w, h = piece_box(c, way)
        at = sky.spot(w, h)
        if at is not None and (best is None or (at[1], at[0]) < (best[1], best[0])):
            best = (at[0], at[1], way, w, h)
    return best


def _order(pieces: list[Piece]) -> list[int]:
    """The pieces' indexes, biggest first (in their order when as big)."""
    return sorted(range(len(pieces)), key=lambda i: (-len(pieces[i].cells), i))


def _pack(c: Canvas, mine: list[Piece], top: float) -> tuple[dict[int, Placed], float]:
    """One player's pieces packed from `top` down: biggest first, each turned the way that puts its
    top lowest (as drawn when both do as well). Returns what fitted, by its index in `mine`, and
    the lowest edge of it."""
    gap = max(GAP, c.profile.min_gap)
    sky = _Skyline(c.left, c.right, top, c.bottom, gap)
    spots: dict[int, Placed] = {}
    for i in _order(mine):
        best = _spot(c, sky, mine[i])
        if best is not None:
            x, y, pc, w, h = best
            sky.take(x, y, w, h)
            spots[i] = ("piece", pc, x, y)
    return spots, sky.low() if spots else top


def _first_fit(c: Canvas, todo: list[Piece]) -> list[list[Placed]] | None:
    """Both players' pieces under one label a sheet, on sheets like `c`: the biggest box first
    (a piece's room with its name: measured by area, which packs mixed shapes tighter than their
    cells do), each on the first sheet with room for it, a new sheet when none has; None when a
    piece fits no sheet."""
    top = c.top + label_height(c) + c.profile.line_width
    gap = max(GAP, c.profile.min_gap)
    skies: list[_Skyline] = []
    spots: list[dict[int, Placed]] = []
    area = [piece_box(c, pc)[0] * piece_box(c, pc)[1] for pc in todo]
    for i in sorted(range(len(todo)), key=lambda i: (-area[i], i)):
        for n in range(len(skies) + 1):
            if n == len(skies):
                skies.append(_Skyline(c.left, c.right, top, c.bottom, gap))
                spots.append({})
            best = _spot(c, skies[n], todo[i])
            if best is not None:
                x, y, pc, w, h = best
                skies[n].take(x, y, w, h)
                spots[n][i] = ("piece", pc, x, y)
                break
        if not spots[-1]:
            return None
    return [[("label", BOTH, c.left, c.top)] + [got[i] for i in sorted(got)] for got in spots]


def _sheet(c: Canvas, todo: list[Piece]) -> tuple[list[Placed], set[int]]:
    """piece_places, and the indexes in `todo` of the pieces placed."""
    out: list[Placed] = []
    done: set[int] = set()
    y = c.top
    label = label_height(c) + c.profile.line_width  # clear of the outline's half width under it
    for owner in dict.fromkeys(pc.owner for pc in todo):
        index = [n for n, pc in enumerate(todo) if pc.owner == owner]
        spots, low = _pack(c, [todo[n] for n in index], y + label)
        if spots:
            out.append(("label", owner, c.left, y))
            out += [spots[i] for i in sorted(spots)]
            done |= {index[i] for i in spots}
            y = low + GAP
    return out, done


def piece_places(c: Canvas, todo: list[Piece]) -> list[Placed]:
    """What of `todo` (pieces in order, each player's after the other's) one pieces sheet holds:
    each player's pieces under a label naming them (said again on every sheet they are on),
    packed below it. Returns ("label", owner, x, y) and ("piece", piece, x, y) in drawing order;
    a piece may be turned (`turned`) to fit."""
    return _sheet(c, todo)[0]


def pieces_sheets(canvas_for, pieces, first: str) -> list[tuple[str, list]] | None:
    """The pieces sheets: both players' pieces, White's then Black's, on as few sheets as hold
    them, each sheet turned the way that holds more of what is left (`first` when both hold as
    much). Each player's pieces go under their own label; on printed sheets both players' are
    packed together under one label when that takes fewer sheets and the label fits on a line
    (a raised sheet keeps a label for each player, which a hand finds first).
    `canvas_for(orientation)`: an empty pieces sheet that way round. Returns each sheet's
    orientation and piece_places; None when a piece fits no sheet."""
    apart = _sheets(canvas_for, pieces, first)
    c = canvas_for(first)
    if apart is None or len(apart) < 2 or c.braille:
        return apart
    if c.metrics.width(label_words(pieces, BOTH), c.profile.text_mm, True) > c.width:
        return apart
    todo = [pc for owner in (0, 1) for pc in pieces if pc.owner == owner]
    for way in both_ways(first):  # all the sheets one way: the first way that saves a sheet
        together = _first_fit(canvas_for(way), todo)
        if together is not None and len(together) < len(apart):
            return [(way, places) for places in together]
    return apart


def _sheets(canvas_for, pieces, first: str) -> list[tuple[str, list]] | None:
    """pieces_sheets with each player's pieces under their own label."""
    todo = [pc for owner in (0, 1) for pc in pieces if pc.owner == owner]
    out: list[tuple[str, list]] = []
    while todo:
        best: tuple[str, list[Placed], set[int]] | None = None
        for orientation in both_ways(first):
            places, done = _sheet(canvas_for(orientation), todo)
            if best is None or len(done) > len(best[2]):
                best = (orientation, places, done)
        assert best is not None
        if not best[2]:
            return None
        out.append((best[0], best[1]))
        todo = [pc for n, pc in enumerate(todo) if n not in best[2]]
    return out
