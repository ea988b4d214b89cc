"""Speech synthesis: one function of (sentences, speech settings) -> audio.

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

Mastering sets loudness to -18 LUFS (ITU-R BS.1770 K-weighting and gating) and
keeps the true peak (4x oversampled) at or below -2 dBTP with a look-ahead limiter that
shapes the gain, never the waveform, with numpy alone.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import json
import os
import struct
import sys
from dataclasses import dataclass

from accessible_kits.errors import KitError

TARGET_LUFS = -18.0
LOUDNESS_TOLERANCE = 0.2  # LU: mastering stops this close to the target; a listener hears about 1 LU
PEAK_DBTP = -2.0          # the ceiling is -1 dBTP in the decoded MP3: encoding adds up to 0.5 dB (measured)
SILENCE = 0.01            # samples below 1 % of full scale count as silence at the edges
ESPEAK_DEFAULT_WPM = 175  # espeak-ng's rate for SSML prosody rate="100%"
# Heard words a minute = engine rate x SLOPE + OFFSET, fitted on the trimmed sentences of
# the built-in scripts with voice "en" at engine rates 90-200 (espeak-ng 1.51); the scripts
# ranged from 8 % slower to 5 % faster than the fit. tools/bench.py reports the heard rates.
ENGINE_FIT = (1.32, 0.0)
MIN_RATE, MAX_RATE = 80, 450  # what espeak-ng accepts
FORMAT = 2                # bump when the bytes of a cached sentence or chapter change meaning


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
# heard as "uh one". Where A is a column's letter (before a row number, in "A to G", before a
# comma or a full stop, where the article never stands) it is given to espeak-ng as the
# letter's sound, in its phoneme input; captions and scripts keep the A.
LETTER_A = r"\bA(?= \d| to [A-Z]\b|[,.;:!?])"
_A_SOUND = "[['eI]]"


def for_the_ear(text: str) -> str:
    """A sentence as espeak-ng is given it: the column letter A said as the letter."""
    import re

    return re.sub(LETTER_A, _A_SOUND, text)


def words(text: str) -> int:
    return len([w for w in text.replace("-", " ").split() if any(ch.isalnum() for ch in w)])


def measured_wpm(texts, utterances, sample_rate: int) -> float:
    seconds = sum(len(u) for u in utterances) / sample_rate
    return sum(words(t) for t in texts) / seconds * 60


@functools.cache
def engine_version() -> str:
    """espeak-ng's version and data folder, for cache keys; NoSpeechEngine when it cannot load."""
    try:
        from pyttsx3.drivers import _espeak
    except Exception as exc:  # the binding raises RuntimeError or OSError when the library is missing
        raise NoSpeechEngine(f"audio: no speech engine ({type(exc).__name__}: {exc}); install espeak-ng "
                             "(sudo apt-get install espeak-ng libespeak-ng1)") from None
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
    return line[len(word):].strip() if line.startswith(word) else line


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
    voices = _espeak.ListVoices(None)
    ids = [v.identifier.decode() for v in voices]
    langs = [(v.languages or b"")[1:].decode(errors="replace") for v in voices]
    match = [i for i, lang in zip(ids, langs) if voice in (i, i.split("/")[-1], lang)]
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


RUNS = 0  # speech processes this process started (the tests count them)
SPOKEN: collections.Counter = collections.Counter()   # (voice, engine rate, sentence) synthesized here


