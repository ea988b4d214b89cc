"""A kit's work split into tasks (tasks.py) on two workers gives the bytes of the one-job build
(every writer in one process, on products made when first asked: pipeline.write_kit), and its
sound is made once: by its sound task alone, once for the kits that share it through the cache."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from accessible_kits import tasks
from accessible_kits.audio.synthesis import engine_rate
from accessible_kits.build import build
from accessible_kits.compose import compose, drawn_profile
from accessible_kits.fonts import configure_fontconfig
from accessible_kits.freshness import stamp
from accessible_kits.games import load_game
from accessible_kits.manifest import manifest
from accessible_kits.options import BuildOptions
from accessible_kits.pipeline import MissingProduct, Products, write_kit
from accessible_kits.profile import load_profile
from accessible_kits.writers.recording import plan, scripts
from conftest import need

GAMES = ["poison-corner", "row-removal"]
PROFILES = ["large-print", "tactile"]  # print, and braille with raised sheets; one speech setting


def one_job(game_ref: str, profile_ref: str, options: BuildOptions) -> dict[str, bytes]:
    """A kit as one job makes it: every writer in this process (drawn with the sides' marks from the
    game, as a build draws it), then the manifest (of the profile as loaded)."""
    game, loaded = load_game(game_ref), load_profile(profile_ref)
    profile = drawn_profile(game, loaded)
    kit = compose(game, profile, tasks.plan_of(game, profile))
    files, _ = write_kit(kit, profile, options)
    data = {name: f.data for name, f in files.items()}
    data["manifest.json"] = manifest(game, loaded, data, stamp(game_ref, loaded, options))
    return data


def said(game_ref: str, profile_ref: str) -> set[tuple[str, int, str]]:
    """Every (voice, engine rate, sentence) a kit's scripts say."""
    game, profile = load_game(game_ref), load_profile(profile_ref)
    kit = compose(game, profile, tasks.plan_of(game, profile))
    s = profile.speech
    return {
        (s.voice, engine_rate(s.rate_wpm), text)
        for _, _, segments in scripts(kit)
        for kind, text, _ in plan(segments, profile)
        if kind == "say"
    }


def test_the_split_build_gives_the_one_job_bytes_and_makes_each_sound_once(tmp_path, monkeypatch):
    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))  # empty: every sound is made in this build
    monkeypatch.setenv("ACCESSIBLE_KITS_TASK_LOG", str(tmp_path / "tasks.jsonl"))  # what `make bench` counts
    configure_fontconfig()
    tasks.LOG.clear()
    out = tmp_path / "split"
    build(GAMES, PROFILES, out, jobs=2, options={"audio": "on"})
    ended = [e for e in tasks.LOG if e["event"] == "ended"]
    kits = [(g, p) for p in PROFILES for g in GAMES]
    assert sorted(e["step"] for e in ended) == sorted(["compose", "sound", "print", "docs", "finish"] * len(kits))
    # Each sentence is synthesized once for each game, by the sound tasks alone: its kits share their speech
    # settings, so they take turns and the later finds it in the cache. Two games said at once may both make a
    # sentence they share (as two one-job kits did), and no other.
    sound = [e for e in ended if e["step"] == "sound"]
    assert len(sound) == len(kits)
    by_game = {g: [tuple(s) for e in sound if e["task"].startswith(f"{g} ") for s in e["spoken"]] for g in GAMES}
    wanted = {g: set().union(*(said(g, p) for p in PROFILES)) for g in GAMES}
    for g, spoken in by_game.items():
        assert len(spoken) == len(set(spoken)), f"{g}: a sentence synthesized twice"
        assert set(spoken) <= wanted[g]
    assert set().union(*by_game.values()) == set().union(*wanted.values()), "each sentence is made"
    assert set(by_game[GAMES[0]]) & set(by_game[GAMES[1]]) <= wanted[GAMES[0]] & wanted[GAMES[1]]
    # the task log file says the same: the benchmark counts the sound made from it, not from the cache
    logged = [json.loads(line) for line in (tmp_path / "tasks.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [e["spoken"] for e in logged if e["step"] == "sound" and e["event"] == "ended"] == [
        [list(s) for s in e["spoken"]] for e in sound
    ]
    with pytest.raises(MissingProduct):
        Products(None, None, BuildOptions(), {}, makes=()).recording("rules")  # type: ignore[arg-type]
    # The same bytes as one job, which makes everything again (no cache: nothing is taken from the split build).
    for g, p in kits:
        folder = out / g / p
        split = {f.relative_to(folder).as_posix(): f.read_bytes() for f in folder.rglob("*") if f.is_file()}
        reference = one_job(g, p, BuildOptions(audio="on", cache=False))
        assert sorted(split) == sorted(reference), (g, p)
        assert [n for n in reference if split[n] != reference[n]] == [], (g, p)
        assert len(split) > 30 and any(n.startswith("chapters/") for n in split)


def test_a_kit_that_cannot_be_planned_is_refused_before_the_others_are_built(tmp_path):
    """Tasks of several kits at once, one kit refused by its plan: that refusal is said (the first kit
    that fails, in the order of the kits), and no -o is left."""
    from accessible_kits.errors import DoesNotFit

    big = tmp_path / "big.toml"
    big.write_text('extends = "standard"\ncell_size = "60mm"\n')
    out = tmp_path / "out"
    with pytest.raises(DoesNotFit) as refused:
        build(["poison-corner", "row-removal"], ["standard", str(big)], out, jobs=2, options={"audio": "off"})
    assert "params.rows: too big for A4 paper at cell_size 60mm (profile big)" in str(refused.value)
    assert refused.value.key == "params.rows"
    assert not out.exists() or [p.name for p in Path(out).iterdir()] == []
