"""Text sizes as drawn in a PDF: walk the content streams with the graphics state."""

from __future__ import annotations

import math

import pikepdf


def _mul(a, b):
    """3x3 affine matrices as 6-tuples (a b c d e f), a then b."""
    return (
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    )


def text_sizes_pt(pdf_path) -> list[float]:
    """The effective size in points of every run of text shown (Tj/TJ) in the PDF."""
    pdf = pikepdf.open(pdf_path)
    sizes: list[float] = []

    def walk(obj, ctm):
        stack, size, tm = [], 0.0, (1, 0, 0, 1, 0, 0)
        for operands, op in pikepdf.parse_content_stream(obj):
            op = str(op)
            if op == "q":
                stack.append(ctm)
            elif op == "Q":
                ctm = stack.pop()
            elif op == "cm":
                ctm = _mul(tuple(float(v) for v in operands), ctm)
            elif op == "Tf":
                size = float(operands[1])
            elif op == "Tm":
                tm = tuple(float(v) for v in operands)
            elif op in ("Tj", "TJ", "'", '"'):
                m = _mul(tm, ctm)
                sizes.append(size * math.sqrt(abs(m[0] * m[3] - m[1] * m[2])))
            elif op == "Do":
                xobj = obj.Resources.XObject[operands[0]] if hasattr(obj, "Resources") else None
                if xobj is not None and xobj.Subtype == "/Form":
                    matrix = tuple(float(v) for v in xobj.get("/Matrix", [1, 0, 0, 1, 0, 0]))
                    walk(xobj, _mul(matrix, ctm))
        return sizes

    for page in pdf.pages:
        walk(page.obj if hasattr(page, "obj") else page, (1, 0, 0, 1, 0, 0))
    return sizes
