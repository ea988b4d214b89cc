"""The cache of made sounds, up-to-date kits, and a CLI that starts without the heavy libraries.

Every test here uses a cache folder of its own (XDG_CACHE_HOME in tmp_path), never the user's.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_kits.audio import chapters, resample, synthesis
from accessible_kits.audio.synthesis import engine_rate
from accessible_kits.build import build
from accessible_kits.cache import Cache, open_cache
from accessible_kits.options import BuildOptions
from accessible_kits.profile import load_profile
from conftest import need

SCRIPTS = [
    [("say", "Choose one row."), ("pause", 500), ("say", "Cross out that many circles.")],
    [("say", "Whoever crosses out the last circle wins.")],
]


@pytest.fixture
def cache_dir(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    return tmp_path / "xdg" / "accessible-kits"


def need_espeak():
    import shutil

    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")


def entries(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and p.suffix != ".lock")


def test_hit_and_miss_give_the_same_bytes(cache_dir):
    need_espeak()
    cache = open_cache(BuildOptions())
    assert cache.root == cache_dir
    runs = synthesis.STARTED.total()
    miss = chapters.spoken_audio(SCRIPTS, "en", 150, 300, cache)
    assert runs + 1 == synthesis.STARTED.total()
    assert cache.kinds().keys() == {"sentence", "piece"}  # each sentence, and each mastered piece
    assert cache.kinds()["sentence"][0] == 3 and cache.kinds()["piece"][0] == 2  # too few words for two pieces
    hit = chapters.spoken_audio(SCRIPTS, "en", 150, 300, cache)
    assert runs + 1 == synthesis.STARTED.total(), "a hit must not synthesize again"
    uncached = chapters.spoken_audio(SCRIPTS, "en", 150, 300, None)
    assert hit == miss == uncached
    assert len(hit[0].sentences) == 2 and len(hit[1].sentences) == 1 and hit[0].sample_rate == resample.DELIVERY_RATE
    assert len(hit[0].chapters) == 1 and len(hit[0].chapters[0]) == 1 and hit[0].said == ((2,),)
    assert len(hit[0].chapters[0][0]) > 2 * sum(hit[0].sentences)  # with the pauses


def test_a_sentence_sounds_the_same_wherever_it_is_said(cache_dir):
    """espeak-ng carries state from one sentence to the next; each sentence is spoken from the
    engine's fresh state, so its samples do not depend on what was said before it (which is
    what lets the cache store sentences one by one)."""
    need_espeak()
    a, b = "Choose one row.", "Whoever crosses out the last circle wins."
    alone, _ = synthesis.speak([b], "en", 150)
    after, _ = synthesis.speak([a, b, b], "en", 150)
    assert alone[0].tobytes() == after[1].tobytes() == after[2].tobytes()


def test_a_changed_chapter_is_the_only_one_spoken_again(cache_dir):
    """Two chapters; the second one's sentence changes: that sentence alone is synthesized,
    and the first chapter's samples are the stored ones, byte for byte."""
    need_espeak()
    cache = open_cache(BuildOptions())
    first = [("say", "Choose one row."), ("pause", 500), ("say", "Cross out that many circles."), ("split", 0)]
    before = chapters.spoken_audio([first + [("say", "Print the sheets on A4 paper.")]], "en", 150, 300, cache)
    synthesis.SPOKEN.clear()
    after = chapters.spoken_audio([first + [("say", "Print the sheets on Letter paper.")]], "en", 150, 300, cache)
    assert [text for _, _, text in synthesis.SPOKEN] == ["Print the sheets on Letter paper."]
    assert before[0].chapters[0] == after[0].chapters[0] and before[0].chapters[1] != after[0].chapters[1]
    assert after == chapters.spoken_audio(
        [first + [("say", "Print the sheets on Letter paper.")]], "en", 150, 300, None
    )


