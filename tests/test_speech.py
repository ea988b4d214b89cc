"""Spoken rules, measured on the decoded MP3 a listener gets: speech rate, pauses, loudness, peaks,
captions, chapters, tags, and intelligibility against plain espeak-ng (tests/intelligibility.py)."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import wave
from itertools import pairwise
from pathlib import Path

import numpy as np
import pytest

from accessible_kits.audio.synthesis import SILENCE, words
from accessible_kits.profile import load_profile
from conftest import GAMES, PROFILES, built_once, kit_dir, need

CUE = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})\n(.+)")


def cues(path: Path):
    def t(h, m, s, ms):
        return int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000

    return [(t(*c[:4]), t(*c[4:8]), c[8]) for c in CUE.findall(path.read_text())]


def samples(path: Path):
    """The samples a player hears: WAV read as it is, MP3 decoded (libsndfile's mpg123)."""
    if path.suffix == ".wav":
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getcomptype()) == (1, 2, "NONE")
            rate = w.getframerate()
            data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float32) / 32768
        return data, rate
    import soundfile

    data, rate = soundfile.read(str(path), dtype="float32")
    assert data.ndim == 1
    return data, rate


def speech_runs(data, rate, min_gap_ms=150):
    """(start, end) seconds of sound, splitting at silences longer than min_gap_ms."""
    loud = np.abs(data) > SILENCE * 1.5
    idx = np.nonzero(loud)[0]
    gaps = np.nonzero(np.diff(idx) > rate * min_gap_ms / 1000)[0]
    starts = np.concatenate([[idx[0]], idx[gaps + 1]])
    ends = np.concatenate([idx[gaps], [idx[-1]]])
    return [(s / rate, e / rate) for s, e in zip(starts, ends, strict=True)]


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("stem", ["rules", "summary"])
def test_speech_rate_pauses_and_captions(kits, game, profile, stem):
    folder = kit_dir(kits, game, profile)
    p = load_profile(profile)
    data, rate = samples(folder / f"{stem}.mp3")
    length = len(data) / rate
    cs = cues(folder / f"{stem}.vtt")
    # Captions: in order, inside the audio, one per sentence of the script.
    assert all(a[1] <= b[0] for a, b in pairwise(cs)) and cs[-1][1] <= length
    script = (folder / f"{stem}-script.txt").read_text().splitlines()
    body = "\n".join(script).split("\n\n\n", 1)[1].splitlines()  # after the reader's notes
    said = [line for line in body if line and not line.startswith("[")]
    # the recording alone says when to pause it (compose.script: recording_only), the script read aloud does not
    heard = [c for c in cs if not c[2].startswith(("Pause the recording now", "Press play again"))]
    assert [c[2] for c in heard] == [line for line in said if line in {c[2] for c in heard}]
    assert len(heard) == len([line for line in said if line.endswith((".", "?", "!", ":"))])  # "columns are:"
    # The real rate: words over the time spent speaking, measured on the samples inside each cue.
    speaking = 0.0
    for start, end, _ in cs:
        seg = data[int(start * rate) : int(end * rate) + 1]
        loud = np.nonzero(np.abs(seg) > SILENCE)[0]
        speaking += (loud[-1] - loud[0] + 1) / rate
    wpm = sum(words(c[2]) for c in cs) / speaking * 60
    assert wpm == pytest.approx(p.speech.rate_wpm, rel=0.10), f"{wpm:.0f} words a minute"
    # Pauses: the silence between two cues is one of the profile's pauses, within 50 ms.
    allowed = [p.speech.sentence_pause / 1000, p.speech.step_pause / 1000, 2 * p.speech.step_pause / 1000]
    for a, b in pairwise(cs):
        gap = b[0] - a[1]
        assert min(abs(gap - x) for x in allowed) <= 0.05, f"gap {gap:.3f}s before '{b[2]}'"
    if stem == "summary":
        assert length < 90


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("stem", ["rules", "summary"])
def test_every_caption_starts_and_ends_where_its_sentence_is_heard(kits, game, stem):
    """A chapter's MP3 is its pieces' MP3s joined (audio.chapters), each seam in a pause: the
    captions count the samples the joins add or take away, so each sentence is heard from its
    cue's start (within 15 ms) to its end (within 15 ms), never a frame (26 to 36 ms) off."""
    folder = kit_dir(kits, game, "large-print")
    data, rate = samples(folder / f"{stem}.mp3")
    loud = np.abs(data) > SILENCE
    late, early = [], []
    for start, end, text in cues(folder / f"{stem}.vtt"):
        a, b = round(start * rate), round(end * rate)
        heard = np.flatnonzero(loud[a:b])
        late.append((heard[0] / rate, text))  # from the cue's start to the first sound
        early.append(((b - a - 1 - heard[-1]) / rate, text))  # from the last sound to the cue's end
    assert max(late) < (0.015, ""), max(late)
    assert max(early) < (0.015, ""), max(early)


