"""The cache's entries on a temporary folder: keys, checked reads, atomic writes, the size bound
(moved from tests/test_cache.py, which keeps the tests that synthesize speech)."""

from __future__ import annotations

import os
from pathlib import Path

from accessible_kits.cache import Cache


def test_get_checks_the_hash_and_put_is_atomic(tmp_path):
    c = Cache(tmp_path)
    key = c.key("x", 1, ["a", "b"])
    assert key == Cache.key("x", 1, ["a", "b"]) != Cache.key("x", 1, ["a", "c"])
    assert c.get(key) is None
    c.put(key, b"payload" * 1000)
    assert c.get(key) == b"payload" * 1000
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == [key]  # no temporary file left behind
    raw = c.path(key).read_bytes()
    c.path(key).write_bytes(raw[:-1] + b"X")
    assert c.get(key) is None and not c.path(key).exists()


def test_size_is_bounded_least_recently_used_first(tmp_path):
    c = Cache(tmp_path, limit=10_000)
    keys = [c.key("n", i) for i in range(6)]
    for i, key in enumerate(keys):
        c.put(key, bytes(3000))
        os.utime(c.path(key), (1000 + i, 1000 + i))  # put in order, oldest first
    assert c.size() <= 10_000
    kept = [k for k in keys if c.path(k).exists()]
    assert kept == keys[-len(kept) :] and keys[-1] in kept
    assert c.clear() > 0 and c.size() == 0


def _make_slowly(root: str, keys: list[str], made_log: str, start) -> None:
    """In a process of its own: every key through made_once, each one it makes noted in made_log."""
    import json
    import time

    def make(todo: list[str]) -> list[bytes]:
        with open(made_log, "a", encoding="utf-8") as f:
            f.write(json.dumps(todo) + "\n")
        time.sleep(0.3)  # long enough for the other process to find the keys claimed
        return [key.encode() * 3 for key in todo]

    start.wait()
    got = Cache(Path(root)).made_once(keys, make)
    assert got == {key: key.encode() * 3 for key in keys}


def test_each_entry_is_made_once_by_processes_that_need_it_at_once(tmp_path):
    """Two processes need overlapping keys at the same moment: each key is made by one of them,
    and both get every payload (the shared keys waited for, read from the other's entries)."""
    import json
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    keys = [Cache.key("sentence", n) for n in range(12)]
    made_log, start = tmp_path / "made.jsonl", ctx.Barrier(2)
    procs = [
        ctx.Process(target=_make_slowly, args=(str(tmp_path / "c"), wanted, str(made_log), start))
        for wanted in (keys[:8], keys[4:])  # four keys in common
    ]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
        assert p.exitcode == 0
    made = [key for line in made_log.read_text().splitlines() for key in json.loads(line)]
    assert sorted(made) == sorted(keys), "each key made once, by one of the two"
    assert not list((tmp_path / "c").rglob(".tmp-*"))


def test_a_claim_is_dropped_when_its_holder_dies(tmp_path):
    """A build killed while it makes an entry leaves no claim behind: the next build makes it."""
    import multiprocessing
    import signal

    ctx = multiprocessing.get_context("fork")
    key = Cache.key("sentence", "killed")
    claimed = ctx.Event()

    def hold() -> None:
        with Cache(tmp_path)._claims([key]) as mine:
            assert mine == [key]
            claimed.set()
            signal.pause()  # killed while it holds the claim

    holder = ctx.Process(target=hold)
    holder.start()
    assert claimed.wait(10)
    with Cache(tmp_path)._claims([key]) as mine:
        assert mine == []  # held by the other process
    holder.kill()  # SIGKILL: no handler runs, as when a build is killed
    holder.join()
    assert Cache(tmp_path).made_once([key], lambda todo: [b"made"] * len(todo)) == {key: b"made"}