def test_an_edited_sentence_masters_its_own_piece_alone(cache_dir):
    """A chapter of a few pieces (audio.chapters._pieces); one sentence in the middle changes, in
    words that end a piece just as the old ones did: that sentence alone is spoken, one piece is
    mastered (one new cache entry), the others are the stored ones byte for byte, and the result
    is what the edited script gives without the cache."""
    need_espeak()
    cache = open_cache(BuildOptions())
    said = [
        f"Cross out the circles of row {w} now."
        for w in ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
    ]
    old = said[3]
    new = next(
        t
        for t in (f"Cross out the circles of row four {w}." for w in ("first", "again", "slowly", "here", "too"))
        if chapters._ends_piece(t) == chapters._ends_piece(old)
    )

    def script(texts):
        return [[item for t in texts for item in (("say", t), ("pause", 500))][:-1]]

    before = chapters.spoken_audio(script(said), "en", 150, 300, cache)
    assert len(before[0].chapters[0]) >= 3 and sum(before[0].said[0]) == len(said)
    stored = cache.kinds()["piece"][0]
    synthesis.SPOKEN.clear()
    edited = [*said[:3], new, *said[4:]]
    after = chapters.spoken_audio(script(edited), "en", 150, 300, cache)
    assert [text for _, _, text in synthesis.SPOKEN] == [new]
    assert cache.kinds()["piece"][0] == stored + 1  # one miss: the piece that says it
    kept = [a == b for a, b in zip(before[0].chapters[0], after[0].chapters[0], strict=True)]
    assert kept.count(False) == 1 and after[0].said == before[0].said
    assert after == chapters.spoken_audio(script(edited), "en", 150, 300, None)


def test_chapters_made_a_batch_at_a_time_give_the_same_bytes(cache_dir, monkeypatch):
    """A script's chapters are spoken and mastered a few at a time (so a sound task holds one batch's
    sentences, not the script's): the same bytes as all at once, and a sentence two batches say is
    synthesized once, with the cache or without."""
    need_espeak()
    said = [("say", "Choose one row."), ("pause", 400), ("say", "Cross out that many circles.")]
    script = [*said, ("split", 0), ("say", "Whoever crosses out the last circle wins."), ("split", 0), *said]
    whole = chapters.spoken_audio([script], "en", 150, 300, None)
    monkeypatch.setattr(chapters, "BATCH_WORDS", 1)  # one chapter a batch
    for cache in (None, open_cache(BuildOptions())):
        synthesis.SPOKEN.clear()
        runs = synthesis.STARTED.total()
        assert chapters.spoken_audio([script], "en", 150, 300, cache) == whole
        assert synthesis.STARTED.total() - runs == 2  # the third chapter's sentences were the first's
        assert sorted(text for _, _, text in synthesis.SPOKEN.elements()) == sorted(
            ["Choose one row.", "Cross out that many circles.", "Whoever crosses out the last circle wins."]
        )


@pytest.mark.parametrize("damage", ["flip a byte", "cut in half", "empty"])
def test_a_damaged_entry_is_detected_and_made_again(cache_dir, damage):
    need_espeak()
    cache = open_cache(BuildOptions())
    good = chapters.spoken_audio(SCRIPTS, "en", 150, 300, cache)
    for path in entries(cache_dir):
        data = path.read_bytes()
        if damage == "flip a byte":
            data = data[:-100] + bytes([data[-100] ^ 0xFF]) + data[-99:]
        elif damage == "cut in half":
            data = data[: len(data) // 2]  # as a build killed while writing would leave it, without the rename
        else:
            data = b""
        path.write_bytes(data)
    runs = synthesis.STARTED.total()
    again = chapters.spoken_audio(SCRIPTS, "en", 150, 300, cache)
    assert runs + 1 == synthesis.STARTED.total(), "the damaged entries must be made again"
    assert again == good
    # ... and stored whole again: the next call is a hit
    assert chapters.spoken_audio(SCRIPTS, "en", 150, 300, cache) == good and runs + 1 == synthesis.STARTED.total()


def _writer(root: str, n: int) -> None:
    c = Cache(Path(root))
    for i in range(n):
        c.put(c.key("shared"), bytes([i % 7]) * 200_000)


def test_two_builds_writing_at_once_leave_whole_entries(tmp_path):
    """Two processes replace the same entry over and over while this one reads it: every read is whole."""
    import multiprocessing

    c = Cache(tmp_path)
    key = c.key("shared")
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_writer, args=(str(tmp_path), 40)) for _ in range(2)]
    for p in procs:
        p.start()
    seen = 0
    while any(p.is_alive() for p in procs):
        data = c.get(key)
        if data is not None:
            assert len(data) == 200_000 and len(set(data)) == 1
            seen += 1
    for p in procs:
        p.join()
        assert p.exitcode == 0
    assert c.get(key) is not None and seen > 0


