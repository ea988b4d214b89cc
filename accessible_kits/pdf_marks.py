"""A page's content stream written again for PDF/UA: every piece of content either real (an MCID its
structure element owns) or an /Artifact, and the box each real piece paints.

Cairo starts a marked-content sequence for every SVG element, and WeasyPrint marks its page
numbers without putting them in the structure tree; `rewrite_marked_content` joins the runs of
one element, numbers them again from 0 and wraps the rest as artifacts. It follows just enough of
the graphics and text state (`_Geometry`) to measure the Figure boxes pdf_tags writes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

PAINT = {"S", "s", "f", "F", "f*", "B", "B*", "b", "b*"}
STATE = {
    "q",
    "Q",
    "cm",
    "gs",
    "w",
    "J",
    "j",
    "M",
    "d",
    "ri",
    "i",
    "rg",
    "RG",
    "g",
    "G",
    "k",
    "K",
    "cs",
    "CS",
    "sc",
    "SC",
    "scn",
    "SCN",
    "Tf",
    "Tc",
    "Tw",
    "Tz",
    "TL",
    "Ts",
    "Tr",
}


def matrix_product(a, b):
    """Affine matrices as 6-tuples (a b c d e f): a then b (tests/pdftext.py walks PDFs with it too)."""
    return (
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    )


def _apply(m, x, y):
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


IDENTITY = (1, 0, 0, 1, 0, 0)


def _numbers(args) -> list[float]:
    """The numeric operands of an instruction (pikepdf gives ints, floats and Decimals)."""
    return [float(a) for a in args if isinstance(a, (int, float)) or type(a).__name__ == "Decimal"]


@dataclass
class _Geometry:
    """Just enough of a content stream's graphics and text state to say where each instruction
    paints, in page points: the Figure BBoxes need it, nothing else does. Text widths are an
    estimate, as the box only has to hold a figure's labels."""

    fonts: dict
    xobjects: dict
    ctm: tuple = IDENTITY
    saved: list = field(default_factory=list)  # the ctm at each q, for its Q
    path: list = field(default_factory=list)  # points of the path being built, until it is painted
    tm: tuple = IDENTITY
    tlm: tuple = IDENTITY
    size: float = 0.0
    leading: float = 0.0
    wide: bool = False  # a Type0 font: two bytes a glyph

    def step(self, op: str, args: list, measured: bool = True) -> list[tuple[float, float]]:
        """Follow one instruction; the points it paints (none for most). Not `measured` (no box
        wants them), text and forms are not measured: they change no state followed here."""
        handler = _GEOMETRY.get(op) if measured or op not in _MEASURE_ONLY else None
        return (handler(self, op, args, _numbers(args)) or []) if handler else []

    def save(self, op, args, nums):
        self.saved.append(self.ctm)

    def restore(self, op, args, nums):
        if self.saved:
            self.ctm = self.saved.pop()

    def concat(self, op, args, nums):
        if len(nums) == 6:
            self.ctm = matrix_product(tuple(nums), self.ctm)

    def rectangle(self, op, args, nums):
        if len(nums) == 4:
            x, y, w, h = nums
            c = self.ctm
            self.path += [_apply(c, x, y), _apply(c, x + w, y + h), _apply(c, x + w, y), _apply(c, x, y + h)]

    def segment(self, op, args, nums):
        self.path += [_apply(self.ctm, nums[i], nums[i + 1]) for i in range(0, len(nums) - 1, 2)]

    def paint(self, op, args, nums):
        """A painted path paints its points; either way the path is done."""
        points, self.path = self.path, []
        return points if op != "n" else []

    def begin_text(self, op, args, nums):
        self.tm = self.tlm = IDENTITY

    def font(self, op, args, nums):
        self.size = float(args[1])
        font = self.fonts.get(args[0]) if self.fonts else None
        self.wide = font is not None and font.get("/Subtype") == "/Type0"

    def set_leading(self, op, args, nums):
        self.leading = nums[0]

    def text_matrix(self, op, args, nums):
        self.tm = self.tlm = tuple(nums)

    def move_line(self, op, args, nums):
        self.tm = self.tlm = matrix_product((1, 0, 0, 1, nums[0], nums[1]), self.tlm)
        if op == "TD":
            self.leading = -nums[1]

    def next_line(self, op, args, nums):
        self.tm = self.tlm = matrix_product((1, 0, 0, 1, 0, -self.leading), self.tlm)

    def show_text(self, op, args, nums):
        """A box from a little below the baseline to the font size above it, 0.6 em a glyph."""
        import pikepdf

        text = args[-1]
        count = sum(
            len(bytes(s))
            for s in (text if isinstance(text, pikepdf.Array) else [text])
            if isinstance(s, pikepdf.String)
        )
        glyphs = count // 2 if self.wide else count
        m = matrix_product(self.tm, self.ctm)
        w = glyphs * self.size * 0.6
        return [_apply(m, 0, -0.25 * self.size), _apply(m, w, self.size)]

    def draw_xobject(self, op, args, nums):
        """An image or form: the corners of its BBox, through its matrix."""
        if not (self.xobjects and args[0] in self.xobjects):
            return []
        xo = self.xobjects[args[0]]
        m = matrix_product(tuple(float(v) for v in xo.get("/Matrix", [1, 0, 0, 1, 0, 0])), self.ctm)
        x0, y0, x1, y1 = [float(v) for v in xo.get("/BBox", [0, 0, 1, 1])]
        return [_apply(m, x0, y0), _apply(m, x1, y1), _apply(m, x0, y1), _apply(m, x1, y0)]


