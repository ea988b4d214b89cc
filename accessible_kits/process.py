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


_SHARE: dict[str, int] = {}  # "threads": this process's share of the cores, once a worker (share_cores)


def share_cores(jobs: int) -> None:
    """In a worker of a build of `jobs` workers: its thread pools run cores // jobs threads (at
    least 1), so two workers on two cores run two threads, not four that take turns."""
    _SHARE["threads"] = max(1, (os.cpu_count() or 1) // max(1, jobs))


def threads() -> int:
    """How many threads a thread pool of this process may run at once (the sound's mastering and
    encoding): the build's share of the cores in a worker, every core in a process that is none."""
    return _SHARE.get("threads") or os.cpu_count() or 1
