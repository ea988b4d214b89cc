"""Reading a kit's braille as a braille reader and a transcriber do: its pages (BRF or PEF), the
parts BANA's Braille Formats put on them (title page, top line, page numbers, print page
indicators, transcriber's notes), the text that is left, back-translated by liblouis.

Written from the formats, not from the writers' code: the tests hold the writers to it. The
braille kits are built once a session, with audio off (braille does not depend on it): both
bundled braille profiles, and one at another page size, interpoint.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from accessible_kits import braille
from accessible_kits.build import build
from accessible_kits.games import builtin_ids
from accessible_kits.profile import load_profile

# North American braille ASCII, dots 1-6 as the bits of U+2800 to U+283F (the BRF's characters)
BRAILLE_ASCII = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
TN_OPEN, TN_CLOSE = "@.<", "@.>"
INTERPOINT = "interpoint-32"  # a generated profile: tactile on 32 cells by 27 lines, both sides
PROFILES = ("tactile", "tactile-learner", INTERPOINT)
STEMS = ("rules", "summary", "host-key/host-key", "records/record", "records/match")


# The run's kits without sound: every built-in game at the braille PROFILES and at large print. One
# build serves every module that reads kits made with audio off (the braille and PEF tests, test_sight,
# the sample kit, the kit pages without audio): each built its own before, the same kits four times.
SILENT_PROFILES = ("tactile", "tactile-learner", "large-print", INTERPOINT)


def silent_kits(root: Path) -> Path:
    """Every built-in game at SILENT_PROFILES, built once into `root` (audio off)."""
    from filelock import FileLock

    out = root / "silent-kits"
    with FileLock(str(root / "silent-kits.lock")):
        if not (out / "index.html").exists():
            prof = root / f"{INTERPOINT}.toml"
            prof.write_text(
                'extends = "tactile"\nname = "Tactile interpoint"\n'
                'braille_cells = 32\nbraille_lines = 27\nbraille_duplex = "interpoint"\n'
            )
            profiles = [str(prof) if p == INTERPOINT else p for p in SILENT_PROFILES]
            build(builtin_ids(), profiles, out, os.cpu_count() or 2, {"audio": "off"})
    return out


# A generated profile whose rules.pdf breaks pages inside paragraphs (tactile's at 19 pt since stop
# 39, when 20 to 23 pt no longer did: found by trying sizes; the built-in kits' breaks all fall at a
# block's start)
SPLIT, SPLIT_GAME = "tactile-19pt", "poison-corner"


def split_kit(root: Path) -> Path:
    """One kit whose printed rule card breaks pages inside paragraphs, built once into `root`."""
    from filelock import FileLock

    out = root / "braille-split"
    with FileLock(str(root / "braille-split.lock")):
        if not (out / "index.html").exists():
            prof = root / f"{SPLIT}.toml"
            size = SPLIT.removeprefix("tactile-")
            prof.write_text(f'extends = "tactile"\nname = "Tactile at {size}"\ntext_size = "{size}"\n')
            build([SPLIT_GAME], [str(prof)], out, 1, {"audio": "off"})
    return out


def profile_of(root: Path, name: str):
    """The profile a braille kit was built with."""
    return load_profile(str(root / f"{name}.toml") if name in (INTERPOINT, SPLIT) else name)


def number(n: int) -> str:
    """A number in UEB braille ASCII, from the rules of UEB (numeric indicator, digits as a to j)."""
    return "#" + "".join("JABCDEFGHI"[int(d)] for d in str(n))


def to_ascii(row: str) -> str:
    """A PEF row (Unicode braille) as braille ASCII."""
    return "".join(BRAILLE_ASCII[ord(ch) - 0x2800] for ch in row)


def pef_pages(path: Path) -> list[list[str]]:
    """A PEF's pages, each its rows in braille ASCII (an empty row is a blank line)."""
    import xml.etree.ElementTree as ET

    ns = "{http://www.daisy.org/ns/2008/pef}"
    doc = ET.parse(path)
    return [[to_ascii(row.text or "") for row in page.iter(f"{ns}row")] for page in doc.iter(f"{ns}page")]


def brf_pages(path: Path) -> list[list[str]]:
    """A BRF's pages, each its lines (CR LF ends every line, a form feed parts the pages)."""
    pages = path.read_bytes().decode("ascii").split("\f")
    out = []
    for page in pages:
        assert page.endswith("\r\n"), f"{path.name}: every line ends with CR LF"
        out.append(page[:-2].split("\r\n"))
    return out


