"""Speech synthesis: sentences and speech settings -> each sentence's trimmed 16-bit samples.

espeak-ng (through the ctypes binding that pyttsx3 ships) starts once in a fresh
process, in synchronous mode, and speaks each sentence in a fork of that process
as it stood after start-up, handing the samples back on a pipe: no temporary files,
no engine loop that can drop a sentence. espeak-ng keeps state between utterances,
so the fork is what makes a sentence's sound a function of its text and settings
alone: each sentence is the unit the cache stores.

The engine's nominal rate is not the rate you hear; `engine_rate` maps the
profile's words a minute to the engine's setting once, in one place, from a fit
measured on espeak-ng's own output (see ENGINE_FIT). The SSML uses the same
mapping, so it does not depend on whether espeak-ng is installed.

Joining the sentences into chapters is audio.chapters; their loudness, audio.loudness.
"""

from __future__ import annotations

import collections
import functools
import json
import os
import struct
import sys
from collections.abc import Iterator

from accessible_kits.errors import KitError

SILENCE = 0.01  # samples below 1 % of full scale count as silence at the edges
ESPEAK_DEFAULT_WPM = 175  # espeak-ng's rate for SSML prosody rate="100%"
# Heard words a minute = engine rate x SLOPE + OFFSET, measured as tests/test_speech.py hears
# it (words over the sound inside each caption) on the built-in scripts, voice "en", espeak-ng
# 1.51. The first fit (1.32, on single sentences) left every script slower than asked: 135 to
# 148 words a minute for 150 (stop 42, engine rate 114), so the slowest card sat at the 135 the
# tests allow. Refitted on those ten scripts, their words over their seconds: 1.24. tools/bench.py
# reports the heard rates.
ENGINE_FIT = (1.24, 0.0)
MIN_RATE, MAX_RATE = 80, 450  # what espeak-ng accepts
FORMAT = 2  # bump when the bytes of a cached sentence or chapter change meaning


class NoSpeechEngine(KitError):
    """No working speech engine: the message says what to install."""


class NoVoice(KitError):
    """The profile names a voice espeak-ng does not have."""


def engine_rate(rate_wpm: int) -> int:
    """espeak-ng's rate setting that is heard as `rate_wpm` words a minute."""
    slope, offset = ENGINE_FIT
    return max(MIN_RATE, min(MAX_RATE, round((rate_wpm - offset) / slope)))


def ssml_rate_percent(rate_wpm: int) -> int:
    """The SSML prosody rate for `rate_wpm`: the same engine rate, as a share of espeak-ng's default."""
    return round(engine_rate(rate_wpm) / ESPEAK_DEFAULT_WPM * 100)


# espeak-ng reads a capital A standing alone as the article ("uh"), so the poison cell A 1 was
# heard as "uh one". Where A is a column's letter (before a row number or "row", in "A to G", before a
# comma or a full stop, where the article never stands) it is given to espeak-ng as the
# letter's sound, in its phoneme input; captions and scripts keep the A.
# "A and F", "A or H": a letter beside another, where the article never stands (grid23 heard "uh and F")
LETTER_A = r"\bA(?= \d| row \d| (?:to|and|or) [A-Z]\b|[,.;:!?])"
_A_SOUND = "[['eI]]"


def for_the_ear(text: str) -> str:
    """A sentence as espeak-ng is given it: the column letter A said as the letter."""
    import re

    return re.sub(LETTER_A, _A_SOUND, text)


def words(text: str) -> int:
    """The words a listener hears in `text` (hyphenated parts count apart): what a rate is measured in."""
    return len([w for w in text.replace("-", " ").split() if any(ch.isalnum() for ch in w)])


def measured_wpm(texts, utterances, sample_rate: int) -> float:
    """The words a minute heard in `utterances` (the samples of `texts`): how ENGINE_FIT was checked."""
    seconds = sum(len(u) for u in utterances) / sample_rate
    return sum(words(t) for t in texts) / seconds * 60


