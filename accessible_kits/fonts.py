"""Find the profile's font files and let cairo (through fontconfig) see them.

Atkinson Hyperlegible comes from the PyPI package fontpkg-atkinson-hyperlegible;
any other family must be installed on the system (fontconfig knows it).
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from accessible_kits.errors import NoFont


@functools.cache
def _packaged() -> dict[str, dict[str, Path]]:
    try:
        import fontpkg_atkinson_hyperlegible as pkg
    except ImportError:
        return {}
    files = Path(pkg.__file__).parent / "files"
    return {
        "Atkinson Hyperlegible": {
            "regular": files / "AtkinsonHyperlegible-Regular.ttf",
            "bold": files / "AtkinsonHyperlegible-Bold.ttf",
        }
    }


@functools.cache
def _system(family: str) -> dict[str, Path]:
    if not shutil.which("fc-match"):
        return {}
    found = {}
    for style, pattern in (("regular", f"{family}:style=Regular"), ("bold", f"{family}:style=Bold")):
        out = subprocess.run(  # a failed match is a font not found, told by the lines below
            ["fc-match", "-f", "%{family}\n%{file}", pattern], capture_output=True, text=True, check=False
        )
        lines = out.stdout.splitlines()
        if len(lines) == 2 and family.lower() in [f.strip().lower() for f in lines[0].split(",")]:
            found[style] = Path(lines[1])
    return found if "regular" in found else {}


def font_files(family: str) -> dict[str, Path]:
    """{'regular': path, 'bold': path}; NoFont (a KitError) if the family is not installed."""
    files = _packaged().get(family) or _system(family)
    if not files:
        reason = (
            f"'{family}' is not installed; use 'Atkinson Hyperlegible' "
            "(pip install fontpkg-atkinson-hyperlegible) or a font that fc-list shows"
        )
        raise NoFont(f"font: {reason}", family=family, reason=reason)
    files.setdefault("bold", files["regular"])
    return files


def configure_fontconfig() -> None:
    """Point fontconfig at the packaged fonts too, and make it read that configuration now.

    fontconfig reads its configuration once, at its first use in the process: text drawn by
    cairo before this ran (a test, a library user) had it read the system's alone, and every kit
    drawn in that process afterwards silently fell back to another font (DejaVu Sans: wider text,
    past a page's edge). So fontconfig is told to read it again (_reload_fontconfig).

    Done again when the file it pointed to is gone: the file lies in the temporary folder of the
    moment, which in a long-lived process (the studio, the tests) may be a build's work folder or
    a test's, removed since, and fontconfig reads its files again on a rescan."""
    current = os.environ.get("FONTCONFIG_FILE", "")
    if os.environ.get("ACCESSIBLE_KITS_FONTCONFIG") and current and Path(current).is_file():
        return
    dirs = "".join(f"<dir>{f['regular'].parent}</dir>" for f in _packaged().values())
    # one file per set of font folders: two checkouts on one machine must not rewrite each other's
    tag = hashlib.sha256(dirs.encode("utf-8")).hexdigest()[:12]
    # TMPDIR as it is, not tempfile.gettempdir(): the first gettempdir() of a process writes and
    # removes a probe file there, which a SIGKILL at that moment leaves behind (the kill test saw it).
    env = os.environ.get("TMPDIR", "")
    root = tempfile.tempdir or (env if os.path.isdir(env) else tempfile.gettempdir())
    cache = Path(root) / f"accessible-kits-fontconfig-{os.getuid()}-{tag}"
    cache.mkdir(exist_ok=True)
    conf = cache / "fonts.conf"
    text = (
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>'
        f"{dirs}<cachedir>{cache}</cachedir></fontconfig>"
    )
    if not conf.exists() or conf.read_text() != text:
        tmp = conf.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(text)
        tmp.replace(conf)
    os.environ["FONTCONFIG_FILE"] = str(conf)
    os.environ["ACCESSIBLE_KITS_FONTCONFIG"] = "1"
    _reload_fontconfig()


def _reload_fontconfig() -> None:
    """Have the fontconfig library this process shares with cairo load its configuration again
    (FONTCONFIG_FILE, just set) and make it the current one. cairo compares the configuration a
    font name was matched under with the current one, so it matches the kits' font again."""
    import ctypes

    try:
        lib = ctypes.CDLL("libfontconfig.so.1")  # the one cairo and pango load: one library, one state
    except OSError:  # no fontconfig here to reload: cairo finds fonts some other way
        return
    lib.FcInitReinitialize()


@functools.cache
def _tables(path: str):
    """(cmap, advance widths, units per em) of a font file, read once per process."""
    from fontTools.ttLib import TTFont

    font = TTFont(path, lazy=True)
    return font.getBestCmap(), font["hmtx"].metrics, font["head"].unitsPerEm


class Metrics:
    """Text widths from the font's own advance widths (fontTools), for wrapping."""

    def __init__(self, family: str):
        self._fonts = {style: _tables(str(path)) for style, path in font_files(family).items()}

    def width(self, text: str, size: float, bold: bool = False) -> float:
        """The width of `text` in mm at `size` mm, from the glyphs' advances (half an em for a glyph
        the font lacks), so a line is measured as it will be printed."""
        cmap, hmtx, upem = self._fonts["bold" if bold else "regular"]
        total = 0
        for ch in text:
            glyph = cmap.get(ord(ch))
            total += hmtx[glyph][0] if glyph in hmtx else upem // 2
        return total * size / upem

    def wrap(self, text: str, size: float, max_width: float, bold: bool = False) -> list[str]:
        """`text` broken at spaces into lines at most `max_width` mm wide (a longer word alone on its
        line), as the pages set it."""
        lines, line = [], ""
        for word in text.split():
            trial = f"{line} {word}".strip()
            if line and self.width(trial, size, bold) > max_width:
                lines.append(line)
                line = word
            else:
                line = trial
        if line:
            lines.append(line)
        return lines
