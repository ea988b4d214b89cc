"""Reading a TOML input file (a game or a profile) safely: a regular file, at most MAX_BYTES of UTF-8.

Both kinds of input are read here, before any key is checked, so a device, a huge file,
bad bytes or absurd nesting each end in one line that names the file, never in an internal error.
"""

from __future__ import annotations

import os
import stat
import tomllib
from pathlib import Path

from accessible_kits.errors import BadFile

MAX_BYTES = 1_000_000  # game and profile files: bigger is refused before parsing


def read_input(path: Path, what: str) -> str:
    """A game or profile file as text: a regular file, at most MAX_BYTES, UTF-8 (so /dev/zero is refused at once)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise BadFile(f"{path}: not a regular file; give a {what} (.toml)", path=str(path))
        if info.st_size > MAX_BYTES:
            raise BadFile(
                f"{path}: {info.st_size} bytes is too big for a {what}; at most {MAX_BYTES} are allowed", path=str(path)
            )
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise BadFile(f"{path}: cannot read the {what} ({exc.strerror})", path=str(path)) from None
    if len(data) > MAX_BYTES:
        raise BadFile(f"{path}: too big for a {what}; at most {MAX_BYTES} bytes are allowed", path=str(path))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadFile(
            f"{path}: not UTF-8 text (byte {exc.start + 1}); save the {what} as UTF-8", path=str(path)
        ) from None


def loads(text: str, source: str) -> dict:
    """TOML to a dict; syntax errors and absurd nesting are one line each."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BadFile(f"{source}: not valid TOML ({exc})", path=source) from None
    except RecursionError:
        raise BadFile(f"{source}: not valid TOML (nested too deeply)", path=source) from None