@functools.cache
def engine_version() -> str:
    """espeak-ng's version and data folder, for cache keys; NoSpeechEngine when it cannot load."""
    try:
        from pyttsx3.drivers import _espeak
    except Exception as exc:  # the binding raises RuntimeError or OSError when the library is missing
        raise NoSpeechEngine(
            f"audio: no speech engine ({type(exc).__name__}: {exc}); install espeak-ng "
            "(sudo apt-get install espeak-ng libespeak-ng1)"
        ) from None
    import ctypes

    path = ctypes.c_char_p()
    version = _espeak.Info(ctypes.byref(path)).decode()
    return f"espeak-ng {version} {(path.value or b'').decode()}"


# How the speech child ends, and the word that starts its last line on stderr (what follows
# the word is for people: the reason, or the voices there are).
DONE, NO_ENGINE, NO_VOICE, EMPTY, RATE_REFUSED = 0, 3, 4, 5, 6
NO_ENGINE_WORD, NO_VOICE_WORD = "NOENGINE", "NOVOICE"


def _said_after(word: str, line: str) -> str:
    """The text after the child's leading word on its last stderr line."""
    return line[len(word) :].strip() if line.startswith(word) else line


def _child(voice: str, rate: int) -> int:
    """Run in a fresh process: speak each JSON sentence from stdin; write the samples to stdout.

    Output: the sample rate, then per sentence its sample count and 16-bit samples, little-endian.
    """
    texts = json.load(sys.stdin)
    # The samples go to the real stdout; anything a library prints goes to stderr instead.
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    try:
        from pyttsx3.drivers import _espeak
    except Exception as exc:
        print(f"{NO_ENGINE_WORD} {type(exc).__name__}: {exc}", file=sys.stderr)
        return NO_ENGINE
    import ctypes

    sample_rate = _espeak.Initialize(_espeak.AUDIO_OUTPUT_SYNCHRONOUS, 0, None, 0)
    if sample_rate <= 0:
        print(f"{NO_ENGINE_WORD} espeak_Initialize failed", file=sys.stderr)
        return NO_ENGINE
    code = _set_voice_and_rate(_espeak, voice, rate)
    if code != DONE:
        return code
    chunks: list[bytes] = []

    def collect(wav, n, events):
        if wav and n > 0:
            chunks.append(ctypes.string_at(wav, n * 2))
        return 0  # espeak-ng: go on synthesizing

    _espeak.SetSynthCallback(collect)
    out.write(struct.pack("<I", sample_rate))
    out.flush()
    for text in texts:
        # espeak-ng carries state from one sentence to the next (its noise source, its pauses), so
        # each sentence is spoken in a fork of this process as it stood after start-up: a sentence's
        # sound is then a function of its text alone, and can be stored and reused on its own.
        pid = os.fork()
        if pid == 0:
            os._exit(_say_one(_espeak, text, chunks, out))
        code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        if code != DONE:
            return code
    return DONE


def _set_voice_and_rate(_espeak, voice: str, rate: int) -> int:
    """In the speech child: choose `voice` (by id, its last part, or its language) and the engine
    rate; DONE, or the exit code that says which was refused (its reason on stderr)."""
    voices = _espeak.ListVoices(None)
    ids = [v.identifier.decode() for v in voices]
    langs = [(v.languages or b"")[1:].decode(errors="replace") for v in voices]
    match = [i for i, lang in zip(ids, langs, strict=True) if voice in (i, i.split("/")[-1], lang)]
    if not match:
        some = sorted({i.split("/")[-1] for i in ids if i.split("/")[-1].startswith("en")})[:8]
        print(f"{NO_VOICE_WORD} {', '.join(some)}", file=sys.stderr)
        return NO_VOICE
    if _espeak.SetVoiceByName(match[0].encode()) != 0:
        print(f"{NO_VOICE_WORD} {match[0]}", file=sys.stderr)
        return NO_VOICE
    _espeak.SetParameter(_espeak.RATE, rate, 0)
    if _espeak.dll.espeak_GetParameter(_espeak.RATE, 1) != rate:  # 1: the current value, not the default
        print(f"RATE espeak-ng did not take rate {rate}", file=sys.stderr)
        return RATE_REFUSED
    return DONE


