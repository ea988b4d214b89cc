"""Child processes that end with their parent: build workers and the speech child."""

from __future__ import annotations

import ctypes
import os
import signal


def die_with_parent(sig: int = signal.SIGKILL) -> None:
    """Linux: this process gets `sig` when its parent ends, so no worker or speech child outlives a kill."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(sig), 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() == 1:
        os._exit(1)


M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter


def return_freed_memory() -> None:
    """Hand memory a kit has freed back to the system (glibc, Linux; elsewhere nothing).

    A kit frees hundreds of MB of audio and page arrays, which glibc would keep for reuse,
    its threshold for giving a large block a mapping of its own rising as it goes. Blocks of
    1 MB and more get their own mappings (given back when freed), and the rest of the free
    heap is trimmed: a worker that builds a class set stays the size of one kit.
    """
    try:
        libc = ctypes.CDLL(None)
        libc.mallopt(M_MMAP_THRESHOLD, 1 << 20)
        libc.malloc_trim(0)
    except (OSError, AttributeError):
        return
