"""Reading a TOML input file (a game or a profile) safely: a regular file, at most MAX_BYTES of UTF-8.

Both kinds of input are read here, before any key is checked, so a device, a huge file,
bad bytes or absurd nesting each end in one line that names the file, never in an internal error.
"""

from __future__ import annotations

import os
import stat
import tomllib
from pathlib import Path

from accessible_kits.errors import KitError

MAX_BYTES = 1_000_000  # game and profile files: bigger is refused before parsing


def read_input(path: Path, what: str) -> str:
    """A game or profile file as text: a regular file, at most MAX_BYTES, UTF-8 (so /dev/zero is refused at once)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise KitError(f"{path}: not a regular file; give a {what} (.toml)")
        if info.st_size > MAX_BYTES:
            raise KitError(f"{path}: {info.st_size} bytes is too big for a {what}; at most {MAX_BYTES} are allowed")
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise KitError(f"{path}: cannot read the {what} ({exc.strerror})") from None
    if len(data) > MAX_BYTES:
        raise KitError(f"{path}: too big for a {what}; at most {MAX_BYTES} bytes are allowed")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise KitError(f"{path}: not UTF-8 text (byte {exc.start + 1}); save the {what} as UTF-8") from None


def loads(text: str, source: str) -> dict:
    """TOML to a dict; syntax errors and absurd nesting are one line each."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise KitError(f"{source}: not valid TOML ({exc})") from None
    except RecursionError:
        raise KitError(f"{source}: not valid TOML (nested too deeply)") from None
