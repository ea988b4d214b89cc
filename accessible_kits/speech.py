"""Speech synthesis through pyttsx3 (espeak-ng on Linux), made robust and measurable.

pyttsx3's save_to_file can silently write nothing for long text on Linux, so
every sentence is its own utterance; each WAV is checked, trimmed of its own
silence, and the sentences are joined with exact pauses from the profile. The
engine's nominal rate is not the rate you hear, so the rate is calibrated on a
measured sample first. Loudness is then set to -18 LUFS with the true peak
kept at or below -1 dBTP.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
import tempfile
import wave
from dataclasses import dataclass

from accessible_kits.errors import KitError

TARGET_LUFS = -18.0
PEAK_DBTP = -1.5          # a little below the -1 dBTP ceiling, for safety
SILENCE = 0.01            # samples below 1 % of full scale count as silence at the edges
CALIBRATION = (
    "Choose one row that still has circles. Say the row and a number out loud. "
    "Your scribe says the move back to you. Then your scribe marks the sheet. "
    "Cross out that many circles in that row. Whoever crosses out the last circle wins."
)


class NoSpeechEngine(KitError):
    """No working speech engine: the message says what to install."""


class NoVoice(KitError):
    """The profile names a voice espeak-ng does not have."""


@dataclass
class Utterance:
    text: str
    samples: "object"     # numpy float32 array, trimmed of leading and trailing silence


@contextlib.contextmanager
def _quiet():
    """pyttsx3 prints 'Audio saved to ...' on stdout: keep our output clean."""
    fd = os.dup(1)
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 1)
        try:
            yield
        finally:
            os.dup2(fd, 1)
            os.close(fd)


def _child(voice: str, rate: int, folder: str) -> int:
    """Run in a fresh process: one engine, one voice and rate set before anything is said.

    espeak-ng keeps state between utterances (its noise source, a rate change
    that pyttsx3 may drop from its queue), so each batch gets a process of its
    own: the same batch then gives the same samples every time.
    """
    import json

    texts = json.load(sys.stdin)
    try:
        import pyttsx3

        engine = pyttsx3.init("espeak")
    except Exception as exc:  # the driver raises many kinds when espeak-ng is missing
        print(f"NOENGINE {type(exc).__name__}: {exc}", file=sys.stderr)
        return 3
    voices = engine.getProperty("voices")
    match = [v for v in voices if v.id == voice or v.id.split("/")[-1] == voice or voice in (v.languages or [])]
    if not match:
        some = sorted({v.id.split("/")[-1] for v in voices if v.id.split("/")[-1].startswith("en")})[:8]
        print(f"NOVOICE {', '.join(some)}", file=sys.stderr)
        return 4
    from pyttsx3.drivers import _espeak
    from pyttsx3.drivers.espeak import EspeakDriver

    engine.setProperty("voice", match[0].id)
    for i, text in enumerate(texts):
        path = os.path.join(folder, f"{i:04d}.wav")
        for _ in range(3):  # save_to_file can silently write nothing: check, and try again
            # engine.setProperty only queues the rate, and pyttsx3 can drop its queue
            # when a loop ends; the driver's own setter hands it to espeak-ng at once.
            EspeakDriver.setProperty("rate", rate)
            _espeak.Synchronize()
            if _espeak.dll.espeak_GetParameter(_espeak.RATE, 1) != rate:
                print(f"RATE espeak-ng did not take rate {rate}", file=sys.stderr)
                return 6
            with _quiet():
                engine.save_to_file(text, path)
                engine.runAndWait()
                # runAndWait can return while espeak-ng is still speaking; the next
                # file would then cut this one short. Wait until it is all written.
                _espeak.Synchronize()
            if os.path.exists(path) and os.path.getsize(path) > 1000:
                break
        else:
            print(f"EMPTY {text[:60]}", file=sys.stderr)
            return 5
    return 0


def synthesize(voice: str, rate: int, texts: list[str]) -> tuple[list[Utterance], int]:
    """Speak each text in a fresh process; return trimmed utterances and the sample rate."""
    import json
    import subprocess

    import numpy as np

    with tempfile.TemporaryDirectory() as folder:
        run = subprocess.run([sys.executable, "-m", "accessible_kits.speech", voice, str(rate), folder],
                             input=json.dumps(texts), capture_output=True, text=True)
        err = run.stderr.strip().splitlines()[-1] if run.stderr.strip() else ""
        if run.returncode == 3:
            raise NoSpeechEngine(f"audio: no speech engine ({err[9:]}); install espeak-ng "
                                 "(sudo apt-get install espeak-ng libespeak-ng1)")
        if run.returncode == 4:
            raise NoVoice(f"speech.voice: '{voice}' is not an installed espeak-ng voice; try one of {err[8:]}")
        if run.returncode != 0:
            raise KitError(f"audio: the speech engine failed ({err or run.returncode})")
        out, sample_rate = [], 22050
        for i, text in enumerate(texts):
            with wave.open(os.path.join(folder, f"{i:04d}.wav")) as w:
                sample_rate = w.getframerate()
                data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float32) / 32768
            loud = np.nonzero(np.abs(data) > SILENCE)[0]
            if len(loud) == 0:
                raise KitError(f"audio: the speech engine wrote only silence for: {text[:60]}")
            out.append(Utterance(text, data[loud[0]: loud[-1] + 1]))
    return out, sample_rate


def words(text: str) -> int:
    return len([w for w in text.replace("-", " ").split() if any(ch.isalnum() for ch in w)])


def measured_wpm(utterances, sample_rate: int) -> float:
    seconds = sum(len(u.samples) for u in utterances) / sample_rate
    return sum(words(u.text) for u in utterances) / seconds * 60


@functools.cache
def calibrated_rate(voice: str, target_wpm: int) -> int:
    """The engine rate that gives `target_wpm` as measured on the WAV, found by corrections."""
    sentences = [s.strip() + "." for s in CALIBRATION.split(".") if s.strip()]
    rate = target_wpm
    for _ in range(4):
        said, sample_rate = synthesize(voice, rate, sentences)
        got = measured_wpm(said, sample_rate)
        if abs(got - target_wpm) / target_wpm < 0.02:
            break
        rate = max(60, round(rate * target_wpm / got))
    return rate


def master(samples, sample_rate: int):
    """Gain to -18 LUFS, then a gentle limit so the true peak stays under -1 dBTP."""
    import numpy as np
    import pyloudnorm

    meter = pyloudnorm.Meter(sample_rate)
    gain = 10 ** ((TARGET_LUFS - meter.integrated_loudness(samples)) / 20)
    out = samples * gain
    ceiling = 10 ** (PEAK_DBTP / 20)
    for _ in range(4):
        peak = true_peak(out, sample_rate)
        if peak <= ceiling:
            break
        # soft-knee limiting: squeeze only the loudest samples, keep the loudness
        out = np.where(np.abs(out) > ceiling * 0.7,
                       np.sign(out) * (ceiling * 0.7 + (np.abs(out) - ceiling * 0.7) * (ceiling * 0.3) / (peak - ceiling * 0.7)),
                       out)
        out = out * 10 ** ((TARGET_LUFS - meter.integrated_loudness(out)) / 20)
    return out.astype(np.float32)


def true_peak(samples, sample_rate: int) -> float:
    """Peak of the signal oversampled four times (BS.1770 true peak), linear."""
    import numpy as np
    from scipy.signal import resample_poly

    return float(np.max(np.abs(resample_poly(samples, 4, 1))))


def wav_bytes(samples, sample_rate: int) -> bytes:
    """16-bit mono PCM WAV with no metadata chunks: the same samples give the same bytes."""
    import io

    import numpy as np

    pcm = (np.clip(samples, -1, 1) * 32767).round().astype("<i2").tobytes()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sample_rate)
        w.writeframes(pcm)
    return buf.getvalue()


if __name__ == "__main__":
    from accessible_kits.build import die_with_parent

    die_with_parent()  # a killed build must not leave espeak-ng speaking on
    sys.exit(_child(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