def test_speech_made_once_per_game_across_profiles_that_share_it(cache_dir, tmp_path):
    """large-print and standard share their speech settings: no sentence of the game is
    synthesized twice (their scripts differ only where the paper does); a profile with
    another rate speaks the game again, once."""
    need_espeak()
    slow = tmp_path / "slow.toml"
    slow.write_text('extends = "standard"\n[speech]\nrate_wpm = 120\n')
    assert load_profile("large-print").speech == load_profile("standard").speech
    synthesis.SPOKEN.clear()
    build(["row-removal"], ["large-print", "standard"], tmp_path / "out", 1, {"audio": "on"})
    assert synthesis.SPOKEN and max(synthesis.SPOKEN.values()) == 1, synthesis.SPOKEN.most_common(3)
    shared = len(synthesis.SPOKEN)
    build(["row-removal"], [str(slow)], tmp_path / "out", 1, {"audio": "on"})
    assert max(synthesis.SPOKEN.values()) == 1 and len({r for _, r, _ in synthesis.SPOKEN}) == 2
    assert len(synthesis.SPOKEN) - shared >= shared // 2  # the slow profile's own sentences
    out = tmp_path / "out" / "row-removal"
    assert (out / "large-print" / "rules.mp3").stat().st_size > 0
    assert (out / "slow" / "rules.mp3").stat().st_size > (out / "standard" / "rules.mp3").stat().st_size
    # --no-cache synthesizes each of the kit's sentences once (a few chapters at a time, a speech
    # process each: chapters.BATCH_WORDS) and gives the same bytes as the cached build
    standard = {(v, r, t) for v, r, t in synthesis.SPOKEN if r != engine_rate(120)}
    synthesis.SPOKEN.clear()
    runs = synthesis.STARTED.total()
    build(["row-removal"], ["standard"], tmp_path / "fresh", 1, {"audio": "on", "cache": False})
    assert max(synthesis.SPOKEN.values()) == 1 and set(synthesis.SPOKEN) <= standard
    assert 1 < synthesis.STARTED.total() - runs <= len(synthesis.SPOKEN) // 50  # batches, not sentences
    for name in ("rules.mp3", "summary.mp3", "rules.vtt", "summary-chapters.vtt", "rules.ssml"):
        assert (tmp_path / "fresh/row-removal/standard" / name).read_bytes() == (out / "standard" / name).read_bytes()


def test_a_whole_kit_from_the_cache_is_byte_identical(cache_dir, tmp_path):
    """Pages drawn from the cache (rules card, every page as PDF and PNG) give the same kit, byte for byte."""
    options = {"audio": "off"}
    build(["poison-corner"], ["standard"], tmp_path / "miss", 1, options)
    cache = open_cache(BuildOptions())
    assert {"rules-pdf", "tagged-pdf", "png"} <= cache.kinds().keys()
    hits, misses, stored = cache.hits, cache.misses, sum(n for n, _ in cache.kinds().values())
    build(["poison-corner"], ["standard"], tmp_path / "hit", 1, options)
    assert cache.misses == misses and cache.hits - hits == stored, "every page comes from the cache"
    build(["poison-corner"], ["standard"], tmp_path / "none", 1, {**options, "cache": False})
    files = sorted(p.relative_to(tmp_path / "miss") for p in (tmp_path / "miss").rglob("*") if p.is_file())
    assert len(files) > 20
    for rel in files:
        data = (tmp_path / "miss" / rel).read_bytes()
        assert (tmp_path / "hit" / rel).read_bytes() == data == (tmp_path / "none" / rel).read_bytes(), rel


