"""What, besides a file's own inputs, decides its bytes: the tool's code, the libraries and
their versions, the font. Cache keys (`cache.py`) and up-to-date stamps (`freshness.py`)
are made of these, so a new library or a code change never reuses an old result."""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

# The Python packages whose versions can change a kit's bytes.
LIBRARIES = (
    "cairosvg",
    "cairocffi",
    "weasyprint",
    "pydyf",
    "tinycss2",
    "cssselect2",
    "tinyhtml5",
    "pyphen",
    "pikepdf",
    "fonttools",
    "svgwrite",
    "numpy",
    "pyttsx3",
    "fontpkg-atkinson-hyperlegible",
    "pillow",
    "mutagen",
)
# The C libraries that draw pages and encode sound, asked for their versions without importing their bindings.
C_LIBRARIES = (
    ("libcairo.so.2", "cairo_version_string"),
    ("libpango-1.0.so.0", "pango_version_string"),
    ("libmp3lame.so.0", "get_lame_version"),
)


@functools.cache
def tool_fingerprint() -> str:
    """SHA-256 over the package's own files: any change to the code or its data counts."""
    root = Path(__file__).resolve().parent  # the package folder
    h = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        counted = path.suffix in {".py", ".toml", ".json", ".css", ".txt"} and "__pycache__" not in path.parts
        if counted and path.is_file():
            h.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


@functools.cache
def library_versions() -> dict[str, str | None]:
    """{library: its version, None when absent} for the Python packages and C libraries that draw and encode."""
    import ctypes
    from importlib.metadata import PackageNotFoundError, version

    out: dict[str, str | None] = {}
    for name in LIBRARIES:
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            out[name] = None
    for lib, func in C_LIBRARIES:
        try:
            f = getattr(ctypes.CDLL(lib), func)
            f.restype = ctypes.c_char_p
            out[lib] = f().decode()
        except (OSError, AttributeError):
            out[lib] = None
    return out


@functools.cache
def module_sha256(path: str) -> str:
    """SHA-256 of one module's file: its cache entries miss when that module changes, not when any
    other part of the tool does (speech and MP3 entries outlive edits elsewhere)."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


@functools.cache
def font_sha256(family: str) -> str:
    """SHA-256 of a font family's files: pages drawn with another font are other pages."""
    from accessible_kits.fonts import font_files

    h = hashlib.sha256()
    for style, path in sorted(font_files(family).items()):
        h.update(style.encode() + b"\0" + Path(path).read_bytes())
    return h.hexdigest()


def render_key(profile) -> tuple:
    """What, besides its own input, decides a rendered page's bytes: the tool, the libraries, the font."""
    return (tool_fingerprint(), sorted(library_versions().items()), profile.font, font_sha256(profile.font))
