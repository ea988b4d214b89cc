"""Run one command for `make bench` and report its wall time, CPU time and memory, as JSON.

CPU time and the peak memory of the largest process come from getrusage of everything the
command started (pool workers and speech processes included). Peak memory by role is sampled
from /proc while it runs: each process's high-water mark (VmHWM) as last seen, for the command
itself ("main"), the speech processes ("speech"), the fork server the workers are forked from
("server") and the pool's "workers" (a helper program a library runs, such as ldconfig, is
none). A process's last moments before it ends may be missed; its peak until then is not.

Usage: python tools/bench_wrap.py COMMAND...  (wall time is taken here, so this script's own
start-up is not counted)
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import threading
import time

SAMPLE_S = 0.2  # how often /proc is read


def _children() -> dict[int, list[int]]:
    """Each running process's children, from /proc/<pid>/stat."""
    kids: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                stat = f.read()
        except OSError:
            continue  # ended while we looked
        ppid = int(stat[stat.rindex(")") + 2 :].split()[1])
        kids.setdefault(ppid, []).append(int(name))
    return kids


def _peak_mb(pid: int) -> float | None:
    """A process's peak resident memory so far (VmHWM), in MB; None once it has ended."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def _cmdline(pid: int) -> bytes:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read()
    except OSError:
        return b""


def role(pid: int, root: int, parent: int) -> str:
    """main (the command), speech (a speech process), server (the fork server the command started),
    workers (the pool's: forked from that server or from the command, or spawned by multiprocessing)
    or other (a helper program a library ran, such as ldconfig, or multiprocessing's resource tracker)."""
    if pid == root:
        return "main"
    cmdline = _cmdline(pid)
    if b"accessible_kits.audio.synthesis" in cmdline:
        return "speech"
    if b"multiprocessing.forkserver" in cmdline:  # a process it forks keeps its command line
        return "server" if parent == root else "workers"
    if parent == root and (cmdline == _cmdline(root) or b"multiprocessing.spawn" in cmdline):
        return "workers"
    return "other"


def sample(root: int, peaks: dict[int, tuple[str, float, int]]) -> None:
    """Read the peak memory of `root` and every process below it into `peaks` (pid: role, MB, how
    many samples saw it in that role).

    A process the command starts with subprocess is, for a moment between fork and exec, a copy
    of the command: a sample then sees a worker, with the command's memory. So a process's role
    is looked at again each time (after exec its peak starts again, under its new role), and a
    worker counts only once two samples have seen it as one (by_role)."""
    kids, todo = _children(), [(root, 0)]
    while todo:
        pid, parent = todo.pop()
        todo += [(kid, pid) for kid in kids.get(pid, [])]
        mb = _peak_mb(pid)
        if mb is None:
            continue
        now, seen = role(pid, root, parent), peaks.get(pid)
        if seen is None or seen[0] != now:
            peaks[pid] = (now, mb, 1)
        else:
            peaks[pid] = (now, max(mb, seen[1]), seen[2] + 1)


def by_role(peaks: dict[int, tuple[str, float, int]]) -> dict[str, float]:
    """The largest peak of each role, and how many worker processes were seen (each in two
    samples at least: a fork about to exec another program is none)."""
    kept = {pid: (r, mb) for pid, (r, mb, n) in peaks.items() if r != "workers" or n >= 2}
    out = {
        f"{r}_mb": max((mb for rr, mb in kept.values() if rr == r), default=0.0) for r in ("main", "workers", "server")
    }
    out["speech_mb"] = max((mb for rr, mb in kept.values() if rr == "speech"), default=0.0)
    out["workers"] = sum(1 for rr, _ in kept.values() if rr == "workers")
    return out


def main(cmd: list[str]) -> int:
    """Run cmd, print its figures as one JSON line; its exit code (its stderr shown) when it fails."""
    peaks: dict[int, tuple[str, float, int]] = {}
    done = threading.Event()
    t = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def sampler():  # on its own thread, so the wall time ends when the command does, not the sample
        while not done.wait(SAMPLE_S):
            sample(proc.pid, peaks)

    watch = threading.Thread(target=sampler, daemon=True)
    watch.start()
    err = proc.communicate()[1]
    wall = time.perf_counter() - t
    done.set()
    watch.join()
    if proc.returncode:
        sys.stderr.buffer.write(err)
        return proc.returncode
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    figures = {"wall": wall, "cpu": r.ru_utime + r.ru_stime, "rss_mb": r.ru_maxrss / 1024, **by_role(peaks)}
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