@pytest.mark.parametrize("game", GAMES)
def test_pauses_measured_on_the_samples(kits, game):
    """Silences found in the audio itself, not in the captions, match the profile within 50 ms."""
    p = load_profile("large-print")
    data, rate = samples(kit_dir(kits, game, "large-print") / "rules.mp3")
    runs = speech_runs(data, rate, min_gap_ms=350)
    gaps = [b[0] - a[1] for a, b in pairwise(runs)]
    allowed = [p.speech.sentence_pause / 1000, p.speech.step_pause / 1000, 2 * p.speech.step_pause / 1000]
    close = [g for g in gaps if min(abs(g - x) for x in allowed) <= 0.05]
    # espeak-ng adds short pauses of its own at commas; every pause we put in is found
    cs = cues(kit_dir(kits, game, "large-print") / "rules.vtt")
    assert len(close) >= len(cs) - 1


def test_ssml_is_valid_and_uses_what_espeak_honours(kits):
    import xml.etree.ElementTree as ET

    for game in GAMES:
        root = ET.parse(kit_dir(kits, game, "large-print") / "rules.ssml").getroot()
        ns = "{http://www.w3.org/2001/10/synthesis}"
        assert root.tag == f"{ns}speak" and root.get("version") == "1.1"
        tags = {el.tag.replace(ns, "") for el in root.iter()}
        assert tags <= {"speak", "prosody", "p", "s", "break", "mark", "say-as", "emphasis"}
        assert {"p", "s", "break", "prosody"} <= tags


def test_ssml_does_not_depend_on_the_engine(kits):
    """The SSML built with audio equals the committed one, built without: the rate comes from rate_wpm alone."""
    from conftest import ROOT

    for game in GAMES:
        for stem in ("rules", "summary"):
            built = (kit_dir(kits, game, "large-print") / f"{stem}.ssml").read_bytes()
            assert built == (ROOT / "samples" / "kit" / game / "large-print" / f"{stem}.ssml").read_bytes(), game


def test_espeak_reads_the_ssml(kits, tmp_path):
    """The SSML file itself goes through espeak-ng -m and comes out as speech of about the same length."""
    folder = kit_dir(kits, "row-removal", "large-print")
    out = tmp_path / "ssml.wav"
    subprocess.run(["espeak-ng", "-m", "-f", str(folder / "summary.ssml"), "-w", str(out)], check=True)
    data, rate = samples(out)
    ours, our_rate = samples(folder / "summary.mp3")
    assert len(data) / rate == pytest.approx(len(ours) / our_rate, rel=0.35)


