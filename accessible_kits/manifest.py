"""A kit's manifest.json: every file with its size and SHA-256, the game and profile, and what
the kit was built from (so an up-to-date kit is not built again). Written by the build, read
by the build (before it replaces a folder) and by the index of kits."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from accessible_kits import __version__

TOOL = "accessible-kits"  # how a manifest says it is ours


def manifest(game, profile, files: dict, built_from: dict | None = None) -> bytes:
    """The manifest.json of a kit: `files` ({path: bytes}) listed with sizes and SHA-256, sorted keys."""
    entries = [
        {"path": rel, "sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
        for rel, data in sorted(files.items())
    ]
    doc = {
        "tool": TOOL,
        "version": __version__,
        "game": game.id,
        "title": game.title,
        "profile": profile.resolved(),
        "files": entries,
        "built_from": built_from,
    }
    return (json.dumps(doc, indent=2, sort_keys=True) + "\n").encode("utf-8")


def read_manifest(folder: Path) -> dict:
    """Our manifest of a kit folder; ValueError when there is none or it is not ours."""
    try:
        data = json.loads((folder / "manifest.json").read_bytes().decode("utf-8"))
    except OSError as exc:
        raise ValueError(exc.strerror or "not readable") from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise ValueError("not valid JSON") from None
    if not isinstance(data, dict) or data.get("tool") != TOOL or not isinstance(data.get("files"), list):
        raise ValueError("not a manifest of accessible-kits")
    if not all(isinstance(f, dict) and isinstance(f.get("path"), str) for f in data["files"]):
        raise ValueError("not a manifest of accessible-kits")
    return data
