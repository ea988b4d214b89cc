"""Braille through liblouis (lou_translate): UEB grade 1 for labels, grade 2 for running text,
and BRF pages of 40 cells by 25 lines for embossers.

liblouis comes from Debian (liblouis-bin, liblouis-data); the PyPI `louis` package is an
empty stub, and Debian's python3-louis belongs to the system Python, so the command is used.
"""

from __future__ import annotations

import shutil
import subprocess

from accessible_kits.errors import KitError

CELLS, LINES = 40, 25
GRADE1, GRADE2 = "en-ueb-g1.ctb", "en-ueb-g2.ctb"
BRF, UNICODE = "en-us-brf.dis", "unicode.dis"


def translate(lines: list[str], table: str = GRADE2, display: str = UNICODE, backward: bool = False) -> list[str]:
    """Translate each line on its own, in one call of lou_translate."""
    tool = shutil.which("lou_translate")
    if tool is None:
        raise KitError(
            "braille: liblouis is not installed; install it with sudo apt-get install liblouis-bin liblouis-data"
        )
    if not lines:
        return []
    # lou_translate reads backslash escapes (as in \x2800), and BRF uses "\" for "ou": double it
    clean = [line.replace("\n", " ").replace("\\", "\\\\") for line in lines]
    run = subprocess.run(
        [tool, "--backward" if backward else "--forward", f"{display},{table}"],
        input="\n".join(clean) + "\n",
        capture_output=True,
        text=True,
        check=False,  # the return code is read below, with what liblouis said
    )
    out = run.stdout.split("\n")[: len(clean)]
    if run.returncode != 0 or len(out) != len(clean):
        raise KitError(f"braille: liblouis failed ({run.stderr.strip() or run.returncode})")
    return out


def wrap(cells: str, width: int, first: int = 0, rest: int = 0, space: str = " ") -> list[str]:
    """Wrap a braille string at spaces: `first` blank cells before line one, `rest` before the others."""
    lines, line, indent = [], "", first
    for whole in cells.split(space):
        word = whole
        while True:
            trial = f"{line}{space}{word}" if line else word
            if len(trial) + indent <= width:
                line = trial
                break
            if line:  # start the next line (at its own indent) and try the word there
                lines.append(space * indent + line)
                line, indent = "", rest
                continue
            # a word longer than a whole line: break it (rare, but never overflow)
            lines.append(space * indent + word[: width - indent])
            word, indent = word[width - indent :], rest
    if line:
        lines.append(space * indent + line)
    return lines


def paginate(lines: list[str], number_cells, space: str = " ") -> str:
    """Pages of LINES lines: 24 of text, then the braille page number at the right of line 25.
    Pages are joined with a form feed, lines end with CR LF as embossers expect."""
    body = LINES - 1
    pages = [lines[i : i + body] for i in range(0, len(lines), body)] or [[]]
    out = []
    for n, text in enumerate(pages, 1):
        number = number_cells(n)
        page = [*text, *[""] * (body - len(text)), space * (CELLS - len(number)) + number]
        out.append("".join((line.rstrip(space) if i < body else line) + "\r\n" for i, line in enumerate(page)))
    return "\f".join(out)