def _run_child(voice: str, rate: int, texts: list[str]) -> bytes:
    import subprocess

    global RUNS
    RUNS += 1
    SPOKEN.update((voice, rate, text) for text in texts)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    run = subprocess.run([sys.executable, "-m", "accessible_kits.speech", voice, str(rate)],
                         input=json.dumps(texts).encode(), capture_output=True, env=env)
    err = run.stderr.decode(errors="replace").strip()
    err = err.splitlines()[-1] if err else ""
    if run.returncode == NO_ENGINE:
        raise NoSpeechEngine(f"audio: no speech engine ({_said_after(NO_ENGINE_WORD, err)}); install espeak-ng "
                             "(sudo apt-get install espeak-ng libespeak-ng1)")
    if run.returncode == NO_VOICE:
        raise NoVoice(f"speech.voice: '{voice}' is not an installed espeak-ng voice; "
                      f"try one of {_said_after(NO_VOICE_WORD, err)}")
    if run.returncode != DONE:
        raise KitError(f"audio: the speech engine failed ({err or run.returncode})")
    return run.stdout


def _split(blob: bytes, count: int) -> tuple[int, list[memoryview]]:
    """The child's bytes -> (sample rate, each sentence's 16-bit samples); ValueError if they do not fit."""
    (sample_rate,), pos, out, view = struct.unpack_from("<I", blob), 4, [], memoryview(blob)
    for _ in range(count):
        (n,) = struct.unpack_from("<I", blob, pos)
        pos += 4
        if pos + 2 * n > len(blob):
            raise ValueError("truncated")
        out.append(view[pos: pos + 2 * n])   # a view: the sentences share the child's one buffer
        pos += 2 * n
    if pos != len(blob):
        raise ValueError("trailing bytes")
    return sample_rate, out


def _trimmed(pcm: bytes, text: str):
    """A sentence's 16-bit samples (a view, no copy), without the silence espeak-ng puts before and after it."""
    import numpy as np

    data = np.frombuffer(pcm, dtype="<i2")
    loud = np.nonzero((data > SILENCE * 32768) | (data < -SILENCE * 32768))[0]
    if len(loud) == 0:
        raise KitError(f"audio: the speech engine wrote only silence for: {text[:60]}")
    return data[loud[0]: loud[-1] + 1]