_GEOMETRY = {
    "q": _Geometry.save,
    "Q": _Geometry.restore,
    "cm": _Geometry.concat,
    "re": _Geometry.rectangle,
    **dict.fromkeys(("m", "l", "c", "v", "y"), _Geometry.segment),
    **dict.fromkeys(PAINT | {"n"}, _Geometry.paint),
    "BT": _Geometry.begin_text,
    "Tf": _Geometry.font,
    "TL": _Geometry.set_leading,
    "Tm": _Geometry.text_matrix,
    "Td": _Geometry.move_line,
    "TD": _Geometry.move_line,
    "T*": _Geometry.next_line,
    **dict.fromkeys(("Tj", "TJ", "'", '"'), _Geometry.show_text),
    "Do": _Geometry.draw_xobject,
}
# what only says where something paints, and changes no state: skipped where no box is wanted
# (a rule card's text is most of its instructions, and counting its glyphs most of the time)
_MEASURE_ONLY = frozenset({"Tj", "TJ", "Do"})


def _mcid_of(op: str, args: list) -> int | None:
    """The MCID a BDC carries; None for a BMC or a BDC without one."""
    import pikepdf

    props = args[1] if op == "BDC" and len(args) > 1 else None
    return int(props.MCID) if isinstance(props, pikepdf.Dictionary) and "/MCID" in props else None