@dataclass
class TextPage:
    """One text page as the formats read it."""

    n: int  # its braille page number (from 1)
    top: str  # the top line's text (the running head, or the first page's heading)
    print_page: str  # the print page number at the right of the top line, as cells
    body: list[str]  # the lines between the top and the bottom line
    number: str  # the braille page number at the right of the last line ("" for none)


@dataclass
class Volume:
    """A braille volume as read: the title page's lines, the text pages."""

    title: list[str]
    pages: list[TextPage] = field(default_factory=list)
    prelims: list[list[str]] = field(default_factory=list)  # the t pages after the title page, as they are


def split_right(line: str) -> tuple[str, str]:
    """A line's text and the number at its right margin (three blank cells at least between)."""
    m = re.fullmatch(r"(.*?)( {3,})([A-Z]*#[A-J]+(?:-#[A-J]+)?)", line)
    return (m.group(1), m.group(3)) if m else (line, "")


def read_volume(pages: list[list[str]], interpoint: bool) -> Volume:
    """A volume's pages as the formats lay them out: the title page (t1), the other transcriber-
    generated pages (t2 ..., in interpoint the title page's blank back among them), then the text,
    from the page whose braille page number is 1."""
    first = next(i for i, lines in enumerate(pages) if split_right(lines[-1])[1] == number(1))
    vol = Volume(pages[0], prelims=pages[1:first])
    for n, lines in enumerate(pages[first:], 1):
        top, label = split_right(lines[0])
        _, num = split_right(lines[-1])
        vol.pages.append(TextPage(n, top.strip(), label, lines[1:-1], num))
    return vol


def t_pages(vol: Volume, heading: str) -> list[list[str]]:
    """The t pages whose top line is `heading` (braille ASCII, centred), and the pages that carry
    their list on (topped by the continued heading, `heading` then ", continued", or, in an older
    volume, a top line that is no centred heading), each without its number line."""
    out, inside = [], False
    for page in vol.prelims:
        top = page[0] if page else ""
        again = top.strip().startswith(f"{heading}1 ")  # the comma, then "continued" at the volume's grade
        if top.strip() == heading:
            inside = True
        elif not again and (not top.strip() or is_heading(top)):
            inside = False
        if inside:
            out.append(page[:-1] if top.strip() == heading or again else ["", *page[:-1]])
    return out


def is_heading(line: str) -> bool:
    """A centred line, a page's heading: a list's entries start in cell 1 and run over in cell 3."""
    return len(line) - len(line.lstrip(" ")) > 2


def entries(lines: list[str]) -> list[str]:
    """A list's entries: each starts in cell 1, its runover lines in cell 3."""
    out: list[str] = []
    for line in lines:
        if line.startswith("  ") and out:
            out[-1] += " " + line.strip()
        elif line.strip():
            out.append(line.strip())
    return out


def special_symbols(path: Path, interpoint: bool = False) -> list[str]:
    """The symbols a BRF's special symbols page shows (the cells before each entry's explanation)."""
    vol = read_volume(brf_pages(path), interpoint)
    out = []
    for page in t_pages(vol, ",SPECIAL SYMBOLS"):
        for entry in entries(page[1:]):
            symbols: list[str] = []
            for token in entry.split(" "):
                if symbols and not re.fullmatch(",[A-Z]", token):
                    break
                symbols.append(token)
            out += symbols
    return out


def is_indicator(line: str) -> bool:
    """A print page change indicator: dots 3-6 across the line, the new page's number at its end."""
    return bool(re.fullmatch(r"-{3,}#[A-J]+(?:-#[A-J]+)?", line))


def reading(vol: Volume) -> tuple[list[str], list[str]]:
    """The text a reader reads (the first page's heading, then every body line that is not an
    indicator or a transcriber's note) and the transcriber's notes, each as one string."""
    text = [vol.pages[0].top] if vol.pages and vol.pages[0].top else []
    notes, note = [], None
    for page in vol.pages:
        for line in page.body:
            cells = line.strip()
            if note is not None or cells.startswith(TN_OPEN):
                note = f"{note} {cells}" if note else cells
                if cells.endswith(TN_CLOSE):
                    notes.append(note)
                    note = None
            elif not is_indicator(cells):
                text.append(line)
    return text, notes


def back(lines: list[str], grade: int) -> list[str]:
    """Braille ASCII lines back-translated by liblouis at a UEB grade."""
    return braille.translate(lines, braille.TABLES[grade], braille.BRF, backward=True)


def words(text: str) -> list[str]:
    """The words of a text, lower case, for comparing print and braille."""
    return re.findall(r"[a-z0-9]+", text.lower().replace("\u2019", "'").replace("'", ""))
