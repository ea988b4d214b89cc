"""C libraries found from one read of the linker's cache, while the heavy modules import.

WeasyPrint and cairocffi open their libraries through cffi, trying several names each
("gobject-2.0-0", "libgobject-2.0-0", ..., "libgobject-2.0.so.0"); cffi asks
ctypes.util.find_library for every name, and each ask runs /sbin/ldconfig -p, then gcc and ld
for a name the cache lacks: 25 asks and about 60 processes, 0.2 s of wall time before the
workers fork, with the cores idle. Here the cache is read once and a name it lacks is answered
None at once, as gcc and ld would answer it on a system whose libraries are all in the cache;
cffi then tries its next name. Without a readable cache the standard search runs.
"""

from __future__ import annotations

import contextlib
import ctypes.util
import os
import re
import subprocess
import sys

_ABI = {"x86_64": "libc6,x86-64", "aarch64": "libc6,AArch64", "ppc64le": "libc6,64bit", "s390x": "libc6,64bit"}


def _linker_cache() -> bytes:
    """`ldconfig -p`'s listing, or b"" where there is none (not Linux, no ldconfig)."""
    if not sys.platform.startswith("linux"):
        return b""
    try:
        run = subprocess.run(
            ["/sbin/ldconfig", "-p"], capture_output=True, env={"LC_ALL": "C", "LANG": "C"}, check=False
        )
    except OSError:
        return b""
    return run.stdout if run.returncode == 0 else b""


@contextlib.contextmanager
def one_search():
    """ctypes.util.find_library answered from one read of the linker's cache, inside the block."""
    listing, standard = _linker_cache(), ctypes.util.find_library
    abi = _ABI.get(os.uname().machine, "libc6")
    if not listing:
        yield
        return

    def find(name: str) -> str | None:  # the standard search's own pattern (ctypes.util._findSoname_ldconfig)
        hit = re.search(os.fsencode(rf"\s+(lib{re.escape(name)}\.[^\s]+)\s+\({re.escape(abi)}"), listing)
        return os.fsdecode(hit.group(1)) if hit else None

    ctypes.util.find_library = find
    try:
        yield
    finally:
        ctypes.util.find_library = standard
