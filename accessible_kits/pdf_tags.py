"""PDF/UA-1 tagging for the printed pages, and the repairs rules.pdf needs after WeasyPrint.

The pages are drawn once, as SVG, and cairo turns them into PDF. The SVG carries ARIA roles
(heading, paragraph, list, listitem, table, row, columnheader, cell, img with aria-label);
while cairosvg draws a page, each role becomes a cairo tag, so cairo writes every piece of
content inside a marked-content sequence with its own MCID. Cairo 1.16's own structure tree
is not usable (it repeats nodes for every content run), so it is thrown away and the tree is
built here from the roles: Document > H1/P/Figure/L/Table..., Figure /Alt from aria-label,
TH with Scope Column, a Figure BBox measured from the content it marks. Anything drawn
outside a role (background, braille copy of the title, rules of a table, cut marks) is
wrapped as an /Artifact.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass, field

CONTAINERS = {"list": "L", "listitem": "LI", "table": "Table", "row": "TR"}
LEAVES = {"paragraph": "P", "img": "Figure", "columnheader": "TH", "cell": "TD"}
PAINT = {"S", "s", "f", "F", "f*", "B", "B*", "b", "b*"}
STATE = {"q", "Q", "cm", "gs", "w", "J", "j", "M", "d", "ri", "i", "rg", "RG", "g", "G", "k", "K",
         "cs", "CS", "sc", "SC", "scn", "SCN", "Tf", "Tc", "Tw", "Tz", "TL", "Ts", "Tr"}


@dataclass
class Leaf:
    """One run of real content: its PDF role, its containers from the top, its attributes."""

    role: str
    path: tuple  # ((container id, role), ...)
    alt: str | None = None
    mcids: list = field(default_factory=list)


def _leaf_role(node) -> str | None:
    role = node.get("role")
    if role == "heading":
        return f"H{int(node.get('aria-level', '2'))}"
    if role == "listitem":
        return "LBody"  # the LI container holds it
    return LEAVES.get(role)


def tagged_page_pdf(svg: str):
    """(single-page pikepdf.Pdf, [Leaf]) for one SVG page, every role marked by cairo."""
    import pikepdf
    from cairosvg.parser import Tree
    from cairosvg.surface import PDFSurface

    class Tagged(PDFSurface):
        def __init__(self, *args, **kwargs):
            self.leaves, self.path, self.in_leaf, self.next_id = [], [], False, 0
            super().__init__(*args, **kwargs)

        def draw(self, node):
            if self.in_leaf or node.get("aria-hidden") == "true":
                return super().draw(node)  # inside a figure, or an artifact: no tags of its own
            container = CONTAINERS.get(node.get("role"))
            if container:
                self.next_id += 1
                self.path.append((self.next_id, container))
            leaf = _leaf_role(node)
            if leaf:
                self.leaves.append(Leaf(leaf, tuple(self.path), node.get("aria-label")))
                self.in_leaf = True
                self.context.tag_begin(leaf, "")
            super().draw(node)
            if leaf:
                self.context.tag_end(leaf)
                self.in_leaf = False
            if container:
                self.path.pop()

    out = io.BytesIO()
    surface = Tagged(Tree(bytestring=svg.encode("utf-8")), out, 96)
    surface.finish()
    pdf = pikepdf.open(io.BytesIO(out.getvalue()))
    leaves = surface.leaves
    tops = list(pdf.Root.StructTreeRoot.K) if "/StructTreeRoot" in pdf.Root else []
    if [str(t.S)[1:] for t in tops] != [leaf.role for leaf in leaves]:
        raise RuntimeError("cairo's marked content does not follow the page's roles")
    for top, leaf in zip(tops, leaves):
        leaf.mcids = sorted(_mcids(top))
    del pdf.Root.StructTreeRoot
    return pdf, leaves


def _mcids(elem) -> list[int]:
    import pikepdf

    k = elem.get("/K")
    if k is None:
        return []
    items = list(k) if isinstance(k, pikepdf.Array) else [k]
    out = []
    for item in items:
        if isinstance(item, pikepdf.Dictionary):
            out += [int(item.MCID)] if item.get("/Type") == "/MCR" else _mcids(item)
        else:
            out.append(int(item))
    return out


def pdf_from_tagged_pages(pages):
    """Join the pages into one tagged pikepdf.Pdf: one Document, the page roles under it, in page order."""
    import pikepdf
    from pikepdf import Array, Dictionary, Name

    out = pikepdf.new()
    root = out.make_indirect(Dictionary(Type=Name.StructTreeRoot))
    doc = out.make_indirect(Dictionary(Type=Name.StructElem, S=Name.Document, P=root, K=Array()))
    root.K = Array([doc])
    nums = Array()
    for n, page in enumerate(pages):
        one, leaves = tagged_page_pdf(page.svg)
        out.pages.append(one.pages[0])
        pg = out.pages[-1]
        pg.obj.StructParents = n
        pg.obj.Tabs = Name.S
        runs = {m: i for i, leaf in enumerate(leaves) for m in leaf.mcids}
        boxes, renumber = rewrite_marked_content(out, pg, runs)
        for leaf in leaves:
            leaf.mcids = sorted({renumber[m] for m in leaf.mcids if m in renumber})
        containers: dict[int, pikepdf.Dictionary] = {}
        owner = {}
        for leaf in leaves:
            parent = doc
            for cid, role in leaf.path:
                if cid not in containers:
                    containers[cid] = out.make_indirect(Dictionary(Type=Name.StructElem, S=Name("/" + role), P=parent, K=Array()))
                    parent.K.append(containers[cid])
                parent = containers[cid]
            elem = out.make_indirect(Dictionary(Type=Name.StructElem, S=Name("/" + leaf.role), P=parent, Pg=pg.obj))
            if leaf.mcids:  # one run of content a leaf: K is its MCID
                elem.K = leaf.mcids[0] if len(leaf.mcids) == 1 else Array(leaf.mcids)
            if leaf.role == "Figure":
                elem.Alt = pikepdf.String(leaf.alt or "")
                box = _union([boxes[m] for m in leaf.mcids if m in boxes])
                if box:
                    elem.A = Dictionary(O=Name.Layout, BBox=Array([round(v, 2) for v in box]))
            if leaf.role == "TH":
                elem.A = Dictionary(O=Name.Table, Scope=Name.Column)
            parent.K.append(elem)
            for m in leaf.mcids:
                owner[m] = elem
        if owner:
            nums.extend([n, Array([owner[m] for m in range(max(owner) + 1)])])
    root.ParentTree = out.make_indirect(Dictionary(Nums=nums))
    root.ParentTreeNextKey = len(pages)
    out.Root.StructTreeRoot = root
    out.Root.MarkInfo = Dictionary(Marked=True)
    return out


def _union(boxes):
    if not boxes:
        return None
    return [min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)]


def _mul(a, b):
    """Affine matrices as 6-tuples (a b c d e f): a then b."""
    return (a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5])


def _apply(m, x, y):
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


def rewrite_marked_content(pdf, page, keep: dict[int, int]):
    """Make every piece of a page's content either real (an MCID in `keep`) or an /Artifact.

    `keep` maps each MCID to its structure element: runs of one element that follow each
    other with nothing painted between are joined into one sequence (cairo starts a new run
    for every SVG element), and MCIDs are numbered again from 0. A BDC whose MCID is not kept
    (WeasyPrint's page numbers, which it leaves out of the tree) becomes an /Artifact
    sequence; content outside any sequence is wrapped as one. Returns (bounding box in points
    of what each new MCID paints, {old MCID: new MCID}).
    """
    import pikepdf
    from pikepdf import ContentStreamInstruction as Ins
    from pikepdf import Name, Operator

    fonts = page.obj.get("/Resources", {}).get("/Font", {})
    xobjects = page.obj.get("/Resources", {}).get("/XObject", {})
    out, stack, wrapped = [], [], False
    pending = None  # (element, new MCID) of a real sequence whose EMC is held back, to join the next run
    renumber: dict[int, int] = {}
    element_of: dict[int, int] = {}  # new MCID -> structure element
    boxes: dict[int, list[float]] = {}
    ctm, gstack = (1, 0, 0, 1, 0, 0), []
    path: list[tuple[float, float]] = []
    tm = tlm = (1, 0, 0, 1, 0, 0)
    size, leading, wide = 0.0, 0.0, False

    def grow(points):
        owners = [m for m in stack if isinstance(m, int)] or ([pending[1]] if pending else [])
        if not owners or not points:
            return
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        b = boxes.setdefault(owners[-1], [math.inf, math.inf, -math.inf, -math.inf])
        b[:] = [min(b[0], *xs), min(b[1], *ys), max(b[2], *xs), max(b[3], *ys)]

    for ins in pikepdf.parse_content_stream(page):
        op = str(ins.operator)
        args = list(ins.operands) if hasattr(ins, "operands") else []
        if op in ("BDC", "BMC"):
            if wrapped:
                out.append(Ins([], Operator("EMC")))
                wrapped = False
            props = args[1] if op == "BDC" and len(args) > 1 else None
            mcid = int(props.MCID) if isinstance(props, pikepdf.Dictionary) and "/MCID" in props else None
            if pending and mcid is not None and keep.get(mcid) == pending[0] and not stack:
                renumber[mcid] = pending[1]  # the same element goes on: no EMC, no BDC
                stack.append(pending[1])
                pending = None
                continue
            if pending:
                out.append(Ins([], Operator("EMC")))
                pending = None
            if mcid is not None and mcid not in keep:
                out.append(Ins([Name.Artifact], Operator("BMC")))
                stack.append("artifact")
            elif mcid is not None:
                renumber[mcid] = new = len(element_of)
                element_of[new] = keep[mcid]
                out.append(Ins([args[0], pikepdf.Dictionary(MCID=new)], Operator("BDC")))
                stack.append(new)
            else:
                out.append(ins)
                stack.append("other")
            continue
        if op == "EMC":
            top = stack.pop() if stack else None
            if isinstance(top, int) and not stack:
                pending = (element_of[top], top)
            else:
                out.append(ins)
            continue
        if pending and op not in STATE:
            out.append(Ins([], Operator("EMC")))
            pending = None
        if not stack and not wrapped and not pending:
            out.append(Ins([Name.Artifact], Operator("BMC")))
            wrapped = True
        out.append(ins)
        # geometry, for the bounding boxes of real content
        nums = [float(a) for a in args if isinstance(a, (int, float)) or type(a).__name__ == "Decimal"]
        if op == "q":
            gstack.append(ctm)
        elif op == "Q" and gstack:
            ctm = gstack.pop()
        elif op == "cm" and len(nums) == 6:
            ctm = _mul(tuple(nums), ctm)
        elif op == "re" and len(nums) == 4:
            x, y, w, h = nums
            path += [_apply(ctm, x, y), _apply(ctm, x + w, y + h), _apply(ctm, x + w, y), _apply(ctm, x, y + h)]
        elif op in ("m", "l", "c", "v", "y"):
            path += [_apply(ctm, nums[i], nums[i + 1]) for i in range(0, len(nums) - 1, 2)]
        elif op in PAINT:
            grow(path)
            path = []
        elif op == "n":
            path = []
        elif op == "BT":
            tm = tlm = (1, 0, 0, 1, 0, 0)
        elif op == "Tf":
            size = float(args[1])
            font = fonts.get(args[0]) if fonts else None
            wide = font is not None and font.get("/Subtype") == "/Type0"
        elif op == "TL":
            leading = nums[0]
        elif op == "Tm":
            tm = tlm = tuple(nums)
        elif op in ("Td", "TD"):
            tm = tlm = _mul((1, 0, 0, 1, nums[0], nums[1]), tlm)
            if op == "TD":
                leading = -nums[1]
        elif op == "T*":
            tm = tlm = _mul((1, 0, 0, 1, 0, -leading), tlm)
        elif op in ("Tj", "TJ", "'", '"'):
            text = args[-1]
            count = sum(len(bytes(s)) for s in (text if isinstance(text, pikepdf.Array) else [text])
                        if isinstance(s, pikepdf.String))
            glyphs = count // 2 if wide else count
            m = _mul(tm, ctm)
            w = glyphs * size * 0.6  # an estimate: the box only has to hold the figure's labels
            grow([_apply(m, 0, -0.25 * size), _apply(m, w, size)])
        elif op == "Do" and xobjects and args[0] in xobjects:
            xo = xobjects[args[0]]
            m = _mul(tuple(float(v) for v in xo.get("/Matrix", [1, 0, 0, 1, 0, 0])), ctm)
            x0, y0, x1, y1 = [float(v) for v in xo.get("/BBox", [0, 0, 1, 1])]
            grow([_apply(m, x0, y0), _apply(m, x1, y1), _apply(m, x0, y1), _apply(m, x1, y0)])
    if wrapped or pending:
        out.append(Ins([], Operator("EMC")))
    page.obj.Contents = pdf.make_stream(pikepdf.unparse_content_stream(out))
    return boxes, renumber


def structure_elements(pdf) -> list:
    """Every element of the structure tree, in reading order (depth first)."""
    import pikepdf

    out: list = []

    def walk(e):
        if isinstance(e, pikepdf.Array):
            for x in e:
                walk(x)
        elif isinstance(e, pikepdf.Dictionary) and "/S" in e:
            out.append(e)
            if "/K" in e:
                walk(e.K)

    walk(pdf.Root.StructTreeRoot.K)
    return out


def set_ua_metadata(pdf, title: str) -> None:
    """XMP with the PDF/UA-1 identifier and the title; no dates, so the bytes stay the same."""
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as meta:
        for key in ("xmp:CreateDate", "xmp:ModifyDate", "xmp:MetadataDate"):
            if key in meta:
                del meta[key]
        meta["dc:title"] = title
        meta["pdfuaid:part"] = "1"


def finish_pdf(pdf, title: str) -> bytes:
    """Title shown in the window, language, PDF/UA-1 in the XMP, no dates: the same inputs give the same bytes."""
    import io

    import pikepdf

    from accessible_kits import __version__

    pdf.docinfo = pdf.make_indirect(pikepdf.Dictionary(
        Title=pikepdf.String(title), Creator=pikepdf.String(f"accessible-kits {__version__}"),
        Producer=pikepdf.String("accessible-kits with cairo and pikepdf"),
    ))
    pdf.Root.Lang = pikepdf.String("en")
    pdf.Root.ViewerPreferences = pikepdf.Dictionary(DisplayDocTitle=True)
    set_ua_metadata(pdf, title)
    buf = io.BytesIO()
    pdf.save(buf, deterministic_id=True, compress_streams=True, object_stream_mode=pikepdf.ObjectStreamMode.generate)
    return buf.getvalue()
