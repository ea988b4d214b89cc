"""Text sizes as drawn in a PDF: walk the content streams with the graphics state."""

from __future__ import annotations

import math

import pikepdf

from accessible_kits.pdf_marks import matrix_product as _mul

_TEXT_SHOWS = ("Tj", "TJ", "'", '"')


def _floats(operands) -> tuple[float, ...]:
    return tuple(float(v) for v in operands)


def _form(obj, name):
    """The form XObject `name` that obj draws with Do, or None (an image, or no resources)."""
    xobj = obj.Resources.XObject[name] if hasattr(obj, "Resources") else None
    return xobj if xobj is not None and xobj.Subtype == "/Form" else None


def _walk(obj, ctm, sizes: list[float]) -> None:
    """Append the effective size of every text run in obj's content stream (and the forms it draws),
    drawn under the matrix ctm."""
    stack, size, tm = [], 0.0, (1, 0, 0, 1, 0, 0)
    for operands, op in pikepdf.parse_content_stream(obj):
        name = str(op)
        if name == "q":
            stack.append(ctm)
        elif name == "Q":
            ctm = stack.pop()
        elif name == "cm":
            ctm = _mul(_floats(operands), ctm)
        elif name == "Tf":
            size = float(operands[1])
        elif name == "Tm":
            tm = _floats(operands)
        elif name in _TEXT_SHOWS:
            m = _mul(tm, ctm)
            sizes.append(size * math.sqrt(abs(m[0] * m[3] - m[1] * m[2])))
        elif name == "Do" and (xobj := _form(obj, operands[0])) is not None:
            _walk(xobj, _mul(_floats(xobj.get("/Matrix", [1, 0, 0, 1, 0, 0])), ctm), sizes)


def text_sizes_pt(pdf_path) -> list[float]:
    """The effective size in points of every run of text shown (Tj/TJ) in the PDF."""
    pdf = pikepdf.open(pdf_path)
    sizes: list[float] = []
    for page in pdf.pages:
        _walk(page.obj if hasattr(page, "obj") else page, (1, 0, 0, 1, 0, 0), sizes)
    return sizes