def _cli(*args, env=None):
    return subprocess.run(
        [sys.executable, "-m", "accessible_kits", *args], capture_output=True, text=True, env=env, check=False
    )


def test_an_unchanged_kit_is_skipped_and_force_rebuilds_it(cache_dir, tmp_path):
    out = tmp_path / "out"
    args = ["build", "row-removal", "-p", "standard", "-o", str(out), "--audio", "off"]
    first = _cli(*args)
    assert first.returncode == 0, first.stderr
    folder = out / "row-removal" / "standard"
    built_from = json.loads((folder / "manifest.json").read_text())["built_from"]
    assert built_from["game_sha256"] and built_from["profile"]["name"] and built_from["tool_sha256"]
    before = {p: p.stat().st_mtime_ns for p in folder.rglob("*")}
    second = _cli(*args)
    assert second.returncode == 0 and "up to date" in second.stdout
    assert {p: p.stat().st_mtime_ns for p in folder.rglob("*")} == before, "an up-to-date kit was written"
    forced = _cli(*args, "--force")
    assert forced.returncode == 0 and "up to date" not in forced.stdout
    assert (folder / "manifest.json").stat().st_mtime_ns != before[folder / "manifest.json"]
    # a kit with a file missing is built again, and so is one from a changed profile
    (folder / "rules.txt").unlink()
    again = _cli(*args)
    assert "up to date" not in again.stdout and (folder / "rules.txt").exists()
    changed = tmp_path / "standard.toml"
    changed.write_text('extends = "standard"\ncell_size = "22mm"\n')
    run = _cli("build", "row-removal", "-p", str(changed), "-o", str(out), "--audio", "off")
    assert run.returncode == 0 and "up to date" not in run.stdout
    run = _cli("build", "row-removal", "-p", str(changed), "-o", str(out), "--audio", "off")
    assert "up to date" in run.stdout
    changed.write_text('extends = "standard"\ncell_size = "24mm"\n')
    run = _cli("build", "row-removal", "-p", str(changed), "-o", str(out), "--audio", "off")
    assert run.returncode == 0 and "up to date" not in run.stdout


HEAVY = {
    "numpy",
    "scipy",
    "cairosvg",
    "cairocffi",
    "weasyprint",
    "pikepdf",
    "pyttsx3",
    "fontTools",
    "svgwrite",
    "PIL",
    "pyloudnorm",
    "lxml",
    "accessible_kits.render",
    "accessible_kits.writers.spoken",
    "accessible_kits.audio",
    "accessible_kits.compose",
}


@pytest.mark.parametrize("args", [["--help"], ["games"], ["profiles"], ["check", "large-print"], ["cache"]])
def test_listing_commands_do_not_import_the_rendering_or_audio_stack(args, cache_dir):
    code = (
        "import sys\nfrom accessible_kits.cli import main\n"
        "try:\n    main(sys.argv[1:])\nexcept SystemExit as e:\n    assert not e.code, e.code\n"
        "print(' '.join(sorted(sys.modules)), file=sys.stderr)\n"
    )
    run = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    loaded = set(run.stderr.split())
    heavy = {m for m in loaded if m in HEAVY or m.split(".")[0] in HEAVY}
    assert not heavy, f"{args} imported {sorted(heavy)}"
    assert run.stdout.strip()


def test_cache_command_shows_and_clears(cache_dir):
    c = Cache(cache_dir)
    c.put(c.key("a"), bytes(5000))
    shown = _cli("cache")
    assert shown.returncode == 0 and str(cache_dir) in shown.stdout
    cleared = _cli("cache", "--clear")
    assert cleared.returncode == 0 and "Cleared" in cleared.stdout
    assert entries(cache_dir) == []
