"""Braille through liblouis (lou_translate): Unified English Braille at the kit's grade (grade 2,
contracted, or grade 1, uncontracted, for learners), in braille ASCII (BRF) and Unicode braille.

liblouis comes from Debian (liblouis-bin, liblouis-data); the PyPI `louis` package is an
empty stub, and Debian's python3-louis belongs to the system Python, so the command is used.
Braille ASCII and Unicode braille are one table apart (`to_unicode`, `to_ascii`): the PEF, the
on-screen braille and the BRF are the same cells.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable

from accessible_kits.errors import KitError

CELLS, LINES = 40, 25  # the default page: 11.5 by 11 inch braille paper
GRADE1, GRADE2 = "en-ueb-g1.ctb", "en-ueb-g2.ctb"
TABLES = {1: GRADE1, 2: GRADE2}
BRF, UNICODE = "en-us-brf.dis", "unicode.dis"
# North American braille ASCII: the character of each six-dot cell, U+2800 to U+283F in order
ASCII = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
_TO_UNICODE = {c: chr(0x2800 + i) for i, c in enumerate(ASCII)}
_TO_ASCII = {u: c for c, u in _TO_UNICODE.items()}
GRADE_WORDS = {1: "grade 1 (uncontracted)", 2: "grade 2 (contracted)"}
GRADE1_INDICATOR = ";"  # dots 5-6: UEB's grade 1 symbol indicator
_AFTER_LONE = "1234680'-"  # braille ASCII that may follow a lone letter: , ; : . ! ? close quote ' -


def table(grade: int) -> str:
    """liblouis's UEB table for a grade (1 or 2)."""
    return TABLES[grade]


def translate(lines: list[str], table: str = GRADE2, display: str = UNICODE, backward: bool = False) -> list[str]:
    """Translate each line on its own, in one call of lou_translate."""
    tool = shutil.which("lou_translate")
    if tool is None:
        raise KitError(
            "braille: liblouis is not installed; install it with sudo apt-get install liblouis-bin liblouis-data"
        )
    # each line is translated on its own, so a line met before in this process is not sent again: the
    # rules are laid out again until the page count they state is theirs (braille_emboss.counted), and
    # a class set's kits share most lines
    known = _TRANSLATED.setdefault((tool, table, display, backward), {})
    todo = list(dict.fromkeys(line for line in lines if line not in known))
    if todo:
        known.update(zip(todo, _lou(tool, todo, table, display, backward), strict=True))
    return [known[line] for line in lines]


_TRANSLATED: dict[tuple[str, str, str, bool], dict[str, str]] = {}  # by the tool and its settings


def _lou(tool: str, lines: list[str], table: str, display: str, backward: bool) -> list[str]:
    """One call of lou_translate for `lines`, each translated on its own."""
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


def to_unicode(cells: str) -> str:
    """Braille ASCII as Unicode braille (a space is the blank cell, U+2800)."""
    return "".join(_TO_UNICODE[c] for c in cells)


def to_ascii(cells: str) -> str:
    """Unicode braille (U+2800 to U+283F) as braille ASCII; the way back of to_unicode."""
    return "".join(_TO_ASCII[c] for c in cells)


def number(n: int) -> str:
    """A number in UEB braille ASCII, as liblouis writes it: the numeric indicator, then the digits
    as the letters a to j (12 -> #AB). Page numbers are made often; this needs no liblouis."""
    return "#" + "".join("JABCDEFGHI"[int(d)] for d in str(n))


PERCENT = ".0"  # dots 46, 356: UEB's percent sign, which a line never parts from its number


def _glued(words: list[str], space: str) -> list[str]:
    """Words to wrap, a percent sign's word joined to the number before it ("100 %" stays on one line)."""
    out: list[str] = []
    for word in words:
        if out and word.startswith((PERCENT, to_unicode(PERCENT))) and out[-1]:
            out[-1] += space + word
        else:
            out.append(word)
    return out


def wrap(cells: str, width: int, first: int = 0, rest: int = 0, space: str = " ") -> list[str]:
    """Wrap a braille string at spaces: `first` blank cells before line one, `rest` before the others."""
    lines, line, indent = [], "", first
    words = _glued(cells.split(space), space)
    # "has 7." kept together: "7." first on a line reads as a list item; and a count with its comma kept
    # with the word before it, unless that is a count too: "Otters / 3, Red team 6" parted a name from its
    # count (READER29 #5, #10), where "3, 3, 3, 7" may part anywhere
    for i in range(len(words) - 1, 0, -1):
        if re.fullmatch(r"#[A-Ja-j]+4", words[i]) or (
            re.fullmatch(r"#[A-Ja-j]+1", words[i]) and not re.fullmatch(r"#[A-Ja-j]+1?", words[i - 1])
        ):
            words[i - 1 : i + 1] = [words[i - 1] + space + words[i]]
    for whole in words:
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


def as_drawn(cells: str, letters: Iterable[str]) -> str:
    """Braille ASCII with each lone letter of `letters` spelled as the raised sheets draw their
    labels: the capital indicator and the letter, two cells, without UEB's grade 1 indicator.

    The rule (docs/kit.md cites it): ICEB's Guidelines for Technical Material (4.4.2) let points and
    lines labelled with single letters be shown consistently as two cells, leaving the grade 1
    indicator out, where space is at a premium (a 25 mm cell with 6.35 mm clear holds two cells,
    not three); BANA's Guidelines and Standards for Tactile Graphics (2010) label with a single
    capital letter and no letter sign (5.10.4), and put no letter indicator before a two-cell
    key even where it spells a short-form word. So the sheets draw ",P" and the key defines that
    same ",P". Running text keeps UEB's ";,P": there a lone ",P" reads as the wordsign "People"
    (",D" as "Do"), and the special symbols page shows the labels as the sheets draw them. At
    grade 1 liblouis writes no grade 1 indicator before a lone letter: nothing changes."""
    wanted = "".join(sorted({c.upper() for c in letters if len(c) == 1 and c.isalpha()}))
    if not wanted:
        return cells
    lone = re.compile(rf"(?<![^ ]){re.escape(GRADE1_INDICATOR)}(,[{wanted}])(?=$|[ {re.escape(_AFTER_LONE)}])")
    return lone.sub(r"\1", cells)