def test_same_inputs_same_audio(kits, tmp_path):
    from accessible_kits.build import build

    build(["row-removal"], ["large-print"], tmp_path, 1, {"audio": "on"})
    built = tmp_path / "row-removal/large-print"
    names = ["rules.mp3", "summary.mp3", "rules.vtt", "rules.ssml", "rules.epub"]
    names += [p.relative_to(built).as_posix() for p in sorted((built / "chapters").iterdir())]
    for name in names:
        assert (built / name).read_bytes() == (kit_dir(kits, "row-removal", "large-print") / name).read_bytes(), name


def test_the_column_letter_a_is_said_as_a_letter():
    """espeak-ng says a lone capital A as the article ("uh"): the poison cell A 1 was heard as
    "uh one". What the kit gives espeak-ng says the letter (its phonemes, from espeak-ng -x), the
    article stays an article, and the kit's samples are espeak-ng's own for that text."""
    from accessible_kits.audio import synthesis

    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng")

    def phonemes(text):
        return subprocess.run(
            ["espeak-ng", "-q", "-x", "-v", "en", text], capture_output=True, text=True, check=True
        ).stdout.split()

    letters = [
        "A 1 is the bottom left cell.",
        "The columns have letters, A to G, from left to right.",
        "The cells left in a row always start at A, so that says which cells are left.",
        "White covers A 1.",
        "A row 1 is the bottom left cell.",
        "White covers A row 1 and B row 1.",
        "In this game, only A and F are said back plainly.",  # beside another letter (stop 43)
        "Say A or H with its place.",
    ]
    for text in letters:
        plain, said = " ".join(phonemes(text)), " ".join(phonemes(synthesis.for_the_ear(text)))
        n = len(re.findall(synthesis.LETTER_A, text))
        # plain, the A is "uh" (a# or at@); given as the kit gives it, one more "ay" ('eI) is said
        assert n == 1 and said.count("'eI") == plain.count("'eI") + n, (text, plain, said)
    for text in ["A scribe is a partner who marks the sheet for a player.", "Example: A cell that is already gone."]:
        assert synthesis.for_the_ear(text) == text
    # the speech process is given the same text, with espeak-ng's phoneme input on
    (ours,), _rate = synthesis.speak([letters[0]], "en", 150)
    cli = subprocess.run(
        ["espeak-ng", "-v", "en", "-s", str(synthesis.engine_rate(150)), "--stdout", synthesis.for_the_ear(letters[0])],
        capture_output=True,
        check=True,
    ).stdout
    import soundfile

    theirs = soundfile.read(io.BytesIO(cli), dtype="int16")[0]
    loud = np.nonzero(np.abs(theirs) > SILENCE * 32768)[0]
    assert np.array_equal(np.asarray(ours), theirs[loud[0] : loud[-1] + 1])


def test_longest_script_is_all_there(kits):
    """save_to_file can silently write nothing: every sentence of the longest script is in the WAV."""
    longest = max(GAMES, key=lambda g: len((kit_dir(kits, g, "standard") / "rules-script.txt").read_text()))
    folder = kit_dir(kits, longest, "standard")
    data, rate = samples(folder / "rules.mp3")
    for start, end, text in cues(folder / "rules.vtt"):
        seg = data[int(start * rate) : int(end * rate)]
        assert np.abs(seg).max() > 0.05, f"no sound for: {text}"
        assert end - start >= words(text) * 0.15, f"too short for: {text}"


