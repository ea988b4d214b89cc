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


@dataclass
class Utterance:
    text: str
    samples: "object"     # numpy float32 array, trimmed of leading and trailing silence


@contextlib.contextmanager
def _quiet():
    """pyttsx3 prints 'Audio saved to ...' on stdout: keep the CLI output clean."""
    fd = os.dup(1)
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 1)
        try:
            yield
        finally:
            os.dup2(fd, 1)
            os.close(fd)


class Synth:
    def __init__(self, voice: str):
        try:
            import pyttsx3

            self.engine = pyttsx3.init("espeak")
        except Exception as exc:  # the driver raises many kinds when espeak-ng is missing
            raise NoSpeechEngine(
                f"audio: no speech engine ({type(exc).__name__}); install espeak-ng "
                "(sudo apt-get install espeak-ng libespeak-ng1)"
            ) from None
        voices = self.engine.getProperty("voices")
        match = [v for v in voices if v.id == voice or v.id.split("/")[-1] == voice or voice in (v.languages or [])]
        if not match:
            some = ", ".join(sorted({v.id.split('/')[-1] for v in voices if v.id.split('/')[-1].startswith("en")})[:8])
            raise KitError(f"speech.voice: '{voice}' is not an installed espeak-ng voice; try one of {some}")
        self.engine.setProperty("voice", match[0].id)
        self.rate = None
        self.sample_rate = 22050

    def say(self, text: str, rate: int):
        import numpy as np

        self.engine.setProperty("rate", rate)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "s.wav")
            for _ in range(2):
                with _quiet():
                    self.engine.save_to_file(text, path)
                    self.engine.runAndWait()
                if os.path.exists(path) and os.path.getsize(path) > 44:
                    break
            else:
                raise KitError(f"audio: the speech engine wrote nothing for: {text[:60]}")
            with wave.open(path) as w:
                self.sample_rate = w.getframerate()
                data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float32) / 32768
        loud = np.nonzero(np.abs(data) > SILENCE)[0]
        if len(loud) == 0:
            raise KitError(f"audio: the speech engine wrote only silence for: {text[:60]}")
        return Utterance(text, data[loud[0]: loud[-1] + 1])


def words(text: str) -> int:
    return len([w for w in text.replace("-", " ").split() if any(ch.isalnum() for ch in w)])


def measured_wpm(utterances, sample_rate: int) -> float:
    seconds = sum(len(u.samples) for u in utterances) / sample_rate
    return sum(words(u.text) for u in utterances) / seconds * 60


@functools.cache
def calibrated_rate(voice: str, target_wpm: int) -> int:
    """The engine rate that gives `target_wpm` as measured, found by two corrections."""
    synth = Synth(voice)
    sentences = [s.strip() + "." for s in CALIBRATION.split(".") if s.strip()]
    rate = target_wpm
    for _ in range(3):
        got = measured_wpm([synth.say(s, rate) for s in sentences], synth.sample_rate)
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
