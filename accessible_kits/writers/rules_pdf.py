"""rules.pdf: the rule card in large print as a tagged PDF/UA document (WeasyPrint).

WeasyPrint tags the HTML; three things are put right after it: each Figure's /Alt says what
the diagram shows (WeasyPrint takes only the SVG title, "Before"), each Figure's BBox is
measured in points from what it paints (WeasyPrint mixes CSS pixels into it), and the page
numbers, which WeasyPrint marks but leaves out of the tree, become artifacts.
"""

from __future__ import annotations

import io

from accessible_kits.model import ExampleBlock
from accessible_kits.profile.paper import PRINTER_EDGE_MM, printed_background, rgb
from accessible_kits.writers import File, PrintedCard
from accessible_kits.writers.rules_html import rules_html


def write(kit, profile, ctx) -> list[File]:
    """rules.pdf, the printed card the kit's products made (the talking book pages like it)."""
    return [File("rules.pdf", ctx.rules_card().data, "Rules, large print (PDF)", "read")]


def card(kit, profile, options) -> PrintedCard:
    """The rule card drawn by WeasyPrint and tagged, with where its pages begin: a shared product
    (pipeline.Products.rules_card), made once whichever writer asks first."""
    from accessible_kits.cache import memo
    from accessible_kits.versions import render_key

    html = rules_html(kit, profile, for_pdf=True)
    title = f"{kit.title}: rules"

    def make() -> bytes:
        import pikepdf
        from weasyprint import HTML

        from accessible_kits.pdf_tags import finish_pdf

        parser_regexes_kept()
        raw = HTML(string=html, base_url=".").write_pdf(pdf_variant="pdf/ua-1", uncompressed_pdf=False)
        pdf = pikepdf.open(io.BytesIO(raw))
        dark_paper(pdf, printed_background(profile))
        alts = list(
            dict.fromkeys(
                f"{board.label}: {board.description}"
                for sec in kit.sections
                for block in sec.blocks
                if isinstance(block, ExampleBlock)
                for board in block.example.diagrams
            )
        )  # each drawn once
        repair_tags(pdf, alts)
        return finish_pdf(pdf, title)

    # WeasyPrint is the slowest writer: the same card (same HTML, fonts, libraries) is drawn once.
    data = memo(options, ("rules-pdf", html, title, *render_key(profile)), make)
    pages, starts = print_pages(data)
    return PrintedCard(data, pages, tuple(starts.items()))


class _Regexes(dict):
    """tinyhtml5's cache of the patterns its tokenizer reads text up to, each made as tinyhtml5
    makes it, and kept under the key it is looked up by."""

    def __missing__(self, key):
        import re

        characters, opposite = key
        pattern = "".join([f"\\x{ord(character):02x}" for character in characters])
        self[key] = found = re.compile(f"[{'' if opposite else '^'}{pattern}]+")
        return found


def parser_regexes_kept() -> None:
    """Make tinyhtml5 (WeasyPrint's HTML parser) keep the patterns it makes. Its
    `chars_until` stores a new pattern under the pattern itself (a chained assignment rebinds
    the key's name first), so the cache never hits: each of a card's ~4 600 calls built its
    pattern again, 0.05 CPU s of the 0.08 s that parsing a card's HTML took (issue 29). The
    same patterns, kept: the same parse and the same bytes. Once a process; a tinyhtml5 without
    that cache is left as it is."""
    import tinyhtml5.inputstream as stream  # type: ignore[import-untyped]

    if type(getattr(stream, "characters_until_regex", None)) is dict:
        stream.characters_until_regex = _Regexes()


def dark_paper(pdf, ink: str | None) -> None:
    """A dark paper colour printed as render.canvas prints it on every other page: ink up to the
    band at the edges that printers leave bare, under the page's content (the print CSS leaves
    the page unpainted). A light one (`ink` None) is the paper's own: nothing is printed."""
    if ink is None:
        return
    r, g, b = rgb(ink)
    edge = PRINTER_EDGE_MM * 72 / 25.4
    for page in pdf.pages:
        x0, y0, x1, y1 = (float(v) for v in page.mediabox)
        rect = f"{x0 + edge:.3f} {y0 + edge:.3f} {x1 - x0 - 2 * edge:.3f} {y1 - y0 - 2 * edge:.3f} re"
        page.contents_add(pdf.make_stream(f"q {r:.4f} {g:.4f} {b:.4f} rg {rect} f Q\n".encode()), prepend=True)