class _Marks:
    """The page's content written again, sequence by sequence: real runs renumbered and joined,
    everything else an /Artifact. The stack holds what each open sequence is: a new MCID (real),
    "artifact", or "other" (a sequence without an MCID, kept as it was)."""

    def __init__(self, keep: dict[int, int], measured=None):
        self.keep = keep
        self.measured = measured  # the elements whose boxes are wanted (None: every element's)
        self.out: list = []
        self.stack: list = []
        self.wrapped = False  # inside an /Artifact BMC opened here for loose content
        # (element, new MCID) of a real sequence whose EMC is held back, to join the next run
        self.pending: tuple[int, int] | None = None
        self.renumber: dict[int, int] = {}
        self.element_of: dict[int, int] = {}  # new MCID -> structure element
        self.boxes: dict[int, list[float]] = {}

    def _emit(self, operands, operator: str) -> None:
        from pikepdf import ContentStreamInstruction, Operator

        self.out.append(ContentStreamInstruction(operands, Operator(operator)))

    def _close_pending(self) -> None:
        """The held-back run ends after all: write its EMC."""
        self._emit([], "EMC")
        self.pending = None

    def begin(self, ins, op: str, args: list) -> None:
        """A BDC or BMC: join it to the held-back run of the same element, or open it as real,
        as an artifact (an MCID the tree leaves out), or as it was (no MCID)."""
        if self.wrapped:
            self._emit([], "EMC")
            self.wrapped = False
        mcid = _mcid_of(op, args)
        if self.pending and mcid is not None and self.keep.get(mcid) == self.pending[0] and not self.stack:
            self.renumber[mcid] = self.pending[1]  # the same element goes on: no EMC, no BDC
            self.stack.append(self.pending[1])
            self.pending = None
            return
        if self.pending:
            self._close_pending()
        if mcid is None:
            self.out.append(ins)
            self.stack.append("other")
        elif mcid not in self.keep:
            from pikepdf import Name

            self._emit([Name.Artifact], "BMC")
            self.stack.append("artifact")
        else:
            self._open_real(mcid, args[0])

    def _open_real(self, mcid: int, tag) -> None:
        """A kept MCID: the next new number, remembered with its element."""
        import pikepdf

        self.renumber[mcid] = new = len(self.element_of)
        self.element_of[new] = self.keep[mcid]
        self._emit([tag, pikepdf.Dictionary(MCID=new)], "BDC")
        self.stack.append(new)

    def end(self, ins) -> None:
        """An EMC: a real run at the top level is held back, in case the next run is the same element's."""
        top = self.stack.pop() if self.stack else None
        if isinstance(top, int) and not self.stack:
            self.pending = (self.element_of[top], top)
        else:
            self.out.append(ins)

    def content(self, ins, op: str) -> None:
        """Any other instruction. Only a change of state may sit inside a held-back run; loose
        content is wrapped as an /Artifact."""
        if self.pending and op not in STATE:
            self._close_pending()
        if not self.stack and not self.wrapped and not self.pending:
            from pikepdf import Name

            self._emit([Name.Artifact], "BMC")
            self.wrapped = True
        self.out.append(ins)

    def _owner(self) -> int | None:
        """The new MCID what is painted now belongs to: the innermost real sequence, or the held-back one."""
        owners = [m for m in self.stack if isinstance(m, int)] or ([self.pending[1]] if self.pending else [])
        return owners[-1] if owners else None

    def _wanted(self, owner: int | None) -> bool:
        return owner is not None and (self.measured is None or self.element_of[owner] in self.measured)

    def measuring(self) -> bool:
        """Whether the box of what is painted now is wanted."""
        return self._wanted(self._owner())

    def grow(self, points) -> None:
        """Widen the box of the innermost real sequence (or the held-back one) to hold the points."""
        if not points:
            return
        owner = self._owner()
        if owner is None or not self._wanted(owner):
            return
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        b = self.boxes.setdefault(owner, [math.inf, math.inf, -math.inf, -math.inf])
        b[:] = [min(b[0], *xs), min(b[1], *ys), max(b[2], *xs), max(b[3], *ys)]

    def finish(self) -> list:
        """The instructions, with the last open wrap or held-back run closed."""
        if self.wrapped or self.pending:
            self._emit([], "EMC")
        return self.out


def rewrite_marked_content(pdf, page, keep: dict[int, int], measured=None):
    """Make every piece of a page's content either real (an MCID in `keep`) or an /Artifact.

    `keep` maps each MCID to its structure element: runs of one element that follow each
    other with nothing painted between are joined into one sequence (cairo starts a new run
    for every SVG element), and MCIDs are numbered again from 0. A BDC whose MCID is not kept
    (WeasyPrint's page numbers, which it leaves out of the tree) becomes an /Artifact
    sequence; content outside any sequence is wrapped as one. Returns (bounding box in points
    of what each new MCID paints, {old MCID: new MCID}); with `measured` (a set of elements,
    values of `keep`), the boxes of those elements' MCIDs alone: measuring text is most of the time.
    """
    import pikepdf

    resources = page.obj.get("/Resources", {})
    geometry = _Geometry(resources.get("/Font", {}), resources.get("/XObject", {}))
    marks = _Marks(keep, measured)
    for ins in pikepdf.parse_content_stream(page):
        op = str(ins.operator)
        args = list(ins.operands) if hasattr(ins, "operands") else []
        if op in ("BDC", "BMC"):
            marks.begin(ins, op, args)
        elif op == "EMC":
            marks.end(ins)
        else:
            marks.content(ins, op)
            marks.grow(geometry.step(op, args, op not in _MEASURE_ONLY or marks.measuring()))
    page.obj.Contents = pdf.make_stream(pikepdf.unparse_content_stream(marks.finish()))
    return marks.boxes, marks.renumber
