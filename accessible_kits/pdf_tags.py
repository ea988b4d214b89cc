"""PDF/UA-1 tagging for the printed pages, and the repairs rules.pdf needs after WeasyPrint.

The pages are drawn once, as SVG, and cairo turns them into PDF. The SVG carries ARIA roles
(heading, paragraph, list, listitem, table, row, columnheader, cell, img with aria-label);
while cairosvg draws a page, each role becomes a cairo tag, so cairo writes every piece of
content inside a marked-content sequence with its own MCID. Cairo 1.16's own structure tree
is not usable (it repeats nodes for every content run), so it is thrown away and the tree is
built here from the roles: Document > H1/P/Figure/L/Table..., Figure /Alt from aria-label,
TH with Scope Column, a Figure BBox measured from the content it marks. Anything drawn
outside a role (background, braille copy of the title, rules of a table, cut marks) is
wrapped as an /Artifact: pdf_marks writes each page's content stream again for that.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field

from accessible_kits.pdf_marks import rewrite_marked_content

CONTAINERS = {"list": "L", "listitem": "LI", "table": "Table", "row": "TR"}
LEAVES = {"paragraph": "P", "img": "Figure", "columnheader": "TH", "cell": "TD"}


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


def tagged_page_pdf(svg: str, drawn: dict | None = None):
    """(single-page pikepdf.Pdf, [Leaf]) for one SVG page, every role marked by cairo. `drawn`
    (svg -> what cairo made of it) keeps each page cairo draws, so a page in two PDFs of a kit
    (the quick reference in kit.pdf and summary.pdf) is drawn once: the same bytes opened again."""
    import pikepdf

    made = drawn.get(svg) if drawn is not None else None
    if made is None:
        made = _drawn(svg)
        if drawn is not None:
            drawn[svg] = made
    data, marks = made
    pdf = pikepdf.open(io.BytesIO(data))
    leaves = [Leaf(role, path, alt) for role, path, alt in marks]  # fresh: _add_page renumbers them
    tops = list(pdf.Root.StructTreeRoot.K) if "/StructTreeRoot" in pdf.Root else []
    if [str(t.S)[1:] for t in tops] != [leaf.role for leaf in leaves]:
        raise RuntimeError("cairo's marked content does not follow the page's roles")
    for top, leaf in zip(tops, leaves, strict=True):  # as many as the check above found
        leaf.mcids = sorted(_mcids(top))
    del pdf.Root.StructTreeRoot
    return pdf, leaves


def _drawn(svg: str) -> tuple[bytes, tuple]:
    """cairo's one-page PDF of an SVG page, and its leaves' (role, path, alt) in drawing order."""
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
    return out.getvalue(), tuple((leaf.role, leaf.path, leaf.alt) for leaf in surface.leaves)


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


def pdf_from_tagged_pages(pages, drawn: dict | None = None):
    """Join the pages into one tagged pikepdf.Pdf: one Document, the page roles under it, in page
    order (`drawn`: the pages cairo has drawn, see tagged_page_pdf)."""
    import pikepdf
    from pikepdf import Array, Dictionary, Name

    out = pikepdf.new()
    root = out.make_indirect(Dictionary(Type=Name.StructTreeRoot))
    doc = out.make_indirect(Dictionary(Type=Name.StructElem, S=Name.Document, P=root, K=Array()))
    root.K = Array([doc])
    nums = Array()
    for n, page in enumerate(pages):
        pg, leaves, boxes = _add_page(out, page, n, drawn)
        owner = _tag_leaves(out, doc, pg, leaves, boxes)
        if owner:  # the parent tree: each MCID of the page to its element
            nums.append(n)
            nums.append(Array([owner[m] for m in range(max(owner) + 1)]))
    root.ParentTree = out.make_indirect(Dictionary(Nums=nums))
    root.ParentTreeNextKey = len(pages)
    out.Root.StructTreeRoot = root
    out.Root.MarkInfo = Dictionary(Marked=True)
    return out


def _add_page(out, page, n: int, drawn: dict | None = None):
    """Append page n, drawn by cairo with its roles marked, its content rewritten so each leaf's runs
    are numbered from 0 on the page; (the page, its leaves with the new MCIDs, their boxes)."""
    from pikepdf import Name

    one, leaves = tagged_page_pdf(page.svg, drawn)
    out.pages.append(one.pages[0])
    pg = out.pages[-1]
    pg.obj.StructParents = n
    pg.obj.Tabs = Name.S
    runs = {m: i for i, leaf in enumerate(leaves) for m in leaf.mcids}
    figures = {i for i, leaf in enumerate(leaves) if leaf.role == "Figure"}  # the boxes wanted
    boxes, renumber = rewrite_marked_content(out, pg, runs, figures)
    for leaf in leaves:
        leaf.mcids = sorted({renumber[m] for m in leaf.mcids if m in renumber})
    return pg, leaves, boxes


def _tag_leaves(out, doc, pg, leaves, boxes) -> dict:
    """The page's structure elements under the Document, in reading order: each leaf under its
    containers (made once, at their first leaf). Returns {MCID: its element}."""
    containers: dict = {}
    owner = {}
    for leaf in leaves:
        parent = _container(out, doc, containers, leaf.path)
        elem = _leaf_element(out, parent, pg, leaf, boxes)
        parent.K.append(elem)
        for m in leaf.mcids:
            owner[m] = elem
    return owner


def _container(out, doc, containers: dict, path):
    """The innermost container of a leaf's path, making the ones not made yet (L, LI, Table, TR)."""
    from pikepdf import Array, Dictionary, Name

    parent = doc
    for cid, role in path:
        if cid not in containers:
            elem = Dictionary(Type=Name.StructElem, S=Name("/" + role), P=parent, K=Array())
            containers[cid] = out.make_indirect(elem)
            parent.K.append(containers[cid])
        parent = containers[cid]
    return parent


def _leaf_element(out, parent, pg, leaf: Leaf, boxes):
    """A leaf's element: its MCIDs; a Figure's alt text and the box of what it paints; a TH's scope."""
    import pikepdf
    from pikepdf import Array, Dictionary, Name

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
    return elem


def _union(boxes):
    if not boxes:
        return None
    return [min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)]


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

    pdf.docinfo = pdf.make_indirect(
        pikepdf.Dictionary(
            Title=pikepdf.String(title),
            Creator=pikepdf.String(f"accessible-kits {__version__}"),
            Producer=pikepdf.String("accessible-kits with cairo and pikepdf"),
        )
    )
    pdf.Root.Lang = pikepdf.String("en")
    pdf.Root.ViewerPreferences = pikepdf.Dictionary(DisplayDocTitle=True)
    set_ua_metadata(pdf, title)
    buf = io.BytesIO()
    pdf.save(buf, deterministic_id=True, compress_streams=True, object_stream_mode=pikepdf.ObjectStreamMode.generate)
    return buf.getvalue()
