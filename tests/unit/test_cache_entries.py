"""The cache's entries on a temporary folder: keys, checked reads, atomic writes, the size bound
(moved from tests/test_cache.py, which keeps the tests that synthesize speech)."""

from __future__ import annotations

import os

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
