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

from accessible_kits.versions import library_versions, tool_fingerprint


@functools.cache
def _liblouis() -> str | None:
    import shutil
    import subprocess

    exe = shutil.which("lou_translate")
    if not exe:
        return None
    run = subprocess.run([exe, "--version"], capture_output=True, text=True, check=False)  # no version: None
    return run.stdout.splitlines()[0] if run.stdout else None


@functools.cache
def _speech_engine() -> str | None:
    from accessible_kits.audio import synthesis

    try:
        return synthesis.engine_version()
    except synthesis.NoSpeechEngine:
        return None


@functools.cache
def game_source(ref: str) -> bytes:
    """The bytes of the game file `ref` names (a built-in id or a path)."""
    from accessible_kits.games import builtin_file, builtin_ids

    if ref in builtin_ids():
        return builtin_file(ref).read_bytes()
    return Path(ref).read_bytes()


def stamp(game_ref: str, profile, options) -> dict:
    """What a kit is built from: equal stamps give equal kits."""
    from accessible_kits import __version__

    audio = options.audio
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


def split(pairs, out: Path, options, games: dict, profiles: dict):
    """(pairs to build, folders already up to date) for (game ref, profile ref) pairs; `games` and
    `profiles` hold what the build already loaded, by ref."""
    if options.force:
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
