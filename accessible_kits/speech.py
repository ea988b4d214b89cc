"""Speech synthesis: one function of (sentences, speech settings) -> audio.

espeak-ng (through the ctypes binding that pyttsx3 ships) speaks every sentence
of a batch in one fresh process, in synchronous mode, handing the samples back
on a pipe: no temporary files, no engine loop that can drop a sentence. espeak-ng
keeps state between utterances (its noise source), so the batch in its own process
is the unit that is deterministic, and the unit the cache stores.

The engine's nominal rate is not the rate you hear; `engine_rate` maps the
profile's words a minute to the engine's setting once, in one place, from a fit
measured on espeak-ng's own output (see ENGINE_FIT). The SSML uses the same
mapping, so it does not depend on whether espeak-ng is installed.

Mastering sets loudness to -18 LUFS (ITU-R BS.1770 K-weighting and gating) and
keeps the true peak (4x oversampled) at or below -1.5 dBTP with a look-ahead limiter that
shapes the gain, never the waveform, with numpy alone.
"""

from __future__ import annotations

import functools
import json
import os
import struct
import sys

from accessible_kits.errors import KitError

TARGET_LUFS = -18.0
PEAK_DBTP = -1.5          # a little below the -1 dBTP ceiling, for safety
SILENCE = 0.01            # samples below 1 % of full scale count as silence at the edges
ESPEAK_DEFAULT_WPM = 175  # espeak-ng's rate for SSML prosody rate="100%"
# Heard words a minute = engine rate x SLOPE + OFFSET, fitted on the trimmed sentences of
# the built-in scripts with voice "en" at engine rates 90-200 (espeak-ng 1.51); the scripts
# ranged from 8 % slower to 5 % faster than the fit. tools/bench.py reports the heard rates.
ENGINE_FIT = (1.32, 0.0)
MIN_RATE, MAX_RATE = 80, 450  # what espeak-ng accepts
FORMAT = 1                # bump when the bytes of a synthesized batch change meaning


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
    for text in texts:
        chunks.clear()
        if _espeak.Synth(text, flags=_espeak.CHARS_UTF8) != 0:
            print(f"EMPTY {text[:60]}", file=sys.stderr)
            return EMPTY
        _espeak.Synchronize()
        data = b"".join(chunks)
        out.write(struct.pack("<I", len(data) // 2))
        out.write(data)
    out.flush()
    return DONE


RUNS = 0  # batches synthesized by this process (the tests count them)


def _run_child(voice: str, rate: int, texts: list[str]) -> bytes:
    import subprocess

    global RUNS
    RUNS += 1
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


def _parse(blob: bytes, texts: list[str]):
    """The child's bytes -> (trimmed float32 utterances, sample rate); ValueError if they do not fit."""
    import numpy as np

    (sample_rate,), pos, out = struct.unpack_from("<I", blob), 4, []
    for text in texts:
        (n,) = struct.unpack_from("<I", blob, pos)
        pos += 4
        if pos + 2 * n > len(blob):
            raise ValueError("truncated")
        data = np.frombuffer(blob, dtype="<i2", count=n, offset=pos) * np.float32(1 / 32768)
        pos += 2 * n
        loud = np.nonzero(np.abs(data) > SILENCE)[0]
        if len(loud) == 0:
            raise KitError(f"audio: the speech engine wrote only silence for: {text[:60]}")
        out.append(data[loud[0]: loud[-1] + 1])
    if pos != len(blob):
        raise ValueError("trailing bytes")
    return out, sample_rate


def speak(texts: list[str], voice: str, rate_wpm: int, cache=None):
    """Speak `texts` with a voice at `rate_wpm`: (trimmed float32 utterances, sample rate).

    One process for the whole batch; the result is stored in `cache` (a cache.Cache)
    under everything that determines its bytes, so profiles that share speech settings
    synthesize once.
    """
    rate = engine_rate(rate_wpm)
    if cache is None:
        return _parse(_run_child(voice, rate, texts), texts)
    from accessible_kits import __version__

    key = cache.key("speech", FORMAT, __version__, _code(), engine_version(), voice, rate, texts)
    with cache.making(key):
        blob = cache.get(key)
        if blob is not None:
            try:
                return _parse(blob, texts)
            except (ValueError, struct.error):
                pass  # an entry that passed its hash check but does not parse: make it again
        blob = _run_child(voice, rate, texts)
        result = _parse(blob, texts)
        cache.put(key, blob)
    return result


def spoken_audio(scripts, voice: str, rate_wpm: int, lead_ms: int, cache=None):
    """Finished audio for scripts spoken as one batch.

    `scripts`: per script, a list of ("say", text) and ("pause", ms) in order.
    Returns per script (WAV bytes, samples of each sentence, sample rate, samples of each
    chapter). The WAV is
    stored in `cache` too, so mastering is done once for each script and settings;
    builds running at once wait for each other rather than make the same audio twice.
    """
    texts = [text for items in scripts for kind, text in items if kind == "say"]
    if cache is None:
        return _finish(scripts, *speak(texts, voice, rate_wpm), lead_ms)
    from accessible_kits import __version__
    from accessible_kits.versions import library_versions  # numpy's version, without importing numpy on a hit

    base = (FORMAT, __version__, _code(), engine_version(), library_versions()["numpy"], voice, engine_rate(rate_wpm),
            lead_ms, texts)
    keys = [cache.key("wav", *base, [list(item) for item in items]) for items in scripts]
    with cache.making(cache.key("batch", *base)):
        blobs = [cache.get(key) for key in keys]
        if all(blob is not None for blob in blobs):
            return [_unpack_wav(blob) for blob in blobs]
        results = _finish(scripts, *speak(texts, voice, rate_wpm, cache), lead_ms)
        for key, result in zip(keys, results):
            cache.put(key, _pack_wav(*result))
    return results


def _finish(scripts, said, sr: int, lead_ms: int):
    """Join each script's sentences with its pauses and master it: [(WAV bytes, sentence lengths, rate, parts)].

    A ("split", 0) item starts a new chapter. Each chapter is mastered on its own, so a chapter
    played alone is at the target loudness too, and the whole is the chapters joined:
    `parts` are the chapters' sample counts, which add up to the whole.
    """
    import numpy as np

    silence = np.zeros(round(sr * lead_ms / 1000), dtype=np.float32)
    results, k = [], 0
    for items in scripts:
        chapters, parts, lengths = [], [silence], []
        for kind, value in items:
            if kind == "split":
                if sum(len(p) for p in parts):
                    chapters.append(np.concatenate(parts))
                parts = []
            elif kind == "pause":
                parts.append(np.zeros(round(sr * value / 1000), dtype=np.float32))
            else:
                parts.append(said[k])
                lengths.append(len(said[k]))
                k += 1
        parts.append(silence)
        chapters.append(np.concatenate(parts))
        mastered = [master(c, sr) for c in chapters]
        results.append((wav_bytes(np.concatenate(mastered), sr), lengths, sr, [len(c) for c in mastered]))
    return results


def _pack_wav(wav: bytes, lengths: list[int], sr: int, parts: list[int]) -> bytes:
    counts = [*lengths, *parts]
    return struct.pack(f"<III{len(counts)}I", sr, len(lengths), len(parts), *counts) + wav


def _unpack_wav(blob: bytes):
    sr, n, m = struct.unpack_from("<III", blob)
    counts = list(struct.unpack_from(f"<{n + m}I", blob, 12))
    return blob[12 + 4 * (n + m):], counts[:n], sr, counts[n:]


@functools.cache
def _code() -> str:
    """SHA-256 of this module: a change to how audio is made misses the cache."""
    import hashlib

    with open(__file__, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


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
    """Integrated loudness in LUFS (BS.1770-4: K-weighting, 400 ms blocks, 75 % overlap, gates).

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
    loud = np.nonzero(mag >= sample_peak / np.abs(taps).sum(axis=0).max())[0]
    reads = np.zeros(len(x) + n, dtype=bool)
    for shift in range(n):
        reads[loud + shift] = True
    outputs = np.nonzero(reads)[0]  # every output that reads a loud sample
    padded = np.pad(x, n - 1)
    peak = sample_peak
    for start in range(0, len(outputs), 1 << 15):  # in slices, so memory stays small
        windows = padded[outputs[start: start + (1 << 15), None] + np.arange(n)].astype(np.float64)  # reads m-20 .. m
        peak = max(peak, float(np.max(np.abs(windows @ taps))))
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
    centres = np.arange(n) * block + (block - 1) / 2
    return np.interp(np.arange(len(x)), centres, smooth).astype(np.float32)


def master(samples, sample_rate: int):
    """Gain to -18 LUFS, then a look-ahead limiter so the true peak stays under -1.5 dBTP."""
    import numpy as np

    x = samples.astype(np.float32)
    ceiling = 10 ** (PEAK_DBTP / 20)
    gain = 10 ** ((TARGET_LUFS - loudness(x, sample_rate)) / 20)
    target = ceiling * 10 ** (-0.3 / 20)  # the true peak between samples can rise a little over the samples
    out = x * np.float32(gain)
    for _ in range(8):
        out = x * np.float32(gain)
        if true_peak(out, sample_rate) <= ceiling:
            break
        out *= _limit_gain(out, target, sample_rate)
        # limiting lowers the loudness a little: raise the gain before the limiter and limit again
        error = TARGET_LUFS - loudness(out, sample_rate)
        if abs(error) < 0.05 and true_peak(out, sample_rate) <= ceiling:
            break
        if abs(error) < 0.05:
            target *= 10 ** (-0.2 / 20)
        gain *= 10 ** (error / 20)
    return out


def wav_bytes(samples, sample_rate: int) -> bytes:
    """16-bit mono PCM WAV with no metadata chunks: the same samples give the same bytes."""
    import io
    import wave

    import numpy as np

    pcm = (np.clip(samples, -1, 1) * 32767).round().astype("<i2").tobytes()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sample_rate)
        w.writeframes(pcm)
    return buf.getvalue()


MP3_LEVEL = 0.7  # libsndfile's compression level: 56 kbit/s for 22 kHz mono, constant bit rate


def mp3_bytes(samples, sample_rate: int, title: str, album: str, track: int, tracks: int, cache=None) -> bytes:
    """MPEG Layer III (LAME inside libsndfile, through soundfile), with an ID3v2.3 tag (mutagen).

    Constant bit rate and LAME's gapless header, so players seek exactly and the decoded
    length equals the samples'. LAME keeps no clock or random state: the same samples and
    tags give the same bytes. Encoding is the slow part, so it is cached by its inputs.
    """
    import io

    import numpy as np

    x = np.asarray(samples, dtype=np.float32)
    key = None
    if cache is not None:
        import hashlib

        digest = hashlib.sha256(x.tobytes()).hexdigest()
        key = cache.key("mp3", FORMAT, _code(), _library_versions(), digest, sample_rate, title, album, track, tracks)
        blob = cache.get(key)
        if blob is not None:
            return blob
    import soundfile
    from mutagen.id3 import ID3, TALB, TIT2, TRCK

    buf = io.BytesIO()
    with soundfile.SoundFile(buf, "w", sample_rate, 1, format="MP3", subtype="MPEG_LAYER_III",
                             compression_level=MP3_LEVEL, bitrate_mode="CONSTANT") as f:
        f.write(x)
    tags = ID3()
    tags.add(TIT2(encoding=3, text=title))
    tags.add(TALB(encoding=3, text=album))
    tags.add(TRCK(encoding=3, text=f"{track}/{tracks}"))
    buf.seek(0)
    tags.save(buf, v2_version=3, padding=lambda info: 0)
    blob = buf.getvalue()
    if cache is not None:
        cache.put(key, blob)
    return blob


@functools.cache
def _library_versions() -> str:
    import mutagen
    import soundfile

    return f"{soundfile.__libsndfile_version__} {soundfile.__version__} {mutagen.version_string}"


def wav_samples(wav: bytes):
    """16-bit mono WAV bytes (as wav_bytes writes them) -> float32 samples."""
    import io
    import wave

    import numpy as np

    with wave.open(io.BytesIO(wav)) as w:
        return np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float32) / 32768


if __name__ == "__main__":
    from accessible_kits.process import die_with_parent

    die_with_parent()  # a killed build must not leave espeak-ng speaking on
    sys.exit(_child(sys.argv[1], int(sys.argv[2])))
