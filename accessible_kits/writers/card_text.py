"""The words each page of the printed rule card (rules.pdf) begins with, read from the PDF itself,
so the braille can show a print page change where the printed page really begins: inside a
paragraph when the card's page break falls there (BANA Braille Formats, 1.11: the print page
change indicator at the point of the change).

WeasyPrint writes each font as a Type0 font (Identity-H: two-byte glyph codes) with a ToUnicode
map, and its text in marked content; what is marked /Artifact (page backgrounds, running
heads) is not the text. pikepdf parses the content streams; nothing here draws or needs poppler.
"""

from __future__ import annotations

import io
import re

WORDS = 8  # how many words of a page's start are read (enough to find them in one block)
_HEX = re.compile(rb"<([0-9a-fA-F]+)>")


def _cmap(font) -> dict[int, str]:
    """A font's ToUnicode map: glyph code to text (bfchar and bfrange entries)."""
    if "/ToUnicode" not in font:
        return {}
    data = font.ToUnicode.read_bytes()
    out: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", data, re.S):
        codes = _HEX.findall(block)
        for src, dst in zip(codes[::2], codes[1::2], strict=False):
            out[int(src, 16)] = bytes.fromhex(dst.decode()).decode("utf-16-be", "replace")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", data, re.S):
        for line in block.strip().splitlines():
            codes = _HEX.findall(line)
            if len(codes) == 3:
                lo, hi, first = (int(c, 16) for c in codes)
                out |= {code: chr(first + code - lo) for code in range(lo, hi + 1)}
    return out


def _shown(operands, op: str, cmap: dict[int, str]) -> str:
    """The text a Tj or TJ operator shows, through the font's map."""
    parts = operands[0] if op == "TJ" else [operands[0]]
    text = ""
    for part in parts:
        raw = bytes(part) if not isinstance(part, int | float) and hasattr(part, "__bytes__") else b""
        text += "".join(cmap.get(int.from_bytes(raw[i : i + 2], "big"), "") for i in range(0, len(raw) - 1, 2))
    return text


def _page_words(page, limit: int) -> list[str]:
    """The first `limit` words of a page's text (lower case), artifacts left out."""
    import pikepdf

    fonts = {str(k): _cmap(f) for k, f in (page.Resources.get("/Font") or {}).items()}
    cmap: dict[int, str] = {}
    depth_artifact, stack, text = 0, [], ""
    for instruction in pikepdf.parse_content_stream(page):
        if not isinstance(instruction, pikepdf.ContentStreamInstruction):
            continue  # an inline image
        operands, op = instruction.operands, str(instruction.operator)
        if op in ("BMC", "BDC"):
            artifact = str(operands[0]) == "/Artifact"
            stack.append(artifact)
            depth_artifact += artifact
        elif op == "EMC" and stack:
            depth_artifact -= stack.pop()
        elif op == "Tf":
            cmap = fonts.get(str(operands[0]), {})
        elif op in ("Tj", "TJ") and not depth_artifact:
            text += _shown(operands, op, cmap)
        elif op == "ET":
            text += " "
        if len(words(text)) > limit:
            break
    return words(text)[:limit]


def words(text: str) -> list[str]:
    """Words as the card and the braille are compared: lower case letters and digits."""
    return re.findall(r"[a-z0-9]+", text.lower().replace("\u2019", "'").replace("'", ""))


def page_starts(pdf: bytes) -> dict[int, list[str]]:
    """For each page of the card from the second, the words it begins with."""
    import pikepdf

    with pikepdf.open(io.BytesIO(pdf)) as doc:
        return {n: _page_words(page, WORDS) for n, page in enumerate(doc.pages, 1) if n > 1}