def print_pages(pdf: bytes) -> tuple[int, dict[int, str]]:
    """rules.pdf's page count, and the id of the block each page from the second begins with: of
    the named destinations on a page (every heading and block has one, see rules_html), the
    topmost. A page that only goes on with the block before it begins with none."""
    import io

    import pikepdf

    with pikepdf.open(io.BytesIO(pdf)) as doc:
        pages = {p.obj.objgen: i for i, p in enumerate(doc.pages, 1)}
        tops: dict[int, tuple[float, str]] = {}
        names = doc.Root.get("/Names")
        dests = pikepdf.NameTree(names.Dests) if names is not None and "/Dests" in names else {}
        for name, dest in sorted(dests.items()):
            page = pages.get(dest[0].objgen) if isinstance(dest, pikepdf.Array) and len(dest) >= 4 else None
            if page is None or page == 1:
                continue
            y = float(dest[3])  # /XYZ left top zoom: the larger the top, the higher on the page
            if page not in tops or y > tops[page][0]:
                tops[page] = (y, str(name))
        return len(doc.pages), {page: name for page, (_, name) in sorted(tops.items())}


def repair_tags(pdf, alts: list[str]) -> None:
    """Alt text and BBoxes for the Figures, artifacts for what the tree leaves out."""
    import pikepdf

    from accessible_kits.pdf_marks import rewrite_marked_content
    from accessible_kits.pdf_tags import structure_elements

    page_no = {page.objgen: i for i, page in enumerate(pdf.pages)}
    elems = structure_elements(pdf)
    figures = [e for e in elems if e.S == "/Figure"]
    if len(figures) != len(alts):
        raise RuntimeError(f"rules.pdf has {len(figures)} figures for {len(alts)} diagrams")
    keep = _kept(pdf, elems, page_no)
    measured = {n for n, e in enumerate(elems) if e.S == "/Figure"}  # the boxes wanted: the Figures'
    owners = {i: rewrite_marked_content(pdf, page, keep[i], measured) for i, page in enumerate(pdf.pages)}
    nums: list = []  # the parent tree: each page's number, then its marked contents' elements
    for i in range(len(pdf.pages)):
        by_new = {new: elems[keep[i][old]] for old, new in owners[i][1].items()}
        nums += [i, pikepdf.Array([by_new[m] for m in range(len(by_new))])]
    _renumber_kids(elems, page_no, owners)
    tree = pdf.Root.StructTreeRoot
    tree.ParentTree = pdf.make_indirect(
        pikepdf.Dictionary(Nums=pikepdf.Array(nums + list(_annotation_nums(tree, len(pdf.pages)))))
    )
    for fig, alt in zip(figures, alts, strict=True):  # counted equal above
        _describe_figure(fig, alt, owners[page_no[fig.Pg.objgen]][0])


def _kids(e) -> list:
    """An element's /K as a list (a one-item /K may be written as the item)."""
    import pikepdf

    kids = e.get("/K")
    return list(kids) if isinstance(kids, pikepdf.Array) else [kids]


def _kept(pdf, elems, page_no) -> dict[int, dict[int, int]]:
    """The MCIDs each page keeps: those of elements in the tree, by the page they are on,
    each to the element's place in `elems`."""
    keep: dict[int, dict[int, int]] = {i: {} for i in range(len(pdf.pages))}
    for n, e in enumerate(elems):
        for k in _kids(e):
            if isinstance(k, int) and "/Pg" in e:
                keep[page_no[e.Pg.objgen]][int(k)] = n
    return keep


def _renumber_kids(elems, page_no, owners) -> None:
    """Each element's MCIDs as the rewritten content numbers them, each once; a one-item /K is
    written as the item, as WeasyPrint writes it."""
    import pikepdf

    for e in elems:
        kids = e.get("/K")
        if "/Pg" not in e or kids is None:
            continue
        renumber = owners[page_no[e.Pg.objgen]][1]
        items, seen = [], set()
        for k in _kids(e):
            if not isinstance(k, int):
                items.append(k)
                continue
            new = renumber.get(int(k))
            if new is not None and new not in seen:  # else left out of the tree, or listed already
                seen.add(new)
                items.append(new)
        e.K = items[0] if len(items) == 1 else pikepdf.Array(items)


def _describe_figure(fig, alt: str, boxes) -> None:
    """A Figure's alt text (the diagram's words, not WeasyPrint's SVG title) and its BBox in points,
    from what its MCIDs paint."""
    import pikepdf

    fig.Alt = pikepdf.String(alt)
    found = [boxes[m] for m in (int(k) for k in _kids(fig) if isinstance(k, int)) if m in boxes]
    if found:
        box = [min(b[0] for b in found), min(b[1] for b in found), max(b[2] for b in found), max(b[3] for b in found)]
        fig.A = pikepdf.Dictionary(O=pikepdf.Name.Layout, BBox=pikepdf.Array([round(v, 2) for v in box]))


def _annotation_nums(tree, pages: int):
    """Keep WeasyPrint's entries for link annotations (keys past the pages) in the parent tree."""
    import pikepdf

    old = list(tree.ParentTree.get("/Nums", []))
    out = pikepdf.Array()
    for k, v in zip(old[::2], old[1::2], strict=True):  # (key, value) pairs
        if int(k) >= pages:
            out.extend([k, v])
    return out