def _hide_espeak() -> list[str]:
    """A command prefix that runs a program where libespeak-ng cannot load: a private mount
    namespace with /dev/null bound over the library, as on a machine without espeak-ng."""
    import os
    import shutil

    lib = subprocess.run(
        ["sh", "-c", "ldconfig -p | grep -m1 'libespeak-ng.so.1 ' | sed 's/.*=> //'"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    if not lib or os.geteuid() != 0 or not shutil.which("unshare"):
        if os.environ.get("CI") == "true":
            pytest.fail("CI runs as root with unshare and espeak-ng; this test must run there")
        pytest.skip("needs root and unshare (util-linux) to hide espeak-ng; run as root or in CI")
    return ["unshare", "--mount", "sh", "-c", f'mount --bind /dev/null "{lib}" && exec "$@"', "sh"]


def test_audio_auto_without_a_speech_engine(tmp_path):
    hide = _hide_espeak()
    out = tmp_path / "out"
    base = [sys.executable, "-m", "accessible_kits", "build", "row-removal", "-p", "standard", "-o", str(out)]
    run = subprocess.run(hide + base + ["--audio", "auto"], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    notes = [line for line in run.stdout.splitlines() if "note: audio skipped" in line]
    assert len(notes) == 1 and "install espeak-ng" in notes[0]
    folder = out / "row-removal" / "standard"
    for name in ("rules-script.txt", "rules.ssml", "rules.vtt", "summary.vtt"):
        assert (folder / name).exists(), name
    assert not (folder / "rules.wav").exists() and not (folder / "rules.mp3").exists()
    import zipfile

    names = zipfile.ZipFile(folder / "rules.epub").namelist()  # the book without speech: text only
    assert "EPUB/s01-need.xhtml" in names and not any(n.endswith((".smil", ".mp3")) for n in names)
    on = subprocess.run(hide + base + ["--audio", "on"], capture_output=True, text=True, check=False)
    assert on.returncode == 2, on.stderr
    assert on.stderr.startswith("error: audio: no speech engine") and "install espeak-ng" in on.stderr
    assert len(on.stderr.strip().splitlines()) == 1
    off = subprocess.run(hide + base + ["--audio", "off"], capture_output=True, text=True, check=False)
    assert off.returncode == 0 and "note:" not in off.stdout


def test_missing_voice_is_one_line(tmp_path):
    from click.testing import CliRunner

    from accessible_kits.cli import main

    prof = tmp_path / "voice.toml"
    prof.write_text('extends = "standard"\n[speech]\nvoice = "klingon"\n')
    result = CliRunner().invoke(main, ["build", "row-removal", "-p", str(prof), "-o", str(tmp_path / "out")])
    assert result.exit_code == 2 and "Traceback" not in result.output
    (line,) = result.output.strip().splitlines()
    assert line.startswith(f"error: {prof}: speech.voice: 'klingon' is not an installed espeak-ng voice; try one of ")
    assert not (tmp_path / "out" / "row-removal").exists()


# --- MP3: what a listener gets ---------------------------------------------------------------


def _chapter_files(folder: Path) -> list[Path]:
    return sorted((folder / "chapters").glob("rules-*.mp3"))


def _snr(reference, other) -> float:
    return float(
        10 * np.log10(np.sum(reference.astype(np.float64) ** 2) / max(1e-12, np.sum((reference - other) ** 2)))
    )


def _placed(whole, part, first: int, span: int, rate: int) -> int:
    """Where `part` begins in `whole`, looked for from `first` over `span` samples: the offset whose
    next second of the whole is most like the part's first second."""
    probe = part[: len(part) // 2][:rate]
    errors = [np.sum((whole[o : o + len(probe)] - probe) ** 2) for o in range(first, first + span)]
    return first + int(np.argmin(errors))


@pytest.mark.parametrize("game", GAMES)
def test_mp3_loudness_peak_chapters_and_tags(kits, game):
    """Decoded as a player decodes it, every MP3 is at -18 LUFS +/- 1 with the true peak at most
    -1 dBTP; the chapter files sort in order, are the whole's own samples in turn (joined by a
    few frames of silence), are tagged with their heading, track and game, and each starts
    with its heading said."""
    import pyloudnorm
    from mutagen.id3 import ID3
    from scipy.signal import resample_poly

    folder = kit_dir(kits, game, "large-print")
    chapters = _chapter_files(folder)
    headings = [c[2] for c in cues(folder / "rules-chapters.vtt")]
    assert len(chapters) == len(headings) >= 8
    album = (folder / "rules-script.txt").read_text().splitlines()[0].removesuffix(": spoken rules")
    whole, rate = samples(folder / "rules.mp3")
    decoded = {folder / "rules.mp3": (whole, rate)}  # each file decoded once, for both checks below
    said = cues(folder / "rules.vtt")
    start = 0
    for n, (path, heading) in enumerate(zip(chapters, headings, strict=True), 1):
        data, r = decoded[path] = samples(path)
        if n > 1:  # the whole joins two chapters with LAME's padding and delay: two to three frames of silence
            start = _placed(whole, data, start + 2 * 576, 576, rate)
        assert _snr(whole[start : start + len(data)], data) >= 20, (
            f"{path.name} is not the whole's samples from {start}"
        )
        assert r == rate
        tags = ID3(path)
        assert (str(tags["TIT2"]), str(tags["TALB"]), str(tags["TRCK"])) == (heading, album, f"{n}/{len(chapters)}")
        # the first sentence heard in this file says its heading, and it comes within the first second
        first = next(c for c in said if c[0] >= start / rate - 1e-3)
        assert first[2] == f"{heading}." or first[2].lower().startswith(heading.lower()), (path.name, first[2])
        assert first[0] - start / rate < 1.0
        loud = np.nonzero(np.abs(data) > SILENCE)[0]
        assert loud[0] / rate < 1.0, f"{path.name}: silence at the start"
        start += len(data)
    assert start == len(whole), "the chapters and the silences that join them do not add up to the whole"
    meter = pyloudnorm.Meter(rate)
    levels = []
    for path in [folder / "rules.mp3", folder / "summary.mp3", *chapters]:
        data, rate = decoded[path] if path in decoded else samples(path)
        levels.append(meter.integrated_loudness(data.astype(np.float64)))
        assert levels[-1] == pytest.approx(-18, abs=1.0), path.name
        assert 20 * np.log10(np.max(np.abs(resample_poly(data, 4, 1)))) <= -1.0, path.name
    # no drift shared by every file (LAME's presets once took 0.45 LU off them all): mastering
    # stops within 0.2 LU of the target, and encoding moves a file by about 0.1 LU either way
    assert np.mean(levels) == pytest.approx(-18, abs=0.25), levels


@pytest.fixture(scope="module")
def both_formats(kits, tmp_path_factory):
    """row-removal with WAV beside MP3 ([speech] formats): the speech comes from the cache the kits
    filled (the run's one cache), built once per run (conftest.built_once)."""
    both = 'extends = "large-print"\n[speech]\nformats = ["mp3", "wav"]\n'
    out = built_once(tmp_path_factory, "formats", ["row-removal"], [], {"audio": "on"}, profile_files={"both": both})
    return out / "row-removal" / "both"


def test_mp3_lasts_as_long_as_the_wav_and_sounds_like_it(both_formats, kits):
    for stem in ("rules", "summary"):
        wav, rate = samples(both_formats / f"{stem}.wav")
        mp3, mp3_rate = samples(both_formats / f"{stem}.mp3")
        assert mp3_rate == rate and abs(len(mp3) - len(wav)) / rate <= 0.05
        n = min(len(wav), len(mp3))
        noise = np.sum((wav[:n] - mp3[:n]) ** 2) / np.sum(wav[:n] ** 2)
        assert 10 * np.log10(1 / noise) >= 10, "the MP3 is not the WAV's sound, sample for sample"
    assert (both_formats / "rules.mp3").read_bytes() == (
        kit_dir(kits, "row-removal", "large-print") / "rules.mp3"
    ).read_bytes()
    assert not (kit_dir(kits, "row-removal", "large-print") / "rules.wav").exists()  # WAV only on request


# --- intelligibility: the kit's speech against plain espeak-ng ------------------------------


def _intelligibility_files(kits):
    """(spoken file, its sentences) for every game's two scripts: the summary whole, and the rules
    by the chapter a player needs most ("Your turn", its own file in chapters/), so the run stays
    short; AK_SPEECH_FULL=1 takes every rules file whole as well (about ten minutes each)."""
    import intelligibility as it

    out = []
    for game in GAMES:
        folder = kit_dir(kits, game, "large-print")
        out.append((folder / "summary.mp3", it.cue_texts(folder / "summary.vtt")))
        chapters = cues(folder / "rules-chapters.vtt")
        n, (start, end, _) = next((n, c) for n, c in enumerate(chapters, 1) if c[2] == "Your turn")
        (path,) = (folder / "chapters").glob(f"rules-{n:02d}-*.mp3")
        out.append((path, [text for a, _, text in cues(folder / "rules.vtt") if start <= a < end]))
        if os.environ.get("AK_SPEECH_FULL") == "1":
            out.append((folder / "rules.mp3", it.cue_texts(folder / "rules.vtt")))
    return out


def test_speech_is_at_least_as_intelligible_as_plain_espeak(kits, tmp_path):
    """An offline recognizer understands the kit's MP3s at least as well as plain espeak-ng speaking
    the same sentences with the same voice at the same rate (tests/intelligibility.py says how)."""
    import intelligibility as it

    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng")
    speech = load_profile("large-print").speech
    files = _intelligibility_files(kits)
    assert len(files) >= 2 * len(GAMES) and all(texts for _, texts in files)
    dec = it.decoder(*it.language_model([s for _, texts in files for s in texts], tmp_path))
    results = {
        p: it.compare(p, texts, dec, tmp_path, voice=speech.voice, rate_wpm=speech.rate_wpm) for p, texts in files
    }
    report = {p.relative_to(kits).as_posix(): (round(k, 3), round(q, 3)) for p, (k, q) in results.items()}
    print("WER kit, plain espeak-ng:", report)
    words = {p: sum(len(it.norm(s)) for s in texts) for p, texts in files}
    kit_errors = sum(k * words[p] for p, (k, _) in results.items())
    plain_errors = sum(q * words[p] for p, (_, q) in results.items())
    assert kit_errors <= plain_errors, report
    # no file much worse: the recognizer's own noise on a minute of speech is about 0.02
    assert all(k <= q + 0.03 for k, q in results.values()), report


def test_block_mastering_gives_real_speech_the_per_sample_sound():
    """espeak-ng's own sentences, joined and mastered on blocks (audio.limiter, issue 29), sound as
    the per-sample mastering made them: within 0.01 LU, the true peak within 0.05 dB, and the
    samples the same to at least 45 dB signal to difference (54 to 64 dB measured on chapters)."""
    from accessible_kits.audio import loudness
    from accessible_kits.audio.synthesis import speak
    from unit.test_mastering import reference_master

    texts = [
        "Your turn: choose one empty cell of the board and say it.",
        "The scribe marks it with a cross, and says done.",
        "Poison is the cell A 1: whoever must take it loses.",
    ]
    said, rate = speak(texts, "en", 150)
    gap = np.zeros(rate // 2, dtype=np.float32)
    x = np.concatenate([part for s in said for part in (s.astype(np.float32) / 32768, gap)])
    raised = np.abs(x).max() * 10 ** ((loudness.TARGET_LUFS - loudness.loudness(x, rate)) / 20)
    assert raised > 10 ** (loudness.PEAK_DBTP / 20)  # the limiter has work to do
    new, old = loudness.master(x, rate), reference_master(x, rate)
    assert abs(loudness.loudness(new, rate) - loudness.loudness(old, rate)) < 0.01
    assert abs(20 * np.log10(loudness.true_peak(new) / loudness.true_peak(old))) < 0.05
    assert 20 * np.log10(loudness.true_peak(new)) <= loudness.PEAK_DBTP
    diff = old.astype(np.float64) - new
    assert 10 * np.log10(np.sum(old.astype(np.float64) ** 2) / np.sum(diff**2)) >= 45
