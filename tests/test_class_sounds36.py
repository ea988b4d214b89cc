"""Issue 29's "each sound made once" as `make bench` counts it: the class set's count of sentences
synthesized (the task log) and of sentences the kits say (captions and SSML rates), held against
the synthesis calls themselves (synthesis.SPOKEN). Needs espeak-ng; one job, so every task runs here."""

from __future__ import annotations

import sys
from pathlib import Path

from accessible_kits.audio import synthesis
from accessible_kits.audio.synthesis import engine_rate, ssml_rate_percent
from accessible_kits.build import build
from test_cache import need_espeak

TOOLS = Path(__file__).resolve().parent.parent / "tools"
sys.path.insert(0, str(TOOLS))

import bench  # noqa: E402


def test_the_class_sets_count_is_the_synthesis_calls(tmp_path, monkeypatch):
    """Two class profiles (other paper, other rate), one game, one job, an empty cache: each
    (voice, rate, sentence) is synthesized once, and the bench's two counts are the number of
    synthesis calls, sentence for sentence (stop 46 counted 1859 said for 1857 made)."""
    need_espeak()
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("ACCESSIBLE_KITS_TASK_LOG", str(tmp_path / "tasks.jsonl"))
    profiles = bench.class_profiles(tmp_path / "class", 2)
    synthesis.SPOKEN.clear()
    build(["poison-corner"], profiles, tmp_path / "out", 1, {"audio": "on"})
    calls = synthesis.SPOKEN
    assert calls and max(calls.values()) == 1, calls.most_common(3)
    made, said = bench.sentences(tmp_path / "out", tmp_path / "tasks.jsonl")
    assert (made, said) == (calls.total(), calls.total())
    assert bench.twice(tmp_path / "tasks.jsonl") == 0
    # the same sentences, not only as many: each call's rate as the SSML says it
    percent = {engine_rate(wpm): f"{ssml_rate_percent(wpm)}%" for wpm in (150, 130)}
    assert {(percent[rate], text) for _, rate, text in calls} == said_pairs(tmp_path / "out")


def said_pairs(kits: Path) -> set[tuple[str, str]]:
    """(SSML rate, sentence) of every caption the kits hold, read as bench.sentences reads them."""
    import html
    import re

    pairs = set()
    for vtt in kits.glob("*/*/*.vtt"):
        if not vtt.name.endswith("-chapters.vtt"):
            rate = re.search(r'rate="([^"]+)"', vtt.with_suffix(".ssml").read_text(encoding="utf-8"))
            assert rate, vtt
            pairs |= {(rate.group(1), html.unescape(t)) for t in bench.cue_texts(vtt)}
    return pairs
