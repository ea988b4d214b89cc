"""Read a BRF back to print with liblouis, page by page, for a cold braille reader (tools/readers).

A form feed ends an embossed page. `lou_translate` reads a backslash (the BRF sign for "ou") as the
start of an escape and drops the whole line ("invalid escape sequence"): each backslash is doubled,
and every page must read back with as many lines as it has, or the reader would miss words the
braille holds (round 33's first braille report blamed the kit for the tool's lost lines)."""

from __future__ import annotations

import subprocess
import sys

TABLES = "en-us-brf.dis,en-ueb-g2.ctb"


def page_back(page: str) -> str:
    back = subprocess.run(
        ["lou_translate", "--backward", TABLES],
        input=page.replace("\\", "\\\\"),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.rstrip("\n")
    if len(back.split("\n")) != len(page.rstrip("\n").split("\n")):
        raise SystemExit(f"liblouis read a page back with a different number of lines: {page[:60]!r}")
    return back


def main(src: str, dest: str) -> None:
    with open(src, encoding="ascii", errors="replace") as f:
        pages = f.read().split("\f")
    out = [f"=== braille page {n} ===\n{page_back(p)}\n" for n, p in enumerate(pages, 1) if p.strip()]
    with open(dest, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main(*sys.argv[1:3])
