"""Cache.each_made_once with runs: each run claimed just before it is made (stop 51). Claimed all
at once, a key two builds share was held by the first until it reached it, and the second build
waited for it with a core idle (8 s in one default build)."""

from __future__ import annotations

import fcntl
import os

from accessible_kits.cache import Cache


def _claimed_elsewhere(c: Cache, key: str) -> bool:
    """Whether a claim on key is held now: a second open file of its lock cannot take it."""
    fd = c._lock_file(key)  # a new open file of key's lock (its folder made)
    assert fd is not None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)  # closing drops a lock taken here
    return False


def test_each_run_is_claimed_only_when_it_is_made(tmp_path):
    c = Cache(tmp_path)
    keys = [c.key("run", i) for i in range(5)]
    c.put(keys[3], b"stored")
    seen: list[tuple[list[str], list[bool]]] = []

    def make(todo: list[str]):
        # while a run is made, its own keys not yet made are held; the later runs' keys are free
        seen.append((list(todo), [_claimed_elsewhere(c, k) for k in keys]))
        for key in todo:
            yield key.encode()

    got: dict[str, bytes] = {}
    c.each_made_once(keys, make, got.__setitem__, runs=[keys[:2], keys[2:4], keys[4:]])
    assert [todo for todo, _ in seen] == [keys[:2], [keys[2]], [keys[4]]]  # one make a run; the stored one skipped
    assert seen[0][1] == [True, True, False, False, False]
    assert seen[1][1] == [False, False, True, False, False]
    assert seen[2][1] == [False, False, False, False, True]
    assert got == {k: b"stored" if k == keys[3] else k.encode() for k in keys}


def test_a_key_another_process_holds_is_waited_for_after_every_run(tmp_path):
    """A key held elsewhere when its run comes does not stop the runs after it: they are made
    first, and the held key is read once its holder has stored it."""
    c = Cache(tmp_path)
    keys = [c.key("held", i) for i in range(3)]
    fd = c._lock_file(keys[0])
    assert fd is not None
    fcntl.flock(fd, fcntl.LOCK_EX)  # "another build" is making keys[0]
    made: list[str] = []

    def make(todo: list[str]):
        for key in todo:
            made.append(key)
            if key == keys[2]:  # the last run made here: the other build stores keys[0] and lets go
                c.put(keys[0], b"theirs")
                os.close(fd)
            yield key.encode()

    got: dict[str, bytes] = {}
    c.each_made_once(keys, make, got.__setitem__, runs=[[k] for k in keys])
    assert made == keys[1:]
    assert got == {keys[0]: b"theirs", keys[1]: keys[1].encode(), keys[2]: keys[2].encode()}
