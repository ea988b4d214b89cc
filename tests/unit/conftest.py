"""The fast tier: pure code only (engines, schema, compose, layout maths, text writers,
braille wrapping). `make test-fast` runs this folder; `make test` runs it with the rest.

No external program may run here: a test that needs espeak-ng, liblouis, a PDF tool or a
browser belongs in the full tier, so starting any subprocess fails the test.
"""

from __future__ import annotations

import subprocess

import pytest


@pytest.fixture(autouse=True)
def no_external_tools(monkeypatch):
    def refuse(self, args, *a, **k):
        raise AssertionError(f"the fast tier starts no program, but this test ran {args!r}; move it to the full tier")

    monkeypatch.setattr(subprocess.Popen, "__init__", refuse)
