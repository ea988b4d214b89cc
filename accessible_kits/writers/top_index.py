"""OUT/index.html: every kit in the output folder, by game, with one line about each profile."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path
from urllib.parse import quote

from accessible_kits.writers import KIT_HOLDS, listing, says
from accessible_kits.writers.html_page import CSS, HOUSE_FONT, font_weights, html_page

_FOLDER = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")  # a game id or a profile's file name
HEADING = "<h1>Accessible kits</h1>"  # how a build knows an index.html is ours to replace


def is_ours(path: Path) -> bool:
    """Whether an index.html was written by this program, so a build may replace it."""
    try:
        return HEADING in path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False


def _kits_on_disk(out: Path, notes: list[str]) -> dict[str, dict]:
    """Manifests of kits already in OUT/<game>/<profile>/. Only folders a kit can have (never a
    hidden work folder); a manifest that cannot be read is reported and left out."""
    from accessible_kits.manifest import read_manifest

    found = {}
    for game in sorted(out.iterdir()):
        if not _FOLDER.fullmatch(game.name) or game.is_symlink() or not game.is_dir():
            continue
        for folder in sorted(game.iterdir()):
            if not _FOLDER.fullmatch(folder.name) or folder.is_symlink() or not (folder / "manifest.json").exists():
                continue
            try:
                data = read_manifest(folder)
                entry = (data["title"], data["profile"]["name"], data["profile"]["description"])
                if not all(isinstance(v, str) for v in entry):
                    raise TypeError
            except (ValueError, KeyError, TypeError) as exc:
                why = str(exc) if isinstance(exc, ValueError) else "not the manifest this version writes"
                notes.append(f"{folder / 'manifest.json'} cannot be read ({why}), so the index leaves that kit out")
                continue
            found[f"{game.name}/{folder.name}"] = data
    return found


def index_html(out: Path, staged: dict[str, dict]) -> tuple[str, list[str]]:
    """The index as it will be once the staged kits ({"game/profile": manifest}) are in place. What it
    says each kit holds comes from the files the kit's manifest lists (writers.KIT_HOLDS)."""
    notes: list[str] = []
    kits = {**_kits_on_disk(out, notes), **staged}
    holds = {folder: says(_paths(data), KIT_HOLDS) for folder, data in kits.items()}
    common = [h for h in (holds[min(holds)] if holds else []) if all(h in held for held in holds.values())]
    games: dict[str, list] = {}
    for folder, data in sorted(kits.items()):
        more = [h for h in holds[folder] if h not in common]
        line = f"{data['profile']['description']}" + (f" It also holds {listing(more)}." if more else "")
        games.setdefault(data["title"], []).append((data["profile"]["name"], line, folder))
    sections = "".join(
        f'<section aria-labelledby="g{i}"><h2 id="g{i}">{escape(title)}</h2><ul>'
        + "".join(
            f'<li><a href="{escape(folder)}/index.html">{escape(title)}, {escape(name)}</a>: {escape(desc)}</li>'
            for name, desc, folder in rows
        )
        + "</ul></section>"
        for i, (title, rows) in enumerate(sorted(games.items()), 1)
    )
    intro = f"Each kit holds {listing(common)}. " if common else ""
    html = html_page(
        "Accessible kits",
        _font_faces(kits) + CSS,
        (
            f"<main>\n{HEADING}\n<p>{escape(intro)}Choose a game and the profile that suits the players.</p>\n"
            f"{sections}\n</main>"
        ),
    )
    return html, notes


def _paths(manifest: dict) -> list[str]:
    """The files a kit's manifest lists."""
    return [f["path"] for f in manifest.get("files", []) if isinstance(f, dict) and isinstance(f.get("path"), str)]


def _font_faces(kits: dict[str, dict]) -> str:
    """@font-face rules for the house typeface, from the font files a kit of the index ships (the
    first kit that has each, linked relative to the index): nothing is fetched from the network,
    and without such a kit the page falls back to the next font of its list."""
    from accessible_kits.errors import KitError

    try:
        weights = font_weights(HOUSE_FONT)
    except KitError:  # not installed: no kit ships it either
        return ""
    faces = []
    for weight, path in weights:
        shipped = (folder for folder, data in sorted(kits.items()) if f"fonts/{path.name}" in _paths(data))
        folder = next(shipped, None)
        if folder is not None:
            url = quote(f"{folder}/fonts/{path.name}")
            faces.append(f"@font-face {{ font-family: '{HOUSE_FONT}'; src: url('{url}'); font-weight: {weight}; }}")
    return "".join(faces)