def speak(texts: list[str], voice: str, rate_wpm: int, cache=None):
    """Speak `texts` with a voice at `rate_wpm`: (trimmed 16-bit utterances, sample rate).

    Each sentence's sound depends on its text and the settings alone (see _child), so each is
    stored in `cache` on its own: a script that changes in one sentence speaks one sentence.
    The sentences still missing are spoken in one process.
    """
    rate = engine_rate(rate_wpm)
    unique = list(dict.fromkeys(texts))
    found: dict[str, tuple[int, bytes]] = {}
    keys = {}
    if cache is not None:
        from accessible_kits import __version__

        base = (FORMAT, __version__, _code(), engine_version(), voice, rate)
        for text in unique:
            keys[text] = cache.key("sentence", *base, text)
            blob = cache.get(keys[text])
            if blob is not None:
                try:
                    sample_rate, (pcm,) = _split(blob, 1)
                    found[text] = sample_rate, pcm
                except (ValueError, struct.error):
                    pass  # an entry that passed its hash check but does not parse: make it again
    missing = [t for t in unique if t not in found]
    if missing:
        sample_rate, pcms = _split(_run_child(voice, rate, missing), len(missing))
        for text, pcm in zip(missing, pcms):
            found[text] = sample_rate, pcm
            if cache is not None:
                cache.put(keys[text], struct.pack("<II", sample_rate, len(pcm) // 2) + pcm)
    rates = {sr for sr, _ in found.values()}
    if len(rates) > 1:
        raise KitError(f"audio: the speech engine changed its sample rate ({sorted(rates)}); clear the cache")
    sample_rate = rates.pop() if rates else 0
    return [_trimmed(found[t][1], t) for t in texts], sample_rate


def _chapters(items) -> list[list]:
    """A script's items cut at each ("split", 0): its chapters, none empty."""
    chapters: list[list] = [[]]
    for item in items:
        if item[0] == "split":
            if chapters[-1]:
                chapters.append([])
        else:
            chapters[-1].append(item)
    return chapters


@dataclass(frozen=True)
class Spoken:
    """A script's finished audio: each chapter's mastered 16-bit samples (little-endian mono),
    the samples of each sentence as said, and the sample rate."""

    chapters: tuple[bytes, ...]
    sentences: tuple[int, ...]
    sample_rate: int


def spoken_audio(scripts, voice: str, rate_wpm: int, lead_ms: int, cache=None) -> list[Spoken]:
    """Finished audio for scripts, one Spoken each.

    `scripts`: per script, a list of ("say", text), ("pause", ms) and ("split", 0) in order.
    Each chapter is mastered on its own, so a chapter played alone is at the target loudness
    too, and the whole is the chapters joined. Mastered chapters are stored in `cache`, so a
    profile whose script differs in one chapter makes that chapter alone; builds speaking
    the same scripts take turns, so a sound shared by two is made once.
    """
    rate = engine_rate(rate_wpm)
    # (items, silence before, silence after) of every chapter of every script
    parts = [[(c, i == 0, i == len(cs) - 1) for i, c in enumerate(cs)] for cs in map(_chapters, scripts)]
    flat = [p for script in parts for p in script]
    made: list = [None] * len(flat)
    turn = contextlib.nullcontext()
    if cache is not None:
        from accessible_kits import __version__
        from accessible_kits.versions import library_versions  # numpy's version, without importing numpy on a hit

        base = (FORMAT, __version__, _code(), engine_version(), library_versions()["numpy"], voice, rate, lead_ms)
        keys = [cache.key("chapter", *base, before, after, [list(i) for i in items]) for items, before, after in flat]
        firsts = [next((v for k, v in items if k == "say"), "") for items, _, _ in flat]
        turn = cache.making(cache.key("speaking", voice, rate, firsts[:1]))
    with turn:
        if cache is not None:
            for n, key in enumerate(keys):
                blob = cache.get(key)
                made[n] = _unpack_chapter(blob) if blob is not None else None
        todo = [n for n, m in enumerate(made) if m is None]
        texts = [v for n in todo for k, v in flat[n][0] if k == "say"]
        said, sr = speak(texts, voice, rate_wpm, cache) if texts else ([], 0)
        said_iter = iter(said)
        jobs = [(flat[n][0], [next(said_iter) for k, _ in flat[n][0] if k == "say"], sr, lead_ms, *flat[n][1:])
                for n in todo]
        for n, result in zip(todo, _master_all(jobs)):
            made[n] = result
            if cache is not None:
                cache.put(keys[n], _pack_chapter(*result))
    results, k = [], 0
    for script in parts:
        mine = made[k: k + len(script)]
        k += len(script)
        results.append(Spoken(tuple(m[0] for m in mine), tuple(n for m in mine for n in m[1]), mine[0][2]))
    return results


def _master_all(jobs: list) -> list:
    """_chapter for each job, the chapters on as many threads as there are cores: numpy's work on
    long arrays runs outside the GIL. The first runs here, so every module the others use is
    imported by this thread before they start (an import shared by threads is what Ctrl-C can
    leave locked); this thread then only waits for them."""
    import os
    from concurrent.futures import ThreadPoolExecutor

    if not jobs:
        return []
    first = _chapter(*jobs[0])
    if len(jobs) == 1:
        return [first]
    with ThreadPoolExecutor(max_workers=min(len(jobs) - 1, os.cpu_count() or 1)) as pool:
        return [first, *pool.map(lambda job: _chapter(*job), jobs[1:])]


def _chapter(items, said, sr: int, lead_ms: int, before: bool, after: bool):
    """One chapter's sentences joined with its pauses and mastered: (16-bit samples, sentence lengths, rate)."""
    import numpy as np

    silence = np.zeros(round(sr * lead_ms / 1000), dtype=np.float32)
    pieces, lengths, said = [silence] if before else [], [], iter(said)
    for kind, value in items:
        if kind == "pause":
            pieces.append(np.zeros(round(sr * value / 1000), dtype=np.float32))
        else:
            pieces.append(next(said) * np.float32(1 / 32768))   # int16 until here: half the memory
            lengths.append(len(pieces[-1]))
    if after:
        pieces.append(silence)
    return pcm16(master(np.concatenate(pieces), sr)), lengths, sr


def _pack_chapter(pcm: bytes, lengths: list[int], sr: int) -> bytes:
    return struct.pack(f"<II{len(lengths)}I", sr, len(lengths), *lengths) + pcm


def _unpack_chapter(blob: bytes):
    try:
        sr, n = struct.unpack_from("<II", blob)
        lengths = list(struct.unpack_from(f"<{n}I", blob, 8))
    except struct.error:
        return None  # passed its hash check but does not parse: made again
    return blob[8 + 4 * n:], lengths, sr


def _code() -> str:
    """SHA-256 of this module: a change to how audio are made misses the cache."""
    from accessible_kits.versions import module_sha256

    return module_sha256(__file__)


# --- mastering: BS.1770 loudness and true peak with numpy only ---------------------------

@functools.lru_cache(maxsize=2)
def _k_response(rate: int, n: int):
    """The K-weighting filters' combined frequency response at the rfft bins of an n-point transform."""
    import numpy as np

    stages = _k_weighting(rate)
    h = np.empty(n // 2 + 1, dtype=np.complex64)
    for start in range(0, len(h), 1 << 16):  # in slices, so the temporaries stay small
        w = np.pi * np.arange(start, min(start + (1 << 16), len(h))) / (n // 2)
        z = np.cos(w) - 1j * np.sin(w)
        part = np.ones(len(w), dtype=np.complex128)
        for b, a in stages:
            part *= (b[0] + (b[1] + b[2] * z) * z) / (a[0] + (a[1] + a[2] * z) * z)
        h[start: start + len(w)] = part
    return h


def _k_weighting(rate: int):
    """The two BS.1770 K-weighting stages (high shelf, high pass), as pyloudnorm designs them."""
    import numpy as np

    def design(gain, q, fc, kind):
        A = 10 ** (gain / 40)
        w0 = 2 * np.pi * fc / rate
        alpha = np.sin(w0) / (2 * q)
        c = np.cos(w0)
        if kind == "high_shelf":
            return ([A * ((A + 1) + (A - 1) * c + 2 * np.sqrt(A) * alpha), -2 * A * ((A - 1) + (A + 1) * c),
                     A * ((A + 1) + (A - 1) * c - 2 * np.sqrt(A) * alpha)],
                    [(A + 1) - (A - 1) * c + 2 * np.sqrt(A) * alpha, 2 * ((A - 1) - (A + 1) * c),
                     (A + 1) - (A - 1) * c - 2 * np.sqrt(A) * alpha])
        return ([(1 + c) / 2, -(1 + c), (1 + c) / 2], [1 + alpha, -2 * c, 1 - alpha])

    return [design(4.0, 1 / np.sqrt(2), 1500.0, "high_shelf"), design(0.0, 0.5, 38.0, "high_pass")]


def loudness(samples, rate: int) -> float:
    """Integrated loudness in LUFS (BS.1770-4: K-weighting, 400 ms blocks, 75 % overlap, gates)."""
    return gated_loudness(k_weighted(samples, rate), rate)


def k_weighted(samples, rate: int):
    """The signal through BS.1770's K-weighting filters.

    The filters are applied in the frequency domain by overlap-save, in blocks that keep
    0.37 s of history: their impulse response has died away (below 1e-7) well before
    that, so this equals the recursive filter far below the 0.1 LU that matters here,
    in small memory and without scipy.
    """
    import numpy as np

    x = np.asarray(samples, dtype=np.float32)
    history = 1 << int(np.ceil(np.log2(0.37 * rate)))
    n = max(1 << 17, 8 * history)
    keep = n - history
    response = _k_response(rate, n)
    padded = np.concatenate([np.zeros(history, dtype=np.float32), x])
    y = np.empty(len(x), dtype=np.float32)
    for start in range(0, len(x), keep):
        block = np.fft.irfft(np.fft.rfft(padded[start: start + n], n) * response, n)
        y[start: start + keep] = block[history: history + min(keep, len(x) - start)]
    return y


def gated_loudness(y, rate: int) -> float:
    """Integrated loudness of a K-weighted signal: 400 ms blocks every 100 ms, absolute and relative gates."""
    import numpy as np

    step = round(0.1 * rate)  # blocks of 400 ms every 100 ms: four consecutive 100 ms steps
    steps = np.einsum("ij,ij->i", *(y[: len(y) // step * step].reshape(-1, step),) * 2, dtype=np.float64)
    z = (steps[:-3] + steps[1:-2] + steps[2:-1] + steps[3:]) / (4 * step)
    with np.errstate(divide="ignore"):
        blocks = -0.691 + 10 * np.log10(z)
    gated = z[blocks >= -70.0]
    if len(gated) == 0:
        return float("-inf")
    relative = -0.691 + 10 * np.log10(gated.mean()) - 10
    gated = z[(blocks >= -70.0) & (blocks > relative)]
    return float(-0.691 + 10 * np.log10(gated.mean()))


@functools.cache
def _oversampling_filter():
    """4x interpolation filter: 81-tap Kaiser-windowed sinc (beta 5), the design scipy's resample_poly uses."""
    import numpy as np

    t = np.arange(81) - 40
    h = np.sinc(t / 4) * np.kaiser(81, 5.0)
    return h / h.sum() * 4


def true_peak(samples, sample_rate: int = 0) -> float:
    """Peak of the signal oversampled four times (BS.1770 true peak), linear.

    An interpolated value is a weighted sum of 21 neighbouring samples, so it cannot
    exceed the sample peak where every neighbour is below peak / (sum of |weights|):
    only the windows around the loud samples are interpolated, with the same result
    as filtering all of it.
    """
    import numpy as np

    x = np.asarray(samples, dtype=np.float32)
    h = np.concatenate([_oversampling_filter(), np.zeros(3)])  # 84 taps: 21 for each phase
    taps = np.stack([h[p::4][::-1] for p in range(4)], axis=1)  # (21, 4), reversed for windows
    n = taps.shape[0]
    mag = np.abs(x)
    sample_peak = float(mag.max()) if len(x) else 0.0
    if sample_peak == 0.0:
        return 0.0
    del mag
    threshold = sample_peak / np.abs(taps).sum(axis=0).max()
    taps = taps.astype(np.float32)
    peak, block = sample_peak, 1 << 16   # outputs a block at a time, so memory stays small
    for a in range(0, len(x) + n - 1, block):
        # output m reads x[m-20 .. m] (zero outside): this block of outputs reads x[a-20 .. a+block-1]
        lo, hi = a - (n - 1), min(a + block, len(x))
        seg = np.concatenate([np.zeros(max(0, -lo), dtype=np.float32), x[max(lo, 0): hi],
                              np.zeros(max(0, a + block - hi), dtype=np.float32)])
        loud = np.concatenate([[0], np.cumsum(np.abs(seg) >= threshold, dtype=np.int32)])
        outputs = np.flatnonzero(loud[n: n + block] > loud[:block])   # the outputs that read a loud sample
        if len(outputs):
            peak = max(peak, float(np.max(np.abs(seg[outputs[:, None] + np.arange(n)] @ taps))))
    return peak


def _limit_gain(x, ceiling: float, sample_rate: int, radius_ms: float = 20.0):
    """A smooth gain curve that brings every sample of `x` to at most `ceiling`.

    A look-ahead limiter, not a clipper: the gain each sample needs is taken as the least
    over +/- radius, then averaged over the same width, so the gain glides down before a
    peak and back up after it and the waveform keeps its shape. (A sample-by-sample soft
    clipper bends the waveform itself; measured by the recognizer in tests/test_speech.py,
    that made the speech harder to understand than plain espeak-ng.)
    """
    import numpy as np

    block = 32
    n = -(-len(x) // block)
    mag = np.zeros(n * block, dtype=np.float32)
    mag[: len(x)] = np.abs(x)
    need = np.minimum(1.0, ceiling / np.maximum(mag.reshape(n, block).max(axis=1), 1e-9))
    r = max(1, round(radius_ms / 1000 * sample_rate / block))
    padded = np.pad(need, r, constant_values=1.0)
    low = np.lib.stride_tricks.sliding_window_view(padded, 2 * r + 1).min(axis=1)
    cum = np.concatenate([[0.0], np.cumsum(np.pad(low, r, constant_values=1.0), dtype=np.float64)])
    smooth = (cum[2 * r + 1:] - cum[: -2 * r - 1]) / (2 * r + 1)
    # Linear between block centres (as np.interp would, held flat before the first and after the
    # last), a block at a time: the same curve without a position array as long as the sound.
    smooth = smooth.astype(np.float32)
    before = np.concatenate([smooth[:1], smooth[:-1]])
    after = np.concatenate([smooth[1:], smooth[-1:]])
    offset = (np.arange(block, dtype=np.float32) - (block - 1) / 2) / block   # sample's place from the centre
    gain = smooth[:, None] + np.where(offset < 0, (smooth - before)[:, None], (after - smooth)[:, None]) * offset
    return gain.ravel()[: len(x)]


def master(samples, sample_rate: int):
    """Gain to -18 LUFS, then a look-ahead limiter so the true peak stays under -2 dBTP.

    The K-weighting is filtered once: the limiter's gain glides over tens of milliseconds,
    far slower than the filters' few milliseconds of memory, so the limited signal weighted
    is the weighted signal times the same gain, and each try re-measures in a moment.
    """
    import numpy as np

    x = samples.astype(np.float32)
    weighted = k_weighted(x, sample_rate)
    ceiling = 10 ** (PEAK_DBTP / 20)
    gain = 10 ** ((TARGET_LUFS - gated_loudness(weighted, sample_rate)) / 20)
    target = ceiling * 10 ** (-0.3 / 20)  # the true peak between samples can rise a little over the samples
    out = x * np.float32(gain)
    for _ in range(8):
        out = x * np.float32(gain)
        if np.abs(out).max() <= ceiling and true_peak(out, sample_rate) <= ceiling:   # the first test is cheap
            break
        limit = _limit_gain(out, target, sample_rate)
        out *= limit
        # limiting lowers the loudness a little: raise the gain before the limiter and limit again
        error = TARGET_LUFS - gated_loudness(weighted * (limit * np.float32(gain)), sample_rate)
        if abs(error) < LOUDNESS_TOLERANCE and true_peak(out, sample_rate) <= ceiling:
            break
        if abs(error) < LOUDNESS_TOLERANCE:
            target *= 10 ** (-0.2 / 20)
        gain *= 10 ** (error / 20)
    return out


def pcm16(samples) -> bytes:
    """float samples -> 16-bit little-endian PCM, clipped and rounded."""
    import numpy as np

    return (np.clip(samples, -1, 1) * 32767).round().astype("<i2").tobytes()


def wav_bytes(pcm, sample_rate: int) -> bytes:
    """16-bit mono PCM WAV with no metadata chunks: the same samples give the same bytes."""
    import io
    import wave

    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sample_rate)
        w.writeframes(bytes(pcm))
    return buf.getvalue()


if __name__ == "__main__":
    from accessible_kits.process import die_with_parent

    die_with_parent()  # a killed build must not leave espeak-ng speaking on
    sys.exit(_child(sys.argv[1], int(sys.argv[2])))