def _say_one(_espeak, text: str, chunks: list, out) -> int:
    """In a fork of the speech child: speak one sentence, write its sample count and samples."""
    from accessible_kits.process import die_with_parent

    die_with_parent()  # a fork does not inherit it
    if _espeak.Synth(for_the_ear(text), flags=_espeak.CHARS_UTF8 | _espeak.PHONEMES) != 0:
        print(f"EMPTY {text[:60]}", file=sys.stderr, flush=True)
        return EMPTY
    _espeak.Synchronize()
    data = b"".join(chunks)
    out.write(struct.pack("<I", len(data) // 2))
    out.write(data)
    out.flush()
    return DONE


# Speech processes this process started, by (voice, engine rate): the tests count them.
STARTED: collections.Counter = collections.Counter()
SPOKEN: collections.Counter = collections.Counter()  # (voice, engine rate, sentence) synthesized here


def _run_child(voice: str, rate: int, texts: list[str]) -> tuple[int, list[bytes]]:
    """Speak `texts` in a fresh speech child: (sample rate, each sentence's 16-bit samples), or the
    KitError its exit code names."""
    said = list(_spoken(voice, rate, texts))
    return (said[0][0] if said else 0), [pcm for _, pcm in said]


def _spoken(voice: str, rate: int, texts: list[str]) -> Iterator[tuple[int, bytes]]:
    """(sample rate, 16-bit samples) of each of `texts` in turn, spoken in a fresh speech child;
    at the end, the KitError its exit code names.

    Each sentence is handed on as the child writes it: a caller that stores it at once lets
    another build waiting for that sentence go on, not only once the whole batch is spoken; and
    the whole output is never held as one buffer (a large script's speech is tens of MB)."""
    import subprocess
    import tempfile

    STARTED[(voice, rate)] += 1
    SPOKEN.update((voice, rate, text) for text in texts)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    whole = False
    with tempfile.TemporaryFile() as err_file:  # a file, not a pipe: stderr can never fill and block the child
        proc = subprocess.Popen(
            [sys.executable, "-m", "accessible_kits.audio.synthesis", voice, str(rate)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=err_file,
            env=env,
        )
        stdin, stdout = proc.stdin, proc.stdout
        assert stdin is not None and stdout is not None  # both are pipes (PIPE above)
        try:
            with stdin:  # the child reads every sentence before it writes a sample
                stdin.write(json.dumps(texts).encode())
            with stdout:
                count = 0
                for said in _read(stdout, len(texts)):
                    count += 1
                    yield said
                whole = count == len(texts) and not stdout.read(1)  # nothing may follow the last sentence
            code = proc.wait()
        except BaseException:
            proc.kill()  # Ctrl-C, a fault here or a caller that stopped early: the child goes too
            proc.wait()
            raise
        err_file.seek(0)
        err = err_file.read().decode(errors="replace").strip()
    err = err.splitlines()[-1] if err else ""
    if code == NO_ENGINE:
        raise NoSpeechEngine(
            f"audio: no speech engine ({_said_after(NO_ENGINE_WORD, err)}); install espeak-ng "
            "(sudo apt-get install espeak-ng libespeak-ng1)"
        )
    if code == NO_VOICE:
        raise NoVoice(
            f"speech.voice: '{voice}' is not an installed espeak-ng voice; try one of {_said_after(NO_VOICE_WORD, err)}"
        )
    if code != DONE or not whole:
        raise KitError(f"audio: the speech engine failed ({err or code})")


def _read(stream, count: int) -> Iterator[tuple[int, bytes]]:
    """The child's output, read as it comes: (sample rate, samples) of each whole sentence, up to
    `count`; it stops early where the output does (the child's exit code then says why)."""
    head = stream.read(4)
    if len(head) < 4:
        return
    (sample_rate,) = struct.unpack("<I", head)
    for _ in range(count):
        size = stream.read(4)
        if len(size) < 4:
            return
        (n,) = struct.unpack("<I", size)
        pcm = stream.read(2 * n)
        if len(pcm) < 2 * n:
            return
        yield sample_rate, pcm


def _split(blob: bytes, count: int) -> tuple[int, list[memoryview]]:
    """A cache entry's bytes (as the child writes them) -> (sample rate, each sentence's 16-bit
    samples); ValueError if they do not fit."""
    (sample_rate,), pos, out, view = struct.unpack_from("<I", blob), 4, [], memoryview(blob)
    for _ in range(count):
        (n,) = struct.unpack_from("<I", blob, pos)
        pos += 4
        if pos + 2 * n > len(blob):
            raise ValueError("truncated")
        out.append(view[pos : pos + 2 * n])  # a view: the sentences share the child's one buffer
        pos += 2 * n
    if pos != len(blob):
        raise ValueError("trailing bytes")
    return sample_rate, out


def _trimmed(pcm: bytes | memoryview, text: str):
    """A sentence's 16-bit samples (a view, no copy), without the silence espeak-ng puts before and after it."""
    import numpy as np

    data = np.frombuffer(pcm, dtype="<i2")
    loud = np.nonzero((data > SILENCE * 32768) | (data < -SILENCE * 32768))[0]
    if len(loud) == 0:
        raise KitError(f"audio: the speech engine wrote only silence for: {text[:60]}")
    return data[loud[0] : loud[-1] + 1]


def speak(texts: list[str], voice: str, rate_wpm: int, cache=None):
    """Speak `texts` with a voice at `rate_wpm`: (trimmed 16-bit utterances, sample rate).

    Each sentence's sound depends on its text and the settings alone (see _child), so each is
    stored in `cache` on its own: a script that changes in one sentence speaks one sentence.
    The sentences still missing are spoken in one process; one that another build (or worker)
    is speaking now is waited for, not spoken again (Cache.made_once).
    """
    rate = engine_rate(rate_wpm)
    unique = list(dict.fromkeys(texts))
    found: dict[str, tuple[int, bytes | memoryview]] = {}
    keys: dict[str, str] = {}
    if cache is not None:
        from accessible_kits import __version__

        base = (FORMAT, __version__, _code(), engine_version(), voice, rate)
        keys = {text: cache.key("sentence", *base, text) for text in unique}
        said = {key: text for text, key in keys.items()}

        def make(todo: list[str]) -> Iterator[bytes]:
            for sample_rate, pcm in _spoken(voice, rate, [said[key] for key in todo]):
                yield struct.pack("<II", sample_rate, len(pcm) // 2) + pcm

        blobs = cache.made_once(list(keys.values()), make)
        for text, key in keys.items():
            try:
                sample_rate, (pcm,) = _split(blobs.pop(key), 1)
                found[text] = sample_rate, pcm
            except (ValueError, struct.error):
                pass  # an entry that passed its hash check but does not parse: spoken again below
    missing = [t for t in unique if t not in found]
    if missing:
        sample_rate, pcms = _run_child(voice, rate, missing)
        for text, data in zip(missing, pcms, strict=True):
            found[text] = sample_rate, data  # each sentence's samples go as soon as its chapter is mastered
            if cache is not None:
                cache.put(keys[text], struct.pack("<II", sample_rate, len(data) // 2) + data)
        del pcms
    rates = {sr for sr, _ in found.values()}
    if len(rates) > 1:
        raise KitError(f"audio: the speech engine changed its sample rate ({sorted(rates)}); clear the cache")
    sample_rate = rates.pop() if rates else 0
    return [_trimmed(found[t][1], t) for t in texts], sample_rate


def _code() -> str:
    """SHA-256 of this module: a change to how sentences are spoken misses the cache."""
    from accessible_kits.versions import module_sha256

    return module_sha256(__file__)


if __name__ == "__main__":
    from accessible_kits.process import die_with_parent

    die_with_parent()  # a killed build must not leave espeak-ng speaking on
    sys.exit(_child(sys.argv[1], int(sys.argv[2])))
