"""Up-to-date kits are not rebuilt.

Each kit's manifest.json records what the kit was built from (`stamp`): the game
file's bytes, the resolved profile, the options that change output, the tool (its
version and a hash of its own source files) and the engine and library versions.
A build whose stamp matches the manifest of a complete kit skips that kit; `--force`
rebuilds it anyway.
"""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path

# The Python packages whose versions can change a kit's bytes.
LIBRARIES = ("cairosvg", "cairocffi", "weasyprint", "pydyf", "tinycss2", "cssselect2", "tinyhtml5", "pyphen",
             "pikepdf", "fonttools", "svgwrite", "numpy", "pyttsx3", "fontpkg-atkinson-hyperlegible", "pillow")
# The C libraries that draw pages, asked for their versions without importing their bindings.
C_LIBRARIES = (("libcairo.so.2", "cairo_version_string"), ("libpango-1.0.so.0", "pango_version_string"))


@functools.cache
def tool_fingerprint() -> str:
    """SHA-256 over the package's own files: any change to the code or its data counts."""
    root = Path(__file__).resolve().parent
    h = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix in {".py", ".toml", ".json", ".css", ".txt"} and "__pycache__" not in path.parts:
            h.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


@functools.cache
def library_versions() -> dict:
    from importlib.metadata import PackageNotFoundError, version

    import ctypes

    out = {}
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


@functools.cache
def _liblouis() -> str | None:
    import shutil
    import subprocess

    exe = shutil.which("lou_translate")
    if not exe:
        return None
    run = subprocess.run([exe, "--version"], capture_output=True, text=True)
    return run.stdout.splitlines()[0] if run.stdout else None


@functools.cache
def _speech_engine() -> str | None:
    from accessible_kits import speech

    try:
        return speech.engine_version()
    except speech.NoSpeechEngine:
        return None


@functools.cache
def game_source(ref: str) -> bytes:
    """The bytes of the game file `ref` names (a built-in id or a path)."""
    from importlib import resources

    from accessible_kits.games import builtin_ids

    if ref in builtin_ids():
        return (resources.files("accessible_kits.games") / "data" / f"{ref}.toml").read_bytes()
    return Path(ref).read_bytes()


def stamp(game_ref: str, profile, options: dict) -> dict:
    """What a kit is built from: equal stamps give equal kits."""
    from accessible_kits import __version__

    audio = options.get("audio", "auto")
    return {
        "tool": __version__,
        "tool_sha256": tool_fingerprint(),
        "game_sha256": hashlib.sha256(game_source(game_ref)).hexdigest(),
        "profile": profile.resolved(),
        "audio": audio,
        "speech_engine": _speech_engine() if audio != "off" else None,
        "liblouis": _liblouis(),
        "libraries": library_versions(),
    }


def up_to_date(folder: Path, built_from: dict) -> bool:
    """True when FOLDER holds a complete kit whose manifest records `built_from`."""
    try:
        doc = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        if doc.get("built_from") != json.loads(json.dumps(built_from)):  # compare as JSON sees it
            return False
        listed = {f["path"] for f in doc["files"]} | {"manifest.json"}
        present = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
        if present != listed:  # a file added or lost: not this kit any more, so the build looks at it again
            return False
        return all((folder / f["path"]).stat().st_size == f["bytes"] for f in doc["files"])
    except (OSError, ValueError, KeyError, TypeError):
        return False


def split(pairs, out: Path, options: dict, games: dict, profiles: dict):
    """(pairs to build, folders already up to date) for (game ref, profile ref) pairs; `games` and
    `profiles` hold what the build already loaded, by ref."""
    if options.get("force"):
        return list(pairs), []
    todo, fresh = [], []
    for g, p in pairs:
        game, profile = games[g], profiles[p]
        folder = Path(out) / game.id / profile.id
        if up_to_date(folder, stamp(g, profile, options)):
            fresh.append(str(folder))
        else:
            todo.append((g, p))
    return todo, fresh