def test_nothing_is_trimmed_while_a_build_runs_and_the_bound_holds_after(tmp_path, monkeypatch):
    """An entry a build made early is still there for its last kit, however much it writes after;
    when the build ends the folder is trimmed to its bound, the least recently used first."""
    from accessible_kits import cache
    from accessible_kits.options import BuildOptions

    monkeypatch.setenv("ACCESSIBLE_KITS_CACHE", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_KITS_CACHE_MAX_MB", str(10_000 / 2**20))
    monkeypatch.setattr(cache, "_open", {})
    c = cache.open_cache(BuildOptions())
    assert c is not None and c.limit == 10_000
    keys = [c.key("n", i) for i in range(6)]
    with cache.one_build(BuildOptions()):
        for i, key in enumerate(keys):
            c.put(key, bytes(3000))
            os.utime(c.path(key), (1000 + i, 1000 + i))
        assert c.size() == 18_000 + 6 * (len(cache.MAGIC) + 32) and c.get(keys[0]) == bytes(3000)
        os.utime(c.path(keys[0]), (999, 999))  # the least recently used again
    assert c.size() <= 10_000
    kept = [k for k in keys if c.path(k).exists()]
    assert kept == keys[-len(kept) :] and keys[-1] in kept and keys[0] not in kept


def test_each_made_once_hands_each_payload_on_as_it_is_read_or_made(tmp_path):
    """A payload read is handed on before anything is made, and each one made is stored and
    handed on before the next is made: a caller holds one at a time (the sound task's peak)."""
    c = Cache(tmp_path)
    keys = [c.key("n", i) for i in range(4)]
    c.put(keys[2], b"stored")
    events: list[tuple[str, str]] = []

    def make(todo: list[str]):
        for key in todo:
            events.append(("make", key))
            yield key.encode()

    def use(key: str, blob: bytes) -> None:
        assert c.get(key) == blob  # stored before it is handed on
        events.append(("use", key))

    c.each_made_once([*keys, keys[0]], make, use)
    made = [keys[0], keys[1], keys[3]]  # each once, the stored one not at all
    assert events == [("use", keys[2]), *(e for k in made for e in (("make", k), ("use", k)))]
    assert c.made_once(keys, make) == {k: b"stored" if k == keys[2] else k.encode() for k in keys}
    assert len(events) == 7  # all stored now: nothing made again


def _make_first_then_hold(root: str, keys: list[str], events: tuple, held_log: str) -> None:
    """In a process of its own: made_once over keys, whose make (run once every key is claimed)
    waits for `produce`, yields the first payload, then waits at most 5 s for go_on before it makes
    the rest; held_log says whether go_on came."""
    import json

    claimed, produce, go_on = events

    def make(todo: list[str]):
        claimed.set()
        produce.wait(20)
        yield todo[0].encode()
        came = go_on.wait(5)
        with open(held_log, "a", encoding="utf-8") as f:
            f.write(json.dumps(came) + "\n")
        yield from (key.encode() for key in todo[1:])

    Cache(Path(root)).made_once(keys, make)


def test_a_key_stored_is_free_while_its_maker_goes_on(tmp_path):
    """A process waiting for a key another is making reads it as soon as it is stored, not when
    the maker has made all it claimed: the default build's row removal sound waited for corner
    polyominoes' whole sound task for the pieces the two kits share (stop 46: 11.4 s wall for
    6.3 CPU s)."""
    import json
    import multiprocessing
    import threading
    import time

    ctx = multiprocessing.get_context("fork")
    keys = [Cache.key("piece", n) for n in range(3)]
    claimed, produce, go_on = ctx.Event(), ctx.Event(), ctx.Event()
    held_log = tmp_path / "held.jsonl"
    args = (str(tmp_path), keys, (claimed, produce, go_on), str(held_log))
    maker = ctx.Process(target=_make_first_then_hold, args=args)
    maker.start()
    got: dict = {}

    def wait_for_key_0() -> None:
        got.update(Cache(tmp_path).made_once(keys[:1], lambda todo: [b"not here"] * len(todo)))
        go_on.set()

    try:
        assert claimed.wait(20)
        waiter = threading.Thread(target=wait_for_key_0)
        waiter.start()
        time.sleep(0.5)  # the waiter finds key 0 claimed and waits on its lock
        produce.set()
        waiter.join(30)
    finally:
        produce.set()
        maker.join(30)
    assert maker.exitcode == 0 and got == {keys[0]: keys[0].encode()}
    assert json.loads(held_log.read_text()) is True, "key 0 was read before the maker made the rest"
