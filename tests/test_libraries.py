"""libraries.one_search: the libraries the heavy modules open, found from one read of the linker's cache."""

import ctypes.util
import os
import shutil

import pytest

from accessible_kits import libraries


@pytest.mark.skipif(not libraries._linker_cache(), reason="no linker cache here (not Linux, or no /sbin/ldconfig)")
def test_a_name_is_found_as_the_standard_search_finds_it_and_a_missing_one_runs_no_compiler(tmp_path, monkeypatch):
    standard = ctypes.util.find_library
    names = ("c", "m", "cairo", "gobject-2.0", "gobject-2.0-0", "libgobject-2.0-0", "no-such-library-here")
    expected = {name: standard(name) for name in names if not name.startswith("lib") and "-0" not in name}
    # gcc and ld write their scratch files to TMPDIR: none may appear while the block answers
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    with libraries.one_search():
        assert ctypes.util.find_library is not standard
        found = {name: ctypes.util.find_library(name) for name in names}
    assert ctypes.util.find_library is standard  # put back after the block
    assert {name: found[name] for name in expected} == expected
    assert found["c"] and found["no-such-library-here"] is None
    assert found["gobject-2.0-0"] is None and found["libgobject-2.0-0"] is None  # WeasyPrint's first tries
    assert os.listdir(tmp_path) == []


def test_without_a_linker_cache_the_standard_search_stays(monkeypatch):
    monkeypatch.setattr(libraries, "_linker_cache", lambda: b"")
    standard = ctypes.util.find_library
    with libraries.one_search():
        assert ctypes.util.find_library is standard


@pytest.mark.skipif(shutil.which("ldconfig") is None and not os.path.exists("/sbin/ldconfig"), reason="no ldconfig")
def test_the_block_puts_the_standard_search_back_after_an_error():
    standard = ctypes.util.find_library
    with pytest.raises(RuntimeError), libraries.one_search():
        raise RuntimeError("an import failed")
    assert ctypes.util.find_library is standard
